import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../server/db/createDatabase.ts';
import type { Database } from '../../server/db/Database.ts';
import { raiseDelayAlerts, scheduleDelayAlerts, type DelayAlertRun } from '../../server/delays/raiseDelayAlerts.ts';
import { silentLogger } from '../../server/Logger.ts';
import type { OrderStatusChange } from '../../src/schemas/order.ts';
import { ADMIN_TOKEN, advance, placeOrder, send } from './support/orders.ts';
import { createServiceTestApp, get, newCustomer, type Customer } from './support/service.ts';
import type { TestApp } from './support/testApp.ts';
import type { TestDatabaseHandle } from './support/testDatabase.ts';

// Delay alerts: an order whose carrier has not been assigned by its scheduled pickup,
// or that is still in transit past its estimated arrival, raises a notification (once) and shows a
// warning on the order; the check runs on a schedule, survives restarts and raises no duplicates
// across two API processes. The titles are the feature request's words, written here, not imported.
const HOUR = 3_600_000;
const pickupLateTitle = (id: string) =>
  `Pickup is late for order ${id}: its scheduled pickup time has passed and no carrier is assigned yet. We are still looking and will tell you when one takes it.`;
const arrivalLateTitle = (id: string) => `Order ${id} is running late: it is still in transit past its estimated arrival. We will tell you when it is delivered.`;

