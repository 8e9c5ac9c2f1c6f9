import type { OrderCarrier } from '../../src/schemas/order.ts';

// What the customer reads in the bell: one sentence per order event, naming the order and what
// happened. Titles may pass 90 characters; the bell cuts them (spec notif.title-cut), the full
// list shows them whole.

/** US cents as '$2,044.00'. */
export const formatUsd = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export const notificationTitles = {
  unpaidExpired: (movementId: string, hours: number): string =>
    `Order ${movementId} was not paid within ${hours} hours, so it was cancelled. Nothing was charged; request the service again when you are ready.`,
  placed: (movementId: string): string => `Order ${movementId} created and paid: we are looking for a carrier.`,
  carrierAssigned: (movementId: string, carrier: OrderCarrier, port: string): string =>
    `${carrier.name} will carry order ${movementId}: ${carrier.operator.name} is taking truck ${carrier.truckPlate} to ${port}.`,
  documentsUploaded: (movementId: string, carrierName: string, names: readonly string[]): string =>
    `${carrierName} added ${names.length === 1 ? 'a document' : `${names.length} documents`} to order ${movementId}: ${list(names)}.`,
  inTransit: (movementId: string, operatorName: string, port: string): string =>
    `Order ${movementId} is in transit: ${operatorName} is crossing at ${port}.`,
  completed: (movementId: string): string =>
    `Order ${movementId} was delivered and is complete. The proof of photography is ready; rate the service when you have a moment.`,
  pickupLate: (movementId: string): string =>
    `Pickup is late for order ${movementId}: its scheduled pickup time has passed and no carrier is assigned yet. We are still looking and will tell you when one takes it.`,
  arrivalLate: (movementId: string): string =>
    `Order ${movementId} is running late: it is still in transit past its estimated arrival. We will tell you when it is delivered.`,
  cancelled: (movementId: string, refund?: { readonly amountCents: number; readonly cardLast4: string | null }): string =>
    refund === undefined
      ? `Order ${movementId} was cancelled.`
      : `Order ${movementId} was cancelled. The ${formatUsd(refund.amountCents)} you paid is being refunded to ${refund.cardLast4 === null ? 'the card you paid with' : `your card ending in ${refund.cardLast4}`}.`,
} as const;
