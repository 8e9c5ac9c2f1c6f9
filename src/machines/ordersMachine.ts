import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import type { Pagination } from '../schemas/envelope.ts';
import { Messages } from '../schemas/messages.ts';
import type { Order } from '../schemas/order.ts';
import { ORDER_LIST_DEFAULTS, ORDER_TABS, type OrderTab } from '../schemas/orderStatus.ts';
import { ordersApi, type OrderPage } from '../services/ordersApi.ts';
import { followFeed, watchTabReturn, type FeedChanged, type TabReturned } from './liveUpdates.ts';
import type { NotificationsActor } from './notificationsMachine.ts';

/** Where the list is: a tab and a page. The URL carries it (see ordersSearch). */
export interface OrdersPlace {
  readonly tab: OrderTab;
  readonly page: number;
}

export interface OrdersContext extends OrdersPlace {
  readonly orders: readonly Order[];
  readonly pagination: Pagination | null;
  /** A failed load, in the server's words. */
  readonly error: string | null;
  /** The session's notifications actor, whose pushes refresh the list (null: no live updates). */
  readonly feed: NotificationsActor | null;
}

export type OrdersInput = Partial<OrdersPlace> & { readonly feed?: NotificationsActor | null };

export type OrdersEvent =
  | { type: 'tab.changed'; tab: OrderTab }
  | { type: 'page.changed'; page: number }
  /** The URL changed under the page (back, forward, a link): show the place it names. */
  | { type: 'location.changed'; tab: OrderTab; page: number }
  | { type: 'retry' }
  /** Something may have moved (the page regained focus, a push arrived): load the same place again. */
  | { type: 'orders.refreshed' }
  | FeedChanged
  | TabReturned;

export const DEFAULT_ORDERS_PLACE: OrdersPlace = { tab: 'Pending', page: ORDER_LIST_DEFAULTS.page };

const isTab = (value: unknown): value is OrderTab => typeof value === 'string' && (ORDER_TABS as readonly string[]).includes(value);
const isPage = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;

/**
 * The list's place as the URL holds it: `?tab=Completed&page=2`. Anything missing or malformed falls
 * back to the Pending tab, page 1, so a pasted or stale link always shows something.
 */
export function ordersPlaceFromSearch(search: string): OrdersPlace {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const tab = params.get('tab');
  const page = Number(params.get('page') ?? '');
  return { tab: isTab(tab) ? tab : DEFAULT_ORDERS_PLACE.tab, page: isPage(page) ? page : DEFAULT_ORDERS_PLACE.page };
}

