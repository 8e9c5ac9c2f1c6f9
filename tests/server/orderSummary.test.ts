import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderSummary, type Order, type OrderStatusChange } from '../../src/schemas/order.ts';
import { orderSummaryColumns, orderSummaryJson, toOrder } from '../../server/service/orders.ts';
import { ADMIN_TOKEN, advance, advanceTo, placeOrder } from './support/orders.ts';
import { createServiceTestApp, get, newCustomer, post, type Customer } from './support/service.ts';
import type { TestApp } from './support/testApp.ts';

const HOUR = 3_600_000;

// The order list answers each order as a summary (orderSummaryJson, from a few columns), the order
// page the whole order (toOrder): every field of the summary must be that field of the order.
/** The oracle: an order cut down to what the list promises (src/schemas/order.ts, OrderSummary). */
const summaryOf = (order: Order) => ({
  movementId: order.movementId,
  status: order.status,
  paymentStatus: order.paymentStatus,
  payBy: order.payBy,
  userReference: order.userReference,
  service: order.service,
  programming: order.programming,
  schedule: order.schedule,
  pickups: order.pickups.map((stop) => ({ addressDetails: { city: stop.addressDetails.city } })),
  drops: order.drops.map((stop) => ({ addressDetails: { city: stop.addressDetails.city } })),
  quote: { total: order.quote.total },
  delays: order.delays,
  createdAt: order.createdAt,
  updatedAt: order.updatedAt,
});

describe('orderSummaryJson (the order list) writes the order page cut down to a summary', () => {
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

  it('each order of the list is its order page cut down to the summary, and the kinds above are all there', async () => {
    const list = await get(t, ana, '/v1/user/order?limit=50');
    expect(list.status).toBe(200);
    const listed = list.body.data.response as Array<{ movementId: string }>;
    expect(listed.map((o) => o.movementId).sort()).toEqual([...ids].sort());
    for (const order of listed) {
      const page = await get(t, ana, `/v1/user/order/${order.movementId}`);
      expect(order, order.movementId).toEqual(summaryOf(page.body.data));
      expect(Object.keys(order).sort()).toEqual(Object.keys(OrderSummary.fields).sort());
    }
    const byId = new Map(listed.map((o: any) => [o.movementId, o]));
    expect(byId.get(ids[0]!).payBy).not.toBeNull();
    expect(byId.get(ids[2]!).delays).toEqual(['pickupLate']);
    expect(byId.get(ids[2]!).schedule).toEqual({ date: expect.any(String), time: '08:00' });
    expect(byId.get(ids[3]!).delays).toEqual(['arrivalLate']);
    expect(byId.get(ids[4]!).delays).toEqual([]);
    expect(byId.get(ids[6]!).status).toBe('Cancelled');
    // The sub-millisecond created_at: written to the millisecond, as the order page writes it.
    expect(byId.get(ids[1]!).createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('orderSummaryJson of a row is toOrder of the same row cut down, as JSON (at one instant)', async () => {
    const now = new Date();
    const rows = await t.db.selectFrom('orders').selectAll().where('company_id', '=', ana.companyId).execute();
    const summaries = await t.db.selectFrom('orders').select(orderSummaryColumns).where('company_id', '=', ana.companyId).execute();
    expect(summaries.length).toBe(rows.length);
    for (const summary of summaries) {
      const written = JSON.parse(orderSummaryJson(summary, now));
      const row = rows.find((r) => r.movement_id === written.movementId)!;
      // toOrder reads the clock itself: compare away from a delay's edge (none is within a second).
      expect(written, written.movementId).toEqual(JSON.parse(JSON.stringify(summaryOf(toOrder(row)))));
    }
  });

  it('a list page is far smaller than the same orders whole', async () => {
    const list = await get(t, ana, '/v1/user/order?limit=50');
    const whole = await Promise.all(ids.map(async (id) => (await get(t, ana, `/v1/user/order/${id}`)).body.data));
    expect(JSON.stringify(list.body.data.response).length).toBeLessThan(JSON.stringify(whole).length / 3);
  });
});
