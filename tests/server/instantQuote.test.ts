import { Schema } from 'effect';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import type { Address } from '../../src/schemas/addressBody.ts';
import { Envelope } from '../../src/schemas/envelope.ts';
import { InstantQuote } from '../../src/schemas/instantQuote.ts';
import { addAddress, createServiceTestApp, get, newCustomer, post, type Customer } from './support/service.ts';
import { createTestApp, json, type TestApp } from './support/testApp.ts';

// The instant quote (a price before signing up), through the HTTP API. The prices are written by
// hand from the price rule (DESIGN.md §2, server/service/pricing.ts) and the seeded catalog
// (server/db/seedCatalog.ts), and checked against a second path: the signed-in wizard's price for
// one saved address in each of the same cities.

const QUOTE = '/v1/common/quote';
const ID = /^[A-Za-z0-9_-]{22}$/;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A date `days` from today (UTC); a few days either way is past or future on every clock. */
const dayFromNow = (days: number): string => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

const northbound = {
  serviceId: 'northbound',
  transportationTypeId: 'ftl',
  modeId: 'ftl-dry-van',
  portId: 'colombia-solidarity-bridge',
  trailerId: 'dry-van-53',
  specialRequirementIds: [] as string[],
  quantities: {} as Record<string, unknown>,
  pickupCityId: 'monterrey-nl',
  dropCityId: 'dallas-tx',
  pickupDate: dayFromNow(7),
};

const monterrey = { _id: 'monterrey-nl', name: 'Monterrey', state: 'Nuevo León', country: 'MX', lat: 25.6866, lng: -100.3161 };
const dallas = { _id: 'dallas-tx', name: 'Dallas', state: 'Texas', country: 'US', lat: 32.7767, lng: -96.797 };

/** Northbound Service 450 + FTL 850 + Dry Van 150 + Monterrey metro 180 + base 95 + Dallas outside every zone 45 (dollars). */
const northboundLines = [
  { label: 'Northbound Service', amount: 45_000 },
  { label: 'FTL', amount: 85_000 },
  { label: 'Dry Van', amount: 15_000 },
  { label: 'Zone: Monterrey metro', amount: 18_000 },
  { label: 'Base price', amount: 9_500 },
  { label: 'Addresses outside zones × 1', amount: 4_500 },
];

const errorOf = (errors: Record<string, string>) => ({ status: 400, body: { statusCode: 400, message: Object.values(errors)[0], errors } });

