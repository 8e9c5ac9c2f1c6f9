import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readContactMessages } from '../../server/content/contactMessages.ts';
import { pruneExpired } from '../../server/db/pruneExpired.ts';
import { createTestApp, json, type TestApp } from './support/testApp.ts';

const PATH = '/v1/common/contact';
const ADMIN_TOKEN = 'admin-token-0123456789abcdefghijklmnopqrstuv';
const thanks = { statusCode: 201, message: 'Thank you. We will get back to you within one business day.', data: null };
const tooMany = { statusCode: 429, message: 'Too many attempts. Please try again later.' };
const form = { name: 'Ana Ruiz', email: 'Ana@Acme.example', company: 'Acme Freight', phone: '5512345678', message: 'We move 20 loads a month from Monterrey to Laredo. Can we talk?' };

describe('POST /v1/common/contact (public)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // One proxy in front: the client address is the last X-Forwarded-For entry, so each test has its own.
    t = await createTestApp({ env: { TRUST_PROXY: '1' }, adminToken: ADMIN_TOKEN });
  });
  afterAll(() => t.close());

  const send = (body: unknown, ip: string) => t.app.request(PATH, json(body, 'POST', { 'X-Forwarded-For': ip }));

  it('stores the message without auth and thanks the sender', async () => {
    const res = await send(form, '203.0.113.1');
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual(thanks);
    const minimal = await send({ name: ' Bo ', email: 'bo@shipper.example', message: ' Call me ' }, '203.0.113.1');
    expect(minimal.status).toBe(201);

    const [newest, older] = await readContactMessages(t.db, 2);
    expect(newest).toEqual({ name: 'Bo', email: 'bo@shipper.example', company: null, phone: null, message: 'Call me', ip: '203.0.113.1', createdAt: expect.any(String) });
    expect(older).toEqual({ ...form, email: 'ana@acme.example', ip: '203.0.113.1', createdAt: expect.any(String) });
  });

  it('validates the form with every message, stores nothing', async () => {
    const before = (await t.db.selectFrom('contact_messages').select('id').execute()).length;
    const blank = await send({}, '203.0.113.2');
    expect(blank.status).toBe(400);
    expect(await blank.json()).toEqual({
      statusCode: 400,
      message: 'name is required',
      errors: { name: 'name is required', email: 'email is required', message: 'message is required' },
    });
    const invalid = await send({ ...form, email: 'ana@acme', phone: '551234', message: 'x'.repeat(2001) }, '203.0.113.2');
    expect(await invalid.json()).toEqual({
      statusCode: 400,
      message: 'Invalid email format',
      errors: { email: 'Invalid email format', phone: 'Invalid contact-number format', message: 'message must be at most 2000 characters' },
    });
    const notJson = await t.app.request(PATH, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'name=x' });
    expect(notJson.status).toBe(415);
    expect((await t.db.selectFrom('contact_messages').select('id').execute()).length).toBe(before);
  });

  it('takes 5 messages an hour per client IP, then 429; other addresses are unaffected; invalid bodies do not count', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 3; i++) expect((await send({}, ip)).status).toBe(400);
    for (let i = 0; i < 5; i++) expect((await send({ ...form, message: `Message ${i}` }, ip)).status).toBe(201);
    const limited = await send({ ...form, message: 'Message 6' }, ip);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual(tooMany);
    expect((await send(form, '198.51.100.8')).status).toBe(201);
    expect((await readContactMessages(t.db, 500)).filter((m) => m.message === 'Message 6')).toEqual([]);
  });

  it('the operator reads the newest messages through the admin API', async () => {
    const res = await t.app.request('/v1/admin/contact-messages?limit=2', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Array<{ message: string; ip: string }> };
    expect(data.map((m) => [m.message, m.ip])).toEqual([
      [form.message, '198.51.100.8'],
      ['Message 4', '198.51.100.7'],
    ]);
    const bad = await t.app.request('/v1/admin/contact-messages?limit=0', { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(await bad.json()).toEqual({ statusCode: 400, message: 'limit must be a whole number from 1 to 500', errors: { limit: 'limit must be a whole number from 1 to 500' } });
    expect((await t.app.request('/v1/admin/contact-messages')).status).toBe(401);
  });

  it('keeps messages for 12 months (pruned after)', async () => {
    await t.db.insertInto('contact_messages').values({ name: 'Old', email: 'old@x.example', company: null, phone: null, message: 'Old one', ip: null }).execute();
    await sql`update contact_messages set created_at = now() - interval '13 months' where name = 'Old'`.execute(t.db);
    const recent = (await t.db.selectFrom('contact_messages').select('id').execute()).length - 1;
    await pruneExpired(t.db);
    expect((await t.db.selectFrom('contact_messages').select('id').execute()).length).toBe(recent);
  });
});
