/** Open event streams a session may hold (tabs); a further one closes the oldest. */
export const MAX_STREAMS_PER_SESSION = 5;

/** Told when sessions end in this process. */
export interface SessionEndListener {
  forgetSession(sessionId: string): void;
  forgetAccount(accountId: string): void;
}

interface SessionEntry {
  readonly accountId: string;
  /** Close functions, oldest first (a Set keeps insertion order). */
  readonly closers: Set<() => void>;
}

/**
 * This process's event streams by sign-in session, so the end of a session (sign-out, a deleted
 * sub-user, a password reset, a replayed refresh token) closes its streams at once rather than
 * at the next ping. Sessions ended by another API process, or by expiry, are caught by the ping.
 */
export class SessionStreams {
  readonly #sessions = new Map<string, SessionEntry>();
  readonly #ended: SessionEndListener | undefined;

  /** `ended` also hears of every session end (the session cache of requireAuth forgets it). */
  constructor(ended?: SessionEndListener) {
    this.#ended = ended;
  }

  /** Registers a stream's close; returns its removal (the stream ended by itself). */
  add(session: { readonly sessionId: string; readonly accountId: string }, close: () => void): () => void {
    let entry = this.#sessions.get(session.sessionId);
    if (entry === undefined) this.#sessions.set(session.sessionId, (entry = { accountId: session.accountId, closers: new Set() }));
    entry.closers.add(close);
    const current = entry;
    const remove = (): void => {
      current.closers.delete(close);
      if (current.closers.size === 0 && this.#sessions.get(session.sessionId) === current) this.#sessions.delete(session.sessionId);
    };
    while (current.closers.size > MAX_STREAMS_PER_SESSION) {
      const oldest = current.closers.values().next().value!;
      current.closers.delete(oldest);
      oldest();
    }
    return remove;
  }

  /** Open streams of a session. */
  count(sessionId: string): number {
    return this.#sessions.get(sessionId)?.closers.size ?? 0;
  }

  endSession(sessionId: string): void {
    this.#ended?.forgetSession(sessionId);
    const entry = this.#sessions.get(sessionId);
    if (entry === undefined) return;
    this.#sessions.delete(sessionId);
    for (const close of [...entry.closers]) close();
  }

  endAccount(accountId: string): void {
    this.#ended?.forgetAccount(accountId);
    for (const [sessionId, entry] of [...this.#sessions]) if (entry.accountId === accountId) this.endSession(sessionId);
  }
}
