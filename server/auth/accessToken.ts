import { Jwt } from 'hono/utils/jwt';
import type { AccountRole } from '../db/Database.ts';
import type { VerifiedTokenCache } from './VerifiedTokenCache.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Who a request acts for: the claims of a valid access token. */
export interface AuthInfo {
  readonly accountId: string;
  readonly companyId: string;
  readonly role: AccountRole;
  /** The sign-in session (the refresh-token family), revocable as a whole. */
  readonly sessionId: string;
  /**
   * When the token was issued, the company required two-factor of this account and it was not on
   * (claim `enr`): requireAuth lets such a token reach only the setup calls, asking the database
   * whether it still holds. Tokens without it skip that query.
   */
  readonly mustEnrol?: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** HS256 JWT: sub = account, cid = company, role, sid = session, iat, exp (15 minutes), and enr = 1 when the account must enrol in two-factor. */
export function signAccessToken(auth: AuthInfo, secret: string, nowSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
  return Jwt.sign(
    {
      sub: auth.accountId,
      cid: auth.companyId,
      role: auth.role,
      sid: auth.sessionId,
      ...(auth.mustEnrol === true ? { enr: 1 } : {}),
      iat: nowSeconds,
      exp: nowSeconds + ACCESS_TOKEN_TTL_SECONDS,
    },
    secret,
    'HS256',
  );
}

/**
 * The claims of a well-formed, correctly signed, unexpired token; undefined for anything else.
 * With `verified`, a token that passed before is answered from it until it expires.
 */
export async function verifyAccessToken(token: string, secret: string, verified?: VerifiedTokenCache): Promise<AuthInfo | undefined> {
  const known = verified?.get(token);
  if (known !== undefined) return known;
  let payload: Record<string, unknown>;
  try {
    payload = await Jwt.verify(token, secret, 'HS256');
  } catch {
    return undefined;
  }
  const { sub, cid, role, sid, exp, enr } = payload;
  // hono checks exp only when present; ours always carry one.
  if (typeof exp !== 'number' || !isUuid(sub) || !isUuid(cid) || !isUuid(sid) || (role !== 'main' && role !== 'sub')) return undefined;
  const auth: AuthInfo = { accountId: sub, companyId: cid, role, sessionId: sid, ...(enr === 1 ? { mustEnrol: true } : {}) };
  verified?.set(token, auth, exp);
  return auth;
}

/** The token of an `Authorization: Bearer <token>` header. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ \t]+([^\s]+)[ \t]*$/i.exec(header ?? '');
  return match?.[1];
}
