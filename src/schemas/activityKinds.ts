// The team activity log: ONE table of what it records, read by the server (what recordActivity
// writes, what the log's filter accepts, the CSV's human column) and, later, the client (the
// filter's choices, each entry's words). Free of Effect: the log page's first JS needs only this.

/**
 * What an entry's `subject` names: an order (its movement id), a sub-user (their email), the
 * company, an account (two-factor on or off: the account's email), or nothing more.
 */
export type ActivitySubject = 'order' | 'subUser' | 'company' | 'account' | 'none';

export interface ActivityKindRule {
  /** The entry in the actor's words, past tense (a catalog id: the views and the CSV show it translated). */
  readonly label: string;
  readonly subject: ActivitySubject;
  /** Security events: the sign-in code records them (two-factor, sessions). */
  readonly security: boolean;
}

/**
 * Every kind, in the order the filter lists them. The key is what the database stores and the API
 * sends (`kind`); a kind is never renamed (a year of entries keeps it), only added.
 */
export const ACTIVITY_KINDS = {
  'order.booked': { label: /*i18n*/ 'Booked an order', subject: 'order', security: false },
  'order.paid': { label: /*i18n*/ 'Paid for an order', subject: 'order', security: false },
  'order.cancelled': { label: /*i18n*/ 'Cancelled an order', subject: 'order', security: false },
  'order.rated': { label: /*i18n*/ 'Rated an order', subject: 'order', security: false },
  'subUser.invited': { label: /*i18n*/ 'Added a sub-user', subject: 'subUser', security: false },
  'subUser.roleChanged': { label: /*i18n*/ "Changed a sub-user's role", subject: 'subUser', security: false },
  'subUser.removed': { label: /*i18n*/ 'Removed a sub-user', subject: 'subUser', security: false },
  'notifications.changed': { label: /*i18n*/ 'Changed the notification preferences', subject: 'none', security: false },
  'company.changed': { label: /*i18n*/ "Changed the company's details", subject: 'company', security: false },
  'twoFactor.enabled': { label: /*i18n*/ 'Turned on two-factor sign-in', subject: 'account', security: true },
  'twoFactor.disabled': { label: /*i18n*/ 'Turned off two-factor sign-in', subject: 'account', security: true },
  'company.twoFactorRequirement': { label: /*i18n*/ "Changed the company's two-factor requirement", subject: 'company', security: true },
  'sessions.signedOut': { label: /*i18n*/ 'Signed out sessions', subject: 'account', security: true },
} as const satisfies Readonly<Record<string, ActivityKindRule>>;

export type ActivityKind = keyof typeof ACTIVITY_KINDS;

export const ACTIVITY_KIND_NAMES = Object.keys(ACTIVITY_KINDS) as ActivityKind[];

export const isActivityKind = (value: unknown): value is ActivityKind => typeof value === 'string' && Object.hasOwn(ACTIVITY_KINDS, value);

/**
 * An entry's `details`: small, flat facts beside the subject, written by the code that records
 * it. Known keys: `from`/`to` (a role change: team roles; a requirement: 'on'/'off'), `role` (an
 * added sub-user's), `access` ('invite' | 'password'), `rating` (1–5), `amount` (cents) and
 * `currency` (a payment), `refund` (a cancelled paid order), `fields` (what changed: company fields
 * or notification kinds), `count` (sessions signed out).
 */
export type ActivityDetails = Readonly<Record<string, string | number | boolean | readonly string[] | null>>;

/** Entries are kept this many days, then pruned (the database refuses deleting younger ones). */
export const ACTIVITY_RETENTION_DAYS = 365;

/** The longest date range an export (or the log's CSV) covers, in days, both ends included. */
export const EXPORT_MAX_DAYS = 366;
