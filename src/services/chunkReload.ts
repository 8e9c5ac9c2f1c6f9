import { RELOAD_GUARD_MS } from './constants.ts';

// After a deploy, an open tab asks for chunk files that no longer exist. A reload fetches the new
// build (err.chunk-reload); the guard stops a reload loop when the chunk is really gone. A chunk
// can also fail because the server is unreachable: then a reload would only trade the app for the
// browser's "site can't be reached", so the guard first asks the server, and reloads only when it
// answers (the chunk changed). Otherwise the failure stays in the app, which offers Try again.

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

/**
 * True when the server answers at all (any status): the app's own address, never from a cache. A
 * network failure (server down, offline) is false.
 */
export const serverReachable = async (fetcher: typeof fetch = (input, init) => globalThis.fetch(input, init), url = '/'): Promise<boolean> => {
  try {
    await fetcher(url, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
};

type GuardTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Listens for Vite's preload failures and for unhandled chunk-import rejections; returns an uninstaller.
 * The failure goes on to the app (its error boundary shows it with Try again) while the server is
 * asked; when it answers, the page reloads once (the guard's window applies).
 */
export const installChunkReloadGuard = (
  target: GuardTarget = window,
  deps: () => ReloadDeps = () => ({}),
  reachable: () => Promise<boolean> = () => serverReachable(),
): (() => void) => {
  const reloadIfReachable = () => {
    void reachable().then((ok) => {
      if (ok) reloadOnce(deps());
    });
  };
  const onPreloadError = () => reloadIfReachable();
  const onRejection = (event: Event) => {
    if (isChunkLoadError((event as PromiseRejectionEvent).reason)) reloadIfReachable();
  };
  target.addEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener(PRELOAD_ERROR_EVENT, onPreloadError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
};
