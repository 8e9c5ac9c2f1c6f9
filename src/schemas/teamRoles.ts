import { CommonMessages as Messages } from './commonMessages.ts';

// Team roles: ONE table of what each role may do, read by the server (every guarded
// call) and the client (machine guards, which buttons exist). Ranks order the roles: a manager only
// hands out and manages roles below their own, so nobody raises anyone, themselves included, to
// their own level or above. Free of Effect, so the header's role checks cost no schema code; the
// roles as schemas are in teamRoleSchemas.ts.

/** A sub-user's role, chosen by the main user (or an admin, below their own). */
export const TEAM_ROLES = ['viewer', 'booker', 'admin'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** What an account acts as: the main user is implicitly above Admin. */
export type AccessLevel = TeamRole | 'owner';

/** Existing sub-users became Bookers (migration 0012): the role they had in all but name. */
export const DEFAULT_TEAM_ROLE: TeamRole = 'booker';

export type Capability =
  /** Orders, their tracking, documents and receipts; the address book and catalog, read only. */
  | 'orders.view'
  /** Request a service: references, quotes, addresses (add, edit, delete), placing the order. */
  | 'services.request'
  /** Pay for an order (Pay now, checkout). */
  | 'orders.pay'
  /** Change an order: cancel, rate, entry number, upload documents, share or revoke tracking links. */
  | 'orders.manage'
  /** List, add, edit, delete and invite sub-users (of a lower role). */
  | 'subUsers.manage'
  /** The team's activity log (and its CSV), the orders CSV and the receipts ZIP. */
  | 'company.records'
  /** The company's own details (its name). */
  | 'company.edit';

export interface RoleRule {
  readonly rank: number;
  readonly label: string;
  /** One line for the sub-user form's role select. */
  readonly description: string;
  readonly capabilities: readonly Capability[];
}

const viewer: readonly Capability[] = ['orders.view'];
const booker: readonly Capability[] = [...viewer, 'services.request', 'orders.pay', 'orders.manage'];
const admin: readonly Capability[] = [...booker, 'subUsers.manage', 'company.records'];

// The labels and descriptions are catalog ids (/*i18n*/): the views show them with i18n._().
export const ROLE_RULES: Readonly<Record<AccessLevel, RoleRule>> = {
  viewer: { rank: 1, label: /*i18n*/ 'Viewer', description: /*i18n*/ 'Sees orders and tracking.', capabilities: viewer },
  booker: { rank: 2, label: /*i18n*/ 'Booker', description: /*i18n*/ 'Also requests and pays for services.', capabilities: booker },
  admin: { rank: 3, label: /*i18n*/ 'Admin', description: /*i18n*/ 'Also manages sub-users.', capabilities: admin },
  owner: { rank: 4, label: /*i18n*/ 'Main user', description: /*i18n*/ 'Manages the company and everyone in it.', capabilities: [...admin, 'company.edit'] },
};

/** What the server answers (403) when a role lacks a capability; the client shows the same words. */
export const CAPABILITY_REFUSALS: Readonly<Record<Capability, string>> = {
  'orders.view': Messages.roleCannotViewOrders,
  'services.request': Messages.roleCannotRequestServices,
  'orders.pay': Messages.roleCannotPay,
  'orders.manage': Messages.roleCannotManageOrders,
  'subUsers.manage': Messages.roleCannotManageSubUsers,
  'company.records': Messages.roleCannotSeeRecords,
  'company.edit': Messages.roleCannotEditCompany,
};

export const can = (level: AccessLevel, capability: Capability): boolean => ROLE_RULES[level].capabilities.includes(capability);

/** The roles a manager of this level may give: those below their own. */
export const assignableRoles = (level: AccessLevel): TeamRole[] => TEAM_ROLES.filter((role) => ROLE_RULES[role].rank < ROLE_RULES[level].rank);

/** Whether a manager of this level may edit, delete or invite a sub-user of that role. */
export const managesRole = (level: AccessLevel, role: TeamRole): boolean => can(level, 'subUsers.manage') && ROLE_RULES[role].rank < ROLE_RULES[level].rank;

/** An account's level from its stored role: main → owner, a sub-user → its team role. */
export const accessLevelOf = (role: 'main' | 'sub', teamRole: TeamRole | null): AccessLevel => (role === 'main' ? 'owner' : (teamRole ?? DEFAULT_TEAM_ROLE));
