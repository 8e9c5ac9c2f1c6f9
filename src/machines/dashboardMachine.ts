import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { OrderSummary } from '../schemas/order.ts';
import type { OrderTab } from '../schemas/orderStatus.ts';
import { failureMessage } from '../services/http.ts';
import { ordersApi } from '../services/ordersApi.ts';
import { statusOf } from '../services/http.ts';
import { forgetPendingQuote, readPendingQuote, type PendingQuote } from '../services/pendingQuote.ts';
import { quoteApi } from '../services/quoteApi.ts';
import { loadNotReady, type NotReadyOrder } from './crossingFlags.ts';
import { followFeed, watchTabReturn, type FeedChanged, type TabReturned } from './liveUpdates.ts';
import type { NotificationsActor } from './notificationsMachine.ts';

/** How many of the newest orders the dashboard lists. */
export const RECENT_ORDERS = 5;

export interface DashboardOverview {
  /** The company's newest orders, any status. */
  readonly recent: readonly OrderSummary[];
  /** Orders per /my-orders tab. */
  readonly counts: Readonly<Record<OrderTab, number>>;
}

export interface DashboardContext {
  readonly overview: DashboardOverview | null;
  readonly error: string | null;
  readonly feed: NotificationsActor | null;
  /** An instant quote kept in this browser to book ("Book this"), until an order books it or it is dismissed. */
  readonly pendingQuote: PendingQuote | null;
  /** The company's orders whose crossing papers are not ready, soonest pickup first; none when that call failed. */
  readonly notReady: readonly NotReadyOrder[];
}

/** The session's notifications actor: its pushes refresh the dashboard (null: no live updates). */
export interface DashboardInput {
  readonly feed: NotificationsActor | null;
  /** The kept quote; omitted, it is read from this browser. */
  readonly pendingQuote?: PendingQuote | null;
}

export type DashboardEvent = { type: 'retry' } | { type: 'quote.dismissed' } | FeedChanged | TabReturned;

/**
 * The kept quote as the server has it now (the browser's copy may be days old: expired, or ended
 * early by an operator); null when there is none, or the server no longer has it (then forgotten).
 */
export async function checkKeptQuote(id: string | null, api: Pick<typeof quoteApi, 'quote'> = quoteApi): Promise<PendingQuote | null> {
  if (id === null) return null;
  try {
    const quote = await api.quote(id);
    return { id: quote.id, pickup: quote.pickupCity.name, drop: quote.dropCity.name, total: quote.quote.total, validUntil: quote.validUntil, expired: quote.expired };
  } catch (error) {
    if (statusOf(error) !== 404) throw error;
    forgetPendingQuote(id);
    return null;
  }
}

/** The kept quote with whether its hold has ended, on this browser's clock until the server says (checkKeptQuote). */
const asOfNow = (quote: PendingQuote | null, now: number = Date.now()): PendingQuote | null => (quote === null ? null : { ...quote, expired: quote.expired ?? Date.parse(quote.validUntil) <= now });

/** The newest orders and the count of every tab, in one call (every list answer carries the tab counts). */
export async function loadOverview(api: Pick<typeof ordersApi, 'list'> = ordersApi): Promise<DashboardOverview> {
  const page = await api.list({ page: 1, limit: RECENT_ORDERS });
  return { recent: page.orders, counts: page.counts };
}

/**
 * /dashboard: the company's recent orders and its orders per status, with a way to retry. They load
 * again when an order event reaches the session's notifications actor or the customer comes back to
 * the tab. A 401 no refresh could cure reaches the session through the API client
 * (onSessionExpired), not from here.
 */
export const dashboardMachine = setup({
  types: { context: {} as DashboardContext, events: {} as DashboardEvent, input: {} as DashboardInput },
  actors: {
    loadOverview: fromPromise<DashboardOverview>(() => loadOverview()),
    followFeed,
    watchTabReturn,
    checkKeptQuote: fromPromise<PendingQuote | null, { id: string | null }>(({ input }) => checkKeptQuote(input.id)),
    loadNotReady,
  },
  actions: {
    forgetQuote: () => forgetPendingQuote(),
    /** Which orders need crossing papers, asked each time the orders load (an answer under way is dropped for the new one). */
    askNotReady: enqueueActions(({ enqueue }) => {
      enqueue.stopChild('loadNotReady');
      enqueue.spawnChild('loadNotReady', { id: 'loadNotReady' });
    }),
  },
  guards: {
    hasPendingQuote: ({ context }) => context.pendingQuote !== null,
  },
}).createMachine({
  id: 'dashboard',
  description: "Your company's orders at a glance",
  context: ({ input }) => ({ overview: null, error: null, feed: input.feed, pendingQuote: asOfNow(input.pendingQuote === undefined ? readPendingQuote() : input.pendingQuote), notReady: [] }),
  // The reminder of a kept quote shows whatever the orders do; dismissed, it is forgotten in this browser.
  on: {
    'quote.dismissed': { guard: 'hasPendingQuote', description: 'Dismiss the reminder of your instant quote', actions: ['forgetQuote', assign({ pendingQuote: null })] },
    // Orders that need crossing papers: their own call, whose failure leaves the rest as it is, without them.
    'xstate.done.actor.loadNotReady': { description: 'The orders that need crossing papers', actions: assign({ notReady: ({ event }) => event.output }) },
    'xstate.error.actor.loadNotReady': { description: 'Which orders need crossing papers could not be loaded: none shown', actions: assign({ notReady: [] }) },
  },
  invoke: [
    { id: 'followFeed', src: 'followFeed', input: ({ context }) => ({ feed: context.feed }) },
    { id: 'watchTabReturn', src: 'watchTabReturn' },
    {
      id: 'checkKeptQuote',
      src: 'checkKeptQuote',
      input: ({ context }) => ({ id: context.pendingQuote?.id ?? null }),
      // Unless dismissed meanwhile; offline, the browser's copy stays shown.
      onDone: { description: 'Your instant quote as it stands now', actions: assign({ pendingQuote: ({ context, event }) => (context.pendingQuote === null ? null : event.output) }) },
      onError: { description: 'Your instant quote as this browser kept it' },
    },
  ],
  initial: 'loading',
  states: {
    loading: {
      description: 'Loading your orders',
      meta: { spec: ['call.orders-query'] },
      entry: 'askNotReady',
      invoke: {
        id: 'loadOverview',
        src: 'loadOverview',
        onDone: { description: 'Your orders are here', target: 'ready', actions: assign({ overview: ({ event }) => event.output, error: null }) },
        onError: {
          description: 'Your orders could not be loaded',
          target: 'failed',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
          meta: { spec: ['err.rethrow'] },
        },
      },
    },
    ready: {
      description: 'Showing your orders per status and the newest ones',
      on: {
        'notifications.changed': { description: 'One of your orders changed: load them again', target: 'loading' },
        'tab.returned': { description: 'You came back to the page: load them again', target: 'loading' },
      },
    },
    failed: {
      description: 'Your orders could not be loaded: try again',
      on: { retry: { description: 'Try again', target: 'loading', actions: assign({ error: null }) } },
    },
  },
});

export type DashboardSnapshot = SnapshotFrom<typeof dashboardMachine>;
