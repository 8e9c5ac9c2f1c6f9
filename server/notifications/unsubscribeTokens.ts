import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { Messages } from '../../src/schemas/messages.ts';
import type { Unsubscribed } from '../../src/schemas/notification.ts';
import { isNotificationKind, type NotificationKind } from '../../src/schemas/notificationRules.ts';
import type { Database } from '../db/Database.ts';
import { fail } from '../http/HttpError.ts';
import { preferencesOf, turnEmailOff } from './notificationPreferences.ts';

// The one-click unsubscribe link of a notification email: 256 random bits, of which
// only the sha256 is stored; it turns its kind's email off for its company, without signing in.

/** A link works this long after its email was sent. */
export const UNSUBSCRIBE_TOKEN_DAYS = 180;

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export async function issueUnsubscribeToken(db: Kysely<Database>, companyId: string, kind: NotificationKind): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insertInto('email_unsubscribe_tokens').values({ token_hash: hashOf(token), company_id: companyId, kind }).execute();
  return token;
}

/**
 * Turns the link's kind of email off. Replaying it changes nothing and says so (alreadyOff); an
 * unknown token is 404 and an old one 410, each with words the page shows as they are.
 */
export async function redeemUnsubscribeToken(db: Kysely<Database>, token: string): Promise<Unsubscribed> {
  const row = await db
    .selectFrom('email_unsubscribe_tokens')
    .select(['company_id', 'kind', sql<boolean>`created_at < now() - make_interval(days => ${UNSUBSCRIBE_TOKEN_DAYS})`.as('expired')])
    .where('token_hash', '=', hashOf(token))
    .executeTakeFirst();
  if (row === undefined || !isNotificationKind(row.kind)) fail(404, Messages.unsubscribeLinkInvalid);
  if (row.expired) fail(410, Messages.unsubscribeLinkExpired);
  const kind = row.kind;
  const before = (await preferencesOf(db, row.company_id)).find((c) => c.kind === kind)!;
  if (before.email) await turnEmailOff(db, row.company_id, kind);
  await db.updateTable('email_unsubscribe_tokens').set({ used_at: new Date() }).where('token_hash', '=', hashOf(token)).where('used_at', 'is', null).execute();
  return { kind, alreadyOff: !before.email };
}

/** Long-expired links are dropped by the hourly prune (kept a while past expiry, to say "expired"). */
export async function pruneUnsubscribeTokens(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('email_unsubscribe_tokens').where('created_at', '<', sql<Date>`now() - make_interval(days => ${UNSUBSCRIBE_TOKEN_DAYS * 2})`).execute();
}
