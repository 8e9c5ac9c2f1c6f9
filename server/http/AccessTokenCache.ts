// An OAuth access token shared by concurrent callers: fetched once, reused until it expires.

export interface ExpiringToken {
  readonly value: string;
  /** Epoch milliseconds. */
  readonly expiresAt: number;
}

export class AccessTokenCache {
  readonly #fetch: () => Promise<ExpiringToken>;
  readonly #now: () => number;
  #token: Promise<ExpiringToken> | undefined;

  constructor(fetch: () => Promise<ExpiringToken>, now: () => number = Date.now) {
    this.#fetch = fetch;
    this.#now = now;
  }

  /** The cached token while it is valid; one fetch shared by concurrent callers otherwise. */
  async get(): Promise<string> {
    const cached = this.#token;
    if (cached !== undefined) {
      const token = await cached.catch(() => undefined);
      if (token !== undefined && token.expiresAt > this.#now()) return token.value;
      if (this.#token === cached) this.#token = undefined;
    }
    const fetching = (this.#token ??= this.#fetch());
    try {
      return (await fetching).value;
    } catch (error) {
      if (this.#token === fetching) this.#token = undefined;
      throw error;
    }
  }

  /** Forget the token (the provider revoked it early); the next get() fetches a new one. */
  clear(): void {
    this.#token = undefined;
  }
}
