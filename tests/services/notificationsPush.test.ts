import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppConfig, FirebaseConfig } from '../../src/schemas/config.ts';
import type { PushMessage } from '../../src/schemas/notification.ts';
import { FIREBASE_SW_SCOPE, firebaseWorkerUrl, startFirebasePush, type FirebasePushDeps } from '../../src/services/firebasePush.ts';
import { ApiError } from '../../src/services/http.ts';
import { loadConfig } from '../../src/services/loadConfig.ts';
import { subscribePush, type PushDeps } from '../../src/services/push.ts';
import { createEventStreamParser, parsePushData, streamPushEvents, type PushEventsOptions } from '../../src/services/pushEvents.ts';

describe('event-stream parser', () => {
  it('dispatches complete events only, across chunk boundaries and line endings, skipping comments', () => {
    const seen: string[] = [];
    const feed = createEventStreamParser((data) => seen.push(data));
    feed(': ping\n\nda');
    feed('ta: {"type":"NEW_NOTIFICATION"}\r');
    expect(seen).toEqual([]);
    feed('\n\r\nevent: x\ndata:one\ndata: two\n');
    expect(seen).toEqual(['{"type":"NEW_NOTIFICATION"}']);
    feed('\n');
    expect(seen).toEqual(['{"type":"NEW_NOTIFICATION"}', 'one\ntwo']);
  });

  it('reads the type of a JSON push; anything else is not a push', () => {
    expect(parsePushData('{"type":"NEW_NOTIFICATION","extra":1}')).toEqual({ type: 'NEW_NOTIFICATION' });
    expect(parsePushData('{"kind":"x"}')).toBeUndefined();
    expect(parsePushData('not json')).toBeUndefined();
  });
});

// A real server speaking text/event-stream; each test sets what the next connections get.
type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handlers: Handler[] = [];
const requests: { authorization: string | null; accept: string | null }[] = [];
const closed: number[] = [];
let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push({ authorization: req.headers.authorization ?? null, accept: req.headers.accept ?? null });
    const index = requests.length - 1;
    req.on('close', () => closed.push(index));
    const handler = handlers.shift() ?? ((_req, r) => r.writeHead(503).end());
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  url = `http://localhost:${(server.address() as AddressInfo).port}/v1/user/notification/events`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
});

const open = (res: ServerResponse) => res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

function run(overrides: Partial<PushEventsOptions> = {}) {
  const controller = new AbortController();
  const messages: PushMessage[] = [];
  const errors: unknown[] = [];
  let resumed = 0;
  let token = 'access-1';
  const done = streamPushEvents({
    url,
    getToken: () => token,
    withSession: (call) => call(),
    onMessage: (m) => messages.push(m),
    onResume: () => resumed++,
    onError: (e) => errors.push(e),
    signal: controller.signal,
    reconnectBaseMs: 10,
    reconnectMaxMs: 40,
    ...overrides,
  });
  return { controller, messages, errors, resumed: () => resumed, done, setToken: (t: string) => (token = t) };
}

