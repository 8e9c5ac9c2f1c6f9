import type { CrossingItemKind } from '../../src/schemas/crossingPapers.ts';
import type { OrderCarrier } from '../../src/schemas/order.ts';
import { fill } from '../i18n/serverI18n.ts';

// What the customer reads in the bell: one sentence per order event, naming the order and what
// happened. Titles may pass 90 characters; the bell cuts them (spec notif.title-cut), the full
// list shows them whole. A title is stored in English, filled from its catalog id: the list and
// the email find the id again by its words (translateMessage) and show it in the reader's
// language, so each sentence is one id with simple {holes}.

/** US cents as '$2,044.00'. */
export const formatUsd = (cents: number): string =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const documentsAdded = (carrierName: string, movementId: string, names: readonly string[]): string =>
  names.length <= 1
    ? fill(/*i18n*/ '{carrierName} added a document to order {movementId}: {name}.', { carrierName, movementId, name: names[0] ?? '' })
    : fill(/*i18n*/ '{carrierName} added {count} documents to order {movementId}: {names} and {last}.', {
        carrierName,
        count: names.length,
        movementId,
        names: names.slice(0, -1).join(', '),
        last: names.at(-1)!,
      });

/** The carrier's documents named in a title (their words are catalog ids too). */
export const CARRIER_DOCUMENT_NAMES = { crossingQr: /*i18n*/ 'crossing QR code', billOfLading: /*i18n*/ 'bill of lading' } as const;

/** The crossing's papers named in a title (catalog ids too). */
export const CROSSING_PAPER_NAMES: Readonly<Record<CrossingItemKind, string>> = {
  commercialInvoice: /*i18n*/ 'commercial invoice',
  packingList: /*i18n*/ 'packing list',
  cartaPorte: /*i18n*/ 'Carta Porte goods',
  customsBroker: /*i18n*/ 'customs broker and pedimento',
  usEntry: /*i18n*/ 'US entry number',
  usmcaCertificate: /*i18n*/ 'USMCA certification of origin',
};

export const notificationTitles = {
  unpaidExpired: (movementId: string, hours: number): string =>
    fill(/*i18n*/ 'Order {movementId} was not paid within {hours} hours, so it was cancelled. Nothing was charged; request the service again when you are ready.', { movementId, hours }),
  placed: (movementId: string): string => fill(/*i18n*/ 'Order {movementId} created and paid: we are looking for a carrier.', { movementId }),
  carrierAssigned: (movementId: string, carrier: OrderCarrier, port: string): string =>
    fill(/*i18n*/ '{carrierName} will carry order {movementId}: {operatorName} is taking truck {truckPlate} to {port}.', {
      carrierName: carrier.name,
      movementId,
      operatorName: carrier.operator.name,
      truckPlate: carrier.truckPlate,
      port,
    }),
  documentsUploaded: (movementId: string, carrierName: string, names: readonly string[]): string => documentsAdded(carrierName, movementId, names),
  inTransit: (movementId: string, operatorName: string, port: string): string =>
    fill(/*i18n*/ 'Order {movementId} is in transit: {operatorName} is crossing at {port}.', { movementId, operatorName, port }),
  completed: (movementId: string): string =>
    fill(/*i18n*/ 'Order {movementId} was delivered and is complete. The proof of photography is ready; rate the service when you have a moment.', { movementId }),
  pickupLate: (movementId: string): string =>
    fill(
      /*i18n*/ 'Pickup is late for order {movementId}: its scheduled pickup time has passed and no carrier is assigned yet. We are still looking and will tell you when one takes it.',
      { movementId },
    ),
  arrivalLate: (movementId: string): string =>
    fill(/*i18n*/ 'Order {movementId} is running late: it is still in transit past its estimated arrival. We will tell you when it is delivered.', { movementId }),
  cancelled: (movementId: string, refund?: { readonly amountCents: number; readonly cardLast4: string | null }): string =>
    refund === undefined
      ? fill(/*i18n*/ 'Order {movementId} was cancelled.', { movementId })
      : refund.cardLast4 === null
        ? fill(/*i18n*/ 'Order {movementId} was cancelled. The {amount} you paid is being refunded to the card you paid with.', { movementId, amount: formatUsd(refund.amountCents) })
        : fill(/*i18n*/ 'Order {movementId} was cancelled. The {amount} you paid is being refunded to your card ending in {cardLast4}.', {
            movementId,
            amount: formatUsd(refund.amountCents),
            cardLast4: refund.cardLast4,
          }),
  crossingProvided: (movementId: string, kind: CrossingItemKind): string =>
    fill(/*i18n*/ 'Order {movementId}: the {paper} was provided for the crossing; we review it before pickup.', { movementId, paper: CROSSING_PAPER_NAMES[kind] }),
  crossingRemoved: (movementId: string, kind: CrossingItemKind): string =>
    fill(/*i18n*/ 'Order {movementId}: the {paper} was removed from the crossing papers.', { movementId, paper: CROSSING_PAPER_NAMES[kind] }),
  crossingAccepted: (movementId: string, kind: CrossingItemKind): string =>
    fill(/*i18n*/ 'Order {movementId}: the {paper} was accepted for the crossing.', { movementId, paper: CROSSING_PAPER_NAMES[kind] }),
  crossingRejected: (movementId: string, kind: CrossingItemKind, reason: string): string =>
    fill(/*i18n*/ 'Order {movementId}: the {paper} was rejected ({reason}). Provide it again before pickup.', { movementId, paper: CROSSING_PAPER_NAMES[kind], reason }),
  crossingReminder: (movementId: string, hours: number, kinds: readonly CrossingItemKind[]): string =>
    fill(/*i18n*/ 'Order {movementId} is picked up within {hours} hours and its crossing still lacks: {papers}.', {
      movementId,
      hours,
      papers: kinds.map((kind) => CROSSING_PAPER_NAMES[kind]).join(', '),
    }),
} as const;
