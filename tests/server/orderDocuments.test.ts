import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../src/schemas/digits.ts';
import { Envelope } from '../../src/schemas/envelope.ts';
import { readPdf } from './support/pdf.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { OrderDocuments } from '../../src/schemas/orderTracking.ts';
import { GIF_1X1, JPEG_HEAD, PNG_1X1, sized, WEBP_HEAD } from './support/images.ts';
import { ADMIN_TOKEN, advanceTo, placeOrder, send } from './support/orders.ts';
import { createServiceTestApp, get, newCustomer, newSubUser, post, type Customer } from './support/service.ts';
import type { TestApp } from './support/testApp.ts';

const decodeDocuments = Schema.decodeUnknownSync(Envelope(OrderDocuments));
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n');

/** multipart `file` (+ `type` unless undefined) as the customer. */
function uploadInit(customer: Customer | undefined, file: Uint8Array | undefined, { name = 'entry.pdf', mime = 'application/pdf', type }: { name?: string; mime?: string; type?: string } = {}): RequestInit {
  const form = new FormData();
  if (file !== undefined) form.append('file', new File([Uint8Array.from(file)], name, { type: mime }));
  if (type !== undefined) form.append('type', type);
  return { method: 'POST', body: form, headers: customer?.headers ?? {} };
}

