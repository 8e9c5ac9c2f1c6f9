import { describe, expect, it } from 'vitest';
import { billOfLading, crossingQr, crossingQrText, proofOfDelivery } from '../../server/admin/carrierDocuments.ts';
import { documentTypeOf } from '../../server/service/orderDocuments.ts';
import { qrPng, textPdf } from '../../server/service/printing.ts';
import type { Address } from '../../src/schemas/addressBody.ts';
import type { OrderCarrier } from '../../src/schemas/order.ts';
import { readPdf, readQrPng } from './support/pdf.ts';

// The documents the operator CLI adds in the carrier's place, read back as a customer's reader
// would: the QR code scanned (jsQR), the PDFs parsed (pdf-lib) and their drawn text compared.

const address = (type: 'pickup' | 'drop', buildinName: string, city: string, contactName: string): Address => ({
  _id: `${type}-1`,
  type,
  addressDetails: { buildinName, street: '100 Industrial Pkwy', postalCode: '78045', city, state: 'Nuevo León', country: 'MX', latitude: 25.7, longitude: -100.3, cityId: 'x' },
  contactDetails: { contactName, contactNumber: '5551234567' },
  createdAt: '2026-01-05T10:00:00.000Z',
});

const order = {
  movementId: 'CC26000001',
  userReference: 'REF1',
  service: { _id: 'northbound', title: 'Northbound Service' },
  transportationType: { _id: 'ftl', title: 'FTL' },
  mode: { _id: 'ftl-dry-van', title: 'Dry Van' },
  port: { _id: 'pharr', title: 'Pharr–Reynosa International Bridge' },
  trailer: { _id: 'dry-van-53', title: "53' Dry Van" },
  specialRequirements: [{ _id: 'straps', title: 'Straps' }],
  pickups: [address('pickup', 'Planta Apodaca', 'Apodaca', 'Dock Manager')],
  drops: [address('drop', 'DFW Crossdock', 'Dallas', 'Ana Cantú')],
  entryNum: null,
} as const;

const carrier: OrderCarrier = { name: 'Transportes Frontera Norte', truckPlate: '12-AB-3C', operator: { name: 'Luis Treviño', phone: '8671234567' } };

describe('the crossing QR code', () => {
  it('is a PNG named after the order whose QR code scans back to the crossing text', async () => {
    const document = await crossingQr(order, carrier);
    expect(document).toMatchObject({ kind: 'qr', name: 'crossing-qr-CC26000001.png', contentType: 'image/png', uploadedBy: 'carrier' });
    expect(documentTypeOf(document.bytes)).toBe('image/png');
    const read = readQrPng(document.bytes);
    expect(read.text).toBe('CARGOCONNECTS|CC26000001|ENTRY:NONE|TRUCK:12-AB-3C|PORT:Pharr–Reynosa International Bridge');
    expect(read.text).toBe(crossingQrText(order, carrier));
  });

  it('is square, 8 pixels a module, with a white quiet zone of 4 modules around a QR symbol (4v + 17 modules)', async () => {
    const { width, height, png } = readQrPng(await qrPng('HELLO'));
    expect(width).toBe(height);
    const modules = width / 8 - 8;
    expect(Number.isInteger(modules) && (modules - 17) % 4 === 0).toBe(true);
    const pixel = (x: number, y: number): number => png.data[(y * width + x) * 4]!;
    expect(pixel(0, 0)).toBe(255);
    expect(pixel(31, 31)).toBe(255);
    // The top-left finder pattern starts right after the quiet zone.
    expect(pixel(32, 32)).toBe(0);
  });

  it('carries a long text (past the old encoder\'s version 10) and any language', async () => {
    for (const text of ['y'.repeat(400), 'Ñandú – é 漢字']) expect(readQrPng(await qrPng(text)).text).toBe(text);
  });
});

describe('the bill of lading and the proof of delivery', () => {
  it('the bill of lading is a one-page PDF titled after the order, with the carrier, the service and the route', async () => {
    const document = await billOfLading(order, carrier, new Date('2026-01-05T14:03:00Z'));
    expect(document).toMatchObject({ kind: 'doc', name: 'bill-of-lading-CC26000001.pdf', contentType: 'application/pdf', uploadedBy: 'carrier' });
    expect(documentTypeOf(document.bytes)).toBe('application/pdf');
    const { doc, text } = await readPdf(document.bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Bill of lading CC26000001');
    for (const shown of [
      'Bill of lading',
      'Order CC26000001 · your reference REF1',
      'Issued 5 Jan 2026, 14:03 UTC',
      'Transportes Frontera Norte · truck 12-AB-3C',
      'Operator Luis Treviño · 8671234567',
      'Crossing at Pharr–Reynosa International Bridge',
      'Requirements: Straps',
      'Planta Apodaca, 100 Industrial Pkwy, Apodaca, Nuevo León 78045, MX',
      'DFW Crossdock',
    ]) {
      expect(text).toContain(shown);
    }
  });

  it('the proof of delivery names the time, the operator and who received it', async () => {
    const document = await proofOfDelivery(order, carrier, new Date('2026-01-06T09:30:00Z'));
    expect(document).toMatchObject({ kind: 'proof', name: 'proof-of-delivery-CC26000001.pdf', contentType: 'application/pdf' });
    const { doc, text } = await readPdf(document.bytes);
    expect(doc.getTitle()).toBe('Proof of delivery CC26000001');
    expect(text).toContain('6 Jan 2026, 09:30 UTC by Luis Treviño (Transportes Frontera Norte, truck 12-AB-3C)');
    expect(text).toContain('received by Ana Cantú');
  });
});

describe('textPdf', () => {
  it('prints characters its font lacks as ? instead of failing, and keeps the title as given', async () => {
    const { doc, text } = await readPdf(await textPdf({ title: 'Pedido 漢字' }, [{ text: 'Empresa 漢字 S.A. – Treviño' }]));
    expect(doc.getTitle()).toBe('Pedido 漢字');
    expect(text).toBe('Empresa ?? S.A. – Treviño');
  });

  it('wraps a long line within the page and goes on to a new page when one is full', async () => {
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const wrapped = await readPdf(await textPdf({ title: 't' }, [{ text: long }]));
    expect(wrapped.pages).toHaveLength(1);
    expect(wrapped.text.split('\n').length).toBeGreaterThan(1);
    expect(wrapped.text.replace(/\n/g, ' ')).toBe(long);

    const many = await readPdf(await textPdf({ title: 't' }, Array.from({ length: 80 }, (_, i) => ({ text: `line ${i}` }))));
    expect(many.pages.length).toBe(2);
    expect(many.text.split('\n')).toEqual(Array.from({ length: 80 }, (_, i) => `line ${i}`));
  });
});
