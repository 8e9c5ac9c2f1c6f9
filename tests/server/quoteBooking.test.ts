import { Schema } from 'effect';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_TTL_MS, catalogIndex } from '../../server/service/catalog.ts';
import type { Address } from '../../src/schemas/addressBody.ts';
import { Envelope } from '../../src/schemas/envelope.ts';
import { InstantQuote } from '../../src/schemas/instantQuote.ts';
import { Order } from '../../src/schemas/order.ts';
import { PricedQuote } from '../../src/schemas/quote.ts';
import { addAddress, createServiceTestApp, get, newCustomer, post, type Customer } from './support/service.ts';
import type { TestApp } from './support/testApp.ts';

// "Book this" (issue 35): a customer who signed up books the price an instant quote holds, through
// the HTTP API. Every price is written by hand from the seeded catalog (server/db/seedCatalog.ts)
// and the price rule (DESIGN.md §2), in US cents:
//   Northbound Service 45 000 + FTL 85 000 + Dry Van 15 000, Monterrey inside the Monterrey metro
//   zone (18 000 + the base price 9 500), Dallas outside every zone (4 500) = 177 000.

const QUOTE = '/v1/common/quote';
const PRICE = '/v1/user/order/coordinatesPrice';
const ORDER = '/v1/user/order';
const DAY_MS = 24 * 60 * 60 * 1000;

const NORTHBOUND_TOTAL = 177_000;
const northboundLines = [
  { label: 'Northbound Service', amount: 45_000 },
  { label: 'FTL', amount: 85_000 },
  { label: 'Dry Van', amount: 15_000 },
  { label: 'Zone: Monterrey metro', amount: 18_000 },
  { label: 'Base price', amount: 9_500 },
  { label: 'Addresses outside zones × 1', amount: 4_500 },
];
const northboundQuote = { lines: northboundLines, total: NORTHBOUND_TOTAL, currency: 'USD' };

const choice = {
  serviceId: 'northbound',
  transportationTypeId: 'ftl',
  modeId: 'ftl-dry-van',
  portId: 'colombia-solidarity-bridge',
  specialRequirementIds: [] as string[],
  quantities: {} as Record<string, number>,
};

const NOT_FOUND = 'This quote does not exist. Get a new one from the quote form.';
const MALFORMED = 'quoteId must be the id of a quote, as in its link';
const refusedOn = (message: string) => ({ status: 400, body: { statusCode: 400, message, errors: { quoteId: message } } });

