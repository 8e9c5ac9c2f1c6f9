// DESIGN §6 for real: two `server/main.ts` processes on one PostgreSQL behind the round-robin proxy
// of scripts/twoProcesses.ts. PGlite admits one process, so this needs TEST_DATABASE_URL (CI sets it).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER } from '../../server/db/seedDemo.ts';
import { rateRules } from '../../server/auth/rateLimit.ts';
import { benchOrderBody } from '../../scripts/seedLoad.ts';
import { startTwoProcesses, type TwoProcesses } from '../../scripts/twoProcesses.ts';
import { createTestDatabase, type TestDatabaseHandle } from './support/testDatabase.ts';

const postgres = process.env.TEST_DATABASE_URL?.trim();

const post = async (base: string, path: string, body: unknown, token?: string): Promise<{ status: number; body: any }> => {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token !== undefined ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

/** Reads an event stream until `match` shows in it, or fails after `ms`. */
async function waitForEvent(stream: ReadableStream<Uint8Array>, match: string, ms: number): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const timer = setTimeout(() => void reader.cancel(), ms);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error(`the stream ended without ${match}; it said: ${JSON.stringify(text)}`);
      text += decoder.decode(value, { stream: true });
      if (text.includes(match)) return text;
    }
  } finally {
    clearTimeout(timer);
    await reader.cancel().catch(() => undefined);
  }
}

describe.skipIf(postgres === undefined || postgres === '')('two API processes on one PostgreSQL behind a proxy (skipped without TEST_DATABASE_URL: PGlite admits one process)', () => {
  let database: TestDatabaseHandle;
  let set: TwoProcesses;

  beforeAll(async () => {
    database = await createTestDatabase();
    set = await startTwoProcesses({ DATABASE_URL: database.url!, NODE_ENV: 'test' });
  }, 120_000);
  afterAll(async () => {
    await set?.stop();
    await database?.close();
  }, 30_000);

  it('the proxy takes turns: consecutive requests reach both processes', async () => {
    // Each process signs its tokens with the shared JWT_SECRET: a sign-in through one works on the other.
    const login = await post(set.base, '/v1/user/auth/logIn', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    expect(login.status).toBe(200);
    for (const process of set.processes) {
      const res = await fetch(`${process.base}/v1/user/profile`, { headers: { Authorization: `Bearer ${login.body.data.accessToken}` } });
      expect(res.status).toBe(200);
    }
  });

  it('an order event raised in one process reaches an event stream held by the other', async () => {
    const [first, second] = set.processes as [TwoProcesses['processes'][0], TwoProcesses['processes'][0]];
    const { accessToken } = (await post(first.base, '/v1/user/auth/logIn', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })).body.data;
    const address = (type: 'pickup' | 'drop', cityId: string) => ({
      type,
      addressDetails: { buildinName: `Two ${type}`, street: '1 Two St', postalCode: '78045', cityId },
      contactDetails: { contactName: 'Two', contactNumber: '5550000000' },
    });
    const pickup = (await post(first.base, '/v1/user/address', address('pickup', 'monterrey-nl'), accessToken)).body.data;
    const drop = (await post(first.base, '/v1/user/address', address('drop', 'dallas-tx'), accessToken)).body.data;
    const order = await post(first.base, '/v1/user/order', benchOrderBody(pickup._id, drop._id, 'TWOPROC1'), accessToken);
    expect(order.status).toBe(201);

    // The browser's stream is held by the second process only.
    const controller = new AbortController();
    const stream = await fetch(`${second.base}/v1/user/notification/events`, { headers: { Authorization: `Bearer ${accessToken}` }, signal: controller.signal });
    expect(stream.status).toBe(200);
    const heard = waitForEvent(stream.body!, '"NEW_NOTIFICATION"', 10_000);
    // Give the stream a moment to subscribe before the first process announces.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const cancelled = await post(first.base, `/v1/common/cancel/movement/user/${order.body.data.movementId as string}`, {}, accessToken);
    expect(cancelled.status).toBe(200);
    await expect(heard).resolves.toContain('data: {"type":"NEW_NOTIFICATION"}');
    controller.abort();
  }, 30_000);

  it("a rate limit holds across both processes: the contact form's per-IP limit counts every process's messages", async () => {
    const message = (n: number) => ({ name: 'Two Processes', email: 'two@example.com', company: '', phone: '', message: `Message ${n}` });
    const statuses: number[] = [];
    // Through the proxy: turns alternate, so each process takes about half; TRUST_PROXY=1 reads the client's IP.
    for (let n = 1; n <= rateRules.contactIp.limit + 2; n++) statuses.push((await post(set.base, '/v1/common/contact', message(n))).status);
    expect(statuses).toEqual([...Array<number>(rateRules.contactIp.limit).fill(201), 429, 429]);
  }, 30_000);

  it('sign-in throttles hold across both processes: failures on either slow the pair down', async () => {
    const [first, second] = set.processes as [TwoProcesses['processes'][0], TwoProcesses['processes'][0]];
    const wrong = { email: DEMO_CUSTOMER.email, password: 'Wrong-Password-1' };
    // Four free failures, spread over both processes, then the fifth sets a delay both enforce.
    for (const process of [first, second, first, second, first]) expect((await post(process.base, '/v1/user/auth/logIn', wrong)).status).toBe(401);
    const refused = await post(second.base, '/v1/user/auth/logIn', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
    expect(refused.status).toBe(429);
  }, 30_000);

  it('signing out on one process ends the session on the other within the session cache bound (5 s)', async () => {
    const [first, second] = set.processes as [TwoProcesses['processes'][0], TwoProcesses['processes'][0]];
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // the throttle's first delay
    const { accessToken } = (await post(first.base, '/v1/user/auth/logIn', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password })).body.data;
    const profile = () => fetch(`${second.base}/v1/user/profile`, { headers: { Authorization: `Bearer ${accessToken}` } }).then((res) => res.status);
    expect(await profile()).toBe(200);
    expect((await post(first.base, '/v1/user/auth/logOut', {}, accessToken)).status).toBe(200);
    const deadline = Date.now() + 5_000 + 1_000;
    let status = await profile();
    while (status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = await profile();
    }
    expect(status).toBe(401);
  }, 30_000);
});
