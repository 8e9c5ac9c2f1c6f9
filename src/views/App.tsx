import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import type { AnyActorRef } from 'xstate';
import { Router } from 'wouter';
import type { AppConfig } from '../schemas/config';
import { AppConfigContext } from './AppConfigContext';
import { AppEffectsContext, type AppEffects } from './AppEffectsContext';
import { AppRoutes } from './AppRoutes';
import { GoBackContext } from './GoBackContext';
import { NotificationsProvider } from './NotificationsContext';
import { SessionContext, type SessionActor, type SessionHandle } from './SessionContext';
import { cssVariablesResolver, theme } from './theme';

// Toasts are never part of the first paint; their host loads in its own chunk.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

export interface AppProps {
  readonly config: AppConfig;
  readonly effects: AppEffects;
  readonly progressDelayMs: number;
  /** Whether a token cookie existed at start-up: only then must the session be checked at once. */
  readonly hasToken: boolean;
}

export function App({ config, effects, progressDelayMs, hasToken }: AppProps) {
  const [sessionActor, setSessionActor] = useState<SessionActor | null>(null);
  // From the moment a start is asked for, guards wait instead of treating the user as a guest.
  const [sessionStarting, setSessionStarting] = useState(hasToken);
  const starting = useRef<Promise<SessionActor> | null>(null);
  const start = useCallback(() => {
    starting.current ??= import('./startSession').then(({ startSession }) => {
      const actor = startSession();
      setSessionActor(actor);
      return actor;
    });
    return starting.current;
  }, []);
  const ensure = useCallback(() => {
    setSessionStarting(true);
    return start();
  }, [start]);
  useEffect(() => {
    if (hasToken) void start();
  }, [hasToken, start]);
  const session = useMemo<SessionHandle>(
    () => ({ actor: sessionActor, fallback: sessionStarting ? 'checking' : 'guest', ensure }),
    [sessionActor, sessionStarting, ensure],
  );

  const [goBackTarget, setGoBackTarget] = useState<AnyActorRef | null>(null);
  const goBack = useMemo(() => ({ target: goBackTarget, setTarget: setGoBackTarget }), [goBackTarget]);

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <AppConfigContext.Provider value={config}>
        <AppEffectsContext.Provider value={effects}>
          <SessionContext.Provider value={session}>
            <NotificationsProvider>
              <GoBackContext.Provider value={goBack}>
                <Suspense fallback={null}>
                  <Notifications position="top-right" zIndex={1000} />
                </Suspense>
                <a className="skip-link" href="#main">
                  Skip to content
                </a>
                <Router>
                  <AppRoutes progressDelayMs={progressDelayMs} />
                </Router>
              </GoBackContext.Provider>
            </NotificationsProvider>
          </SessionContext.Provider>
        </AppEffectsContext.Provider>
      </AppConfigContext.Provider>
    </MantineProvider>
  );
}
