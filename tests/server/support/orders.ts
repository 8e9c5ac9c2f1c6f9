// Orders as a customer places them (order + card payment through the API) and as the carrier side
// moves them on (the admin API the operator CLI calls).
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Order } from '../../../src/schemas/order.ts';
import { json, type TestApp } from './testApp.ts';
import { addAddress, futureSchedule, post, type Customer } from './service.ts';

export const ADMIN_TOKEN = 'admin-token-for-order-tests-0123456789abcdef';

/** A card the test provider captures; expiry three years ahead. */
export const testCard = (number = '4242 4242 4242 4242') => ({
  name: 'Ana Ruiz',
  number,
  expiry: `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`,
  cvc: '123',
});

/**
 * What the browser does at checkout: the card goes to the test provider's own route (never to /v1/),
 * which answers a one-time token for the capture call.
 */
export async function cardToken(t: TestApp, number = '4242 4242 4242 4242'): Promise<string> {
  const res = await t.app.request('/payment-sandbox/tokens', json({ card: testCard(number) }, 'POST'));
  const body = (await res.json()) as { data: { token: string } };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.data.token;
}

/** POST /v1/user/payPal/capture with a fresh token of the card (a new attempt unless a key is given). */
export async function pay(t: TestApp, customer: Customer, movementId: string, options: { number?: string; idempotencyKey?: string } = {}) {
  return post(t, customer, '/v1/user/payPal/capture', { movementId, idempotencyKey: options.idempotencyKey ?? randomUUID(), paymentToken: await cardToken(t, options.number) });
}

const addressBooks = new WeakMap<Customer, Promise<{ pickup: string; drop: string }>>();
let references = 0;

/** One pickup (Monterrey) and one drop (Dallas) per customer. */
function addressesOf(t: TestApp, customer: Customer): Promise<{ pickup: string; drop: string }> {
  let book = addressBooks.get(customer);
  if (book === undefined) {
    book = (async () => ({
      pickup: (await addAddress(t, customer, 'pickup', 'monterrey-nl', 'Planta Apodaca'))._id,
      drop: (await addAddress(t, customer, 'drop', 'dallas-tx', 'DFW Crossdock'))._id,
    }))();
    addressBooks.set(customer, book);
  }
  return book;
}

/** A new order of the customer's, paid with the test card unless `paid` is false. */
export async function placeOrder(t: TestApp, customer: Customer, { paid = true } = {}): Promise<Order> {
  const { pickup, drop } = await addressesOf(t, customer);
  const created = await post(t, customer, '/v1/user/order', {
    serviceId: 'northbound',
    transportationTypeId: 'ftl',
    modeId: 'ftl-dry-van',
    portId: 'colombia-solidarity-bridge',
    specialRequirementIds: ['straps'],
    quantities: { straps: 2 },
    pickupAddressIds: [pickup],
    dropAddressIds: [drop],
    userReference: `REF${++references}`,
    trailerId: 'dry-van-53',
    programming: 'Schedule',
    schedule: futureSchedule(),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const order = created.body.data as Order;
  if (paid) {
    const capture = await pay(t, customer, order.movementId);
    expect(capture.status, JSON.stringify(capture.body)).toBe(200);
  }
  return order;
}

/** POST /v1/admin/orders/{id}/advance (the app must have ADMIN_TOKEN); the parsed answer. */
export async function advance(t: TestApp, movementId: string, body: Record<string, unknown> = {}): Promise<{ status: number; body: any }> {
  const res = await t.app.request(`/v1/admin/orders/${movementId}/advance`, json(body, 'POST', { Authorization: `Bearer ${ADMIN_TOKEN}` }));
  return { status: res.status, body: await res.json() };
}

/** Advances and expects success. */
export async function advanceTo(t: TestApp, movementId: string, to: 'Pending' | 'InProgress' | 'Completed'): Promise<void> {
  const { status, body } = await advance(t, movementId, { to });
  expect(status, JSON.stringify(body)).toBe(200);
}

/** Sends a request with a JSON body and parses the answer. */
export async function send(t: TestApp, customer: Customer | undefined, method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const headers = customer?.headers ?? {};
  const res = await t.app.request(path, body === undefined ? { method, headers } : json(body, method, headers));
  return { status: res.status, body: await res.json() };
}
