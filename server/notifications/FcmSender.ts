import { createPrivateKey, sign } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PushMessage } from '../../src/schemas/notification.ts';
import type { Database } from '../db/Database.ts';
import type { Logger } from '../Logger.ts';
import type { FcmServiceAccount } from './fcmServiceAccount.ts';
import { webTokensOf, removeWebTokens } from './pushTokens.ts';
import { AccessTokenCache, type ExpiringToken } from '../http/AccessTokenCache.ts';

export const FCM_SCOPE = 'https://www.googleapis.com/auth/firebase.messaging';
export const fcmSendUrl = (projectId: string): string => `https://fcm.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/messages:send`;

export interface FcmSenderOptions {
  readonly account: FcmServiceAccount;
  readonly db: Kysely<Database>;
  readonly log: Logger;
  /** Defaults to the global fetch (tests pass a fake). */
  readonly fetch?: typeof fetch;
  /** Clock in ms, for the token's lifetime. */
  readonly now?: () => number;
  /** Per HTTP call; default 10 s. */
  readonly timeoutMs?: number;
}

const base64url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

/** A signed RS256 JWT asking Google's OAuth server for an FCM access token (RFC 7523). */
export function serviceAccountAssertion(account: FcmServiceAccount, nowSeconds: number): string {
  const header = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const claims = base64url(
    JSON.stringify({ iss: account.clientEmail, scope: FCM_SCOPE, aud: account.tokenUri, iat: nowSeconds, exp: nowSeconds + 3600 }),
  );
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${claims}`), createPrivateKey(account.privateKey));
  return `${header}.${claims}.${base64url(signature)}`;
}

interface FcmErrorBody {
  readonly error?: { readonly status?: string; readonly message?: string; readonly details?: ReadonlyArray<{ readonly errorCode?: string }> };
}

/** The browser is gone for good: FCM says the token is unregistered or not a token at all. */
function isDeadToken(status: number, body: FcmErrorBody): boolean {
  const codes = (body.error?.details ?? []).map((d) => d.errorCode);
  if (codes.includes('UNREGISTERED') || status === 404) return true;
  return status === 400 && codes.includes('INVALID_ARGUMENT') && /registration token/i.test(body.error?.message ?? '');
}

/**
 * Firebase Cloud Messaging HTTP v1: sends a data message (`{ type }`) to every stored web token of
 * the company's live sessions, and forgets the tokens FCM calls unregistered. The OAuth access
 * token (a service-account JWT signed here with RS256) is cached until a minute before it expires.
 */
export class FcmSender {
  readonly #account: FcmServiceAccount;
  readonly #db: Kysely<Database>;
  readonly #log: Logger;
  readonly #fetch: typeof fetch;
  readonly #now: () => number;
  readonly #timeoutMs: number;
  readonly #tokens: AccessTokenCache;

  constructor({ account, db, log, fetch: fetchImpl, now = Date.now, timeoutMs = 10_000 }: FcmSenderOptions) {
    this.#account = account;
    this.#db = db;
    this.#log = log;
    this.#fetch = fetchImpl ?? ((input, init) => fetch(input, init));
    this.#now = now;
    this.#tokens = new AccessTokenCache(() => this.#fetchToken(), now);
    this.#timeoutMs = timeoutMs;
  }

  /** Never throws: push is best effort (spec err.notif-logged on the client side too). */
  async send(companyId: string, message: PushMessage): Promise<void> {
    try {
      const tokens = await webTokensOf(this.#db, companyId);
      if (tokens.length === 0) return;
      const dead: string[] = [];
      await Promise.all(
        tokens.map(async (token) => {
          if (await this.#sendOne(token, message)) dead.push(token);
        }),
      );
      if (dead.length > 0) {
        await removeWebTokens(this.#db, dead);
        this.#log.info(`FCM: forgot ${dead.length} unregistered web token(s) of company ${companyId}`);
      }
    } catch (error) {
      this.#log.warn(`FCM push to company ${companyId} failed`, error);
    }
  }

  /** True when the token is dead. */
  async #sendOne(token: string, message: PushMessage): Promise<boolean> {
    const body = JSON.stringify({ message: { token, data: { type: message.type }, webpush: { headers: { Urgency: 'high', TTL: '86400' } } } });
    let response = await this.#post(await this.#tokens.get(), body);
    if (response.status === 401) {
      // Revoked early: one fresh access token.
      this.#tokens.clear();
      response = await this.#post(await this.#tokens.get(), body);
    }
    if (response.ok) return false;
    const error = (await response.json().catch(() => ({}))) as FcmErrorBody;
    if (isDeadToken(response.status, error)) return true;
    this.#log.warn(`FCM refused a message: ${response.status} ${error.error?.status ?? ''} ${error.error?.message ?? ''}`.trim());
    return false;
  }

  #post(accessToken: string, body: string): Promise<Response> {
    return this.#fetch(fcmSendUrl(this.#account.projectId), {
      method: 'POST',
      headers: { Authorization: `Bearer ${accessToken}`, 'Content-Type': 'application/json' },
      body,
      signal: AbortSignal.timeout(this.#timeoutMs),
    });
  }


  async #fetchToken(): Promise<ExpiringToken> {
    const assertion = serviceAccountAssertion(this.#account, Math.floor(this.#now() / 1000));
    const response = await this.#fetch(this.#account.tokenUri, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer', assertion }).toString(),
      signal: AbortSignal.timeout(this.#timeoutMs),
    });
    const body = (await response.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown };
    if (!response.ok || typeof body.access_token !== 'string') throw new Error(`Google OAuth refused the service account (HTTP ${response.status})`);
    const lifetime = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    return { value: body.access_token, expiresAt: this.#now() + Math.max(0, lifetime - 60) * 1000 };
  }
}

