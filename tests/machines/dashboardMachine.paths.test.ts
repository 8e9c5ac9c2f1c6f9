import { checkDashboardStep } from '../spec/ordersSteps';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { checkKeptQuote, dashboardMachine, loadOverview, RECENT_ORDERS, type DashboardOverview } from '../../src/machines/dashboardMachine';
import { ApiError } from '../../src/services/http';
import type { OrderListQuery, OrderPage } from '../../src/services/ordersApi';
import { definePathTests } from '../support/pathCoverage';
import { fakeNotifications } from './notificationsFixture';
import { sampleOrder } from './orderFixtures';
import { checkFlagsAskedAtOnce, checkFlagStep } from '../spec/paperFlagRules';
import type { NotReadyOrder } from '../../src/machines/crossingFlags';

const KEPT_QUOTE = { id: 'q'.repeat(22), pickup: 'Monterrey', drop: 'Dallas', total: 154_000, validUntil: '2026-12-01T10:00:00.000Z' };
const overview: DashboardOverview = { recent: [sampleOrder()], counts: { Pending: 1, InProgress: 0, Completed: 0, Cancelled: 0 } };
/** The server's orders whose crossing papers are not ready, soonest pickup first (issue 36). */
const flags: NotReadyOrder[] = [
  { movementId: 'CC26000007', scheduledPickup: null, readiness: { ready: 0, of: 3, complete: false }, next: { kind: 'commercialInvoice', action: 'provide' } },
  { movementId: 'CC26000004', scheduledPickup: '2026-12-01T08:00', readiness: { ready: 1, of: 3, complete: false }, next: { kind: 'cartaPorte', action: 'wait' } },
];

describe('dashboard machine: generated paths', () => {
  definePathTests(dashboardMachine, {
    // Without a kept quote, and with one (issue 35: the quote survives registration and verification).
    inputs: [{ feed: null, pendingQuote: null }, { feed: null, pendingQuote: KEPT_QUOTE }],
    events: {
      'xstate.done.actor.loadOverview': [{ type: 'xstate.done.actor.loadOverview', output: overview }],
      'xstate.error.actor.loadOverview': [
        { type: 'xstate.error.actor.loadOverview', error: new ApiError(401, 'Your session has expired. Please sign in again.') },
        { type: 'xstate.error.actor.loadOverview', error: new ApiError(0, 'Something is wrong please try again') },
      ],
      // What the page hears or the customer does, tried from every snapshot by the step oracle's lookahead.
      'notifications.changed': [{ type: 'notifications.changed' }],
      'tab.returned': [{ type: 'tab.returned' }],
      retry: [{ type: 'retry' }],
      'quote.dismissed': [{ type: 'quote.dismissed' }],
      // The server's copy: ended early by an operator; or gone (pruned): no reminder.
      'xstate.done.actor.checkKeptQuote': [
        { type: 'xstate.done.actor.checkKeptQuote', output: { ...KEPT_QUOTE, expired: true } },
        { type: 'xstate.done.actor.checkKeptQuote', output: null },
      ],
      'xstate.error.actor.checkKeptQuote': [{ type: 'xstate.error.actor.checkKeptQuote', error: new ApiError(0, 'Something is wrong please try again') }],
      // Issue 36: the orders that need crossing papers; none; or the call failed.
      'xstate.done.actor.loadNotReady': [
        { type: 'xstate.done.actor.loadNotReady', output: flags },
        { type: 'xstate.done.actor.loadNotReady', output: [] },
      ],
      'xstate.error.actor.loadNotReady': [{ type: 'xstate.error.actor.loadNotReady', error: new ApiError(0, 'Something is wrong please try again') }],
    },
    steps: (step) => {
      if (!checkFlagStep(step, 'loadOverview')) checkDashboardStep(step);
    },
    states: {
      loading: (s) => {
        expect(s.children.loadOverview).toBeDefined();
        // Live updates follow the page's whole life, whatever it shows.
        expect(s.children.followFeed).toBeDefined();
        expect(s.children.watchTabReturn).toBeDefined();
      },
      ready: (s) => expect(s.context.overview).toEqual(overview),
      failed: (s) => {
        // err.rethrow: the call's own message reaches the customer.
        expect(['Your session has expired. Please sign in again.', 'Something is wrong please try again']).toContain(s.context.error);
        expect(s.can({ type: 'retry' })).toBe(true);
      },
    },
  });
});

