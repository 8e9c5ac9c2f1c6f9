import type { Context, MiddlewareHandler } from 'hono';
import { Messages } from '../../src/schemas/messages.ts';
import { messageFor } from '../i18n/requestLocale.ts';
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
  /** How long an event-loop turn should take while requests wait to start (TURN_BUDGET_MS). */
  readonly turnBudgetMs?: number;
}

/**
 * How long one event-loop turn should take while admitted requests wait to start. Node accepts
 * about one new connection per turn: when a turn runs the synchronous work of every admitted
 * request (PGlite answers queries on this thread), a burst of new connections waits in the
 * kernel's accept queue for seconds, out of this queue's sight and its 503 (measured with 200
 * connections: ~30 accepted a second, first answers after up to 5 s). Short turns keep accepting.
 */
export const TURN_BUDGET_MS = 5;

interface Waiter {
  readonly admit: () => void;
}

/**
 * A bounded queue in front of the routes: at most maxInFlight requests run, up to maxQueue wait
 * (first come, first served) at most maxQueueWaitMs, and the rest get 503 + Retry-After in the
 * API's envelope at once. Under overload clients hear "try again" in about a second instead of
 * waiting behind hundreds of others (one PGlite connection serves requests one at a time).
 * The slot is held until the handler returns its Response: an event stream's body keeps none.
 *
 * Admitted requests start in the event loop's check phase, never inside the turn that read them:
 * PGlite runs queries synchronously and resolves them as microtasks, so requests in flight could
 * otherwise chain queries while new arrivals sat unread in their sockets. Each turn starts as many
 * as fit turnBudgetMs at the pace the previous turn showed (at least one), so the loop keeps
 * polling its sockets (new connections, new requests and their 503s) between the requests' work.
 */
export function concurrencyLimit(limits: ConcurrencyLimits): MiddlewareHandler {
  const retryAfter = String(limits.retryAfterSeconds ?? 1);
  const turnBudgetMs = limits.turnBudgetMs ?? TURN_BUDGET_MS;
  const busy = (c: Context): Response => errorBody(503, messageFor(c, Messages.serviceUnavailable), undefined, { 'Retry-After': retryAfter, 'Cache-Control': 'no-store' });
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

  // Requests holding a slot, waiting for their turn to start (at most maxInFlight).
  const starts: Array<() => void> = [];
  let pumping = false;
  // The previous turn of a running pump: when it began and how many requests it started.
  let previous: { readonly at: number; readonly started: number } | undefined;
  const pump = (): void => {
    const now = performance.now();
    // As many as fit the budget at the previous turn's pace (its length per request started); one
    // after a pause, when there is no previous turn to measure.
    const fit = previous === undefined ? 1 : Math.floor((turnBudgetMs * previous.started) / Math.max(now - previous.at, Number.MIN_VALUE));
    const count = Math.min(starts.length, Math.max(1, fit));
    for (let i = 0; i < count; i++) starts.shift()!();
    if (starts.length > 0) {
      previous = { at: now, started: count };
      setImmediate(pump);
    } else {
      pumping = false;
      previous = undefined;
    }
  };
  const turn = (): Promise<void> =>
    new Promise((resolve) => {
      starts.push(resolve);
      if (!pumping) {
        pumping = true;
        setImmediate(pump);
      }
    });

  return async (c, next) => {
    if (limits.exempt?.(c) === true) return next();
    if (inFlight < limits.maxInFlight) inFlight++;
    else if (queue.size >= limits.maxQueue || !(await waitForSlot())) return busy(c);
    try {
      await turn();
      // A client that left while this waited (closed its connection) is not worked for: under
      // overload the queue would otherwise spend its next second on answers nobody reads.
      if (c.req.raw.signal.aborted) return busy(c);
      await next();
    } finally {
      release();
    }
  };
}
