import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderError, type RefundRequest, type RefundResult } from '../../server/payments/PaymentProvider.ts';
import { retryRefunds } from '../../server/payments/refunds.ts';
import { TestCardProvider } from '../../server/payments/TestCardProvider.ts';
import { silentLogger } from '../../server/Logger.ts';
import { Envelope } from '../../src/schemas/envelope.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { Order } from '../../src/schemas/order.ts';
import { OperatorLocation, OrderList } from '../../src/schemas/orderTracking.ts';
import { ADMIN_TOKEN, advanceTo, pay, placeOrder, send } from './support/orders.ts';
import { createServiceTestApp, get, newCustomer, newSubUser, post, type Customer } from './support/service.ts';
import type { TestApp } from './support/testApp.ts';

const decodeList = Schema.decodeUnknownSync(Envelope(OrderList));
const decodeOrder = Schema.decodeUnknownSync(Envelope(Order));

describe('following orders', () => {
  let t: TestApp;
  let ana: Customer;
  let bo: Customer;
  let sub: Customer;
  // Ana's orders, one per status, created in this order (newest last).
  const ids: Record<'fresh' | 'assigned' | 'moving' | 'done' | 'cancelled', string> = { fresh: '', assigned: '', moving: '', done: '', cancelled: '' };
  let bosOrder: string;

  beforeAll(async () => {
    t = await createServiceTestApp({ adminToken: ADMIN_TOKEN });
    ana = await newCustomer(t, 'ana@tracking.example');
    bo = await newCustomer(t, 'bo@tracking.example');
    sub = await newSubUser(t, ana, 'sub@tracking.example');
    ids.fresh = (await placeOrder(t, ana, { paid: false })).movementId;
    ids.assigned = (await placeOrder(t, ana)).movementId;
    ids.moving = (await placeOrder(t, ana)).movementId;
    ids.done = (await placeOrder(t, ana)).movementId;
    ids.cancelled = (await placeOrder(t, ana)).movementId;
    bosOrder = (await placeOrder(t, bo)).movementId;
    await advanceTo(t, ids.assigned, 'Pending');
    await advanceTo(t, ids.moving, 'InProgress');
    await advanceTo(t, ids.done, 'Completed');
    expect((await post(t, ana, `/v1/common/cancel/movement/user/${ids.cancelled}`, {})).status).toBe(200);
  });
  afterAll(() => t.close());

  const list = async (customer: Customer, query = ''): Promise<{ status: number; body: any }> => get(t, customer, `/v1/user/order${query}`);

  describe('GET /v1/user/order', () => {
    it('[orders.paginated] [call.orders-query] lists the company orders newest first with pagination (defaults page 1, limit 10)', async () => {
      const all = await list(ana);
      expect(all.status).toBe(200);
      const decoded = decodeList(all.body);
      expect(decoded.message).toBe(Messages.ordersFetched);
      expect(decoded.data.response.map((o) => o.movementId)).toEqual([ids.cancelled, ids.done, ids.moving, ids.assigned, ids.fresh]);
      expect(decoded.data.pagination).toEqual({ page: 1, limit: 10, total: 5, totalPages: 1 });

      const first = decodeList((await list(ana, '?page=1&limit=2')).body).data;
      expect(first.response.map((o) => o.movementId)).toEqual([ids.cancelled, ids.done]);
      expect(first.pagination).toEqual({ page: 1, limit: 2, total: 5, totalPages: 3 });
      const last = decodeList((await list(ana, '?page=3&limit=2')).body).data;
      expect(last.response.map((o) => o.movementId)).toEqual([ids.fresh]);
      const beyond = decodeList((await list(ana, '?page=9&limit=2')).body).data;
      expect(beyond).toEqual({ response: [], pagination: { page: 9, limit: 2, total: 5, totalPages: 3 }, counts: { Pending: 2, InProgress: 1, Completed: 1, Cancelled: 1 } });
    });

    it('groups statuses into the tabs: Pending = NewAssignments + Pending, InProgress, Completed, Cancelled', async () => {
      const tab = async (status: string) => decodeList((await list(ana, `?status=${status}`)).body).data;
      const pending = await tab('Pending');
      expect(pending.response.map((o) => [o.movementId, o.status])).toEqual([
        [ids.assigned, 'Pending'],
        [ids.fresh, 'NewAssignments'],
      ]);
      expect(pending.pagination.total).toBe(2);
      expect((await tab('InProgress')).response.map((o) => o.movementId)).toEqual([ids.moving]);
      expect((await tab('Completed')).response.map((o) => o.movementId)).toEqual([ids.done]);
      expect((await tab('Cancelled')).response.map((o) => o.movementId)).toEqual([ids.cancelled]);
      // Pagination counts the tab only.
      expect((await list(ana, '?status=Pending&limit=1&page=2')).body.data).toMatchObject({ pagination: { page: 2, limit: 1, total: 2, totalPages: 2 } });
    });

    it('another company sees only its own orders', async () => {
      const bos = decodeList((await list(bo)).body).data;
      expect(bos.response.map((o) => o.movementId)).toEqual([bosOrder]);
    });

    it('a sub-user sees the company orders', async () => {
      const subs = decodeList((await list(sub, '?status=Completed')).body).data;
      expect(subs.response.map((o) => o.movementId)).toEqual([ids.done]);
      const one = await get(t, sub, `/v1/user/order/${ids.done}`);
      expect(one.status).toBe(200);
    });

    it('refuses a bad status, page or limit with the query messages (400, never 500)', async () => {
      const cases: Array<[string, string, string]> = [
        ['?status=Shipped', 'status', Messages.invalidOrderTab],
        ['?status=pending', 'status', Messages.invalidOrderTab],
        ['?status=NewAssignments', 'status', Messages.invalidOrderTab],
        ['?page=0', 'page', Messages.invalidPage],
        ['?page=-1', 'page', Messages.invalidPage],
        ['?page=1.5', 'page', Messages.invalidPage],
        ['?page=abc', 'page', Messages.invalidPage],
        ['?page=1e3', 'page', Messages.invalidPage],
        ['?limit=0', 'limit', Messages.invalidOrderListLimit],
        ['?limit=51', 'limit', Messages.invalidOrderListLimit],
        ['?limit=ten', 'limit', Messages.invalidOrderListLimit],
        ['?limit=99999999999999999999999', 'limit', Messages.invalidOrderListLimit],
      ];
      for (const [query, field, message] of cases) {
        const res = await list(ana, query);
        expect(res.status, query).toBe(400);
        expect(res.body, query).toEqual({ statusCode: 400, message, errors: { [field]: message } });
      }
      const all = await list(ana, '?status=Done&page=0&limit=0');
      expect(all.status).toBe(400);
      expect(all.body.errors).toEqual({ status: Messages.invalidOrderTab, page: Messages.invalidPage, limit: Messages.invalidOrderListLimit });
      // Blank values are the defaults; unknown parameters are ignored.
      expect((await list(ana, '?status=&page=&limit=&sort=desc')).body.data.pagination).toEqual({ page: 1, limit: 10, total: 5, totalPages: 1 });
      expect((await list(ana, '?limit=50')).status).toBe(200);
    });
  });

  describe('every order route', () => {
    const routes = (id: string): Array<[string, string, unknown]> => [
      ['GET', `/v1/user/order/${id}`, undefined],
      ['PUT', `/v1/user/order/entryNum/${id}`, { entryNum: 'E-1' }],
      ['POST', `/v1/user/rating/${id}`, { rating: 5 }],
      ['POST', `/v1/common/cancel/movement/user/${id}`, {}],
      ['GET', `/v1/common/locat/operator/${id}`, undefined],
      ['POST', `/v1/common/qr&proof/doc/user/${id}`, {}],
    ];

    it('needs a live session: 401 with the session message', async () => {
      for (const [method, path, body] of [...routes(ids.assigned), ['GET', '/v1/user/order', undefined] as [string, string, unknown]]) {
        const res = await send(t, undefined, method, path, body);
        expect(res.status, `${method} ${path}`).toBe(401);
        expect(res.body, `${method} ${path}`).toEqual({ statusCode: 401, message: Messages.sessionExpired });
      }
    });

    it("answers 404 'Order not found' for another company's order, an unknown one and a malformed id", async () => {
      for (const id of [ids.assigned, 'CC99999999', 'not-an-id', "CC26' or 1=1"]) {
        for (const [method, path, body] of routes(encodeURIComponent(id))) {
          const res = await send(t, bo, method, path, body);
          expect(res.status, `${method} ${path}`).toBe(404);
          expect(res.body, `${method} ${path}`).toEqual({ statusCode: 404, message: Messages.orderNotFound });
        }
      }
      // Nothing changed on Ana's order.
      const order = decodeOrder((await get(t, ana, `/v1/user/order/${ids.assigned}`)).body).data;
      expect(order).toMatchObject({ status: 'Pending', entryNum: null, rating: null });
    });
  });

  describe('PUT /v1/user/order/entryNum/{movementId}', () => {
    it('saves the entry number while the order is not Completed or Cancelled; a sub-user may too', async () => {
      for (const [who, id] of [
        [ana, ids.fresh],
        [ana, ids.assigned],
        [sub, ids.moving],
      ] as const) {
        const res = await send(t, who, 'PUT', `/v1/user/order/entryNum/${id}`, { entryNum: ' 3420-9912345 ' });
        expect(res.status).toBe(200);
        const decoded = decodeOrder(res.body);
        expect(decoded.message).toBe(Messages.entryNumSaved);
        expect(decoded.data).toMatchObject({ movementId: id, entryNum: '3420-9912345' });
        expect(decoded.data.updatedAt >= decoded.data.createdAt).toBe(true);
      }
      // It may be corrected.
      const again = await send(t, ana, 'PUT', `/v1/user/order/entryNum/${ids.fresh}`, { entryNum: 'ABC-1' });
      expect(again.body.data.entryNum).toBe('ABC-1');
    });

    it('is locked once the order is Completed or Cancelled (409)', async () => {
      for (const id of [ids.done, ids.cancelled]) {
        const res = await send(t, ana, 'PUT', `/v1/user/order/entryNum/${id}`, { entryNum: 'X1' });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ statusCode: 409, message: Messages.entryNumLocked });
      }
    });

    it('refuses a missing, blank or malformed entry number (400, the form messages)', async () => {
      const cases: Array<[unknown, string]> = [
        [{}, Messages.entryNumRequired],
        [{ entryNum: '   ' }, Messages.entryNumRequired],
        [{ entryNum: null }, Messages.entryNumRequired],
        [{ entryNum: 'has space' }, Messages.entryNumFormat],
        [{ entryNum: 'x'.repeat(31) }, Messages.entryNumFormat],
        [{ entryNum: 'ñ1' }, Messages.entryNumFormat],
      ];
      for (const [body, message] of cases) {
        const res = await send(t, ana, 'PUT', `/v1/user/order/entryNum/${ids.assigned}`, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body, JSON.stringify(body)).toEqual({ statusCode: 400, message, errors: { entryNum: message } });
      }
    });
  });

  describe('POST /v1/user/rating/{movementId}', () => {
    it('refuses an order that is not Completed (409)', async () => {
      for (const id of [ids.fresh, ids.assigned, ids.moving, ids.cancelled]) {
        const res = await send(t, ana, 'POST', `/v1/user/rating/${id}`, { rating: 4 });
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ statusCode: 409, message: Messages.orderNotCompleted });
      }
    });

    it('refuses a rating outside 1–5 stars or a review over 500 characters (400)', async () => {
      for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 2.5 }, { rating: '5' }, { rating: null }]) {
        const res = await send(t, ana, 'POST', `/v1/user/rating/${ids.done}`, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body, JSON.stringify(body)).toEqual({ statusCode: 400, message: Messages.ratingRange, errors: { rating: Messages.ratingRange } });
      }
      const long = await send(t, ana, 'POST', `/v1/user/rating/${ids.done}`, { rating: 5, review: 'x'.repeat(501) });
      expect(long.status).toBe(400);
      expect(long.body).toEqual({ statusCode: 400, message: Messages.reviewTooLong, errors: { review: Messages.reviewTooLong } });
    });

    it('rates a Completed order once; the second rating is a 409', async () => {
      const res = await send(t, sub, 'POST', `/v1/user/rating/${ids.done}`, { rating: 5, review: '  On time, great driver.  ' });
      expect(res.status).toBe(200);
      const decoded = decodeOrder(res.body);
      expect(decoded.message).toBe(Messages.ratingSaved);
      expect(decoded.data.rating).toEqual({ rating: 5, review: 'On time, great driver.', ratedAt: expect.stringMatching(/^\d{4}-/) });
      const again = await send(t, ana, 'POST', `/v1/user/rating/${ids.done}`, { rating: 1 });
      expect(again.status).toBe(409);
      expect(again.body).toEqual({ statusCode: 409, message: Messages.alreadyRated });
      expect(decodeOrder((await get(t, ana, `/v1/user/order/${ids.done}`)).body).data.rating?.rating).toBe(5);
    });

    it('takes the review as optional (stored as empty) and rates only once under concurrency', async () => {
      const id = (await placeOrder(t, ana)).movementId;
      await advanceTo(t, id, 'Completed');
      const answers = await Promise.all([1, 2, 3].map((rating) => send(t, ana, 'POST', `/v1/user/rating/${id}`, { rating })));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      const winner = answers.find((a) => a.status === 200)!;
      expect(winner.body.data.rating.review).toBe('');
    });
  });

  describe('POST /v1/common/cancel/movement/user/{movementId}', () => {
    it('cancels an unpaid order looking for a carrier: Cancelled, history appended, nothing to refund', async () => {
      const id = (await placeOrder(t, ana, { paid: false })).movementId;
      const res = await send(t, ana, 'POST', `/v1/common/cancel/movement/user/${id}`);
      expect(res.status).toBe(200);
      const decoded = decodeOrder(res.body);
      expect(decoded.message).toBe(Messages.orderCancelled);
      expect(decoded.data).toMatchObject({ status: 'Cancelled', paymentStatus: 'unpaid' });
      expect(decoded.data.statusHistory.map((s) => s.status)).toEqual(['NewAssignments', 'Cancelled']);
      // A cancelled order can no longer be paid.
      const paid = await pay(t, ana, id);
      expect(paid.body).toEqual({ statusCode: 409, message: Messages.orderCancelledNotPayable });
    });

    it('cancels a paid order with a carrier assigned and refunds the capture in full (terms "Cancellations")', async () => {
      const id = (await placeOrder(t, sub)).movementId;
      await advanceTo(t, id, 'Pending');
      const res = await send(t, sub, 'POST', `/v1/common/cancel/movement/user/${id}`);
      expect(res.status).toBe(200);
      const order = decodeOrder(res.body).data;
      expect(order).toMatchObject({ status: 'Cancelled', paymentStatus: 'refunded' });
      expect(order.statusHistory.map((s) => s.status)).toEqual(['NewAssignments', 'Pending', 'Cancelled']);
      const payment = await t.db
        .selectFrom('payments')
        .select(['status', 'refund_status', 'refund_ref', 'refunded_at'])
        .where('movement_id', '=', id)
        .executeTakeFirstOrThrow();
      expect(payment).toMatchObject({ status: 'captured', refund_status: 'refunded', refund_ref: expect.stringMatching(/^TEST-REFUND-/) });
      expect(payment.refunded_at).toBeInstanceOf(Date);
    });

    it('refuses an order in progress, completed or already cancelled (409)', async () => {
      for (const id of [ids.moving, ids.done, ids.cancelled]) {
        const res = await send(t, ana, 'POST', `/v1/common/cancel/movement/user/${id}`);
        expect(res.status).toBe(409);
        expect(res.body).toEqual({ statusCode: 409, message: Messages.orderNotCancellable });
      }
    });

    it('waits for a payment in flight (409), so a capture never lands on a cancelled order', async () => {
      const id = (await placeOrder(t, ana, { paid: false })).movementId;
      await t.db
        .insertInto('payments')
        .values({ movement_id: id, company_id: ana.companyId, idempotency_key: crypto.randomUUID(), status: 'pending', provider: 'test-card', amount_cents: 100, currency: 'USD', card_last4: '4242' })
        .execute();
      const res = await send(t, ana, 'POST', `/v1/common/cancel/movement/user/${id}`);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ statusCode: 409, message: Messages.paymentInProgress });
      expect(decodeOrder((await get(t, ana, `/v1/user/order/${id}`)).body).data.status).toBe('NewAssignments');
    });
  });

  describe('GET /v1/common/locat/operator/{movementId}', () => {
    const decodeLocation = Schema.decodeUnknownSync(Envelope(OperatorLocation));

    it('has no operator or location until a carrier is assigned', async () => {
      const res = await get(t, ana, `/v1/common/locat/operator/${ids.fresh}`);
      expect(res.status).toBe(200);
      expect(decodeLocation(res.body)).toEqual({
        statusCode: 200,
        message: Messages.locationFetched,
        data: { movementId: ids.fresh, operator: null, location: null },
      });
    });

    it('follows the operator: near the port once assigned, at the port in transit, at the drop when completed', async () => {
      const at = async (id: string) => decodeLocation((await get(t, sub, `/v1/common/locat/operator/${id}`)).body).data;
      // Colombia Solidarity Bridge: 27.7003, -99.7447; the drop is in Dallas.
      const assigned = await at(ids.assigned);
      expect(assigned.operator).toEqual({ name: expect.any(String), phone: expect.stringMatching(/^\d{10}$/) });
      expect(assigned.location).toMatchObject({ label: expect.stringContaining('Near Colombia Solidarity Bridge') });
      expect(Math.abs(assigned.location!.latitude - 27.7003)).toBeLessThan(0.05);
      expect(Math.abs(assigned.location!.longitude + 99.7447)).toBeLessThan(0.05);
      const moving = await at(ids.moving);
      expect(moving.location).toMatchObject({ latitude: 27.7003, longitude: -99.7447, label: expect.stringContaining('Crossing at Colombia Solidarity Bridge') });
      const done = await at(ids.done);
      expect(done.location).toMatchObject({ label: 'Delivered at DFW Crossdock, Dallas' });
      expect(Math.abs(done.location!.latitude - 32.78)).toBeLessThan(0.3);
      // The order shows the same carrier and every status it went through.
      const order = decodeOrder((await get(t, ana, `/v1/user/order/${ids.done}`)).body).data;
      expect(order.carrier?.operator).toEqual(done.operator);
      expect(order.statusHistory.map((s) => s.status)).toEqual(['NewAssignments', 'Pending', 'InProgress', 'Completed']);
    });
  });
});

