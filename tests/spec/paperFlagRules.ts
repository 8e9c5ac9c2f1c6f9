/**
 * The crossing-papers flags of the order list and the dashboard (issue 36 part 3: "the order list
 * and the dashboard flag orders that are not ready"), written from the words and never read
 * from the machines:
 * - the flags come from their own call (GET /v1/user/order/crossing/notReady), asked as the page
 *   opens, beside the orders;
 * - its answer flags exactly the orders it names, and changes nothing else on the page;
 * - its failure must not break the list: the orders show as they are, without flags;
 * - the flags refresh when the list refreshes (a push, the customer back on the tab, Try again):
 *   the call is asked again, the answer of an earlier one no longer counts;
 * - anything else the customer does (another tab, a page, a search) keeps the flags shown.
 */
import { expect } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';

interface StepLike {
  from: AnyMachineSnapshot;
  event: AnyEventObject;
  to: AnyMachineSnapshot;
}

/** The events the issue calls the list refreshing. */
const REFRESHES = ['retry', 'orders.refreshed', 'notifications.changed', 'tab.returned'];

type Children = Record<string, unknown>;
const childOf = (s: AnyMachineSnapshot, id: string): unknown => (s.children as Children)[id];
/** What the page shows besides the flags: its state and its context without them. */
const shownBesideFlags = (s: AnyMachineSnapshot) => {
  const { notReady: _flags, ...rest } = s.context as Record<string, unknown>;
  return { value: s.value, context: rest };
};

/** The flags call is under way as the page opens. */
export function checkFlagsAskedAtOnce(initial: AnyMachineSnapshot): void {
  expect(childOf(initial, 'loadNotReady'), 'the flags are asked as the page opens').toBeDefined();
  expect(initial.context.notReady, 'no flag before the answer').toEqual([]);
}

/**
 * One step of the page's machine, as far as the flags go. `listCall` is the id of the page's own
 * call of the orders (loadOrders, loadOverview). Answers true when the step was the flags call's
 * answer (nothing else to check about it), false when the page's own oracle still has to.
 */
export function checkFlagStep({ from, event, to }: StepLike, listCall: string): boolean {
  if (event.type === 'xstate.done.actor.loadNotReady') {
    expect(to.context.notReady, 'the flags are the orders the server named').toEqual((event as { output?: unknown }).output);
    expect(shownBesideFlags(to), 'the flags change nothing else').toEqual(shownBesideFlags(from));
    return true;
  }
  if (event.type === 'xstate.error.actor.loadNotReady') {
    expect(to.context.notReady, 'a failed flags call shows no flag').toEqual([]);
    expect(shownBesideFlags(to), 'a failed flags call does not break the list').toEqual(shownBesideFlags(from));
    return true;
  }
  const listAskedAgain = childOf(to, listCall) !== undefined && childOf(to, listCall) !== childOf(from, listCall);
  if (REFRESHES.includes(event.type) && listAskedAgain) {
    const asked = childOf(to, 'loadNotReady');
    expect(asked, `the flags refresh with the list (${event.type})`).toBeDefined();
    expect(asked, `the flags are asked again, not the earlier answer awaited (${event.type})`).not.toBe(childOf(from, 'loadNotReady'));
  }
  expect(to.context.notReady, `the flags stay shown (${event.type})`).toEqual(from.context.notReady);
  return false;
}