describe('the instant quote (public)', () => {
  let t: TestApp;
  let ana: Customer;
  const pickup: Record<string, Address> = {};
  const drop: Record<string, Address> = {};

  beforeAll(async () => {
    // One client address (app.request has no socket) asks every quote here; the limit has its own app below.
    t = await createServiceTestApp({ env: { QUOTES_PER_IP_PER_HOUR: '1000000' } });
    ana = await newCustomer(t, 'ana@instant-quote.example');
    for (const cityId of ['monterrey-nl', 'laredo-tx']) pickup[cityId] = await addAddress(t, ana, 'pickup', cityId);
    for (const cityId of ['dallas-tx', 'saltillo-coah']) drop[cityId] = await addAddress(t, ana, 'drop', cityId);
  });
  afterAll(() => t.close());

  const ask = (body: unknown) => post(t, undefined, QUOTE, body);
  const quote = async (overrides: Record<string, unknown> = {}): Promise<InstantQuote> => {
    const { status, body } = await ask({ ...northbound, ...overrides });
    expect(status, JSON.stringify(body)).toBe(201);
    const decoded = Schema.decodeUnknownSync(Envelope(InstantQuote))(body);
    expect(decoded).toMatchObject({ statusCode: 201, message: 'Here is your quote.' });
    return decoded.data;
  };
  const rowCount = async (): Promise<number> => Number((await sql<{ n: string }>`select count(*) as n from instant_quotes`.execute(t.db)).rows[0]!.n);
  /** The answer to a refused body, and that it stored nothing. */
  const refused = async (body: unknown) => {
    const before = await rowCount();
    const answer = await ask(body);
    expect(await rowCount()).toBe(before);
    return answer;
  };

  describe('the form\'s catalog', () => {
    it('GET /v1/common/quote/options: the services and the transit info, without signing in, as the signed-in wizard reads them', async () => {
      const { status, body } = await get(t, undefined, `${QUOTE}/options`);
      expect(status).toBe(200);
      expect(body.message).toBe('Quote options fetched successfully');
      expect(body.data.services.map((s: { _id: string }) => s._id)).toEqual(['northbound', 'southbound']);
      expect(body.data.transitInfo.cities).toContainEqual(monterrey);
      expect(body.data.services).toEqual((await get(t, ana, '/v1/user/transitInfo/typeOfService')).body.data);
      expect(body.data.transitInfo).toEqual((await get(t, ana, '/v1/user/transitInfo')).body.data);
    });

    it('POST /v1/common/quote/specialRequirements: those offered for the choice, as the signed-in call answers', async () => {
      const choice = { serviceId: 'northbound', transportationTypeId: 'ftl', portId: 'world-trade-bridge' };
      const { status, body } = await post(t, undefined, `${QUOTE}/specialRequirements`, choice);
      expect(status).toBe(200);
      expect(body.message).toBe('Catalog fetched successfully');
      // No hazardous cargo at the World Trade Bridge; the liftgate is LTL's.
      expect(body.data.map((r: { _id: string }) => r._id)).toEqual(['chains', 'straps', 'tarps', 'team-drivers', 'temperature-log']);
      expect(body.data).toEqual((await post(t, ana, '/v1/user/specialRequirements', choice)).body.data);
    });

    it('POST /v1/common/quote/specialRequirements refuses unknown and missing ids', async () => {
      expect(await post(t, undefined, `${QUOTE}/specialRequirements`, { serviceId: 'eastbound', transportationTypeId: 'ftl', portId: '<script>alert(1)</script>' })).toEqual(
        errorOf({ serviceId: 'Please select a type of service from the list.', portId: 'Please select a port from the list.' }),
      );
      expect(await post(t, undefined, `${QUOTE}/specialRequirements`, {})).toEqual(
        errorOf({ serviceId: 'type of service is required', transportationTypeId: 'type of transportation is required', portId: 'port is required' }),
      );
    });
  });

  describe('POST /v1/common/quote', () => {
    it('prices Northbound FTL Dry Van over the Colombia bridge, Monterrey → Dallas: 177 000 cents, and answers the whole quote', async () => {
      const before = Date.now();
      const answer = await quote();
      expect(answer).toEqual({
        id: expect.stringMatching(ID),
        service: { _id: 'northbound', title: 'Northbound Service' },
        transportationType: { _id: 'ftl', title: 'FTL' },
        mode: { _id: 'ftl-dry-van', title: 'Dry Van' },
        port: { _id: 'colombia-solidarity-bridge', title: 'Colombia Solidarity Bridge' },
        trailer: { _id: 'dry-van-53', title: '53 ft dry van trailer' },
        specialRequirements: [],
        quantities: {},
        pickupCity: monterrey,
        dropCity: dallas,
        pickupDate: northbound.pickupDate,
        quote: { lines: northboundLines, total: 177_000, currency: 'USD' },
        includes: [
          'Mexico to the United States: Mexican export clearance, US customs entry, bridge crossing and delivery.',
          'Pickup in Monterrey, delivery in Dallas: one address each',
          'Crossing at Colombia Solidarity Bridge',
          'Live tracking, proof of delivery and a receipt',
        ],
        distanceKm: expect.any(Number),
        createdAt: expect.any(String),
        validUntil: expect.any(String),
        expired: false,
      });
      // Monterrey–Dallas is about 859 km as the crow flies; one decimal, as a route's legs.
      expect(Math.abs(answer.distanceKm - 859) / 859).toBeLessThan(0.005);
      expect(Math.round(answer.distanceKm * 10) / 10).toBe(answer.distanceKm);
      // Held 24 hours from now.
      const created = Date.parse(answer.createdAt);
      expect(created).toBeGreaterThanOrEqual(before - 60_000);
      expect(created).toBeLessThanOrEqual(Date.now() + 60_000);
      expect(Date.parse(answer.validUntil) - created).toBe(24 * HOUR_MS);

      const row = await t.db.selectFrom('instant_quotes').selectAll().where('id', '=', answer.id).executeTakeFirstOrThrow();
      expect(row.total_cents).toBe(177_000);
      expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(24 * HOUR_MS);
    });

    it('with Straps × 4: 4 × 600 cents more; the quantities of equipment not chosen are ignored', async () => {
      const answer = await quote({ specialRequirementIds: ['straps'], quantities: { straps: 4, chains: 7 } });
      expect(answer.specialRequirements).toEqual([{ _id: 'straps', title: 'Straps' }]);
      expect(answer.quantities).toEqual({ straps: 4 });
      expect(answer.quote.lines).toEqual([...northboundLines.slice(0, 3), { label: 'Straps × 4', amount: 2_400 }, ...northboundLines.slice(3)]);
      expect(answer.quote.total).toBe(179_400);
    });

    it('requirements are listed in catalog order: Straps × 4 then the hazmat driver (204 400 cents with both)', async () => {
      const answer = await quote({ specialRequirementIds: ['hazmat-driver', 'straps'], quantities: { straps: 4 } });
      expect(answer.specialRequirements.map((r) => r._id)).toEqual(['straps', 'hazmat-driver']);
      expect(answer.quote.lines.slice(3, 5)).toEqual([
        { label: 'Straps × 4', amount: 2_400 },
        { label: 'Hazmat certified driver', amount: 25_000 },
      ]);
      expect(answer.quote.total).toBe(177_000 + 2_400 + 25_000);
    });

    it.each([
      ['Northbound FTL Dry Van, Monterrey → Dallas', {}, 'monterrey-nl', 'dallas-tx'],
      ['Northbound with Straps × 4 and the hazmat driver', { specialRequirementIds: ['straps', 'hazmat-driver'], quantities: { straps: 4 } }, 'monterrey-nl', 'dallas-tx'],
      [
        'Southbound LTL Reefer with equipment, Laredo → Saltillo',
        { serviceId: 'southbound', transportationTypeId: 'ltl', modeId: 'ltl-reefer', portId: 'world-trade-bridge', trailerId: 'reefer-53', specialRequirementIds: ['temperature-log', 'tarps', 'liftgate'], quantities: { tarps: 3 } },
        'laredo-tx',
        'saltillo-coah',
      ],
    ])('%s: the same price and distance as the signed-in wizard for one saved address in each city', async (_name, choice, pickupCityId, dropCityId) => {
      const answer = await quote({ ...choice, pickupCityId, dropCityId });
      const addresses = { pickupAddressIds: [pickup[pickupCityId]!._id], dropAddressIds: [drop[dropCityId]!._id] };
      const { trailerId: _trailer, ...priced } = { ...northbound, ...choice };
      const wizard = await post(t, ana, '/v1/user/order/coordinatesPrice', { ...priced, ...addresses });
      expect(wizard.status, JSON.stringify(wizard.body)).toBe(200);
      expect(answer.quote).toEqual(wizard.body.data);
      const route = await post(t, ana, '/v1/user/order/calculateDropDistances', addresses);
      expect(answer.distanceKm).toBe(route.body.data.totalKm);
    });

    it('the Southbound example by hand: Laredo inside its metro zone, Saltillo outside every zone', async () => {
      const answer = await quote({
        serviceId: 'southbound',
        transportationTypeId: 'ltl',
        modeId: 'ltl-reefer',
        portId: 'world-trade-bridge',
        trailerId: 'reefer-53',
        specialRequirementIds: ['temperature-log', 'tarps', 'liftgate'],
        quantities: { tarps: 3 },
        pickupCityId: 'laredo-tx',
        dropCityId: 'saltillo-coah',
      });
      expect(answer.quote.lines).toEqual([
        { label: 'Southbound Service', amount: 42_000 },
        { label: 'LTL', amount: 32_000 },
        { label: 'Reefer', amount: 14_000 },
        { label: 'Tarps × 3', amount: 7_500 },
        { label: 'Liftgate', amount: 7_500 },
        { label: 'Temperature log', amount: 5_000 },
        { label: 'Zone: Laredo metro', amount: 12_000 },
        { label: 'Base price', amount: 9_500 },
        { label: 'Addresses outside zones × 1', amount: 4_500 },
      ]);
      expect(answer.quote.total).toBe(134_000);
      expect(answer.includes.slice(1, 3)).toEqual(['Pickup in Laredo, delivery in Saltillo: one address each', 'Crossing at World Trade Bridge']);
    });

    it('gives every quote its own random id', async () => {
      const [a, b] = [await quote(), await quote()];
      expect(a.id).toMatch(ID);
      expect(b.id).toMatch(ID);
      expect(a.id).not.toBe(b.id);
      expect({ ...a, id: '', createdAt: '', validUntil: '' }).toEqual({ ...b, id: '', createdAt: '', validUntil: '' });
    });

    it('ignores any price the client sends', async () => {
      const answer = await quote({ total: 1, quote: { total: 1, lines: [] }, price: 1 });
      expect(answer.quote.total).toBe(177_000);
    });
  });

  describe('GET /v1/common/quote/{quoteId}', () => {
    it('answers the quote as it was given, not to be cached', async () => {
      const given = await quote({ specialRequirementIds: ['straps'], quantities: { straps: 4 } });
      const res = await t.app.request(`${QUOTE}/${given.id}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      const body = Schema.decodeUnknownSync(Envelope(InstantQuote))(await res.json());
      expect(body).toEqual({ statusCode: 200, message: 'Quote fetched successfully', data: given });
    });

    it('says expired once its time has passed, and still shows it', async () => {
      const given = await quote();
      await sql`update instant_quotes set expires_at = now() - interval '1 second' where id = ${given.id}`.execute(t.db);
      const { status, body } = await get(t, undefined, `${QUOTE}/${given.id}`);
      expect(status).toBe(200);
      expect(body.data).toEqual({ ...given, validUntil: expect.any(String), expired: true });
      expect(Date.parse(body.data.validUntil)).toBeLessThan(Date.now() + 60_000);
    });

    it.each([
      ['an unknown id', 'AAAAAAAAAAAAAAAAAAAAAA'],
      ['a short id', 'abc'],
      ['an id of 10 000 characters', 'A'.repeat(10_000)],
      ['an id with markup', encodeURIComponent('<script>alert(1)</script>')],
      ['an id with SQL', encodeURIComponent("' or 1=1 --AAAAAAAAAAAA")],
      ['an id with a padding character', `${'A'.repeat(21)}=`],
    ])('answers 404 for %s', async (_name, id) => {
      expect(await get(t, undefined, `${QUOTE}/${id}`)).toEqual({ status: 404, body: { statusCode: 404, message: 'This quote does not exist. Get a new one from the quote form.' } });
    });
  });

  describe('refusals: 400 with every field\'s message, nothing stored', () => {
    it('unknown catalog ids and cities, all at once', async () => {
      expect(
        await refused({ ...northbound, serviceId: 'eastbound', portId: 'atlantis', modeId: 'ltl-reefer', trailerId: 'hovercraft', pickupCityId: 'gotham', dropCityId: 'metropolis' }),
      ).toEqual(
        errorOf({
          serviceId: 'Please select a type of service from the list.',
          portId: 'Please select a port from the list.',
          modeId: 'Please select a mode of the chosen type of transportation.',
          trailerId: 'Please select a trailer from the list.',
          pickupCityId: 'Please select a city from the list.',
          dropCityId: 'Please select a city from the list.',
        }),
      );
      expect(await refused({ ...northbound, transportationTypeId: 'rail' })).toEqual(
        errorOf({ transportationTypeId: 'Please select a type of transportation from the list.', modeId: 'Please select a mode of the chosen type of transportation.' }),
      );
      expect(await refused({ ...northbound, dropCityId: 'DALLAS-TX' })).toEqual(errorOf({ dropCityId: 'Please select a city from the list.' }));
    });

    it('a requirement not offered for the choice, and a chosen equipment without its quantity', async () => {
      expect(await refused({ ...northbound, portId: 'world-trade-bridge', specialRequirementIds: ['hazmat-driver', 'liftgate', 'straps'] })).toEqual(
        errorOf({
          'specialRequirementIds.0': 'This special requirement is not available for your choice.',
          'specialRequirementIds.1': 'This special requirement is not available for your choice.',
          'quantities.straps': 'Please select quantity for straps.',
        }),
      );
      expect(await refused({ ...northbound, specialRequirementIds: ['chains'], quantities: { chains: 11 } })).toEqual(errorOf({ 'quantities.chains': 'Please select quantity for chains.' }));
    });

    it('a trailer or a requirement that does not fit the mode', async () => {
      expect(await refused({ ...northbound, trailerId: 'reefer-53', specialRequirementIds: ['straps', 'temperature-log'], quantities: { straps: 2 } })).toEqual(
        errorOf({
          trailerId: '53 ft reefer trailer does not fit Dry Van. Choose a trailer and special requirements made for Dry Van.',
          'specialRequirementIds.1': 'Temperature log does not fit Dry Van. Choose a trailer and special requirements made for Dry Van.',
        }),
      );
      expect(await refused({ ...northbound, modeId: 'ftl-reefer', trailerId: 'flatbed-48' })).toEqual(
        errorOf({ trailerId: '48 ft flatbed trailer does not fit Reefer. Choose a trailer and special requirements made for Reefer.' }),
      );
    });

    it('a route the service does not run says why instead of a price', async () => {
      expect(await refused({ ...northbound, pickupCityId: 'laredo-tx', dropCityId: 'monterrey-nl' })).toEqual(
        errorOf({
          pickupCityId: 'Northbound Service picks up in Mexico: please choose a pickup city in Mexico.',
          dropCityId: 'Northbound Service delivers to the United States: please choose a drop city in the United States.',
        }),
      );
      expect(await refused({ ...northbound, serviceId: 'southbound', dropCityId: 'dallas-tx' })).toEqual(
        errorOf({
          pickupCityId: 'Southbound Service picks up in the United States: please choose a pickup city in the United States.',
          dropCityId: 'Southbound Service delivers to Mexico: please choose a drop city in Mexico.',
        }),
      );
      // Both cities in Mexico: only the drop is off the route.
      expect(await refused({ ...northbound, dropCityId: 'saltillo-coah' })).toEqual(
        errorOf({ dropCityId: 'Northbound Service delivers to the United States: please choose a drop city in the United States.' }),
      );
    });

    it('a pickup date in the past, beyond 180 days, or not a date', async () => {
      expect(await refused({ ...northbound, pickupDate: dayFromNow(-2) })).toEqual(errorOf({ pickupDate: 'The pickup date must be today or later.' }));
      expect(await refused({ ...northbound, pickupDate: dayFromNow(200) })).toEqual(errorOf({ pickupDate: 'Quotes are given for pickups within the next 180 days.' }));
      for (const pickupDate of ['2026-02-30', '12/01/2026', 'tomorrow', '2026-1-5', 20261201]) {
        const expected = typeof pickupDate === 'number' ? 'pickup date is required' : 'pickup date must be a date such as 2026-12-01';
        expect(await refused({ ...northbound, pickupDate })).toEqual(errorOf({ pickupDate: expected }));
      }
    });

    it('missing fields, each with its message', async () => {
      expect(await refused({})).toEqual(
        errorOf({
          serviceId: 'type of service is required',
          transportationTypeId: 'type of transportation is required',
          modeId: 'mode is required',
          portId: 'port is required',
          trailerId: 'trailer is required',
          pickupCityId: 'pickup city is required',
          dropCityId: 'drop city is required',
          pickupDate: 'pickup date is required',
        }),
      );
      const { dropCityId: _drop, pickupDate: _date, ...partial } = northbound;
      expect(await refused(partial)).toEqual(errorOf({ dropCityId: 'drop city is required', pickupDate: 'pickup date is required' }));
    });

    it('hostile text: a 10 000-character id, markup in ids, wrong types', async () => {
      expect(await refused({ ...northbound, serviceId: 'x'.repeat(10_000) })).toEqual(errorOf({ serviceId: 'type of service must be at most 100 characters' }));
      expect(await refused({ ...northbound, pickupCityId: '<script>alert(1)</script>', specialRequirementIds: ['<img src=x onerror=alert(1)>'] })).toEqual(
        errorOf({ 'specialRequirementIds.0': 'This special requirement is not available for your choice.', pickupCityId: 'Please select a city from the list.' }),
      );
      expect(await refused({ ...northbound, specialRequirementIds: [5, 'y'.repeat(101)], quantities: 'many' })).toEqual(
        errorOf({
          'specialRequirementIds.0': 'Please fill up your field !',
          'specialRequirementIds.1': 'id must be at most 100 characters',
          quantities: 'Please fill up your field !',
        }),
      );
      expect(await refused({ ...northbound, specialRequirementIds: Array.from({ length: 21 }, (_, i) => `r${i}`) })).toEqual(
        errorOf({ specialRequirementIds: 'This special requirement is not available for your choice.' }),
      );
      expect(await refused({ ...northbound, specialRequirementIds: ['straps', 'straps'], quantities: { straps: 1 } })).toEqual(
        errorOf({ specialRequirementIds: 'Each special requirement can be chosen only once.' }),
      );
    });

    it('a body that is not an object, not JSON, or not sent as JSON', async () => {
      for (const body of [[], 'quote', 42, null, true]) {
        const { status, body: answer } = await refused(body);
        expect(status).toBe(400);
        expect(answer).toMatchObject({ statusCode: 400, message: 'Please fill up your field !' });
      }
      const malformed = await t.app.request(QUOTE, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"serviceId":' });
      expect(malformed.status).toBe(400);
      const form = await t.app.request(QUOTE, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'serviceId=northbound' });
      expect(form.status).toBe(415);
    });
  });

  describe('QUOTES_PER_IP_PER_HOUR', () => {
    it('is 30 unless set, from 1 to 1 000 000', () => {
      expect(loadConfig({}).quotesPerIpPerHour).toBe(30);
      expect(loadConfig({ QUOTES_PER_IP_PER_HOUR: '5' }).quotesPerIpPerHour).toBe(5);
      expect(() => loadConfig({ QUOTES_PER_IP_PER_HOUR: '0' })).toThrow('QUOTES_PER_IP_PER_HOUR must be a whole number from 1 to 1000000 (got "0")');
    });

    it('gives that many quotes per client IP an hour, then 429 with nothing priced or stored; a refused body does not count', async () => {
      // A second app over the same database, behind one proxy: the client is the last X-Forwarded-For entry.
      const limited = await createTestApp({ database: t.database, env: { TRUST_PROXY: '1', QUOTES_PER_IP_PER_HOUR: '2' } });
      try {
        const send = (body: unknown, ip: string) => limited.app.request(QUOTE, json(body, 'POST', { 'X-Forwarded-For': ip }));
        const ip = '198.51.100.20';
        const before = await rowCount();
        for (let i = 0; i < 3; i++) expect((await send({ ...northbound, pickupDate: 'soon' }, ip)).status).toBe(400);
        expect((await send(northbound, ip)).status).toBe(201);
        expect((await send(northbound, ip)).status).toBe(201);
        const over = await send(northbound, ip);
        expect(over.status).toBe(429);
        expect(await over.json()).toEqual({ statusCode: 429, message: 'Too many attempts. Please try again later.' });
        expect(await rowCount()).toBe(before + 2);
        expect((await send(northbound, '198.51.100.21')).status).toBe(201);
        expect(await rowCount()).toBe(before + 3);
        // The catalog calls and reading a quote are not limited.
        expect((await limited.app.request(`${QUOTE}/options`, { headers: { 'X-Forwarded-For': ip } })).status).toBe(200);
      } finally {
        await limited.close();
      }
    });
  });

  describe('the stored quote', () => {
    it('has only the choice, the price and two times: no column for who asked', async () => {
      const { rows } = await sql<{ column_name: string; data_type: string; is_nullable: string }>`
        select column_name, data_type, is_nullable from information_schema.columns
        where table_schema = current_schema() and table_name = 'instant_quotes' order by ordinal_position`.execute(t.db);
      expect(rows).toEqual([
        { column_name: 'id', data_type: 'text', is_nullable: 'NO' },
        { column_name: 'payload', data_type: 'jsonb', is_nullable: 'NO' },
        { column_name: 'total_cents', data_type: 'integer', is_nullable: 'NO' },
        { column_name: 'created_at', data_type: 'timestamp with time zone', is_nullable: 'NO' },
        { column_name: 'expires_at', data_type: 'timestamp with time zone', is_nullable: 'NO' },
      ]);
      // Nor in the payload: the limit test's client addresses are nowhere in a stored quote.
      const leaked = await sql<{ n: string }>`select count(*) as n from instant_quotes where payload::text like '%198.51.100%'`.execute(t.db);
      expect(Number(leaked.rows[0]!.n)).toBe(0);
    });
  });
});
