import { createElement, Suspense, type ReactNode } from 'react';
import { retryableLazy } from './retryableLazy';

type RootProps = { children?: ReactNode };
const loadMantineRoot = () => import('./MantineRoot');
// Like a page's chunk: a failure shows as a page that did not load, and Try again asks afresh.
const mantineRoot = retryableLazy<RootProps>(loadMantineRoot);

/** Loads Mantine's provider ahead of need (idle prefetch); a failure only means it loads later. */
export function prefetchMantine(): void {
  void loadMantineRoot().catch(() => undefined);
}

/**
 * Renders `children` inside Mantine's provider, whose code (with the theme) loads on first use:
 * the landing route draws its plain shell without it. `fallback` shows meanwhile.
 */
export function WithMantine({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  // Looked up from a module-level lazy, not created here: createElement says so to the linter too.
  return <Suspense fallback={fallback}>{createElement(mantineRoot.component(), null, children)}</Suspense>;
}
