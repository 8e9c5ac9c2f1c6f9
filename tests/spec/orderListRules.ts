/**
 * Oracle for the order list's search and filters ("orders searchable by movement id or
 * reference, filterable by date, with the booking date on each card and counts on the tabs"), written
 * from the feature request's words and never from the machine:
 * - typing alone asks nothing; after the pause the list shows the orders matching what was typed,
 *   from page 1, on the same tab and dates;
 * - picking booking days shows that range from page 1 with the same search; a range that ends before
 *   it starts changes nothing;
 * - Clear removes the search and the dates, keeps the tab;
 * - every search, range and clearing is written to the address (reload keeps it);
 * - the tabs' counts are the server's counts of the last answer.
 */
import { expect } from 'vitest';
import { transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import type { OrderPage } from '../../src/services/ordersApi';

type Place = { tab: string; page: number; search: string; from: string; to: string };
const placeOf = (s: AnyMachineSnapshot): Place => {
  const { tab, page, search, from, to } = s.context as Place;
  return { tab, page, search, from, to };
};
/** The place the step wrote to the address, if any. */
const written = (actions: ReadonlyArray<{ type: string; params?: unknown }>): Place | undefined => {
  const action = actions.find((a) => a.type === 'placeChanged');
  if (!action) return undefined;
  const { tab, page, search, from, to } = action.params as Place;
  return { tab, page, search, from, to };
};

export function checkOrderListRules(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, answer: OrderPage): void {
  const before = placeOf(snapshot);
  const where = String(JSON.stringify(snapshot.value));

  // Typing alone asks nothing.
  const typed = before.search === 'CC26000042' ? 'REF7' : 'CC26000042';
  const [typing] = transition(machine, snapshot, { type: 'search.typed', text: ` ${typed} ` });
  expect(typing.value, `typing changes nothing shown yet (${where})`).toEqual(snapshot.value);
  expect(placeOf(typing), `typing does not search yet (${where})`).toEqual(before);

  // After the pause: the matching orders, from page 1, same tab and dates, written to the address.
  const [searching, searchActions] = transition(machine, typing, { type: 'search.settled' });
  const searched = { ...before, search: typed, page: 1 };
  expect(searching.matches('loading'), `the pause after typing searches (${where})`).toBe(true);
  expect(placeOf(searching), `the search asks for what was typed, trimmed, from page 1 (${where})`).toEqual(searched);
  expect(written(searchActions), `the search is kept in the address (${where})`).toEqual(searched);

  // Booking days: that range from page 1, the search kept; a reversed range changes nothing.
  const [dated, dateActions] = transition(machine, snapshot, { type: 'dates.changed', from: '2026-11-01', to: '2026-11-30' });
  const range = { ...before, from: '2026-11-01', to: '2026-11-30', page: 1 };
  if (before.from !== range.from || before.to !== range.to) {
    expect(dated.matches('loading'), `a date range loads (${where})`).toBe(true);
    expect(placeOf(dated), `a date range keeps the tab and search, from page 1 (${where})`).toEqual(range);
    expect(written(dateActions), `the dates are kept in the address (${where})`).toEqual(range);
  }
  const [reversed, reversedActions] = transition(machine, snapshot, { type: 'dates.changed', from: '2026-11-30', to: '2026-11-01' });
  expect(placeOf(reversed), `a range ending before it starts changes nothing (${where})`).toEqual(before);
  expect(written(reversedActions), `a reversed range writes nothing (${where})`).toBeUndefined();

  // Clear: no search, no dates, the same tab.
  const [cleared, clearActions] = transition(machine, snapshot, { type: 'filters.cleared' });
  const filtered = before.search !== '' || before.from !== '' || before.to !== '';
  if (filtered) {
    const clean = { tab: before.tab, page: 1, search: '', from: '', to: '' };
    expect(placeOf(cleared), `Clear removes the search and dates, keeps the tab (${where})`).toEqual(clean);
    expect(written(clearActions), `Clear is kept in the address (${where})`).toEqual(clean);
  }

  // The tabs' counts are the server's.
  if (snapshot.matches('loading')) {
    const [shown] = transition(machine, snapshot, { type: 'xstate.done.actor.loadOrders', output: answer });
    expect(shown.context.counts, 'the tabs show the counts the server gave').toEqual(answer.counts);
  }
}
