import type { Profile } from '../schemas/profile.ts';
import { can, managesRole, type Capability, type TeamRole } from '../schemas/teamRoles.ts';

// What a signed-in account may do, decided once for machines and views (no XState here: the header
// and the dashboard read these without loading a machine). The rules themselves are the one role
// table (schemas/teamRoles.ts), which the server enforces on every call.

type Who = Pick<Profile, 'accessLevel'> | null;

/** Whether the signed-in account's role allows this; nobody signed in may do nothing. */
export const allows = (profile: Who, capability: Capability): boolean => profile !== null && can(profile.accessLevel, capability);

/** The main user and admins manage sub-users (spec role.main-manages-subusers, widened to admins by the team roles). */
export const managesSubUsers = (profile: Who): boolean => allows(profile, 'subUsers.manage');

/** The main user and admins read the team's activity log and export the company's records (issue 37). */
export const seesRecords = (profile: Who): boolean => allows(profile, 'company.records');

/** A Booker and above request and pay for services; a Viewer only looks. */
export const requestsServices = (profile: Who): boolean => allows(profile, 'services.request');
export const paysForOrders = (profile: Who): boolean => allows(profile, 'orders.pay');
export const changesOrders = (profile: Who): boolean => allows(profile, 'orders.manage');

/** spec guard.admin-verification: a company the admin has not verified yet cannot request services. */
export const awaitsAdminVerification = (profile: Pick<Profile, 'verifyByAdmin'> | null): boolean => profile !== null && !profile.verifyByAdmin;

/** The company's name is the main user's to change. */
export const editsCompanyName = (profile: Who): boolean => allows(profile, 'company.edit');

/**
 * Whether this manager may edit, delete or re-invite that sub-user: only roles below their own, and
 * never themselves (nobody edits their own role).
 */
export const managesSubUser = (profile: Pick<Profile, 'accessLevel' | 'accountId'> | null, subUser: { readonly accountId: string; readonly role: TeamRole }): boolean =>
  profile !== null && subUser.accountId !== profile.accountId && managesRole(profile.accessLevel, subUser.role);

/**
 * The first state of a flow only some roles may start: an account whose role lacks
 * the capability goes to `notAllowed`, the others on to `next`. The machine supplies `lacksCapability`.
 */
export const roleGate = <T extends string>(next: T, description: string, spec: readonly string[]) =>
  ({
    description: 'Checking what your role allows',
    always: [
      {
        description,
        guard: 'lacksCapability',
        target: 'notAllowed',
        meta: { spec },
      },
      { description: 'Your role allows it', target: next },
    ],
  }) as const;
