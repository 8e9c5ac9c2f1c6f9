// The reminder before pickup, from issue 36's words: 48 hours before the scheduled pickup the
// company is reminded of the crossing papers still missing; once per order; one run across API
// processes; an Instant (as soon as possible) order gets no reminder.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../server/db/createDatabase.ts';
import { silentLogger } from '../../server/Logger.ts';
import type { TestDatabaseHandle } from './support/testDatabase.ts';
import { wallClockAt } from '../../src/schemas/scheduleClock.ts';
import { CROSSING_REMINDERS_JOB, remindCrossingPapers, type CrossingReminderRun } from '../../server/jobs/remindCrossingPapers.ts';
import { ADMIN_TOKEN, placeOrder, send } from './support/orders.ts';
import { createServiceTestApp, newCustomer, type Customer } from './support/service.ts';
import { json, type TestApp } from './support/testApp.ts';

const HOUR = 60 * 60 * 1000;

describe('the crossing papers reminder (issue 36)', () => {
  let t: TestApp;
  let ana: Customer;

  /** An order of Ana's whose scheduled pickup is `hours` from now on the schedule's clock; Instant when null. */
  const pickupIn = async (hours: number | null): Promise<string> => {
    const order = await placeOrder(t, ana);
    const row = await t.db.selectFrom('orders').select('payload').where('movement_id', '=', order.movementId).executeTakeFirstOrThrow();
    const [date, time] = wallClockAt(new Date(Date.now() + (hours ?? 0) * HOUR)).split('T') as [string, string];
    const payload = hours === null ? { ...row.payload, programming: 'Instant', schedule: null } : { ...row.payload, schedule: { date, time } };
    await t.db.updateTable('orders').set({ payload: JSON.stringify(payload) as never }).where('movement_id', '=', order.movementId).execute();
    return order.movementId;
  };
  const remindersOf = async (movementId: string) =>
    (await t.db.selectFrom('notifications').select(['title', 'kind']).where('redirect_id', '=', movementId).where('title', 'like', '%is picked up within%').execute());
  const remindedIn = (runs: CrossingReminderRun[]) => runs.flatMap((run) => (run.skipped ? [] : run.reminded.map((r) => r.movementId)));

  beforeAll(async () => {
    t = await createServiceTestApp({ adminToken: ADMIN_TOKEN });
    ana = await newCustomer(t, 'ana@reminders.example');
  });
  afterAll(() => t.close());

  it('reminds of what is still missing 48 hours before the pickup, once', async () => {
    const soon = await pickupIn(30);
    const later = await pickupIn(72);
    const instant = await pickupIn(null);
    const past = await pickupIn(-2);
    const first = await remindCrossingPapers({ db: t.db, push: t.push });
    expect(remindedIn([first])).toContain(soon);
    expect(remindedIn([first])).not.toContain(later);
    expect(remindedIn([first])).not.toContain(instant);
    expect(remindedIn([first])).not.toContain(past);
    expect(await remindersOf(soon)).toEqual([
      { title: `Order ${soon} is picked up within 48 hours and its crossing still lacks: commercial invoice, US entry number.`, kind: 'crossingPapers' },
    ]);
    expect(await remindersOf(instant)).toEqual([]);

    // Once per order, and the later order once its 48 hours begin.
    const second = await remindCrossingPapers({ db: t.db, push: t.push, now: () => new Date(Date.now() + 30 * HOUR) });
    expect(remindedIn([second])).not.toContain(soon);
    expect(remindedIn([second])).toContain(later);
    expect(await remindersOf(soon)).toHaveLength(1);
    expect(remindedIn([await remindCrossingPapers({ db: t.db, push: t.push, now: () => new Date(Date.now() + 40 * HOUR) })])).toEqual([]);
  });

  it('names only the papers still missing or rejected, and says nothing once all are provided', async () => {
    const partly = await pickupIn(20);
    await send(t, ana, 'PUT', `/v1/user/order/${partly}/crossing/usEntry`, { entryNum: 'ABC-1234567-8' });
    const provided = await pickupIn(20);
    await send(t, ana, 'PUT', `/v1/user/order/entryNum/${provided}`, { entryNum: 'ABC-1234567-9' });
    const form = new FormData();
    form.append('file', new File([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')], 'invoice.pdf', { type: 'application/pdf' }));
    expect((await t.app.request(`/v1/user/order/${provided}/crossing/commercialInvoice`, { method: 'PUT', body: form, headers: ana.headers })).status).toBe(200);
    const run = await remindCrossingPapers({ db: t.db, push: t.push });
    expect(remindedIn([run])).toContain(partly);
    expect(remindedIn([run])).not.toContain(provided);
    expect((await remindersOf(partly))[0]!.title).toBe(`Order ${partly} is picked up within 48 hours and its crossing still lacks: commercial invoice.`);
    // A rejection within the 48 hours is reminded of too.
    const rejected = await t.app.request(`/v1/admin/orders/${provided}/crossing/usEntry/review`, json({ decision: 'reject', reason: 'Wrong importer' }, 'POST', { Authorization: `Bearer ${ADMIN_TOKEN}` }));
    expect(rejected.status).toBe(200);
    expect(remindedIn([await remindCrossingPapers({ db: t.db, push: t.push })])).toContain(provided);
  });

  it('two API processes on one database remind once', async () => {
    const soon = await pickupIn(10);
    const second = await createServiceTestApp({ database: t.database });
    const runs = await Promise.all([remindCrossingPapers({ db: t.db, push: t.push }), remindCrossingPapers({ db: second.db, push: second.push }), remindCrossingPapers({ db: t.db, push: t.push })]);
    expect(remindedIn(runs).filter((id) => id === soon)).toHaveLength(1);
    expect(await remindersOf(soon)).toHaveLength(1);
  });
});

// Two real connection pools on one PostgreSQL server: what two API processes are.
describe.runIf(process.env.TEST_DATABASE_URL?.trim())('the crossing papers reminder across two API processes on PostgreSQL', () => {
  let t: TestApp;
  let ana: Customer;
  let other: DatabaseHandle;
  beforeAll(async () => {
    t = await createServiceTestApp({ adminToken: ADMIN_TOKEN });
    ana = await newCustomer(t, 'ana@reminders-pg.example');
    other = await createDatabase({ kind: 'postgres', url: (t.database as TestDatabaseHandle).url!, maxConnections: 5 }, silentLogger);
  });
  afterAll(async () => {
    await other?.close();
    await t.close();
  });

  it('while one process runs the reminder, the other skips it; racing runs remind each order once', async () => {
    const order = await placeOrder(t, ana);
    const row = await t.db.selectFrom('orders').select('payload').where('movement_id', '=', order.movementId).executeTakeFirstOrThrow();
    const [date, time] = wallClockAt(new Date(Date.now() + 10 * HOUR)).split('T') as [string, string];
    await t.db.updateTable('orders').set({ payload: JSON.stringify({ ...row.payload, schedule: { date, time } }) as never }).where('movement_id', '=', order.movementId).execute();

    // The other process holds the job's row: this one skips its round.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = other.db.transaction().execute(async (trx) => {
      await trx.selectFrom('job_runs').select('name').where('name', '=', CROSSING_REMINDERS_JOB).forUpdate().execute();
      locked();
      await held;
    });
    await isLocked;
    expect(await remindCrossingPapers({ db: t.db, push: t.push })).toEqual({ skipped: true });
    release();
    await holder;

    const runs = await Promise.all([1, 2, 3, 4].map((i) => remindCrossingPapers({ db: i % 2 === 0 ? t.db : other.db, push: t.push })));
    expect(runs.flatMap((run) => (run.skipped ? [] : run.reminded.map((r) => r.movementId))).filter((id) => id === order.movementId)).toEqual([order.movementId]);
    const notes = await t.db.selectFrom('notifications').select('title').where('redirect_id', '=', order.movementId).where('title', 'like', '%is picked up within%').execute();
    expect(notes).toHaveLength(1);
  });
});
