import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { Messages } from '../schemas/messages.ts';
import type { Order } from '../schemas/order.ts';
import { ORDER_TABS, type OrderTab } from '../schemas/orderStatus.ts';
import { isApiError } from '../services/http.ts';
import { ordersApi } from '../services/ordersApi.ts';

/** How many of the newest orders the dashboard lists. */
export const RECENT_ORDERS = 5;

export interface DashboardOverview {
  /** The company's newest orders, any status. */
  readonly recent: readonly Order[];
  /** Orders per /my-orders tab. */
  readonly counts: Readonly<Record<OrderTab, number>>;
}

export interface DashboardContext {
  readonly overview: DashboardOverview | null;
  readonly error: string | null;
}

export type DashboardEvent = { type: 'retry' } | { type: 'dashboard.refreshed' };

/** The newest orders and one count per tab (a one-row page per tab: its pagination holds the total). */
export async function loadOverview(api: Pick<typeof ordersApi, 'list'> = ordersApi): Promise<DashboardOverview> {
  const [recent, ...perTab] = await Promise.all([
    api.list({ page: 1, limit: RECENT_ORDERS }),
    ...ORDER_TABS.map((status) => api.list({ status, page: 1, limit: 1 })),
  ]);
  const counts = Object.fromEntries(ORDER_TABS.map((tab, i) => [tab, perTab[i]!.pagination.total])) as Record<OrderTab, number>;
  return { recent: recent!.orders, counts };
}

const messageOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : Messages.somethingWrong);

/** /dashboard: the company's recent orders and its orders per status, with a way to retry. */
export const dashboardMachine = setup({
  types: { context: {} as DashboardContext, events: {} as DashboardEvent },
  actors: {
    loadOverview: fromPromise<DashboardOverview>(() => loadOverview()),
  },
  actions: {
    /** Provided where the machine is mounted: a 401 no refresh could cure ends the session. */
    sessionEnded: () => {},
  },
  guards: {
    isSessionEnded: ({ event }) => {
      const error = (event as { error?: unknown }).error;
      return isApiError(error) && error.status === 401;
    },
  },
}).createMachine({
  id: 'dashboard',
  context: { overview: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: ['call.orders-query'] },
      invoke: {
        id: 'loadOverview',
        src: 'loadOverview',
        onDone: { target: 'ready', actions: assign({ overview: ({ event }) => event.output, error: null }) },
        onError: [
          { guard: 'isSessionEnded', target: 'failed', actions: ['sessionEnded', assign({ error: ({ event }) => messageOf(event.error) })] },
          { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }), meta: { spec: ['err.rethrow'] } },
        ],
      },
    },
    ready: {
      on: { 'dashboard.refreshed': { target: 'loading' } },
    },
    failed: {
      on: { retry: { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});

export type DashboardSnapshot = SnapshotFrom<typeof dashboardMachine>;
