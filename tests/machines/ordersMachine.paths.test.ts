import { checkOrdersLookahead, checkOrdersStep } from '../spec/ordersSteps';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { hasFilters, ordersMachine, ordersPlaceFromSearch, ordersSearch, SEARCH_DEBOUNCE_MS, type OrdersPlace } from '../../src/machines/ordersMachine';
import { ApiError } from '../../src/services/http';
import type { OrderPage } from '../../src/services/ordersApi';
import { undescribed } from '../support/descriptions';
import { definePathTests } from '../support/pathCoverage';
import { fakeNotifications } from './notificationsFixture';
import { sampleOrder } from './orderFixtures';
import { checkOrderListRules } from '../spec/orderListRules';
import { checkOrderListMoves, checkOrderListOpenings, type Address } from '../spec/orderListMoves';
import { checkFlagsAskedAtOnce, checkFlagStep } from '../spec/paperFlagRules';
import type { NotReadyOrder } from '../../src/machines/crossingFlags';

const pagination = (page: number, total: number) => ({ page, limit: 10, total, totalPages: Math.max(1, Math.ceil(total / 10)) });
const counts = { Pending: 12, InProgress: 1, Completed: 3, Cancelled: 0 };
const noCounts = { Pending: 0, InProgress: 0, Completed: 0, Cancelled: 0 };
const pageOne: OrderPage = { orders: [sampleOrder({ movementId: 'CC26000002' }), sampleOrder({ movementId: 'CC26000001' })], pagination: pagination(1, 12), counts };
const none: OrderPage = { orders: [], pagination: pagination(1, 0), counts: noCounts };
/** Asked for page 3 of a tab that now has 2 pages. */
const pastTheEnd: OrderPage = { orders: [], pagination: { page: 3, limit: 10, total: 12, totalPages: 2 }, counts };
const expired = new ApiError(401, 'Your session has expired. Please sign in again.');
/** The server's answer naming one order of the page whose crossing papers are not ready (issue 36). */
const flags: NotReadyOrder[] = [{ movementId: 'CC26000002', scheduledPickup: '2026-12-01T08:00', readiness: { ready: 2, of: 4, complete: false }, next: { kind: 'packingList', action: 'provideAgain' } }];
/** How the page reads and writes the list's place in the address bar (MyOrdersPage uses these). */
const address: Address = { read: ordersPlaceFromSearch, write: (place) => ordersSearch(place as OrdersPlace), filtered: hasFilters };

describe('orders machine: generated paths', () => {
  definePathTests(ordersMachine, {
    events: {
      'tab.changed': [{ type: 'tab.changed', tab: 'Completed' }, { type: 'tab.changed', tab: 'Pending' }],
      'page.changed': [{ type: 'page.changed', page: 2 }],
      'location.changed': [
        { type: 'location.changed', tab: 'Cancelled', page: 3, search: '', from: '', to: '' },
        { type: 'location.changed', tab: 'Pending', page: 1, search: 'REF7', from: '2026-11-01', to: '' },
      ],
      'search.typed': [{ type: 'search.typed', text: 'CC2600' }],
      'dates.changed': [{ type: 'dates.changed', from: '2026-11-01', to: '2026-11-30' }],
      'xstate.done.actor.loadOrders': [
        { type: 'xstate.done.actor.loadOrders', output: pageOne },
        { type: 'xstate.done.actor.loadOrders', output: none },
        { type: 'xstate.done.actor.loadOrders', output: pastTheEnd },
      ],
      'xstate.error.actor.loadOrders': [
        { type: 'xstate.error.actor.loadOrders', error: expired },
        { type: 'xstate.error.actor.loadOrders', error: new ApiError(0, 'Something is wrong please try again') },
      ],
      // Issue 36: the crossing-papers flags, asked beside the list; none, one, or the call failed.
      'xstate.done.actor.loadNotReady': [
        { type: 'xstate.done.actor.loadNotReady', output: flags },
        { type: 'xstate.done.actor.loadNotReady', output: [] },
      ],
      'xstate.error.actor.loadNotReady': [{ type: 'xstate.error.actor.loadNotReady', error: new ApiError(0, 'Something is wrong please try again') }],
    },
    provide: { actions: { placeChanged: () => {} } },
    steps: (step) => {
      if (!checkFlagStep(step, 'loadOrders')) checkOrdersStep(step);
    },
    states: {
      // The search and filter rules, at every step of every path.
      '#orders': (s) => {
        checkOrderListRules(ordersMachine, s, pageOne);
        checkOrdersLookahead(ordersMachine, s);
        // Every move from here (the path takes one), each answer to a list under way, the address.
        checkOrderListOpenings(ordersMachine, address);
        checkOrderListMoves(ordersMachine, s, address);
      },
      loading: (s) => {
        expect(s.children.loadOrders).toBeDefined();
        expect(s.context.error).toBeNull();
      },
      list: (s) => {
        expect(s.context.orders.length).toBeGreaterThan(0);
        expect(s.context.pagination).not.toBeNull();
        expect(s.can({ type: 'page.changed', page: 2 })).toBe(s.context.page !== 2);
      },
      empty: (s) => {
        expect(s.context.orders).toEqual([]);
        expect(s.can({ type: 'page.changed', page: 2 })).toBe(false);
      },
      failed: (s) => {
        expect(s.context.error).toBeTruthy();
        expect(s.context.orders).toEqual([]);
        expect(s.can({ type: 'retry' })).toBe(true);
      },
    },
  });
});

