import type { Locale } from '../../src/schemas/locales.ts';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ActivityTables } from './activityTables.ts';
import type { CrossingTables } from './crossingTables.ts';
import type { DelayTables } from './delayTables.ts';
import type { TeamRole } from '../../src/schemas/teamRoles.ts';
import type { ServiceTables } from './serviceTables.ts';
import type { TrackingTables } from './trackingTables.ts';
import type { TwoFactorTables } from './twoFactorTables.ts';

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * A jsonb column: read back parsed, written as JSON text (JSON.stringify). The `pg` driver
 * would otherwise send a JS array as a Postgres array literal, which jsonb rejects.
 */
export type JsonColumn<T extends JsonValue> = ColumnType<T, string | undefined, string>;

/** Set by the database on insert, never written by the app. */
export type CreatedAt = ColumnType<Date, never, never>;

/** A timestamp the app writes, usually as an SQL expression on the database clock (`now() + …`). */
export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type AccountRole = 'main' | 'sub';

export interface CompaniesTable {
  id: Generated<string>;
  name: string;
  commercial_references: JsonColumn<JsonValue[]>;
  verify_by_admin: Generated<boolean>;
  /** Its main user and admins must sign in with two-factor (they set it up at their next sign-in). */
  require_two_factor: Generated<boolean>;
  created_at: CreatedAt;
}

export interface AccountsTable {
  id: Generated<string>;
  company_id: string;
  role: AccountRole;
  contact_name: string;
  contact_number: string;
  /** Always stored lowercased (a CHECK constraint enforces it); unique. */
  email: string;
  password_hash: string;
  profile_picture: string | null;
  /** Proven by a one-time code sent to the address (or by a password reset). */
  email_verified: Generated<boolean>;
  /** A sub-user's role (viewer, booker, admin); null for the main user (a CHECK holds it) and, read as a Booker, for a sub-user stored without one. */
  team_role: ColumnType<TeamRole | null, TeamRole | null | undefined, TeamRole | null>;
  /** Invited by email, no password of their own yet. */
  invitation_pending: Generated<boolean>;
  /** The language of its emails, notifications and documents (one of LOCALES; 'en' by default). */
  locale: ColumnType<Locale, Locale | undefined, Locale>;
  /** The TOTP secret once two-factor is on, encrypted (server/auth/twoFactor.ts). */
  two_factor_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** A setup's secret not confirmed yet, encrypted the same way. */
  two_factor_pending_secret: ColumnType<string | null, string | null | undefined, string | null>;
  two_factor_enabled_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The last TOTP time step accepted (bigint, read as text by pg): a code of it or before is a replay. */
  two_factor_last_step: ColumnType<string | number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

/** A sub-user's emailed invitation; single use, expiring. */
export interface SubUserInvitationsTable {
  id: Generated<string>;
  account_id: string;
  /** sha256 (hex) of the token; the token itself is only in the email. */
  token_hash: string;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: CreatedAt;
}

/** One refresh token; a sign-in and its rotations share family_id, the session access tokens name. */
export interface SessionsTable {
  id: string;
  account_id: string;
  /** sha256 (hex) of the refresh token; the token itself is never stored. */
  refresh_token_hash: string;
  family_id: string;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  /** Set when rotated: the session row that replaced this one. */
  replaced_by: string | null;
  created_at: CreatedAt;
  last_used_at: ColumnType<Date, Date | string | undefined, Date | string>;
  user_agent: string | null;
  ip: string | null;
  /** Once rotated: the new pair, encrypted with a key derived from this row's token (reuse window). */
  reuse_answer: ColumnType<string | null, string | null | undefined, string | null>;
}

export type OtpPurpose = 'email_verification' | 'password_reset';

export interface OtpsTable {
  id: Generated<string>;
  account_id: string;
  purpose: OtpPurpose;
  /** HMAC-SHA256 (hex) of the code, keyed with the server secret. */
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  consumed_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface PasswordResetTokensTable {
  id: Generated<string>;
  account_id: string;
  token_hash: string;
  expires_at: Timestamp;
  consumed_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

/** Failed sign-ins of one subject (address and IP, or IP) and when it may try again. */
export interface LoginThrottlesTable {
  key: string;
  failures: number;
  blocked_until: Timestamp;
  last_failure_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface OutboxTable {
  id: ColumnType<number, never, never>;
  to_address: string;
  subject: string;
  body_text: string;
  /** Notification emails have an HTML part too. */
  body_html: string | null;
  /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post). */
  headers: ColumnType<{ [key: string]: string } | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

export interface UploadsTable {
  id: Generated<string>;
  account_id: string;
  content_type: string;
  bytes: Uint8Array;
  size: number;
  created_at: CreatedAt;
}

export type GuidelineCategory = 'policy' | 'help' | 'how-it-works';

/** A policy, help or how-it-works page; body is Markdown (the subset of src/schemas/guidelinePage.ts). */
export interface GuidelinePagesTable {
  slug: string;
  title: string;
  sub_title: string;
  category: GuidelineCategory;
  position: number;
  body: string;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** A message sent with the public contact form. */
export interface ContactMessagesTable {
  id: ColumnType<number, never, never>;
  name: string;
  email: string;
  company: string | null;
  phone: string | null;
  message: string;
  /** The sender's address as the rate limit saw it. */
  ip: string | null;
  created_at: CreatedAt;
}

/** Orders per company and status, kept by triggers on orders (migration 0016): the order list's totals. */
export interface OrderCountsTable {
  company_id: string;
  /** Orders per status, `{"Pending": 3, …}` (jsonb, kept by triggers on orders, migration 0020). */
  counts: Record<string, number>;
}

/** Listed (in_app) notifications per company, all and unread, kept by triggers on notifications (migration 0017). */
export interface NotificationCountsTable {
  company_id: string;
  total: number;
  unread: number;
}

/** Every table the app queries (migrations use Kysely<any>: they must not depend on today's shape). */
export interface Database extends ServiceTables, TrackingTables, DelayTables, CrossingTables, ActivityTables, TwoFactorTables {
  companies: CompaniesTable;
  accounts: AccountsTable;
  sessions: SessionsTable;
  otps: OtpsTable;
  password_reset_tokens: PasswordResetTokensTable;
  sub_user_invitations: SubUserInvitationsTable;
  rate_limits: RateLimitsTable;
  login_throttles: LoginThrottlesTable;
  order_counts: OrderCountsTable;
  notification_counts: NotificationCountsTable;
  outbox: OutboxTable;
  uploads: UploadsTable;
  guideline_pages: GuidelinePagesTable;
  contact_messages: ContactMessagesTable;
}

export type Company = Selectable<CompaniesTable>;
export type NewCompany = Insertable<CompaniesTable>;
export type CompanyUpdate = Updateable<CompaniesTable>;
export type Account = Selectable<AccountsTable>;
export type NewAccount = Insertable<AccountsTable>;
export type AccountUpdate = Updateable<AccountsTable>;
