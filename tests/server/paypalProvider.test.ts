import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import type { Database } from '../../server/db/Database.ts';
import { createPaymentProvider } from '../../server/payments/createPaymentProvider.ts';
import { PaymentProviderError, type ChargeRequest, type PrepareRequest } from '../../server/payments/PaymentProvider.ts';
import { paypalAmount, PayPalProvider } from '../../server/payments/PayPalProvider.ts';
import { TestCardProvider } from '../../server/payments/TestCardProvider.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { addAddress, createServiceTestApp, futureSchedule, newCustomer, post } from './support/service.ts';

interface Received {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}
/** A queued answer: JSON `body`, or `raw` text as is; 'hang' never answers. */
type Reply = { status: number; body?: unknown; raw?: string } | 'hang';

interface FakeCapture {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
  final_capture: boolean;
}
interface FakeUnit {
  reference_id: string;
  custom_id?: string;
  description?: string;
  amount: { currency_code: string; value: string };
  payments?: { captures: FakeCapture[] };
}
interface FakeOrder {
  id: string;
  intent: string;
  status: string;
  purchase_units: FakeUnit[];
  payment_source?: { card: { name: string; last_digits: string; brand: string; type: string } };
}

const ORDER_PATH = /^\/v2\/checkout\/orders\/([^/?]+)$/;
const CAPTURE_PATH = /^\/v2\/checkout\/orders\/([^/?]+)\/capture$/;
const REFUND_PATH = /^\/v2\/payments\/captures\/[^/]+\/refund$/;

const notFound = (): Reply => ({
  status: 404,
  body: { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.', details: [{ field: 'order_id', issue: 'INVALID_RESOURCE_ID' }] },
});
const unprocessable = (issue: string): Reply => ({ status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue }] } });

/**
 * A local stand-in for api-m.sandbox.paypal.com (Orders v2, Payments v2, OAuth2), as PayPal documents it:
 * it remembers the orders it created, answers GET with them, captures an APPROVED order once (an
 * order already captured gets 422 ORDER_ALREADY_CAPTURED, one not approved 422 ORDER_NOT_APPROVED)
 * and records every request. A queued reply overrides the next answer of its route.
 */
class FakePayPal {
  readonly received: Received[] = [];
  readonly orders = new Map<string, FakeOrder>();
  tokenReplies: Reply[] = [];
  createReplies: Reply[] = [];
  readReplies: Reply[] = [];
  captureReplies: Reply[] = [];
  refundReplies: Reply[] = [];
  tokens = 0;
  #ids = 0;
  #server: Server | undefined;
  baseUrl = '';

