import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InProcessPushHub } from '../../server/notifications/InProcessPushHub.ts';
import { silentLogger } from '../../server/Logger.ts';
import { Envelope } from '../../src/schemas/envelope.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { NOTIFICATION_DEFAULT_QUERY, NotificationList } from '../../src/schemas/notification.ts';
import { bearer } from './support/accounts.ts';
import { countEvents, EventStreamReader, NEW_NOTIFICATION_EVENT } from './support/eventStream.ts';
import { ADMIN_TOKEN, advanceTo, pay, placeOrder, send } from './support/orders.ts';
import { createServiceTestApp, get, newCustomer, newSubUser, post, type Customer } from './support/service.ts';
import type { TestApp } from './support/testApp.ts';

const decodeList = Schema.decodeUnknownSync(Envelope(NotificationList));

describe('notifications', () => {
  let t: TestApp;
  let hub: InProcessPushHub;
  let ana: Customer;
  let bo: Customer;
  let sub: Customer;

  beforeAll(async () => {
    hub = new InProcessPushHub(silentLogger);
    t = await createServiceTestApp({ adminToken: ADMIN_TOKEN, push: hub, ssePingMs: 200 });
    ana = await newCustomer(t, 'ana@notifications.example');
    bo = await newCustomer(t, 'bo@notifications.example');
    sub = await newSubUser(t, ana, 'sub@notifications.example');
    testDb = t.db;
  });
  afterAll(() => t.close());

  const titles = async (customer: Customer, query = '') => decodeList((await get(t, customer, `/v1/user/notification${query}`)).body).data.response.map((n) => n.title);

  describe('GET /v1/user/notification', () => {
    let paid: string;
    let unpaid: string;

    beforeAll(async () => {
      unpaid = (await placeOrder(t, ana, { paid: false })).movementId;
      paid = (await placeOrder(t, ana)).movementId;
      await advanceTo(t, paid, 'Completed');
      const cancelled = await post(t, sub, `/v1/common/cancel/movement/user/${unpaid}`, {});
      expect(cancelled.status).toBe(200);
    });

    it('[notif.paginated] [route.order-from-notification] one notification per order event, newest first, redirecting to the order', async () => {
      const res = await get(t, ana, '/v1/user/notification');
      expect(res.status).toBe(200);
      const { statusCode, message, data } = decodeList(res.body);
      expect([statusCode, message]).toEqual([200, Messages.notificationsFetched]);
      const carrier = (await get(t, ana, `/v1/user/order/${paid}`)).body.data.carrier;
      expect(data.response.map((n) => [n.title, n.redirectId])).toEqual([
        [`Order ${unpaid} was cancelled.`, unpaid],
        [`Order ${paid} was delivered and is complete. The proof of photography is ready; rate the service when you have a moment.`, paid],
        [`Order ${paid} is in transit: ${carrier.operator.name} is crossing at Colombia Solidarity Bridge.`, paid],
        [`${carrier.name} added 2 documents to order ${paid}: crossing QR code and bill of lading.`, paid],
        [`${carrier.name} will carry order ${paid}: ${carrier.operator.name} is taking truck ${carrier.truckPlate} to Colombia Solidarity Bridge.`, paid],
        [`Order ${paid} created and paid: we are looking for a carrier.`, paid],
      ]);
      expect(data.pagination).toEqual({ page: 1, limit: 10, total: 6, totalPages: 1 });
      for (const n of data.response) expect(n).toEqual({ _id: expect.stringMatching(/^[0-9a-f-]{36}$/), title: n.title, redirectId: n.redirectId, createdAt: expect.stringMatching(/^\d{4}-/), readAt: null, kind: n.kind });
      // Some titles pass the 90 characters the bell shows; the list keeps them whole.
      expect(data.response.some((n) => n.title.length > 90)).toBe(true);
    });

    it('[call.notification-defaults] pages with page and limit (defaults 1 and 10)', async () => {
      const all = await titles(ana);
      const second = decodeList((await get(t, ana, '/v1/user/notification?page=2&limit=4')).body).data;
      expect(second.response.map((n) => n.title)).toEqual(all.slice(4, 8));
      expect(second.pagination).toEqual({ page: 2, limit: 4, total: 6, totalPages: 2 });
      const defaults = decodeList((await get(t, ana, `/v1/user/notification?page=${NOTIFICATION_DEFAULT_QUERY.page}&limit=${NOTIFICATION_DEFAULT_QUERY.limit}`)).body).data;
      expect(defaults.response.map((n) => n.title)).toEqual(all);
    });

    it("the company's users share them; another company sees none", async () => {
      expect(await titles(sub)).toEqual(await titles(ana));
      expect(await titles(bo)).toEqual([]);
    });

    it('an unpaid or declined order makes no notification: carriers look only at paid orders', async () => {
      const order = await placeOrder(t, bo, { paid: false });
      const declined = await pay(t, bo, order.movementId, { number: '4000 0000 0000 0002' });
      expect(declined.status).toBe(402);
      expect(await titles(bo)).toEqual([]);
    });

    it('refuses a bad page or limit (400) and needs a session (401)', async () => {
      const page = await get(t, ana, '/v1/user/notification?page=0');
      expect(page.body).toEqual({ statusCode: 400, message: 'page must be a whole number from 1 to 1000000', errors: { page: 'page must be a whole number from 1 to 1000000' } });
      const limit = await get(t, ana, '/v1/user/notification?limit=51');
      expect(limit.body).toEqual({ statusCode: 400, message: 'limit must be a whole number from 1 to 50', errors: { limit: 'limit must be a whole number from 1 to 50' } });
      expect((await get(t, undefined, '/v1/user/notification')).body).toEqual({ statusCode: 401, message: Messages.sessionExpired });
    });
  });

  describe('PUT /v1/user/notification/token', () => {
    const tokenRow = (sessionOf: Customer) =>
      t.db.selectFrom('push_tokens').select(['web_token', 'company_id']).where('session_id', '=', JSON.parse(Buffer.from(sessionOf.accessToken.split('.')[1]!, 'base64url').toString()).sid).executeTakeFirst();

    it('[call.notification-token] stores the web token of this session and answers it', async () => {
      const res = await send(t, ana, 'PUT', '/v1/user/notification/token', { webToken: 'fcm-token-ana-1' });
      expect(res).toEqual({ status: 200, body: { statusCode: 200, message: Messages.notificationTokenSaved, data: { webToken: 'fcm-token-ana-1' } } });
      expect(await tokenRow(ana)).toEqual({ web_token: 'fcm-token-ana-1', company_id: ana.companyId });
      // A new token (the browser renewed it) replaces the session's old one.
      await send(t, ana, 'PUT', '/v1/user/notification/token', { webToken: 'fcm-token-ana-2' });
      expect(await tokenRow(ana)).toEqual({ web_token: 'fcm-token-ana-2', company_id: ana.companyId });
    });

    it('moves a token registered by another session to this one (one browser, one account at a time)', async () => {
      await send(t, sub, 'PUT', '/v1/user/notification/token', { webToken: 'shared-browser' });
      await send(t, bo, 'PUT', '/v1/user/notification/token', { webToken: 'shared-browser' });
      expect(await tokenRow(sub)).toBeUndefined();
      expect(await tokenRow(bo)).toEqual({ web_token: 'shared-browser', company_id: bo.companyId });
    });

    it('refuses a missing, empty or oversized token (400) and needs a session (401)', async () => {
      for (const [body, message] of [
        [{}, 'webToken is required'],
        [{ webToken: '' }, 'webToken is required'],
        [{ webToken: 'x'.repeat(4097) }, 'webToken is too long'],
      ] as const) {
        const res = await send(t, ana, 'PUT', '/v1/user/notification/token', body);
        expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
        expect(res.body.message).toBe(message);
      }
      expect((await send(t, undefined, 'PUT', '/v1/user/notification/token', { webToken: 'x' })).status).toBe(401);
    });
  });

  describe('GET /v1/user/notification/events', () => {
    const connect = async (customer: Customer): Promise<{ res: Response; stream: EventStreamReader }> => {
      const res = await t.app.request('/v1/user/notification/events', { headers: customer.headers });
      return { res, stream: new EventStreamReader(res) };
    };

    it('checks the access token at connect: 401 JSON without a live session', async () => {
      for (const headers of [{}, bearer('not-a-token')] as Record<string, string>[]) {
        const res = await t.app.request('/v1/user/notification/events', { headers });
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ statusCode: 401, message: Messages.sessionExpired });
      }
    });

    it("[push.refetch] pushes NEW_NOTIFICATION to the company's open streams after an order event, not to other companies", async () => {
      const anas = await connect(ana);
      expect(anas.res.status).toBe(200);
      expect(anas.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(anas.res.headers.get('cache-control')).toBe('no-store');
      const subs = await connect(sub);
      const bos = await connect(bo);
      await anas.stream.until((text) => text.startsWith(': connected\n\n'));
      expect(hub.size).toBe(3);

      const order = await placeOrder(t, ana);
      await anas.stream.until((text) => countEvents(text) === 1);
      await subs.stream.until((text) => countEvents(text) === 1);
      expect(await bos.stream.during(300)).not.toContain(NEW_NOTIFICATION_EVENT);

      // Each event the customer did not cause pushes once (two notifications at InProgress: one push per step).
      await advanceTo(t, order.movementId, 'Pending');
      await anas.stream.until((text) => countEvents(text) === 2);
      await advanceTo(t, order.movementId, 'InProgress');
      await anas.stream.until((text) => countEvents(text) === 3);

      // The client refetches and finds the newest notification first.
      expect((await titles(ana, '?page=1&limit=10'))[0]).toContain(`Order ${order.movementId} is in transit`);

      // Clients going away leave nothing subscribed.
      await Promise.all([anas.stream.cancel(), subs.stream.cancel(), bos.stream.cancel()]);
      await waitFor(() => hub.size === 0);
    });

    it('sends a ": ping" comment on an idle stream', async () => {
      const { stream } = await connect(bo);
      await stream.until((text) => text.includes(': ping\n\n'), 3000);
      await stream.cancel();
    });

    it('ends the stream at the next ping once the session is signed out', async () => {
      const signedIn = await newSubUser(t, bo, 'leaving@notifications.example');
      const { stream } = await connect(signedIn);
      await stream.until((text) => text.includes(': connected'));
      const out = await t.app.request('/v1/user/auth/logOut', { method: 'POST', headers: signedIn.headers });
      expect(out.status).toBe(200);
      await stream.ended(3000);
      await waitFor(() => hub.size === 0);
    });

    describe('streams end with their session, at once', () => {
      // A ping far away: only the session's end can close these streams within the test.
      let slow: TestApp;
      let slowHub: InProcessPushHub;
      beforeAll(async () => {
        slowHub = new InProcessPushHub(silentLogger);
        slow = await createServiceTestApp({ database: t.database, push: slowHub, ssePingMs: 60_000 });
      });
      afterAll(() => slow.close());

      const open = async (customer: Customer): Promise<EventStreamReader> => {
        const res = await slow.app.request('/v1/user/notification/events', { headers: customer.headers });
        expect(res.status).toBe(200);
        const stream = new EventStreamReader(res);
        await stream.until((text) => text.includes(': connected'));
        return stream;
      };

      it('sign-out closes the session\'s streams before any further push, and only that session\'s', async () => {
        const leaving = await newSubUser(t, bo, 'signout-now@notifications.example');
        const staying = await newSubUser(t, bo, 'staying@notifications.example');
        const [gone, kept] = [await open(leaving), await open(staying)];
        expect((await slow.app.request('/v1/user/auth/logOut', { method: 'POST', headers: leaving.headers })).status).toBe(200);
        await gone.ended(1000);
        expect(countEvents(gone.text)).toBe(0);
        await slowHub.publish(bo.companyId, { type: 'NEW_NOTIFICATION' });
        await kept.until((text) => countEvents(text) === 1);
        await kept.cancel();
      });

      it('deleting a sub-user closes its streams at once', async () => {
        const removed = await newSubUser(t, bo, 'removed@notifications.example');
        const stream = await open(removed);
        expect((await slow.app.request(`/v1/user/sub/user/${await accountIdOf('removed@notifications.example')}`, { method: 'DELETE', headers: bo.headers })).status).toBe(200);
        await stream.ended(1000);
      });

      it('holds at most 5 streams per session: a sixth closes the oldest', async () => {
        const many = await newSubUser(t, bo, 'many-tabs@notifications.example');
        const streams: EventStreamReader[] = [];
        for (let i = 0; i < 5; i++) streams.push(await open(many));
        const sixth = await open(many);
        await streams[0]!.ended(1000);
        for (const stream of streams.slice(1)) expect(stream.done).toBe(false);
        await slowHub.publish(bo.companyId, { type: 'NEW_NOTIFICATION' });
        await sixth.until((text) => countEvents(text) === 1);
        await Promise.all([...streams.slice(1), sixth].map((stream) => stream.cancel()));
      });
    });

    it('ends every stream when the hub closes (server shutdown)', async () => {
      const other = new InProcessPushHub(silentLogger);
      const app = await createServiceTestApp({ database: t.database, push: other });
      const res = await app.app.request('/v1/user/notification/events', { headers: ana.headers });
      const stream = new EventStreamReader(res);
      await stream.until((text) => text.includes(': connected'));
      expect(other.size).toBe(1);
      await other.close();
      await stream.ended(2000);
      expect(other.size).toBe(0);
      // A stream opened after the close ends at once.
      const late = new EventStreamReader(await app.app.request('/v1/user/notification/events', { headers: ana.headers }));
      await late.ended(2000);
    });
  });
});

async function accountIdOf(email: string): Promise<string> {
  return (await testDb!.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}
let testDb: TestApp['db'] | undefined;

async function waitFor(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
