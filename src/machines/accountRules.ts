import type { Profile } from '../schemas/profile.ts';

// What a signed-in account may do, decided once for machines and views (no XState here: the header
// and the dashboard read these without loading a machine).

/** spec role.main-manages-subusers: only the main user manages sub-users (the server enforces it too). */
export const managesSubUsers = (profile: Pick<Profile, 'role'> | null): boolean => profile?.role === 'main';

/** spec guard.admin-verification: a company the admin has not verified yet cannot request services. */
export const awaitsAdminVerification = (profile: Pick<Profile, 'verifyByAdmin'> | null): boolean => profile !== null && !profile.verifyByAdmin;

/** The company's name is the main user's to change. */
export const editsCompanyName = managesSubUsers;