  async start(): Promise<void> {
    this.#server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        const path = req.url ?? '';
        const method = req.method ?? '';
        this.received.push({ method, path, headers: req.headers, body });
        const reply = this.#answer(method, path, body);
        if (reply === 'hang') return;
        res.writeHead(reply.status, { 'Content-Type': 'application/json' });
        res.end(reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body)));
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()));
  }

  reset(): void {
    this.received.length = 0;
    this.orders.clear();
    this.tokenReplies = [];
    this.createReplies = [];
    this.readReplies = [];
    this.captureReplies = [];
    this.refundReplies = [];
    this.tokens = 0;
  }

  #answer(method: string, path: string, body: string): Reply {
    if (method === 'POST' && path === '/v1/oauth2/token') {
      this.tokens++;
      return this.tokenReplies.shift() ?? { status: 200, body: { scope: 'https://uri.paypal.com/services/payments/payment', access_token: `TOKEN-${this.tokens}`, token_type: 'Bearer', app_id: 'APP-80W284485P519543T', expires_in: 32400, nonce: 'n' } };
    }
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const queued = this.createReplies.shift();
      if (queued !== undefined) return queued;
      const request = JSON.parse(body) as { intent: string; purchase_units: FakeUnit[] };
      const order: FakeOrder = { id: this.#newId('ORDER'), intent: request.intent, status: 'CREATED', purchase_units: structuredClone(request.purchase_units) };
      this.orders.set(order.id, order);
      return { status: 201, body: this.#representation(order) };
    }
    const read = ORDER_PATH.exec(path);
    if (method === 'GET' && read) {
      const queued = this.readReplies.shift();
      if (queued !== undefined) return queued;
      const order = this.orders.get(decodeURIComponent(read[1]!));
      return order === undefined ? notFound() : { status: 200, body: this.#representation(order) };
    }
    const capture = CAPTURE_PATH.exec(path);
    if (method === 'POST' && capture) {
      const queued = this.captureReplies.shift();
      if (queued !== undefined) return queued;
      const order = this.orders.get(decodeURIComponent(capture[1]!));
      if (order === undefined) return notFound();
      if (order.status === 'COMPLETED') return unprocessable('ORDER_ALREADY_CAPTURED');
      if (order.status !== 'APPROVED') return unprocessable('ORDER_NOT_APPROVED');
      const unit = order.purchase_units[0]!;
      unit.payments = { captures: [{ id: this.#newId('CAPTURE'), status: 'COMPLETED', amount: unit.amount, final_capture: true }] };
      order.status = 'COMPLETED';
      return { status: 201, body: this.#representation(order) };
    }
    if (method === 'POST' && REFUND_PATH.test(path)) {
      return this.refundReplies.shift() ?? { status: 201, body: { id: 'REFUND-1', status: 'COMPLETED' } };
    }
    return notFound();
  }

  #newId(prefix: string): string {
    return `${prefix}${String(++this.#ids).padStart(4, '0')}X`;
  }

  #representation(order: FakeOrder): FakeOrder & { links: unknown[] } {
    return { ...structuredClone(order), links: [{ href: `${this.baseUrl}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }] };
  }

  /** What PayPal's card fields do in the browser: the card is confirmed on the order. */
  approve(orderId: string, lastDigits = '1111'): void {
    const order = this.orders.get(orderId);
    if (order === undefined) throw new Error(`no fake order ${orderId}`);
    order.status = 'APPROVED';
    order.payment_source = { card: { name: 'Ana Ruiz', last_digits: lastDigits, brand: 'VISA', type: 'CREDIT' } };
  }

  /** An order as if created by a prepare call and approved in the browser; its id. */
  seed({ reference = 'CC26000001', value = '2044.00', currency = 'USD', status = 'APPROVED', lastDigits = '1111' as string | null } = {}): string {
    const order: FakeOrder = {
      id: this.#newId('ORDER'),
      intent: 'CAPTURE',
      status,
      purchase_units: [{ reference_id: reference, custom_id: reference, amount: { currency_code: currency, value } }],
      ...(lastDigits !== null ? { payment_source: { card: { name: 'Ana Ruiz', last_digits: lastDigits, brand: 'VISA', type: 'CREDIT' } } } : {}),
    };
    this.orders.set(order.id, order);
    return order.id;
  }

  calls(method: string, path: RegExp | string): Received[] {
    return this.received.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)));
  }
  tokenCalls = (): Received[] => this.calls('POST', '/v1/oauth2/token');
  creates = (): Received[] => this.calls('POST', '/v2/checkout/orders');
  reads = (): Received[] => this.calls('GET', ORDER_PATH);
  captures = (): Received[] => this.calls('POST', CAPTURE_PATH);
}

const prepareRequest = (overrides: Partial<PrepareRequest> = {}): PrepareRequest => ({ amountCents: 204_400, currency: 'USD', reference: 'CC26000001', ...overrides });

const chargeRequest = (paymentToken: string, overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  amountCents: 204_400,
  currency: 'USD',
  paymentToken,
  idempotencyKey: randomUUID(),
  reference: 'CC26000001',
  ...overrides,
});

const failureOf = async (promise: Promise<unknown>): Promise<Error> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentProviderError);
  return error as Error;
};

const BASIC = `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`;

describe('PayPalProvider against a local fake PayPal', () => {
  const fake = new FakePayPal();
  let provider: PayPalProvider;
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.reset();
    provider = new PayPalProvider({ clientId: 'client-id', clientSecret: 'client-secret', apiBase: `${fake.baseUrl}/` });
  });

  describe('prepare', () => {
    it('gets a client-credentials token, then creates a CAPTURE order for the amount, carrying no card', async () => {
      const setup = await provider.prepare(prepareRequest());

      expect(fake.received.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/oauth2/token', 'POST /v2/checkout/orders']);
      const [token, create] = fake.received;
      expect(token!.headers.authorization).toBe(BASIC);
      expect(token!.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(token!.body).toBe('grant_type=client_credentials');

      expect(create!.headers.authorization).toBe('Bearer TOKEN-1');
      expect(create!.headers['content-type']).toMatch(/^application\/json/);
      const body = JSON.parse(create!.body) as Record<string, any>;
      expect(body.intent).toBe('CAPTURE');
      expect(body.purchase_units).toHaveLength(1);
      expect(body.purchase_units[0]).toMatchObject({ reference_id: 'CC26000001', custom_id: 'CC26000001', amount: { currency_code: 'USD', value: '2044.00' } });
      // The card is typed into PayPal's own fields: nothing about it here.
      expect(body).not.toHaveProperty('payment_source');
      expect(create!.body).not.toMatch(/card|number|security_code|expiry/i);

      expect(fake.orders.size).toBe(1);
      const [orderId] = fake.orders.keys();
      expect(setup).toEqual({ provider: 'paypal', clientId: 'client-id', orderId });
    });

    it.each([
      ['a 500', { status: 500, body: { name: 'INTERNAL_SERVER_ERROR' } }],
      ['a 422', { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'DECIMAL_PRECISION' }] } }],
      ['a 201 without an order id', { status: 201, body: { status: 'CREATED' } }],
      ['a 201 with an empty body', { status: 201 }],
    ] as const)('treats %s to the create call as no answer', async (_name, reply) => {
      fake.createReplies = [reply];
      await failureOf(provider.prepare(prepareRequest()));
    });

    it('reuses the token until a minute before it expires', async () => {
      let now = 1_000_000;
      provider = new PayPalProvider({ clientId: 'id', clientSecret: 'secret', apiBase: fake.baseUrl }, { now: () => now });
      fake.tokenReplies = [{ status: 200, body: { access_token: 'SHORT', token_type: 'Bearer', expires_in: 120 } }];
      await provider.prepare(prepareRequest());
      now += 59_000;
      await provider.prepare(prepareRequest());
      expect(fake.tokenCalls()).toHaveLength(1);
      now += 2_000; // 61 s in: less than a minute of its two minutes left
      await provider.prepare(prepareRequest());
      expect(fake.tokenCalls()).toHaveLength(2);
      expect(fake.creates().map((o) => o.headers.authorization)).toEqual(['Bearer SHORT', 'Bearer SHORT', 'Bearer TOKEN-2']);
      // The new (9-hour) token is reused in turn.
      now += 3_600_000;
      await provider.prepare(prepareRequest());
      expect(fake.tokenCalls()).toHaveLength(2);
    });

    it('calls made at once share one token request', async () => {
      const setups = await Promise.all([provider.prepare(prepareRequest()), provider.prepare(prepareRequest({ reference: 'CC26000002' }))]);
      expect(fake.tokenCalls()).toHaveLength(1);
      expect(new Set(setups.map((s) => (s.provider === 'paypal' ? s.orderId : '')))).toEqual(new Set(fake.orders.keys()));
      expect(fake.creates().map((c) => c.headers.authorization)).toEqual(['Bearer TOKEN-1', 'Bearer TOKEN-1']);
    });

    it('a refused client id is an error that never echoes the secret; the next call asks for a token again', async () => {
      fake.tokenReplies = [{ status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } }];
      const error = await failureOf(provider.prepare(prepareRequest()));
      expect(error.message).toBe('PayPal authentication failed (HTTP 401)');
      for (const text of [error.message, String(error.cause ?? ''), JSON.stringify(error)]) {
        expect(text).not.toContain('client-secret');
        expect(text).not.toContain(BASIC.slice(6));
      }
      expect(fake.creates()).toHaveLength(0);
      expect((await provider.prepare(prepareRequest())).provider).toBe('paypal');
      expect(fake.tokenCalls()).toHaveLength(2);
    });
  });

  describe('charge', () => {
    it('reads the order back, then captures it with the idempotency key as PayPal-Request-Id', async () => {
      const orderId = fake.seed({ lastDigits: '0004' });
      const charge = chargeRequest(orderId);
      const result = await provider.charge(charge);
      const captureId = fake.orders.get(orderId)!.purchase_units[0]!.payments!.captures[0]!.id;
      expect(result).toEqual({ status: 'captured', providerRef: captureId, cardLast4: '0004' });

      expect(fake.received.map((r) => `${r.method} ${r.path}`)).toEqual([
        'POST /v1/oauth2/token',
        `GET /v2/checkout/orders/${orderId}`,
        `POST /v2/checkout/orders/${orderId}/capture`,
      ]);
      const [, read, capture] = fake.received;
      expect(read!.headers.authorization).toBe('Bearer TOKEN-1');
      expect(capture!.headers.authorization).toBe('Bearer TOKEN-1');
      expect(capture!.headers['paypal-request-id']).toBe(charge.idempotencyKey);
      expect(capture!.headers['content-type']).toMatch(/^application\/json/);
      // No payment source (and no amount): PayPal captures the approved order as created.
      expect(capture!.body === '' ? {} : JSON.parse(capture!.body)).toEqual({});
      expect(fake.orders.get(orderId)!.status).toBe('COMPLETED');
    });

    it('a card PayPal names no digits for is captured with cardLast4 null', async () => {
      const orderId = fake.seed({ lastDigits: null });
      expect(await provider.charge(chargeRequest(orderId))).toMatchObject({ status: 'captured', cardLast4: null });
    });

    it('a repeat where PayPal already says COMPLETED answers that capture without capturing again', async () => {
      const orderId = fake.seed();
      const charge = chargeRequest(orderId);
      const first = await provider.charge(charge);
      expect(first.status).toBe('captured');
      expect(await provider.charge(charge)).toEqual(first);
      // Also under another key (the first answer was lost and the client started a new attempt).
      expect(await provider.charge({ ...charge, idempotencyKey: randomUUID() })).toEqual(first);
      expect(fake.captures()).toHaveLength(1);
      expect(fake.reads()).toHaveLength(3);
    });

    it.each([
      ['another reference', { reference: 'CC26000002' }],
      ['another amount', { value: '2044.01' }],
      ['a smaller amount', { value: '1.00' }],
      ['another currency', { currency: 'MXN' }],
    ])('an order id for %s is declined as token_expired without a capture call', async (_name, seed) => {
      const orderId = fake.seed(seed);
      expect(await provider.charge(chargeRequest(orderId))).toEqual({ status: 'declined', reason: 'token_expired' });
      expect(fake.reads()).toHaveLength(1);
      expect(fake.captures()).toHaveLength(0);
      expect(fake.orders.get(orderId)!.status).toBe('APPROVED');
    });

    it('an order id PayPal does not know (404) is declined as token_expired without a capture call', async () => {
      expect(await provider.charge(chargeRequest('5O190127TN364715T'))).toEqual({ status: 'declined', reason: 'token_expired' });
      expect(fake.reads().map((r) => r.path)).toEqual(['/v2/checkout/orders/5O190127TN364715T']);
      expect(fake.captures()).toHaveLength(0);
    });

    it('an order id cannot reach another PayPal path', async () => {
      const orderId = fake.seed();
      expect(await provider.charge(chargeRequest(`${orderId}/capture`))).toEqual({ status: 'declined', reason: 'token_expired' });
      expect(await provider.charge(chargeRequest('../../../v1/oauth2/token'))).toEqual({ status: 'declined', reason: 'token_expired' });
      expect(fake.reads().map((r) => r.path)).toEqual([`/v2/checkout/orders/${orderId}%2Fcapture`, '/v2/checkout/orders/..%2F..%2F..%2Fv1%2Foauth2%2Ftoken']);
      expect(fake.captures()).toHaveLength(0);
      expect(fake.tokenCalls()).toHaveLength(1);
    });

    it.each([
      ['a 400 INVALID_RESOURCE_ID', { status: 400, body: { name: 'INVALID_REQUEST', details: [{ issue: 'INVALID_RESOURCE_ID' }] } }],
      ['a 422', { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INVALID_RESOURCE_ID' }] } }],
      // Another merchant's order (PayPal-node-SDK#304): not ours to capture.
      ['a 403 NOT_AUTHORIZED', { status: 403, body: { name: 'NOT_AUTHORIZED', details: [{ issue: 'PERMISSION_DENIED' }] } }],
    ] as const)('an order read refused with %s is declined as token_expired', async (_name, reply) => {
      fake.readReplies = [reply];
      expect(await provider.charge(chargeRequest(fake.seed()))).toEqual({ status: 'declined', reason: 'token_expired' });
      expect(fake.captures()).toHaveLength(0);
    });

    it('an order read answered 500 is no answer, without a capture call', async () => {
      fake.readReplies = [{ status: 500, body: { name: 'INTERNAL_SERVER_ERROR' } }];
      await failureOf(provider.charge(chargeRequest(fake.seed())));
      expect(fake.captures()).toHaveLength(0);
    });

    it('a token refused mid-way: one new token and the same request id again', async () => {
      const orderId = fake.seed();
      fake.captureReplies = [{ status: 401, body: { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.' } }];
      const charge = chargeRequest(orderId);
      const result = await provider.charge(charge);
      expect(result).toMatchObject({ status: 'captured', providerRef: fake.orders.get(orderId)!.purchase_units[0]!.payments!.captures[0]!.id });
      expect(fake.tokenCalls()).toHaveLength(2);
      expect(fake.captures().map((c) => [c.headers.authorization, c.headers['paypal-request-id']])).toEqual([
        ['Bearer TOKEN-1', charge.idempotencyKey],
        ['Bearer TOKEN-2', charge.idempotencyKey],
      ]);
      // The new token serves the next call.
      await provider.charge(chargeRequest(fake.seed()));
      expect(fake.tokenCalls()).toHaveLength(2);
      expect(fake.reads().at(-1)!.headers.authorization).toBe('Bearer TOKEN-2');
    });

    it('a token refused on the order read: one new token, then the read again', async () => {
      const orderId = fake.seed();
      fake.readReplies = [{ status: 401, body: { name: 'AUTHENTICATION_FAILURE' } }];
      expect((await provider.charge(chargeRequest(orderId))).status).toBe('captured');
      expect(fake.reads().map((r) => r.headers.authorization)).toEqual(['Bearer TOKEN-1', 'Bearer TOKEN-2']);
      expect(fake.captures()).toHaveLength(1);
    });

    it('a token refused twice in a row is no answer (one retry only)', async () => {
      fake.captureReplies = [
        { status: 401, body: { name: 'AUTHENTICATION_FAILURE' } },
        { status: 401, body: { name: 'AUTHENTICATION_FAILURE' } },
      ];
      await failureOf(provider.charge(chargeRequest(fake.seed())));
      expect(fake.captures()).toHaveLength(2);
      expect(fake.tokenCalls()).toHaveLength(2);
    });

    it('capturing an order the customer has not approved is declined', async () => {
      const orderId = fake.seed({ status: 'CREATED', lastDigits: null });
      expect(await provider.charge(chargeRequest(orderId))).toEqual({ status: 'declined', reason: 'ORDER_NOT_APPROVED' });
    });

    const capturedOrder = (capture: Record<string, unknown>, status = 'COMPLETED') => ({
      id: 'O',
      status,
      purchase_units: [{ reference_id: 'CC26000001', amount: { currency_code: 'USD', value: '2044.00' }, payments: { captures: [capture] } }],
    });

    it.each([
      ['a 422 INSTRUMENT_DECLINED', unprocessable('INSTRUMENT_DECLINED'), 'INSTRUMENT_DECLINED'],
      ['a 422 CARD_EXPIRED', unprocessable('CARD_EXPIRED'), 'CARD_EXPIRED'],
      [
        'a 422 whose first detail has the issue',
        { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ description: 'no issue here' }, { issue: 'TRANSACTION_REFUSED' }, { issue: 'OTHER' }] } },
        'TRANSACTION_REFUSED',
      ],
      ['a 400 without details', { status: 400, body: { name: 'INVALID_REQUEST', message: 'Request is not well-formed.' } }, 'INVALID_REQUEST'],
      ['a 422 with an empty body', { status: 422 }, 'HTTP 422'],
      [
        'a DECLINED capture with its reason',
        { status: 201, body: capturedOrder({ id: 'C', status: 'DECLINED', status_details: { reason: 'DECLINED_BY_RISK_FRAUD_FILTERS' } }) },
        'DECLINED_BY_RISK_FRAUD_FILTERS',
      ],
      ['a DECLINED capture without a reason', { status: 201, body: capturedOrder({ id: 'C', status: 'DECLINED' }) }, 'DECLINED'],
      ['a FAILED capture', { status: 201, body: capturedOrder({ id: 'C', status: 'FAILED' }) }, 'FAILED'],
      ['3-D Secure required (PAYER_ACTION_REQUIRED)', { status: 201, body: { id: 'O', status: 'PAYER_ACTION_REQUIRED', links: [] } }, 'PAYER_ACTION_REQUIRED'],
      ['3-D Secure required (422 PAYER_ACTION_REQUIRED)', unprocessable('PAYER_ACTION_REQUIRED'), 'PAYER_ACTION_REQUIRED'],
    ] as const)('maps %s to declined', async (_name, reply, reason) => {
      fake.captureReplies = [reply];
      expect(await provider.charge(chargeRequest(fake.seed()))).toEqual({ status: 'declined', reason });
    });

    it.each([
      ['a 500', { status: 500, body: { name: 'INTERNAL_SERVER_ERROR' } }, 'PayPal answered 500 to the capture call'],
      ['a 503 with an empty body', { status: 503 }, 'PayPal answered 503 to the capture call'],
      ['a PENDING capture', { status: 201, body: capturedOrder({ id: 'C', status: 'PENDING', status_details: { reason: 'PENDING_REVIEW' } }) }, undefined],
      ['an empty body', { status: 201 }, undefined],
      ['a body that is not JSON', { status: 201, raw: '<html>gateway</html>' }, undefined],
      ['a COMPLETED order without a capture', { status: 201, body: { id: 'O', status: 'COMPLETED', purchase_units: [{ reference_id: 'CC26000001' }] } }, undefined],
      ['a COMPLETED capture without an id', { status: 201, body: capturedOrder({ status: 'COMPLETED' }) }, undefined],
    ] as const)('treats %s as no answer (PaymentProviderError)', async (_name, reply, message) => {
      fake.captureReplies = [reply];
      const error = await failureOf(provider.charge(chargeRequest(fake.seed())));
      if (message !== undefined) expect(error.message).toBe(message);
    });

    it('times out', async () => {
      provider = new PayPalProvider({ clientId: 'id', clientSecret: 'secret', apiBase: fake.baseUrl }, { timeoutMs: 200 });
      fake.captureReplies = ['hang'];
      const error = await failureOf(provider.charge(chargeRequest(fake.seed())));
      expect(error.message).toBe('PayPal timed out');
    });

    it('an unreachable PayPal is no answer that names no credentials', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise<void>((resolve) => closed.close(() => resolve()));
      provider = new PayPalProvider({ clientId: 'client-id', clientSecret: 'client-secret', apiBase: `http://127.0.0.1:${port}` });
      const error = await failureOf(provider.charge(chargeRequest('ORDER1')));
      expect(error.message).toBe('PayPal could not be reached');
      expect(error.message).not.toContain('client-secret');
    });

    it('a refused client id is an error that never echoes the secret, before any order call', async () => {
      fake.tokenReplies = [{ status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } }];
      const orderId = fake.seed();
      const error = await failureOf(provider.charge(chargeRequest(orderId)));
      expect(error.message).toBe('PayPal authentication failed (HTTP 401)');
      expect(error.message).not.toContain('client-secret');
      expect(fake.reads()).toHaveLength(0);
      expect(fake.captures()).toHaveLength(0);
    });
  });

  it('refunds a capture in full, keyed by PayPal-Request-Id', async () => {
    const refund = { captureRef: 'CAPTURE-1', amountCents: 204_400, currency: 'USD', idempotencyKey: `refund-${randomUUID()}` } as const;
    expect(await provider.refund(refund)).toEqual({ providerRef: 'REFUND-1' });
    const call = fake.received.find((r) => r.path.endsWith('/refund'))!;
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/v2/payments/captures/CAPTURE-1/refund');
    expect(call.headers['paypal-request-id']).toBe(refund.idempotencyKey);
    expect(call.headers.authorization).toMatch(/^Bearer TOKEN-/);
    // No amount: the whole capture.
    expect(call.body).toBe('{}');

    fake.refundReplies = [{ status: 200, body: { id: 'REFUND-2', status: 'PENDING' } }];
    expect(await provider.refund(refund)).toEqual({ providerRef: 'REFUND-2' });
    // Refunded before (an earlier answer was lost): done.
    fake.refundReplies = [unprocessable('CAPTURE_FULLY_REFUNDED')];
    expect(await provider.refund(refund)).toEqual({ providerRef: 'CAPTURE-1' });
    fake.refundReplies = [unprocessable('REFUND_TIME_LIMIT_EXCEEDED')];
    await expect(provider.refund(refund)).rejects.toThrow(new PaymentProviderError('PayPal did not refund capture CAPTURE-1: REFUND_TIME_LIMIT_EXCEEDED'));
    fake.refundReplies = [{ status: 201, body: { id: 'REFUND-3', status: 'FAILED' } }];
    await expect(provider.refund(refund)).rejects.toBeInstanceOf(PaymentProviderError);
    fake.refundReplies = [{ status: 503 }];
    await expect(provider.refund(refund)).rejects.toBeInstanceOf(PaymentProviderError);
    // A token refused mid-way: the refund again under the same request id.
    fake.refundReplies = [{ status: 401, body: { name: 'AUTHENTICATION_FAILURE' } }, { status: 201, body: { id: 'REFUND-4', status: 'COMPLETED' } }];
    const before = fake.calls('POST', REFUND_PATH).length;
    expect(await provider.refund(refund)).toEqual({ providerRef: 'REFUND-4' });
    expect(fake.calls('POST', REFUND_PATH).slice(before).map((r) => r.headers['paypal-request-id'])).toEqual([refund.idempotencyKey, refund.idempotencyKey]);
  });

  it('formats amounts as PayPal wants them (two decimals, no grouping)', () => {
    expect(paypalAmount(204_400)).toBe('2044.00');
    expect(paypalAmount(5)).toBe('0.05');
    expect(paypalAmount(50)).toBe('0.50');
    expect(paypalAmount(100)).toBe('1.00');
    expect(paypalAmount(123_456_78)).toBe('123456.78');
    expect(paypalAmount(1_000_000_00)).toBe('1000000.00');
  });

  it('serves checkout end to end: a PayPal order for the quote total, one capture however often the key is repeated', async () => {
    const t = await createServiceTestApp({ paymentProvider: new PayPalProvider({ clientId: 'id', clientSecret: 'secret', apiBase: fake.baseUrl }) });
    try {
      const ana = await newCustomer(t, 'ana@paypal.example');
      const pickup = await addAddress(t, ana, 'pickup', 'laredo-tx');
      const drop = await addAddress(t, ana, 'drop', 'saltillo-coah');
      const placeOrder = async (userReference: string) => {
        const order = await post(t, ana, '/v1/user/order', {
          serviceId: 'southbound',
          transportationTypeId: 'ltl',
          modeId: 'ltl-dry-van',
          portId: 'world-trade-bridge',
          pickupAddressIds: [pickup._id],
          dropAddressIds: [drop._id],
          userReference,
          trailerId: 'dry-van-53',
          programming: 'Schedule',
          schedule: futureSchedule(),
        });
        expect(order.status).toBe(201);
        return order.body.data as { movementId: string; quote: { total: number } };
      };
      const { movementId, quote } = await placeOrder('PP1');
      expect(quote.total).toBe(42_000 + 32_000 + 6_000 + 12_000 + 9_500 + 4_500);

      // The browser asks for a PayPal order to show PayPal's card fields on.
      const setup = await post(t, ana, '/v1/user/payPal/order', { movementId });
      expect(setup.status).toBe(200);
      expect(setup.body.message).toBe(Messages.paymentReady);
      const orderId = setup.body.data.orderId as string;
      expect(setup.body.data).toEqual({ provider: 'paypal', clientId: 'id', orderId });
      const paypalOrder = fake.orders.get(orderId)!;
      expect(paypalOrder.intent).toBe('CAPTURE');
      expect(paypalOrder.purchase_units[0]).toMatchObject({ reference_id: movementId, amount: { currency_code: 'USD', value: paypalAmount(quote.total) } });
      expect(JSON.stringify(setup.body)).not.toContain('secret');

      // Another order's PayPal order cannot pay this one.
      const other = await placeOrder('PP2');
      const otherOrderId = (await post(t, ana, '/v1/user/payPal/order', { movementId: other.movementId })).body.data.orderId as string;
      fake.approve(otherOrderId, '9999');
      expect(await post(t, ana, '/v1/user/payPal/capture', { movementId, idempotencyKey: randomUUID(), paymentToken: otherOrderId })).toEqual({
        status: 402,
        body: { statusCode: 402, message: Messages.paymentTokenExpired },
      });
      expect(fake.captures()).toHaveLength(0);

      // PayPal's card fields confirm the card on our PayPal order.
      fake.approve(orderId, '4321');
      const body = { movementId, idempotencyKey: randomUUID(), paymentToken: orderId };
      const first = await post(t, ana, '/v1/user/payPal/capture', body);
      expect(first.status).toBe(200);
      const captureId = paypalOrder.purchase_units[0]!.payments!.captures[0]!.id;
      expect(first.body.data).toMatchObject({ movementId, paymentStatus: 'paid', captureId, amount: quote.total, currency: 'USD' });
      expect(fake.captures().map((c) => [c.path, c.headers['paypal-request-id']])).toEqual([[`/v2/checkout/orders/${orderId}/capture`, body.idempotencyKey]]);

      expect(await post(t, ana, '/v1/user/payPal/capture', body)).toEqual(first);
      expect(fake.captures()).toHaveLength(1);

      const payments = await t.db
        .selectFrom('payments')
        .select(['status', 'provider', 'provider_ref', 'card_last4', 'amount_cents', 'idempotency_key'])
        .where('movement_id', '=', movementId)
        .where('status', '=', 'captured')
        .execute();
      expect(payments).toEqual([{ status: 'captured', provider: 'paypal', provider_ref: captureId, card_last4: '4321', amount_cents: quote.total, idempotency_key: body.idempotencyKey }]);
    } finally {
      await t.close();
    }
  });
});

