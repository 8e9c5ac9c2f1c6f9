import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PaymentProviderError,
  type ChargeRequest,
  type ChargeResult,
} from '../../server/payments/PaymentProvider.ts';
import { TEST_CARD_DECLINED, TEST_CARD_SUCCESS, TestCardProvider } from '../../server/payments/TestCardProvider.ts';
import { Messages } from '../../src/schemas/messages.ts';
import type { Address } from '../../src/schemas/addressBody.ts';
import { Envelope } from '../../src/schemas/envelope.ts';
import { Capture } from '../../src/schemas/payment.ts';
import { json, type TestApp } from './support/testApp.ts';
import { addAddress, createServiceTestApp, futureSchedule, get, newCustomer, post, type Customer } from './support/service.ts';

/** The test-card provider, counting charges; optionally slow, or failing the next N calls. */
class RecordingProvider extends TestCardProvider {
  readonly calls: ChargeRequest[] = [];
  delayMs = 0;
  failNext = 0;

  override async charge(request: ChargeRequest): Promise<ChargeResult> {
    this.calls.push(request);
    if (this.delayMs > 0) await sleep(this.delayMs);
    if (this.failNext > 0) {
      this.failNext--;
      throw new PaymentProviderError('PayPal timed out');
    }
    return super.charge(request);
  }
}

const card = (number = '4242 4242 4242 4242') => ({ name: 'Ana Ruiz', number, expiry: `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`, cvc: '123' });

