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
  /**
   * An event-loop turn longer than this is a busy one: the next turn starts one admitted request
   * only (TURN_BUDGET_MS). Tests pass their own clock-free value.
   */
  readonly turnBudgetMs?: number;
}

/**
 * How long one event-loop turn may take before request starts are paced to one per turn. Node
 * accepts about one new connection per turn: when a turn runs the synchronous work of every
 * admitted request (PGlite answers queries on this thread), a burst of new connections waits in
 * the kernel's accept queue for seconds, out of this queue's sight and its 503 (measured with 200
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
 * otherwise chain queries while new arrivals sat unread in their sockets. When the previous turn
 * was longer than turnBudgetMs, only one starts per turn, so the loop keeps polling its sockets
 * (new connections, new requests and their 503s) between the requests' synchronous work.
 */
export function concurrencyLimit(limits: ConcurrencyLimits): MiddlewareHandler {
  const retryAfter = String(limits.retryAfterSeconds ?? 1);
  const turnBudgetMs = limits.turnBudgetMs ?? TURN_BUDGET_MS;
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

  // Requests holding a slot, waiting for their turn to start (at most maxInFlight).
  const starts: Array<() => void> = [];
  let pumping = false;
  let lastTurnAt: number | undefined;
  const pump = (): void => {
    const now = performance.now();
    // Measured only while the pump ran in the previous turn too; after a pause, one start first.
    const busyTurn = lastTurnAt === undefined || now - lastTurnAt > turnBudgetMs;
    let count = busyTurn ? 1 : starts.length;
    while (count-- > 0 && starts.length > 0) starts.shift()!();
    if (starts.length > 0) {
      lastTurnAt = now;
      setImmediate(pump);
    } else {
      pumping = false;
      lastTurnAt = undefined;
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
    else if (queue.size >= limits.maxQueue || !(await waitForSlot())) return busy();
    try {
      await turn();
      await next();
    } finally {
      release();
    }
  };
}
