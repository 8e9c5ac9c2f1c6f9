import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCarrier } from '../../server/admin/advanceOrder.ts';
import { notificationTitles } from '../../server/notifications/notificationTitles.ts';
import { ADMIN_TOKEN, advance, placeOrder } from './support/orders.ts';
import { createServiceTestApp, get, newCustomer, post, type Customer } from './support/service.ts';
import { json, type TestApp } from './support/testApp.ts';

describe('POST /v1/admin/orders/{movementId}/advance (the carrier side, for the operator CLI)', () => {
  let t: TestApp;
  let ana: Customer;

  beforeAll(async () => {
    t = await createServiceTestApp({ adminToken: ADMIN_TOKEN });
    ana = await newCustomer(t, 'ana@advance.example');
  });
  afterAll(() => t.close());

  it('needs the admin token', async () => {
    const { movementId } = await placeOrder(t, ana);
    for (const headers of [{}, { Authorization: 'Bearer wrong' }, ana.headers] as Record<string, string>[]) {
      const res = await t.app.request(`/v1/admin/orders/${movementId}/advance`, json({}, 'POST', headers));
      expect(res.status).toBe(401);
    }
  });

  it('assigns a carrier, a truck and an operator waiting near the port; the company is notified', async () => {
    const { movementId } = await placeOrder(t, ana);
    const res = await advance(t, movementId);
    expect(res.status).toBe(200);
    const carrier = demoCarrier(movementId);
    expect(res.body).toEqual({
      statusCode: 200,
      message: 'Order advanced',
      data: {
        movementId,
        companyName: 'Company of ana@advance.example',
        status: 'Pending',
        steps: [
          {
            from: 'NewAssignments',
            to: 'Pending',
            carrier,
            location: { latitude: expect.any(Number), longitude: expect.any(Number), label: 'Near Colombia Solidarity Bridge (Laredo, TX), waiting to cross', updatedAt: expect.any(String) },
            documents: [],
            notifications: [notificationTitles.carrierAssigned(movementId, carrier, 'Colombia Solidarity Bridge')],
          },
        ],
      },
    });
    const order = (await get(t, ana, `/v1/user/order/${movementId}`)).body.data;
    expect(order).toMatchObject({ status: 'Pending', carrier });
  });

  it('takes the carrier the operator names, and checks it', async () => {
    const { movementId } = await placeOrder(t, ana);
    const bad = await advance(t, movementId, { carrier: { operatorPhone: '55-1234' } });
    expect(bad).toEqual({ status: 400, body: { statusCode: 400, message: 'operatorPhone must be 10 digits' } });
    const wrongShape = await advance(t, movementId, { carrier: 'Acme' });
    expect(wrongShape.status).toBe(400);
    const chosen = { name: 'Acme Carriers', truckPlate: 'TX R12-345', operatorName: 'Pat Doe', operatorPhone: '5551234567' };
    const res = await advance(t, movementId, { carrier: chosen });
    expect(res.body.data.steps[0].carrier).toEqual({ name: 'Acme Carriers', truckPlate: 'TX R12-345', operator: { name: 'Pat Doe', phone: '5551234567' } });
  });

  it('runs every step up to --to; then there is nothing further', async () => {
    const { movementId } = await placeOrder(t, ana);
    const res = await advance(t, movementId, { to: 'Completed' });
    expect(res.status).toBe(200);
    expect(res.body.data.steps.map((s: { from: string; to: string }) => `${s.from}->${s.to}`)).toEqual(['NewAssignments->Pending', 'Pending->InProgress', 'InProgress->Completed']);
    expect(res.body.data.steps[1].documents).toEqual([`crossing-qr-${movementId}.png`, `bill-of-lading-${movementId}.pdf`]);
    expect(res.body.data.steps[2].documents).toEqual([`proof-of-delivery-${movementId}.pdf`]);
    expect(res.body.data.steps.flatMap((s: { notifications: string[] }) => s.notifications)).toHaveLength(4);

    const again = await advance(t, movementId);
    expect(again).toEqual({ status: 409, body: { statusCode: 409, message: `Order ${movementId} is already completed: it has no further step.` } });
    const same = await advance(t, movementId, { to: 'Completed' });
    expect(same.body.data).toMatchObject({ status: 'Completed', steps: [] });
    const back = await advance(t, movementId, { to: 'Pending' });
    expect(back.status).toBe(409);
  });

  it('never goes backwards, never moves a cancelled or unpaid order, and checks `to`', async () => {
    const moving = (await placeOrder(t, ana)).movementId;
    await advance(t, moving, { to: 'InProgress' });
    expect((await advance(t, moving, { to: 'Pending' })).body.message).toBe(`Order ${moving} is already InProgress: it cannot go back to Pending.`);

    const cancelled = (await placeOrder(t, ana)).movementId;
    expect((await post(t, ana, `/v1/common/cancel/movement/user/${cancelled}`, {})).status).toBe(200);
    expect(await advance(t, cancelled)).toEqual({ status: 409, body: { statusCode: 409, message: `Order ${cancelled} is cancelled: a cancelled order cannot advance.` } });

    const unpaid = (await placeOrder(t, ana, { paid: false })).movementId;
    expect(await advance(t, unpaid)).toEqual({ status: 409, body: { statusCode: 409, message: `Order ${unpaid} is not paid yet: a carrier is assigned once the customer has paid.` } });

    expect(await advance(t, 'CC99999999')).toEqual({ status: 404, body: { statusCode: 404, message: 'No order CC99999999' } });
    const to = await advance(t, moving, { to: 'Cancelled' });
    expect(to).toEqual({ status: 400, body: { statusCode: 400, message: 'to must be one of Pending, InProgress, Completed', errors: { to: 'to must be one of Pending, InProgress, Completed' } } });
  });

  it('picks the same demo carrier for the same order, a valid phone and plate', () => {
    expect(demoCarrier('CC26000001')).toEqual(demoCarrier('CC26000001'));
    for (const id of ['CC26000001', 'CC26000002', 'CC26123456']) {
      const carrier = demoCarrier(id);
      expect(carrier.operator.phone).toMatch(/^867\d{7}$/);
      expect(carrier.truckPlate).toMatch(/^\d{2}-[A-Z]{2}-\d[A-Z]$/);
    }
  });
});
