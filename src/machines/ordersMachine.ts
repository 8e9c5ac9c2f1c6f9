import { assign, cancel, enqueueActions, fromPromise, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { isCalendarDay } from '../schemas/calendarDay.ts';
import type { Pagination } from '../schemas/envelope.ts';
import { CommonMessages as Messages } from '../schemas/commonMessages.ts';
import type { OrderSummary } from '../schemas/order.ts';
import { ORDER_LIST_DEFAULTS, ORDER_SEARCH_MAX, ORDER_TABS, type OrderTab, type OrderTabCounts } from '../schemas/orderStatus.ts';
import { ordersApi, type OrderPage } from '../services/ordersApi.ts';
import { loadNotReady, type NotReadyOrder } from './crossingFlags.ts';
import { followFeed, watchTabReturn, type FeedChanged, type TabReturned } from './liveUpdates.ts';
import type { NotificationsActor } from './notificationsMachine.ts';

/** What narrows the list: part of a movement id or reference, and booking days ('yyyy-MM-dd', '' for none). */
export interface OrdersFilters {
  readonly search: string;
  readonly from: string;
  readonly to: string;
}

/** Where the list is: a tab, a page and the filters. The URL carries it (see ordersSearch). */
export interface OrdersPlace extends OrdersFilters {
  readonly tab: OrderTab;
  readonly page: number;
}

export interface OrdersContext extends OrdersPlace {
  /** The search box as typed; it becomes `search` once the customer pauses (the searchDebounce delay). */
  readonly searchInput: string;
  readonly orders: readonly OrderSummary[];
  readonly pagination: Pagination | null;
  /** Each tab's count for the current search and dates; kept while the next page loads. */
  readonly counts: OrderTabCounts | null;
  /** A failed load, in the server's words. */
  readonly error: string | null;
  /** The session's notifications actor, whose pushes refresh the list (null: no live updates). */
  readonly feed: NotificationsActor | null;
  /** The company's orders whose crossing papers are not ready (their cards are flagged); none when that call failed. */
  readonly notReady: readonly NotReadyOrder[];
}

export type OrdersInput = Partial<OrdersPlace> & { readonly feed?: NotificationsActor | null };

export type OrdersEvent =
  | { type: 'tab.changed'; tab: OrderTab }
  | { type: 'page.changed'; page: number }
  /** The URL changed under the page (back, forward, a link): show the place it names. */
  | ({ type: 'location.changed' } & OrdersPlace)
  /** A key in the search box: searched once the customer pauses. */
  | { type: 'search.typed'; text: string }
  /** The pause after typing (raised after the searchDebounce delay). */
  | { type: 'search.settled' }
  /** Booking days picked ('' clears one). */
  | { type: 'dates.changed'; from: string; to: string }
  /** Clear: the search and the dates go, the tab stays. */
  | { type: 'filters.cleared' }
  | { type: 'retry' }
  /** Something may have moved (the page regained focus, a push arrived): load the same place again. */
  | { type: 'orders.refreshed' }
  | FeedChanged
  | TabReturned;

export const NO_FILTERS: OrdersFilters = { search: '', from: '', to: '' };
export const DEFAULT_ORDERS_PLACE: OrdersPlace = { tab: 'Pending', page: ORDER_LIST_DEFAULTS.page, ...NO_FILTERS };
/** How long the search waits after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 350;

const isTab = (value: unknown): value is OrderTab => typeof value === 'string' && (ORDER_TABS as readonly string[]).includes(value);
const isPage = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1;
/** A search the server takes: trimmed, at most ORDER_SEARCH_MAX characters. */
const searchOf = (value: unknown): string => (typeof value === 'string' ? value.trim().slice(0, ORDER_SEARCH_MAX) : '');
const dayOf = (value: unknown): string => (isCalendarDay(value) ? value : '');
/** Booking days that make a range: each a day or none, from not after to. */
const isDateRange = (from: unknown, to: unknown): boolean =>
  (from === '' || isCalendarDay(from)) && (to === '' || isCalendarDay(to)) && (from === '' || to === '' || (from as string) <= (to as string));
/** Filters as a place holds them; a reversed range keeps only `from`. */
const filtersOf = (raw: { search?: unknown; from?: unknown; to?: unknown }): OrdersFilters => {
  const from = dayOf(raw.from);
  const to = dayOf(raw.to);
  return { search: searchOf(raw.search), from, to: isDateRange(from, to) ? to : '' };
};
export const hasFilters = (filters: OrdersFilters): boolean => filters.search !== '' || filters.from !== '' || filters.to !== '';

/**
 * The list's place as the URL holds it: `?tab=Completed&page=2&search=CC26&from=2026-11-01&to=2026-11-30`.
 * Anything missing or malformed falls back to the Upcoming (Pending) tab, page 1, no filter, so a pasted
 * or stale link always shows something.
 */
export function ordersPlaceFromSearch(search: string): OrdersPlace {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const tab = params.get('tab');
  const page = Number(params.get('page') ?? '');
  return {
    tab: isTab(tab) ? tab : DEFAULT_ORDERS_PLACE.tab,
    page: isPage(page) ? page : DEFAULT_ORDERS_PLACE.page,
    ...filtersOf({ search: params.get('search'), from: params.get('from'), to: params.get('to') }),
  };
}

/** The query string of a place; the default place is the bare `/my-orders`. */
export function ordersSearch({ tab, page, search = '', from = '', to = '' }: Pick<OrdersPlace, 'tab' | 'page'> & Partial<OrdersFilters>): string {
  const params = new URLSearchParams();
  if (tab !== DEFAULT_ORDERS_PLACE.tab) params.set('tab', tab);
  if (page !== DEFAULT_ORDERS_PLACE.page) params.set('page', String(page));
  if (search) params.set('search', search);
  if (from) params.set('from', from);
  if (to) params.set('to', to);
  const query = params.toString();
  return query ? `?${query}` : '';
}

const placeOf = (context: OrdersPlace): OrdersPlace => ({ tab: context.tab, page: context.page, search: context.search, from: context.from, to: context.to });

const messageOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : Messages.somethingWrong);
/** The loaded page, as params of the guards that read it. */
const loaded = ({ event }: { event: { output: OrderPage } }) => ({ page: event.output });

