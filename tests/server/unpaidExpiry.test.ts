import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireUnpaidOrders } from '../../server/payments/expireUnpaidOrders.ts';
import { Messages } from '../../src/schemas/messages.ts';
import type { TestApp } from './support/testApp.ts';
import { pay, placeOrder, send } from './support/orders.ts';
import { createServiceTestApp, get, newCustomer, type Customer } from './support/service.ts';

// Issue "payments a customer can trust": an unpaid order is cancelled 48 hours after it was placed,
// once, and its company is told; until then the order says by when to pay.
const HOUR = 3_600_000;

describe('unpaid orders expire after 48 hours', () => {
  let t: TestApp;
  let ana: Customer;
  beforeAll(async () => {
    t = await createServiceTestApp();
    ana = await newCustomer(t, 'ana@expiry.example');
  });
  afterAll(() => t.close());

  const placedHoursAgo = async (movementId: string, hours: number) =>
    t.db.updateTable('orders').set({ created_at: sql`now() - make_interval(hours => ${hours})` } as never).where('movement_id', '=', movementId).execute();
  const orderOf = async (movementId: string) => (await get(t, ana, `/v1/user/order/${movementId}`)).body.data;
  const titles = async () => (await get(t, ana, '/v1/user/notification?page=1')).body.data.response.map((n: { title: string }) => n.title);

  it('an unpaid order says by when to pay (48 h after it was placed); a paid one does not', async () => {
    const unpaid = await placeOrder(t, ana, { paid: false });
    const order = await orderOf(unpaid.movementId);
    expect(order.paymentStatus).toBe('unpaid');
    expect(Date.parse(order.payBy) - Date.parse(order.createdAt)).toBe(48 * HOUR);
    expect((await pay(t, ana, unpaid.movementId)).status).toBe(200);
    expect((await orderOf(unpaid.movementId)).payBy).toBeNull();
  });

  it('cancels an unpaid order past 48 h once, even with two runs at the same moment, and notifies its company once', async () => {
    const old = await placeOrder(t, ana, { paid: false });
    const young = await placeOrder(t, ana, { paid: false });
    const oldPaid = await placeOrder(t, ana);
    await placedHoursAgo(old.movementId, 49);
    await placedHoursAgo(young.movementId, 47);
    await placedHoursAgo(oldPaid.movementId, 49);

    const runs = await Promise.all([expireUnpaidOrders({ db: t.db, push: t.push }), expireUnpaidOrders({ db: t.db, push: t.push })]);
    expect(runs.flat()).toEqual([old.movementId]);

    const cancelled = await orderOf(old.movementId);
    expect(cancelled).toMatchObject({ status: 'Cancelled', paymentStatus: 'unpaid', payBy: null });
    expect(cancelled.statusHistory.map((s: { status: string }) => s.status)).toEqual(['NewAssignments', 'Cancelled']);
    expect((await orderOf(young.movementId)).status).toBe('NewAssignments');
    expect((await orderOf(oldPaid.movementId)).status).toBe('NewAssignments');
    const expected = `Order ${old.movementId} was not paid within 48 hours, so it was cancelled. Nothing was charged; request the service again when you are ready.`;
    expect((await titles()).filter((title: string) => title === expected)).toHaveLength(1);
    // Paying it now is refused with a clear message.
    expect((await pay(t, ana, old.movementId)).body).toEqual({ statusCode: 409, message: Messages.orderCancelledNotPayable });
    expect((await expireUnpaidOrders({ db: t.db, push: t.push }))).toEqual([]);
  });

  it('a cancelled paid order is "refundPending" until the refund is confirmed', async () => {
    const paid = await placeOrder(t, ana);
    await t.db.updateTable('payments').set({ provider: 'other-provider' }).where('movement_id', '=', paid.movementId).execute();
    // Captured with a provider this server does not use: the refund cannot be asked here yet.
    const res = await send(t, ana, 'POST', `/v1/common/cancel/movement/user/${paid.movementId}`);
    expect(res.status).toBe(200);
    expect(res.body.data.paymentStatus).toBe('refundPending');
    expect((await orderOf(paid.movementId)).paymentStatus).toBe('refundPending');
  });
});
