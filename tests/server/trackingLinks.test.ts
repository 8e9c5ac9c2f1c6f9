import { createHash } from 'node:crypto';
import { Schema } from 'effect';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Envelope } from '../../src/schemas/envelope.ts';
import type { Order } from '../../src/schemas/order.ts';
import { CreatedTrackingLink, PublicTracking, TrackingLinkList } from '../../src/schemas/tracking.ts';
import { EventStreamReader } from './support/eventStream.ts';
import { ADMIN_TOKEN, advanceTo, placeOrder, send } from './support/orders.ts';
import { createServiceTestApp, get, newCustomer, newSubUser, post, type Customer } from './support/service.ts';
import type { TestApp } from './support/testApp.ts';

// Tracking links, in the feature request's words (not imported from messages.ts): what a link answers once it no
// longer works, and what a public page must never show.
const REVOKED = 'This tracking link was revoked by the shipper. Ask them for a new one if you still need to follow the delivery.';
const EXPIRED = 'This tracking link has expired: the delivery was completed more than 7 days ago.';
const CANCELLED = 'This tracking link has expired: the shipment was cancelled.';
const NOT_FOUND = 'There is no tracking link at this address. Check that you copied the whole link.';
const CHANGED_EVENT = 'data: {"type":"TRACKING_CHANGED"}\n\n';
const DAY = 24 * 60 * 60 * 1000;

/** Every number in a JSON value. */
const numbersIn = (value: unknown): number[] =>
  typeof value === 'number' ? [value] : typeof value === 'object' && value !== null ? Object.values(value).flatMap(numbersIn) : [];

const decodeCreated = Schema.decodeUnknownSync(Envelope(CreatedTrackingLink));
const decodeList = Schema.decodeUnknownSync(Envelope(TrackingLinkList));
const decodePublic = Schema.decodeUnknownSync(Envelope(PublicTracking));

