// The crossing's paperwork through the API, written from issue 36's words: the checklist by
// direction and service, each item's life (missing → uploaded → accepted, or rejected with the
// reviewer's reason → uploaded again), the refusals (a Viewer, another company's order, a wrong type,
// a disguised file, an oversized one, any change to an accepted item), storage quotas, downloads for
// the order's company only, today's entry-number call as the northbound US entry item, and a public
// tracking link that never shows a document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/schemas/order.ts';
import { bearer } from './support/accounts.ts';
import { JPEG_HEAD, PNG_1X1, GIF_1X1, WEBP_HEAD, sized } from './support/images.ts';
import { ADMIN_TOKEN, advanceTo, placeOrder, send } from './support/orders.ts';
import { createServiceTestApp, get, newCustomer, newSubUser, post, type Customer } from './support/service.ts';
import { json, type TestApp } from './support/testApp.ts';

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const TEXT = new TextEncoder().encode('This is a plain text file pretending to be an invoice.');

const VIEWER_REFUSED = 'Viewers cannot change orders. Ask the main user or an admin for the Booker role.';
const NOT_FOUND = 'Order not found';
const TYPES = 'Only PDF, JPEG or PNG files can be provided for the crossing.';
const ACCEPTED = 'This paper was accepted and can no longer be changed.';

const crossingPath = (movementId: string, rest = '') => `/v1/user/order/${movementId}/crossing${rest}`;

function fileRequest(customer: Customer, bytes: Uint8Array, name: string, type = 'application/pdf'): RequestInit {
  const form = new FormData();
  form.append('file', new File([Uint8Array.from(bytes)], name, { type }));
  return { method: 'PUT', body: form, headers: customer.headers };
}

