import type { Order } from '../../src/schemas/order.ts';

/**
 * What an order keeps of the choice it was made from (orders.payload): titles, quantities,
 * programming and the addresses as they were when it was placed, so later catalog or address-book
 * edits never change an existing order.
 */
export type OrderSnapshot = Omit<
  Order,
  | 'movementId'
  | 'status'
  | 'paymentStatus'
  | 'payBy'
  | 'userReference'
  | 'quote'
  | 'distances'
  | 'createdAt'
  // The life cycle after checkout has columns of its own (migration 0005).
  | 'entryNum'
  | 'rating'
  | 'carrier'
  | 'statusHistory'
  | 'updatedAt'
  // Derived when the order is read (server/delays/orderDelays.ts).
  | 'estimatedArrival'
  | 'delays'
> & {
  /**
   * The instant quote whose price the order charges ("Book this", quotedPrice.ts); null when it is
   * priced today. Absent in orders placed before quotes could be booked. Not part of the Order answer.
   */
  readonly quoteId?: string | null;
};
