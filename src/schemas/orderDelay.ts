import type { OrderStatus } from './orderStatus.ts';

// Delay alerts, as plain data: the kinds of delay, the one status each can happen in,
// and the customer's words for the warning on the order. The server decides whether an order is late
// (server/delays/orderDelays.ts); views and machines import this without Effect.

/**
 * pickupLate: a paid order still without a carrier at its scheduled pickup.
 * arrivalLate: an order still in transit past its estimated arrival.
 */
export const DELAY_KINDS = ['pickupLate', 'arrivalLate'] as const;
export type DelayKind = (typeof DELAY_KINDS)[number];

/** The status an order is in while a delay of this kind can hold; any other status ends it. */
export const DELAY_STATUS: Readonly<Record<DelayKind, OrderStatus>> = {
  pickupLate: 'NewAssignments',
  arrivalLate: 'InProgress',
};

/** The warning the order page and the order card show, in the customer's words (catalog ids: the views translate them). */
export const DELAY_WARNINGS: Readonly<Record<DelayKind, { readonly title: string; readonly detail: string }>> = {
  pickupLate: {
    title: /*i18n*/ 'Pickup is late: no carrier assigned yet',
    detail: /*i18n*/ 'The scheduled pickup time has passed and no carrier has taken this order yet. We are still looking and will notify you as soon as one does.',
  },
  arrivalLate: {
    title: /*i18n*/ 'Running late: past the estimated arrival',
    detail: /*i18n*/ 'The truck is still on its way after the estimated arrival time. We will notify you when the load is delivered.',
  },
};
