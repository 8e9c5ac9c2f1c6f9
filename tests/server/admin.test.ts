import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox, setAdminVerification } from '../../server/admin/adminOperations.ts';
import { DEMO_CUSTOMER, seedDemo } from '../../server/db/seedDemo.ts';
import { logIn, mailsTo, signUp } from './support/accounts.ts';
import { createTestApp, json, type TestApp } from './support/testApp.ts';

const TOKEN = 'admin-token-0123456789abcdefghijklmnopqrstuv';
const admin = (token = TOKEN): Record<string, string> => ({ Authorization: `Bearer ${token}` });
const unauthorized = { statusCode: 401, message: 'Admin token required' };

describe('admin API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ adminToken: TOKEN });
  });
  afterAll(() => t.close());

  const setVerified = (body: unknown, headers: Record<string, string> = admin()) => t.app.request('/v1/admin/accounts/verification', json(body, 'POST', headers));

  it('[guard.admin-verification] refuses requests without the token or with a wrong one (401)', async () => {
    for (const headers of [{}, admin('wrong'), admin(`${TOKEN}x`), admin(TOKEN.toUpperCase()), { Authorization: TOKEN }] as Record<string, string>[]) {
      const verify = await setVerified({ email: 'a@acme.example', verified: true }, headers);
      expect(verify.status).toBe(401);
      expect(await verify.json()).toEqual(unauthorized);
      const outbox = await t.app.request('/v1/admin/outbox', { headers });
      expect(outbox.status).toBe(401);
    }
  });

  it('[guard.admin-verification] verifies and unverifies the company of an account', async () => {
    await signUp(t, 'Owner@Acme.example');
    const on = await setVerified({ email: 'OWNER@acme.example', verified: true });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({
      statusCode: 200,
      message: 'Account verified',
      data: { email: 'owner@acme.example', companyName: 'Acme Freight', verifyByAdmin: true },
    });
    const company = () =>
      t.db.selectFrom('companies').innerJoin('accounts', 'accounts.company_id', 'companies.id').select('verify_by_admin').where('email', '=', 'owner@acme.example').executeTakeFirstOrThrow();
    expect((await company()).verify_by_admin).toBe(true);
    const off = await setVerified({ email: 'owner@acme.example', verified: false });
    expect(((await off.json()) as { data: { verifyByAdmin: boolean } }).data.verifyByAdmin).toBe(false);
    expect((await company()).verify_by_admin).toBe(false);
  });

  it('answers an unknown email with 404 and a bad body with 400', async () => {
    const unknown = await setVerified({ email: 'nobody@acme.example', verified: true });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ statusCode: 404, message: 'No account with email nobody@acme.example' });
    const bad = await setVerified({ email: 'x', verified: 'yes' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      statusCode: 400,
      message: 'Invalid email format',
      errors: { email: 'Invalid email format', verified: 'verified must be true or false' },
    });
  });

  it('lists the outbox newest first, filtered by address, limited', async () => {
    await signUp(t, 'mail1@acme.example');
    await signUp(t, 'mail2@acme.example');
    const res = await t.app.request('/v1/admin/outbox?limit=2', { headers: admin() });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: Array<{ to: string; subject: string; text: string; createdAt: string }> };
    expect(body.data.map((m) => m.to)).toEqual(['mail2@acme.example', 'mail1@acme.example']);
    expect(body.data[0]).toEqual({
      to: 'mail2@acme.example',
      subject: 'Your Cargo Connects verification code',
      text: expect.stringMatching(/verification code is \d{6}\./),
      createdAt: expect.stringMatching(/Z$/),
    });
    const filtered = (await (await t.app.request('/v1/admin/outbox?to=MAIL1@acme.example', { headers: admin() })).json()) as typeof body;
    expect(filtered.data.map((m) => m.to)).toEqual(['mail1@acme.example']);
    const badLimit = await t.app.request('/v1/admin/outbox?limit=0', { headers: admin() });
    expect(badLimit.status).toBe(400);
    expect(await badLimit.json()).toEqual({ statusCode: 400, message: 'limit must be a whole number from 1 to 500', errors: { limit: 'limit must be a whole number from 1 to 500' } });
  });

  it('shares its operations with the CLI', async () => {
    expect(await setAdminVerification(t.db, 'ghost@acme.example', true)).toBeUndefined();
    expect((await readOutbox(t.db, { to: 'mail1@acme.example' })).length).toBe((await mailsTo(t, 'mail1@acme.example')).length);
  });
});

describe('admin API in a process without an admin token', () => {
  it('does not exist (404), whatever the request carries', async () => {
    const t = await createTestApp();
    try {
      for (const headers of [{}, admin()]) {
        const res = await t.app.request('/v1/admin/outbox', { headers });
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ statusCode: 404, message: 'Not found' });
        expect((await t.app.request('/v1/admin/accounts/verification', json({ email: 'a@b.co', verified: true }, 'POST', headers))).status).toBe(404);
      }
    } finally {
      await t.close();
    }
  });
});

describe('demo customer seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a verified demo customer once, and is idempotent', async () => {
    expect(await seedDemo(t.db)).toBe(true);
    expect(await seedDemo(t.db)).toBe(false);
    expect(await seedDemo(t.db)).toBe(false);
    const rows = await t.db
      .selectFrom('accounts')
      .innerJoin('companies', 'companies.id', 'accounts.company_id')
      .select(['companies.name', 'companies.verify_by_admin', 'accounts.contact_name', 'accounts.contact_number', 'accounts.email_verified', 'accounts.role'])
      .where('accounts.email', '=', DEMO_CUSTOMER.email)
      .execute();
    expect(rows).toEqual([
      { name: 'Demo Logistics SA de CV', verify_by_admin: true, contact_name: 'Demo Customer', contact_number: '5550100200', email_verified: true, role: 'main' },
    ]);
    expect(await t.db.selectFrom('companies').select('id').where('name', '=', DEMO_CUSTOMER.companyName).execute()).toHaveLength(1);
  });

  it('signs in with demo@cargoconnects.test / Demo-Cargo-2026', async () => {
    const res = await logIn(t, 'demo@cargoconnects.test', 'Demo-Cargo-2026');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { verifyByAdmin: boolean } }).data.verifyByAdmin).toBe(true);
  });

  it('leaves an existing demo account as it is', async () => {
    await t.db.updateTable('accounts').set({ contact_name: 'Renamed' }).where('email', '=', DEMO_CUSTOMER.email).execute();
    expect(await seedDemo(t.db)).toBe(false);
    const row = await t.db.selectFrom('accounts').select('contact_name').where('email', '=', DEMO_CUSTOMER.email).executeTakeFirstOrThrow();
    expect(row.contact_name).toBe('Renamed');
  });
});
