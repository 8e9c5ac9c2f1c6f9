import type { PushMessage } from '../../src/schemas/notification.ts';
import type { Logger } from '../Logger.ts';
import type { PushHub } from './PushHub.ts';

/** A comment line every 25 s keeps proxies and the browser from closing an idle stream. */
export const SSE_PING_MS = 25_000;

export interface EventStreamOptions {
  readonly push: PushHub;
  readonly companyId: string;
  /** Asked at every ping: a session signed out meanwhile ends its stream. */
  readonly isLive: () => Promise<boolean>;
  readonly pingMs?: number;
  /** Registers the stream's close with its session (SessionStreams.add); returns the removal. */
  readonly register?: (close: () => void) => () => void;
  /** The request's signal: aborted when the client goes away. */
  readonly signal?: AbortSignal;
  readonly log: Logger;
}

const encoder = new TextEncoder();

/** One server-sent event: `data: {"type":"NEW_NOTIFICATION"}` and a blank line. */
export const sseData = (message: PushMessage): string => `data: ${JSON.stringify({ type: message.type })}\n\n`;

/**
 * `text/event-stream` of the company's pushes. Everything is released when the client disconnects
 * (the body is cancelled or the request aborted), when the session ends (at once through `register`,
 * else at the next ping), when a newer stream of the session pushes it out, or when the hub closes at
 * shutdown; the ping timer is unref'd, so an open stream never keeps the process alive.
 */
export function eventStreamResponse({ push, companyId, isLive, pingMs = SSE_PING_MS, register, signal, log }: EventStreamOptions): Response {
  let release = (): void => undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const send = (text: string): void => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          finish();
        }
      };
      const finish = (): void => {
        if (!open) return;
        release();
        try {
          controller.close();
        } catch {
          // already cancelled by the reader
        }
      };
      const unsubscribe = push.subscribe(companyId, { deliver: (message) => send(sseData(message)), end: finish });
      const ping = setInterval(() => {
        isLive().then(
          (live) => (live ? send(': ping\n\n') : finish()),
          (error: unknown) => {
            log.warn('Event stream session check failed', error);
            send(': ping\n\n');
          },
        );
      }, pingMs);
      ping.unref();
      const onAbort = (): void => finish();
      signal?.addEventListener('abort', onAbort);
      let unregister = (): void => undefined;
      release = () => {
        open = false;
        clearInterval(ping);
        unsubscribe();
        unregister();
        signal?.removeEventListener('abort', onAbort);
      };
      if (register !== undefined) unregister = register(finish);
      // Sent at once, so the client sees the stream open (headers and a first chunk).
      send(': connected\n\n');
      if (signal?.aborted) finish();
    },
    cancel() {
      release();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      // nginx and similar proxies must pass events through at once.
      'X-Accel-Buffering': 'no',
    },
  });
}
