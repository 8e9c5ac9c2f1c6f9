import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme';

// Toasts are never part of the first paint; their host loads in its own chunk. A host that did not
// load (the connection dropped) is no reason to fail the page: nothing shows, and the next page
// asks for it again.
type HostProps = { position: 'top-right'; zIndex: number };
// A function of its own: Vite wraps `import(…).then(…)` whole in its CSS preload, whose failure
// would then bypass the handler below.
const loadHost = () => import('@mantine/notifications');
const makeHost = () =>
  lazy<ComponentType<HostProps>>(() =>
    loadHost().then(
      (m) => ({ default: m.Notifications }),
      () => {
        Notifications = makeHost();
        return { default: () => null };
      },
    ),
  );
let Notifications = makeHost();

/**
 * Mantine's provider with the app theme, and (for ToastHost) the toasts' host. Every route but
 * the plain pages renders inside it; it loads with the first such route (WithMantine), so the landing's
 * JS holds no Mantine. The theme's CSS variables come from a build-time stylesheet
 * (scripts/themeVariables.ts) that the plain shell needs too, so the provider does not write them again.
 */
export default function MantineRoot({ children, host = false }: { children?: ReactNode; /** Holds the toasts' host (ToastHost: one for the app). */ host?: boolean }) {
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
