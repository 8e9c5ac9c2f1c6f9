import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneExpired } from '../../server/db/pruneExpired.ts';
import { createServiceTestApp } from './support/service.ts';
import { json, type TestApp } from './support/testApp.ts';

// The operator's side of the instant quote: ending a quote's hold (a price given in error), and how
// long an expired quote's link still answers (30 days, then it is pruned like other expired rows).

const ADMIN_TOKEN = 'admin-token-0123456789abcdefghijklmnopqrstuv';
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const body = {
  serviceId: 'northbound',
  transportationTypeId: 'ftl',
  modeId: 'ftl-dry-van',
  portId: 'colombia-solidarity-bridge',
  trailerId: 'dry-van-53',
  pickupCityId: 'monterrey-nl',
  dropCityId: 'dallas-tx',
  pickupDate: day(7),
};

describe('instant quotes, the operator and the clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createServiceTestApp({ adminToken: ADMIN_TOKEN, env: { QUOTES_PER_IP_PER_HOUR: '1000' } });
  });
  afterAll(() => t.close());

  const newQuote = async (): Promise<string> => {
    const res = await t.app.request('/v1/common/quote', json(body));
    expect(res.status).toBe(201);
    return ((await res.json()) as { data: { id: string } }).data.id;
  };
  const read = (id: string) => t.app.request(`/v1/common/quote/${id}`);
  const expire = (id: string, token: string | null = ADMIN_TOKEN) =>
    t.app.request(`/v1/admin/quotes/${id}/expire`, { method: 'POST', headers: token === null ? {} : { Authorization: `Bearer ${token}` } });

  it('the operator ends a quote’s hold: its link still answers, expired, with the price it had', async () => {
    const id = await newQuote();
    const before = ((await (await read(id)).json()) as { data: { quote: { total: number }; expired: boolean } }).data;
    expect(before.expired).toBe(false);
    const res = await expire(id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ statusCode: 200, message: 'The quote no longer holds its price', data: { id, expired: true } });
    const after = ((await (await read(id)).json()) as { data: { quote: { total: number }; expired: boolean; validUntil: string } }).data;
    expect(after.expired).toBe(true);
    expect(after.quote.total).toBe(before.quote.total);
    expect(Date.parse(after.validUntil)).toBeLessThanOrEqual(Date.now());
  });

  it('ending it twice keeps the first end; an unknown or malformed id is a 404; only the operator may', async () => {
    const id = await newQuote();
    await expire(id);
    const first = ((await (await read(id)).json()) as { data: { validUntil: string } }).data.validUntil;
    await new Promise((r) => setTimeout(r, 20));
    expect((await expire(id)).status).toBe(200);
    expect(((await (await read(id)).json()) as { data: { validUntil: string } }).data.validUntil).toBe(first);
    expect((await expire('AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await expire('not-a-quote')).status).toBe(404);
    expect([401, 403]).toContain((await expire(await newQuote(), null)).status);
    expect([401, 403]).toContain((await expire(await newQuote(), 'wrong-token-0123456789abcdefghijklmnopqr')).status);
  });

  it('an expired quote answers for 30 days, then it is pruned and its link says it does not exist', async () => {
    const [recent, old] = [await newQuote(), await newQuote()];
    await sql`update instant_quotes set created_at = now() - interval '30 days', expires_at = now() - interval '29 days' where id = ${recent}`.execute(t.db);
    await sql`update instant_quotes set created_at = now() - interval '32 days', expires_at = now() - interval '31 days' where id = ${old}`.execute(t.db);
    await pruneExpired(t.db);
    expect((await read(recent)).status).toBe(200);
    expect((await read(old)).status).toBe(404);
  });
});