describe('payment provider configuration', () => {
  const db = {} as Kysely<Database>;

  it('uses PayPal only with both credentials; the sandbox by default', () => {
    expect(loadConfig({}).paypal).toBeUndefined();
    expect(createPaymentProvider(loadConfig({}), db)).toBeInstanceOf(TestCardProvider);
    const config = loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' });
    expect(config.paypal).toEqual({ clientId: 'id', clientSecret: 'secret', apiBase: 'https://api-m.sandbox.paypal.com' });
    expect(createPaymentProvider(config, db)).toBeInstanceOf(PayPalProvider);
    expect(loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret', PAYPAL_API_BASE: 'https://api-m.paypal.com' }).paypal?.apiBase).toBe('https://api-m.paypal.com');
  });

  it('refuses half a configuration and a plain-http API base (localhost aside), never echoing the secret', () => {
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'id' })).toThrow('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together');
    expect(() => loadConfig({ PAYPAL_CLIENT_SECRET: 'hunter2' })).toThrow(/must be set together/);
    try {
      loadConfig({ PAYPAL_CLIENT_SECRET: 'hunter2' });
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2');
    }
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's', PAYPAL_API_BASE: 'http://paypal.example' })).toThrow(/PAYPAL_API_BASE must be an https:\/\/ URL/);
    expect(loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's', PAYPAL_API_BASE: 'http://127.0.0.1:4010' }).paypal?.apiBase).toBe('http://127.0.0.1:4010');
  });
});