describe('dashboard machine: orders that need crossing papers (issue 36)', () => {
  const settle = () => new Promise((r) => setTimeout(r, 0));
  it('asks as the page opens and again with each reload; a failure leaves the orders shown, with no panel', async () => {
    let asked = 0;
    let answer: () => Promise<readonly NotReadyOrder[]> = async () => flags;
    const notifications = fakeNotifications();
    const feed = createActor(notifications.machine).start();
    const machine = dashboardMachine.provide({
      actors: {
        loadOverview: fromPromise<DashboardOverview>(async () => overview),
        loadNotReady: fromPromise<readonly NotReadyOrder[]>(() => (asked++, answer())),
      },
    });
    const actor = createActor(machine, { input: { feed, pendingQuote: null } });
    checkFlagsAskedAtOnce(actor.getSnapshot());
    actor.start();
    await settle();
    const before = asked;
    expect(actor.getSnapshot().context.notReady).toEqual(flags);
    answer = async () => Promise.reject(new ApiError(500, 'Something is wrong please try again'));
    notifications.push({ type: 'push.received', message: { type: 'NEW_NOTIFICATION' } });
    await settle();
    expect(asked).toBe(before + 1);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.overview).toEqual(overview);
    expect(actor.getSnapshot().context.notReady).toEqual([]);
    actor.stop();
    feed.stop();
  });
});

describe('the kept quote, as the server has it now', () => {
  const answer = { id: KEPT_QUOTE.id, pickupCity: { name: 'Monterrey' }, dropCity: { name: 'Dallas' }, quote: { total: 160_000 }, validUntil: '2026-11-30T09:00:00.000Z', expired: true };
  it('asks nothing when none is kept', async () => {
    const asked: string[] = [];
    expect(await checkKeptQuote(null, { quote: async (id) => (asked.push(id), answer as never) })).toBeNull();
    expect(asked).toEqual([]);
  });
  it('is the server’s copy: its total, its hold and whether it expired', async () => {
    expect(await checkKeptQuote(KEPT_QUOTE.id, { quote: async () => answer as never })).toEqual({ id: KEPT_QUOTE.id, pickup: 'Monterrey', drop: 'Dallas', total: 160_000, validUntil: '2026-11-30T09:00:00.000Z', expired: true });
  });
  it('is none when the server no longer has it; another failure is the caller’s', async () => {
    expect(await checkKeptQuote(KEPT_QUOTE.id, { quote: async () => Promise.reject(new ApiError(404, 'This quote does not exist. Get a new one from the quote form.')) })).toBeNull();
    await expect(checkKeptQuote(KEPT_QUOTE.id, { quote: async () => Promise.reject(new ApiError(0, 'Something is wrong please try again')) })).rejects.toThrow('Something is wrong');
  });
});

describe('dashboard overview', () => {
  it('[call.orders-query] asks one page of the 5 newest orders, any status, and shows the tab counts that answer carries', async () => {
    const queries: OrderListQuery[] = [];
    const counts = { Pending: 3, InProgress: 1, Completed: 7, Cancelled: 2 };
    const list = async (query: OrderListQuery = {}): Promise<OrderPage> => {
      queries.push(query);
      return { orders: [sampleOrder()], pagination: { page: 1, limit: query.limit ?? 10, total: 13, totalPages: 3 }, counts };
    };
    const result = await loadOverview({ list });
    expect(queries).toEqual([{ page: 1, limit: 5 }]);
    expect(RECENT_ORDERS).toBe(5);
    expect(result.counts).toEqual({ Pending: 3, InProgress: 1, Completed: 7, Cancelled: 2 });
    expect(result.recent).toHaveLength(1);
  });
});

describe('dashboard machine: live updates', () => {
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('[push.refetch] a NEW_NOTIFICATION push the session hears loads the overview again; other pushes do not', async () => {
    const notifications = fakeNotifications();
    const feed = createActor(notifications.machine).start();
    let loads = 0;
    const machine = dashboardMachine.provide({ actors: { loadOverview: fromPromise<DashboardOverview>(async () => (loads++, overview)) } });
    const dashboard = createActor(machine, { input: { feed } }).start();
    await settle();
    expect(loads).toBe(1);
    notifications.push({ type: 'push.received', message: { type: 'SOMETHING_ELSE' } });
    await settle();
    expect(loads).toBe(1);
    notifications.push({ type: 'push.received', message: { type: 'NEW_NOTIFICATION' } });
    await settle();
    expect(loads).toBe(2);
    expect(dashboard.getSnapshot().value).toBe('ready');
    // Leaving the page stops following the session's pushes.
    dashboard.stop();
    notifications.push({ type: 'push.received', message: { type: 'NEW_NOTIFICATION' } });
    await settle();
    expect(loads).toBe(2);
    feed.stop();
  });
});