describe('delay alerts', () => {
  let t: TestApp;
  let ana: Customer;
  beforeAll(async () => {
    t = await createServiceTestApp({ adminToken: ADMIN_TOKEN });
    ana = await newCustomer(t, 'ana@delays.example');
  });
  afterAll(() => t.close());

  const orderOf = async (movementId: string) => (await get(t, ana, `/v1/user/order/${movementId}`)).body.data;
  const titles = async (): Promise<string[]> =>
    (await t.db.selectFrom('notifications').select('title').where('company_id', '=', ana.companyId).execute()).map((row) => row.title);
  const count = async (title: string) => (await titles()).filter((each) => each === title).length;
  const run = (db: Kysely<Database> = t.db): Promise<DelayAlertRun> => raiseDelayAlerts({ db, push: t.push });
  const raisedBy = (runs: DelayAlertRun[]) => runs.flatMap((r) => (r.skipped ? [] : r.raised));

  /** A paid order whose scheduled pickup passed yesterday, still without a carrier. */
  async function pickupMissed({ paid = true } = {}): Promise<string> {
    const order = await placeOrder(t, ana, { paid });
    const yesterday = new Date(Date.now() - 24 * HOUR).toISOString().slice(0, 10);
    await t.db
      .updateTable('orders')
      .set({ payload: sql`jsonb_set(payload, '{schedule}', ${JSON.stringify({ date: yesterday, time: '08:00' })}::jsonb)` } as never)
      .where('movement_id', '=', order.movementId)
      .execute();
    return order.movementId;
  }

  /** An order put in transit `hoursAgo` hours ago (the route takes ~16 h at the average speed). */
  async function inTransitSince(hoursAgo: number): Promise<string> {
    const { movementId } = await placeOrder(t, ana);
    expect((await advance(t, movementId, { to: 'InProgress' })).status).toBe(200);
    const row = await t.db.selectFrom('orders').select('status_history').where('movement_id', '=', movementId).executeTakeFirstOrThrow();
    const moved: OrderStatusChange[] = row.status_history.map((change) =>
      change.status === 'InProgress' ? { ...change, at: new Date(Date.now() - hoursAgo * HOUR).toISOString() } : change,
    );
    await t.db.updateTable('orders').set({ status_history: JSON.stringify(moved) }).where('movement_id', '=', movementId).execute();
    return movementId;
  }

  it('the order says when it is late, and why; an unpaid or an on-time order is not late', async () => {
    const missed = await pickupMissed();
    expect(await orderOf(missed)).toMatchObject({ status: 'NewAssignments', delays: ['pickupLate'], estimatedArrival: null });
    // Unpaid: it waits for its payment, not for a carrier.
    expect((await orderOf(await pickupMissed({ paid: false }))).delays).toEqual([]);
    const onTime = await placeOrder(t, ana);
    expect((await orderOf(onTime.movementId)).delays).toEqual([]);

    const late = await orderOf(await inTransitSince(48));
    expect(late).toMatchObject({ status: 'InProgress', delays: ['arrivalLate'] });
    expect(Date.parse(late.estimatedArrival)).toBeLessThan(Date.now());
    const fresh = await orderOf(await inTransitSince(1));
    expect(fresh.delays).toEqual([]);
    expect(Date.parse(fresh.estimatedArrival)).toBeGreaterThan(Date.now());
    // The order list carries the same state (the order cards show it).
    const list = (await get(t, ana, '/v1/user/order?status=InProgress&limit=50')).body.data.response;
    expect(list.find((o: { movementId: string }) => o.movementId === late.movementId).delays).toEqual(['arrivalLate']);
  });

  it('raises each alert once: a second run raises nothing more', async () => {
    const missed = await pickupMissed();
    const late = await inTransitSince(30);
    const first = await run();
    expect(first.skipped).toBe(false);
    expect(raisedBy([first])).toEqual(expect.arrayContaining([{ movementId: missed, kind: 'pickupLate' }, { movementId: late, kind: 'arrivalLate' }]));
    expect(await count(pickupLateTitle(missed))).toBe(1);
    expect(await count(arrivalLateTitle(late))).toBe(1);

    expect(raisedBy([await run()])).toEqual([]);
    expect(await count(pickupLateTitle(missed))).toBe(1);
    expect(await count(arrivalLateTitle(late))).toBe(1);
    // The customer reads it in the bell's list like any order event.
    const listed = (await get(t, ana, '/v1/user/notification?page=1&limit=50')).body.data.response;
    expect(listed.find((n: { title: string }) => n.title === pickupLateTitle(missed))).toMatchObject({ redirectId: missed });
  });

  it('two runs at the same moment (two API processes on one database) raise one alert', async () => {
    const missed = await pickupMissed();
    const late = await inTransitSince(30);
    const second = await createServiceTestApp({ database: t.database });
    const runs = await Promise.all([run(t.db), raiseDelayAlerts({ db: second.db, push: second.push }), run(t.db)]);
    const raised = raisedBy(runs).filter((alert) => alert.movementId === missed || alert.movementId === late);
    expect(raised).toHaveLength(2);
    expect(await count(pickupLateTitle(missed))).toBe(1);
    expect(await count(arrivalLateTitle(late))).toBe(1);
  });

  it('a completed or cancelled order raises nothing', async () => {
    const cancelled = await pickupMissed();
    expect((await send(t, ana, 'POST', `/v1/common/cancel/movement/user/${cancelled}`)).status).toBe(200);
    const completed = await inTransitSince(30);
    expect((await advance(t, completed)).body.data.status).toBe('Completed');
    expect((await orderOf(cancelled)).delays).toEqual([]);
    expect((await orderOf(completed)).delays).toEqual([]);
    const raised = raisedBy([await run()]);
    expect(raised.filter((a) => a.movementId === cancelled || a.movementId === completed)).toEqual([]);
    expect(await count(pickupLateTitle(cancelled))).toBe(0);
    expect(await count(arrivalLateTitle(completed))).toBe(0);
  });

  it('a restarted job (a new schedule over the same database) raises nothing twice', async () => {
    const missed = await pickupMissed();
    const lastFinished = async () =>
      (await t.db.selectFrom('job_runs').select('last_finished_at').where('name', '=', 'delay-alerts').executeTakeFirstOrThrow()).last_finished_at?.getTime() ?? 0;
    const waitForRunAfter = async (since: number) => {
      const deadline = Date.now() + 10_000;
      while ((await lastFinished()) <= since) {
        if (Date.now() > deadline) throw new Error('the scheduled check did not run');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    let before = await lastFinished();
    const firstProcess = scheduleDelayAlerts({ db: t.db, push: t.push, log: silentLogger, intervalMs: 100 });
    await waitForRunAfter(before);
    firstProcess.stop();
    expect(await count(pickupLateTitle(missed))).toBe(1);

    // Meanwhile another order misses its pickup; the restarted job raises that one only.
    const missedLater = await pickupMissed();
    before = await lastFinished();
    const restarted = scheduleDelayAlerts({ db: t.db, push: t.push, log: silentLogger, intervalMs: 100 });
    await waitForRunAfter(before);
    const after = await lastFinished();
    await waitForRunAfter(after);
    restarted.stop();
    expect(await count(pickupLateTitle(missed))).toBe(1);
    expect(await count(pickupLateTitle(missedLater))).toBe(1);
  });

  it('the database refuses a second alert of one kind for one order (the final guard)', async () => {
    const missed = await pickupMissed();
    await run();
    const order = await t.db.selectFrom('orders').select('id').where('movement_id', '=', missed).executeTakeFirstOrThrow();
    await expect(t.db.insertInto('delay_alerts').values({ order_id: order.id, kind: 'pickupLate' }).execute()).rejects.toThrow(/delay_alerts_order_kind_key/);
  });
});

// Two real connection pools on one PostgreSQL server: what two API processes are.
describe.runIf(process.env.TEST_DATABASE_URL?.trim())('delay alerts across two API processes on PostgreSQL', () => {
  let t: TestApp;
  let ana: Customer;
  let other: DatabaseHandle;
  beforeAll(async () => {
    t = await createServiceTestApp({ adminToken: ADMIN_TOKEN });
    ana = await newCustomer(t, 'ana@delays-pg.example');
    other = await createDatabase({ kind: 'postgres', url: (t.database as TestDatabaseHandle).url!, maxConnections: 5 }, silentLogger);
  });
  afterAll(async () => {
    await other?.close();
    await t.close();
  });

  it('while one process runs the check, the other skips it; racing runs raise each alert once', async () => {
    const { movementId } = await placeOrder(t, ana);
    const yesterday = new Date(Date.now() - 24 * HOUR).toISOString().slice(0, 10);
    await t.db
      .updateTable('orders')
      .set({ payload: sql`jsonb_set(payload, '{schedule}', ${JSON.stringify({ date: yesterday, time: '08:00' })}::jsonb)` } as never)
      .where('movement_id', '=', movementId)
      .execute();

    // The other process holds the job's row: this one skips its round.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = other.db.transaction().execute(async (trx) => {
      await trx.selectFrom('job_runs').select('name').where('name', '=', 'delay-alerts').forUpdate().execute();
      locked();
      await held;
    });
    await isLocked;
    expect(await raiseDelayAlerts({ db: t.db, push: t.push })).toEqual({ skipped: true });
    release();
    await holder;

    const runs = await Promise.all([1, 2, 3, 4].map((i) => raiseDelayAlerts({ db: i % 2 === 0 ? t.db : other.db, push: t.push })));
    expect(runs.flatMap((r) => (r.skipped ? [] : r.raised))).toEqual([{ movementId, kind: 'pickupLate' }]);
    const notes = await t.db.selectFrom('notifications').select('title').where('redirect_id', '=', movementId).execute();
    expect(notes.filter((n) => n.title.startsWith('Pickup is late'))).toHaveLength(1);
  });
});