const settle = () => new Promise((r) => setTimeout(r, 0));
/** A place with no search or dates. */
const at = (tab: OrdersPlace['tab'], page: number, filters: Partial<OrdersPlace> = {}): OrdersPlace => ({ tab, page, search: '', from: '', to: '', ...filters });

function fakeList(answer: (place: OrdersPlace) => OrderPage | Promise<OrderPage>) {
  const loads: OrdersPlace[] = [];
  const places: Array<OrdersPlace & { replace: boolean }> = [];
  const machine = ordersMachine.provide({
    actors: {
      loadOrders: fromPromise<OrderPage, OrdersPlace>(async ({ input }) => {
        loads.push(input);
        return answer(input);
      }),
    },
    actions: { placeChanged: (_, place) => places.push(place) },
  });
  return { machine, loads, places };
}

describe('orders machine', () => {
  it('[call.orders-query] starts on the Pending tab, page 1', async () => {
    const { machine, loads } = fakeList(() => pageOne);
    const actor = createActor(machine, { input: {} }).start();
    await settle();
    expect(loads).toEqual([at('Pending', 1)]);
    expect(actor.getSnapshot().value).toBe('list');
  });

  it('a tab change starts again at page 1 and is written to the URL', async () => {
    const { machine, loads, places } = fakeList(() => pageOne);
    const actor = createActor(machine, { input: {} }).start();
    await settle();
    actor.send({ type: 'page.changed', page: 2 });
    await settle();
    actor.send({ type: 'tab.changed', tab: 'Completed' });
    await settle();
    expect(loads).toEqual([
      at('Pending', 1),
      at('Pending', 2),
      at('Completed', 1),
    ]);
    expect(places).toEqual([
      { ...at('Pending', 2), replace: false },
      { ...at('Completed', 1), replace: false },
    ]);
  });

  it('a tab change while a page loads restarts the load for the new tab', async () => {
    const { machine, loads } = fakeList(({ tab }) => (tab === 'Pending' ? new Promise<OrderPage>(() => {}) : pageOne));
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'tab.changed', tab: 'InProgress' });
    await settle();
    expect(loads).toEqual([
      at('Pending', 1),
      at('InProgress', 1),
    ]);
    expect(actor.getSnapshot().value).toBe('list');
  });

  it('starts at the place the URL holds, and a URL change (back) loads it without writing it again', async () => {
    const { machine, loads, places } = fakeList(() => pageOne);
    const actor = createActor(machine, { input: ordersPlaceFromSearch('?tab=Completed&page=2') }).start();
    await settle();
    actor.send({ type: 'location.changed', ...at('Pending', 1) });
    await settle();
    actor.send({ type: 'location.changed', ...at('Pending', 1) });
    expect(loads).toEqual([
      at('Completed', 2),
      at('Pending', 1),
    ]);
    expect(places).toEqual([]);
  });

  it('a page past the end shows the last page and corrects the URL in place', async () => {
    const { machine, loads, places } = fakeList(({ page }) => (page === 3 ? pastTheEnd : pageOne));
    const actor = createActor(machine, { input: at('Cancelled', 3) }).start();
    await settle();
    await settle();
    expect(loads).toEqual([
      at('Cancelled', 3),
      at('Cancelled', 2),
    ]);
    expect(places).toEqual([{ ...at('Cancelled', 2), replace: true }]);
    expect(actor.getSnapshot().value).toBe('list');
  });

  it('ignores the current tab, the current page, pages out of range and nonsense', async () => {
    const { machine, loads } = fakeList(() => pageOne);
    const actor = createActor(machine, { input: {} }).start();
    await settle();
    actor.send({ type: 'tab.changed', tab: 'Pending' });
    actor.send({ type: 'tab.changed', tab: 'Nope' as never });
    actor.send({ type: 'page.changed', page: 1 });
    actor.send({ type: 'page.changed', page: 3 });
    actor.send({ type: 'page.changed', page: 1.5 });
    expect(actor.getSnapshot().value).toBe('list');
    expect(loads).toHaveLength(1);
  });

  it('a refresh reloads the same place and keeps the cards shown meanwhile', async () => {
    const { machine, loads } = fakeList(() => pageOne);
    const actor = createActor(machine, { input: {} }).start();
    await settle();
    actor.send({ type: 'orders.refreshed' });
    expect(actor.getSnapshot().context.orders).toHaveLength(2);
    await settle();
    expect(loads).toEqual([
      at('Pending', 1),
      at('Pending', 1),
    ]);
  });

  it('every state and transition says what it is in the customer\u2019s words', () => {
    expect(undescribed(ordersMachine)).toEqual([]);
  });

  it('[err.rethrow] a failure, a lasting 401 too, shows its message; retry loads again (the HTTP layer ends the session)', async () => {
    let fail = true;
    const machine = ordersMachine.provide({
      actors: {
        loadOrders: fromPromise<OrderPage, OrdersPlace>(async () => {
          if (fail) throw expired;
          return none;
        }),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(expired.message);
    fail = false;
    actor.send({ type: 'retry' });
    await settle();
    expect(actor.getSnapshot().value).toBe('empty');
  });
});

describe('orders machine: crossing papers flags (issue 36)', () => {
  const withFlags = (answer: () => Promise<readonly NotReadyOrder[]>) => {
    let asked = 0;
    const machine = ordersMachine.provide({
      actors: {
        loadOrders: fromPromise<OrderPage, OrdersPlace>(async () => pageOne),
        loadNotReady: fromPromise<readonly NotReadyOrder[]>(() => (asked++, answer())),
      },
    });
    return { machine, asked: () => asked };
  };

  it('asks which orders are not ready as the list opens, and flags them', async () => {
    const { machine, asked } = withFlags(async () => flags);
    const actor = createActor(machine, { input: {} });
    checkFlagsAskedAtOnce(actor.getSnapshot());
    actor.start();
    await settle();
    expect(asked()).toBe(1);
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.notReady).toEqual(flags);
  });

  it('a failed flags call leaves the list as it is, without flags', async () => {
    const { machine } = withFlags(async () => Promise.reject(new ApiError(500, 'Something is wrong please try again')));
    const actor = createActor(machine, { input: {} }).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context.orders).toEqual(pageOne.orders);
    expect(actor.getSnapshot().context.notReady).toEqual([]);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('a push refreshes the flags with the list; another tab keeps them', async () => {
    const notifications = fakeNotifications();
    const feed = createActor(notifications.machine).start();
    let answer: readonly NotReadyOrder[] = flags;
    const { machine, asked } = withFlags(async () => answer);
    const actor = createActor(machine, { input: { feed } }).start();
    await settle();
    const before = asked();
    actor.send({ type: 'tab.changed', tab: 'InProgress' });
    await settle();
    expect(asked()).toBe(before);
    expect(actor.getSnapshot().context.notReady).toEqual(flags);
    answer = [];
    notifications.push({ type: 'push.received', message: { type: 'NEW_NOTIFICATION' } });
    await settle();
    expect(asked()).toBe(before + 1);
    expect(actor.getSnapshot().context.notReady).toEqual([]);
    feed.stop();
  });
});

describe('orders place in the URL', () => {
  it('reads tab and page, falling back to Pending and 1', () => {
    expect(ordersPlaceFromSearch('?tab=Completed&page=2')).toEqual(at('Completed', 2));
    expect(ordersPlaceFromSearch('tab=InProgress')).toEqual(at('InProgress', 1));
    expect(ordersPlaceFromSearch('')).toEqual(at('Pending', 1));
    expect(ordersPlaceFromSearch('?tab=Shipped&page=0')).toEqual(at('Pending', 1));
    expect(ordersPlaceFromSearch('?page=2.5')).toEqual(at('Pending', 1));
  });

  it('reads the search and booking days; nonsense days and a reversed range fall back', () => {
    expect(ordersPlaceFromSearch('?search=%20CC26%20&from=2026-11-01&to=2026-11-30')).toEqual(at('Pending', 1, { search: 'CC26', from: '2026-11-01', to: '2026-11-30' }));
    expect(ordersPlaceFromSearch('?from=2026-02-30&to=30/11/2026')).toEqual(at('Pending', 1));
    expect(ordersPlaceFromSearch('?from=2026-11-30&to=2026-11-01')).toEqual(at('Pending', 1, { from: '2026-11-30' }));
    expect(ordersPlaceFromSearch(`?search=${'x'.repeat(60)}`).search).toHaveLength(40);
  });

  it('writes the search and days so a reload keeps them', () => {
    const place = at('Completed', 1, { search: 'REF 7', from: '2026-11-01', to: '2026-11-30' });
    expect(ordersSearch(place)).toBe('?tab=Completed&search=REF+7&from=2026-11-01&to=2026-11-30');
    expect(ordersPlaceFromSearch(ordersSearch(place))).toEqual(place);
  });

  it('writes only what differs from the default', () => {
    expect(ordersSearch({ tab: 'Pending', page: 1 })).toBe('');
    expect(ordersSearch({ tab: 'Completed', page: 1 })).toBe('?tab=Completed');
    expect(ordersSearch({ tab: 'Pending', page: 3 })).toBe('?page=3');
    expect(ordersSearch({ tab: 'Cancelled', page: 2 })).toBe('?tab=Cancelled&page=2');
  });
});

describe('orders machine: search and booking dates (issue 18.7)', () => {
  it('searches once the customer pauses: each key restarts the wait, the page goes back to 1', async () => {
    vi.useFakeTimers();
    try {
      const { machine, loads, places } = fakeList(() => pageOne);
      const actor = createActor(machine, { input: { tab: 'Completed', page: 2 } }).start();
      await vi.advanceTimersByTimeAsync(0);
      actor.send({ type: 'search.typed', text: 'CC' });
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50);
      actor.send({ type: 'search.typed', text: 'CC2600' });
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50);
      expect(loads).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(50);
      expect(loads).toEqual([at('Completed', 2), at('Completed', 1, { search: 'CC2600' })]);
      expect(places).toEqual([{ ...at('Completed', 1, { search: 'CC2600' }), replace: true }]);
      expect(actor.getSnapshot().context.counts).toEqual(counts);
    } finally {
      vi.useRealTimers();
    }
  });

  it('Clear drops the search and the dates and keeps the tab; it also stops a search still waiting', async () => {
    vi.useFakeTimers();
    try {
      const { machine, loads } = fakeList(() => none);
      const actor = createActor(machine, { input: at('InProgress', 1, { from: '2026-11-01', to: '2026-11-30' }) }).start();
      await vi.advanceTimersByTimeAsync(0);
      expect(actor.getSnapshot().value).toBe('empty');
      actor.send({ type: 'search.typed', text: 'REF' });
      actor.send({ type: 'filters.cleared' });
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
      expect(loads).toEqual([at('InProgress', 1, { from: '2026-11-01', to: '2026-11-30' }), at('InProgress', 1)]);
      expect(actor.getSnapshot().context.searchInput).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('orders machine: live updates', () => {
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('[push.refetch] a NEW_NOTIFICATION push the session hears loads the same place again; leaving the page stops it', async () => {
    const notifications = fakeNotifications();
    const feed = createActor(notifications.machine).start();
    const places: OrdersPlace[] = [];
    const machine = ordersMachine.provide({
      actors: { loadOrders: fromPromise<OrderPage, OrdersPlace>(async ({ input }) => (places.push(input), { orders: [sampleOrder()], pagination: { page: 1, limit: 10, total: 1, totalPages: 1 }, counts })) },
      actions: { placeChanged: () => {} },
    });
    const orders = createActor(machine, { input: { tab: 'Completed', page: 1, feed } }).start();
    await settle();
    notifications.push({ type: 'push.received', message: { type: 'SOMETHING_ELSE' } });
    await settle();
    expect(places).toEqual([at('Completed', 1)]);
    notifications.push({ type: 'push.received', message: { type: 'NEW_NOTIFICATION' } });
    await settle();
    expect(places).toEqual([at('Completed', 1), at('Completed', 1)]);
    orders.stop();
    notifications.push({ type: 'push.received', message: { type: 'NEW_NOTIFICATION' } });
    await settle();
    expect(places).toHaveLength(2);
    feed.stop();
  });
});
