import { crc32, inflateRawSync } from 'node:zlib';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/schemas/order.ts';
import { ADMIN_TOKEN, advanceTo, pay, placeOrder, send } from './support/orders.ts';
import { createServiceTestApp, futureSchedule, newCustomer, newSubUser, type Customer } from './support/service.ts';
import type { TestApp } from './support/testApp.ts';

// Records to export, written from issue 37's words ("orders and payments for a date range as CSV
// (columns for accounting: movement id, reference, dates, route, status, amount, payment status,
// receipt number), and the receipts of that range as one ZIP"; "a 10-year export — refused
// clearly, nothing leaked"), not from server/exports: a known set of orders, the rows expected
// written out by hand, the CSV read back by papaparse and the ZIP by a reader written here on
// Node's zlib (neither is what wrote them).

const REFUSED = "Only the main user and admins can see the team's activity log and export the company's records.";
const DAY_MS = 86_400_000;
const today = (): string => new Date().toISOString().slice(0, 10);
const dayOffset = (days: number): string => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

interface ZipEntry {
  readonly name: string;
  readonly method: number;
  readonly bytes: Buffer;
}

/** A ZIP read from its central directory (APPNOTE 4.3.12–4.3.16), each entry's CRC-32 checked. */
function readZip(zip: Buffer): ZipEntry[] {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  expect(end, 'end of central directory').toBeGreaterThanOrEqual(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const local = zip.readUInt32LE(at + 42);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataAt, dataAt + compressed);
    const bytes = method === 0 ? Buffer.from(raw) : inflateRawSync(raw);
    expect(bytes.length, name).toBe(size);
    expect(crc32(bytes) >>> 0, name).toBe(crc);
    entries.push({ name, method, bytes });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

describe('records to export (issue 37.4)', () => {
  let t: TestApp;
  let main: Customer;
  let admin: Customer;
  let booker: Customer;
  let viewer: Customer;
  let other: Customer;
  const placed: Record<'paid' | 'unpaid' | 'cancelled' | 'delivered', { order: Order; captureId?: string; amount: number }> = {} as never;

  const payIt = async (order: Order) => {
    const capture = await pay(t, main, order.movementId);
    expect(capture.status).toBe(200);
    return { captureId: capture.body.data.captureId as string, amount: capture.body.data.amount as number };
  };
  const download = (who: Customer, path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers: { ...who.headers, ...headers } });

  beforeAll(async () => {
    t = await createServiceTestApp({ adminToken: ADMIN_TOKEN });
    main = await newCustomer(t, 'main@export.example');
    admin = await newSubUser(t, main, 'admin@export.example', 'admin');
    booker = await newSubUser(t, main, 'booker@export.example', 'booker');
    viewer = await newSubUser(t, main, 'viewer@export.example', 'viewer');
    other = await newCustomer(t, 'other@export.example');

    const paid = await placeOrder(t, main, { paid: false });
    placed.paid = { order: paid, ...(await payIt(paid)) };
    const unpaid = await placeOrder(t, main, { paid: false });
    placed.unpaid = { order: unpaid, amount: unpaid.quote.total };
    const cancelled = await placeOrder(t, main, { paid: false });
    placed.cancelled = { order: cancelled, ...(await payIt(cancelled)) };
    expect((await send(t, main, 'POST', `/v1/common/cancel/movement/user/${cancelled.movementId}`)).status).toBe(200);
    const delivered = await placeOrder(t, main, { paid: false });
    placed.delivered = { order: delivered, ...(await payIt(delivered)) };
    await advanceTo(t, delivered.movementId, 'Pending');
    await advanceTo(t, delivered.movementId, 'InProgress');
    await advanceTo(t, delivered.movementId, 'Completed');
    await placeOrder(t, other);
  }, 120_000);
  afterAll(() => t.close());

  it('orders CSV: the accounting columns and, per order, the values expected', async () => {
    const res = await download(admin, `/v1/user/export/orders.csv?from=${today()}&to=${today()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="orders_${today()}_${today()}.csv"`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<string[]>(bytes.subarray(3).toString('utf8'), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toEqual([
      'movement_id',
      'reference',
      'booked_on',
      'pickup_on',
      'delivered_on',
      'origin',
      'destination',
      'route',
      'status',
      'status_label',
      'amount',
      'currency',
      'payment_status',
      'payment_status_label',
      'paid_on',
      'receipt_number',
      'receipt_file',
    ]);
    const pickup = futureSchedule().date;
    const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
    const row = (key: keyof typeof placed, status: string, statusLabel: string, paymentStatus: string, paymentLabel: string, delivered: string, receipt: string) => {
      const { order, captureId, amount } = placed[key];
      return [order.movementId, order.userReference, today(), pickup, delivered, 'Monterrey', 'Dallas', 'Monterrey → Dallas', status, statusLabel, money(amount), 'USD', paymentStatus, paymentLabel, captureId === undefined ? '' : today(), captureId ?? '', receipt];
    };
    const { paid, unpaid, cancelled, delivered } = placed;
    expect(rows).toEqual([
      row('paid', 'NewAssignments', 'Looking for a carrier', 'paid', 'Paid', '', `receipt-${paid.order.movementId}.pdf`),
      row('unpaid', 'NewAssignments', 'Looking for a carrier', 'unpaid', 'Unpaid', '', ''),
      row('cancelled', 'Cancelled', 'Cancelled', 'refunded', 'Refunded', '', `refund-${cancelled.order.movementId}.pdf`),
      row('delivered', 'Completed', 'Completed', 'paid', 'Paid', today(), `receipt-${delivered.order.movementId}.pdf`),
    ]);
    expect(unpaid.order.movementId).not.toBe(paid.order.movementId);
  });

  it('orders CSV: human columns in the reader’s language, codes unchanged', async () => {
    const res = await download(main, `/v1/user/export/orders.csv?from=${today()}&to=${today()}`, { 'Accept-Language': 'es' });
    const rows = Papa.parse<string[]>((await res.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]![8]).toBe('status');
    expect(rows.slice(1).map((r) => [r[8], r[12], r[13]])).toEqual([
      ['NewAssignments', 'paid', 'Pagada'],
      ['NewAssignments', 'unpaid', 'Sin pagar'],
      ['Cancelled', 'refunded', 'Reembolsada'],
      ['Completed', 'paid', 'Pagada'],
    ]);
  });

  it('receipts ZIP: one valid PDF per paid order of the range, named as the order page downloads it', async () => {
    const res = await download(main, `/v1/user/export/receipts.zip?from=${dayOffset(-7)}&to=${today()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/zip');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="receipts_${dayOffset(-7)}_${today()}.zip"`);
    const entries = readZip(Buffer.from(await res.arrayBuffer()));
    expect(entries.map((e) => e.name)).toEqual([
      `receipt-${placed.paid.order.movementId}.pdf`,
      `refund-${placed.cancelled.order.movementId}.pdf`,
      `receipt-${placed.delivered.order.movementId}.pdf`,
    ]);
    for (const entry of entries) {
      expect(entry.bytes.subarray(0, 5).toString('latin1'), entry.name).toBe('%PDF-');
      expect(entry.bytes.subarray(-6).toString('latin1'), entry.name).toMatch(/%%EOF\s*$/);
    }
    // The same document the order page's download gives.
    const single = await download(main, `/v1/user/order/${placed.paid.order.movementId}/receipt`);
    expect(Buffer.from(await single.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('a range without a paid order is refused clearly, not answered with an empty ZIP', async () => {
    const res = await download(main, `/v1/user/export/receipts.zip?from=${dayOffset(-30)}&to=${dayOffset(-20)}`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ statusCode: 404, message: 'There are no receipts in this range: no order booked in it was paid.' });
    const empty = await download(main, `/v1/user/export/orders.csv?from=${dayOffset(-30)}&to=${dayOffset(-20)}`);
    expect(empty.status).toBe(200);
    expect((await empty.text()).replace(/^\uFEFF/, '').trim().split('\r\n')).toHaveLength(1);
  });

  it("another company's orders are never in the export", async () => {
    const res = await download(other, `/v1/user/export/orders.csv?from=${today()}&to=${today()}`);
    const rows = Papa.parse<string[]>((await res.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data.slice(1);
    const ours = Object.values(placed).map((p) => p.order.movementId);
    expect(rows).toHaveLength(1);
    expect(ours).not.toContain(rows[0]![0]);
    const zip = readZip(Buffer.from(await (await download(other, `/v1/user/export/receipts.zip?from=${today()}&to=${today()}`)).arrayBuffer()));
    expect(zip.map((e) => e.name)).toEqual([`receipt-${rows[0]![0]}.pdf`]);
  });

  it('viewers and bookers are refused both exports, with nothing of them in the answer', async () => {
    for (const sub of [viewer, booker]) {
      for (const path of [`/v1/user/export/orders.csv?from=${today()}&to=${today()}`, `/v1/user/export/receipts.zip?from=${today()}&to=${today()}`]) {
        const res = await download(sub, path);
        expect(res.status, `${sub.email} ${path}`).toBe(403);
        expect(res.headers.get('Content-Disposition')).toBeNull();
        expect(await res.json()).toEqual({ statusCode: 403, message: REFUSED });
      }
    }
    expect((await t.app.request(`/v1/user/export/orders.csv?from=${today()}&to=${today()}`)).status).toBe(401);
  });

  it('a download link opened in the browser signs in with the token cookie', async () => {
    const res = await t.app.request(`/v1/user/export/orders.csv?from=${today()}&to=${today()}`, { headers: { Cookie: `token=${main.accessToken}` } });
    expect(res.status).toBe(200);
  });

  it('refuses bad ranges with exact words, never a 5xx', async () => {
    const cases: Array<[string, string, Record<string, string>]> = [
      ['', 'from is required: the first day, as YYYY-MM-DD', { from: 'from is required: the first day, as YYYY-MM-DD', to: 'to is required: the last day, as YYYY-MM-DD' }],
      [`?from=${today()}`, 'to is required: the last day, as YYYY-MM-DD', { to: 'to is required: the last day, as YYYY-MM-DD' }],
      ['?from=2016-01-01&to=2025-12-31', 'A range covers at most 366 days. Choose a shorter range.', { from: 'A range covers at most 366 days. Choose a shorter range.' }],
      [`?from=${dayOffset(-366)}&to=${today()}`, 'A range covers at most 366 days. Choose a shorter range.', { from: 'A range covers at most 366 days. Choose a shorter range.' }],
      [`?from=${today()}&to=${dayOffset(-1)}`, 'from must be on or before to', { from: 'from must be on or before to' }],
      [`?from=${today()}&to=${dayOffset(2)}`, 'to cannot be after today.', { to: 'to cannot be after today.' }],
      ['?from=01/02/2026&to=2026-13-01', 'from must be a date written as YYYY-MM-DD, such as 2026-03-01', { from: 'from must be a date written as YYYY-MM-DD, such as 2026-03-01', to: 'to must be a date written as YYYY-MM-DD, such as 2026-03-31' }],
      ['?from=2026-02-29&to=2026-03-01', 'from must be a date written as YYYY-MM-DD, such as 2026-03-01', { from: 'from must be a date written as YYYY-MM-DD, such as 2026-03-01' }],
      ['?from=%00%27&to=%E2%80%AE', 'from must be a date written as YYYY-MM-DD, such as 2026-03-01', { from: 'from must be a date written as YYYY-MM-DD, such as 2026-03-01', to: 'to must be a date written as YYYY-MM-DD, such as 2026-03-31' }],
    ];
    for (const path of ['/v1/user/export/orders.csv', '/v1/user/export/receipts.zip']) {
      for (const [query, message, errors] of cases) {
        const res = await download(main, `${path}${query}`);
        expect(res.status, `${path}${query}`).toBe(400);
        expect(await res.json(), `${path}${query}`).toEqual({ statusCode: 400, message, errors });
      }
    }
    // 366 days, both ends included, is the longest range.
    expect((await download(main, `/v1/user/export/orders.csv?from=${dayOffset(-365)}&to=${today()}`)).status).toBe(200);
    expect(t.logs.filter((l) => l.level === 'error')).toEqual([]);
  });
});