describe('streamPushEvents (server-sent events over fetch)', () => {
  it('sends the bearer token, parses data lines as JSON and ignores pings', async () => {
    requests.length = 0;
    handlers = [
      (_req, res) => {
        open(res);
        res.write(': ping\n\n');
        res.write('data: {"type":"NEW_');
        setTimeout(() => res.write('NOTIFICATION"}\n\n'), 20);
      },
    ];
    const s = run();
    await until(() => s.messages.length === 1);
    expect(s.messages).toEqual([{ type: 'NEW_NOTIFICATION' }]);
    expect(requests[0]).toEqual({ authorization: 'Bearer access-1', accept: 'text/event-stream' });
    s.controller.abort();
    await s.done;
    await until(() => closed.includes(0));
  });

  it('reconnects after the server drops the stream, and says it resumed', async () => {
    requests.length = 0;
    handlers = [
      (_req, res) => {
        open(res);
        res.end('data: {"type":"NEW_NOTIFICATION"}\n\n');
      },
      (_req, res) => {
        open(res);
        res.write('data: {"type":"NEW_NOTIFICATION"}\n\n');
      },
    ];
    const s = run();
    await until(() => s.messages.length === 2);
    expect(s.resumed()).toBe(1);
    expect(requests).toHaveLength(2);
    s.controller.abort();
    await s.done;
  });

  it('backs off after failures, logging them, and keeps trying', async () => {
    requests.length = 0;
    handlers = [(_req, res) => res.writeHead(500).end(), (_req, res) => res.writeHead(502).end(), (_req, res) => open(res)];
    const s = run();
    await until(() => requests.length === 3);
    expect(s.errors.map((e) => (e as ApiError).status)).toEqual([500, 502]);
    s.controller.abort();
    await s.done;
  });

  it('refreshes the token once through withSession on a 401, then streams with the new one', async () => {
    requests.length = 0;
    handlers = [
      (_req, res) => res.writeHead(401).end(),
      (_req, res) => {
        open(res);
        res.write('data: {"type":"NEW_NOTIFICATION"}\n\n');
      },
    ];
    let refreshes = 0;
    const s = run({
      withSession: async (call) => {
        try {
          return await call();
        } catch (error) {
          if (!(error instanceof ApiError) || error.status !== 401) throw error;
          refreshes++;
          s.setToken('access-2');
          return call();
        }
      },
    });
    await until(() => s.messages.length === 1);
    expect(refreshes).toBe(1);
    expect(requests.map((r) => r.authorization)).toEqual(['Bearer access-1', 'Bearer access-2']);
    s.controller.abort();
    await s.done;
  });

  it('stops for good when the session is over (a 401 no refresh cured)', async () => {
    requests.length = 0;
    handlers = [(_req, res) => res.writeHead(401).end()];
    const s = run();
    await s.done;
    expect(requests).toHaveLength(1);
    expect(s.errors).toEqual([]);
  });

  it('drops a silent connection after the idle timeout and reconnects', async () => {
    requests.length = 0;
    handlers = [(_req, res) => open(res), (_req, res) => open(res)];
    const s = run({ idleTimeoutMs: 50 });
    await until(() => requests.length === 2);
    await until(() => closed.includes(0) || closed.length > 0);
    expect(s.errors).toEqual([]);
    s.controller.abort();
    await s.done;
  });

  it('stops on abort while waiting to reconnect', async () => {
    requests.length = 0;
    handlers = [(_req, res) => res.writeHead(500).end()];
    const s = run({ reconnectBaseMs: 60_000, reconnectMaxMs: 60_000 });
    await until(() => s.errors.length === 1);
    s.controller.abort();
    await s.done;
    expect(requests).toHaveLength(1);
  });
});

const firebase: FirebaseConfig = { apiKey: 'key', projectId: 'cargo', messagingSenderId: '42', appId: '1:42:web:abc', vapidKey: 'vapid' };
// The real config decoder, so the test follows the config schema as it grows.
const config = (withFirebase: boolean, push = withFirebase): AppConfig =>
  loadConfig({
    VITE_API_BASE_URL: 'https://api.example.com/',
    ...(push ? { VITE_PUSH: '1' } : {}),
    ...(withFirebase
      ? {
          VITE_FIREBASE_API_KEY: firebase.apiKey,
          VITE_FIREBASE_PROJECT_ID: firebase.projectId,
          VITE_FIREBASE_MESSAGING_SENDER_ID: firebase.messagingSenderId,
          VITE_FIREBASE_APP_ID: firebase.appId,
          VITE_FIREBASE_VAPID_KEY: firebase.vapidKey,
        }
      : {}),
  });

