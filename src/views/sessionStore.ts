import type { SessionActor, SessionHandle } from './SessionContext';

/**
 * Where the app's session actor lives, outside React: created once in main.tsx (the composition
 * root), read by App with useSyncExternalStore. The actor starts only when needed — a token cookie
 * at start-up, or a sign-in — so a guest's first page loads without XState.
 */
export interface SessionStore {
  readonly subscribe: (onChange: () => void) => () => void;
  /** The same object until something changes (useSyncExternalStore compares by identity). */
  readonly getSnapshot: () => SessionHandle;
  /** Starts the session actor if it is not running yet and resolves to it. */
  readonly ensure: () => Promise<SessionActor>;
}

/** `start` loads and starts the session actor; it is called at most once. */
export function createSessionStore(start: () => Promise<SessionActor>): SessionStore {
  const listeners = new Set<() => void>();
  let starting: Promise<SessionActor> | null = null;
  const ensure = (): Promise<SessionActor> => {
    if (starting) return starting;
    // From the moment a start is asked for, guards wait instead of treating the user as a guest.
    update({ fallback: 'checking' });
    starting = start().then((actor) => {
      update({ actor });
      return actor;
    });
    return starting;
  };
  let snapshot: SessionHandle = { actor: null, fallback: 'guest', ensure };
  function update(change: Partial<Pick<SessionHandle, 'actor' | 'fallback'>>): void {
    snapshot = { ...snapshot, ...change };
    for (const listener of listeners) listener();
  }
  return {
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    getSnapshot: () => snapshot,
    ensure,
  };
}
