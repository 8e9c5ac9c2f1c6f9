import type { Kysely } from 'kysely';
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { Messages } from '../../src/schemas/messages.ts';
import type { Database } from '../db/Database.ts';
import { HttpError } from '../http/HttpError.ts';
import { savedLocaleOf, type SavedLocaleCache } from '../i18n/savedLocales.ts';
import { bearerToken, verifyAccessToken, type AuthInfo } from './accessToken.ts';
import type { LiveSessionCache } from './LiveSessionCache.ts';
import type { VerifiedTokenCache } from './VerifiedTokenCache.ts';
import { isSessionLive } from './sessions.ts';
import { mustEnrolTwoFactor } from './twoFactor.ts';

/** Hono env of routes behind requireAuth: `c.var.auth`. */
export type AuthEnv = { Variables: { auth: AuthInfo } };

export interface AuthCheckDeps {
  readonly db: Kysely<Database>;
  readonly jwtSecret: string;
  /** Answers the session check from memory for a few seconds (createApp passes one per app). */
  readonly sessions?: LiveSessionCache;
  /** Tokens whose signature was checked, until they expire (createApp passes one per app). */
  readonly verifiedTokens?: VerifiedTokenCache;
  /** Signed-in users' saved languages, for a few seconds (createApp passes one per app). */
  readonly savedLocales?: SavedLocaleCache;
}

/** The request's account when its bearer token is valid and its session still live (one query, or none when cached). */
export async function authenticate({ db, jwtSecret, sessions, verifiedTokens }: AuthCheckDeps, authorization: string | undefined): Promise<AuthInfo | undefined> {
  const token = bearerToken(authorization);
  if (token === undefined) return undefined;
  const auth = await verifyAccessToken(token, jwtSecret, verifiedTokens);
  if (auth === undefined) return undefined;
  return (await (sessions !== undefined ? sessions.isLive(db, auth) : isSessionLive(db, auth))) ? auth : undefined;
}

export const sessionExpired = (): HttpError =>
  new HttpError(401, Messages.sessionExpired, undefined, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });

/**
 * 401 'Your session has expired. Please sign in again.' unless signed in; sets `c.var.auth`, and
 * the request's language to the user's saved one when Accept-Language named none.
 * With `tokenCookie`, the web app's `token` cookie stands in for a missing Authorization header:
 * for downloads opened as plain links, which send no header (GET routes that change nothing).
 * An account whose company requires two-factor of it and has not set it up gets 403
 * Messages.twoFactorEnrolRequired, except on the calls marked `beforeTwoFactor` (its profile, its
 * security settings, the setup, the language, signing out). Only tokens that carry the claim pay
 * the query (accessToken.ts); a rule turned on after a token was issued applies from its refresh.
 */
export function requireAuth(deps: AuthCheckDeps, { tokenCookie = false, beforeTwoFactor = false } = {}): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    const cookie = tokenCookie ? getCookie(c, 'token') : undefined;
    const auth = await authenticate(deps, c.req.header('Authorization') ?? (cookie !== undefined ? `Bearer ${cookie}` : undefined));
    if (auth === undefined) throw sessionExpired();
    if (auth.mustEnrol === true && !beforeTwoFactor && (await mustEnrolTwoFactor(deps.db, auth.accountId))) throw new HttpError(403, Messages.twoFactorEnrolRequired);
    c.set('auth', auth);
    // Without a language in Accept-Language, a signed-in user is answered in their saved one.
    if (c.get('localeFromHeader') !== true) {
      const saved = await (deps.savedLocales !== undefined ? deps.savedLocales.get(deps.db, auth.accountId) : savedLocaleOf(deps.db, auth.accountId));
      if (saved !== null) c.set('locale', saved);
    }
    await next();
  };
}
