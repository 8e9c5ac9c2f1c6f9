import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatusChange } from '../../src/schemas/order.ts';
import { orderJson, orderTextColumns, toOrder } from '../../server/service/orders.ts';
import { ADMIN_TOKEN, advance, advanceTo, placeOrder } from './support/orders.ts';
import { createServiceTestApp, get, newCustomer, post, type Customer } from './support/service.ts';
import type { TestApp } from './support/testApp.ts';

const HOUR = 3_600_000;

// The order list writes its orders as text from the stored jsonb (orderJson), the order page with
// toOrder: one answer, two writers. They must agree on every kind of order, field by field.
describe('orderJson (the order list) writes what toOrder answers', () => {
  let t: TestApp;
  let ana: Customer;
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createServiceTestApp({ adminToken: ADMIN_TOKEN });
    ana = await newCustomer(t, 'ana@orderjson.example');
    // Unpaid (a pay-by time), paid, a missed scheduled pickup, in transit late and on time,
    // completed and rated (a carrier, documents' history), cancelled and refunded.
    const unpaid = await placeOrder(t, ana, { paid: false });
    const paid = await placeOrder(t, ana);
    const missed = await placeOrder(t, ana);
    const yesterday = new Date(Date.now() - 24 * HOUR).toISOString().slice(0, 10);
    await sql`update orders set payload = jsonb_set(payload, '{schedule}', ${JSON.stringify({ date: yesterday, time: '08:00' })}::jsonb) where movement_id = ${missed.movementId}`.execute(t.db);
    const late = await placeOrder(t, ana);
    await advanceTo(t, late.movementId, 'InProgress');
    const row = await t.db.selectFrom('orders').select('status_history').where('movement_id', '=', late.movementId).executeTakeFirstOrThrow();
    const moved: OrderStatusChange[] = row.status_history.map((change) => (change.status === 'InProgress' ? { ...change, at: new Date(Date.now() - 30 * HOUR).toISOString() } : change));
    await t.db.updateTable('orders').set({ status_history: JSON.stringify(moved) }).where('movement_id', '=', late.movementId).execute();
    const moving = await placeOrder(t, ana);
    await advanceTo(t, moving.movementId, 'InProgress');
    const rated = await placeOrder(t, ana);
    expect((await advance(t, rated.movementId, { to: 'Completed' })).status).toBe(200);
    expect((await post(t, ana, `/v1/user/rating/${rated.movementId}`, { rating: 4, review: 'On time, "quoted" \\ and ünïcode' })).status).toBe(200);
    const cancelled = await placeOrder(t, ana);
    expect((await post(t, ana, `/v1/common/cancel/movement/user/${cancelled.movementId}`, {})).status).toBe(200);
    await sql`update orders set entry_num = 'E-1', created_at = created_at + interval '0.000123 seconds' where movement_id = ${paid.movementId}`.execute(t.db);
    ids.push(unpaid.movementId, paid.movementId, missed.movementId, late.movementId, moving.movementId, rated.movementId, cancelled.movementId);
  });
  afterAll(() => t.close());

  it('each order of the list equals the order page, and the kinds above are all there', async () => {
    const list = await get(t, ana, '/v1/user/order?limit=50');
    expect(list.status).toBe(200);
    const listed = list.body.data.response as Array<{ movementId: string }>;
    expect(listed.map((o) => o.movementId).sort()).toEqual([...ids].sort());
    for (const order of listed) {
      const page = await get(t, ana, `/v1/user/order/${order.movementId}`);
      expect(order, order.movementId).toEqual(page.body.data);
    }
    const byId = new Map(listed.map((o: any) => [o.movementId, o]));
    expect(byId.get(ids[0]!).payBy).not.toBeNull();
    expect(byId.get(ids[2]!).delays).toEqual(['pickupLate']);
    expect(byId.get(ids[3]!).delays).toEqual(['arrivalLate']);
    expect(byId.get(ids[4]!).estimatedArrival).not.toBeNull();
    expect(byId.get(ids[5]!).rating).toMatchObject({ rating: 4 });
    expect(byId.get(ids[5]!).carrier).not.toBeNull();
    expect(byId.get(ids[6]!).status).toBe('Cancelled');
  });

  it('orderJson of a row is toOrder of the same row, as JSON (at one instant)', async () => {
    const now = new Date();
    const rows = await t.db.selectFrom('orders').selectAll().where('company_id', '=', ana.companyId).execute();
    const texts = await t.db.selectFrom('orders').select(orderTextColumns).where('company_id', '=', ana.companyId).execute();
    expect(texts.length).toBe(rows.length);
    for (const text of texts) {
      const row = rows.find((r) => r.movement_id === text.movement_id)!;
      // toOrder reads the clock itself: compare away from a delay's edge (none is within a second).
      expect(JSON.parse(orderJson(text, now)), text.movement_id).toEqual(JSON.parse(JSON.stringify(toOrder(row))));
    }
  });
});
