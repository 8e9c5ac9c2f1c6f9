import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { PageLoadError } from './components/ErrorBoundary';

/**
 * A lazy chunk that can be asked again: React keeps a failed lazy failed for good, so after a
 * failure (server unreachable) Try again needs a fresh one. Failures become PageLoadError, which
 * the error boundary shows in place with Try again.
 */
export interface RetryableLazy<P> {
  readonly component: () => LazyExoticComponent<ComponentType<P>>;
}
const retryables = new Set<() => void>();
export function retryableLazy<P>(load: () => Promise<{ default: ComponentType<P> }>): RetryableLazy<P> {
  const make = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        retryables.add(reset);
        throw new PageLoadError(error);
      }),
    );
  let current = make();
  function reset() {
    current = make();
  }
  return { component: () => current };
}
/** Fresh lazies for every chunk that failed, for Try again. */
export function retryFailedChunks(): void {
  for (const reset of retryables) reset();
  retryables.clear();
}
