import type { Context, MiddlewareHandler } from 'hono';
import { Messages } from '../../src/schemas/messages.ts';
import { errorBody } from './errorBody.ts';

export interface ConcurrencyLimits {
  /** Requests handled at once. */
  readonly maxInFlight: number;
  /** Requests that may wait for a slot; one more is answered 503 at once. */
  readonly maxQueue: number;
  /** Longest wait for a slot; a request still waiting then is answered 503. */
  readonly maxQueueWaitMs: number;
  /** Requests that bypass the limit (health checks, the web app's files). */
  readonly exempt?: (c: Context) => boolean;
  /** Retry-After of the 503, in seconds (1). */
  readonly retryAfterSeconds?: number;
}

interface Waiter {
  readonly admit: () => void;
}

/**
 * A bounded queue in front of the routes: at most maxInFlight requests run, up to maxQueue wait
 * (first come, first served) at most maxQueueWaitMs, and the rest get 503 + Retry-After in the
 * API's envelope at once. Under overload clients hear "try again" in about a second instead of
 * waiting behind hundreds of others (one PGlite connection serves requests one at a time).
 * The slot is held until the handler returns its Response: an event stream's body keeps none.
 */
export function concurrencyLimit(limits: ConcurrencyLimits): MiddlewareHandler {
  const retryAfter = String(limits.retryAfterSeconds ?? 1);
  const busy = (): Response => errorBody(503, Messages.serviceUnavailable, undefined, { 'Retry-After': retryAfter, 'Cache-Control': 'no-store' });
  let inFlight = 0;
  // A Set keeps arrival order and lets a timed-out waiter leave in O(1).
  const queue = new Set<Waiter>();

  const release = (): void => {
    const next = queue.values().next();
    if (next.done === true) {
      inFlight--;
      return;
    }
    // The slot passes straight to the oldest waiter: inFlight stays the same.
    queue.delete(next.value);
    next.value.admit();
  };

  const waitForSlot = (): Promise<boolean> =>
    new Promise((resolve) => {
      const timer = setTimeout(() => {
        queue.delete(waiter);
        resolve(false);
      }, limits.maxQueueWaitMs);
      const waiter: Waiter = {
        admit: () => {
          clearTimeout(timer);
          resolve(true);
        },
      };
      queue.add(waiter);
    });

  return async (c, next) => {
    if (limits.exempt?.(c) === true) return next();
    if (inFlight < limits.maxInFlight) inFlight++;
    else if (queue.size >= limits.maxQueue || !(await waitForSlot())) return busy();
    try {
      // PGlite runs queries synchronously and resolves them as microtasks: requests in flight can
      // chain queries without Node ever polling its sockets. Starting each request on a fresh turn
      // lets new arrivals reach this queue (and its 503) between them.
      await new Promise<void>((resolve) => setImmediate(resolve));
      await next();
    } finally {
      release();
    }
  };
}
