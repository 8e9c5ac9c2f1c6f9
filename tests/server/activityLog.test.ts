import Papa from 'papaparse';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneExpired } from '../../server/db/pruneExpired.ts';
import { ADMIN_TOKEN, advanceTo, pay, placeOrder, send } from './support/orders.ts';
import { createServiceTestApp, newCustomer, newSubUser, type Customer } from './support/service.ts';
import type { TestApp } from './support/testApp.ts';

// The team activity log, written from issue 37's words ("who booked, paid, cancelled, rated,
// invited, changed a role, changed the notification preferences or the company's details, and
// when — append-only on the server, kept a year, visible to the main user and admins, filterable
// by person, kind and date, exportable as CSV"; "a sub-user reading the log … refused clearly,
// nothing leaked") and not from server/activity: a scripted sequence of those actions by known
// people, then the entries written out by hand.

const REFUSED = "Only the main user and admins can see the team's activity log and export the company's records.";
// Accents, a comma and a quote: the CSV must give it back exactly.
const ADMIN_NAME = 'Peña, José "Pepe"';
// A company name a spreadsheet would run as a formula.
const FORMULA_NAME = '=HYPERLINK("http://evil.example","Click")';

interface Entry {
  readonly kind: string;
  readonly subject: string | null;
  readonly actor: { readonly accountId: string | null; readonly name: string; readonly email: string; readonly role: string | null };
  readonly details: Record<string, unknown> | null;
  readonly at: string;
}