/**
 * /my-orders (spec orders.paginated, call.orders-query): one tab of the company's orders, a page at a
 * time, searched by movement id or reference and filtered by booking days, with every tab's count.
 * A tab change starts again at page 1, and so does a new search or date range. Each place the customer picks is reported through
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
    loadNotReady,
    loadOrders: fromPromise<OrderPage, OrdersPlace>(({ input }) =>
      ordersApi.list({ status: input.tab, page: input.page, limit: ORDER_LIST_DEFAULTS.limit, search: input.search, from: input.from, to: input.to }),
    ),
  },
  delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
  actions: {
    /**
     * Provided where the machine is mounted: write the place to the URL, as a new history entry, or
     * in place of the current one when the machine corrected it.
     */
    placeChanged: (_, _place: OrdersPlace & { replace: boolean }) => {},
    /** Which orders to flag, asked beside the list (an answer under way is dropped for the new one). */
    askNotReady: enqueueActions(({ enqueue }) => {
      enqueue.stopChild('loadNotReady');
      enqueue.spawnChild('loadNotReady', { id: 'loadNotReady' });
    }),
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
    isOtherPlace: ({ context }, place: { tab: unknown; page: unknown; search: unknown; from: unknown; to: unknown }) => {
      if (!isTab(place.tab) || !isPage(place.page)) return false;
      const filters = filtersOf(place);
      return place.tab !== context.tab || place.page !== context.page || filters.search !== context.search || filters.from !== context.from || filters.to !== context.to;
    },
    /** The typed search differs from the one shown. */
    isNewSearch: ({ context }) => searchOf(context.searchInput) !== context.search,
    isOtherDateRange: ({ context }, { from, to }: { from: unknown; to: unknown }) => isDateRange(from, to) && (from !== context.from || to !== context.to),
    hasFilters: ({ context }) => hasFilters(context) || context.searchInput !== '',
  },
}).createMachine({
  id: 'orders',
  description: 'My orders, one tab and one page at a time',
  context: ({ input, spawn }) => {
    // The flags are asked once as the page opens (not in an entry action: the root is re-entered
    // on every tab, page or search change), then again with each refresh of the list.
    spawn('loadNotReady', { id: 'loadNotReady' });
    const filters = filtersOf(input ?? {});
    return {
      tab: isTab(input?.tab) ? input.tab : DEFAULT_ORDERS_PLACE.tab,
      page: isPage(input?.page) ? input.page : DEFAULT_ORDERS_PLACE.page,
      ...filters,
      searchInput: filters.search,
      orders: [],
      pagination: null,
      counts: null,
      error: null,
      feed: input?.feed ?? null,
      notReady: [],
    };
  },
  initial: 'loading',
  meta: { spec: ['orders.paginated'] },
  // Live: an order event the session heard, or the customer back on the tab, shows the latest.
  invoke: [
    { id: 'followFeed', src: 'followFeed', input: ({ context }) => ({ feed: context.feed }) },
    { id: 'watchTabReturn', src: 'watchTabReturn' },
  ],
  // Every state answers a tab change and a URL change the same way.
  on: {
    // The flags come and go with their own call: its failure shows the list without them.
    'xstate.done.actor.loadNotReady': { description: 'Flag the orders whose crossing papers are not ready', actions: assign({ notReady: ({ event }) => event.output }) },
    'xstate.error.actor.loadNotReady': { description: 'The flags could not be loaded: the list shows without them', actions: assign({ notReady: [] }) },
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
        { type: 'placeChanged', params: ({ context }) => ({ ...placeOf(context), replace: false }) },
      ],
    },
    'location.changed': {
      guard: { type: 'isOtherPlace', params: ({ event }) => placeOf(event) },
      target: '.loading',
      description: 'Go back or forward to another tab, page or search',
      reenter: true,
      actions: assign(({ event }) => {
        const filters = filtersOf(event);
        return { tab: event.tab, page: event.page, ...filters, searchInput: filters.search, orders: [], pagination: null, error: null };
      }),
    },
    // Debounced: each key restarts the wait; the search runs once the customer pauses.
    'search.typed': {
      description: 'Type in the search box',
      actions: [
        assign({ searchInput: ({ event }) => (typeof event.text === 'string' ? event.text.slice(0, ORDER_SEARCH_MAX) : '') }),
        cancel('searchDebounce'),
        raise({ type: 'search.settled' }, { id: 'searchDebounce', delay: 'searchDebounce' }),
      ],
    },
    'search.settled': {
      guard: 'isNewSearch',
      target: '.loading',
      description: 'Search by movement id or reference',
      reenter: true,
      actions: [
        assign({ search: ({ context }) => searchOf(context.searchInput), page: DEFAULT_ORDERS_PLACE.page, orders: [], pagination: null, error: null }),
        // Replaced, not pushed: Back should not step through every pause in the typing.
        { type: 'placeChanged', params: ({ context }) => ({ ...placeOf(context), replace: true }) },
      ],
    },
    'dates.changed': {
      guard: { type: 'isOtherDateRange', params: ({ event }) => ({ from: event.from, to: event.to }) },
      target: '.loading',
      description: 'Filter by booking date',
      reenter: true,
      actions: [
        assign({ from: ({ event }) => event.from, to: ({ event }) => event.to, page: DEFAULT_ORDERS_PLACE.page, orders: [], pagination: null, error: null }),
        { type: 'placeChanged', params: ({ context }) => ({ ...placeOf(context), replace: false }) },
      ],
    },
    'filters.cleared': {
      guard: 'hasFilters',
      target: '.loading',
      description: 'Clear the search and dates',
      reenter: true,
      actions: [
        cancel('searchDebounce'),
        assign({ ...NO_FILTERS, searchInput: '', page: DEFAULT_ORDERS_PLACE.page, orders: [], pagination: null, error: null }),
        { type: 'placeChanged', params: ({ context }) => ({ ...placeOf(context), replace: false }) },
      ],
    },
  },
  states: {
    loading: {
      description: 'Loading my orders',
      meta: { spec: ['call.orders-query'] },
      invoke: {
        id: 'loadOrders',
        src: 'loadOrders',
        input: ({ context }) => placeOf(context),
        onDone: [
          {
            guard: { type: 'isPastLastPage', params: loaded },
            target: 'loading',
            description: 'That page is gone: show the last one',
            reenter: true,
            actions: [
              assign({ page: ({ event }) => event.output.pagination.totalPages, pagination: ({ event }) => event.output.pagination, counts: ({ event }) => event.output.counts }),
              { type: 'placeChanged', params: ({ context }) => ({ ...placeOf(context), replace: true }) },
            ],
          },
          {
            guard: { type: 'hasOrders', params: loaded },
            target: 'list',
            description: 'My orders are shown',
            actions: assign({ orders: ({ event }) => event.output.orders, pagination: ({ event }) => event.output.pagination, counts: ({ event }) => event.output.counts, error: null }),
          },
          {
            target: 'empty',
            description: 'No orders in this tab',
            actions: assign({ orders: [], pagination: ({ event }) => event.output.pagination, counts: ({ event }) => event.output.counts, error: null }),
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
            { type: 'placeChanged', params: ({ context }) => ({ ...placeOf(context), replace: false }) },
          ],
        },
        'orders.refreshed': { target: 'loading', description: 'See the latest', actions: 'askNotReady' },
      },
    },
    empty: {
      description: 'No orders in this tab (or none match the search and dates)',
      on: { 'orders.refreshed': { target: 'loading', description: 'See the latest', actions: 'askNotReady' } },
    },
    failed: {
      description: 'My orders could not be loaded',
      on: {
        retry: { target: 'loading', description: 'Try again', actions: [assign({ error: null }), 'askNotReady'] },
        'orders.refreshed': { target: 'loading', description: 'See the latest', actions: [assign({ error: null }), 'askNotReady'] },
      },
    },
  },
});

export type OrdersSnapshot = SnapshotFrom<typeof ordersMachine>;
export type OrdersActor = ActorRefFrom<typeof ordersMachine>;