describe('order documents', () => {
  let t: TestApp;
  let ana: Customer;
  let bo: Customer;
  let sub: Customer;
  let fresh: string;
  let assigned: string;

  beforeAll(async () => {
    t = await createServiceTestApp({ adminToken: ADMIN_TOKEN });
    ana = await newCustomer(t, 'ana@documents.example');
    bo = await newCustomer(t, 'bo@documents.example');
    sub = await newSubUser(t, ana, 'sub@documents.example');
    fresh = (await placeOrder(t, ana)).movementId;
    assigned = (await placeOrder(t, ana)).movementId;
    await advanceTo(t, assigned, 'Pending');
  });
  afterAll(() => t.close());

  const upload = async (customer: Customer | undefined, id: string, file: Uint8Array | undefined, options?: Parameters<typeof uploadInit>[2]) => {
    const res = await t.app.request(`/v1/common/qr&proof&doc/${id}`, uploadInit(customer, file, options));
    return { status: res.status, body: await res.json() };
  };
  const check = (customer: Customer, id: string) => post(t, customer, `/v1/common/qr&proof/doc/user/${id}`, {});

  it('[order.proof-done] [order.user-upload] the upload check of a new order: nothing done, no documents', async () => {
    const res = await t.app.request(`/v1/common/qr&proof/doc/user/${fresh}`, { method: 'POST', headers: ana.headers });
    expect(res.status).toBe(200);
    expect(decodeDocuments(await res.json())).toEqual({
      statusCode: 200,
      message: Messages.documentsFetched,
      data: { movementId: fresh, proofOfPhotography: false, userUploadCheck: false, documents: [] },
    });
  });

  it('uploads wait for a carrier (409 while NewAssignments)', async () => {
    const res = await upload(ana, fresh, PDF);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ statusCode: 409, message: Messages.uploadNotYet });
  });

  it('[order.user-upload] stores the customer PDF (type doc by default) and a QR image, and answers the list', async () => {
    const first = await upload(ana, assigned, PDF, { name: 'pedimento 3420.pdf' });
    expect(first.status).toBe(201);
    const decoded = decodeDocuments(first.body);
    expect(decoded.message).toBe(Messages.documentUploaded);
    expect(decoded.data).toEqual({
      movementId: assigned,
      proofOfPhotography: false,
      userUploadCheck: true,
      documents: [
        {
          _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          kind: 'doc',
          name: 'pedimento 3420.pdf',
          url: expect.stringMatching(/^\/v1\/common\/uploads\/[0-9a-f-]{36}$/),
          uploadedBy: 'user',
          uploadedAt: expect.stringMatching(/^\d{4}-/),
        },
      ],
    });
    // A sub-user uploads for the company; the declared type is ignored, the bytes decide.
    const qr = await upload(sub, assigned, PNG_1X1, { name: 'qr.pdf', mime: 'application/pdf', type: 'qr' });
    expect(qr.status).toBe(201);
    expect(qr.body.data.documents.map((d: { kind: string; name: string }) => [d.kind, d.name])).toEqual([
      ['doc', 'pedimento 3420.pdf'],
      ['qr', 'qr.pdf'],
    ]);
    for (const [bytes, name] of [
      [JPEG_HEAD, 'photo.jpg'],
      [WEBP_HEAD, 'photo.webp'],
    ] as const) {
      expect((await upload(ana, assigned, bytes, { name })).status).toBe(201);
    }
    const listed = decodeDocuments((await check(sub, assigned)).body).data;
    expect(listed.documents).toHaveLength(4);
  });

  it('[val.upload-size] refuses a file of 2MB or more with the spec message; just under is fine', async () => {
    const tooLarge = await upload(ana, assigned, sized(PDF, MAX_UPLOAD_BYTES));
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toEqual({ statusCode: 400, message: 'File size must be less than 2MB.', errors: { file: 'File size must be less than 2MB.' } });
    expect((await upload(ana, assigned, sized(PDF, MAX_UPLOAD_BYTES - 1))).status).toBe(201);
    // Far above: the body limit answers before the form is read.
    const huge = await upload(ana, assigned, sized(PDF, 11 * 1024 * 1024));
    expect(huge.status).toBe(413);
  });

  it('refuses other file types, a missing file, an unknown type and a body that is not multipart', async () => {
    for (const [bytes, name] of [
      [GIF_1X1, 'anim.gif'],
      [new TextEncoder().encode('just text'), 'notes.pdf'],
      [new Uint8Array(), 'empty.pdf'],
    ] as const) {
      const res = await upload(ana, assigned, bytes, { name });
      expect(res.status, name).toBe(400);
      expect(res.body, name).toEqual({ statusCode: 400, message: Messages.documentTypes, errors: { file: Messages.documentTypes } });
    }
    const missing = await upload(ana, assigned, undefined, { type: 'doc' });
    expect(missing.body).toEqual({ statusCode: 400, message: Messages.fileRequired, errors: { file: Messages.fileRequired } });
    for (const type of ['proof', 'invoice']) {
      const res = await upload(ana, assigned, PDF, { type });
      expect(res.status, type).toBe(400);
      expect(res.body, type).toEqual({ statusCode: 400, message: Messages.documentKind, errors: { type: Messages.documentKind } });
    }
    const json = await send(t, ana, 'POST', `/v1/common/qr&proof&doc/${assigned}`, { file: 'x' });
    expect(json.status).toBe(415);
  });

  it('keeps a safe file name: no path, no control characters, a default when blank', async () => {
    const res = await upload(ana, assigned, PDF, { name: '../../etc/"passwd".pdf' });
    const names = res.body.data.documents.map((d: { name: string }) => d.name);
    expect(names).toContain('passwd.pdf');
    const blank = await upload(ana, assigned, PNG_1X1, { name: '..', type: 'qr' });
    expect(blank.body.data.documents.at(-1).name).toBe(`qr-${assigned}.png`);
  });

  it('serves a document only to its company (bearer or the token cookie); anyone else gets 404', async () => {
    const id = (await placeOrder(t, ana)).movementId;
    await advanceTo(t, id, 'Pending');
    const { body } = await upload(ana, id, PDF, { name: 'entry.pdf' });
    const url: string = body.data.documents[0].url;

    const mine = await t.app.request(url, { headers: ana.headers });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('content-disposition')).toBe(`attachment; filename="entry.pdf"; filename*=UTF-8''entry.pdf`);
    expect(new Uint8Array(await mine.arrayBuffer())).toEqual(PDF);
    expect((await t.app.request(url, { headers: sub.headers })).status).toBe(200);
    // A link opened in the web app sends the cookie, not a header.
    expect((await t.app.request(url, { headers: { Cookie: `token=${ana.accessToken}` } })).status).toBe(200);

    for (const headers of [{}, bo.headers, { Cookie: `token=${bo.accessToken}` }, { Authorization: 'Bearer forged' }] as Record<string, string>[]) {
      const res = await t.app.request(url, { headers });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ statusCode: 404, message: 'Not found' });
    }
  });

  it('[order.proof-done] the carrier adds the crossing QR and bill of lading in transit, the proof of delivery at completion', async () => {
    const id = (await placeOrder(t, ana)).movementId;
    await advanceTo(t, id, 'InProgress');
    const moving = decodeDocuments((await check(ana, id)).body).data;
    expect(moving).toMatchObject({ proofOfPhotography: false, userUploadCheck: true });
    expect(moving.documents.map((d) => [d.kind, d.name, d.uploadedBy])).toEqual([
      ['qr', `crossing-qr-${id}.png`, 'carrier'],
      ['doc', `bill-of-lading-${id}.pdf`, 'carrier'],
    ]);
    const qr = await t.app.request(moving.documents[0]!.url, { headers: ana.headers });
    expect(qr.headers.get('content-type')).toBe('image/png');
    expect(qr.headers.get('content-disposition')).toMatch(/^inline; /);
    const bill = await readPdf(new Uint8Array(await (await t.app.request(moving.documents[1]!.url, { headers: ana.headers })).arrayBuffer()));
    expect(bill.doc.getPageCount()).toBeGreaterThan(0);
    expect(bill.text).toContain(`Order ${id}`);

    await advanceTo(t, id, 'Completed');
    const done = decodeDocuments((await check(ana, id)).body).data;
    expect(done).toMatchObject({ proofOfPhotography: true, userUploadCheck: true });
    expect(done.documents.at(-1)).toMatchObject({ kind: 'proof', name: `proof-of-delivery-${id}.pdf`, uploadedBy: 'carrier' });
    // The customer may still add papers to a completed order.
    expect((await upload(ana, id, PDF)).status).toBe(201);
  });

  it('closes uploads when the order is cancelled (409), the list stays readable', async () => {
    const id = (await placeOrder(t, ana)).movementId;
    await advanceTo(t, id, 'Pending');
    expect((await upload(ana, id, PDF)).status).toBe(201);
    expect((await post(t, ana, `/v1/common/cancel/movement/user/${id}`, {})).status).toBe(200);
    const res = await upload(ana, id, PDF);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ statusCode: 409, message: Messages.uploadClosed });
    expect(decodeDocuments((await check(ana, id)).body).data).toMatchObject({ userUploadCheck: true, proofOfPhotography: false, documents: [expect.anything()] });
  });

  it("another company's order is 404 for uploads too, and a session is needed", async () => {
    const res = await upload(bo, assigned, PDF);
    expect(res).toEqual({ status: 404, body: { statusCode: 404, message: Messages.orderNotFound } });
    expect((await upload(undefined, assigned, PDF)).status).toBe(401);
    expect((await get(t, undefined, `/v1/common/locat/operator/${assigned}`)).status).toBe(401);
  });
});
