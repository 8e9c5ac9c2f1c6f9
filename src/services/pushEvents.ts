import type { PushMessage } from '../schemas/notification.ts';
import { ApiError, isApiError } from './http.ts';

// The push transport that needs no third party: the API's server-sent events, read with fetch
// streaming (EventSource cannot send an Authorization header).

export const PUSH_EVENTS_PATH = '/v1/user/notification/events';
/** Reconnect delays grow 1 s, 2 s, 4 s … up to 30 s; a connection that opened starts over. */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;
/** The server comments `: ping` every 25 s: this long without a byte means a dead connection. */
export const IDLE_TIMEOUT_MS = 60_000;

export interface PushEventsOptions {
  readonly url: string;
  readonly getToken: () => string | undefined;
  /** One silent refresh and retry on a 401; a 401 it rethrows means the session is over. */
  readonly withSession: <T>(call: () => Promise<T>) => Promise<T>;
  readonly onMessage: (message: PushMessage) => void;
  /** The stream came back after a drop: pushes sent meanwhile were missed. */
  readonly onResume?: () => void;
  /** Transport trouble, for the log only. */
  readonly onError?: (error: unknown) => void;
  readonly signal: AbortSignal;
  readonly fetch?: typeof fetch;
  readonly reconnectBaseMs?: number;
  readonly reconnectMaxMs?: number;
  readonly idleTimeoutMs?: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** One event's `data:` lines (joined by newlines, as the SSE spec says) → a push message, if it is one. */
export const parsePushData = (data: string): PushMessage | undefined => {
  try {
    const value: unknown = JSON.parse(data);
    return isRecord(value) && typeof value.type === 'string' ? { type: value.type } : undefined;
  } catch {
    return undefined;
  }
};

/** An incremental text/event-stream parser: feed it chunks, it calls back once per complete event's data. */
export function createEventStreamParser(onData: (data: string) => void): (chunk: string) => void {
  let buffer = '';
  let data: string[] = [];
  return (chunk) => {
    buffer += chunk;
    // A lone '\r' at the end may be half of '\r\n': keep it for the next chunk.
    const lines = buffer.split(/\r\n|\n|\r(?!$)/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) onData(data.join('\n'));
        data = [];
      } else if (line.startsWith('data:')) {
        data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
      }
      // Comments (': ping') and the other fields (event, id, retry) carry nothing the app uses.
    }
  };
}

const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * Reads the push stream until `signal` aborts: reconnects with a growing delay after any drop or
 * failure, refreshes the access token once on a 401 (through withSession) and stops for good when
 * the session is over.
 */
export async function streamPushEvents(options: PushEventsOptions): Promise<void> {
  const { signal, onError = () => {} } = options;
  const fetchFn = options.fetch ?? globalThis.fetch.bind(globalThis);
  const baseMs = options.reconnectBaseMs ?? RECONNECT_BASE_MS;
  const maxMs = options.reconnectMaxMs ?? RECONNECT_MAX_MS;
  const idleMs = options.idleTimeoutMs ?? IDLE_TIMEOUT_MS;
  let failures = 0;
  let opened = false;

  while (!signal.aborted) {
    const connection = new AbortController();
    const abortConnection = () => connection.abort();
    signal.addEventListener('abort', abortConnection, { once: true });
    let idle: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(idle);
      idle = setTimeout(abortConnection, idleMs);
    };
    try {
      // Also covers a server that never answers the request.
      watch();
      const response = await options.withSession(async () => {
        const token = options.getToken();
        const headers: Record<string, string> = { Accept: 'text/event-stream' };
        if (token) headers.Authorization = `Bearer ${token}`;
        const answer = await fetchFn(options.url, { headers, signal: connection.signal, cache: 'no-store' });
        if (!answer.ok || !answer.body) {
          await answer.body?.cancel().catch(() => {});
          throw new ApiError(answer.status, answer.ok ? 'The push stream has no body' : `Push stream answered ${answer.status}`);
        }
        return answer;
      });
      failures = 0;
      if (opened) options.onResume?.();
      opened = true;
      const parse = createEventStreamParser((data) => {
        const message = parsePushData(data);
        if (message) options.onMessage(message);
      });
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        watch();
        parse(value);
      }
    } catch (error) {
      if (signal.aborted) break;
      // withSession already tried a refresh: the session is over and the app is signing out.
      if (isApiError(error) && error.status === 401) return;
      if (!connection.signal.aborted) onError(error);
      failures += 1;
    } finally {
      clearTimeout(idle);
      signal.removeEventListener('abort', abortConnection);
    }
    if (signal.aborted) break;
    // A clean end (server restart) retries at the base delay; repeated failures back off.
    await sleep(Math.min(baseMs * 2 ** Math.max(0, failures - 1), maxMs), signal);
  }
}
