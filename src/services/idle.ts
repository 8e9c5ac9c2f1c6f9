import { PREFETCH_TIMEOUT_MS } from './constants.ts';

/** The browser's idle callbacks; Safari has none. */
export interface IdleScope {
  readonly requestIdleCallback?: (task: () => void, options: { timeout: number }) => number;
  readonly cancelIdleCallback?: (id: number) => void;
}

/**
 * Runs `task` when the browser is idle, or after PREFETCH_TIMEOUT_MS at the latest
 * (const.prefetch-timeout); returns a cancel. A failing task is logged: it is an optimisation.
 */
export function whenIdle(task: () => void, scope: IdleScope = globalThis as IdleScope): () => void {
  const run = (): void => {
    try {
      task();
    } catch (error) {
      console.error('Idle task failed', error);
    }
  };
  const { requestIdleCallback, cancelIdleCallback } = scope;
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: PREFETCH_TIMEOUT_MS });
    return () => cancelIdleCallback?.(id);
  }
  const id = setTimeout(run, PREFETCH_TIMEOUT_MS);
  return () => clearTimeout(id);
}
