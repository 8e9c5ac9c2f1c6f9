import { generateKeyPairSync, verify } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { createPushHub } from '../../server/notifications/createPushHub.ts';
import { FCM_SCOPE, FcmSender, fcmSendUrl } from '../../server/notifications/FcmSender.ts';
import type { FcmServiceAccount } from '../../server/notifications/fcmServiceAccount.ts';
import { InProcessPushHub } from '../../server/notifications/InProcessPushHub.ts';
import { PostgresPushHub } from '../../server/notifications/PostgresPushHub.ts';
import type { PushSubscriber } from '../../server/notifications/PushHub.ts';
import type { PushMessage } from '../../src/schemas/notification.ts';
import { ADMIN_TOKEN, placeOrder, send } from './support/orders.ts';
import { createServiceTestApp, newCustomer, newSubUser, type Customer } from './support/service.ts';
import { capturingLogger, type LogEntry, type TestApp } from './support/testApp.ts';
import { createTestDatabase, type TestDatabaseHandle } from './support/testDatabase.ts';

const NEW = { type: 'NEW_NOTIFICATION' } as const;

function recorder(): PushSubscriber & { messages: PushMessage[]; ended: number } {
  const r = { messages: [] as PushMessage[], ended: 0, deliver: (m: PushMessage) => void r.messages.push(m), end: () => void r.ended++ };
  return r;
}

