import { lazy, Suspense, useMemo, useState } from 'react';
import { MantineProvider } from '@mantine/core';
import { useActorRef } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { passwordRecoveryMachine } from '../machines/passwordRecoveryMachine';
import { sessionMachine } from '../machines/sessionMachine';
import type { AppConfig } from '../schemas/config';
import { AppConfigContext } from './AppConfigContext';
import { AppEffectsContext, type AppEffects } from './AppEffectsContext';
import { AppRoutes } from './AppRoutes';
import { GoBackContext } from './GoBackContext';
import { PasswordRecoveryContext } from './PasswordRecoveryContext';
import { SessionContext } from './SessionContext';
import { cssVariablesResolver, theme } from './theme';

// Toasts are never part of the first paint; their host loads in its own chunk.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

export interface AppProps {
  readonly config: AppConfig;
  readonly effects: AppEffects;
  readonly progressDelayMs: number;
}

export function App({ config, effects, progressDelayMs }: AppProps) {
  const session = useActorRef(
    sessionMachine.provide({ actions: { goToLogin: () => navigate('/login', { replace: true }) } }),
  );
  const passwordRecovery = useActorRef(
    passwordRecoveryMachine.provide({
      actions: {
        goTo: (_, { path }) => navigate(path),
        toast: (_, { message, type }) => effects.showToast({ message, type: type ?? 'success' }),
      },
    }),
  );
  const [goBackTarget, setGoBackTarget] = useState<AnyActorRef | null>(null);
  const goBack = useMemo(() => ({ target: goBackTarget, setTarget: setGoBackTarget }), [goBackTarget]);

  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <AppConfigContext.Provider value={config}>
        <AppEffectsContext.Provider value={effects}>
          <SessionContext.Provider value={session}>
            <PasswordRecoveryContext.Provider value={passwordRecovery}>
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
            </PasswordRecoveryContext.Provider>
          </SessionContext.Provider>
        </AppEffectsContext.Provider>
      </AppConfigContext.Provider>
    </MantineProvider>
  );
}
