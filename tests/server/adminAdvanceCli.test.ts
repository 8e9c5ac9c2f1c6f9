// `npm run admin -- advance` as the operator runs it: through the running server's admin API (so
// the push reaches browsers connected to that server), and on the database itself when it is stopped.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../server/db/createDatabase.ts';
import { PostgresPushHub } from '../../server/notifications/PostgresPushHub.ts';
import type { PushMessage } from '../../src/schemas/notification.ts';
import { DEMO_CUSTOMER } from '../../server/db/seedDemo.ts';
import { silentLogger } from '../../server/Logger.ts';
import { callServer, cli, paidOrderOverHttp, post, startServer, type RunningServer } from './support/adminCli.ts';
import { countEvents, EventStreamReader } from './support/eventStream.ts';
import { placeOrder } from './support/orders.ts';
import { createServiceTestApp, newCustomer } from './support/service.ts';
import { capturingLogger } from './support/testApp.ts';
import { createTestDatabase } from './support/testDatabase.ts';

// The data directory's PGlite only: the PostgreSQL pass (TEST_DATABASE_URL) runs the block below.
describe.skipIf(process.env.TEST_DATABASE_URL?.trim())('npm run admin -- advance', { timeout: 240_000 }, () => {
  let dataDir: string;
  let server: RunningServer | undefined;
  let headers: Record<string, string>;
  const addresses: { pickup?: string; drop?: string } = {};
  let references = 0;

  const call = (method: string, route: string, body?: unknown) => callServer(server!.port, headers, method, route, body);

  /** A paid order of the demo customer, placed over HTTP like the wizard does. */
  const paidOrder = (): Promise<string> => paidOrderOverHttp(call, `CLI${++references}`, addresses);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cargo-advance-cli-'));
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('explains itself, and refuses a missing or malformed movement id and an unknown --to (exit 1)', async () => {
    const help = await cli(['help'], { DATA_DIR: dataDir });
    expect(help.stdout).toContain('advance <movementId> [--to S]');
    for (const [args, message] of [
      [['advance'], 'advance takes a movement id'],
      [['advance', 'order-1'], '"order-1" is not a movement id (like CC26000001)'],
      [['advance', 'CC26000001', '--to', 'Shipped'], '--to must be one of Pending, InProgress, Completed'],
      [['advance', 'CC26000001', '--speed', 'fast'], 'Unknown option --speed for advance'],
    ] as const) {
      const res = await cli([...args], { DATA_DIR: dataDir });
      expect(res.code, args.join(' ')).toBe(1);
      expect(res.stderr, args.join(' ')).toContain(message);
    }
  });

  describe('while the server runs', () => {
    let stream: EventStreamReader;

    beforeAll(async () => {
      server = await startServer(dataDir);
      const login = await post(server.port, '/v1/user/auth/logIn', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
      headers = { Authorization: `Bearer ${((await login.json()) as { data: { accessToken: string } }).data.accessToken}` };
      // The customer's browser, signed in and listening.
      const res = await fetch(`http://127.0.0.1:${server.port}/v1/user/notification/events`, { headers });
      expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      stream = new EventStreamReader(res);
      await stream.until((text) => text.includes(': connected'));
    });

    it('[push.refetch] moves the order one step through the server; the signed-in browser gets the push', async () => {
      const movementId = await paidOrder();
      await stream.until((text) => countEvents(text) === 1);

      const res = await cli(['advance', movementId.toLowerCase()], { DATA_DIR: dataDir });
      expect(res.code, res.stderr).toBe(0);
      expect(res.stderr).toContain('through the running server');
      const lines = res.stdout.trim().split('\n');
      expect(lines[0]).toBe(`Order ${movementId} (company "${DEMO_CUSTOMER.companyName}"): NewAssignments -> Pending`);
      expect(lines.slice(1).map((l) => l.trim().split(':')[0])).toEqual(['Carrier', 'Operator', 'Location', 'Notified']);
      expect(res.stdout).toContain('Location:  Near World Trade Bridge (Laredo, TX), waiting to cross (');
      await stream.until((text) => countEvents(text) === 2);

      const order = await call('GET', `/v1/user/order/${movementId}`);
      expect(order.body.data).toMatchObject({ status: 'Pending', carrier: { name: expect.any(String) } });
      const notifications = await call('GET', '/v1/user/notification?page=1&limit=10');
      expect(notifications.body.data.response[0]).toMatchObject({ redirectId: movementId, title: expect.stringContaining(`will carry order ${movementId}`) });

      const rest = await cli(['advance', movementId, '--to', 'completed'], { DATA_DIR: dataDir });
      expect(rest.code, rest.stderr).toBe(0);
      expect(rest.stdout).toContain(`Order ${movementId} (company "${DEMO_CUSTOMER.companyName}"): Pending -> InProgress`);
      expect(rest.stdout).toContain(`Documents: crossing-qr-${movementId}.png, bill-of-lading-${movementId}.pdf`);
      expect(rest.stdout).toContain(`Order ${movementId} (company "${DEMO_CUSTOMER.companyName}"): InProgress -> Completed`);
      expect(rest.stdout).toContain(`Documents: proof-of-delivery-${movementId}.pdf`);
      // One push per step.
      await stream.until((text) => countEvents(text) === 4);
      expect((await call('GET', `/v1/user/order/${movementId}`)).body.data.status).toBe('Completed');

      const done = await cli(['advance', movementId], { DATA_DIR: dataDir });
      expect(done.code).toBe(1);
      expect(done.stderr).toContain(`Order ${movementId} is already completed: it has no further step.`);
    });

    it('refuses a cancelled order and an unknown one with a clear message and exit 1', async () => {
      const movementId = await paidOrder();
      expect((await call('POST', `/v1/common/cancel/movement/user/${movementId}`)).body.data).toMatchObject({ status: 'Cancelled', paymentStatus: 'refunded' });
      const cancelled = await cli(['advance', movementId], { DATA_DIR: dataDir });
      expect(cancelled.code).toBe(1);
      expect(cancelled.stderr).toContain(`Order ${movementId} is cancelled: a cancelled order cannot advance.`);
      const unknown = await cli(['advance', 'CC99999999'], { DATA_DIR: dataDir });
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('No order CC99999999');
    });

    it('stops promptly on SIGTERM although a browser keeps its event stream open', async () => {
      const started = Date.now();
      server!.child.kill('SIGTERM');
      expect(await server!.exited).toBe(0);
      expect(Date.now() - started).toBeLessThan(4000);
      await stream.ended(2000);
    });
  });

  describe('with the server stopped', () => {
    it('advances on the database itself', async () => {
      // An order placed while the server ran, still waiting for a carrier.
      server = await startServer(dataDir);
      const login = await post(server.port, '/v1/user/auth/logIn', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
      headers = { Authorization: `Bearer ${((await login.json()) as { data: { accessToken: string } }).data.accessToken}` };
      const movementId = await paidOrder();
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);

      const res = await cli(['advance', movementId, '--to', 'InProgress', '--carrier', 'Acme Carriers', '--phone', '5551234567'], { DATA_DIR: dataDir });
      expect(res.code, res.stderr).toBe(0);
      expect(res.stderr).not.toContain('through the running server');
      expect(res.stdout).toContain('Carrier:   Acme Carriers, truck ');
      expect(res.stdout).toMatch(/Operator: {2}.+, 5551234567/);
      expect(res.stdout).toContain('Pending -> InProgress');

      const handle = await createDatabase({ kind: 'pglite', dataDir }, silentLogger);
      try {
        const row = await handle.db.selectFrom('orders').select(['status', 'carrier']).where('movement_id', '=', movementId).executeTakeFirstOrThrow();
        expect(row).toMatchObject({ status: 'InProgress', carrier: { name: 'Acme Carriers', operator: { phone: '5551234567' } } });
        const notes = await handle.db.selectFrom('notifications').select('title').where('redirect_id', '=', movementId).execute();
        expect(notes).toHaveLength(4);
      } finally {
        await handle.close();
      }
    });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL?.trim())('npm run admin -- advance with DATABASE_URL', { timeout: 120_000 }, () => {
  it('[push.refetch] writes to PostgreSQL itself; NOTIFY reaches the event streams of the running API processes', async () => {
    const database = await createTestDatabase();
    // An API process: listening on the shared database.
    const push = new PostgresPushHub({ db: database.db, log: capturingLogger([]), listenUrl: database.url! });
    try {
      await push.start();
      const t = await createServiceTestApp({ database, push });
      const ana = await newCustomer(t, 'ana@pg-advance.example');
      const { movementId } = await placeOrder(t, ana);
      const received: PushMessage[] = [];
      push.subscribe(ana.companyId, { deliver: (m) => void received.push(m), end: () => undefined });

      const res = await cli(['advance', movementId], { DATABASE_URL: database.url! });
      expect(res.code, res.stderr).toBe(0);
      expect(res.stdout).toContain(`Order ${movementId} (company "Company of ana@pg-advance.example"): NewAssignments -> Pending`);
      const deadline = Date.now() + 5000;
      while (received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      // One push; the hub's message may carry delivery flags (browserPush) the event stream leaves out.
      expect(received.map((m) => m.type)).toEqual(['NEW_NOTIFICATION']);
    } finally {
      await push.close();
      await database.close();
    }
  });
});
