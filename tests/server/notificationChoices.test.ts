import { Schema } from 'effect';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { withFcm } from '../../server/notifications/createPushHub.ts';
import type { FcmSender } from '../../server/notifications/FcmSender.ts';
import { InProcessPushHub } from '../../server/notifications/InProcessPushHub.ts';
import type { HubMessage } from '../../server/notifications/notificationDelivery.ts';
import type { PushHub } from '../../server/notifications/PushHub.ts';
import { UNSUBSCRIBE_TOKEN_DAYS } from '../../server/notifications/unsubscribeTokens.ts';
import { silentLogger } from '../../server/Logger.ts';
import { Envelope } from '../../src/schemas/envelope.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { NotificationList, NotificationPreferences, ReadState, Unsubscribed } from '../../src/schemas/notification.ts';
import { ADMIN_TOKEN, advanceTo, placeOrder, send } from './support/orders.ts';
import { createServiceTestApp, get, newCustomer, newSubUser, post, type Customer } from './support/service.ts';
import type { TestApp } from './support/testApp.ts';

// Notifications you can read and choose, on the server: read state, the company's choices per kind and channel, the emails
// they send and the one-click unsubscribe link those emails carry.

const decodeList = Schema.decodeUnknownSync(Envelope(NotificationList));
const decodeRead = Schema.decodeUnknownSync(Envelope(ReadState));
const decodePreferences = Schema.decodeUnknownSync(Envelope(NotificationPreferences));
const decodeUnsubscribed = Schema.decodeUnknownSync(Envelope(Unsubscribed));

/** Every publish the app makes, with the channel flag the delivery adds. */
class RecordingHub implements PushHub {
  readonly published: Array<{ companyId: string; message: HubMessage }> = [];
  readonly #inner = new InProcessPushHub(silentLogger);
  publish(companyId: string, message: HubMessage): Promise<void> {
    this.published.push({ companyId, message });
    return this.#inner.publish(companyId, message);
  }
  subscribe: PushHub['subscribe'] = (companyId, subscriber) => this.#inner.subscribe(companyId, subscriber);
  close = () => this.#inner.close();
}