describe('POST /payment-sandbox/tokens (the test provider\'s own card route)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createServiceTestApp();
  });
  afterAll(() => t.close());

  it('takes the card and answers a one-time token; only the last four digits are kept', async () => {
    const res = await t.app.request('/payment-sandbox/tokens', json({ card: card() }));
    const body = await res.json();
    expect(res.status).toBe(201);
    expect(body).toEqual({ statusCode: 201, message: Messages.cardTokenized, data: { token: expect.stringMatching(/^tok_[\w-]{32}$/), last4: '4242', expiresAt: expect.stringMatching(/^\d{4}-/) } });
    const rows = await t.db.selectFrom('card_tokens').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('424242424242');
    expect(JSON.stringify(rows)).not.toContain(body.data.token);
  });

  it('validates the card with the card messages and stores nothing', async () => {
    const before = (await t.db.selectFrom('card_tokens').select('token_hash').execute()).length;
    const post = async (b: unknown) => {
      const res = await t.app.request('/payment-sandbox/tokens', json(b));
      return { status: res.status, body: await res.json() };
    };
    expect(await post({})).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        message: 'name on card is required',
        errors: { 'card.name': 'name on card is required', 'card.number': 'card number is required', 'card.expiry': 'expiry date is required', 'card.cvc': 'CVC is required' },
      },
    });
    expect((await post({ card: { name: 'A', number: '4242 4242 4242 4241', expiry: '01/20', cvc: '12' } })).body).toEqual({
      statusCode: 400,
      message: 'Invalid card number',
      errors: { 'card.number': 'Invalid card number', 'card.expiry': 'Invalid expiry date', 'card.cvc': 'Invalid CVC' },
    });
    expect((await t.db.selectFrom('card_tokens').select('token_hash').execute()).length).toBe(before);
  });

  it('is not there when PayPal is the provider: no card ever reaches this server', async () => {
    const paypal = await createServiceTestApp({ env: { PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' } });
    try {
      const res = await paypal.app.request('/payment-sandbox/tokens', json({ card: card() }));
      expect(res.status).toBe(404);
      expect((await res.json()).statusCode).toBe(404);
    } finally {
      await paypal.close();
    }
  });
});

describe('POST /v1/user/payPal/capture', () => {
  let t: TestApp;
  let provider: RecordingProvider;
  let ana: Customer;
  let bo: Customer;
  let pickup: Address;
  let drop: Address;
  let orderCount = 0;

  beforeAll(async () => {
    t = await createServiceTestApp({ paymentProvider: (db) => (provider = new RecordingProvider(db)) });
    ana = await newCustomer(t, 'ana@pay.example');
    bo = await newCustomer(t, 'bo@pay.example');
    pickup = await addAddress(t, ana, 'pickup', 'monterrey-nl');
    drop = await addAddress(t, ana, 'drop', 'dallas-tx');
  });
  afterAll(() => t.close());

  /** A new unpaid order of Ana's (total 204 400 cents). */
  const newOrder = async (): Promise<string> => {
    const { status, body } = await post(t, ana, '/v1/user/order', {
      serviceId: 'northbound',
      transportationTypeId: 'ftl',
      modeId: 'ftl-dry-van',
      portId: 'colombia-solidarity-bridge',
      specialRequirementIds: ['straps', 'hazmat-driver'],
      quantities: { straps: 4 },
      pickupAddressIds: [pickup._id],
      dropAddressIds: [drop._id],
      userReference: `PAY${++orderCount}`,
      trailerId: 'dry-van-53',
      programming: 'Schedule',
      schedule: futureSchedule(),
    });
    expect(status).toBe(201);
    return body.data.movementId as string;
  };

  /** What the browser does: the card to the provider's route for a token, the token to our API. */
  const tokenOf = async (number?: string): Promise<string> => (await (await t.app.request('/payment-sandbox/tokens', json({ card: card(number) }))).json()).data.token;
  const capture = async (movementId: string, idempotencyKey: string, number?: string, customer: Customer = ana) =>
    post(t, customer, '/v1/user/payPal/capture', { movementId, idempotencyKey, paymentToken: await tokenOf(number) });

  const paymentsOf = (movementId: string) =>
    t.db.selectFrom('payments').select(['status', 'idempotency_key', 'amount_cents', 'card_last4', 'provider']).where('movement_id', '=', movementId).orderBy('created_at').execute();

  const declined = { status: 402, body: { statusCode: 402, message: 'Your card was declined. Please use another card.' } };

  it('captures the order total the server computed and marks the order paid', async () => {
    const movementId = await newOrder();
    const key = randomUUID();
    const { status, body } = await capture(movementId, key);
    expect(status).toBe(200);
    const decoded = Schema.decodeUnknownSync(Envelope(Capture))(body);
    expect(decoded).toEqual({
      statusCode: 200,
      message: 'Payment captured successfully',
      data: { movementId, paymentStatus: 'paid', captureId: expect.stringMatching(/^TEST-[0-9A-F]{20}$/), amount: 204_400, currency: 'USD', capturedAt: expect.stringMatching(/^\d{4}-/) },
    });
    expect(provider.calls.at(-1)).toEqual({ amountCents: 204_400, currency: 'USD', idempotencyKey: key, reference: movementId, paymentToken: expect.stringMatching(/^tok_/) });
    expect((await get(t, ana, `/v1/user/order/${movementId}`)).body.data.paymentStatus).toBe('paid');
    expect(await paymentsOf(movementId)).toEqual([{ status: 'captured', idempotency_key: key, amount_cents: 204_400, card_last4: '4242', provider: 'test-card' }]);
  });

  it('[err.rethrow] a declined card is a 402 with the message; the order stays unpaid; a new key may succeed', async () => {
    const movementId = await newOrder();
    const first = randomUUID();
    expect(await capture(movementId, first, TEST_CARD_DECLINED)).toEqual(declined);
    expect((await get(t, ana, `/v1/user/order/${movementId}`)).body.data.paymentStatus).toBe('unpaid');
    // The same key answers the same refusal without asking the provider again.
    const calls = provider.calls.length;
    expect(await capture(movementId, first, TEST_CARD_SUCCESS)).toEqual(declined);
    expect(provider.calls).toHaveLength(calls);

    const second = randomUUID();
    const ok = await capture(movementId, second);
    expect(ok.status).toBe(200);
    expect((await get(t, ana, `/v1/user/order/${movementId}`)).body.data.paymentStatus).toBe('paid');
    expect((await paymentsOf(movementId)).map((p) => p.status)).toEqual(['declined', 'captured']);
  });

  it('the same key twice in a row: one charge, the same answer', async () => {
    const movementId = await newOrder();
    const key = randomUUID();
    const calls = provider.calls.length;
    const a = await capture(movementId, key);
    const b = await capture(movementId, key);
    expect(a.status).toBe(200);
    expect(b).toEqual(a);
    expect(provider.calls).toHaveLength(calls + 1);
    expect(await paymentsOf(movementId)).toHaveLength(1);
  });

  it('10 concurrent calls with the same key: exactly one captured payment, one charge, ten identical answers', async () => {
    const movementId = await newOrder();
    const key = randomUUID();
    const calls = provider.calls.length;
    provider.delayMs = 150;
    try {
      const answers = await Promise.all(Array.from({ length: 10 }, () => capture(movementId, key)));
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      expect(answers[0]!.status).toBe(200);
    } finally {
      provider.delayMs = 0;
    }
    expect(provider.calls).toHaveLength(calls + 1);
    expect(await paymentsOf(movementId)).toEqual([expect.objectContaining({ status: 'captured', idempotency_key: key })]);
  });

  it('10 concurrent calls with different keys on one order: still one capture', async () => {
    const movementId = await newOrder();
    provider.delayMs = 50;
    let answers;
    try {
      answers = await Promise.all(Array.from({ length: 10 }, () => capture(movementId, randomUUID())));
    } finally {
      provider.delayMs = 0;
    }
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const rows = await paymentsOf(movementId);
    expect(rows.filter((p) => p.status === 'captured')).toHaveLength(1);
    expect(rows).toHaveLength(1);
  });

  it('paying an order already paid answers the existing capture, even with a new key, and never charges again', async () => {
    const movementId = await newOrder();
    const first = await capture(movementId, randomUUID());
    const calls = provider.calls.length;
    expect(await capture(movementId, randomUUID(), '5555 5555 5555 4444')).toEqual(first);
    expect(await capture(movementId, randomUUID(), TEST_CARD_DECLINED)).toEqual(first);
    expect(provider.calls).toHaveLength(calls);
    expect(await paymentsOf(movementId)).toHaveLength(1);
  });

  it('no answer from the provider is a 502; retrying the same key charges then', async () => {
    const movementId = await newOrder();
    const key = randomUUID();
    provider.failNext = 1;
    expect(await capture(movementId, key)).toEqual({ status: 502, body: { statusCode: 502, message: 'The payment provider is unavailable. Please try again.' } });
    expect((await paymentsOf(movementId)).map((p) => p.status)).toEqual(['failed']);
    expect(t.logs.some((l) => l.level === 'error' && l.message.includes('no answer from test-card'))).toBe(true);
    const retry = await capture(movementId, key);
    expect(retry.status).toBe(200);
    expect(provider.calls.slice(-2).map((c) => c.idempotencyKey)).toEqual([key, key]);
    expect((await paymentsOf(movementId)).map((p) => p.status)).toEqual(['captured']);
  });

  it('a key already used for another order is refused with 409', async () => {
    const one = await newOrder();
    const two = await newOrder();
    const key = randomUUID();
    expect((await capture(one, key)).status).toBe(200);
    expect(await capture(two, key)).toEqual({
      status: 409,
      body: { statusCode: 409, message: 'This idempotencyKey was already used for another order.', errors: { idempotencyKey: 'This idempotencyKey was already used for another order.' } },
    });
  });

  it('another company\'s order, an unknown and a malformed id are 404 "Order not found"', async () => {
    const movementId = await newOrder();
    const notFound = { status: 404, body: { statusCode: 404, message: 'Order not found' } };
    expect(await capture(movementId, randomUUID(), undefined, bo)).toEqual(notFound);
    expect(await capture('CC99000001', randomUUID())).toEqual(notFound);
    expect(await capture('nope', randomUUID())).toEqual(notFound);
    expect(await paymentsOf(movementId)).toEqual([]);
  });

  it('a cancelled order can no longer be paid', async () => {
    const movementId = await newOrder();
    await t.db.updateTable('orders').set({ status: 'Cancelled' }).where('movement_id', '=', movementId).execute();
    expect(await capture(movementId, randomUUID())).toEqual({ status: 409, body: { statusCode: 409, message: Messages.orderCancelledNotPayable } });
  });

  it('a paid order cancelled (and refunded) since: a new attempt is refused with 409, the paying attempt\'s repeat still answers its capture', async () => {
    const movementId = await newOrder();
    const key = randomUUID();
    const paid = await capture(movementId, key);
    expect(paid.status).toBe(200);
    expect((await post(t, ana, `/v1/common/cancel/movement/user/${movementId}`, {})).status).toBe(200);
    const calls = provider.calls.length;
    expect(await capture(movementId, randomUUID())).toEqual({ status: 409, body: { statusCode: 409, message: Messages.orderCancelledNotPayable } });
    expect(await capture(movementId, key)).toEqual(paid);
    expect(provider.calls).toHaveLength(calls);
  });

  it('a token pays for one attempt only: another key with it is refused (402), and so is an unknown or expired token', async () => {
    const movementId = await newOrder();
    const token = await tokenOf();
    const expired = { status: 402, body: { statusCode: 402, message: Messages.paymentTokenExpired } };
    // Claimed by a first attempt whose answer the customer never saw (the provider failed after).
    provider.failNext = 1;
    expect((await post(t, ana, '/v1/user/payPal/capture', { movementId, idempotencyKey: randomUUID(), paymentToken: token })).status).toBe(502);
    expect(await post(t, ana, '/v1/user/payPal/capture', { movementId, idempotencyKey: randomUUID(), paymentToken: 'tok_made_up' })).toEqual(expired);
    const other = await newOrder();
    const stale = await tokenOf();
    await t.db.updateTable('card_tokens').set({ expires_at: new Date(Date.now() - 1000) }).where('used_by_key', 'is', null).execute();
    expect(await post(t, ana, '/v1/user/payPal/capture', { movementId: other, idempotencyKey: randomUUID(), paymentToken: stale })).toEqual(expired);
    expect((await get(t, ana, `/v1/user/order/${other}`)).body.data.paymentStatus).toBe('unpaid');
  });

  it('validates the body: a token, never a card', async () => {
    expect(await post(t, ana, '/v1/user/payPal/capture', {})).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        message: 'movementId is required',
        errors: { movementId: 'movementId is required', idempotencyKey: 'idempotencyKey is required', paymentToken: 'paymentToken is required' },
      },
    });
    expect((await post(t, ana, '/v1/user/payPal/capture', { movementId: 'CC26000001', idempotencyKey: 'k-1', paymentToken: 'x'.repeat(201) })).body).toEqual({
      statusCode: 400,
      message: 'idempotencyKey must be a UUID',
      errors: { idempotencyKey: 'idempotencyKey must be a UUID', paymentToken: 'paymentToken must be at most 200 characters' },
    });
  });

  it('needs a live session', async () => {
    expect((await post(t, undefined, '/v1/user/payPal/capture', { movementId: 'CC26000001', idempotencyKey: randomUUID(), paymentToken: 'tok_x' })).status).toBe(401);
    expect((await post(t, undefined, '/v1/user/payPal/order', { movementId: 'CC26000001' })).status).toBe(401);
  });

  it('POST /v1/user/payPal/order tells the browser where the card goes; refuses paid, cancelled and unknown orders', async () => {
    const movementId = await newOrder();
    expect(await post(t, ana, '/v1/user/payPal/order', { movementId })).toEqual({
      status: 200,
      body: { statusCode: 200, message: Messages.paymentReady, data: { provider: 'test-card', tokenUrl: '/payment-sandbox/tokens' } },
    });
    expect(await post(t, bo, '/v1/user/payPal/order', { movementId })).toEqual({ status: 404, body: { statusCode: 404, message: 'Order not found' } });
    expect((await post(t, ana, '/v1/user/payPal/order', {})).body).toEqual({ statusCode: 400, message: 'movementId is required', errors: { movementId: 'movementId is required' } });
    expect((await capture(movementId, randomUUID())).status).toBe(200);
    expect(await post(t, ana, '/v1/user/payPal/order', { movementId })).toEqual({ status: 409, body: { statusCode: 409, message: Messages.orderAlreadyPaid } });
    const cancelled = await newOrder();
    await t.db.updateTable('orders').set({ status: 'Cancelled' }).where('movement_id', '=', cancelled).execute();
    expect(await post(t, ana, '/v1/user/payPal/order', { movementId: cancelled })).toEqual({ status: 409, body: { statusCode: 409, message: Messages.orderCancelledNotPayable } });
  });

  it('the database allows one captured and one pending payment per order', async () => {
    const movementId = await newOrder();
    const row = (status: 'captured' | 'pending') => ({
      movement_id: movementId,
      company_id: ana.companyId,
      idempotency_key: randomUUID(),
      status,
      provider: 'test-card',
      amount_cents: 1,
      currency: 'USD',
      card_last4: '4242',
    });
    for (const status of ['captured', 'pending'] as const) {
      await t.db.insertInto('payments').values(row(status)).execute();
      const error = await t.db.insertInto('payments').values(row(status)).execute().then(
        () => undefined,
        (e: { code?: string }) => e.code,
      );
      expect(error).toBe('23505');
    }
  });
});
