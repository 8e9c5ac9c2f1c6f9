import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from '../machines/sessionMachine';
import { sessionStatus, type SessionStatus } from '../machines/sessionStatus';
import type { Profile } from '../schemas/profile';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

/**
 * The session actor is started only when needed (a token cookie at start-up, or a sign-in), so a
 * guest's first page loads without XState (sessionStore.ts). Until then the status is `fallback`.
 */
export interface SessionHandle {
  readonly actor: SessionActor | null;
  readonly fallback: SessionStatus;
  /** Starts the session machine if it is not running yet and resolves to it. */
  readonly ensure: () => Promise<SessionActor>;
}

export const SessionContext = createContext<SessionHandle | null>(null);

export function useSessionHandle(): SessionHandle {
  const handle = useContext(SessionContext);
  if (!handle) throw new Error('SessionContext is not provided');
  return handle;
}

/** For signed-in views only: there the session is running by construction. */
export function useSession(): SessionActor {
  const { actor } = useSessionHandle();
  if (!actor) throw new Error('the session is not running');
  return actor;
}

/** A value of the running session's snapshot (`fallback` until the session runs). */
export function useSessionValue<T>(select: (snapshot: ReturnType<SessionActor['getSnapshot']>) => T, fallback: T): T {
  const { actor } = useSessionHandle();
  const read = () => (actor ? select(actor.getSnapshot()) : fallback);
  return useSyncExternalStore(
    (onChange) => {
      if (!actor) return () => {};
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    read,
    // Also on the server (prerendered pages) and while hydrating: the same value.
    read,
  );
}

export function useSessionStatus(): SessionStatus {
  const { fallback } = useSessionHandle();
  return useSessionValue(sessionStatus, fallback);
}

export function useProfile(): Profile | null {
  return useSessionValue((snapshot) => snapshot.context.profile, null);
}

/** Tells the session a sign-in stored fresh tokens (starting the session machine if needed). */
export function useNotifySignedIn(): () => void {
  const { ensure } = useSessionHandle();
  return () => void ensure().then((actor) => actor.send({ type: 'session.started' }));
}
