import type { AuthInfo } from './accessToken.ts';

/** Tokens remembered at most (oldest dropped first): about one per signed-in browser of the last 15 minutes. */
export const VERIFIED_TOKEN_MAX_ENTRIES = 10_000;

interface Entry {
  readonly auth: AuthInfo;
  /** The token's `exp`, in seconds. */
  readonly exp: number;
}

/**
 * The claims of access tokens whose signature was checked, kept until the token expires: every
 * signed-in request checked an HMAC with WebCrypto (a key import and a thread-pool round trip,
 * ~9% of the order list's CPU under load). A token is a signed, immutable string, so the same
 * string stays valid until its `exp`, checked here as hono's verify does (expired at `exp`, in
 * whole seconds). Whether its session is still live is not decided here (LiveSessionCache is).
 * Only tokens that passed verification enter: a forged one costs a verification every time.
 */
export class VerifiedTokenCache {
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => number;
  readonly #maxEntries: number;

  constructor({ now = Date.now, maxEntries = VERIFIED_TOKEN_MAX_ENTRIES }: { now?: () => number; maxEntries?: number } = {}) {
    this.#now = now;
    this.#maxEntries = maxEntries;
  }

  /** The claims of a token verified before and not expired yet; undefined otherwise. */
  get(token: string): AuthInfo | undefined {
    const entry = this.#entries.get(token);
    if (entry === undefined) return undefined;
    if (entry.exp <= Math.floor(this.#now() / 1000)) {
      this.#entries.delete(token);
      return undefined;
    }
    return entry.auth;
  }

  /** Remembers a token that just passed verification, until `exp` (seconds). */
  set(token: string, auth: AuthInfo, exp: number): void {
    this.#entries.delete(token);
    this.#entries.set(token, { auth, exp });
    if (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
  }

  get size(): number {
    return this.#entries.size;
  }
}
