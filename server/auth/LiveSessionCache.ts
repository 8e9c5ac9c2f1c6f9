import type { Kysely } from 'kysely';
import type { Database } from '../db/Database.ts';
import type { AuthInfo } from './accessToken.ts';
import { isSessionLive } from './sessions.ts';

/**
 * How long a "this session is live" answer is reused. Revocations made by this process (sign-out,
 * password change or reset, a deleted sub-user, a replayed refresh token) forget the entry at once;
 * a revocation made by another API process on the same PostgreSQL takes effect here within this bound.
 */
export const LIVE_SESSION_TTL_MS = 5_000;
/** Entries kept at most (oldest dropped first): one per signed-in session seen in the last TTL. */
export const LIVE_SESSION_MAX_ENTRIES = 50_000;

type Lookup = (db: Kysely<Database>, auth: Pick<AuthInfo, 'sessionId' | 'accountId'>) => Promise<boolean>;

interface Entry {
  readonly accountId: string;
  readonly until: number;
  readonly live: Promise<boolean>;
}

/**
 * The session check of every signed-in request (`requireAuth`), answered from memory for
 * LIVE_SESSION_TTL_MS: one query per session and TTL instead of one per request. Concurrent
 * requests of one session share one lookup; only live answers are kept (a revoked session never
 * comes back, and a miss is rare).
 */
export class LiveSessionCache {
  readonly #entries = new Map<string, Entry>();
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #lookup: Lookup;
  readonly #maxEntries: number;

  constructor({ ttlMs = LIVE_SESSION_TTL_MS, now = Date.now, lookup = isSessionLive, maxEntries = LIVE_SESSION_MAX_ENTRIES }: { ttlMs?: number; now?: () => number; lookup?: Lookup; maxEntries?: number } = {}) {
    this.#ttlMs = ttlMs;
    this.#now = now;
    this.#lookup = lookup;
    this.#maxEntries = maxEntries;
  }

  isLive(db: Kysely<Database>, auth: Pick<AuthInfo, 'sessionId' | 'accountId'>): Promise<boolean> {
    const now = this.#now();
    const cached = this.#entries.get(auth.sessionId);
    if (cached !== undefined && cached.accountId === auth.accountId && cached.until > now) return cached.live;
    const live = this.#lookup(db, auth);
    const entry: Entry = { accountId: auth.accountId, until: now + this.#ttlMs, live };
    this.#entries.delete(auth.sessionId);
    this.#entries.set(auth.sessionId, entry);
    // A dead session or a failed lookup is asked again next time.
    live.then(
      (isLive) => !isLive && this.#drop(auth.sessionId, entry),
      () => this.#drop(auth.sessionId, entry),
    );
    if (this.#entries.size > this.#maxEntries) this.#entries.delete(this.#entries.keys().next().value!);
    return live;
  }

  /** The session ended here: the next request asks the database. */
  forgetSession(sessionId: string): void {
    this.#entries.delete(sessionId);
  }

  /** Every session of the account ended here. */
  forgetAccount(accountId: string): void {
    for (const [sessionId, entry] of this.#entries) if (entry.accountId === accountId) this.#entries.delete(sessionId);
  }

  get size(): number {
    return this.#entries.size;
  }

  #drop(sessionId: string, entry: Entry): void {
    if (this.#entries.get(sessionId) === entry) this.#entries.delete(sessionId);
  }
}
