import { sql, type Kysely } from 'kysely';
import type { AuthInfo } from '../auth/accessToken.ts';
import type { Database } from '../db/Database.ts';

// The Firebase Cloud Messaging web token of each sign-in session (PUT /v1/user/notification/token).

/** A session family that still has a live refresh token (not signed out, not expired). */
const liveSession = sql<boolean>`exists (
  select 1 from sessions where sessions.family_id = push_tokens.session_id and sessions.revoked_at is null and sessions.expires_at > now())`;

/**
 * Stores the browser's token for this session (replacing the session's previous one). A token
 * names one browser: if another session registered it (a sign-out, then a sign-in as someone
 * else), it moves here, so the previous account's pushes stop reaching this browser.
 */
export async function saveWebToken(db: Kysely<Database>, auth: AuthInfo, webToken: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('push_tokens').where('web_token', '=', webToken).where('session_id', '!=', auth.sessionId).execute();
    await trx
      .insertInto('push_tokens')
      .values({ session_id: auth.sessionId, account_id: auth.accountId, company_id: auth.companyId, web_token: webToken })
      .onConflict((oc) => oc.column('session_id').doUpdateSet({ web_token: webToken, updated_at: sql`now()` }))
      .execute();
  });
}

/** The tokens of the company's live sessions. */
export async function webTokensOf(db: Kysely<Database>, companyId: string): Promise<string[]> {
  const rows = await db.selectFrom('push_tokens').select('web_token').where('company_id', '=', companyId).where(liveSession).execute();
  return rows.map((row) => row.web_token);
}

export async function removeWebTokens(db: Kysely<Database>, tokens: readonly string[]): Promise<void> {
  if (tokens.length > 0) await db.deleteFrom('push_tokens').where('web_token', 'in', tokens).execute();
}

/** Tokens of sessions that ended (signed out or expired) never receive anything again. */
export async function pruneDeadWebTokens(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('push_tokens').where(sql<boolean>`not ${liveSession}`).execute();
}
