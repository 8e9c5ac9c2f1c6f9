/**
 * The order list's step oracle: after each step, which list is asked for (spec call.orders-query:
 * status = the tab, page, limit; the requested search and booking dates) and what is shown. Written
 * from spec §5 (/my-orders: tabs, paginated, err.rethrow) and the feature requests (search, dates, a page past
 * the end shows the last one). Never read from ordersMachine.
 */
import { expect } from 'vitest';
import { transition, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { holds } from './oracle';

interface StepLike {
  from: AnyMachineSnapshot;
  event: AnyEventObject;
  to: AnyMachineSnapshot;
}

type Place = { tab: string; page: number; search: string; from: string; to: string };
const TABS = ['Pending', 'InProgress', 'Completed', 'Cancelled'];
const SEARCH_MAX = 40;

const placeOf = (s: AnyMachineSnapshot): Place => ({ tab: s.context.tab, page: s.context.page, search: s.context.search, from: s.context.from, to: s.context.to });
const messageOf = (error: unknown) => ((error as Error | null)?.message ? (error as Error).message : 'Something is wrong please try again');

/** The list being asked for: `place`, from page 1 unless said, nothing shown meanwhile. */
function expectAsked(to: AnyMachineSnapshot, place: Place): void {
  expect(to.value, 'the list is asked for').toBe('loading');
  const child = (to.children as Record<string, { getSnapshot: () => { input?: unknown } } | undefined>).loadOrders;
  expect(child, 'the call is under way').toBeDefined();
  holds('call.orders-query', () => expect(child!.getSnapshot().input, 'tab, page, search and dates of the list asked for').toEqual(place));
  expect(to.context.error).toBeNull();
}

function expectUnchanged(from: AnyMachineSnapshot, to: AnyMachineSnapshot, why: string): void {
  expect(to.value, why).toEqual(from.value);
  expect(placeOf(to), why).toEqual(placeOf(from));
}

export function checkOrdersStep({ from, event, to }: StepLike): void {
  const place = placeOf(from);
  const output = (event as { output?: { orders: unknown[]; pagination: { totalPages: number }; counts: unknown } }).output;
  switch (event.type) {
    case 'xstate.done.actor.loadOrders': {
      const { totalPages } = output!.pagination;
      if (totalPages >= 1 && place.page > totalPages) {
        // A page past the end (orders moved away): the last page instead.
        expectAsked(to, { ...place, page: totalPages });
        return;
      }
      holds('orders.paginated', () => {
        expect(to.value).toBe(output!.orders.length > 0 ? 'list' : 'empty');
        expect(to.context.orders, 'the orders of the page').toEqual(output!.orders);
        expect(to.context.pagination).toEqual(output!.pagination);
      });
      expect(to.context.counts, 'the tabs’ counts').toEqual(output!.counts);
      return;
    }
    case 'xstate.error.actor.loadOrders':
      expect(to.value).toBe('failed');
      holds('err.rethrow', () => expect(to.context.error).toBe(messageOf((event as { error?: unknown }).error)));
      expect(to.context.orders).toEqual([]);
      return;
    case 'retry':
    case 'orders.refreshed':
    case 'notifications.changed':
    case 'tab.returned':
      // The same list again (a push, the tab regained, Try again); a load under way is not doubled.
      if (from.matches('loading')) return expectUnchanged(from, to, 'already loading');
      return expectAsked(to, place);
    case 'tab.changed':
      if (!TABS.includes(event.tab) || event.tab === place.tab) return expectUnchanged(from, to, 'the same tab');
      // Another tab opens on its first page; the search and dates stay.
      expect(to.context.orders).toEqual([]);
      return expectAsked(to, { ...place, tab: event.tab, page: 1 });
    case 'page.changed':
      expect(from.value, 'pages are offered with a list').toBe('list');
      return expectAsked(to, { ...place, page: event.page });
    case 'location.changed': {
      const next = { tab: event.tab, page: event.page, search: event.search.trim(), from: event.from, to: event.to };
      if (JSON.stringify(next) === JSON.stringify(place)) return expectUnchanged(from, to, 'the same place');
      expect(to.context.searchInput, 'the search box shows the URL’s search').toBe(next.search);
      return expectAsked(to, next);
    }
    case 'search.typed':
      expectUnchanged(from, to, 'typing does not search yet');
      expect(to.context.searchInput, 'the text typed, at most 40 characters').toBe(String(event.text).slice(0, SEARCH_MAX));
      return;
    case 'search.settled': {
      const search = String(from.context.searchInput).trim();
      if (search === place.search) return expectUnchanged(from, to, 'the same search');
      return expectAsked(to, { ...place, search, page: 1 });
    }
    case 'dates.changed':
      if (event.from === place.from && event.to === place.to) return expectUnchanged(from, to, 'the same dates');
      return expectAsked(to, { ...place, from: event.from, to: event.to, page: 1 });
    case 'filters.cleared':
      return expectAsked(to, { ...place, search: '', from: '', to: '', page: 1 });
    default:
      throw new Error(`no order list step oracle for ${event.type}`);
  }
}

/**
 * From wherever the list is, what another tab, page, date range or Clear would ask for — so a rule
 * holds from page 2 as well, although the shortest paths change tab only from page 1.
 */
export function checkOrdersLookahead(machine: AnyStateMachine, s: AnyMachineSnapshot): void {
  if (!s.matches('list') && !s.matches('empty') && !s.matches('failed')) return;
  const place = placeOf(s);
  const deeper = s.context.pagination && s.context.pagination.totalPages > 1 && s.matches('list') ? transition(machine, s, { type: 'page.changed', page: 2 })[0] : s;
  const from = placeOf(deeper);
  for (const tab of TABS.filter((t) => t !== from.tab)) {
    const [next] = transition(machine, deeper, { type: 'tab.changed', tab });
    holds('call.orders-query', () => expect(placeOf(next), `another tab (${tab}) from page ${from.page} asks for its first page`).toEqual({ ...from, tab, page: 1 }));
  }
  const [dated] = transition(machine, deeper, { type: 'dates.changed', from: '2026-01-01', to: '2026-01-31' });
  holds('call.orders-query', () => expect(placeOf(dated), 'a date range from its first page').toEqual({ ...from, from: '2026-01-01', to: '2026-01-31', page: 1 }));
  expect(place.tab).toBe(from.tab);
}

/** The dashboard (spec §5 /dashboard, push.refetch, err.rethrow): loads, reloads when an order moves or the tab comes back, Try again. */
export function checkDashboardStep({ from, event, to }: StepLike): void {
  switch (event.type) {
    case 'xstate.done.actor.loadOverview':
      expect(to.value).toBe('ready');
      expect(to.context.overview).toEqual((event as { output?: unknown }).output);
      expect(to.context.error).toBeNull();
      return;
    case 'xstate.error.actor.loadOverview':
      expect(to.value, 'Try again').toBe('failed');
      holds('err.rethrow', () => expect(to.context.error).toBe(messageOf((event as { error?: unknown }).error)));
      return;
    case 'notifications.changed':
    case 'tab.returned':
      if (!from.matches('ready')) return void expect(to.value).toEqual(from.value);
      if (event.type === 'notifications.changed') holds('push.refetch', () => expect(to.value, 'an order moved: the dashboard loads again').toBe('loading'));
      else expect(to.value, 'back on the tab: the dashboard loads again').toBe('loading');
      return;
    case 'retry':
      expect(to.value).toBe('loading');
      expect(to.context.error).toBeNull();
      return;
    // Issue 35: the kept quote as the server has it now replaces the browser's copy, unless dismissed meanwhile; offline, the copy stays.
    case 'xstate.done.actor.checkKeptQuote':
      expect(to.context.pendingQuote).toEqual(from.context.pendingQuote === null ? null : (event as { output?: unknown }).output);
      expect(to.value).toEqual(from.value);
      return;
    case 'xstate.error.actor.checkKeptQuote':
      expect([to.value, to.context.pendingQuote]).toEqual([from.value, from.context.pendingQuote]);
      return;
    // Issue 35 (Book this): the reminder of a kept quote goes when dismissed, and nothing else changes.
    case 'quote.dismissed':
      expect(from.context.pendingQuote, 'only a reminder that shows is dismissed').not.toBeNull();
      expect(to.context.pendingQuote, 'the reminder is gone').toBeNull();
      expect([to.value, to.context.overview, to.context.error]).toEqual([from.value, from.context.overview, from.context.error]);
      return;
    default:
      throw new Error(`no dashboard step oracle for ${event.type}`);
  }
}