async function eventually(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('InProcessPushHub', () => {
  it("delivers to the company's subscribers only, until they unsubscribe", async () => {
    const hub = new InProcessPushHub(capturingLogger([]));
    const a1 = recorder();
    const a2 = recorder();
    const b = recorder();
    const off = hub.subscribe('company-a', a1);
    hub.subscribe('company-a', a2);
    hub.subscribe('company-b', b);
    expect(hub.size).toBe(3);
    await hub.publish('company-a', NEW);
    expect([a1.messages, a2.messages, b.messages]).toEqual([[NEW], [NEW], []]);
    off();
    off();
    await hub.publish('company-a', NEW);
    expect([a1.messages.length, a2.messages.length]).toEqual([1, 2]);
    expect(hub.size).toBe(2);
  });

  it('logs a failing subscriber and still reaches the others; close ends everyone', async () => {
    const logs: LogEntry[] = [];
    const hub = new InProcessPushHub(capturingLogger(logs));
    const good = recorder();
    hub.subscribe('c', {
      deliver: () => {
        throw new Error('socket gone');
      },
      end: () => undefined,
    });
    hub.subscribe('c', good);
    await hub.publish('c', NEW);
    expect(good.messages).toEqual([NEW]);
    expect(logs).toEqual([{ level: 'warn', message: 'Push to an event stream of company c failed', error: expect.any(Error) }]);
    await hub.close();
    expect(good.ended).toBe(1);
    expect(hub.size).toBe(0);
    const late = recorder();
    hub.subscribe('c', late);
    expect(late.ended).toBe(1);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL?.trim())('PostgresPushHub (LISTEN/NOTIFY across API processes)', () => {
  let database: TestDatabaseHandle;
  const hubs: PostgresPushHub[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await Promise.all(hubs.map((hub) => hub.close()));
    await database.close();
  });
  const listening = async (retryMs?: number): Promise<PostgresPushHub> => {
    const hub = new PostgresPushHub({ db: database.db, log: capturingLogger([]), listenUrl: database.url!, ...(retryMs ? { retryMs } : {}) });
    hubs.push(hub);
    await hub.start();
    expect(hub.listening).toBe(true);
    return hub;
  };

  it("a push published by one process reaches the other's streams, and its own once", async () => {
    const one = await listening();
    const two = await listening();
    const onOne = recorder();
    const onTwo = recorder();
    const otherCompany = recorder();
    one.subscribe('company-a', onOne);
    two.subscribe('company-a', onTwo);
    two.subscribe('company-b', otherCompany);
    await one.publish('company-a', NEW);
    await eventually(() => onTwo.messages.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(onOne.messages).toEqual([NEW]);
    expect(otherCompany.messages).toEqual([]);

    // The operator CLI publishes without listening.
    const cli = new PostgresPushHub({ db: database.db, log: capturingLogger([]) });
    await cli.publish('company-a', NEW);
    await eventually(() => onOne.messages.length === 2 && onTwo.messages.length === 2);
    await cli.close();
  });

  it('listens again after its connection drops', async () => {
    const hub = await listening(50);
    const subscriber = recorder();
    hub.subscribe('company-c', subscriber);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN cargo_push' and pid <> pg_backend_pid()`.execute(database.db);
    await eventually(() => !hub.listening);
    await eventually(() => hub.listening, 10_000);
    const publisher = new PostgresPushHub({ db: database.db, log: capturingLogger([]) });
    await publisher.publish('company-c', NEW);
    await eventually(() => subscriber.messages.length === 1);
  });
});

describe('Firebase Cloud Messaging HTTP v1', () => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const account: FcmServiceAccount = {
    projectId: 'cargo-connects-test',
    clientEmail: 'push@cargo-connects-test.iam.gserviceaccount.com',
    privateKey,
    tokenUri: 'https://oauth2.googleapis.com/token',
  };

  interface Call {
    readonly url: string;
    readonly headers: Record<string, string>;
    readonly body: string;
  }

  /** Google's token endpoint and FCM, as far as the sender sees them. */
  function fakeGoogle(answer: (token: string, call: Call) => Response = () => Response.json({ name: 'projects/x/messages/1' })) {
    const calls: Call[] = [];
    let tokens = 0;
    const fetchFake = (async (input: string | URL | Request, init?: RequestInit) => {
      const call: Call = { url: String(input), headers: Object.fromEntries(new Headers(init?.headers).entries()), body: String(init?.body ?? '') };
      calls.push(call);
      if (call.url === account.tokenUri) return Response.json({ access_token: `ya29.token-${++tokens}`, expires_in: 3600, token_type: 'Bearer' });
      return answer((JSON.parse(call.body) as { message: { token: string } }).message.token, call);
    }) as typeof fetch;
    return { calls, fetch: fetchFake, sends: () => calls.filter((c) => c.url !== account.tokenUri), tokenCalls: () => calls.filter((c) => c.url === account.tokenUri) };
  }

  let t: TestApp;
  let ana: Customer;
  let anaSub: Customer;
  beforeAll(async () => {
    t = await createServiceTestApp({ adminToken: ADMIN_TOKEN });
    ana = await newCustomer(t, 'ana@fcm.example');
    anaSub = await newSubUser(t, ana, 'sub@fcm.example');
    await send(t, ana, 'PUT', '/v1/user/notification/token', { webToken: 'browser-ana' });
    await send(t, anaSub, 'PUT', '/v1/user/notification/token', { webToken: 'browser-sub' });
  });
  afterAll(() => t.close());

  it('signs an RS256 service-account JWT, then sends a data message to every web token of the company', async () => {
    const google = fakeGoogle();
    const logs: LogEntry[] = [];
    const sender = new FcmSender({ account, db: t.db, log: capturingLogger(logs), fetch: google.fetch });
    await sender.send(ana.companyId, NEW);

    const [tokenCall] = google.tokenCalls();
    expect(tokenCall!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(tokenCall!.body);
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer');
    const [header, claims, signature] = form.get('assertion')!.split('.') as [string, string, string];
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'RS256', typ: 'JWT' });
    const payload = JSON.parse(Buffer.from(claims, 'base64url').toString());
    expect(payload).toEqual({ iss: account.clientEmail, scope: FCM_SCOPE, aud: account.tokenUri, iat: expect.any(Number), exp: payload.iat + 3600 });
    expect(verify('RSA-SHA256', Buffer.from(`${header}.${claims}`), publicKey, Buffer.from(signature, 'base64url'))).toBe(true);

    const sends = google.sends();
    expect(sends.map((s) => s.url)).toEqual([fcmSendUrl('cargo-connects-test'), fcmSendUrl('cargo-connects-test')]);
    expect(fcmSendUrl('cargo-connects-test')).toBe('https://fcm.googleapis.com/v1/projects/cargo-connects-test/messages:send');
    expect(sends.every((s) => s.headers.authorization === 'Bearer ya29.token-1')).toBe(true);
    expect(sends.map((s) => JSON.parse(s.body)).sort((a, b) => a.message.token.localeCompare(b.message.token))).toEqual(
      ['browser-ana', 'browser-sub'].map((token) => ({ message: { token, data: { type: 'NEW_NOTIFICATION' }, webpush: { headers: { Urgency: 'high', TTL: '86400' } } } })),
    );
    // The access token is reused until it nears expiry.
    await sender.send(ana.companyId, NEW);
    expect(google.tokenCalls()).toHaveLength(1);
    expect(logs).toEqual([]);
  });

  it('forgets tokens FCM calls unregistered, keeps the others, and logs other refusals', async () => {
    const bo = await newCustomer(t, 'bo@fcm.example');
    const boSub = await newSubUser(t, bo, 'bosub@fcm.example');
    const boThird = await newSubUser(t, bo, 'bothird@fcm.example');
    await send(t, bo, 'PUT', '/v1/user/notification/token', { webToken: 'gone' });
    await send(t, boSub, 'PUT', '/v1/user/notification/token', { webToken: 'alive' });
    await send(t, boThird, 'PUT', '/v1/user/notification/token', { webToken: 'quota' });
    const google = fakeGoogle((token) => {
      if (token === 'gone') return Response.json({ error: { code: 404, status: 'NOT_FOUND', message: 'Requested entity was not found.', details: [{ errorCode: 'UNREGISTERED' }] } }, { status: 404 });
      if (token === 'quota') return Response.json({ error: { code: 429, status: 'RESOURCE_EXHAUSTED', message: 'Quota exceeded', details: [{ errorCode: 'QUOTA_EXCEEDED' }] } }, { status: 429 });
      return Response.json({ name: 'ok' });
    });
    const logs: LogEntry[] = [];
    await new FcmSender({ account, db: t.db, log: capturingLogger(logs), fetch: google.fetch }).send(bo.companyId, NEW);
    const left = await t.db.selectFrom('push_tokens').select('web_token').where('company_id', '=', bo.companyId).orderBy('web_token').execute();
    expect(left.map((r) => r.web_token)).toEqual(['alive', 'quota']);
    expect(logs.map((l) => l.message)).toEqual(['FCM refused a message: 429 RESOURCE_EXHAUSTED Quota exceeded', `FCM: forgot 1 unregistered web token(s) of company ${bo.companyId}`]);
  });

  it('skips signed-out sessions, fetches a new access token after a 401, and never throws', async () => {
    const carl = await newCustomer(t, 'carl@fcm.example');
    await send(t, carl, 'PUT', '/v1/user/notification/token', { webToken: 'carl-browser' });
    let refusals = 1;
    const google = fakeGoogle(() => (refusals-- > 0 ? new Response('', { status: 401 }) : Response.json({ name: 'ok' })));
    await new FcmSender({ account, db: t.db, log: capturingLogger([]), fetch: google.fetch }).send(carl.companyId, NEW);
    expect(google.tokenCalls()).toHaveLength(2);
    expect(google.sends()).toHaveLength(2);

    await t.app.request('/v1/user/auth/logOut', { method: 'POST', headers: carl.headers });
    const after = fakeGoogle();
    await new FcmSender({ account, db: t.db, log: capturingLogger([]), fetch: after.fetch }).send(carl.companyId, NEW);
    expect(after.calls).toEqual([]);

    const logs: LogEntry[] = [];
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    await new FcmSender({ account, db: t.db, log: capturingLogger(logs), fetch: down }).send(ana.companyId, NEW);
    expect(logs).toEqual([{ level: 'warn', message: `FCM push to company ${ana.companyId} failed`, error: expect.any(TypeError) }]);
  });

  it('with FCM configured, an order event reaches both the event streams and FCM', async () => {
    const google = fakeGoogle();
    const push = await createPushHub({ db: t.db, log: capturingLogger([]), fcm: account, fetch: google.fetch });
    const app = await createServiceTestApp({ database: t.database, push, adminToken: ADMIN_TOKEN });
    const stream = recorder();
    push.subscribe(ana.companyId, stream);
    await placeOrder(app, ana);
    expect(stream.messages).toEqual([NEW]);
    expect(google.sends().map((s) => JSON.parse(s.body).message.token).sort()).toEqual(['browser-ana', 'browser-sub']);
    await app.close();
  });
});

describe('FCM_SERVICE_ACCOUNT_JSON', () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, privateKeyEncoding: { type: 'pkcs8', format: 'pem' }, publicKeyEncoding: { type: 'spki', format: 'pem' } });
  const key = { type: 'service_account', project_id: 'cargo-prod', client_email: 'push@cargo-prod.iam.gserviceaccount.com', private_key: privateKey };
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cargo-fcm-'));
    await writeFile(path.join(dir, 'key.json'), JSON.stringify(key));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('reads the key inline or from a file; unset means no FCM', () => {
    const expected = { projectId: 'cargo-prod', clientEmail: key.client_email, privateKey, tokenUri: 'https://oauth2.googleapis.com/token' };
    expect(loadConfig({ FCM_SERVICE_ACCOUNT_JSON: JSON.stringify(key) }).fcm).toEqual(expected);
    expect(loadConfig({ FCM_SERVICE_ACCOUNT_JSON: 'key.json' }, dir).fcm).toEqual(expected);
    expect(loadConfig({}).fcm).toBeUndefined();
  });

  it('names what is wrong without echoing the key', () => {
    const problemOf = (value: string): string => {
      try {
        loadConfig({ FCM_SERVICE_ACCOUNT_JSON: value }, dir);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as ConfigError).problems.join('\n');
      }
      throw new Error('accepted');
    };
    expect(problemOf('missing.json')).toBe(`FCM_SERVICE_ACCOUNT_JSON: cannot read ${path.join(dir, 'missing.json')} (ENOENT)`);
    expect(problemOf('{"project_id": "x"}')).toMatch(/^FCM_SERVICE_ACCOUNT_JSON must be a Google service account key/);
    const badKey = problemOf(JSON.stringify({ ...key, private_key: 'not a key' }));
    expect(badKey).toBe('FCM_SERVICE_ACCOUNT_JSON: private_key is not a PEM private key');
    expect(problemOf(JSON.stringify({ ...key, token_uri: 'http://evil.example/token' }))).toBe('FCM_SERVICE_ACCOUNT_JSON: token_uri must be an https:// URL');
  });
});