describe('notifications you can read and choose (issue 17.2)', () => {
  let t: TestApp;
  let hub: RecordingHub;
  let ana: Customer;
  let bo: Customer;
  let sub: Customer;

  beforeAll(async () => {
    hub = new RecordingHub();
    t = await createServiceTestApp({ adminToken: ADMIN_TOKEN, push: hub });
    ana = await newCustomer(t, 'ana@choices.example');
    bo = await newCustomer(t, 'bo@choices.example');
    sub = await newSubUser(t, ana, 'sub@choices.example');
  });
  afterAll(() => t.close());

  const list = async (customer: Customer) => decodeList((await get(t, customer, '/v1/user/notification')).body).data;
  const mails = (to: string) =>
    t.db.selectFrom('outbox').select(['subject', 'body_text', 'body_html', 'headers']).where('to_address', '=', to).where('subject', 'not like', '%code%').orderBy('id', 'asc').execute();
  const putPreferences = (customer: Customer | undefined, body: unknown) => send(t, customer, 'PUT', '/v1/user/notification/preferences', body);
  const tokenOf = (text: string): string => decodeURIComponent(/\/unsubscribe\/([\w%-]+)/.exec(text)![1]!);

  describe('read state', () => {
    let movementId: string;
    beforeAll(async () => {
      movementId = (await placeOrder(t, ana)).movementId;
      await advanceTo(t, movementId, 'Pending');
    });

    it('lists readAt and kind on each notification and the unread count beside the pagination', async () => {
      const data = await list(ana);
      expect(data.unreadCount).toBe(2);
      expect(data.pagination.total).toBe(2);
      expect(data.response.map((n) => [n.kind, n.readAt])).toEqual([
        ['carrierAssigned', null],
        ['payment', null],
      ]);
    });

    it("marks one read for the whole company (the sub-user's list too), once", async () => {
      const [newest] = (await list(ana)).response;
      const res = await post(t, sub, `/v1/user/notification/${newest!._id}/read`, {});
      expect(res.status).toBe(200);
      expect(decodeRead(res.body)).toMatchObject({ message: Messages.notificationMarkedRead, data: { unreadCount: 1 } });
      const readAt = (await list(ana)).response[0]!.readAt;
      expect(readAt).toMatch(/^\d{4}-/);
      // Again: harmless, the first time stays.
      expect((await post(t, ana, `/v1/user/notification/${newest!._id}/read`, {})).body.data).toEqual({ unreadCount: 1 });
      expect((await list(sub)).response[0]!.readAt).toBe(readAt);
    });

    it("answers 404 for another company's notification and changes nothing; 400 for a bad id; 401 without a session", async () => {
      const theirs = (await list(ana)).response[1]!;
      const res = await post(t, bo, `/v1/user/notification/${theirs._id}/read`, {});
      expect([res.status, res.body.message]).toEqual([404, Messages.notificationNotFound]);
      expect((await list(ana)).unreadCount).toBe(1);
      for (const bad of ['not-a-uuid', '123', "1'; drop table notifications;--"]) {
        const answer = await post(t, ana, `/v1/user/notification/${encodeURIComponent(bad)}/read`, {});
        expect([answer.status, answer.body.message]).toEqual([400, Messages.notificationIdInvalid]);
      }
      expect((await post(t, ana, '/v1/user/notification/00000000-0000-4000-8000-000000000000/read', {})).status).toBe(404);
      expect((await post(t, undefined, `/v1/user/notification/${theirs._id}/read`, {})).status).toBe(401);
    });

    it("marks all read for the company only, not another company's", async () => {
      const other = (await placeOrder(t, bo)).movementId;
      expect(other).toBeTruthy();
      const res = await post(t, ana, '/v1/user/notification/read-all', {});
      expect(decodeRead(res.body)).toMatchObject({ statusCode: 200, message: Messages.notificationsAllRead, data: { unreadCount: 0 } });
      expect((await list(ana)).response.every((n) => n.readAt !== null)).toBe(true);
      expect((await list(bo)).unreadCount).toBe(1);
      expect((await post(t, undefined, '/v1/user/notification/read-all', {})).status).toBe(401);
    });
  });

  describe('preferences', () => {
    it('start at the defaults: all in app and push; email for all but in transit', async () => {
      const res = await get(t, bo, '/v1/user/notification/preferences');
      expect(decodePreferences(res.body)).toMatchObject({ message: Messages.notificationPreferencesFetched });
      expect(res.body.data.preferences).toEqual([
        { kind: 'carrierAssigned', inApp: true, email: true, push: true },
        { kind: 'inTransit', inApp: true, email: false, push: true },
        { kind: 'delivered', inApp: true, email: true, push: true },
        { kind: 'cancelled', inApp: true, email: true, push: true },
        { kind: 'payment', inApp: true, email: true, push: true },
        { kind: 'crossingPapers', inApp: true, email: true, push: true },
      ]);
    });

    it("save the given kinds for the company, leave the others, and never touch another company's", async () => {
      const res = await putPreferences(sub, { preferences: [{ kind: 'delivered', inApp: false, email: false, push: false }] });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(Messages.notificationPreferencesSaved);
      const mine = (await get(t, ana, '/v1/user/notification/preferences')).body.data.preferences;
      expect(mine.find((p: { kind: string }) => p.kind === 'delivered')).toEqual({ kind: 'delivered', inApp: false, email: false, push: false });
      expect(mine.find((p: { kind: string }) => p.kind === 'payment')).toEqual({ kind: 'payment', inApp: true, email: true, push: true });
      expect((await get(t, bo, '/v1/user/notification/preferences')).body.data.preferences[2]).toEqual({ kind: 'delivered', inApp: true, email: true, push: true });
      await putPreferences(ana, { preferences: [{ kind: 'delivered', inApp: true, email: true, push: true }] });
    });

    it('refuse bad bodies with a 400 and a clear message, changing nothing; 401 without a session', async () => {
      const before = (await get(t, ana, '/v1/user/notification/preferences')).body.data;
      const cases: Array<[unknown, string]> = [
        [{}, 'preferences is required'],
        [{ preferences: [{ kind: 'weather', inApp: true, email: true, push: true }] }, 'kind must be one of carrierAssigned, inTransit, delivered, cancelled, payment, crossingPapers'],
        [{ preferences: [{ kind: 'payment', inApp: 'yes', email: true, push: true }] }, ''],
        [{ preferences: [{ kind: 'payment', email: true, push: true }] }, 'inApp is required'],
        [{ preferences: [{ kind: 'payment', inApp: true, email: false, push: true }, { kind: 'payment', inApp: false, email: false, push: false }] }, 'each kind may appear once'],
      ];
      for (const [body, message] of cases) {
        const res = await putPreferences(ana, body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        if (message !== '') expect(res.body.message).toBe(message);
      }
      const malformed = await t.app.request('/v1/user/notification/preferences', { method: 'PUT', headers: { ...ana.headers, 'Content-Type': 'application/json' }, body: '{' });
      expect(malformed.status).toBe(400);
      expect((await get(t, ana, '/v1/user/notification/preferences')).body.data).toEqual(before);
      expect((await putPreferences(undefined, before)).status).toBe(401);
    });
  });

  describe('delivery by the choices', () => {
    let cy: Customer;
    beforeEach(async () => {
      cy = await newCustomer(t, `cy.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@choices.example`);
      hub.published.length = 0;
    });

    it('emails the kinds with email on (branded text and HTML, RFC 8058 headers), not in transit by default', async () => {
      const movementId = (await placeOrder(t, cy)).movementId;
      await advanceTo(t, movementId, 'InProgress');
      const sent = await mails(cy.email);
      expect(sent.map((m) => m.subject)).toEqual([`Payment: order ${movementId}`, `Carrier assigned: order ${movementId}`]);
      const [payment] = sent;
      expect(payment!.body_text).toContain(`Order ${movementId} created and paid: we are looking for a carrier.`);
      expect(payment!.body_text).toContain('The Cargo Connects team');
      expect(payment!.body_text).toMatch(/Stop these emails with one click: http:\/\/localhost:\d+\/unsubscribe\/[\w-]{43}\n/);
      expect(payment!.body_html).toContain('Cargo Connects</td>');
      expect(payment!.body_html).toContain('Unsubscribe from these emails');
      expect(payment!.headers).toEqual({
        'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:\d+\/v1\/common\/notification\/unsubscribe\?token=[\w-]{43}>$/),
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
      // Each email its own token; only hashes are stored.
      const tokens = sent.map((m) => tokenOf(m.body_text));
      expect(new Set(tokens).size).toBe(2);
      const stored = await t.db.selectFrom('email_unsubscribe_tokens').select('token_hash').execute();
      for (const token of tokens) expect(stored.map((r) => r.token_hash)).not.toContain(token);
      // Every step was pushed to the browsers, push on.
      expect(hub.published.every((p) => p.message.browserPush === true)).toBe(true);
    });

    it('in app off: not listed nor counted, not announced to the page; email still by its own choice', async () => {
      await putPreferences(cy, { preferences: [{ kind: 'payment', inApp: false, email: true, push: false }] });
      const movementId = (await placeOrder(t, cy)).movementId;
      const data = await list(cy);
      expect([data.response.length, data.pagination.total, data.unreadCount]).toEqual([0, 0, 0]);
      expect(hub.published.filter((p) => p.companyId !== undefined)).toEqual([]);
      expect((await mails(cy.email)).map((m) => m.subject)).toEqual([`Payment: order ${movementId}`]);
      await advanceTo(t, movementId, 'Pending');
      expect((await list(cy)).response.map((n) => n.kind)).toEqual(['carrierAssigned']);
    });

    it('push off: the page still refetches but no browser push; email off: no email', async () => {
      await putPreferences(cy, { preferences: [{ kind: 'payment', inApp: true, email: false, push: false }] });
      await placeOrder(t, cy);
      expect(hub.published.map((p) => p.message)).toEqual([{ type: 'NEW_NOTIFICATION', browserPush: false }]);
      expect(await mails(cy.email)).toEqual([]);
      expect((await list(cy)).unreadCount).toBe(1);
    });

    it('a failing mail server is logged, never thrown: the browsers are told first', async () => {
      const { recordNotification, announce } = await import('../../server/notifications/createNotification.ts');
      const { withNotificationDelivery } = await import('../../server/notifications/notificationDelivery.ts');
      const warned: string[] = [];
      const told = new RecordingHub();
      const delivery = withNotificationDelivery(told, {
        db: t.db,
        mail: { send: async () => Promise.reject(new Error('SMTP down')) },
        log: { info: () => {}, warn: (message) => void warned.push(message), error: () => {} },
        publicUrl: 'https://app.example',
      });
      const companyId = (await t.db.selectFrom('accounts').select('company_id').where('email', '=', cy.email).executeTakeFirstOrThrow()).company_id;
      await recordNotification(t.db, { companyId, movementId: 'CC-MAIL-DOWN', title: 'Order CC-MAIL-DOWN was delivered and is complete.', kind: 'delivered' });
      await expect(announce(delivery, companyId)).resolves.toBeUndefined();
      expect(told.published).toEqual([{ companyId, message: { type: 'NEW_NOTIFICATION', browserPush: true } }]);
      expect(warned).toEqual(['Notification email failed']);
      // Claimed once: a second announce sends nothing again.
      await announce(delivery, companyId);
      expect(warned).toHaveLength(1);
    });

    it('withFcm sends to FCM only when browser push is wanted', async () => {
      const fcmSent: string[] = [];
      const local = new InProcessPushHub(silentLogger);
      const fcm = { send: async (companyId: string) => void fcmSent.push(companyId) } as unknown as FcmSender;
      const both = withFcm(local, fcm);
      await both.publish('c1', { type: 'NEW_NOTIFICATION', browserPush: false } as HubMessage);
      await both.publish('c2', { type: 'NEW_NOTIFICATION', browserPush: true } as HubMessage);
      await both.publish('c3', { type: 'NEW_NOTIFICATION' });
      expect(fcmSent).toEqual(['c2', 'c3']);
    });

    it('a kind no one chooses about (a delay) is listed and pushed, never emailed, through the old createNotification', async () => {
      const { createNotification } = await import('../../server/notifications/createNotification.ts');
      const movementId = (await placeOrder(t, cy)).movementId;
      const companyId = (await t.db.selectFrom('accounts').select('company_id').where('email', '=', cy.email).executeTakeFirstOrThrow()).company_id;
      hub.published.length = 0;
      const before = (await mails(cy.email)).length;
      const stored = await createNotification({ db: t.db, push: t.push }, { companyId, movementId, title: `Order ${movementId} is late.`, kind: 'delay' });
      expect(stored).toMatchObject({ kind: 'delay', readAt: null });
      expect((await list(cy)).response[0]!.title).toBe(`Order ${movementId} is late.`);
      expect((await mails(cy.email)).length).toBe(before);
    });
  });

  describe('POST /v1/common/notification/unsubscribe', () => {
    let dee: Customer;
    let token: string;
    beforeAll(async () => {
      dee = await newCustomer(t, 'dee@choices.example');
      await placeOrder(t, dee);
      token = tokenOf((await mails(dee.email))[0]!.body_text);
    });
    const unsubscribe = (body: unknown) => post(t, undefined, '/v1/common/notification/unsubscribe', body);
    const paymentEmail = async () => (await get(t, dee, '/v1/user/notification/preferences')).body.data.preferences.find((p: { kind: string }) => p.kind === 'payment');

    it("turns that kind's email off for that company without signing in; a replay says it is already done", async () => {
      const res = await unsubscribe({ token });
      expect(decodeUnsubscribed(res.body)).toEqual({ statusCode: 200, message: Messages.unsubscribed, data: { kind: 'payment', alreadyOff: false } });
      expect(await paymentEmail()).toEqual({ kind: 'payment', inApp: true, email: false, push: true });
      const again = await unsubscribe({ token });
      expect(decodeUnsubscribed(again.body)).toEqual({ statusCode: 200, message: Messages.unsubscribedAlready, data: { kind: 'payment', alreadyOff: true } });
      // Another company's choices are untouched.
      expect((await get(t, bo, '/v1/user/notification/preferences')).body.data.preferences[4].email).toBe(true);
    });

    it('accepts the RFC 8058 one-click POST: token in the query, a form body', async () => {
      await putPreferences(dee, { preferences: [{ kind: 'payment', inApp: true, email: true, push: true }] });
      const res = await t.app.request(`/v1/common/notification/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(res.status).toBe(200);
      expect((await paymentEmail()).email).toBe(false);
    });

    it('a forged token is a 404 that says so; an old one a 410; bad bodies 400 — never 5xx, nothing changes', async () => {
      await putPreferences(dee, { preferences: [{ kind: 'payment', inApp: true, email: true, push: true }] });
      const forged = await unsubscribe({ token: 'x'.repeat(43) });
      expect([forged.status, forged.body.message]).toEqual([404, Messages.unsubscribeLinkInvalid]);
      for (const body of [{}, { token: '' }, { token: 42 }, { token: 'y'.repeat(201) }]) expect((await unsubscribe(body)).status, JSON.stringify(body)).toBe(400);
      const empty = await t.app.request('/v1/common/notification/unsubscribe?token=', { method: 'POST' });
      expect(empty.status).toBe(400);
      await t.db
        .updateTable('email_unsubscribe_tokens')
        .set({ created_at: sql`now() - make_interval(days => ${UNSUBSCRIBE_TOKEN_DAYS + 1})` } as never)
        .execute();
      const expired = await unsubscribe({ token });
      expect([expired.status, expired.body.message]).toEqual([410, Messages.unsubscribeLinkExpired]);
      expect((await paymentEmail()).email).toBe(true);
    });
  });
});
