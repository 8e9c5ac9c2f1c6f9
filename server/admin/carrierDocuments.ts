import type { Order, OrderCarrier } from '../../src/schemas/order.ts';
import type { NewOrderDocument } from '../service/orderDocuments.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src/schemas/locales.ts';
import { serverI18n } from '../i18n/serverI18n.ts';
import { printedAt, qrPng, textPdf, type PdfLine } from '../service/printing.ts';

// The documents a carrier hands over during an order, made by the operator CLI in the carrier
// side's place (a separate product): the crossing QR code, the bill of lading, and the proof of
// delivery. Each says it was issued through the operator CLI. They are stored once, so they are
// written in the language of the company's main user (the account the order's emails go to).


type Carried = Pick<Order, 'movementId' | 'userReference' | 'service' | 'transportationType' | 'mode' | 'port' | 'trailer' | 'specialRequirements' | 'pickups' | 'drops' | 'entryNum'>;

const place = (a: Order['pickups'][number]): string =>
  `${a.addressDetails.buildinName}, ${a.addressDetails.street}, ${a.addressDetails.city}, ${a.addressDetails.state} ${a.addressDetails.postalCode}, ${a.addressDetails.country}`;

const carrierDocument = (kind: NewOrderDocument['kind'], name: string, contentType: NewOrderDocument['contentType'], bytes: Uint8Array): NewOrderDocument => ({
  kind,
  name,
  contentType,
  bytes,
  uploadedBy: 'carrier',
  accountId: null,
});

/** The text the crossing QR code carries: the movement, the filed entry number, the truck and the port. */
export const crossingQrText = (order: Carried, carrier: OrderCarrier): string =>
  `CARGOCONNECTS|${order.movementId}|ENTRY:${order.entryNum ?? 'NONE'}|TRUCK:${carrier.truckPlate}|PORT:${order.port.title}`;

export async function crossingQr(order: Carried, carrier: OrderCarrier): Promise<NewOrderDocument> {
  return carrierDocument('qr', `crossing-qr-${order.movementId}.png`, 'image/png', await qrPng(crossingQrText(order, carrier)));
}

export async function billOfLading(order: Carried, carrier: OrderCarrier, issuedAt: Date, locale: Locale = DEFAULT_LOCALE): Promise<NewOrderDocument> {
  const i18n = serverI18n(locale);
  const title = i18n._('Bill of lading');
  const lines: PdfLine[] = [
    { text: title, size: 20, bold: true },
    { text: i18n._('Order {movementId} · your reference {reference}', { movementId: order.movementId, reference: order.userReference }), gapBefore: 4 },
    { text: i18n._('Issued {date}', { date: printedAt(locale, issuedAt) }), size: 9 },
    { text: i18n._('Carrier'), bold: true, gapBefore: 14 },
    { text: i18n._('{carrierName} · truck {truckPlate}', { carrierName: carrier.name, truckPlate: carrier.truckPlate }) },
    { text: i18n._('Operator {operatorName} · {operatorPhone}', { operatorName: carrier.operator.name, operatorPhone: carrier.operator.phone }) },
    { text: i18n._('Service'), bold: true, gapBefore: 14 },
    { text: `${order.service.title} · ${order.transportationType.title} ${order.mode.title} · ${order.trailer.title}` },
    {
      text:
        order.entryNum !== null
          ? i18n._('Crossing at {port} · customs entry {entryNumber}', { port: order.port.title, entryNumber: order.entryNum })
          : i18n._('Crossing at {port}', { port: order.port.title }),
    },
    ...(order.specialRequirements.length > 0 ? [{ text: i18n._('Requirements: {requirements}', { requirements: order.specialRequirements.map((r) => r.title).join(', ') }) }] : []),
    { text: i18n._('Pickup'), bold: true, gapBefore: 14 },
    ...order.pickups.map((a) => ({ text: place(a) })),
    { text: i18n._('Delivery'), bold: true, gapBefore: 14 },
    ...order.drops.map((a) => ({ text: place(a) })),
    { text: i18n._('Issued through the Cargo Connects operator CLI on behalf of the carrier.'), size: 8, gapBefore: 28 },
  ];
  return carrierDocument('doc', `bill-of-lading-${order.movementId}.pdf`, 'application/pdf', await textPdf({ title: `${title} ${order.movementId}` }, lines));
}

export async function proofOfDelivery(order: Carried, carrier: OrderCarrier, deliveredAt: Date, locale: Locale = DEFAULT_LOCALE): Promise<NewOrderDocument> {
  const i18n = serverI18n(locale);
  const title = i18n._('Proof of delivery');
  const lines: PdfLine[] = [
    { text: title, size: 20, bold: true },
    { text: i18n._('Order {movementId} · your reference {reference}', { movementId: order.movementId, reference: order.userReference }), gapBefore: 4 },
    { text: i18n._('Delivered'), bold: true, gapBefore: 14 },
    {
      text: i18n._('{date} by {operatorName} ({carrierName}, truck {truckPlate})', {
        date: printedAt(locale, deliveredAt),
        operatorName: carrier.operator.name,
        carrierName: carrier.name,
        truckPlate: carrier.truckPlate,
      }),
    },
    ...order.drops.map((a) => ({ text: i18n._('{address} · received by {contactName}', { address: place(a), contactName: a.contactDetails.contactName }) })),
    { text: i18n._('Issued through the Cargo Connects operator CLI on behalf of the carrier.'), size: 8, gapBefore: 28 },
  ];
  return carrierDocument('proof', `proof-of-delivery-${order.movementId}.pdf`, 'application/pdf', await textPdf({ title: `${title} ${order.movementId}` }, lines));
}
