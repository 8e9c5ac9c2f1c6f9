import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { PageLoadError } from './components/ErrorBoundary';

type RootProps = { children: ReactNode; host?: boolean };
const loadMantineRoot = () => import('./MantineRoot');

// React keeps a failed lazy failed for good: after a failure the next render gets a fresh one, and
// the failure shows as a page that did not load (with Try again), like a page's own chunk.
const makeRoot = () =>
  lazy<ComponentType<RootProps>>(() =>
    loadMantineRoot().catch((error: unknown) => {
      MantineRoot = makeRoot();
      throw new PageLoadError(error);
    }),
  );
let MantineRoot = makeRoot();

/** Loads Mantine's provider ahead of need (idle prefetch); a failure only means it loads later. */
export function prefetchMantine(): void {
  void loadMantineRoot().catch(() => undefined);
}

/**
 * Renders `children` inside Mantine's provider, whose code (with the theme) loads on first use:
 * the landing route draws its plain shell without it. `fallback` shows meanwhile.
 */
export function WithMantine({ children, fallback = null, host = false }: { children: ReactNode; fallback?: ReactNode; /** The page's own: it holds the toasts' host. */ host?: boolean }) {
  return (
    <Suspense fallback={fallback}>
      <MantineRoot host={host}>{children}</MantineRoot>
    </Suspense>
  );
}
