import type { Order, OrderCarrier } from '../../src/schemas/order.ts';
import type { NewOrderDocument } from '../service/orderDocuments.ts';
import { printedUtc, qrPng, textPdf, type PdfLine } from '../service/printing.ts';

// The documents a carrier hands over during an order, made by the operator CLI in the carrier
// side's place (a separate product): the crossing QR code, the bill of lading, and the proof of
// delivery. Each says it was issued through the operator CLI.

const ISSUED_BY = 'Issued through the Cargo Connects operator CLI on behalf of the carrier.';

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

export async function billOfLading(order: Carried, carrier: OrderCarrier, issuedAt: Date): Promise<NewOrderDocument> {
  const lines: PdfLine[] = [
    { text: 'Bill of lading', size: 20, bold: true },
    { text: `Order ${order.movementId} · your reference ${order.userReference}`, gapBefore: 4 },
    { text: `Issued ${printedUtc(issuedAt)}`, size: 9 },
    { text: 'Carrier', bold: true, gapBefore: 14 },
    { text: `${carrier.name} · truck ${carrier.truckPlate}` },
    { text: `Operator ${carrier.operator.name} · ${carrier.operator.phone}` },
    { text: 'Service', bold: true, gapBefore: 14 },
    { text: `${order.service.title} · ${order.transportationType.title} ${order.mode.title} · ${order.trailer.title}` },
    { text: `Crossing at ${order.port.title}${order.entryNum !== null ? ` · customs entry ${order.entryNum}` : ''}` },
    ...(order.specialRequirements.length > 0 ? [{ text: `Requirements: ${order.specialRequirements.map((r) => r.title).join(', ')}` }] : []),
    { text: 'Pickup', bold: true, gapBefore: 14 },
    ...order.pickups.map((a) => ({ text: place(a) })),
    { text: 'Delivery', bold: true, gapBefore: 14 },
    ...order.drops.map((a) => ({ text: place(a) })),
    { text: ISSUED_BY, size: 8, gapBefore: 28 },
  ];
  return carrierDocument('doc', `bill-of-lading-${order.movementId}.pdf`, 'application/pdf', await textPdf({ title: `Bill of lading ${order.movementId}` }, lines));
}

export async function proofOfDelivery(order: Carried, carrier: OrderCarrier, deliveredAt: Date): Promise<NewOrderDocument> {
  const lines: PdfLine[] = [
    { text: 'Proof of delivery', size: 20, bold: true },
    { text: `Order ${order.movementId} · your reference ${order.userReference}`, gapBefore: 4 },
    { text: 'Delivered', bold: true, gapBefore: 14 },
    { text: `${printedUtc(deliveredAt)} by ${carrier.operator.name} (${carrier.name}, truck ${carrier.truckPlate})` },
    ...order.drops.map((a) => ({ text: `${place(a)} · received by ${a.contactDetails.contactName}` })),
    { text: ISSUED_BY, size: 8, gapBefore: 28 },
  ];
  return carrierDocument('proof', `proof-of-delivery-${order.movementId}.pdf`, 'application/pdf', await textPdf({ title: `Proof of delivery ${order.movementId}` }, lines));
}
