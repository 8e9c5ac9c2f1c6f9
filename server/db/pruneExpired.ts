import { sql, type Kysely } from 'kysely';
import type { Database } from './Database.ts';

/**
 * Deletes rows nothing reads any more: past rate-limit windows, dead codes and reset tokens,
 * expired sessions (revoked ones stay until they expire: reuse detection needs them), and
 * outbox mail older than 30 days.
 */
export async function pruneExpired(db: Kysely<Database>): Promise<void> {
  const dayAgo = sql<Date>`now() - interval '1 day'`;
  await db.deleteFrom('rate_limits').where('window_start', '<', dayAgo).execute();
  await db.deleteFrom('otps').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('password_reset_tokens').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('sessions').where('expires_at', '<', dayAgo).execute();
  await db.deleteFrom('outbox').where('created_at', '<', sql<Date>`now() - interval '30 days'`).execute();
}
