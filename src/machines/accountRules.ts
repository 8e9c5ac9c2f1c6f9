import type { Profile } from '../schemas/profile.ts';

// What a signed-in account may do, decided once for machines and views (no XState here: the header
// and the dashboard read these without loading a machine).

/** spec role.main-manages-subusers: only the main user manages sub-users (the server enforces it too). */
export const managesSubUsers = (profile: Pick<Profile, 'role'> | null): boolean => profile?.role === 'main';

/** spec guard.admin-verification: a company the admin has not verified yet cannot request services. */
export const awaitsAdminVerification = (profile: Pick<Profile, 'verifyByAdmin'> | null): boolean => profile !== null && !profile.verifyByAdmin;

/** The company's name is the main user's to change. */
export const editsCompanyName = managesSubUsers;

/**
 * The first state of a flow only the main user may start (spec role.main-manages-subusers): a
 * sub-user goes to `mainUserOnly`, the main user on to `next`. The machine supplies `isSubUser`.
 */
export const mainUserGate = <T extends string>(next: T) =>
  ({
    description: 'Checking that you are the main user',
    always: [
      {
        description: 'You are a sub-user: only the main user manages sub-users',
        guard: 'isSubUser',
        target: 'mainUserOnly',
        meta: { spec: ['role.main-manages-subusers'] },
      },
      { description: 'You are the main user', target: next },
    ],
  }) as const;
