import { describe, expect, it, vi } from 'vitest';
import {
  installChunkReloadGuard,
  serverReachable,
  isChunkLoadError,
  PRELOAD_ERROR_EVENT,
  RELOAD_AT_KEY,
  reloadIfChunkError,
  reloadOnce,
} from '../../src/services/chunkReload.ts';
import { ruleIt } from '../spec/ruleIt';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
};

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: https://app/assets/Dashboard-abc.js',
    'Importing a module script failed.',
    'error loading dynamically imported module: https://app/assets/x.js',
    'Unable to preload CSS for /assets/x.css',
  ])('[err.chunk-reload] recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
    expect(isChunkLoadError(message)).toBe(true);
  });

  it("[err.chunk-reload] recognises Vite's vite:preloadError event", () => {
    expect(isChunkLoadError(new Event(PRELOAD_ERROR_EVENT))).toBe(true);
  });

  it('ignores other errors', () => {
    for (const error of [new Error('Network error'), new TypeError('x is undefined'), null, undefined, 42, 'boom', {}]) {
      expect(isChunkLoadError(error)).toBe(false);
    }
  });
});

describe('reloadOnce', () => {
  ruleIt('[err.chunk-reload] reloads when no forced reload happened yet, and records when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce({ now: 1_000_000, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.data.get(RELOAD_AT_KEY)).toBe('1000000');
  });

  ruleIt('[err.chunk-reload] [const.reload-guard] does not reload again within 60000 ms', () => {
    const storage = memoryStorage({ [RELOAD_AT_KEY]: '1000000' });
    const reload = vi.fn();
    expect(reloadOnce({ now: 1_000_000 + 59_999, storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.data.get(RELOAD_AT_KEY)).toBe('1000000');
  });

  ruleIt('[err.chunk-reload] [const.reload-guard] reloads again once 60000 ms have passed', () => {
    const storage = memoryStorage({ [RELOAD_AT_KEY]: '1000000' });
    const reload = vi.fn();
    expect(reloadOnce({ now: 1_060_000, storage, reload })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.data.get(RELOAD_AT_KEY)).toBe('1060000');
  });

  it('reloads when the stored value is garbage', () => {
    const reload = vi.fn();
    expect(reloadOnce({ now: 5, storage: memoryStorage({ [RELOAD_AT_KEY]: 'x' }), reload })).toBe(true);
  });

  it('does not reload when storage is unavailable (no guard, no loop)', () => {
    const reload = vi.fn();
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(reloadOnce({ now: 1, storage, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('reloadIfChunkError', () => {
  ruleIt('[err.chunk-reload] reloads for chunk errors only', () => {
    const reload = vi.fn();
    expect(reloadIfChunkError(new Error('boom'), { now: 1, storage: memoryStorage(), reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    const error = new TypeError('Failed to fetch dynamically imported module: /a.js');
    expect(reloadIfChunkError(error, { now: 1, storage: memoryStorage(), reload })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('installChunkReloadGuard', () => {
  const setup = (serverAnswers = true) => {
    const target = new EventTarget();
    const storage = memoryStorage();
    const reload = vi.fn();
    const asked = vi.fn(async () => serverAnswers);
    let now = 1_000_000;
    const uninstall = installChunkReloadGuard(target, () => ({ now, storage, reload }), asked);
    return { target, reload, asked, uninstall, advance: (ms: number) => (now += ms) };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  const preloadError = () => new Event(PRELOAD_ERROR_EVENT, { cancelable: true });
  const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });

  ruleIt('[err.chunk-reload] on vite:preloadError asks the server and, when it answers, reloads; the error goes on to the app', async () => {
    const { target, reload, asked } = setup();
    const event = preloadError();
    target.dispatchEvent(event);
    await settle();
    expect(asked).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(false);
  });

  it('does not reload while the server is unreachable (the app keeps its inline error)', async () => {
    const { target, reload } = setup(false);
    target.dispatchEvent(preloadError());
    target.dispatchEvent(rejection(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')));
    await settle();
    expect(reload).not.toHaveBeenCalled();
  });

  ruleIt('[err.chunk-reload] [const.reload-guard] a second failure within 60 s is left alone', async () => {
    const { target, reload, advance } = setup();
    target.dispatchEvent(preloadError());
    await settle();
    advance(30_000);
    target.dispatchEvent(preloadError());
    await settle();
    expect(reload).toHaveBeenCalledOnce();
    advance(30_000);
    target.dispatchEvent(preloadError());
    await settle();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  ruleIt('[err.chunk-reload] reloads on an unhandled chunk-import rejection, ignores other rejections', async () => {
    const { target, reload, asked } = setup();
    target.dispatchEvent(rejection(new Error('nope')));
    await settle();
    expect(asked).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    target.dispatchEvent(rejection(new TypeError('Importing a module script failed.')));
    await settle();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('stops listening after uninstall', async () => {
    const { target, reload, uninstall } = setup();
    uninstall();
    target.dispatchEvent(preloadError());
    await settle();
    expect(reload).not.toHaveBeenCalled();
  });
});

describe('serverReachable', () => {
  it('is true when the server answers with any status, asking past the cache', async () => {
    const fetcher = vi.fn(async () => new Response(null, { status: 503 }));
    expect(await serverReachable(fetcher, '/')).toBe(true);
    expect(fetcher).toHaveBeenCalledWith('/', { method: 'HEAD', cache: 'no-store' });
  });

  it('is false when the request fails at the network', async () => {
    expect(await serverReachable(async () => Promise.reject(new TypeError('Failed to fetch')), '/')).toBe(false);
  });
});
