import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

// Orders made through the real API, as the wizard would make them (seeded catalog ids), then paid
// with the test card. For journeys that start after checkout.

type Credentials = { email: string; password: string };

export async function accessTokenOf(request: APIRequestContext, credentials: Credentials): Promise<string> {
  const response = await request.post('/v1/user/auth/logIn', { data: credentials });
  if (!response.ok()) throw new Error(`logIn failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function call<T>(request: APIRequestContext, token: string | undefined, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = await request.fetch(path, { method, data, headers: token === undefined ? {} : { Authorization: `Bearer ${token}` } });
  if (!response.ok()) throw new Error(`${method} ${path} failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const address = (type: 'pickup' | 'drop', cityId: string) => ({
  type,
  addressDetails: { buildinName: type === 'pickup' ? 'Planta Apodaca' : 'Dallas DC 4', street: '100 Industrial Pkwy', postalCode: '78045', cityId },
  contactDetails: { contactName: 'Dock Manager', contactNumber: '5551234567' },
});

/**
 * A paid Northbound order (Monterrey → Dallas, a full truck); returns its movement id. With `paid:
 * false`, left unpaid; with `schedule` (the border's wall clock, `SCHEDULE_TIME_ZONE`), a scheduled
 * pickup; with `southbound`, a Southbound shared trailer (Laredo → Monterrey, LTL).
 */
export async function createPaidOrder(
  request: APIRequestContext,
  credentials: Credentials,
  { paid = true, schedule, southbound = false }: { paid?: boolean; schedule?: { date: string; time: string }; southbound?: boolean } = {},
): Promise<string> {
  const token = await accessTokenOf(request, credentials);
  const pickup = await call<{ _id: string }>(request, token, 'POST', '/v1/user/address', address('pickup', southbound ? 'laredo-tx' : 'monterrey-nl'));
  const drop = await call<{ _id: string }>(request, token, 'POST', '/v1/user/address', address('drop', southbound ? 'monterrey-nl' : 'dallas-tx'));
  const { reference } = await call<{ reference: string }>(request, token, 'GET', '/v1/user/order/reference');
  const order = await call<{ movementId: string }>(request, token, 'POST', '/v1/user/order', {
    ...(southbound
      ? { serviceId: 'southbound', transportationTypeId: 'ltl', modeId: 'ltl-dry-van', portId: 'world-trade-bridge' }
      : { serviceId: 'northbound', transportationTypeId: 'ftl', modeId: 'ftl-dry-van', portId: 'colombia-solidarity-bridge' }),
    specialRequirementIds: [],
    quantities: {},
    pickupAddressIds: [pickup._id],
    dropAddressIds: [drop._id],
    userReference: reference,
    trailerId: 'dry-van-53',
    ...(schedule ? { programming: 'Schedule', schedule } : { programming: 'Instant' }),
  });
  if (!paid) return order.movementId;
  // As the browser does: the card to the test provider's own route, its token to our API.
  const { token: paymentToken } = await call<{ token: string }>(request, undefined, 'POST', '/payment-sandbox/tokens', {
    card: { name: 'Test Shipper', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
  });
  await call(request, token, 'POST', '/v1/user/payPal/capture', { movementId: order.movementId, idempotencyKey: randomUUID(), paymentToken });
  return order.movementId;
}