describe('subscribePush: picks the transport', () => {
  const deps = (withFirebase: boolean, startFirebase: PushDeps['startFirebase'] = vi.fn(), push = withFirebase) => {
    const streams: PushEventsOptions[] = [];
    const d: PushDeps = {
      config: () => config(withFirebase, push),
      startFirebase,
      streamEvents: async (options) => {
        streams.push(options);
      },
    };
    return { d, streams };
  };

  it('without Firebase: reads the API stream at the configured host, and never touches Firebase', () => {
    const startFirebase = vi.fn();
    const { d, streams } = deps(false, startFirebase);
    const stop = subscribePush({ onMessage: () => {} }, d);
    expect(streams).toHaveLength(1);
    expect(streams[0]!.url).toBe('https://api.example.com/v1/user/notification/events');
    expect(startFirebase).not.toHaveBeenCalled();
    stop();
    expect(streams[0]!.signal.aborted).toBe(true);
  });

  it('Firebase configured but VITE_PUSH off: the API stream only, no permission prompt', () => {
    const startFirebase = vi.fn();
    const { d, streams } = deps(true, startFirebase, false);
    subscribePush({ onMessage: () => {} }, d)();
    expect(streams).toHaveLength(1);
    expect(startFirebase).not.toHaveBeenCalled();
  });

  it('with Firebase: starts Firebase messaging, forwards its token, and stops it on unsubscribe', async () => {
    const stopFirebase = vi.fn();
    let given: Parameters<PushDeps['startFirebase']>[1] | undefined;
    const { d, streams } = deps(true, async (_config, handlers) => {
      given = handlers;
      return stopFirebase;
    });
    const tokens: string[] = [];
    const stop = subscribePush({ onMessage: () => {}, onToken: (t) => tokens.push(t) }, d);
    await new Promise((r) => setTimeout(r, 0));
    given!.onToken('fcm-1');
    expect(tokens).toEqual(['fcm-1']);
    expect(streams).toHaveLength(0);
    stop();
    expect(stopFirebase).toHaveBeenCalledTimes(1);
  });

  it('falls back to the API stream when this browser cannot use Firebase', async () => {
    const errors: unknown[] = [];
    const { d, streams } = deps(true, async () => Promise.reject(new Error('permission denied')));
    subscribePush({ onMessage: () => {}, onError: (e) => errors.push(e) }, d);
    await new Promise((r) => setTimeout(r, 0));
    expect(streams).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });

  it('an unsubscribe before Firebase started still stops it', async () => {
    const stopFirebase = vi.fn();
    let resolve!: (stop: () => void) => void;
    const { d } = deps(true, () => new Promise((r) => (resolve = r)));
    const stop = subscribePush({ onMessage: () => {} }, d);
    stop();
    resolve(stopFirebase);
    await new Promise((r) => setTimeout(r, 0));
    expect(stopFirebase).toHaveBeenCalledTimes(1);
  });
});

describe('startFirebasePush (with fake Firebase modules)', () => {
  const fakes = (options: { supported?: boolean; token?: string } = {}) => {
    let listener: ((payload: { data?: Record<string, string> }) => void) | undefined;
    const calls = { initializeApp: vi.fn(() => ({ name: 'app' })), getToken: vi.fn(async () => options.token ?? 'fcm-token'), deleteToken: vi.fn(async () => true), unsubscribe: vi.fn(), register: vi.fn(async () => ({ scope: 'x' })) };
    const deps: FirebasePushDeps = {
      load: async () =>
        ({
          app: { initializeApp: calls.initializeApp, getApps: () => [] },
          messaging: {
            isSupported: async () => options.supported ?? true,
            getMessaging: () => ({}),
            getToken: calls.getToken,
            deleteToken: calls.deleteToken,
            onMessage: (_m: unknown, next: typeof listener) => {
              listener = next;
              return calls.unsubscribe;
            },
          },
        }) as never,
      serviceWorker: () => ({ register: calls.register }) as never,
    };
    return { deps, calls, deliver: (payload: { data?: Record<string, string> }) => listener!(payload) };
  };

  it('registers the worker with the settings in its URL, gets a token with the VAPID key, forwards data.type', async () => {
    const { deps, calls, deliver } = fakes();
    const messages: PushMessage[] = [];
    const tokens: string[] = [];
    const stop = await startFirebasePush(firebase, { onMessage: (m) => messages.push(m), onToken: (t) => tokens.push(t) }, deps);
    expect(calls.register).toHaveBeenCalledWith(firebaseWorkerUrl(firebase), { scope: FIREBASE_SW_SCOPE });
    expect(firebaseWorkerUrl(firebase)).toBe('/firebase-messaging-sw.js?apiKey=key&projectId=cargo&messagingSenderId=42&appId=1%3A42%3Aweb%3Aabc');
    expect(calls.getToken).toHaveBeenCalledWith({}, { vapidKey: 'vapid', serviceWorkerRegistration: { scope: 'x' } });
    expect(tokens).toEqual(['fcm-token']);
    deliver({ data: { type: 'NEW_NOTIFICATION' } });
    deliver({});
    expect(messages).toEqual([{ type: 'NEW_NOTIFICATION' }]);
    stop();
    expect(calls.unsubscribe).toHaveBeenCalled();
    expect(calls.deleteToken).toHaveBeenCalled();
  });

  it('rejects when the browser cannot receive Firebase messages', async () => {
    const { deps } = fakes({ supported: false });
    await expect(startFirebasePush(firebase, { onMessage: () => {}, onToken: () => {} }, deps)).rejects.toThrow('not supported');
  });
});
