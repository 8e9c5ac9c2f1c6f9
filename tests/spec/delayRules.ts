/**
 * Spec oracle for delay alerts ("an order whose carrier has not been assigned by its
 * scheduled pickup, or that is still in transit past its estimated arrival, raises a notification
 * (once) and shows a warning on the order"), written from the feature request's words, not from the machine or
 * orderDisplay: which warning the order shows for what the server says and the status it is in.
 * Not recorded with holds(): the rule is the feature request's, not spec-rules.md's.
 */
import { expect } from 'vitest';

// The customer's words for the two warnings, written out here.
export const PICKUP_LATE_WORDS = 'Pickup is late: no carrier assigned yet';
export const RUNNING_LATE_WORDS = 'Running late: past the estimated arrival';

interface LateOrder {
  readonly status: string;
  readonly delays: readonly string[];
}

/** What the feature request says the order shows: no carrier yet past the pickup, or still in transit past the estimate. */
export function expectedDelayWarning(order: LateOrder): string | null {
  // "has not been assigned": still looking for a carrier; "still in transit": in progress.
  if (order.status === 'NewAssignments' && order.delays.includes('pickupLate')) return PICKUP_LATE_WORDS;
  if (order.status === 'InProgress' && order.delays.includes('arrivalLate')) return RUNNING_LATE_WORDS;
  return null;
}

/** The warning the page decided (its title, or null) against the feature request's. */
export function checkDelayWarning(order: LateOrder | null, warning: { readonly title: string } | null): void {
  if (order === null) return;
  expect(warning?.title ?? null, `[issue 17.3] the delay warning of a ${order.status} order with delays [${order.delays.join(', ')}]`).toBe(expectedDelayWarning(order));
}