describe('tracking links (issue 17.1)', () => {
  let t: TestApp;
  let ana: Customer;
  let bo: Customer;
  let anaOrder: Order;
  let bosOrder: Order;

  beforeAll(async () => {
    t = await createServiceTestApp({ adminToken: ADMIN_TOKEN, ssePingMs: 200 });
    ana = await newCustomer(t, 'ana@share.example');
    bo = await newCustomer(t, 'bo@share.example');
    anaOrder = await placeOrder(t, ana);
    bosOrder = await placeOrder(t, bo);
  });
  afterAll(() => t.close());

  const linksPath = (movementId: string) => `/v1/user/order/${movementId}/tracking-links`;
  const create = async (customer: Customer, movementId: string, body: unknown = {}) => post(t, customer, linksPath(movementId), body);
  const createOk = async (customer: Customer, movementId: string, label?: string) => {
    const res = await create(customer, movementId, label === undefined ? {} : { label });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return decodeCreated(res.body).data;
  };
  const open = async (token: string) => {
    const res = await t.app.request(`/v1/public/tracking/${token}`);
    return { status: res.status, text: await res.text() };
  };

  describe('the company creates, lists and revokes', () => {
    it('creates an unguessable link: 256 random bits, the page path, no expiry while the order is under way', async () => {
      const created = await createOk(ana, anaOrder.movementId, 'Dallas warehouse');
      expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(created.url).toBe(`/track/${created.token}`);
      expect(created.expiresAt).toBeNull();
      expect(created.link).toMatchObject({ label: 'Dallas warehouse', state: 'active', last4: created.token.slice(-4), revokedAt: null });
      // Stored hashed: the token itself is nowhere in the table.
      const rows = await t.db.selectFrom('tracking_links').selectAll().execute();
      expect(JSON.stringify(rows)).not.toContain(created.token);
      expect(rows.map((r) => r.token_hash)).toContain(createHash('sha256').update(created.token).digest('hex'));
      const another = await createOk(ana, anaOrder.movementId);
      expect(another.token).not.toBe(created.token);
      expect(another.link.label).toBeNull();
    });

    it('lists the order\'s links newest first, without their tokens', async () => {
      const created = await createOk(ana, anaOrder.movementId, 'Consignee');
      const res = await get(t, ana, linksPath(anaOrder.movementId));
      expect(res.status).toBe(200);
      const { links } = decodeList(res.body).data;
      expect(links[0]).toMatchObject({ id: created.link.id, label: 'Consignee', state: 'active' });
      expect(links.length).toBeGreaterThanOrEqual(3);
      expect(JSON.stringify(res.body)).not.toContain(created.token);
    });

    it('a sub-user of the company shares its orders too', async () => {
      const sub = await newSubUser(t, ana, 'sub@share.example');
      await createOk(sub, anaOrder.movementId, 'From a sub-user');
    });

    it('answers bad input with a 4xx and a message', async () => {
      const long = await create(ana, anaOrder.movementId, { label: 'x'.repeat(61) });
      expect(long.status).toBe(400);
      expect(long.body.message).toBe('label must be at most 60 characters');
      expect((await create(ana, anaOrder.movementId, { label: 42 })).status).toBe(400);
      expect((await create(ana, anaOrder.movementId, [])).status).toBe(400);
      const noBody = await t.app.request(linksPath(anaOrder.movementId), { method: 'POST', headers: ana.headers });
      expect(noBody.status).toBe(415);
      expect((await send(t, undefined, 'POST', linksPath(anaOrder.movementId), {})).status).toBe(401);
      expect((await send(t, undefined, 'GET', linksPath(anaOrder.movementId))).status).toBe(401);
    });

    it("another company's order is not found, for every call", async () => {
      const theirs = await createOk(bo, bosOrder.movementId);
      for (const res of [
        await create(ana, bosOrder.movementId),
        await get(t, ana, linksPath(bosOrder.movementId)),
        await send(t, ana, 'DELETE', `${linksPath(bosOrder.movementId)}/${theirs.link.id}`),
        await create(ana, 'CC99999999'),
        await create(ana, 'not-an-order'),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe('Order not found');
      }
      // Bo's link through Ana's own order: still not hers.
      const sideways = await send(t, ana, 'DELETE', `${linksPath(anaOrder.movementId)}/${theirs.link.id}`);
      expect(sideways.status).toBe(404);
      expect(sideways.body.message).toBe('Tracking link not found');
      expect((await send(t, ana, 'DELETE', `${linksPath(anaOrder.movementId)}/not-a-uuid`)).status).toBe(404);
      expect((await open(theirs.token)).status).toBe(200);
    });

    it('revokes: the public page then says so (410), the list shows it, revoking again changes nothing', async () => {
      const created = await createOk(ana, anaOrder.movementId, 'To revoke');
      expect((await open(created.token)).status).toBe(200);
      const revoked = await send(t, ana, 'DELETE', `${linksPath(anaOrder.movementId)}/${created.link.id}`);
      expect(revoked.status).toBe(200);
      expect(revoked.body.data).toMatchObject({ id: created.link.id, state: 'revoked' });
      const after = await open(created.token);
      expect(after.status).toBe(410);
      expect(JSON.parse(after.text)).toEqual({ statusCode: 410, message: REVOKED });
      const again = await send(t, ana, 'DELETE', `${linksPath(anaOrder.movementId)}/${created.link.id}`);
      expect(again.status).toBe(200);
      expect(again.body.data.revokedAt).toBe(revoked.body.data.revokedAt);
      const { links } = decodeList((await get(t, ana, linksPath(anaOrder.movementId))).body).data;
      expect(links.find((l) => l.id === created.link.id)?.state).toBe('revoked');
    });

    it('refuses an 11th active link on one order (revoked ones do not count)', async () => {
      const order = await placeOrder(t, ana);
      const made = [];
      for (let i = 0; i < 10; i++) made.push(await createOk(ana, order.movementId));
      const refused = await create(ana, order.movementId);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('This order already has 10 active tracking links. Revoke one before creating another.');
      expect((await send(t, ana, 'DELETE', `${linksPath(order.movementId)}/${made[0]!.link.id}`)).status).toBe(200);
      await createOk(ana, order.movementId);
    });
  });

  describe('the public page', () => {
    it('needs no account and shows the timeline, the cities of the route and the schedule', async () => {
      const { token } = await createOk(ana, anaOrder.movementId);
      const res = await open(token);
      expect(res.status).toBe(200);
      const view = decodePublic(JSON.parse(res.text)).data;
      expect(view).toMatchObject({
        movementId: anaOrder.movementId,
        status: 'NewAssignments',
        service: 'Northbound Service',
        stops: [
          { kind: 'pickup', city: 'Monterrey', state: 'Nuevo León', country: 'MX' },
          { kind: 'drop', city: 'Dallas', state: 'Texas', country: 'US' },
        ],
        crossing: { title: 'Colombia Solidarity Bridge', city: 'Laredo, TX' },
        schedule: anaOrder.schedule,
        estimatedArrival: null,
        deliveredAt: null,
        carrier: null,
        lastLocation: null,
        proofOfDelivery: null,
        expiresAt: null,
      });
      expect(view.statusHistory.map((s) => s.status)).toEqual(['NewAssignments']);
    });

    it('an unknown or malformed token is not found', async () => {
      for (const token of ['A'.repeat(43), 'short', 'x'.repeat(500), 'a.b', '%2e%2e']) {
        const res = await open(token);
        expect(res.status, token).toBe(404);
        // '..' leaves the route altogether: the API's own 404.
        if (token !== '%2e%2e') expect(JSON.parse(res.text).message).toBe(NOT_FOUND);
      }
    });

    it('leaks nothing private, at any step: prices, contacts, phones, the reference, the operator, other documents', async () => {
      const order = await placeOrder(t, ana);
      await send(t, ana, 'PUT', `/v1/user/order/entryNum/${order.movementId}`, { entryNum: 'ENTRY-778899' });
      const { token } = await createOk(ana, order.movementId);
      const full = (await get(t, ana, `/v1/user/order/${order.movementId}`)).body.data as Order;
      const forbidden = (o: Order): string[] => [
        o.userReference,
        'ENTRY-778899',
        ...[...o.pickups, ...o.drops].flatMap((a) => [a.contactDetails.contactName, a.contactDetails.contactNumber, a.addressDetails.street, a.addressDetails.buildinName, a.addressDetails.postalCode]),
        ...(o.carrier ? [o.carrier.operator.name, o.carrier.operator.phone] : []),
        'ana@share.example',
        '/v1/common/uploads/',
        'bill-of-lading',
        'crossing-qr',
      ];
      for (const step of ['NewAssignments', 'Pending', 'InProgress', 'Completed'] as const) {
        if (step !== 'NewAssignments') await advanceTo(t, order.movementId, step);
        const now = (await get(t, ana, `/v1/user/order/${order.movementId}`)).body.data as Order;
        const res = await open(token);
        expect(res.status).toBe(200);
        for (const secret of [...forbidden(full), ...forbidden(now)]) expect(res.text, `${step}: ${secret}`).not.toContain(secret);
        // No amount anywhere: no number equals a price of the quote, in cents or dollars.
        const amounts = new Set(now.quote.lines.flatMap((l) => [l.amount, l.amount / 100]).concat([now.quote.total, now.quote.total / 100]));
        expect(numbersIn(JSON.parse(res.text)).filter((n) => amounts.has(n)), step).toEqual([]);
        expect(res.text).not.toMatch(/"(quote|total|price|amount|currency)"/);
        expect(Object.keys(JSON.parse(res.text).data).sort()).toEqual(
          ['carrier', 'crossing', 'deliveredAt', 'estimatedArrival', 'expiresAt', 'lastLocation', 'mode', 'movementId', 'proofOfDelivery', 'schedule', 'service', 'statusHistory', 'status', 'stops', 'totalKm', 'updatedAt'].sort(),
        );
      }
    });

    it('in transit: the carrier, its last reported location and an arrival estimate after the departure', async () => {
      const order = await placeOrder(t, ana);
      const { token } = await createOk(ana, order.movementId);
      await advanceTo(t, order.movementId, 'InProgress');
      const view = decodePublic(JSON.parse((await open(token)).text)).data;
      expect(view.status).toBe('InProgress');
      expect(view.carrier?.name).toBeTruthy();
      expect(view.carrier?.truckPlate).toBeTruthy();
      expect(view.lastLocation?.label).toContain('Colombia Solidarity Bridge');
      const departed = Date.parse(view.statusHistory.find((s) => s.status === 'InProgress')!.at);
      const eta = Date.parse(view.estimatedArrival!);
      // The route is hundreds of km: hours, not minutes or weeks.
      expect(eta - departed).toBeGreaterThan(60 * 60 * 1000);
      expect(eta - departed).toBeLessThan(2 * DAY);
      expect(view.proofOfDelivery).toBeNull();
      expect((await t.app.request(`/v1/public/tracking/${token}/proof-of-delivery`)).status).toBe(404);
    });

    it('once completed: the proof of delivery through the link, then the link expires 7 days after completion', async () => {
      const order = await placeOrder(t, ana);
      const { token, link } = await createOk(ana, order.movementId);
      await advanceTo(t, order.movementId, 'Completed');
      const view = decodePublic(JSON.parse((await open(token)).text)).data;
      expect(view.status).toBe('Completed');
      expect(view.lastLocation?.label).toBe('Delivered in Dallas, Texas');
      const completedAt = Date.parse(view.statusHistory.find((s) => s.status === 'Completed')!.at);
      expect(view.deliveredAt).toBe(new Date(completedAt).toISOString());
      expect(Date.parse(view.expiresAt!)).toBe(completedAt + 7 * DAY);
      expect(view.proofOfDelivery?.url).toBe(`/v1/public/tracking/${token}/proof-of-delivery`);
      const pdf = await t.app.request(view.proofOfDelivery!.url);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

      // Six days later it still works; eight days later it has expired.
      const completedBefore = async (days: number) => {
        const at = new Date(Date.now() - days * DAY).toISOString();
        await sql`update orders set status_history = (
            select jsonb_agg(case when e->>'status' = 'Completed' then jsonb_set(e, '{at}', to_jsonb(${at}::text)) else e end)
            from jsonb_array_elements(status_history) e)
          where movement_id = ${order.movementId}`.execute(t.db);
      };
      await completedBefore(6);
      expect((await open(token)).status).toBe(200);
      await completedBefore(8);
      const expired = await open(token);
      expect(expired.status).toBe(410);
      expect(JSON.parse(expired.text).message).toBe(EXPIRED);
      expect((await t.app.request(`/v1/public/tracking/${token}/proof-of-delivery`)).status).toBe(410);
      const { links } = decodeList((await get(t, ana, linksPath(order.movementId))).body).data;
      expect(links.find((l) => l.id === link.id)?.state).toBe('expired');
      const late = await create(ana, order.movementId);
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('This order was completed more than 7 days ago: its tracking can no longer be shared.');
    });

    it('a cancelled order ends its links at once, and cannot be shared again', async () => {
      const order = await placeOrder(t, ana);
      const { token } = await createOk(ana, order.movementId);
      expect((await post(t, ana, `/v1/common/cancel/movement/user/${order.movementId}`, {})).status).toBe(200);
      const res = await open(token);
      expect(res.status).toBe(410);
      expect(JSON.parse(res.text).message).toBe(CANCELLED);
      const refused = await create(ana, order.movementId);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('A cancelled order cannot be shared.');
    });
  });

  describe('the live stream of one order', () => {
    const connect = async (token: string) => {
      const res = await t.app.request(`/v1/public/tracking/${token}/events`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const stream = new EventStreamReader(res);
      await stream.until((text) => text.includes(': connected'));
      return stream;
    };

    it('pings "changed" when its order moves, never for another order of the company, and carries nothing else', async () => {
      const mine = await placeOrder(t, ana);
      const other = await placeOrder(t, ana);
      const { token } = await createOk(ana, mine.movementId);
      const stream = await connect(token);
      try {
        await advanceTo(t, other.movementId, 'Pending');
        expect(await stream.during(600)).not.toContain('data:');
        await advanceTo(t, mine.movementId, 'Pending');
        await stream.until((text) => text.includes(CHANGED_EVENT));
        const data = stream.text.split('\n').filter((line) => line.startsWith('data:'));
        expect(new Set(data)).toEqual(new Set(['data: {"type":"TRACKING_CHANGED"}']));
        expect(stream.text).not.toContain(other.movementId);
      } finally {
        await stream.cancel();
      }
    });

    it('tells the page at once when the link is revoked, then ends', async () => {
      const order = await placeOrder(t, ana);
      const { token, link } = await createOk(ana, order.movementId);
      const stream = await connect(token);
      expect((await send(t, ana, 'DELETE', `${linksPath(order.movementId)}/${link.id}`)).status).toBe(200);
      await stream.until((text) => text.includes(CHANGED_EVENT));
      await stream.ended();
      const refused = await t.app.request(`/v1/public/tracking/${token}/events`);
      expect(refused.status).toBe(410);
      expect(((await refused.json()) as { message: string }).message).toBe(REVOKED);
    });

    it('a link that expires while the page is open says so at the next ping, then ends', async () => {
      const order = await placeOrder(t, ana);
      await advanceTo(t, order.movementId, 'Completed');
      const { token } = await createOk(ana, order.movementId);
      const stream = await connect(token);
      const eightDaysAgo = new Date(Date.now() - 8 * DAY).toISOString();
      await sql`update orders set status_history = jsonb_build_array(jsonb_build_object('status', 'Completed', 'at', ${eightDaysAgo}::text))
        where movement_id = ${order.movementId}`.execute(t.db);
      await stream.until((text) => text.includes(CHANGED_EVENT));
      await stream.ended();
    });

    it('an unknown token gets no stream', async () => {
      const res = await t.app.request(`/v1/public/tracking/${'B'.repeat(43)}/events`);
      expect(res.status).toBe(404);
    });
  });

  it('public reads are rate-limited per client address', async () => {
    const { token } = await createOk(ana, anaOrder.movementId);
    // Fill this minute's window for the test client (no socket: 'unknown'), as 120 reads would.
    const fill = () => sql`insert into rate_limits (key, window_start, count)
        values ('tracking-ip:unknown', to_timestamp(floor(extract(epoch from now()) / 60) * 60), 120)
        on conflict (key, window_start) do update set count = 120`.execute(t.db);
    await fill();
    let res = await open(token);
    // The minute may have turned between the two statements: once more.
    if (res.status !== 429) {
      await fill();
      res = await open(token);
    }
    expect(res.status).toBe(429);
    await t.db.deleteFrom('rate_limits').where('key', '=', 'tracking-ip:unknown').execute();
  });
});
