import { sql, type Kysely } from 'kysely';
import { ACTIVITY_RETENTION_DAYS } from '../../src/schemas/activityKinds.ts';
import { pruneDeadWebTokens } from '../notifications/pushTokens.ts';
import { pruneUnsubscribeTokens } from '../notifications/unsubscribeTokens.ts';
import type { Database } from './Database.ts';

/** How long contact-form messages are kept (the privacy policy page says so). */
export const CONTACT_MESSAGE_RETENTION = sql`interval '12 months'`;

/**
 * Deletes rows nothing reads any more: past rate-limit windows and sign-in throttles, dead codes and reset tokens, sign-ins' second steps and trusted devices past their end,
 * expired sessions (revoked ones stay until they expire: reuse detection needs them), outbox
 * mail older than 30 days, contact-form messages older than 12 months, the push tokens of
 * sessions that ended and long-expired unsubscribe links, and instant quotes 30 days past their hold
 * (a shared link says "expired" for a month, then "does not exist"), and activity-log entries older than a year.
 */
export async function pruneExpired(db: Kysely<Database>): Promise<void> {
  const dayAgo = sql<Date>`now() - interval '1 day'`;
  await db.deleteFrom('rate_limits').where('window_start', '<', dayAgo).execute();
  await db.deleteFrom('login_throttles').where('last_failure_at', '<', dayAgo).where('blocked_until', '<', sql<Date>`now()`).execute();
  await db.deleteFrom('otps').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('password_reset_tokens').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('sessions').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('two_factor_challenges').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('trusted_devices').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('card_tokens').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('outbox').where('created_at', '<', sql<Date>`now() - interval '30 days'`).execute();
  // The privacy policy promises contact-form messages are kept for at most 12 months.
  await db.deleteFrom('contact_messages').where('created_at', '<', sql<Date>`now() - ${CONTACT_MESSAGE_RETENTION}`).execute();
  await db.deleteFrom('instant_quotes').where('expires_at', '<', sql<Date>`now() - interval '30 days'`).execute();
  // The team activity log keeps a year (the database refuses deleting any younger entry: migration 0027).
  await db.deleteFrom('activity_log').where('created_at', '<', sql<Date>`now() - make_interval(days => ${ACTIVITY_RETENTION_DAYS})`).execute();
  await pruneDeadWebTokens(db);
  await pruneUnsubscribeTokens(db);
}