const today = (): string => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number): string => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe('team activity log (issue 37.3)', () => {
  let t: TestApp;
  let main: Customer;
  let admin: Customer;
  let booker: Customer;
  let viewer: Customer;
  let other: Customer;
  const ids: Record<string, string> = {};
  let orderA: string;
  let orderB: string;
  let otherOrder: string;

  const activity = (who: Customer | undefined, query = '') => send(t, who, 'GET', `/v1/user/activity${query}`);
  const accountId = async (email: string) => (await t.db.selectFrom('accounts').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  beforeAll(async () => {
    t = await createServiceTestApp({ adminToken: ADMIN_TOKEN });
    main = await newCustomer(t, 'main@log.example');
    admin = await newSubUser(t, main, 'admin@log.example', 'admin');
    booker = await newSubUser(t, main, 'booker@log.example', 'booker');
    viewer = await newSubUser(t, main, 'viewer@log.example', 'viewer');
    other = await newCustomer(t, 'other@log.example');
    await t.db.updateTable('accounts').set({ contact_name: ADMIN_NAME }).where('email', '=', 'admin@log.example').execute();
    for (const email of ['main@log.example', 'admin@log.example', 'booker@log.example', 'other@log.example']) ids[email] = await accountId(email);

    // The script: who does what, in this order.
    orderA = (await placeOrder(t, booker, { paid: false })).movementId; // 1. the booker books A
    expect((await pay(t, booker, orderA)).status).toBe(200); // 2. the booker pays A
    orderB = (await placeOrder(t, main, { paid: false })).movementId; // 3. the main user books B
    expect((await send(t, admin, 'POST', `/v1/common/cancel/movement/user/${orderB}`)).status).toBe(200); // 4. the admin cancels B
    await advanceTo(t, orderA, 'Pending');
    await advanceTo(t, orderA, 'InProgress');
    await advanceTo(t, orderA, 'Completed');
    expect((await send(t, main, 'POST', `/v1/user/rating/${orderA}`, { rating: 5, review: 'Bien' })).status).toBe(200); // 5. the main user rates A
    const invited = await send(t, admin, 'POST', '/v1/user/sub/user', { contactName: 'Luz Ortiz', contactNumber: '5511122299', email: 'luz@log.example', role: 'viewer', access: 'invite' });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201); // 6. the admin invites Luz as a viewer
    const luz = invited.body.data.accountId as string;
    const promoted = await send(t, main, 'PUT', `/v1/user/sub/user/${luz}`, { contactName: 'Luz Ortiz', contactNumber: '5511122299', email: 'luz@log.example', role: 'booker' });
    expect(promoted.status, JSON.stringify(promoted.body)).toBe(200); // 7. the main user makes Luz a booker
    const prefs = await send(t, admin, 'PUT', '/v1/user/notification/preferences', { preferences: [{ kind: 'inTransit', inApp: true, email: true, push: false }] });
    expect(prefs.status, JSON.stringify(prefs.body)).toBe(200); // 8. the admin changes the notification preferences
    const profile = await send(t, main, 'PUT', '/v1/user/profile', { companyName: FORMULA_NAME, contactName: 'Ana Ruiz', contactNumber: '5512345678', email: 'main@log.example', commercialReference: [] });
    expect(profile.status, JSON.stringify(profile.body)).toBe(200); // 9. the main user renames the company

    // Another company's own doings.
    otherOrder = (await placeOrder(t, other)).movementId;
  }, 120_000);
  afterAll(() => t.close());

  const who = (email: string, name: string, role: string) => ({ accountId: ids[email], name, email, role });

  it('lists exactly the script, newest first, with who did it and their role then', async () => {
    const { status, body } = await activity(main, '?limit=50');
    expect(status).toBe(200);
    expect(body.message).toBe('Activity fetched successfully');
    const entries = body.data.response as Entry[];
    const mainUser = who('main@log.example', 'Ana Ruiz', 'owner');
    const adminUser = who('admin@log.example', ADMIN_NAME, 'admin');
    const bookerUser = who('booker@log.example', 'Sub User', 'booker');
    expect(entries.map(({ kind, subject, actor, details }) => ({ kind, subject, actor, details }))).toEqual([
      { kind: 'company.changed', subject: FORMULA_NAME, actor: mainUser, details: { fields: ['name'], from: 'Company of main@log.example', to: FORMULA_NAME } },
      { kind: 'notifications.changed', subject: null, actor: adminUser, details: { fields: ['inTransit'] } },
      { kind: 'subUser.roleChanged', subject: 'luz@log.example', actor: mainUser, details: { from: 'viewer', to: 'booker' } },
      { kind: 'subUser.invited', subject: 'luz@log.example', actor: adminUser, details: { role: 'viewer', access: 'invite' } },
      { kind: 'order.rated', subject: orderA, actor: mainUser, details: { rating: 5 } },
      { kind: 'order.cancelled', subject: orderB, actor: adminUser, details: { refund: false } },
      { kind: 'order.booked', subject: orderB, actor: mainUser, details: { reference: expect.any(String) } },
      { kind: 'order.paid', subject: orderA, actor: bookerUser, details: { amount: expect.any(Number), currency: 'USD' } },
      { kind: 'order.booked', subject: orderA, actor: bookerUser, details: { reference: expect.any(String) } },
    ]);
    expect(body.data.pagination).toEqual({ page: 1, limit: 50, total: 9, totalPages: 1 });
    const times = entries.map((e) => Date.parse(e.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('an admin reads it too, page by page like the order list', async () => {
    const first = await activity(admin, '?limit=4');
    const third = await activity(admin, '?limit=4&page=3');
    expect(first.status).toBe(200);
    expect((first.body.data.response as Entry[]).map((e) => e.kind)).toEqual(['company.changed', 'notifications.changed', 'subUser.roleChanged', 'subUser.invited']);
    expect(first.body.data.pagination).toEqual({ page: 1, limit: 4, total: 9, totalPages: 3 });
    expect((third.body.data.response as Entry[]).map((e) => [e.kind, e.subject])).toEqual([['order.booked', orderA]]);
  });

  it('filters by person, by kind and by day', async () => {
    const byBooker = await activity(main, `?person=${ids['booker@log.example']}`);
    expect((byBooker.body.data.response as Entry[]).map((e) => [e.kind, e.subject])).toEqual([
      ['order.paid', orderA],
      ['order.booked', orderA],
    ]);
    const booked = await activity(main, '?kind=order.booked');
    expect((booked.body.data.response as Entry[]).map((e) => [e.subject, e.actor.email])).toEqual([
      [orderB, 'main@log.example'],
      [orderA, 'booker@log.example'],
    ]);
    const both = await activity(main, `?kind=order.cancelled&person=${ids['admin@log.example']}`);
    expect((both.body.data.response as Entry[]).map((e) => e.subject)).toEqual([orderB]);
    expect((await activity(main, `?from=${today()}&to=${today()}`)).body.data.pagination.total).toBe(9);
    expect((await activity(main, `?from=${daysAgo(3)}&to=${daysAgo(1)}`)).body.data.pagination.total).toBe(0);
  });

  it('lists the people it names for the person filter', async () => {
    const { status, body } = await send(t, main, 'GET', '/v1/user/activity/people');
    expect(status).toBe(200);
    expect(body.data.people).toEqual([
      { accountId: ids['main@log.example'], name: 'Ana Ruiz', email: 'main@log.example', current: true },
      { accountId: ids['admin@log.example'], name: ADMIN_NAME, email: 'admin@log.example', current: true },
      { accountId: ids['booker@log.example'], name: 'Sub User', email: 'booker@log.example', current: true },
    ]);
  });

  it('refuses viewers and bookers, with nothing of the log in the answer', async () => {
    for (const sub of [viewer, booker]) {
      for (const path of ['/v1/user/activity', '/v1/user/activity/people', '/v1/user/activity.csv', `/v1/user/activity?person=${ids['main@log.example']}`]) {
        const res = await t.app.request(path, { headers: sub.headers });
        expect(res.status, `${sub.email} ${path}`).toBe(403);
        expect(await res.json()).toEqual({ statusCode: 403, message: REFUSED });
      }
    }
    expect((await activity(undefined)).status).toBe(401);
  });

  it("never shows another company's entries, even asked by person", async () => {
    const theirs = await activity(other);
    expect((theirs.body.data.response as Entry[]).map((e) => [e.kind, e.subject, e.actor.email])).toEqual([
      ['order.paid', otherOrder, 'other@log.example'],
      ['order.booked', otherOrder, 'other@log.example'],
    ]);
    const asked = await activity(other, `?person=${ids['booker@log.example']}`);
    expect(asked.body.data.response).toEqual([]);
    expect((await send(t, other, 'GET', '/v1/user/activity/people')).body.data.people.map((p: { email: string }) => p.email)).toEqual(['other@log.example']);
  });

  it('refuses malformed filters with exact words, never a 5xx', async () => {
    const cases: Array<[string, number, string]> = [
      ['?person=not-an-id', 400, 'person must be the account id of someone in your company'],
      ["?person=1'; drop table activity_log;--", 400, 'person must be the account id of someone in your company'],
      ['?kind=order.shipped', 400, 'kind must be one of order.booked, order.paid, order.cancelled, order.rated, subUser.invited, subUser.roleChanged, subUser.removed, notifications.changed, company.changed, twoFactor.enabled, twoFactor.disabled, company.twoFactorRequirement, sessions.signedOut'],
      ['?from=2026-02-30', 400, 'from must be a date written as YYYY-MM-DD, such as 2026-03-01'],
      ['?to=yesterday', 400, 'to must be a date written as YYYY-MM-DD, such as 2026-03-31'],
      [`?from=${today()}&to=${daysAgo(1)}`, 400, 'from must be on or before to'],
      ['?from=2010-01-01&to=2020-01-01', 400, 'A range covers at most 366 days. Choose a shorter range.'],
      ['?page=0', 400, 'page must be a whole number from 1 to 1000000'],
    ];
    for (const [query, status, message] of cases) {
      const res = await activity(main, query);
      expect(res.status, query).toBe(status);
      expect(res.body.message, query).toBe(message);
    }
    const csv = await t.app.request('/v1/user/activity.csv?from=garbage', { headers: main.headers });
    expect(csv.status).toBe(400);
  });

  it('exports the same entries as CSV that an independent parser reads back', async () => {
    const res = await t.app.request(`/v1/user/activity.csv?from=${today()}&to=${today()}`, { headers: main.headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="team-activity_${today()}_${today()}.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
    expect(text).toContain('\r\n');
    const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    const [header, ...rows] = parsed.data;
    expect(header).toEqual(['at', 'actor_name', 'actor_email', 'actor_role', 'kind', 'action', 'subject', 'details']);
    expect(rows.map((r) => r.slice(1, 7))).toEqual([
      ['Ana Ruiz', 'main@log.example', 'owner', 'company.changed', "Changed the company's details", `'${FORMULA_NAME}`],
      [ADMIN_NAME, 'admin@log.example', 'admin', 'notifications.changed', 'Changed the notification preferences', ''],
      ['Ana Ruiz', 'main@log.example', 'owner', 'subUser.roleChanged', "Changed a sub-user's role", 'luz@log.example'],
      [ADMIN_NAME, 'admin@log.example', 'admin', 'subUser.invited', 'Added a sub-user', 'luz@log.example'],
      ['Ana Ruiz', 'main@log.example', 'owner', 'order.rated', 'Rated an order', orderA],
      [ADMIN_NAME, 'admin@log.example', 'admin', 'order.cancelled', 'Cancelled an order', orderB],
      ['Ana Ruiz', 'main@log.example', 'owner', 'order.booked', 'Booked an order', orderB],
      ['Sub User', 'booker@log.example', 'booker', 'order.paid', 'Paid for an order', orderA],
      ['Sub User', 'booker@log.example', 'booker', 'order.booked', 'Booked an order', orderA],
    ]);
    expect(JSON.parse(rows[2]![7]!)).toEqual({ from: 'viewer', to: 'booker' });
    // No cell a spreadsheet would run: each starts with something other than = + - @ tab CR.
    for (const cell of rows.flat()) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('the CSV speaks the reader’s language in its action column only', async () => {
    const res = await t.app.request(`/v1/user/activity.csv?kind=order.cancelled`, { headers: { ...main.headers, 'Accept-Language': 'es' } });
    const rows = Papa.parse<string[]>((await res.text()).replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual(['at', 'actor_name', 'actor_email', 'actor_role', 'kind', 'action', 'subject', 'details']);
    expect(rows[1]!.slice(4, 6)).toEqual(['order.cancelled', 'Canceló una orden']);
  });

  it("keeps a removed sub-user's entries as they read when they acted", async () => {
    const removed = await send(t, main, 'DELETE', `/v1/user/sub/user/${ids['booker@log.example']}`);
    expect(removed.status).toBe(200);
    const { body } = await activity(main, `?person=${ids['booker@log.example']}`);
    expect((body.data.response as Entry[]).map((e) => [e.kind, e.actor.name, e.actor.email, e.actor.role])).toEqual([
      ['order.paid', 'Sub User', 'booker@log.example', 'booker'],
      ['order.booked', 'Sub User', 'booker@log.example', 'booker'],
    ]);
    const latest = (await activity(main, '?limit=1')).body.data.response[0] as Entry;
    expect([latest.kind, latest.subject, latest.actor.email, latest.details]).toEqual(['subUser.removed', 'booker@log.example', 'main@log.example', { role: 'booker' }]);
    const people = (await send(t, main, 'GET', '/v1/user/activity/people')).body.data.people as Array<{ email: string; current: boolean }>;
    expect(people.find((p) => p.email === 'booker@log.example')?.current).toBe(false);
  });
});

describe('the log is append-only in the database itself, and kept a year', () => {
  let t: TestApp;
  let companyId: string;

  const insertAged = async (days: number, kind: string) =>
    sql`insert into activity_log (company_id, actor_name, actor_email, kind, created_at) values (${companyId}::uuid, 'Old', 'old@log.example', ${kind}, now() - make_interval(days => ${days}))`.execute(t.db);
  const kinds = async () => (await t.db.selectFrom('activity_log').select('kind').where('company_id', '=', companyId).orderBy('created_at').execute()).map((r) => r.kind);
  const refusal = async (run: () => Promise<unknown>): Promise<string> => {
    try {
      await run();
      return 'allowed';
    } catch (error) {
      return String((error as Error).message);
    }
  };

  beforeAll(async () => {
    t = await createServiceTestApp();
    companyId = (await newCustomer(t, 'db@log.example')).companyId;
    await insertAged(400, 'order.booked');
    await insertAged(366, 'order.paid');
    await insertAged(364, 'order.cancelled');
    await insertAged(0, 'order.rated');
  }, 60_000);
  afterAll(() => t.close());

  it('refuses UPDATE of any entry, old or new', async () => {
    expect(await refusal(() => sql`update activity_log set actor_name = 'Someone else' where company_id = ${companyId}::uuid`.execute(t.db))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(() => sql`update activity_log set kind = 'order.booked' where kind = 'order.rated'`.execute(t.db))).toMatch(/append-only/);
    expect(await kinds()).toEqual(['order.booked', 'order.paid', 'order.cancelled', 'order.rated']);
  });

  it('refuses DELETE of an entry younger than a year, and TRUNCATE', async () => {
    expect(await refusal(() => sql`delete from activity_log where kind = 'order.rated'`.execute(t.db))).toMatch(/append-only: DELETE refused/);
    expect(await refusal(() => sql`delete from activity_log where kind = 'order.cancelled'`.execute(t.db))).toMatch(/append-only: DELETE refused/);
    expect(await refusal(() => sql`delete from activity_log`.execute(t.db))).toMatch(/append-only/);
    expect(await refusal(() => sql`truncate activity_log`.execute(t.db))).toMatch(/append-only: TRUNCATE refused/);
    expect(await kinds()).toEqual(['order.booked', 'order.paid', 'order.cancelled', 'order.rated']);
  });

  it('the prune removes only entries older than a year', async () => {
    await pruneExpired(t.db);
    expect(await kinds()).toEqual(['order.cancelled', 'order.rated']);
  });

  it("a removed company's entries go with it", async () => {
    await t.db.deleteFrom('companies').where('id', '=', companyId).execute();
    expect(await kinds()).toEqual([]);
  });
});
