import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Router } from 'wouter';
import type { AppConfig } from '../schemas/config';
import { AppConfigContext } from './AppConfigContext';
import { AppRoutes } from './AppRoutes';
import { theme } from './theme';

export interface AppProps {
  readonly config: AppConfig;
  readonly hasToken: () => boolean;
  readonly progressDelayMs: number;
}

export function App({ config, hasToken, progressDelayMs }: AppProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <AppConfigContext.Provider value={config}>
        <Notifications position="top-right" zIndex={1000} />
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
