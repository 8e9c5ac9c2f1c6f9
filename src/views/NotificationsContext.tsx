import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { NotificationsActor } from '../machines/notificationsMachine';
import { useSessionStatus } from './SessionContext';

/**
 * One notifications actor for the signed-in session (the bell on every signed-in page, the full
 * list reading its pushes). It starts the first time a signed-in header asks for it — never on the
 * landing route, so neither XState nor a push transport loads there — and stops, push subscription
 * included, when the session leaves signedIn (logout, expiry).
 */
export interface NotificationsHandle {
  readonly actor: NotificationsActor | null;
  /** Asks for the actor; it starts once the session is signed in. */
  readonly ensure: () => void;
}

export const NotificationsContext = createContext<NotificationsHandle>({ actor: null, ensure: () => {} });

export function useNotifications(): NotificationsHandle {
  return useContext(NotificationsContext);
}

/** The running actor, asked for on first use; null until it has started. */
export function useNotificationsActor(): NotificationsActor | null {
  const { actor, ensure } = useNotifications();
  useEffect(ensure, [ensure]);
  return actor;
}

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const signedIn = useSessionStatus() === 'signedIn';
  const [wanted, setWanted] = useState(false);
  const [actor, setActor] = useState<NotificationsActor | null>(null);
  const ensure = useCallback(() => setWanted(true), []);
  const active = signedIn && wanted;

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    let started: NotificationsActor | undefined;
    void import('./startNotifications').then(({ startNotifications }) => {
      if (cancelled) return;
      started = startNotifications();
      setActor(started);
    });
    return () => {
      cancelled = true;
      started?.stop();
      setActor(null);
    };
  }, [active]);

  // The next session starts over from its own first signed-in header.
  if (!signedIn && wanted) setWanted(false);

  const handle = useMemo<NotificationsHandle>(() => ({ actor, ensure }), [actor, ensure]);
  return <NotificationsContext.Provider value={handle}>{children}</NotificationsContext.Provider>;
}
