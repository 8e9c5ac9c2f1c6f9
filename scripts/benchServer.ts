// The real server for the browser half of `npm run bench`: the build being measured, served by
// createApp on a fresh PGlite database with the catalog, the guideline pages and the demo customer,
// who is given through the real API what the signed-in routes show: an unpaid order, a paid one in
// transit (paid with the test card, moved on by the operator API), a sub-user, a pending
// invitation, a tracking link; and an email's unsubscribe link.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { NOTIFICATION_KINDS } from '../src/schemas/notificationRules.ts';
import { loadConfig } from '../server/config.ts';
import { createApp } from '../server/createApp.ts';
import { createDatabase } from '../server/db/createDatabase.ts';
import { migrateToLatest } from '../server/db/migrateToLatest.ts';
import { seedCatalog } from '../server/db/seedCatalog.ts';
import { DEMO_CUSTOMER, seedDemo } from '../server/db/seedDemo.ts';
import { seedGuidelinePages } from '../server/db/seedGuidelinePages.ts';
import { consoleLogger, type Logger } from '../server/Logger.ts';
import { issueUnsubscribeToken } from '../server/notifications/unsubscribeTokens.ts';
import { benchOrderBody } from './seedLoad.ts';

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** What the seeded data fills the route table's parameters with. */
export interface BenchFixtures {
  readonly customer: Credentials;
  /** Movement ids: as created (unpaid), and paid and crossing (InProgress). */
  readonly orders: { readonly unpaid: string; readonly inProgress: string };
  readonly subUserId: string;
  readonly inviteToken: string;
  readonly trackingToken: string;
  readonly unsubscribeToken: string;
  readonly guidelineSlug: string;
}

export interface Session {
  readonly accessToken: string;
  readonly refreshToken: string;
}

export interface BenchServer {
  readonly base: string;
  readonly fixtures: BenchFixtures;
  /** A new session of the customer, through `POST /v1/user/auth/logIn` as the login page does. */
  readonly signIn: () => Promise<Session>;
}

/** The cookies the web app keeps a session in (src/services/cookies.ts: token, refreshToken). */
export const sessionCookies = (base: string, session: Session) => [
  { name: 'token', value: session.accessToken, url: base },
  { name: 'refreshToken', value: session.refreshToken, url: base },
];

async function call<T>(base: string, method: string, route: string, body: unknown, bearer?: string): Promise<T> {
  const response = await fetch(`${base}${route}`, {
    method,
    headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...(bearer !== undefined ? { Authorization: `Bearer ${bearer}` } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  const answer = (await response.json().catch(() => ({}))) as { data?: T; message?: string };
  if (!response.ok) throw new Error(`bench seed: ${method} ${route} answered ${response.status}: ${answer.message ?? ''}`);
  return answer.data as T;
}

async function seedCustomer(base: string, adminToken: string, db: Parameters<typeof seedDemo>[0], guidelineSlug: string): Promise<BenchFixtures> {
  const customer: Credentials = { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password };
  const { accessToken } = await call<Session>(base, 'POST', '/v1/user/auth/logIn', customer);
  const user = <T>(method: string, route: string, body?: unknown) => call<T>(base, method, route, body, accessToken);
  const address = (type: 'pickup' | 'drop', cityId: string, building: string) => ({
    type,
    addressDetails: { buildinName: building, street: 'Av. Industrial 1200', postalCode: '64000', cityId },
    contactDetails: { contactName: 'Dock Supervisor', contactNumber: '5551112233' },
  });
  const pickup = await user<{ _id: string }>('POST', '/v1/user/address', address('pickup', 'monterrey-nl', 'Planta Apodaca'));
  const drop = await user<{ _id: string }>('POST', '/v1/user/address', address('drop', 'dallas-tx', 'Dallas Distribution Center'));
  const order = () => user<{ movementId: string }>('POST', '/v1/user/order', benchOrderBody(pickup._id, drop._id, `B${randomBytes(4).toString('hex').toUpperCase()}`.slice(0, 10)));
  const unpaid = (await order()).movementId;
  const inProgress = (await order()).movementId;
  // The test card's provider, as the checkout's card fields use it (ALLOW_TEST_PAYMENTS).
  const expiry = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
  const { token } = await call<{ token: string }>(base, 'POST', '/payment-sandbox/tokens', { card: { name: 'Ana Ruiz', number: '4242 4242 4242 4242', expiry, cvc: '123' } });
  await user('POST', '/v1/user/payPal/capture', { movementId: inProgress, idempotencyKey: randomUUID(), paymentToken: token });
  await call(base, 'POST', `/v1/admin/orders/${inProgress}/advance`, { to: 'InProgress' }, adminToken);

  const subUser = await user<{ accountId: string }>('POST', '/v1/user/sub/user', {
    contactName: 'Sub User',
    contactNumber: '5550001111',
    email: 'bench.sub@example.com',
    role: 'booker',
    access: 'password',
    password: 'Cargo-Test-2026',
    confirmPassword: 'Cargo-Test-2026',
  });
  await user('POST', '/v1/user/sub/user', { contactName: 'Invited User', contactNumber: '5550002222', email: 'bench.invited@example.com', role: 'viewer', access: 'invite' });
  const [mail] = await call<Array<{ text: string }>>(base, 'GET', `/v1/admin/outbox?to=${encodeURIComponent('bench.invited@example.com')}&limit=1`, undefined, adminToken);
  const inviteToken = /[?&]token=([^\s&]+)/.exec(mail?.text ?? '')?.[1];
  if (inviteToken === undefined) throw new Error('bench seed: no invitation link in the outbox');

  const link = await user<{ token: string }>('POST', `/v1/user/order/${inProgress}/tracking-links`, { label: 'Bench' });
  // An email's link, as the notification mail would carry it (its token is in no API answer).
  const { company_id } = await db.selectFrom('accounts').select('company_id').where('email', '=', customer.email).executeTakeFirstOrThrow();
  const unsubscribeToken = await issueUnsubscribeToken(db, company_id, NOTIFICATION_KINDS[0]);
  return {
    customer,
    orders: { unpaid, inProgress },
    subUserId: subUser.accountId,
    inviteToken: decodeURIComponent(inviteToken),
    trackingToken: link.token,
    unsubscribeToken,
    guidelineSlug,
  };
}

/** Serves `staticDir` with the real server on a freshly seeded database, for as long as `use` runs. */
export async function withBenchServer<T>(staticDir: string, use: (server: BenchServer) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cargo-bench-web-'));
  const quiet: Logger = { ...consoleLogger, info: () => {} };
  const database = await createDatabase({ kind: 'pglite', dataDir }, quiet);
  try {
    await migrateToLatest(database.db);
    await seedCatalog(database.db);
    await seedDemo(database.db);
    const [guidelineSlug] = await seedGuidelinePages(database.db);
    if (guidelineSlug === undefined) throw new Error('bench seed: no guideline page');
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ALLOW_DEV_MAIL: '1', ALLOW_TEST_PAYMENTS: '1', SEED_DEMO: '0' });
    const adminToken = randomBytes(24).toString('hex');
    const app = createApp({ db: database.db, config, log: quiet, staticDir, adminToken });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
    try {
      const fixtures = await seedCustomer(base, adminToken, database.db, guidelineSlug);
      const signIn = () => call<Session>(base, 'POST', '/v1/user/auth/logIn', fixtures.customer);
      return await use({ base, fixtures, signIn });
    } finally {
      // Open event streams (the header's bell) would hold close() forever.
      (server as import('node:http').Server).closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
