import type { Profile } from '../../src/schemas/profile';

// The signed-in customer the session and edit-profile paths share.
export const profile: Profile = {
  accountId: 'a1',
  role: 'main',
  accessLevel: 'owner',
  companyName: 'Demo Logistics',
  contactName: 'Demo Customer',
  contactNumber: '5550100200',
  email: 'demo@cargoconnects.test',
  commercialReference: [],
  profilePicture: null,
  verifyByAdmin: true,
  emailVerified: true,
  createdAt: '2026-11-21T10:00:00.000Z',
};