/** The query string of a place; the default place is the bare `/my-orders`. */
export function ordersSearch({ tab, page }: OrdersPlace): string {
  const params = new URLSearchParams();
  if (tab !== DEFAULT_ORDERS_PLACE.tab) params.set('tab', tab);
  if (page !== DEFAULT_ORDERS_PLACE.page) params.set('page', String(page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

const messageOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : Messages.somethingWrong);
/** The loaded page, as params of the guards that read it. */
const loaded = ({ event }: { event: { output: OrderPage } }) => ({ page: event.output });

/**
 * /my-orders (spec orders.paginated, call.orders-query): one tab of the company's orders, a page at a
 * time. A tab change starts again at page 1. Each place the customer picks is reported through
 * `placeChanged` (the view writes it to the URL, so reload and back keep it); a place arriving from
 * the URL comes back as `location.changed` and is loaded without being reported again. A 401 no
 * refresh could cure ends the session through the HTTP layer (authApi's onSessionExpired).
 */
export const ordersMachine = setup({
  types: {
    context: {} as OrdersContext,
    events: {} as OrdersEvent,
    input: {} as OrdersInput | undefined,
  },
  actors: {
    followFeed,
    watchTabReturn,
    loadOrders: fromPromise<OrderPage, OrdersPlace>(({ input }) =>
      ordersApi.list({ status: input.tab, page: input.page, limit: ORDER_LIST_DEFAULTS.limit }),
    ),
  },
  actions: {
    /**
     * Provided where the machine is mounted: write the place to the URL, as a new history entry, or
     * in place of the current one when the machine corrected it.
     */
    placeChanged: (_, _place: OrdersPlace & { replace: boolean }) => {},
  },
  guards: {
    hasOrders: (_, params: { page: OrderPage }) => params.page.orders.length > 0,
    /** A page past the end (a stale link, or orders that moved tab): show the last page instead. */
    isPastLastPage: ({ context }, params: { page: OrderPage }) => {
      const { totalPages } = params.page.pagination;
      return totalPages >= 1 && context.page > totalPages;
    },
    // Events from the URL or a view may carry anything: checked, not trusted.
    isOtherTab: ({ context }, params: { tab: unknown }) => isTab(params.tab) && params.tab !== context.tab,
    isOtherPage: ({ context }, { page }: { page: unknown }) =>
      isPage(page) && page !== context.page && (context.pagination === null || page <= context.pagination.totalPages),
    isOtherPlace: ({ context }, { tab, page }: { tab: unknown; page: unknown }) =>
      isTab(tab) && isPage(page) && (tab !== context.tab || page !== context.page),
  },
}).createMachine({
  id: 'orders',
  description: 'My orders, one tab and one page at a time',
  context: ({ input }) => ({
    tab: isTab(input?.tab) ? input.tab : DEFAULT_ORDERS_PLACE.tab,
    page: isPage(input?.page) ? input.page : DEFAULT_ORDERS_PLACE.page,
    orders: [],
    pagination: null,
    error: null,
    feed: input?.feed ?? null,
  }),
  initial: 'loading',
  meta: { spec: ['orders.paginated'] },
  // Live: an order event the session heard, or the customer back on the tab, shows the latest.
  invoke: [
    { id: 'followFeed', src: 'followFeed', input: ({ context }) => ({ feed: context.feed }) },
    { id: 'watchTabReturn', src: 'watchTabReturn' },
  ],
  // Every state answers a tab change and a URL change the same way.
  on: {
    'notifications.changed': { description: 'An order moved', actions: raise({ type: 'orders.refreshed' }) },
    'tab.returned': { description: 'Back on this tab', actions: raise({ type: 'orders.refreshed' }) },
    'tab.changed': {
      guard: { type: 'isOtherTab', params: ({ event }) => ({ tab: event.tab }) },
      target: '.loading',
      description: 'Open another tab',
      // Restart the load even when one is under way (it was for the old place).
      reenter: true,
      actions: [
        assign({ tab: ({ event }) => event.tab, page: DEFAULT_ORDERS_PLACE.page, orders: [], pagination: null, error: null }),
        { type: 'placeChanged', params: ({ context }) => ({ tab: context.tab, page: context.page, replace: false }) },
      ],
    },
    'location.changed': {
      guard: { type: 'isOtherPlace', params: ({ event }) => ({ tab: event.tab, page: event.page }) },
      target: '.loading',
      description: 'Go back or forward to another tab or page',
      reenter: true,
      actions: assign({ tab: ({ event }) => event.tab, page: ({ event }) => event.page, orders: [], pagination: null, error: null }),
    },
  },
  states: {
    loading: {
      description: 'Loading my orders',
      meta: { spec: ['call.orders-query'] },
      invoke: {
        id: 'loadOrders',
        src: 'loadOrders',
        input: ({ context }) => ({ tab: context.tab, page: context.page }),
        onDone: [
          {
            guard: { type: 'isPastLastPage', params: loaded },
            target: 'loading',
            description: 'That page is gone: show the last one',
            reenter: true,
            actions: [
              assign({ page: ({ event }) => event.output.pagination.totalPages, pagination: ({ event }) => event.output.pagination }),
              { type: 'placeChanged', params: ({ context }) => ({ tab: context.tab, page: context.page, replace: true }) },
            ],
          },
          {
            guard: { type: 'hasOrders', params: loaded },
            target: 'list',
            description: 'My orders are shown',
            actions: assign({ orders: ({ event }) => event.output.orders, pagination: ({ event }) => event.output.pagination, error: null }),
          },
          {
            target: 'empty',
            description: 'No orders in this tab',
            actions: assign({ orders: [], pagination: ({ event }) => event.output.pagination, error: null }),
          },
        ],
        onError: {
          target: 'failed',
          description: 'My orders could not be loaded',
          actions: assign({ orders: [], error: ({ event }) => messageOf(event.error) }),
          meta: { spec: ['err.rethrow'] },
        },
      },
    },
    list: {
      description: 'A page of my orders',
      meta: { spec: ['orders.paginated'] },
      on: {
        'page.changed': {
          guard: { type: 'isOtherPage', params: ({ event }) => ({ page: event.page }) },
          target: 'loading',
          description: 'Open another page',
          actions: [
            assign({ page: ({ event }) => event.page, orders: [], error: null }),
            { type: 'placeChanged', params: ({ context }) => ({ tab: context.tab, page: context.page, replace: false }) },
          ],
        },
        'orders.refreshed': { target: 'loading', description: 'See the latest' },
      },
    },
    empty: {
      description: 'No orders in this tab',
      on: { 'orders.refreshed': { target: 'loading', description: 'See the latest' } },
    },
    failed: {
      description: 'My orders could not be loaded',
      on: {
        retry: { target: 'loading', description: 'Try again', actions: assign({ error: null }) },
        'orders.refreshed': { target: 'loading', description: 'See the latest', actions: assign({ error: null }) },
      },
    },
  },
});

export type OrdersSnapshot = SnapshotFrom<typeof ordersMachine>;
