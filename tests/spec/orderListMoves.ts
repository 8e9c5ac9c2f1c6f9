/**
 * The order list's moves, tried from every snapshot of every generated path (not only the event the
 * path takes next): every tab, page, address, search, date range, Clear, Try again and refresh the
 * customer could do there, and every kind of answer the server could give to a list under way —
 * including the ones the machine must ignore. For each: what is asked (spec call.orders-query: the
 * tab as status, the page; the search and booking days), what stays on screen meanwhile,
 * what is written to the address bar (and whether Back returns to where the customer was), what
 * the tabs count, and the message of a failure (err.rethrow, msg.catalogue).
 *
 * Written from spec §5 (/my-orders: tabs, a paginated list, err.rethrow), spec §4 orders.paginated,
 * §8's generic message, and the search (by movement id or reference, booking days, counts on
 * the tabs; the place is kept in the address so reload and Back keep it). Never read from
 * ordersMachine: the expected place, address and message are computed here from those words.
 */
import { expect } from 'vitest';
import { initialTransition, transition, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { holds } from './oracle';

type Place = { tab: string; page: number; search: string; from: string; to: string };
type Action = { type: string; params?: unknown };
type Page = { orders: ReadonlyArray<{ movementId: string }>; pagination: { page: number; limit: number; total: number; totalPages: number }; counts: Record<string, number> };

/** The tabs (spec §5: the order list by status); the first opens when nothing else is said. */
const TABS = ['Pending', 'InProgress', 'Completed', 'Cancelled'];
const FIRST_TAB = 'Pending';
/** The longest search the list takes (the search box). */
const SEARCH_MAX = 40;
/** spec §8, msg.catalogue: the words of a failure that brings none of its own. */
const GENERIC = 'Something is wrong please try again';
const HOME: Place = { tab: FIRST_TAB, page: 1, search: '', from: '', to: '' };

const placeOf = (s: AnyMachineSnapshot): Place => {
  const { tab, page, search, from, to } = s.context as Place;
  return { tab, page, search, from, to };
};

// ---------------------------------------------------------------------------------------------
// The oracle's own reading of what the customer asked for

/** A day of the calendar as 'yyyy-MM-dd' that exists (no 30 February, no other spelling). */
function isDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
const dayOrNone = (value: unknown): string => (isDay(value) ? value : '');
/** What the list searches for, given the box: no spaces around it, at most SEARCH_MAX characters. */
const searchFor = (box: unknown): string => (typeof box === 'string' ? box.trim().slice(0, SEARCH_MAX) : '');
/** Booking days the customer may pick: each a day or none; a range that ends before it starts is no range. */
const isRange = (from: unknown, to: unknown): boolean =>
  (from === '' || isDay(from)) && (to === '' || isDay(to)) && (from === '' || to === '' || (from as string) <= (to as string));
const isTab = (tab: unknown): tab is string => typeof tab === 'string' && TABS.includes(tab);
const isPageNo = (page: unknown): page is number => typeof page === 'number' && Number.isInteger(page) && page >= 1;
/** A place as the address may carry it: days that are no day drop, a reversed range keeps its start. */
function cleanPlace(raw: { tab: string; page: number; search?: unknown; from?: unknown; to?: unknown }): Place {
  const from = dayOrNone(raw.from);
  const to = dayOrNone(raw.to);
  return { tab: raw.tab, page: raw.page, search: searchFor(raw.search), from, to: from !== '' && to !== '' && to < from ? '' : to };
}

/**
 * The address of a place ("reload keeps it"): the tab unless it is the first one, the
 * page unless it is 1, the search and each day when set; the first tab's first page unfiltered is
 * the bare /my-orders.
 */
export function addressOf(place: Place): Record<string, string> {
  const out: Record<string, string> = {};
  if (place.tab !== FIRST_TAB) out.tab = place.tab;
  if (place.page !== 1) out.page = String(place.page);
  if (place.search) out.search = place.search;
  if (place.from) out.from = place.from;
  if (place.to) out.to = place.to;
  return out;
}
const queryOf = (params: Record<string, string>): string => {
  const q = new URLSearchParams(params).toString();
  return q ? `?${q}` : '';
};

// ---------------------------------------------------------------------------------------------
// What a move must do

type Shown = 'cleared' | 'kept';
type Outcome =
  | { kind: 'ignored'; why: string }
  | { kind: 'typed'; box: string }
  | {
      kind: 'asks';
      why: string;
      place: Place;
      /** the cards of the list before (a new list shows none until it comes; a refresh keeps them) */
      cards: Shown;
      /** the order total and pager of the list before (kept while another page of the same list loads), or the answer's */
      pager: Shown | 'answer';
      box: string;
      /** written to the address: as a new entry (Back returns) or in place of the current one */
      writes: { replace: boolean } | null;
      /** a search still waiting for the pause is dropped */
      dropsWait?: boolean;
    }
  | { kind: 'answered'; answer: Page }
  | { kind: 'failed'; message: string };

function expectedMove(from: AnyMachineSnapshot, event: AnyEventObject): Outcome {
  const place = placeOf(from);
  const box = String(from.context.searchInput);
  const where = (['loading', 'list', 'empty', 'failed'] as const).find((s) => from.matches(s));
  const asks = (why: string, next: Place, more: Partial<Extract<Outcome, { kind: 'asks' }>> = {}): Outcome => ({
    kind: 'asks',
    why,
    place: next,
    cards: 'cleared',
    pager: 'cleared',
    box,
    writes: { replace: false },
    ...more,
  });
  switch (event.type) {
    case 'tab.changed':
      if (!isTab(event.tab) || event.tab === place.tab) return { kind: 'ignored', why: `tab ${String(event.tab)} from ${place.tab}` };
      // Another tab opens on its first page; the search and dates stay (they narrow every tab).
      return asks(`another tab (${event.tab})`, { ...place, tab: event.tab, page: 1 });
    case 'page.changed': {
      const total = (from.context.pagination as Page['pagination'] | null)?.totalPages ?? 0;
      // The pager of a list offers its pages 1…totalPages; the current one is no move.
      if (where !== 'list' || !isPageNo(event.page) || event.page === place.page || event.page > total) return { kind: 'ignored', why: `page ${String(event.page)} of ${total} from page ${place.page} (${where})` };
      return asks(`page ${event.page}`, { ...place, page: event.page }, { pager: 'kept' });
    }
    case 'location.changed': {
      if (!isTab(event.tab) || !isPageNo(event.page)) return { kind: 'ignored', why: 'an address naming no tab or page' };
      const next = cleanPlace(event as unknown as Place);
      if (JSON.stringify(next) === JSON.stringify(place)) return { kind: 'ignored', why: 'the address of the place shown' };
      // Back, forward or a link: the address says it already, nothing is written.
      return asks('the place the address names', next, { box: next.search, writes: null });
    }
    case 'search.typed':
      return { kind: 'typed', box: typeof event.text === 'string' ? event.text.slice(0, SEARCH_MAX) : '' };
    case 'search.settled': {
      const search = searchFor(box);
      if (search === place.search) return { kind: 'ignored', why: 'the search shown' };
      // Replaced, not pushed: Back leaves the list instead of stepping through every pause in the typing.
      return asks(`the search "${search}"`, { ...place, search, page: 1 }, { writes: { replace: true } });
    }
    case 'dates.changed':
      if (!isRange(event.from, event.to) || (event.from === place.from && event.to === place.to)) return { kind: 'ignored', why: `days ${String(event.from)}…${String(event.to)}` };
      return asks(`booking days ${event.from}…${event.to}`, { ...place, from: event.from, to: event.to, page: 1 });
    case 'filters.cleared':
      if (place.search === '' && place.from === '' && place.to === '' && box === '') return { kind: 'ignored', why: 'nothing to clear' };
      return asks('Clear', { ...place, search: '', from: '', to: '', page: 1 }, { box: '', dropsWait: true });
    case 'retry':
      // Try again is offered with a failure only.
      if (where !== 'failed') return { kind: 'ignored', why: `Try again while ${where}` };
      return asks('Try again', place, { cards: 'kept', pager: 'kept', writes: null });
    case 'orders.refreshed':
    case 'notifications.changed':
    case 'tab.returned':
      // Something may have moved: the same place again, the cards shown meanwhile; a load under way is not doubled.
      if (where === 'loading') return { kind: 'ignored', why: 'already loading' };
      return asks('the latest', place, { cards: 'kept', pager: 'kept', writes: null });
    case 'xstate.done.actor.loadOrders': {
      const answer = (event as unknown as { output: Page }).output;
      const { totalPages } = answer.pagination;
      // A page past the end (a stale link, orders that moved tab): the last page, corrected in place.
      // What was shown stays until the last page comes; the total and the tabs' counts are the answer's.
      if (totalPages >= 1 && place.page > totalPages) return asks(`the last page (${totalPages})`, { ...place, page: totalPages }, { cards: 'kept', pager: 'answer', writes: { replace: true } });
      return { kind: 'answered', answer };
    }
    case 'xstate.error.actor.loadOrders': {
      const error = (event as unknown as { error: unknown }).error;
      return { kind: 'failed', message: error instanceof Error && error.message ? error.message : GENERIC };
    }
    default:
      throw new Error(`no order list move oracle for ${event.type}`);
  }
}

const writesOf = (actions: readonly Action[]) => actions.filter((a) => a.type === 'placeChanged').map((a) => a.params as Place & { replace: boolean });
const loadsOf = (actions: readonly Action[]) =>
  actions.filter((a) => a.type === 'xstate.spawnChild' && (a.params as { src?: unknown }).src === 'loadOrders').map((a) => (a.params as { input?: unknown }).input);
const cancelled = (actions: readonly Action[]) => actions.filter((a) => a.type === 'xstate.cancel').map((a) => (a.params as { sendId?: unknown }).sendId);
const delayed = (actions: readonly Action[]) =>
  actions
    .filter((a) => a.type === 'xstate.raise' || a.type === 'xstate.sendTo')
    .map((a) => a.params as { event?: { type?: string }; id?: unknown; delay?: unknown })
    .filter((p) => p.delay !== undefined);

/** Checks one move against the oracle. `wait` is the id of the wait typing starts (see checkOrderListMoves). */
export function checkOrderListMove(from: AnyMachineSnapshot, event: AnyEventObject, next: AnyMachineSnapshot, actions: readonly Action[], wait: unknown): void {
  const outcome = expectedMove(from, event);
  const say = (what: string) => `${what} — ${event.type} from ${String(JSON.stringify(from.value))} at ${JSON.stringify(placeOf(from))}`;
  const writes = writesOf(actions);
  switch (outcome.kind) {
    case 'ignored':
      expect(next.value, say(`nothing happens (${outcome.why})`)).toEqual(from.value);
      expect(next.context, say(`nothing changes (${outcome.why})`)).toEqual(from.context);
      expect(writes, say(`nothing is written to the address (${outcome.why})`)).toEqual([]);
      expect(loadsOf(actions), say(`nothing is asked (${outcome.why})`)).toEqual([]);
      return;
    case 'typed': {
      expect(next.value, say('typing changes nothing shown yet')).toEqual(from.value);
      expect(placeOf(next), say('typing does not search yet')).toEqual(placeOf(from));
      expect(next.context.searchInput, say('the box shows what was typed, at most 40 characters')).toBe(outcome.box);
      expect(writes, say('typing writes nothing to the address')).toEqual([]);
      expect(loadsOf(actions), say('typing asks nothing')).toEqual([]);
      // The search waits for a pause: each key drops the wait before it and starts a new one.
      const waits = delayed(actions);
      expect(waits.map((w) => w.event?.type), say('a key starts the wait for the pause')).toEqual(['search.settled']);
      expect(Number(waits[0]!.delay), say('the wait is a pause, not at once')).toBeGreaterThan(0);
      expect(cancelled(actions), say('a key drops the wait of the key before')).toEqual([waits[0]!.id]);
      return;
    }
    case 'asks': {
      expect(next.value, say(`the list is asked for: ${outcome.why}`)).toBe('loading');
      holds('call.orders-query', () => {
        expect(placeOf(next), say(`the place asked for: ${outcome.why}`)).toEqual(outcome.place);
        expect(loadsOf(actions), say(`one call, for ${outcome.why}: tab as status, page, search and days`)).toEqual([outcome.place]);
      });
      expect(next.context.error, say('no failure shown while asking')).toBeNull();
      expect(next.context.orders, say(`the cards meanwhile (${outcome.cards})`)).toEqual(outcome.cards === 'kept' ? from.context.orders : []);
      const answer = event.type === 'xstate.done.actor.loadOrders' ? (event as unknown as { output: Page }).output : null;
      expect(next.context.pagination, say(`the total and pager meanwhile (${outcome.pager})`)).toEqual(
        outcome.pager === 'kept' ? from.context.pagination : outcome.pager === 'answer' ? answer?.pagination : null,
      );
      expect(next.context.counts, say('the tabs keep their counts until the server gives new ones')).toEqual(answer ? answer.counts : from.context.counts);
      expect(next.context.searchInput, say('the search box')).toBe(outcome.box);
      expect(writes, say(`the address (${outcome.why})`)).toEqual(outcome.writes ? [{ ...outcome.place, ...outcome.writes }] : []);
      if (outcome.dropsWait) expect(cancelled(actions), say('Clear drops a search still waiting for the pause')).toContain(wait);
      return;
    }
    case 'answered': {
      const { answer } = outcome;
      holds('orders.paginated', () => {
        expect(next.value, say('orders shown, or the empty tab')).toBe(answer.orders.length > 0 ? 'list' : 'empty');
        expect(next.context.orders, say('the orders of the page')).toEqual(answer.orders);
        expect(next.context.pagination, say('the pagination of the answer')).toEqual(answer.pagination);
      });
      expect(placeOf(next), say('the place stays')).toEqual(placeOf(from));
      expect(next.context.counts, say('the tabs show the counts the server gave')).toEqual(answer.counts);
      expect(next.context.error, say('no failure shown')).toBeNull();
      expect(writes, say('an answer writes nothing to the address')).toEqual([]);
      return;
    }
    case 'failed':
      expect(next.value, say('Try again')).toBe('failed');
      holds('err.rethrow', () => expect(next.context.error, say('the failure in its own words')).toBe(outcome.message));
      if (outcome.message === GENERIC) holds('msg.catalogue', () => expect(next.context.error).toBe(GENERIC));
      expect(next.context.orders, say('no cards with a failure')).toEqual([]);
      expect(placeOf(next), say('the place stays')).toEqual(placeOf(from));
      expect(writes, say('a failure writes nothing to the address')).toEqual([]);
      return;
  }
}

// ---------------------------------------------------------------------------------------------
// The moves tried from each snapshot

const card = (movementId: string) => ({ movementId });
const pageOf = (page: number, total: number, orders: number, counts: Record<string, number>): Page => ({
  orders: Array.from({ length: orders }, (_, i) => card(`CC2699${String(page).padStart(2, '0')}${i}`)),
  pagination: { page, limit: 10, total, totalPages: Math.ceil(total / 10) },
  counts,
});

/** Every kind of answer to the list under way, for the page it asked. */
function answers(page: number): AnyEventObject[] {
  const counts = { Pending: 3, InProgress: 7, Completed: 25, Cancelled: 1 };
  const done = (output: Page) => ({ type: 'xstate.done.actor.loadOrders', output });
  const error = (e: unknown) => ({ type: 'xstate.error.actor.loadOrders', error: e });
  const out: AnyEventObject[] = [
    done(pageOf(page, page * 10 + 5, 5, counts)), // the page, and one more after it
    done(pageOf(page, page * 10, 10, { ...counts, Completed: 0 })), // exactly the last page
    done({ orders: [], pagination: { page, limit: 10, total: 0, totalPages: 0 }, counts: { Pending: 0, InProgress: 0, Completed: 0, Cancelled: 0 } }), // nothing at all, as zero pages
    done({ orders: [], pagination: { page, limit: 10, total: 0, totalPages: 1 }, counts: { Pending: 0, InProgress: 2, Completed: 0, Cancelled: 0 } }), // nothing, as one empty page
    error(Object.assign(new Error('Your session has expired. Please sign in again.'), { status: 401 })),
    error(new Error('')),
    error('a string thrown'),
    error(null),
  ];
  if (page > 1) {
    out.push(done(pageOf(page, (page - 1) * 10, 0, counts))); // the list now ends one page earlier
    out.push(done(pageOf(page, 10, 0, counts))); // … or after the first
  }
  return out;
}

const A_DAY = '2026-11-10';
const LATER = '2026-11-20';

/** The customer's moves, around the place shown. */
function moves(s: AnyMachineSnapshot): AnyEventObject[] {
  const place = placeOf(s);
  const total = (s.context.pagination as Page['pagination'] | null)?.totalPages ?? 0;
  const pages = [...new Set([1, 2, 3, place.page - 1, place.page, place.page + 1, total, total + 1, 0, -1, 1.5])];
  const at = (over: Partial<Place> & Record<string, unknown>) => ({ type: 'location.changed', ...place, ...over });
  return [
    ...[...TABS, 'Shipped', undefined].map((tab) => ({ type: 'tab.changed', tab })),
    ...pages.map((page) => ({ type: 'page.changed', page })),
    ...[String(place.page), undefined].map((page) => ({ type: 'page.changed', page })),
    at({}),
    at({ search: ` ${place.search} ` }),
    at({ tab: 'Shipped' }),
    at({ tab: place.tab === 'Completed' ? 'Cancelled' : 'Completed' }),
    at({ page: place.page + 1 }),
    at({ page: 0 }),
    at({ page: 2.5 }),
    at({ search: 'CC2600' }),
    at({ search: `  ${'R'.repeat(50)}  ` }),
    at({ search: '' }),
    at({ from: A_DAY, to: LATER }),
    at({ from: LATER, to: A_DAY }),
    at({ from: '2026-02-30', to: '' }),
    at({ from: '', to: '30/11/2026' }),
    at({ from: A_DAY, to: '' }),
    at({ from: '', to: LATER }),
    at({ from: '', to: '' }),
    at({ ...HOME }),
    { type: 'search.settled' },
    ...[
      [A_DAY, LATER],
      [A_DAY, A_DAY],
      [LATER, A_DAY],
      [A_DAY, ''],
      ['', LATER],
      ['', ''],
      [place.from, place.to],
      ['2026-02-30', LATER],
      [A_DAY, '20/11/2026'],
      [A_DAY, '2026-11-31'],
      [undefined, undefined],
    ].map(([from, to]) => ({ type: 'dates.changed', from, to })),
    { type: 'filters.cleared' },
    { type: 'retry' },
    { type: 'orders.refreshed' },
    { type: 'notifications.changed' },
    { type: 'tab.returned' },
    ...(s.matches('loading') ? answers(place.page) : []),
  ];
}

/** What the customer may type, and what is searched after the pause. */
const TYPED: readonly unknown[] = ['CC2600', '  REF 7  ', 'x'.repeat(55), '', '   ', 42];

/**
 * From snapshot `s` of a path: every move of `moves()`, and typing each of TYPED followed by the
 * pause and by Clear, each checked against the oracle. Also checks the address of the place shown.
 */
export function checkOrderListMoves(machine: AnyStateMachine, s: AnyMachineSnapshot, address: Address): void {
  if (s.status !== 'active') return;
  const [, typingActions] = transition(machine, s, { type: 'search.typed', text: 'CC' });
  const wait = delayed(typingActions)[0]?.id;
  const check = (from: AnyMachineSnapshot, event: AnyEventObject) => {
    const [next, actions] = transition(machine, from, event);
    checkOrderListMove(from, event, next, actions as readonly Action[], wait);
    return next;
  };
  for (const event of moves(s)) check(s, event);
  // Narrowed by one day only (the paths narrow by both, or by a search and a start)
  for (const [from, to] of [[A_DAY, ''], ['', LATER]]) {
    const narrowed = check(s, { type: 'dates.changed', from, to });
    check(narrowed, { type: 'filters.cleared' });
    checkAddress(narrowed, address);
  }
  for (const text of [...TYPED, s.context.search, ` ${String(s.context.search)}`]) {
    const typed = check(s, { type: 'search.typed', text });
    check(typed, { type: 'search.settled' });
    check(typed, { type: 'filters.cleared' });
    check(typed, { type: 'search.typed', text: 'CC26' });
  }
  checkAddress(s, address);
}

// ---------------------------------------------------------------------------------------------
// The address bar

/** The machine module's reading and writing of the address (what the page uses, see MyOrdersPage). */
export interface Address {
  read: (search: string) => Place;
  write: (place: Pick<Place, 'tab' | 'page'> & Partial<Place>) => string;
  /** True when Clear is offered: a search or a day is applied. */
  filtered: (filters: Pick<Place, 'search' | 'from' | 'to'>) => boolean;
}

const paramsOf = (query: string) => Object.fromEntries(new URLSearchParams(query.startsWith('?') ? query.slice(1) : query));

function checkAddress(s: AnyMachineSnapshot, address: Address): void {
  const place = placeOf(s);
  const written = address.write(place);
  expect(written.startsWith('?') || written === '', `an address query or none: ${written}`).toBe(true);
  expect(paramsOf(written), `the address of ${JSON.stringify(place)}`).toEqual(addressOf(place));
  expect(address.read(queryOf(addressOf(place))), 'a reload shows the same place').toEqual(place);
  expect(address.filtered(place), 'Clear is offered when a search or a day narrows the list').toBe(place.search !== '' || place.from !== '' || place.to !== '');
  for (const [writes, what] of writesSeen(s)) expect(paramsOf(address.write(writes)), what).toEqual(addressOf(writes));
  // A link to a tab's first page (the dashboard's counts link so): only the tab.
  for (const tab of TABS) expect(address.write({ tab, page: 1 }), `the link to ${tab}`).toBe(queryOf(addressOf({ ...HOME, tab })));
}

function* writesSeen(s: AnyMachineSnapshot): Generator<[Place, string]> {
  const place = placeOf(s);
  yield [{ ...place, tab: 'Completed', page: 3 }, 'another tab, a later page'];
  yield [{ ...place, search: 'REF 7', from: A_DAY, to: LATER }, 'a search with a space and a range'];
  yield [{ ...HOME }, 'the first tab, first page, unfiltered: the bare address'];
  yield [{ ...HOME, tab: 'InProgress' }, 'only the tab'];
  yield [{ ...HOME, page: 2 }, 'only the page'];
  yield [{ ...HOME, to: LATER }, 'only the last day'];
}

/** Addresses as pasted, stale or tampered with: the place shown (a link always shows something). */
const ADDRESSES: ReadonlyArray<[string, Place]> = [
  ['', HOME],
  ['?', HOME],
  ['tab=InProgress', { ...HOME, tab: 'InProgress' }],
  ['search=REF?', { ...HOME, search: 'REF?' }],
  ['?tab=Completed&page=2', { ...HOME, tab: 'Completed', page: 2 }],
  ['?tab=Shipped&page=0', HOME],
  ['?tab=cancelled', HOME],
  ['?page=2.5', HOME],
  ['?page=-3', HOME],
  ['?page=abc', HOME],
  ['?page=', HOME],
  ['?page=7', { ...HOME, page: 7 }],
  ['?search=%20CC26%20', { ...HOME, search: 'CC26' }],
  [`?search=${'x'.repeat(60)}`, { ...HOME, search: 'x'.repeat(SEARCH_MAX) }],
  ['?search=REF+7', { ...HOME, search: 'REF 7' }],
  ['?from=2026-11-01&to=2026-11-30', { ...HOME, from: '2026-11-01', to: '2026-11-30' }],
  ['?from=2026-11-01&to=2026-11-01', { ...HOME, from: '2026-11-01', to: '2026-11-01' }],
  ['?from=2026-11-30&to=2026-11-01', { ...HOME, from: '2026-11-30' }],
  ['?from=2026-02-30&to=30/11/2026', HOME],
  ['?to=2026-11-30', { ...HOME, to: '2026-11-30' }],
  ['?from=2026-11-30', { ...HOME, from: '2026-11-30' }],
  ['?from=20261130', HOME],
];

/** Inputs the page may open the list with, and the place that must be asked for first. */
const OPENINGS: ReadonlyArray<[Record<string, unknown> | undefined, Place]> = [
  [undefined, HOME],
  [{}, HOME],
  [{ tab: 'Cancelled', page: 4 }, { ...HOME, tab: 'Cancelled', page: 4 }],
  [{ tab: 'Shipped', page: 0 }, HOME],
  [{ tab: 'Completed', page: 1.5 }, { ...HOME, tab: 'Completed' }],
  [{ search: '  CC26 ', from: '2026-11-01', to: '2026-11-30' }, { ...HOME, search: 'CC26', from: '2026-11-01', to: '2026-11-30' }],
  [{ search: 'y'.repeat(45), from: '2026-02-30', to: '2026-11-30' }, { ...HOME, search: 'y'.repeat(SEARCH_MAX), to: '2026-11-30' }],
  [{ from: '2026-11-30', to: '2026-11-01' }, { ...HOME, from: '2026-11-30' }],
  [{ search: 7 }, HOME],
];

const checkedOpenings = new WeakSet<object>();

/**
 * Once per machine: opening the list at each address or input asks for the place it names (a
 * malformed one falls back to the first tab, first page, unfiltered) with the box showing its
 * search, following the session's pushes (the feed it was given, or none).
 */
export function checkOrderListOpenings(machine: AnyStateMachine, address: Address): void {
  if (checkedOpenings.has(machine)) return;
  checkedOpenings.add(machine);
  for (const [query, place] of ADDRESSES) expect(address.read(query), `the place of the address "${query}"`).toEqual(place);
  const feed = { id: 'the session’s notifications' };
  for (const [input, place] of OPENINGS) {
    for (const given of [input, input && { ...input, feed }]) {
      const [s, actions] = initialTransition(machine, given);
      const what = `opened with ${JSON.stringify(given)}`;
      expect(s.value, what).toBe('loading');
      holds('call.orders-query', () => expect(loadsOf(actions as readonly Action[]), `${what}: the place asked for`).toEqual([place]));
      expect(placeOf(s), what).toEqual(place);
      expect(s.context.searchInput, `${what}: the search box`).toBe(place.search);
      expect(s.context.orders, what).toEqual([]);
      expect(s.context.pagination, what).toBeNull();
      expect(s.context.counts, what).toBeNull();
      expect(s.context.error, what).toBeNull();
      const follows = (actions as readonly Action[]).filter((a) => a.type === 'xstate.spawnChild' && (a.params as { src?: unknown }).src === 'followFeed');
      expect(
        follows.map((a) => (a.params as { input?: unknown }).input),
        `${what}: the list follows the session’s pushes`,
      ).toEqual([{ feed: given && 'feed' in given ? feed : null }]);
      const tabs = (actions as readonly Action[]).filter((a) => a.type === 'xstate.spawnChild' && (a.params as { src?: unknown }).src === 'watchTabReturn');
      expect(tabs, `${what}: the list watches for the customer coming back to the browser tab`).toHaveLength(1);
    }
  }
}
