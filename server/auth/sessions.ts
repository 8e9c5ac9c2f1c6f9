import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AccountRole, Database } from '../db/Database.ts';
import { signAccessToken, type AuthInfo } from './accessToken.ts';
import { newOpaqueToken, sha256Hex } from './secretHash.ts';
import { mustEnrolTwoFactor } from './twoFactor.ts';

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

/**
 * How long a just-rotated refresh token still answers (with the very pair it was swapped for):
 * two tabs, or a retry after a lost answer, refresh with one token at once. The reuse window
 * of mature identity providers; a replay after it still revokes the session.
 */
export const REFRESH_REUSE_SECONDS = 10;

// The new pair is kept only encrypted under a key derived from the old token, which is itself
// never stored: the database alone cannot give it away.
const reuseKey = (refreshToken: string): Buffer => createHash('sha256').update(`cargo-connects refresh reuse\0${refreshToken}`).digest();

function sealAnswer(refreshToken: string, tokens: IssuedTokens): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', reuseKey(refreshToken), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function openAnswer(refreshToken: string, answer: string): IssuedTokens | undefined {
  try {
    const bytes = Buffer.from(answer, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', reuseKey(refreshToken), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
    const value = JSON.parse(text) as IssuedTokens;
    return typeof value.accessToken === 'string' && typeof value.refreshToken === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

const clip = (value: string | undefined, max: number): string | null => (value === undefined ? null : value.slice(0, max));

// Whether the account must enrol in two-factor is asked at every sign-in and refresh, so the
// access token carries it and requireAuth asks nothing more of the other accounts' requests.
async function tokensFor(db: Kysely<Database>, account: SessionAccount, familyId: string, refreshToken: string, secret: string): Promise<IssuedTokens> {
  const mustEnrol = await mustEnrolTwoFactor(db, account.id);
  const accessToken = await signAccessToken({ accountId: account.id, companyId: account.company_id, role: account.role, sessionId: familyId, mustEnrol }, secret);
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
  return tokensFor(db, account, id, refreshToken, secret);
}

/**
 * Swaps a refresh token for a new pair. Unknown or expired: undefined. A token rotated out less
 * than REFRESH_REUSE_SECONDS ago answers the same pair again while the session lives. Otherwise a
 * token already rotated out or revoked means it was copied (RFC 9700 §4.14.2): the whole family
 * is revoked, undefined.
 */
export async function rotateSession(
  db: Kysely<Database>,
  secret: string,
  refreshToken: string,
  client: ClientInfo,
  /** Told the family a replay revoked. */
  revoked: (familyId: string) => void = () => undefined,
): Promise<IssuedTokens | undefined> {
  const current = await findSession(db, refreshToken);
  if (current === undefined) return undefined;
  if (current.revoked_at !== null) return reuseOrRevoke(db, refreshToken, revoked);
  if (!current.live) return undefined;

  const nextId = randomUUID();
  const nextToken = newOpaqueToken();
  const account = { id: current.account_id, company_id: current.company_id, role: current.role };
  const tokens = await tokensFor(db, account, current.family_id, nextToken, secret);
  const rotated = await db.transaction().execute(async (trx) => {
    // Claims the old token; a concurrent rotation of the same token finds it taken and, after
    // this commits, reads the answer stored here.
    const claimed = await trx
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()`, replaced_by: nextId, last_used_at: sql<Date>`now()`, reuse_answer: sealAnswer(refreshToken, tokens) })
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
  return rotated ? tokens : reuseOrRevoke(db, refreshToken, revoked);
}

function findSession(db: Kysely<Database>, refreshToken: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('accounts', 'accounts.id', 'sessions.account_id')
    .select([
      'sessions.id',
      'sessions.family_id',
      'sessions.revoked_at',
      'sessions.reuse_answer',
      'accounts.id as account_id',
      'accounts.company_id',
      'accounts.role',
      sql<boolean>`sessions.expires_at > now()`.as('live'),
      sql<boolean>`sessions.revoked_at > now() - make_interval(secs => ${REFRESH_REUSE_SECONDS})`.as('reusable'),
    ])
    .where('sessions.refresh_token_hash', '=', sha256Hex(refreshToken))
    .executeTakeFirst();
}

/** A token already rotated out: the same answer inside the reuse window (session still live), else a replay. */
async function reuseOrRevoke(db: Kysely<Database>, refreshToken: string, revoked: (familyId: string) => void): Promise<IssuedTokens | undefined> {
  const row = await findSession(db, refreshToken);
  if (row === undefined) return undefined;
  if (row.reusable && row.reuse_answer !== null) {
    const answer = openAnswer(refreshToken, row.reuse_answer);
    if (answer !== undefined && (await isFamilyLive(db, row.family_id, row.account_id))) return answer;
    if (answer !== undefined) return undefined;
  }
  await revokeSession(db, row.family_id);
  revoked(row.family_id);
  return undefined;
}

const isFamilyLive = (db: Kysely<Database>, familyId: string, accountId: string): Promise<boolean> => isSessionLive(db, { sessionId: familyId, accountId });

/** True while the access token's session has a live (unrevoked, unexpired) refresh token. */
export async function isSessionLive(db: Kysely<Database>, auth: Pick<AuthInfo, 'sessionId' | 'accountId'>): Promise<boolean> {
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

/** Ends every session of an account but one (the password changed from that one); the ended families. */
export async function revokeOtherSessions(db: Kysely<Database>, accountId: string, keepFamilyId: string): Promise<string[]> {
  const rows = await db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('account_id', '=', accountId)
    .where('family_id', '!=', keepFamilyId)
    .where('revoked_at', 'is', null)
    .returning('family_id')
    .execute();
  return [...new Set(rows.map((r) => r.family_id))];
}
