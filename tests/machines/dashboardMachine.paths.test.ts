import { describe, expect, it } from 'vitest';
import { dashboardMachine, loadOverview, RECENT_ORDERS, type DashboardOverview } from '../../src/machines/dashboardMachine';
import { ApiError } from '../../src/services/http';
import type { OrderListQuery, OrderPage } from '../../src/services/ordersApi';
import { definePathTests } from '../support/pathCoverage';
import { sampleOrder } from './orderFixtures';

const overview: DashboardOverview = { recent: [sampleOrder()], counts: { Pending: 1, InProgress: 0, Completed: 0, Cancelled: 0 } };

describe('dashboard machine: generated paths', () => {
  definePathTests(dashboardMachine, {
    events: {
      'xstate.done.actor.loadOverview': [{ type: 'xstate.done.actor.loadOverview', output: overview }],
      'xstate.error.actor.loadOverview': [
        { type: 'xstate.error.actor.loadOverview', error: new ApiError(401, 'Your session has expired. Please sign in again.') },
        { type: 'xstate.error.actor.loadOverview', error: new ApiError(0, 'Something is wrong please try again') },
      ],
    },
    provide: { actions: { sessionEnded: () => {} } },
    states: {
      loading: (s) => expect(s.children.loadOverview).toBeDefined(),
      ready: (s) => expect(s.context.overview).toEqual(overview),
      failed: (s) => {
        expect(s.context.error).toBeTruthy();
        expect(s.can({ type: 'retry' })).toBe(true);
      },
    },
  });
});

describe('dashboard overview', () => {
  it('[call.orders-query] asks for the 5 newest orders and one row per tab, whose totals are the counts', async () => {
    const queries: OrderListQuery[] = [];
    const totals: Record<string, number> = { Pending: 3, InProgress: 1, Completed: 7, Cancelled: 2 };
    const list = async (query: OrderListQuery = {}): Promise<OrderPage> => {
      queries.push(query);
      const total = query.status ? totals[query.status]! : 13;
      return { orders: [sampleOrder()], pagination: { page: 1, limit: query.limit ?? 10, total, totalPages: total } };
    };
    const result = await loadOverview({ list });
    expect(queries).toEqual([
      { page: 1, limit: RECENT_ORDERS },
      { status: 'Pending', page: 1, limit: 1 },
      { status: 'InProgress', page: 1, limit: 1 },
      { status: 'Completed', page: 1, limit: 1 },
      { status: 'Cancelled', page: 1, limit: 1 },
    ]);
    expect(result.counts).toEqual(totals);
    expect(result.recent).toHaveLength(1);
  });
});
