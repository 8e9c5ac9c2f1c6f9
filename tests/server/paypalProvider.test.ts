import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { createPaymentProvider } from '../../server/payments/createPaymentProvider.ts';
import { PaymentProviderError, type ChargeRequest } from '../../server/payments/PaymentProvider.ts';
import { paypalAmount, paypalExpiry, PayPalProvider } from '../../server/payments/PayPalProvider.ts';
import { TestCardProvider } from '../../server/payments/TestCardProvider.ts';
import { addAddress, createServiceTestApp, futureSchedule, newCustomer, post } from './support/service.ts';

interface Received {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}
type Reply = { status: number; body?: unknown } | 'hang';

/** A local stand-in for api-m.sandbox.paypal.com: records requests, answers what the test queues. */
class FakePayPal {
  readonly received: Received[] = [];
  tokenReplies: Reply[] = [];
  orderReplies: Reply[] = [];
  refundReplies: Reply[] = [];
  tokens = 0;
  #server: Server | undefined;
  baseUrl = '';

  async start(): Promise<void> {
    this.#server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        this.received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
        let reply: Reply;
        if (req.url === '/v1/oauth2/token') {
          this.tokens++;
          reply = this.tokenReplies.shift() ?? { status: 200, body: { access_token: `TOKEN-${this.tokens}`, token_type: 'Bearer', expires_in: 32400 } };
        } else if (req.url === '/v2/checkout/orders') {
          reply = this.orderReplies.shift() ?? completed('CAPTURE-1');
        } else if (/^\/v2\/payments\/captures\/[^/]+\/refund$/.test(req.url ?? '')) {
          reply = this.refundReplies.shift() ?? { status: 201, body: { id: 'REFUND-1', status: 'COMPLETED' } };
        } else reply = { status: 404, body: { name: 'RESOURCE_NOT_FOUND' } };
        if (reply === 'hang') return;
        res.writeHead(reply.status, { 'Content-Type': 'application/json' });
        res.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(0, '127.0.0.1', resolve));
    this.baseUrl = `http://127.0.0.1:${(this.#server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()));
  }

  orders(): Received[] {
    return this.received.filter((r) => r.path === '/v2/checkout/orders');
  }
}

const completed = (captureId: string): Reply => ({
  status: 201,
  body: { id: 'ORDER-5O190127TN364715T', status: 'COMPLETED', purchase_units: [{ reference_id: 'CC26000001', payments: { captures: [{ id: captureId, status: 'COMPLETED' }] } }] },
});

const request = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  amountCents: 204_400,
  currency: 'USD',
  card: { name: 'Ana Ruiz', number: '4111111111111111', expiry: '12/29', cvc: '123' },
  idempotencyKey: randomUUID(),
  reference: 'CC26000001',
  ...overrides,
});

describe('PayPalProvider against a local fake PayPal', () => {
  const fake = new FakePayPal();
  let provider: PayPalProvider;
  beforeAll(() => fake.start());
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.received.length = 0;
    fake.tokenReplies = [];
    fake.orderReplies = [];
    fake.refundReplies = [];
    provider = new PayPalProvider({ clientId: 'client-id', clientSecret: 'client-secret', apiBase: `${fake.baseUrl}/` });
  });

  it('gets a client-credentials token, then creates a CAPTURE order paid by the card, keyed by PayPal-Request-Id', async () => {
    const charge = request();
    expect(await provider.charge(charge)).toEqual({ status: 'captured', providerRef: 'CAPTURE-1' });

    const [token, order] = fake.received;
    expect(token!.method).toBe('POST');
    expect(token!.path).toBe('/v1/oauth2/token');
    expect(token!.headers.authorization).toBe(`Basic ${Buffer.from('client-id:client-secret').toString('base64')}`);
    expect(token!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(token!.body).toBe('grant_type=client_credentials');

    expect(order!.path).toBe('/v2/checkout/orders');
    expect(order!.headers.authorization).toBe(`Bearer TOKEN-${fake.tokens}`);
    expect(order!.headers['paypal-request-id']).toBe(charge.idempotencyKey);
    expect(order!.headers.prefer).toBe('return=representation');
    expect(JSON.parse(order!.body)).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        { reference_id: 'CC26000001', custom_id: 'CC26000001', description: 'Cargo Connects order CC26000001', amount: { currency_code: 'USD', value: '2044.00' } },
      ],
      payment_source: { card: { name: 'Ana Ruiz', number: '4111111111111111', expiry: '2029-12', security_code: '123' } },
    });
  });

  it('reuses the token until a minute before it expires', async () => {
    let now = 1_000_000;
    provider = new PayPalProvider({ clientId: 'id', clientSecret: 'secret', apiBase: fake.baseUrl }, { now: () => now });
    fake.tokenReplies = [{ status: 200, body: { access_token: 'SHORT', expires_in: 120 } }];
    await provider.charge(request());
    await provider.charge(request());
    expect(fake.received.filter((r) => r.path === '/v1/oauth2/token')).toHaveLength(1);
    now += 61_000;
    await provider.charge(request());
    expect(fake.received.filter((r) => r.path === '/v1/oauth2/token')).toHaveLength(2);
    expect(fake.orders().map((o) => o.headers.authorization)).toEqual(['Bearer SHORT', 'Bearer SHORT', `Bearer TOKEN-${fake.tokens}`]);
  });

  it('a refused token mid-way: one new token and the same request id again', async () => {
    fake.orderReplies = [{ status: 401, body: { error: 'invalid_token' } }, completed('CAPTURE-2')];
    const charge = request();
    expect(await provider.charge(charge)).toEqual({ status: 'captured', providerRef: 'CAPTURE-2' });
    expect(fake.orders().map((o) => o.headers['paypal-request-id'])).toEqual([charge.idempotencyKey, charge.idempotencyKey]);
  });

  it.each([
    ['a 422 INSTRUMENT_DECLINED', { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] } }, 'INSTRUMENT_DECLINED'],
    ['a 422 CARD_EXPIRED', { status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CARD_EXPIRED' }] } }, 'CARD_EXPIRED'],
    ['a 400 without details', { status: 400, body: { name: 'INVALID_REQUEST' } }, 'INVALID_REQUEST'],
    [
      'a declined capture',
      { status: 201, body: { id: 'O', status: 'COMPLETED', purchase_units: [{ payments: { captures: [{ id: 'C', status: 'DECLINED', status_details: { reason: 'DECLINED_BY_RISK_FRAUD_FILTERS' } }] } }] } },
      'DECLINED_BY_RISK_FRAUD_FILTERS',
    ],
    ['3-D Secure required', { status: 201, body: { id: 'O', status: 'PAYER_ACTION_REQUIRED' } }, 'PAYER_ACTION_REQUIRED'],
  ])('maps %s to declined', async (_name, reply, reason) => {
    fake.orderReplies = [reply];
    expect(await provider.charge(request())).toEqual({ status: 'declined', reason });
  });

  it.each([
    ['a 500', { status: 500, body: { name: 'INTERNAL_SERVER_ERROR' } }, 'PayPal answered 500 to the order create call'],
    ['a pending capture', { status: 201, body: { id: 'O', status: 'COMPLETED', purchase_units: [{ payments: { captures: [{ id: 'C', status: 'PENDING' }] } }] } }, 'PayPal order O is COMPLETED (capture PENDING)'],
    ['an empty body', { status: 201, body: undefined }, 'PayPal order ? is without a status (capture missing)'],
  ])('treats %s as no answer (PaymentProviderError)', async (_name, reply, message) => {
    fake.orderReplies = [reply];
    const error = await provider.charge(request()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toBe(message);
  });

  it('a refused client id is an error that never echoes the secret', async () => {
    fake.tokenReplies = [{ status: 401, body: { error: 'invalid_client' } }];
    const error = (await provider.charge(request()).catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error.message).toBe('PayPal authentication failed (HTTP 401)');
    expect(fake.orders()).toHaveLength(0);
    // The next charge asks for a token again.
    expect(await provider.charge(request())).toEqual({ status: 'captured', providerRef: 'CAPTURE-1' });
  });

  it('times out', async () => {
    provider = new PayPalProvider({ clientId: 'id', clientSecret: 'secret', apiBase: fake.baseUrl }, { timeoutMs: 200 });
    fake.orderReplies = ['hang'];
    const error = (await provider.charge(request()).catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error.message).toBe('PayPal timed out');
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
    fake.refundReplies = [{ status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] } }];
    expect(await provider.refund(refund)).toEqual({ providerRef: 'CAPTURE-1' });
    fake.refundReplies = [{ status: 422, body: { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'REFUND_TIME_LIMIT_EXCEEDED' }] } }];
    await expect(provider.refund(refund)).rejects.toThrow(new PaymentProviderError('PayPal did not refund capture CAPTURE-1: REFUND_TIME_LIMIT_EXCEEDED'));
    fake.refundReplies = [{ status: 503 }];
    await expect(provider.refund(refund)).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('formats amounts and expiry dates as PayPal wants them', () => {
    expect(paypalAmount(204_400)).toBe('2044.00');
    expect(paypalAmount(5)).toBe('0.05');
    expect(paypalAmount(123_456_78)).toBe('123456.78');
    expect(paypalExpiry('03/31')).toBe('2031-03');
  });

  it('serves POST /v1/user/payPal/capture end to end: one PayPal order however often the key is repeated', async () => {
    const t = await createServiceTestApp({ paymentProvider: new PayPalProvider({ clientId: 'id', clientSecret: 'secret', apiBase: fake.baseUrl }) });
    try {
      const ana = await newCustomer(t, 'ana@paypal.example');
      const pickup = await addAddress(t, ana, 'pickup', 'laredo-tx');
      const drop = await addAddress(t, ana, 'drop', 'houston-tx');
      const order = await post(t, ana, '/v1/user/order', {
        serviceId: 'southbound',
        transportationTypeId: 'ltl',
        modeId: 'ltl-dry-van',
        portId: 'world-trade-bridge',
        pickupAddressIds: [pickup._id],
        dropAddressIds: [drop._id],
        userReference: 'PP1',
        trailerId: 'dry-van-53',
        programming: 'Schedule',
        schedule: futureSchedule(),
      });
      expect(order.status).toBe(201);
      const { movementId, quote } = order.body.data as { movementId: string; quote: { total: number } };
      expect(quote.total).toBe(42_000 + 32_000 + 6_000 + 12_000 + 9_500 + 4_500);

      fake.orderReplies = [completed('8MC585209K746392H')];
      const body = { movementId, idempotencyKey: randomUUID(), card: { name: 'Ana Ruiz', number: '4111 1111 1111 1111', expiry: '12/39', cvc: '123' } };
      const first = await post(t, ana, '/v1/user/payPal/capture', body);
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ movementId, paymentStatus: 'paid', captureId: '8MC585209K746392H', amount: quote.total, currency: 'USD' });
      expect(await post(t, ana, '/v1/user/payPal/capture', body)).toEqual(first);
      expect(fake.orders()).toHaveLength(1);
      expect(JSON.parse(fake.orders()[0]!.body).purchase_units[0].amount).toEqual({ currency_code: 'USD', value: paypalAmount(quote.total) });
    } finally {
      await t.close();
    }
  });
});

describe('payment provider configuration', () => {
  it('uses PayPal only with both credentials; the sandbox by default', () => {
    expect(loadConfig({}).paypal).toBeUndefined();
    expect(createPaymentProvider(loadConfig({}))).toBeInstanceOf(TestCardProvider);
    const config = loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' });
    expect(config.paypal).toEqual({ clientId: 'id', clientSecret: 'secret', apiBase: 'https://api-m.sandbox.paypal.com' });
    expect(createPaymentProvider(config)).toBeInstanceOf(PayPalProvider);
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
