import { RELOAD_GUARD_MS } from './constants.ts';

// After a deploy, an open tab asks for chunk files that no longer exist. A reload fetches the new
// build (err.chunk-reload); the guard stops a reload loop when the chunk is really gone.

export const PRELOAD_ERROR_EVENT = 'vite:preloadError';
export const RELOAD_AT_KEY = 'chunk-reload-at';

const CHUNK_ERROR_PATTERNS = [
  'Failed to fetch dynamically imported module', // Chromium
  'Importing a module script failed', // Safari
  'error loading dynamically imported module', // Firefox
  'Unable to preload CSS', // Vite's CSS preload
];

/** True for a failed script-chunk load: the browsers' messages, or Vite's preload event. */
export const isChunkLoadError = (error: unknown): boolean => {
  if (typeof error !== 'object' || error === null) {
    return typeof error === 'string' && CHUNK_ERROR_PATTERNS.some((pattern) => error.includes(pattern));
  }
  if ('type' in error && error.type === PRELOAD_ERROR_EVENT) return true;
  if (error instanceof Error && error.name === 'ChunkLoadError') return true;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => message.includes(pattern));
};

export type ReloadDeps = {
  now?: number;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  reload?: () => void;
};

/** Reloads unless a forced reload happened less than RELOAD_GUARD_MS ago; returns whether it reloaded. */
export const reloadOnce = ({
  now = Date.now(),
  storage,
  reload = () => globalThis.location.reload(),
}: ReloadDeps = {}): boolean => {
  try {
    // Read sessionStorage inside the try: merely touching it throws where storage is blocked.
    const store = storage ?? globalThis.sessionStorage;
    const last = Number(store.getItem(RELOAD_AT_KEY));
    if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
    store.setItem(RELOAD_AT_KEY, String(now));
  } catch {
    // No storage (privacy mode): without a guard a reload could loop, so leave the error visible.
    return false;
  }
  reload();
  return true;
};

/** For error boundaries and lazy-route catch handlers: reloads once when the error is a chunk failure. */
export const reloadIfChunkError = (error: unknown, deps?: ReloadDeps): boolean =>
  isChunkLoadError(error) && reloadOnce(deps);

type GuardTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Listens for Vite's preload failures and for unhandled chunk-import rejections; returns an uninstaller.
 * preventDefault() on the preload event stops Vite rethrowing while the page reloads.
 */
export const installChunkReloadGuard = (
  target: GuardTarget = window,
  deps: () => ReloadDeps = () => ({}),
): (() => void) => {
  const onPreloadError = (event: Event) => {
    if (reloadOnce(deps())) event.preventDefault();
  };
  const onRejection = (event: Event) => {
    const reason = (event as PromiseRejectionEvent).reason;
    if (isChunkLoadError(reason) && reloadOnce(deps())) event.preventDefault();
  };
  target.addEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
};
