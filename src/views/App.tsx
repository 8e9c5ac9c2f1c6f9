import { lazy, Suspense } from 'react';
import { MantineProvider } from '@mantine/core';
import { Router } from 'wouter';
import type { AppConfig } from '../schemas/config';
import { AppConfigContext } from './AppConfigContext';
import { AppRoutes } from './AppRoutes';
import { cssVariablesResolver, theme } from './theme';

// Toasts are never part of the first paint; their host loads in its own chunk.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

export interface AppProps {
  readonly config: AppConfig;
  readonly hasToken: () => boolean;
  readonly progressDelayMs: number;
}

export function App({ config, hasToken, progressDelayMs }: AppProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <AppConfigContext.Provider value={config}>
        <Suspense fallback={null}>
          <Notifications position="top-right" zIndex={1000} />
        </Suspense>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Router>
          <AppRoutes hasToken={hasToken} progressDelayMs={progressDelayMs} />
        </Router>
      </AppConfigContext.Provider>
    </MantineProvider>
  );
}
