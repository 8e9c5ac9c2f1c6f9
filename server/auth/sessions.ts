import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AccountRole, Database } from '../db/Database.ts';
import { signAccessToken, type AuthInfo } from './accessToken.ts';
import { newOpaqueToken, sha256Hex } from './secretHash.ts';

export const REFRESH_TOKEN_TTL = sql`interval '30 days'`;

export interface IssuedTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

export interface SessionAccount {
  readonly id: string;
  readonly company_id: string;
  readonly role: AccountRole;
}

/** Where a sign-in came from, kept on the session for the account owner's review. */
export interface ClientInfo {
  readonly userAgent: string | undefined;
  readonly ip: string | undefined;
}

const clip = (value: string | undefined, max: number): string | null => (value === undefined ? null : value.slice(0, max));

async function tokensFor(account: SessionAccount, familyId: string, refreshToken: string, secret: string): Promise<IssuedTokens> {
  const accessToken = await signAccessToken({ accountId: account.id, companyId: account.company_id, role: account.role, sessionId: familyId }, secret);
  return { accessToken, refreshToken };
}

/** A new sign-in session: its first refresh token (a new family) and an access token naming it. */
export async function startSession(db: Kysely<Database>, secret: string, account: SessionAccount, client: ClientInfo): Promise<IssuedTokens> {
  const id = randomUUID();
  const refreshToken = newOpaqueToken();
  await db
    .insertInto('sessions')
    .values({
      id,
      account_id: account.id,
      refresh_token_hash: sha256Hex(refreshToken),
      family_id: id,
      expires_at: sql<Date>`now() + ${REFRESH_TOKEN_TTL}`,
      user_agent: clip(client.userAgent, 512),
      ip: clip(client.ip, 64),
    })
    .execute();
  return tokensFor(account, id, refreshToken, secret);
}

/**
 * Swaps a refresh token for a new pair. Unknown or expired: undefined. A token already rotated out
 * or revoked means it was copied (RFC 9700 §4.14.2): the whole family is revoked, undefined.
 */
export async function rotateSession(db: Kysely<Database>, secret: string, refreshToken: string, client: ClientInfo): Promise<IssuedTokens | undefined> {
  const current = await db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select([
      'sessions.id',
      'sessions.family_id',
      'sessions.revoked_at',
      'accounts.id as account_id',
      'accounts.company_id',
      'accounts.role',
      sql<boolean>`sessions.expires_at > now()`.as('live'),
    ])
    .where('sessions.refresh_token_hash', '=', sha256Hex(refreshToken))
    .executeTakeFirst();
  if (current === undefined) return undefined;
  if (current.revoked_at !== null) {
    await revokeSession(db, current.family_id);
    return undefined;
  }
  if (!current.live) return undefined;

  const nextId = randomUUID();
  const nextToken = newOpaqueToken();
  const rotated = await db.transaction().execute(async (trx) => {
    // Claims the old token; a concurrent rotation of the same token finds it taken (reuse).
    const claimed = await trx
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()`, replaced_by: nextId, last_used_at: sql<Date>`now()` })
      .where('id', '=', current.id)
      .where('revoked_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (claimed === undefined) return false;
    await trx
      .insertInto('sessions')
      .values({
        id: nextId,
        account_id: current.account_id,
        refresh_token_hash: sha256Hex(nextToken),
        family_id: current.family_id,
        expires_at: sql<Date>`now() + ${REFRESH_TOKEN_TTL}`,
        user_agent: clip(client.userAgent, 512),
        ip: clip(client.ip, 64),
      })
      .execute();
    return true;
  });
  if (!rotated) {
    await revokeSession(db, current.family_id);
    return undefined;
  }
  return tokensFor({ id: current.account_id, company_id: current.company_id, role: current.role }, current.family_id, nextToken, secret);
}

/** True while the access token's session has a live (unrevoked, unexpired) refresh token. */
export async function isSessionLive(db: Kysely<Database>, auth: AuthInfo): Promise<boolean> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('family_id', '=', auth.sessionId)
    .where('account_id', '=', auth.accountId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends one sign-in session (every token of its family). */
export async function revokeSession(db: Kysely<Database>, familyId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: sql<Date>`now()` }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

/** Ends every session of an account (password changed). */
export async function revokeAccountSessions(db: Kysely<Database>, accountId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: sql<Date>`now()` }).where('account_id', '=', accountId).where('revoked_at', 'is', null).execute();
}
