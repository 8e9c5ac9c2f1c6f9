import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

// Toasts are never part of the first paint; their host loads in its own chunk.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

/**
 * Mantine's provider with the app theme, and (for the page's own) the toasts' host. Every route but
 * the landing renders inside it; it loads with the first such route (WithMantine), so the landing's
 * JS holds no Mantine. The theme's CSS variables come from a build-time stylesheet
 * (scripts/themeVariables.ts) that the plain shell needs too, so the provider does not write them again.
 */
export default function MantineRoot({ children, host = false }: { children: ReactNode; /** Holds the toasts' host (one per page). */ host?: boolean }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light" withCssVariables={false}>
      {host ? (
        <Suspense fallback={null}>
          <Notifications position="top-right" zIndex={1000} />
        </Suspense>
      ) : null}
      {children}
    </MantineProvider>
  );
}