/** Captures like the test provider; refunds fail while `refunds` is false. */
class FlakyRefunds extends TestCardProvider {
  refunds = false;
  readonly asked: RefundRequest[] = [];

  override async refund(request: RefundRequest): Promise<RefundResult> {
    this.asked.push(request);
    if (!this.refunds) throw new PaymentProviderError('PayPal timed out');
    return super.refund(request);
  }
}

describe('a refund the provider does not answer', () => {
  let t: TestApp;
  let provider: FlakyRefunds;
  let ana: Customer;

  beforeAll(async () => {
    t = await createServiceTestApp({ adminToken: ADMIN_TOKEN, paymentProvider: (db) => (provider = new FlakyRefunds(db)) });
    ana = await newCustomer(t, 'ana@refunds.example');
  });
  afterAll(() => t.close());

  it('still cancels (paymentStatus refundPending, the failure is logged), and the hourly retry refunds it with the same key', async () => {
    const id = (await placeOrder(t, ana)).movementId;
    const res = await send(t, ana, 'POST', `/v1/common/cancel/movement/user/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'Cancelled', paymentStatus: 'refundPending' });
    expect(t.logs.some((l) => l.level === 'error' && l.message.includes(`Refund of ${id}`))).toBe(true);
    const failed = await t.db.selectFrom('payments').select(['refund_status', 'refund_failure']).where('movement_id', '=', id).executeTakeFirstOrThrow();
    expect(failed).toEqual({ refund_status: 'failed', refund_failure: 'PayPal timed out' });

    expect(await retryRefunds({ db: t.db, provider, log: silentLogger })).toBe(0);
    provider.refunds = true;
    expect(await retryRefunds({ db: t.db, provider, log: silentLogger })).toBe(1);
    expect(new Set(provider.asked.map((r) => r.idempotencyKey)).size).toBe(1);
    expect(provider.asked[0]).toMatchObject({ amountCents: expect.any(Number), currency: 'USD', captureRef: expect.stringMatching(/^TEST-/) });
    const order = (await get(t, ana, `/v1/user/order/${id}`)).body.data;
    expect(order.paymentStatus).toBe('refunded');
    // Nothing left to retry.
    expect(await retryRefunds({ db: t.db, provider, log: silentLogger })).toBe(0);
  });
});