describe('booking an instant quote ("Book this")', () => {
  let t: TestApp;
  let ana: Customer;
  let bo: Customer;
  const pickup: Record<string, Address> = {};
  const drop: Record<string, Address> = {};
  let boPickup: Address;
  let boDrop: Address;
  let reference = 0;

  beforeAll(async () => {
    t = await createServiceTestApp({ env: { QUOTES_PER_IP_PER_HOUR: '1000000' } });
    ana = await newCustomer(t, 'ana@quote-booking.example');
    bo = await newCustomer(t, 'bo@quote-booking.example');
    for (const cityId of ['monterrey-nl', 'saltillo-coah']) pickup[cityId] = await addAddress(t, ana, 'pickup', cityId);
    for (const cityId of ['dallas-tx', 'houston-tx']) drop[cityId] = await addAddress(t, ana, 'drop', cityId);
    boPickup = await addAddress(t, bo, 'pickup', 'monterrey-nl', 'Bo Monterrey');
    boDrop = await addAddress(t, bo, 'drop', 'dallas-tx', 'Bo Dallas');
  });
  afterAll(() => t.close());

  /** A new instant quote (no one signed in): Northbound FTL Dry Van, Monterrey → Dallas, unless overridden. */
  const newQuote = async (overrides: Record<string, unknown> = {}): Promise<InstantQuote> => {
    const pickupDate = new Date(Date.now() + 7 * DAY_MS).toISOString().slice(0, 10);
    const body = { ...choice, trailerId: 'dry-van-53', pickupCityId: 'monterrey-nl', dropCityId: 'dallas-tx', pickupDate, ...overrides };
    const { status, body: answer } = await post(t, undefined, QUOTE, body);
    expect(status, JSON.stringify(answer)).toBe(201);
    return Schema.decodeUnknownSync(Envelope(InstantQuote))(answer).data;
  };

  /** What the wizard asks coordinatesPrice: the choice and ana's Monterrey pickup and Dallas drop, unless overridden. */
  const priceBody = (overrides: Record<string, unknown> = {}) => ({
    ...choice,
    pickupAddressIds: [pickup['monterrey-nl']!._id],
    dropAddressIds: [drop['dallas-tx']!._id],
    ...overrides,
  });
  const orderBody = (overrides: Record<string, unknown> = {}) => ({
    ...priceBody(),
    userReference: `BOOK${++reference}`,
    trailerId: 'dry-van-53',
    programming: 'Instant',
    ...overrides,
  });

  /** coordinatesPrice's answer, checked against PricedQuote. */
  const price = async (body: Record<string, unknown>, customer: Customer = ana): Promise<PricedQuote> => {
    const { status, body: answer } = await post(t, customer, PRICE, body);
    expect(status, JSON.stringify(answer)).toBe(200);
    const decoded = Schema.decodeUnknownSync(Envelope(PricedQuote))(answer);
    expect(decoded.message).toBe('Price calculated successfully');
    return decoded.data;
  };

  /** POST /v1/user/order (201), the order answer and its row. */
  const place = async (body: Record<string, unknown>, customer: Customer = ana) => {
    const { status, body: answer } = await post(t, customer, ORDER, body);
    expect(status, JSON.stringify(answer)).toBe(201);
    const order = Schema.decodeUnknownSync(Envelope(Order))(answer).data;
    // The Order answer is what it was before quotes could be booked: no quoteId in it.
    expect(Object.keys(answer.data)).not.toContain('quoteId');
    const row = await t.db.selectFrom('orders').select(['total_cents', 'quote', 'payload']).where('movement_id', '=', order.movementId).executeTakeFirstOrThrow();
    return { order, row };
  };

  const orderCount = async (): Promise<number> => Number((await sql<{ n: string }>`select count(*) as n from orders`.execute(t.db)).rows[0]!.n);

  /** The catalog read again now (prices are read from an index kept CATALOG_TTL_MS): each call a later instant than any before. */
  let catalogReads = 0;
  const rereadCatalog = () => catalogIndex(t.db, Date.now() + ++catalogReads * 10 * CATALOG_TTL_MS);

  /** Sets a catalog mode's price for the length of `run`, then puts the seeded price back. */
  const withModePrice = async (modeId: string, cents: number, run: () => Promise<void>): Promise<void> => {
    const { price_cents: before } = await t.db.selectFrom('modes').select('price_cents').where('id', '=', modeId).executeTakeFirstOrThrow();
    await t.db.updateTable('modes').set({ price_cents: cents }).where('id', '=', modeId).execute();
    try {
      await rereadCatalog();
      await run();
    } finally {
      await t.db.updateTable('modes').set({ price_cents: before }).where('id', '=', modeId).execute();
      await rereadCatalog();
    }
  };

  const expire = (id: string) => t.db.updateTable('instant_quotes').set({ expires_at: sql<Date>`now() - interval '1 minute'` }).where('id', '=', id).execute();

  describe('without a quote: today\'s behaviour', () => {
    it('coordinatesPrice answers the price alone (no `quoted`), with quoteId absent or null', async () => {
      expect((await post(t, ana, PRICE, priceBody())).body).toEqual({ statusCode: 200, message: 'Price calculated successfully', data: northboundQuote });
      expect((await post(t, ana, PRICE, priceBody({ quoteId: null }))).body.data).toEqual(northboundQuote);
    });

    it('an order without a quote is priced today and records no quote id', async () => {
      const { order, row } = await place(orderBody({ quoteId: null }));
      expect(order.quote).toEqual(northboundQuote);
      expect(row.total_cents).toBe(NORTHBOUND_TOTAL);
      expect(row.payload.quoteId).toBeNull();
    });
  });

  describe('applied: the quote holds and the request is what was quoted', () => {
    it('coordinatesPrice answers the quote\'s price (177 000) with status applied', async () => {
      const quote = await newQuote();
      expect(quote.quote).toEqual(northboundQuote);
      expect(await price(priceBody({ quoteId: quote.id }))).toEqual({
        ...northboundQuote,
        quoted: { id: quote.id, total: NORTHBOUND_TOTAL, validUntil: quote.validUntil, status: 'applied', differs: [] },
      });
    });

    it('the order placed charges the quoted total and records the quote id; GET answers it as any order', async () => {
      const quote = await newQuote();
      const { order, row } = await place(orderBody({ quoteId: quote.id }));
      expect(order.quote).toEqual(northboundQuote);
      expect(row.total_cents).toBe(NORTHBOUND_TOTAL);
      expect(row.quote).toEqual(northboundQuote);
      expect(row.payload.quoteId).toBe(quote.id);
      expect((await get(t, ana, `${ORDER}/${order.movementId}`)).body.data).toEqual(order);
    });

    it('equipment with the same quantities applies (Straps × 4: 177 000 + 4 × 600)', async () => {
      const straps = { specialRequirementIds: ['straps'], quantities: { straps: 4 } };
      const quote = await newQuote(straps);
      const answer = await price(priceBody({ ...straps, quoteId: quote.id }));
      expect(answer.total).toBe(NORTHBOUND_TOTAL + 2_400);
      expect(answer.quoted).toMatchObject({ status: 'applied', differs: [] });
    });

    it('applies even after the catalog price changed: Dry Van 15 000 → 20 000 makes today 182 000, the quoted 177 000 is charged', async () => {
      const quote = await newQuote();
      await withModePrice('ftl-dry-van', 20_000, async () => {
        // Today's price, without the quote.
        expect((await price(priceBody())).total).toBe(182_000);
        const answer = await price(priceBody({ quoteId: quote.id }));
        expect(answer).toEqual({ ...northboundQuote, quoted: expect.objectContaining({ status: 'applied', total: NORTHBOUND_TOTAL }) });
        const { order, row } = await place(orderBody({ quoteId: quote.id }));
        expect(order.quote).toEqual(northboundQuote);
        expect(row.total_cents).toBe(NORTHBOUND_TOTAL);
      });
      expect((await price(priceBody())).total).toBe(NORTHBOUND_TOTAL);
    });

    it('another company books the same quote id: a quote holds no personal data and belongs to no one', async () => {
      const quote = await newQuote();
      await place(orderBody({ quoteId: quote.id }));
      const boBody = { pickupAddressIds: [boPickup._id], dropAddressIds: [boDrop._id], quoteId: quote.id };
      expect((await price(priceBody(boBody), bo)).quoted).toMatchObject({ status: 'applied' });
      const { row } = await place(orderBody(boBody), bo);
      expect(row.total_cents).toBe(NORTHBOUND_TOTAL);
      expect(row.payload.quoteId).toBe(quote.id);
    });
  });

  describe('expired: today\'s price, and the quote\'s total and validUntil', () => {
    it('coordinatesPrice after the quote expired (catalog unchanged): 177 000 today, status expired', async () => {
      const quote = await newQuote();
      await expire(quote.id);
      const { expires_at } = await t.db.selectFrom('instant_quotes').select('expires_at').where('id', '=', quote.id).executeTakeFirstOrThrow();
      expect(await price(priceBody({ quoteId: quote.id }))).toEqual({
        ...northboundQuote,
        quoted: { id: quote.id, total: NORTHBOUND_TOTAL, validUntil: expires_at.toISOString(), status: 'expired', differs: [] },
      });
    });

    it('with Dry Van at 20 000 since: today\'s 182 000 is answered and charged, the quote\'s 177 000 given; no quote id recorded', async () => {
      const quote = await newQuote();
      await expire(quote.id);
      await withModePrice('ftl-dry-van', 20_000, async () => {
        const answer = await price(priceBody({ quoteId: quote.id }));
        expect(answer.total).toBe(182_000);
        expect(answer.lines).toContainEqual({ label: 'Dry Van', amount: 20_000 });
        expect(answer.quoted).toMatchObject({ id: quote.id, total: NORTHBOUND_TOTAL, status: 'expired', differs: [] });
        const { order, row } = await place(orderBody({ quoteId: quote.id }));
        expect(order.quote.total).toBe(182_000);
        expect(row.total_cents).toBe(182_000);
        expect(row.payload.quoteId).toBeNull();
      });
    });

    it('an expired quote also names what differs (a second drop: 181 500 today)', async () => {
      const quote = await newQuote();
      await expire(quote.id);
      const answer = await price(priceBody({ dropAddressIds: [drop['dallas-tx']!._id, drop['houston-tx']!._id], quoteId: quote.id }));
      expect(answer.total).toBe(181_500);
      expect(answer.quoted).toMatchObject({ status: 'expired', differs: ['dropAddressIds'] });
    });
  });

  describe('changed: the quote holds but the request differs; today\'s price for what was chosen', () => {
    let quote: InstantQuote;
    beforeAll(async () => {
      quote = await newQuote();
    });

    it.each([
      // Dallas and Houston both outside every zone: 2 × 4 500.
      ['a second drop (Dallas and Houston)', () => ({ dropAddressIds: [drop['dallas-tx']!._id, drop['houston-tx']!._id] }), 181_500, ['dropAddressIds']],
      // Saltillo is some 75 km from Monterrey's centre, outside its 35 km zone: no zone, 2 × 4 500.
      ['another pickup city (Saltillo)', () => ({ pickupAddressIds: [pickup['saltillo-coah']!._id] }), 154_000, ['pickupAddressIds']],
      ['a second pickup (Monterrey and Saltillo)', () => ({ pickupAddressIds: [pickup['monterrey-nl']!._id, pickup['saltillo-coah']!._id] }), 181_500, ['pickupAddressIds']],
      // Flatbed 22 000 instead of Dry Van 15 000.
      ['a different mode (Flatbed)', () => ({ modeId: 'ftl-flatbed' }), 184_000, ['modeId']],
      // The hazmat driver: 25 000 more.
      ['an added requirement (hazmat driver)', () => ({ specialRequirementIds: ['hazmat-driver'] }), 202_000, ['specialRequirementIds']],
      // Straps × 4: 4 × 600 more.
      ['added equipment (Straps × 4)', () => ({ specialRequirementIds: ['straps'], quantities: { straps: 4 } }), 179_400, ['specialRequirementIds']],
      ['a mode and a second drop at once', () => ({ modeId: 'ftl-flatbed', dropAddressIds: [drop['dallas-tx']!._id, drop['houston-tx']!._id] }), 188_500, ['modeId', 'dropAddressIds']],
    ])('%s: coordinatesPrice answers %i, status changed', async (_name, overrides, total, differs) => {
      const answer = await price(priceBody({ ...overrides(), quoteId: quote.id }));
      expect(answer.total).toBe(total);
      expect(answer.quoted).toEqual({ id: quote.id, total: NORTHBOUND_TOTAL, validUntil: quote.validUntil, status: 'changed', differs });
    });

    it('other quantities of the same equipment: Straps × 5 against a quote for Straps × 4 (180 000), quantities differ', async () => {
      const straps = await newQuote({ specialRequirementIds: ['straps'], quantities: { straps: 4 } });
      const answer = await price(priceBody({ specialRequirementIds: ['straps'], quantities: { straps: 5 }, quoteId: straps.id }));
      expect(answer.total).toBe(NORTHBOUND_TOTAL + 5 * 600);
      expect(answer.quoted).toMatchObject({ status: 'changed', differs: ['quantities'] });
    });

    it('an order on a different trailer (customer-provided) is priced today with the catalog changed (182 000), no quote id recorded', async () => {
      // coordinatesPrice names no trailer: the same body applies there.
      expect((await price(priceBody({ quoteId: quote.id }))).quoted?.status).toBe('applied');
      await withModePrice('ftl-dry-van', 20_000, async () => {
        const { order, row } = await place(orderBody({ trailerId: 'customer-provided', quoteId: quote.id }));
        expect(order.quote.total).toBe(182_000);
        expect(row.total_cents).toBe(182_000);
        expect(row.payload.quoteId).toBeNull();
        // The same body on the quoted trailer books the quote.
        expect((await place(orderBody({ quoteId: quote.id }))).row.total_cents).toBe(NORTHBOUND_TOTAL);
      });
    });

    it('an order with a second drop is priced today (181 500), as without a quote', async () => {
      const { row } = await place(orderBody({ dropAddressIds: [drop['dallas-tx']!._id, drop['houston-tx']!._id], quoteId: quote.id }));
      expect(row.total_cents).toBe(181_500);
      expect(row.payload.quoteId).toBeNull();
    });
  });

  describe('refused ids', () => {
    it('an unknown quote id (well formed, never given): 400 on quoteId, and no order stored', async () => {
      const unknown = 'A'.repeat(22);
      expect(await post(t, ana, PRICE, priceBody({ quoteId: unknown }))).toEqual(refusedOn(NOT_FOUND));
      const before = await orderCount();
      expect(await post(t, ana, ORDER, orderBody({ quoteId: unknown }))).toEqual(refusedOn(NOT_FOUND));
      expect(await orderCount()).toBe(before);
    });

    it.each([
      ['too short', 'abc'],
      ['a character outside base64url', `${'A'.repeat(21)}=`],
      ['too long', 'A'.repeat(23)],
      ['blank', ''],
      ['a number', 42],
      ['an object', { id: 'A'.repeat(22) }],
    ])('a malformed quote id (%s): 400 on quoteId, nothing stored', async (_name, quoteId) => {
      expect(await post(t, ana, PRICE, priceBody({ quoteId }))).toEqual(refusedOn(MALFORMED));
      const before = await orderCount();
      expect(await post(t, ana, ORDER, orderBody({ quoteId }))).toEqual(refusedOn(MALFORMED));
      expect(await orderCount()).toBe(before);
    });

    it('the instant quote\'s own body and calculateDropDistances take no quoteId (an unknown key is dropped)', async () => {
      const quote = await newQuote({ quoteId: 'abc' });
      expect(quote.quote.total).toBe(NORTHBOUND_TOTAL);
      const route = await post(t, ana, '/v1/user/order/calculateDropDistances', { pickupAddressIds: [pickup['monterrey-nl']!._id], dropAddressIds: [drop['dallas-tx']!._id], quoteId: 'abc' });
      expect(route.status).toBe(200);
    });
  });
});