describe("the crossing's papers (issue 36)", () => {
  let t: TestApp;
  let ana: Customer;
  let viewer: Customer;
  let bo: Customer;

  const upload = async (customer: Customer, movementId: string, kind: string, bytes: Uint8Array, name: string, type?: string) => {
    const res = await t.app.request(crossingPath(movementId, `/${kind}`), fileRequest(customer, bytes, name, type));
    return { status: res.status, body: (await res.json()) as any };
  };
  const checklist = async (customer: Customer, movementId: string) => {
    const res = await get(t, customer, crossingPath(movementId));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };
  const review = async (movementId: string, kind: string, body: Record<string, unknown>) => {
    const res = await t.app.request(`/v1/admin/orders/${movementId}/crossing/${kind}/review`, json(body, 'POST', { Authorization: `Bearer ${ADMIN_TOKEN}` }));
    return { status: res.status, body: (await res.json()) as any };
  };
  const itemOf = (list: { items: Array<{ kind: string }> }, kind: string): any => list.items.find((item) => item.kind === kind);
  const southbound = async (customer: Customer, transportationTypeId: 'ftl' | 'ltl' = 'ftl'): Promise<Order> => {
    const order = await placeOrder(t, customer);
    await t.db
      .updateTable('orders')
      .set({ payload: JSON.stringify({ ...(await t.db.selectFrom('orders').select('payload').where('movement_id', '=', order.movementId).executeTakeFirstOrThrow()).payload, service: { _id: 'southbound', title: 'Southbound' }, transportationType: { _id: transportationTypeId, title: transportationTypeId.toUpperCase() } }) as never })
      .where('movement_id', '=', order.movementId)
      .execute();
    return order;
  };
  const storedKeys = async () => (await t.db.selectFrom('crossing_items').select('file_key').where('file_key', 'is not', null).execute()).map((row) => row.file_key!);

  beforeAll(async () => {
    t = await createServiceTestApp({ adminToken: ADMIN_TOKEN, env: { CROSSING_FILES_MB_PER_COMPANY: '3' } });
    ana = await newCustomer(t, 'ana@crossing.example');
    viewer = await newSubUser(t, ana, 'vi@crossing.example', 'viewer');
    bo = await newCustomer(t, 'bo@crossing.example');
  });
  afterAll(() => t.close());

  describe('the checklist, by the table', () => {
    it('a northbound full truckload asks for the commercial invoice and the US entry number; the packing list is optional', async () => {
      const order = await placeOrder(t, ana);
      const list = await checklist(ana, order.movementId);
      expect(list).toMatchObject({ movementId: order.movementId, direction: 'northbound', usmcaClaimed: false, readiness: { ready: 0, of: 2, complete: false }, next: { kind: 'commercialInvoice', action: 'provide' } });
      expect(list.scheduledPickup).toMatch(/^\d{4}-03-15T09:30$/);
      expect(list.items.map((item: any) => [item.kind, item.input, item.required, item.status])).toEqual([
        ['commercialInvoice', 'file', true, 'missing'],
        ['packingList', 'file', false, 'missing'],
        ['usEntry', 'usEntry', true, 'missing'],
      ]);
      expect(itemOf(list, 'commercialInvoice')).toMatchObject({ reason: null, file: null, data: null, updatedAt: null });
    });

    it('a southbound shared trailer asks for the invoice, the packing list, the Carta Porte data and the customs broker', async () => {
      const order = await southbound(ana, 'ltl');
      const list = await checklist(ana, order.movementId);
      expect(list.direction).toBe('southbound');
      expect(list.items.map((item: any) => [item.kind, item.required])).toEqual([
        ['commercialInvoice', true],
        ['packingList', true],
        ['cartaPorte', true],
        ['customsBroker', true],
      ]);
      expect(list.readiness).toEqual({ ready: 0, of: 4, complete: false });
    });

    it('a USMCA claim adds the certification of origin, and only northbound', async () => {
      const order = await placeOrder(t, ana);
      const claimed = await send(t, ana, 'PUT', crossingPath(order.movementId, '/usmcaClaim'), { claimed: true });
      expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
      expect(claimed.body.data.usmcaClaimed).toBe(true);
      expect(itemOf(claimed.body.data, 'usmcaCertificate')).toMatchObject({ required: true, status: 'missing' });
      expect((await send(t, ana, 'PUT', crossingPath(order.movementId, '/usmcaClaim'), { claimed: 'yes' })).body.message).toBe('claimed must be true or false');
      // Withdrawing the claim drops a certification not yet accepted; an accepted one keeps the claim.
      await upload(ana, order.movementId, 'usmcaCertificate', PDF, 'certification.pdf');
      const withdrawn = await send(t, ana, 'PUT', crossingPath(order.movementId, '/usmcaClaim'), { claimed: false });
      expect(withdrawn.body.data.items.map((item: any) => item.kind)).not.toContain('usmcaCertificate');
      expect(await storedKeys().then((keys) => keys.some((key) => key.includes('usmcaCertificate')))).toBe(false);
      await send(t, ana, 'PUT', crossingPath(order.movementId, '/usmcaClaim'), { claimed: true });
      expect(itemOf(await checklist(ana, order.movementId), 'usmcaCertificate').status).toBe('missing');
      await upload(ana, order.movementId, 'usmcaCertificate', PDF, 'certification.pdf');
      expect((await review(order.movementId, 'usmcaCertificate', { decision: 'accept' })).status).toBe(200);
      expect(await send(t, ana, 'PUT', crossingPath(order.movementId, '/usmcaClaim'), { claimed: false })).toMatchObject({
        status: 409,
        body: { message: 'The certification of origin was accepted: the USMCA claim can no longer be withdrawn.' },
      });
      const south = await southbound(ana);
      const refused = await send(t, ana, 'PUT', crossingPath(south.movementId, '/usmcaClaim'), { claimed: true });
      expect(refused).toMatchObject({ status: 409, body: { message: 'A USMCA claim applies to northbound loads (into the United States).' } });
    });

    it('an order of another company is not found, for every call', async () => {
      const order = await placeOrder(t, ana);
      for (const [method, path, body] of [
        ['GET', crossingPath(order.movementId), undefined],
        ['DELETE', crossingPath(order.movementId, '/commercialInvoice'), undefined],
        ['PUT', crossingPath(order.movementId, '/usEntry'), { entryNum: 'ABC-123' }],
        ['PUT', crossingPath(order.movementId, '/usmcaClaim'), { claimed: true }],
      ] as const) {
        expect(await send(t, bo, method, path, body), `${method} ${path}`).toMatchObject({ status: 404, body: { message: NOT_FOUND } });
      }
      expect((await upload(bo, order.movementId, 'commercialInvoice', PDF, 'invoice.pdf'))).toMatchObject({ status: 404, body: { message: NOT_FOUND } });
      expect(itemOf(await checklist(ana, order.movementId), 'commercialInvoice').status).toBe('missing');
    });
  });

  describe('a file item', () => {
    it('is uploaded, downloaded by the company only, replaced and removed', async () => {
      const order = await placeOrder(t, ana);
      const saved = await upload(ana, order.movementId, 'commercialInvoice', PDF, 'Invoice 4471.pdf');
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.message).toBe('Saved. We review it before the pickup.');
      const item = itemOf(saved.body.data, 'commercialInvoice');
      expect(item).toMatchObject({ status: 'uploaded', file: { name: 'Invoice 4471.pdf', type: 'application/pdf', size: PDF.byteLength, url: crossingPath(order.movementId, '/commercialInvoice/file') } });
      expect(item.updatedAt).toEqual(expect.any(String));
      // The invoice waits for our review: the customer's next step is the US entry number, still missing.
      expect(saved.body.data.next).toEqual({ kind: 'usEntry', action: 'provide' });

      const download = await t.app.request(item.file.url, { headers: ana.headers });
      expect(download.status).toBe(200);
      expect(download.headers.get('Content-Type')).toBe('application/pdf');
      expect(download.headers.get('Cache-Control')).toBe('private, no-store');
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(PDF);
      // A Viewer sees the order, so reads its papers; the web app's cookie works for a plain link.
      expect((await t.app.request(item.file.url, { headers: viewer.headers })).status).toBe(200);
      expect((await t.app.request(item.file.url, { headers: { Cookie: `token=${ana.accessToken}` } })).status).toBe(200);
      expect((await t.app.request(item.file.url, { headers: bo.headers })).status).toBe(404);
      expect((await t.app.request(item.file.url)).status).toBe(401);

      const before = await t.db.selectFrom('crossing_items').innerJoin('orders', 'orders.id', 'crossing_items.order_id').select('file_key').where('orders.movement_id', '=', order.movementId).executeTakeFirstOrThrow();
      expect(await t.files.get(before.file_key!)).toBeDefined();
      const replaced = await upload(ana, order.movementId, 'commercialInvoice', PNG_1X1, 'invoice-scan.png', 'image/png');
      expect(itemOf(replaced.body.data, 'commercialInvoice').file).toMatchObject({ name: 'invoice-scan.png', type: 'image/png' });
      expect(await t.files.get(before.file_key!)).toBeUndefined();

      const removed = await send(t, ana, 'DELETE', crossingPath(order.movementId, '/commercialInvoice'));
      expect(removed).toMatchObject({ status: 200, body: { message: 'Removed. The item is missing again.' } });
      expect(itemOf(removed.body.data, 'commercialInvoice')).toMatchObject({ status: 'missing', file: null });
      expect((await t.app.request(item.file.url, { headers: ana.headers })).status).toBe(404);
      expect(await send(t, ana, 'DELETE', crossingPath(order.movementId, '/commercialInvoice'))).toMatchObject({ status: 409, body: { message: 'This paper has not been provided.' } });
    });

    it('refuses a wrong type, a disguised file and an oversized one, changing nothing', async () => {
      const order = await placeOrder(t, ana);
      const keys = await storedKeys();
      expect(await upload(ana, order.movementId, 'commercialInvoice', GIF_1X1, 'invoice.gif', 'image/gif')).toMatchObject({ status: 400, body: { message: TYPES, errors: { file: TYPES } } });
      expect(await upload(ana, order.movementId, 'commercialInvoice', sized(WEBP_HEAD, 64), 'invoice.webp', 'image/webp')).toMatchObject({ status: 400, body: { message: TYPES } });
      // A .pdf name holding something else: text, or an image.
      expect(await upload(ana, order.movementId, 'commercialInvoice', TEXT, 'invoice.pdf')).toMatchObject({ status: 400, body: { message: TYPES } });
      expect(await upload(ana, order.movementId, 'commercialInvoice', sized(JPEG_HEAD, 64), 'invoice.pdf')).toMatchObject({
        status: 400,
        body: { message: 'The file’s name does not match what it holds: a .pdf must be a PDF, a .jpg a JPEG, a .png a PNG.' },
      });
      const big = new Uint8Array(2 * 1024 * 1024);
      big.set(PDF);
      expect(await upload(ana, order.movementId, 'commercialInvoice', big, 'invoice.pdf')).toMatchObject({ status: 400, body: { message: 'File size must be less than 2MB.' } });
      // A form item is not a file, a file item not a form.
      expect(await upload(ana, order.movementId, 'usEntry', PDF, 'entry.pdf')).toMatchObject({ status: 415, body: { message: 'This paper is a form: send its fields as JSON.' } });
      expect(await send(t, ana, 'PUT', crossingPath(order.movementId, '/commercialInvoice'), { file: 'x' })).toMatchObject({ status: 415, body: { message: 'This paper is a file: send it as multipart/form-data with a file field.' } });
      expect(await send(t, ana, 'PUT', crossingPath(order.movementId, '/passport'), { file: 'x' })).toMatchObject({ status: 400, body: { message: 'kind must be one of commercialInvoice, packingList, cartaPorte, customsBroker, usEntry, usmcaCertificate' } });
      expect(await upload(ana, order.movementId, 'cartaPorte', PDF, 'carta.pdf')).toMatchObject({ status: 400, body: { message: 'This order’s crossing does not ask for that paper.' } });
      expect((await checklist(ana, order.movementId)).items.every((item: any) => item.status === 'missing')).toBe(true);
      expect(await storedKeys()).toEqual(keys);
    });

    it("refuses a Viewer's upload, removal and claim (403), with the team roles' words", async () => {
      const order = await placeOrder(t, ana);
      expect(await upload(viewer, order.movementId, 'commercialInvoice', PDF, 'invoice.pdf')).toMatchObject({ status: 403, body: { message: VIEWER_REFUSED } });
      expect(await send(t, viewer, 'PUT', crossingPath(order.movementId, '/usEntry'), { entryNum: 'ABC-1' })).toMatchObject({ status: 403, body: { message: VIEWER_REFUSED } });
      expect(await send(t, viewer, 'DELETE', crossingPath(order.movementId, '/commercialInvoice'))).toMatchObject({ status: 403, body: { message: VIEWER_REFUSED } });
      expect(await send(t, viewer, 'PUT', crossingPath(order.movementId, '/usmcaClaim'), { claimed: true })).toMatchObject({ status: 403, body: { message: VIEWER_REFUSED } });
      expect(itemOf(await checklist(viewer, order.movementId), 'commercialInvoice').status).toBe('missing');
    });

    it("keeps a company's files within its quota (CROSSING_FILES_MB_PER_COMPANY)", async () => {
      const carla = await newCustomer(t, 'carla@crossing.example');
      const order = await placeOrder(t, carla);
      const nearly = (bytes: number) => {
        const file = new Uint8Array(bytes);
        file.set(PDF);
        return file;
      };
      const mb = 1024 * 1024;
      expect((await upload(carla, order.movementId, 'commercialInvoice', nearly(1.9 * mb), 'a.pdf')).status).toBe(200);
      expect((await upload(carla, order.movementId, 'packingList', nearly(1 * mb), 'b.pdf')).status).toBe(200);
      const other = await placeOrder(t, carla);
      expect(await upload(carla, other.movementId, 'commercialInvoice', nearly(0.5 * mb), 'c.pdf')).toMatchObject({
        status: 403,
        body: { message: 'Your company has reached its storage limit for crossing papers (3 MB in all).' },
      });
      // Replacing a file counts the new one instead of the old.
      expect((await upload(carla, order.movementId, 'packingList', nearly(1.05 * mb), 'b2.pdf')).status).toBe(200);
    });
  });

  describe('a form item', () => {
    const goods = [{ description: 'Brake pads, ceramic', satProductKey: '25172000', quantity: 40, weightKg: 812.5, hazardous: false }];

    it('takes the Carta Porte goods and the customs broker with the pedimento written with spaces', async () => {
      const order = await southbound(ana);
      const carta = await send(t, ana, 'PUT', crossingPath(order.movementId, '/cartaPorte'), { goods });
      expect(carta.status, JSON.stringify(carta.body)).toBe(200);
      expect(itemOf(carta.body.data, 'cartaPorte')).toMatchObject({ status: 'uploaded', data: { goods }, file: null });
      const broker = await send(t, ana, 'PUT', crossingPath(order.movementId, '/customsBroker'), { brokerName: 'Agencia Aduanal Ruiz', patent: '3456', pedimento: '26 24 3456 6001234' });
      expect(itemOf(broker.body.data, 'customsBroker').data).toEqual({ brokerName: 'Agencia Aduanal Ruiz', patent: '3456', pedimento: '262434566001234' });
    });

    it('refuses bad fields with their messages, changing nothing', async () => {
      const order = await southbound(ana);
      const bad = await send(t, ana, 'PUT', crossingPath(order.movementId, '/customsBroker'), { brokerName: 'Agencia Aduanal Ruiz', patent: '3457', pedimento: '26 24 3456 6001234' });
      expect(bad).toMatchObject({ status: 400, body: { message: 'The pedimento’s digits 5 to 8 must be the customs broker’s patent.', errors: { pedimento: 'The pedimento’s digits 5 to 8 must be the customs broker’s patent.' } } });
      const noGoods = await send(t, ana, 'PUT', crossingPath(order.movementId, '/cartaPorte'), { goods: [{ ...goods[0], satProductKey: '2517', weightKg: 0 }] });
      expect(noGoods.status).toBe(400);
      expect(noGoods.body.errors).toEqual({ 'goods.0.satProductKey': 'SAT product key must be 8 digits (SAT’s c_ClaveProdServCP catalog)', 'goods.0.weightKg': 'weight must be a number of kilograms greater than 0' });
      const raw = await t.app.request(crossingPath(order.movementId, '/cartaPorte'), { method: 'PUT', headers: { ...ana.headers, 'Content-Type': 'application/json' }, body: '{"goods": [' });
      expect(raw.status).toBe(400);
      expect((await checklist(ana, order.movementId)).items.every((item: any) => item.status === 'missing')).toBe(true);
    });
  });

  describe('the review and an accepted item', () => {
    it('goes missing → uploaded → rejected with the reason → uploaded again → accepted, and the order turns ready', async () => {
      const order = await placeOrder(t, ana);
      await upload(ana, order.movementId, 'commercialInvoice', PDF, 'invoice.pdf');
      expect(await review(order.movementId, 'commercialInvoice', { decision: 'reject' })).toMatchObject({ status: 400, body: { message: 'A rejection needs a reason the customer can act on (at most 500 characters).' } });
      const rejected = await review(order.movementId, 'commercialInvoice', { decision: 'reject', reason: 'The invoice has no HS codes.' });
      expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
      const seen = await checklist(ana, order.movementId);
      expect(itemOf(seen, 'commercialInvoice')).toMatchObject({ status: 'rejected', reason: 'The invoice has no HS codes.' });
      expect(seen.next).toEqual({ kind: 'commercialInvoice', action: 'provideAgain' });
      // Only an uploaded item is reviewed.
      expect(await review(order.movementId, 'commercialInvoice', { decision: 'accept' })).toMatchObject({ status: 409, body: { message: 'Only a paper waiting for review (uploaded) can be accepted or rejected.' } });
      expect(await review(order.movementId, 'usEntry', { decision: 'accept' })).toMatchObject({ status: 409 });

      await upload(ana, order.movementId, 'commercialInvoice', PDF, 'invoice-with-hs.pdf');
      expect(itemOf(await checklist(ana, order.movementId), 'commercialInvoice')).toMatchObject({ status: 'uploaded', reason: null });
      expect((await review(order.movementId, 'commercialInvoice', { decision: 'accept' })).status).toBe(200);
      const entry = await send(t, ana, 'PUT', crossingPath(order.movementId, '/usEntry'), { entryNum: 'ABC-1234567-8' });
      expect(entry.status, JSON.stringify(entry.body)).toBe(200);
      expect(entry.body.data.readiness).toEqual({ ready: 1, of: 2, complete: false });
      expect((await review(order.movementId, 'usEntry', { decision: 'accept' })).status).toBe(200);
      const ready = await checklist(ana, order.movementId);
      expect(ready.readiness).toEqual({ ready: 2, of: 2, complete: true });
      expect(ready.next).toBeNull();

      // Nothing changes an accepted item.
      expect(await upload(ana, order.movementId, 'commercialInvoice', PDF, 'other.pdf')).toMatchObject({ status: 409, body: { message: ACCEPTED } });
      expect(await send(t, ana, 'DELETE', crossingPath(order.movementId, '/commercialInvoice'))).toMatchObject({ status: 409, body: { message: ACCEPTED } });
      expect(await send(t, ana, 'PUT', crossingPath(order.movementId, '/usEntry'), { entryNum: 'XYZ-1' })).toMatchObject({ status: 409, body: { message: ACCEPTED } });
      expect(await send(t, ana, 'PUT', `/v1/user/order/entryNum/${order.movementId}`, { entryNum: 'XYZ-1' })).toMatchObject({ status: 409, body: { message: ACCEPTED } });
      expect(await checklist(ana, order.movementId)).toEqual(ready);
    });

    it('notifies the company of every change as a crossing-papers notification, by its preferences', async () => {
      const dana = await newCustomer(t, 'dana@crossing.example');
      const order = await placeOrder(t, dana);
      const titles = async () => (await t.db.selectFrom('notifications').select(['title', 'kind', 'in_app']).where('company_id', '=', dana.companyId).where('kind', '=', 'crossingPapers').orderBy('created_at').execute());
      await upload(dana, order.movementId, 'commercialInvoice', PDF, 'invoice.pdf');
      await review(order.movementId, 'commercialInvoice', { decision: 'reject', reason: 'Illegible scan' });
      await upload(dana, order.movementId, 'commercialInvoice', PDF, 'invoice.pdf');
      await review(order.movementId, 'commercialInvoice', { decision: 'accept' });
      expect((await titles()).map((row) => row.title)).toEqual([
        `Order ${order.movementId}: the commercial invoice was provided for the crossing; we review it before pickup.`,
        `Order ${order.movementId}: the commercial invoice was rejected (Illegible scan). Provide it again before pickup.`,
        `Order ${order.movementId}: the commercial invoice was provided for the crossing; we review it before pickup.`,
        `Order ${order.movementId}: the commercial invoice was accepted for the crossing.`,
      ]);
      const off = await send(t, dana, 'PUT', '/v1/user/notification/preferences', { preferences: [{ kind: 'crossingPapers', inApp: false, email: false, push: false }] });
      expect(off.status, JSON.stringify(off.body)).toBe(200);
      await send(t, dana, 'PUT', crossingPath(order.movementId, '/usEntry'), { entryNum: 'ABC-1' });
      expect((await titles()).at(-1)).toMatchObject({ in_app: false });
    });
  });

  describe("today's entry-number call is the northbound US entry item", () => {
    it('answers the order as the spec says and provides the item; the item writes the same number', async () => {
      const order = await placeOrder(t, ana);
      const saved = await send(t, ana, 'PUT', `/v1/user/order/entryNum/${order.movementId}`, { entryNum: 'ABC-1234567-8' });
      expect(saved).toMatchObject({ status: 200, body: { message: 'Entry number saved successfully', data: { movementId: order.movementId, entryNum: 'ABC-1234567-8' } } });
      expect(itemOf(await checklist(ana, order.movementId), 'usEntry')).toMatchObject({ status: 'uploaded', data: { entryNum: 'ABC-1234567-8' } });
      await review(order.movementId, 'usEntry', { decision: 'reject', reason: 'Not our broker’s entry' });
      await send(t, ana, 'PUT', crossingPath(order.movementId, '/usEntry'), { entryNum: 'DEF-7654321-0' });
      expect((await get(t, ana, `/v1/user/order/${order.movementId}`)).body.data.entryNum).toBe('DEF-7654321-0');
      expect(itemOf(await checklist(ana, order.movementId), 'usEntry')).toMatchObject({ status: 'uploaded', reason: null });
      await send(t, ana, 'DELETE', crossingPath(order.movementId, '/usEntry'));
      expect((await get(t, ana, `/v1/user/order/${order.movementId}`)).body.data.entryNum).toBeNull();
      expect(await send(t, ana, 'PUT', `/v1/user/order/entryNum/${order.movementId}`, { entryNum: 'bad number!' })).toMatchObject({ status: 400, body: { message: 'entry number must be at most 30 letters, digits or hyphens' } });
    });
  });

  it("flags the company's orders not yet picked up whose crossing is not ready (for the order list and the dashboard)", async () => {
    const erin = await newCustomer(t, 'erin@crossing.example');
    const lacking = await placeOrder(t, erin);
    const ready = await placeOrder(t, erin);
    const gone = await placeOrder(t, erin);
    await upload(erin, ready.movementId, 'commercialInvoice', PDF, 'invoice.pdf');
    await send(t, erin, 'PUT', crossingPath(ready.movementId, '/usEntry'), { entryNum: 'ABC-1' });
    await review(ready.movementId, 'commercialInvoice', { decision: 'accept' });
    await review(ready.movementId, 'usEntry', { decision: 'accept' });
    await advanceTo(t, gone.movementId, 'InProgress');
    const flagged = await get(t, erin, '/v1/user/order/crossing/notReady');
    expect(flagged.status, JSON.stringify(flagged.body)).toBe(200);
    expect(flagged.body.data.orders).toEqual([{ movementId: lacking.movementId, scheduledPickup: expect.stringMatching(/T09:30$/), readiness: { ready: 0, of: 2, complete: false }, next: { kind: 'commercialInvoice', action: 'provide' } }]);
    expect((await get(t, bo, '/v1/user/order/crossing/notReady')).body.data.orders).toEqual([]);
  });

  it('never answers 5xx to bad input', async () => {
    const order = await placeOrder(t, ana);
    const answers = [
      await send(t, ana, 'GET', crossingPath('not-an-order')),
      await send(t, ana, 'PUT', crossingPath('CC%2F..%2Fx', '/usEntry'), { entryNum: 'A' }),
      await send(t, ana, 'PUT', crossingPath(order.movementId, '/usEntry'), [1, 2]),
      await send(t, ana, 'PUT', crossingPath(order.movementId, '/usEntry'), { entryNum: 12 }),
      await send(t, ana, 'PUT', crossingPath(order.movementId, '/usmcaClaim'), null),
      await send(t, ana, 'GET', crossingPath(order.movementId, '/nothing/file')),
      await send(t, ana, 'GET', crossingPath(order.movementId, '/packingList/file')),
      await review(order.movementId, 'commercialInvoice', { decision: 'reject', reason: 'x'.repeat(501) }),
      await review(order.movementId, 'passport', { decision: 'accept' }),
      await review('CC99999999', 'usEntry', { decision: 'maybe' }),
    ];
    const broken = await t.app.request(crossingPath(order.movementId, '/commercialInvoice'), { method: 'PUT', headers: { ...ana.headers, 'Content-Type': 'multipart/form-data; boundary=x' }, body: 'not a multipart body' });
    expect([...answers.map((a) => a.status), broken.status].every((status) => status >= 400 && status < 500), JSON.stringify(answers)).toBe(true);
    expect((await checklist(ana, order.movementId)).items.every((item: any) => item.status === 'missing')).toBe(true);
  });

  it('a completed order keeps its papers as they are', async () => {
    const order = await placeOrder(t, ana);
    await advanceTo(t, order.movementId, 'Completed');
    expect(await upload(ana, order.movementId, 'commercialInvoice', PDF, 'invoice.pdf')).toMatchObject({ status: 409, body: { message: 'The crossing papers of this order can no longer be changed.' } });
  });

  it('the public tracking link never shows a document or the checklist', async () => {
    const order = await placeOrder(t, ana);
    await upload(ana, order.movementId, 'commercialInvoice', PDF, 'Secret invoice.pdf');
    const link = await post(t, ana, `/v1/user/order/${order.movementId}/tracking-links`, {});
    expect(link.status).toBe(201);
    const page = await (await t.app.request(`/v1/public/tracking/${link.body.data.token}`)).text();
    expect(page).not.toMatch(/\/crossing|Secret invoice|commercialInvoice|usEntry|readiness|invoice/i);
    expect((await t.app.request(`/v1/public/tracking/${link.body.data.token}/crossing`)).status).toBe(404);
    expect((await t.app.request(crossingPath(order.movementId, '/commercialInvoice/file'), { headers: bearer('not-a-token') })).status).toBe(401);
  });
});
