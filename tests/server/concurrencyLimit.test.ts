import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { Messages } from '../../src/schemas/messages.ts';
import { concurrencyLimit } from '../../server/http/concurrencyLimit.ts';

/** An app whose /work requests finish only when the test releases them, in order. */
function gatedApp(limits: { maxInFlight: number; maxQueue: number; maxQueueWaitMs: number }) {
  const gates: Array<() => void> = [];
  let running = 0;
  let maxRunning = 0;
  const app = new Hono();
  app.use(concurrencyLimit({ ...limits, exempt: (c) => c.req.path === '/health' }));
  app.get('/work', async (c) => {
    running++;
    maxRunning = Math.max(maxRunning, running);
    await new Promise<void>((resolve) => gates.push(resolve));
    running--;
    return c.json({ ok: true });
  });
  app.get('/health', (c) => c.json({ ok: true }));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
  // The limiter may pace starts over several turns on a loaded machine: wait for the count, not a timer.
  const runningBecomes = (n: number) => vi.waitFor(() => expect(running).toBe(n), { timeout: 5_000, interval: 10 });
  return { app, gates, settle, runningBecomes, maxRunning: () => maxRunning, running: () => running };
}

describe('concurrencyLimit (the bounded queue in front of the routes)', () => {
  it('runs at most maxInFlight, queues maxQueue in arrival order, and answers 503 + Retry-After beyond', async () => {
    const t = gatedApp({ maxInFlight: 2, maxQueue: 2, maxQueueWaitMs: 10_000 });
    const answers = Array.from({ length: 5 }, () => t.app.request('/work'));
    // A loaded machine may need more than one timer turn to start both.
    await t.runningBecomes(2);
    const refused = await answers[4]!;
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Retry-After')).toBe('1');
    expect(await refused.json()).toEqual({ statusCode: 503, message: Messages.serviceUnavailable });
    // Exempt routes answer even while the queue is full.
    expect((await t.app.request('/health')).status).toBe(200);
    // Each finished request hands its slot to the oldest waiter.
    while (t.gates.length > 0 || t.running() > 0) {
      t.gates.shift()?.();
      await t.settle();
    }
    expect((await Promise.all(answers.slice(0, 4))).map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(t.maxRunning()).toBe(2);
    // Exactly the slots came back: two of three run at once, the third waits.
    const again = [t.app.request('/work'), t.app.request('/work'), t.app.request('/work')];
    await t.runningBecomes(2);
    await t.settle();
    expect(t.running()).toBe(2);
    while (t.gates.length > 0 || t.running() > 0) {
      t.gates.shift()?.();
      await t.settle();
    }
    expect((await Promise.all(again)).map((r) => r.status)).toEqual([200, 200, 200]);
  });

  it('answers 503 to a request that waited maxQueueWaitMs for a slot, and the slot stays counted right', async () => {
    const t = gatedApp({ maxInFlight: 1, maxQueue: 5, maxQueueWaitMs: 50 });
    const first = t.app.request('/work');
    await t.runningBecomes(1);
    const waited = await t.app.request('/work');
    expect(waited.status).toBe(503);
    t.gates.shift()!();
    expect((await first).status).toBe(200);
    const next = t.app.request('/work');
    await t.runningBecomes(1);
    t.gates.shift()!();
    expect((await next).status).toBe(200);
  });
});

describe('concurrencyLimit pacing (one start per event-loop turn after a busy turn)', () => {
  /** The event-loop turn each request started in, counted by a setImmediate chain. */
  async function startTurns(turnBudgetMs: number, requests: number): Promise<number[]> {
    let turn = 0;
    let ticking = true;
    const tick = (): void => {
      turn++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const turns: number[] = [];
    const app = new Hono();
    app.use(concurrencyLimit({ maxInFlight: requests, maxQueue: 0, maxQueueWaitMs: 1000, turnBudgetMs }));
    app.get('/work', (c) => {
      turns.push(turn);
      // A request's synchronous work (PGlite answers on this thread): this turn is a busy one.
      const until = performance.now() + 2;
      while (performance.now() < until);
      return c.json({ ok: true });
    });
    const answers = await Promise.all(Array.from({ length: requests }, () => app.request('/work')));
    ticking = false;
    expect(answers.map((r) => r.status)).toEqual(Array.from({ length: requests }, () => 200));
    return turns;
  }

  it('starts one admitted request per turn while turns take longer than the budget, so sockets are polled between them', async () => {
    const turns = await startTurns(1, 4);
    expect(new Set(turns).size).toBe(4);
  });

  it('starts every waiting request in one turn while turns are quick', async () => {
    const turns = await startTurns(60_000, 4);
    // The first start after a pause goes alone; the next turn measures quick and starts the rest.
    expect(new Set(turns.slice(1)).size).toBe(1);
    expect(turns[1]).toBeGreaterThan(turns[0]!);
  });
});

describe('concurrencyLimit and clients that left', () => {
  it('does not run a queued request whose client closed its connection meanwhile', async () => {
    const t = gatedApp({ maxInFlight: 1, maxQueue: 5, maxQueueWaitMs: 10_000 });
    const first = t.app.request('/work');
    await t.runningBecomes(1);
    const gone = new AbortController();
    const left = t.app.request(new Request('http://localhost/work', { signal: gone.signal }));
    const stays = t.app.request('/work');
    await t.settle();
    gone.abort();
    t.gates.shift()!();
    expect((await first).status).toBe(200);
    expect((await left).status).toBe(503);
    // The slot went on to the next waiter, which runs.
    await t.runningBecomes(1);
    t.gates.shift()!();
    expect((await stays).status).toBe(200);
    expect(t.maxRunning()).toBe(1);
  });
});
