import { Schema } from 'effect';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Envelope } from '../../src/schemas/envelope.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { OrderList } from '../../src/schemas/orderTracking.ts';
import { ADMIN_TOKEN, advanceTo, placeOrder } from './support/orders.ts';
import { createServiceTestApp, get, newCustomer, type Customer } from './support/service.ts';
import type { TestApp } from './support/testApp.ts';

// The feature request: "orders searchable by movement id or reference, filterable by date, with the booking
// date on each card and counts on the tabs".
const decodeList = Schema.decodeUnknownSync(Envelope(OrderList));

describe('GET /v1/user/order: search, booking dates and tab counts', () => {
  let t: TestApp;
  let ana: Customer;
  let bo: Customer;
  const ids: Record<'oct' | 'nov' | 'novMoving' | 'dec', { movementId: string; reference: string }> = {} as never;

  beforeAll(async () => {
    t = await createServiceTestApp({ adminToken: ADMIN_TOKEN });
    ana = await newCustomer(t, 'ana@search.example');
    bo = await newCustomer(t, 'bo@search.example');
    for (const key of ['oct', 'nov', 'novMoving', 'dec'] as const) {
      const order = await placeOrder(t, ana);
      ids[key] = { movementId: order.movementId, reference: order.userReference };
    }
    await placeOrder(t, bo);
    await advanceTo(t, ids.novMoving.movementId, 'InProgress');
    // Booked on known days (UTC): the last millisecond of 31 Oct, 24 Nov at noon and 23:59, 1 Dec at midnight.
    const bookedAt: Record<keyof typeof ids, string> = {
      oct: '2026-10-31T23:59:59.999Z',
      nov: '2026-11-24T12:00:00.000Z',
      novMoving: '2026-11-24T23:59:00.000Z',
      dec: '2026-12-01T00:00:00.000Z',
    };
    for (const [key, at] of Object.entries(bookedAt)) {
      await sql`update orders set created_at = ${at}::timestamptz where movement_id = ${ids[key as keyof typeof ids].movementId}`.execute(t.db);
    }
  });
  afterAll(() => t.close());

  const list = async (query: string, customer = ana) => {
    const res = await get(t, customer, `/v1/user/order${query}`);
    return { status: res.status, body: res.body, data: res.status === 200 ? decodeList(res.body).data : null };
  };
  const movementIds = (data: { response: readonly { movementId: string }[] } | null) => data?.response.map((o) => o.movementId);

  it('finds an order by its movement id, whole or in part, any case', async () => {
    const id = ids.nov.movementId;
    expect(movementIds((await list(`?search=${id}`)).data)).toEqual([id]);
    expect(movementIds((await list(`?search=${id.toLowerCase()}`)).data)).toEqual([id]);
    expect(movementIds((await list(`?search=${id.slice(-3)}`)).data)).toContain(id);
  });

  it('finds an order by its user reference, and nothing of another company', async () => {
    const { reference, movementId } = ids.dec;
    expect(movementIds((await list(`?search=${reference.toLowerCase()}`)).data)).toEqual([movementId]);
    expect(movementIds((await list(`?search=${reference}`, bo)).data)).toEqual([]);
    // The customer's % and _ are characters, not wildcards.
    expect(movementIds((await list('?search=%25')).data)).toEqual([]);
    expect(movementIds((await list('?search=_')).data)).toEqual([]);
  });

  it('filters by booking date: from and to are whole days, each inclusive', async () => {
    expect(movementIds((await list('?from=2026-11-24&to=2026-11-24')).data)).toEqual([ids.novMoving.movementId, ids.nov.movementId]);
    expect(movementIds((await list('?from=2026-11-25')).data)).toEqual([ids.dec.movementId]);
    expect(movementIds((await list('?to=2026-10-31')).data)).toEqual([ids.oct.movementId]);
    expect(movementIds((await list('?from=2026-11-01&to=2026-11-30')).data)).toEqual([ids.novMoving.movementId, ids.nov.movementId]);
  });

  it("takes the customer's own day as instants with an offset (the web app's way)", async () => {
    // 24 Nov in Mexico City (UTC-6) runs from 06:00Z on the 24th to 05:59:59.999Z on the 25th.
    const day = '?from=2026-11-24T00:00:00.000-06:00&to=2026-11-24T23:59:59.999-06:00';
    expect(movementIds((await list(day)).data)).toEqual([ids.novMoving.movementId, ids.nov.movementId]);
    // 31 Oct 23:59:59.999Z is still 31 Oct in Mexico City, 1 Nov is not.
    expect(movementIds((await list('?from=2026-11-01T00:00:00.000-06:00&to=2026-11-01T23:59:59.999-06:00')).data)).toEqual([]);
  });

  it('counts every tab for the same search and dates, and the page total is its tab count', async () => {
    const all = (await list('')).data!;
    expect(all.counts).toEqual({ Pending: 3, InProgress: 1, Completed: 0, Cancelled: 0 });
    const moving = (await list('?status=InProgress&from=2026-11-24&to=2026-11-24')).data!;
    expect(moving.counts).toEqual({ Pending: 1, InProgress: 1, Completed: 0, Cancelled: 0 });
    expect(moving.pagination.total).toBe(moving.counts.InProgress);
    expect(movementIds(moving)).toEqual([ids.novMoving.movementId]);
    const searched = (await list(`?status=Pending&search=${ids.oct.reference}`)).data!;
    expect(searched.counts).toEqual({ Pending: 1, InProgress: 0, Completed: 0, Cancelled: 0 });
    expect(searched.pagination).toEqual({ page: 1, limit: 10, total: 1, totalPages: 1 });
  });

  it('refuses a bad search or date with a clear message (400, never 500)', async () => {
    const cases: Array<[string, string, string]> = [
      [`?search=${'x'.repeat(41)}`, 'search', Messages.invalidOrderSearch],
      ['?from=24/11/2026', 'from', Messages.invalidFromDate],
      ['?from=2026-02-30', 'from', Messages.invalidFromDate],
      ['?from=yesterday', 'from', Messages.invalidFromDate],
      ['?to=2026-13-01', 'to', Messages.invalidToDate],
      ['?to=2026-11-24T25:00:00Z', 'to', Messages.invalidToDate],
      ['?to=2026-11-24T10:00:00', 'to', Messages.invalidToDate],
      ['?from=2026-11-25&to=2026-11-24', 'from', Messages.bookingDateRange],
    ];
    for (const [query, field, message] of cases) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toEqual({ statusCode: 400, message, errors: { [field]: message } });
    }
    // Blank values mean no filter.
    expect((await list('?search=&from=&to=')).data!.pagination.total).toBe(4);
  });
});
