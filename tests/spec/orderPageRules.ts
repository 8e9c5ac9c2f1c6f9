/**
 * Spec oracle: what the order page says about the order it holds, written from the feature requests' words,
 * not from orderDisplay.ts or the status table:
 * - payments: "The order list, the order page and the dashboard show Unpaid, Paid, Refund pending or
 *   Refunded"; an unpaid order "expires after a stated time" (the page says by when);
 * - cancellation: "A cancelled order shows when it was cancelled and its refund state, not 'looking for a
 *   carrier'";
 * - receipts: "A paid order has a downloadable receipt […]; a refunded order a refund note";
 * - tracking: "the status timeline"; one vocabulary: "badges Looking for a carrier / In transit";
 * - Book again: "From a past order" (completed or cancelled);
 * - tracking: "route, scheduled and estimated times" (DESIGN.md §2: programming is Schedule or Instant),
 *   "the carrier's last reported location" (on a map); payments: the price the customer pays.
 * Dates are compared as the app writes every date (services/dateText.ts, outside what is checked here).
 */
import { expect } from 'vitest';
import { money } from './oracle';
import type { Order } from '../../src/schemas/order';
import { formatDateTime } from '../../src/services/dateText';

const PAYMENT_WORDS: Readonly<Record<Order['paymentStatus'], string>> = { unpaid: 'Unpaid', paid: 'Paid', refundPending: 'Refund pending', refunded: 'Refunded' };
/** The life of an order that is not cancelled, in order, with the customer's words for each status. */
const LIFE: ReadonlyArray<readonly [Order['status'], string]> = [
  ['NewAssignments', 'Looking for a carrier'],
  ['Pending', 'Carrier assigned'],
  ['InProgress', 'In transit'],
  ['Completed', 'Completed'],
];
const WORDS: Readonly<Record<Order['status'], string>> = { ...Object.fromEntries(LIFE), Cancelled: 'Cancelled' } as Record<Order['status'], string>;

export interface OrderPageText {
  readonly payment: { readonly label: string; readonly detail: string | null };
  readonly cancelledOn: string | null;
  readonly receipt: { readonly label: string; readonly href: string } | null;
  readonly timeline: ReadonlyArray<{ readonly status: string; readonly label: string; readonly at: string | null; readonly done: boolean }>;
  readonly pastOrder: boolean;
  readonly bookAgainHref: string;
  readonly route: { readonly from: string; readonly to: string; readonly extraStops: number };
  readonly schedule: string;
  readonly price: string;
  readonly estimatedArrival: string | null;
}

/** A map of the reported position: a link that carries the latitude and longitude. */
export function checkMapLink(location: { readonly latitude: number; readonly longitude: number }, href: string): void {
  const url = new URL(href);
  expect(url.protocol, '[issue 17.1] the last reported location on a map').toBe('https:');
  expect(href, '[issue 17.1] the map shows where the operator was').toContain(`mlat=${location.latitude}&mlon=${location.longitude}`);
}

/** What the page shows of `order` (`shown`, from the helpers the page renders with) is what the issues say. */
export function checkOrderPageText(order: Order, shown: OrderPageText): void {
  const why = `[issue 13] order ${order.status}, ${order.paymentStatus}`;
  expect(shown.payment.label, `${why}: the payment status in words`).toBe(PAYMENT_WORDS[order.paymentStatus]);
  const cancelled = order.status === 'Cancelled';
  const cancelledAt = order.statusHistory.find((c) => c.status === 'Cancelled')?.at;
  expect(shown.cancelledOn, `${why}: when it was cancelled, only if it was`).toBe(cancelledAt ? formatDateTime(cancelledAt) : null);
  if (order.paymentStatus === 'unpaid' && !cancelled && order.payBy !== null) {
    expect(shown.payment.detail, `${why}: pay by when, or it is cancelled`).toContain(`Pay by ${formatDateTime(order.payBy)}`);
    expect(shown.payment.detail, `${why}: pay by when, or it is cancelled`).toContain('cancelled');
  }
  if (order.paymentStatus === 'unpaid' && cancelled) expect(shown.payment.detail, `${why}: nothing was charged`).toMatch(/nothing was charged/i);
  if (order.paymentStatus === 'paid') expect(shown.payment.detail, `${why}: nothing more to say`).toBeNull();
  if (order.paymentStatus === 'refundPending' || order.paymentStatus === 'refunded') {
    const total = money(order.quote.total);
    expect(shown.payment.detail, `${why}: the refund, with its amount`).toContain(total);
    expect(shown.payment.detail, `${why}: the refund, with its amount`).toMatch(order.paymentStatus === 'refunded' ? /was refunded/ : /is being refunded/);
  }
  const receiptPath = `/v1/user/order/${encodeURIComponent(order.movementId)}/receipt`;
  if (order.paymentStatus === 'unpaid') expect(shown.receipt, `${why}: nothing paid, no receipt`).toBeNull();
  else {
    expect(shown.receipt?.label, `${why}: a receipt once paid, a refund note once refunded`).toBe(order.paymentStatus === 'paid' ? 'Download receipt' : 'Download refund note');
    expect(shown.receipt?.href.endsWith(receiptPath), `${why}: the order's own receipt`).toBe(true);
  }

  // The timeline: what happened, oldest first, with when; then, unless cancelled, the life still ahead.
  const happened = order.statusHistory.map((c) => ({ status: c.status, label: WORDS[c.status], at: formatDateTime(c.at), done: true }));
  const reached = LIFE.findIndex(([status]) => status === order.status);
  const ahead = cancelled ? [] : LIFE.slice(reached + 1).filter(([status]) => !order.statusHistory.some((c) => c.status === status));
  expect(shown.timeline, `${why}: the status timeline`).toEqual([...happened, ...ahead.map(([status, label]) => ({ status, label, at: null, done: false }))]);
  if (cancelled) expect(shown.timeline.some((step) => step.label === 'Looking for a carrier' && !step.done), `${why}: not "looking for a carrier"`).toBe(false);

  // The route in one line: the first pickup's city to the last drop's, and how many stops besides.
  expect(shown.route, `${why}: the route`).toEqual({
    from: order.pickups[0]?.addressDetails.city ?? '—',
    to: order.drops.at(-1)?.addressDetails.city ?? '—',
    extraStops: order.pickups.length + order.drops.length - 2,
  });
  const scheduled = order.programming === 'Schedule' && order.schedule !== null;
  if (!scheduled) expect(shown.schedule, `${why}: an instant order`).toBe('Instant');
  else {
    expect(shown.schedule, `${why}: the scheduled pickup, date and time`).toContain(order.schedule!.time);
    expect(shown.schedule, `${why}: the scheduled pickup, date and time`).not.toBe('Instant');
  }
  expect(shown.price, `${why}: the price, in dollars`).toBe(money(order.quote.total));
  expect(shown.estimatedArrival, `${why}: the estimated arrival, when the server has one`).toBe(order.estimatedArrival === null ? null : formatDateTime(order.estimatedArrival));

  const past = order.status === 'Completed' || cancelled;
  expect(shown.pastOrder, '[issue 17.5] a completed or cancelled order is a past order').toBe(past);
  expect(shown.bookAgainHref, '[issue 17.5] Book again opens the wizard on this order').toBe(`/additional-details?bookAgain=${encodeURIComponent(order.movementId)}`);
}
