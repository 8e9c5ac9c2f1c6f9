import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalog } from '../../server/db/seedCatalog.ts';
import { Envelope } from '../../src/schemas/envelope.ts';
import { SpecialRequirement, TransitInfo, TypeOfService } from '../../src/schemas/serviceCatalog.ts';
import { createServiceTestApp, get, newCustomer, post, type Customer } from './support/service.ts';
import type { TestApp } from './support/testApp.ts';

const titles = (items: ReadonlyArray<{ title: string }>): string[] => items.map((i) => i.title);

describe('service catalog', () => {
  let t: TestApp;
  let customer: Customer;
  beforeAll(async () => {
    t = await createServiceTestApp();
    customer = await newCustomer(t, 'catalog@acme.example');
  });
  afterAll(() => t.close());

  it('needs a live session', async () => {
    for (const res of [
      await get(t, undefined, '/v1/user/transitInfo'),
      await get(t, undefined, '/v1/user/transitInfo/typeOfService'),
      await post(t, undefined, '/v1/user/specialRequirements', { serviceId: 'northbound', transportationTypeId: 'ftl', portId: 'otay-mesa' }),
    ]) {
      expect(res).toEqual({ status: 401, body: { statusCode: 401, message: 'Your session has expired. Please sign in again.' } });
    }
  });

  it('GET typeOfService answers the types of service with prices in cents', async () => {
    const { status, body } = await get(t, customer, '/v1/user/transitInfo/typeOfService');
    expect(status).toBe(200);
    const { data } = Schema.decodeUnknownSync(Envelope(Schema.Array(TypeOfService)))(body);
    expect(data.map(({ _id, title, price }) => ({ _id, title, price }))).toEqual([
      { _id: 'northbound', title: 'Northbound Service', price: 45_000 },
      { _id: 'southbound', title: 'Southbound Service', price: 42_000 },
    ]);
    for (const item of data) expect(item.description.length).toBeGreaterThan(20);
  });

  it('GET transitInfo answers FTL/LTL with their modes, the bridges, equipment, trailers and cities', async () => {
    const { status, body } = await get(t, customer, '/v1/user/transitInfo');
    expect(status).toBe(200);
    const { data } = Schema.decodeUnknownSync(Envelope(TransitInfo))(body);
    expect(titles(data.typesOfTransportation)).toEqual(['FTL', 'LTL']);
    for (const type of data.typesOfTransportation) expect(titles(type.modes)).toEqual(['Dry Van', 'Flatbed', 'Reefer']);
    expect(data.typesOfTransportation[0]!.modes[0]).toMatchObject({ _id: 'ftl-dry-van', price: 15_000 });
    expect(titles(data.ports)).toEqual([
      'World Trade Bridge',
      'Colombia Solidarity Bridge',
      'Pharr–Reynosa International Bridge',
      'Ysleta–Zaragoza Bridge',
      'Otay Mesa Port of Entry',
      'Nogales Mariposa Port of Entry',
    ]);
    expect(data.ports[0]).toEqual({ _id: 'world-trade-bridge', title: 'World Trade Bridge', city: 'Laredo, TX', lat: 27.5994, lng: -99.5336 });
    expect(data.securingEquipment).toEqual([
      { key: 'chains', title: 'Chains', unitPrice: 1_800 },
      { key: 'straps', title: 'Straps', unitPrice: 600 },
      { key: 'tarps', title: 'Tarps', unitPrice: 2_500 },
    ]);
    expect(titles(data.trailers)).toEqual(['53 ft dry van trailer', '48 ft flatbed trailer', '53 ft reefer trailer', 'Customer-provided trailer']);
    expect(data.cities).toHaveLength(20);
    expect(new Set(data.cities.map((c) => c.country))).toEqual(new Set(['US', 'MX']));
    expect(data.cities.find((c) => c._id === 'monterrey-nl')).toEqual({
      _id: 'monterrey-nl',
      name: 'Monterrey',
      state: 'Nuevo León',
      country: 'MX',
      lat: 25.6866,
      lng: -100.3161,
    });
  });

  const requirements = async (choice: Record<string, unknown>) => {
    const { status, body } = await post(t, customer, '/v1/user/specialRequirements', choice);
    expect(status).toBe(200);
    return titles(Schema.decodeUnknownSync(Envelope(Schema.Array(SpecialRequirement)))(body).data);
  };

  it('POST specialRequirements answers what applies to the choice', async () => {
    // FTL: team drivers, not the LTL liftgate.
    expect(await requirements({ serviceId: 'northbound', transportationTypeId: 'ftl', portId: 'colombia-solidarity-bridge' })).toEqual([
      'Chains',
      'Straps',
      'Tarps',
      'Hazmat certified driver',
      'Team drivers',
      'Temperature log',
    ]);
    // LTL: the liftgate, not team drivers.
    expect(await requirements({ serviceId: 'southbound', transportationTypeId: 'ltl', portId: 'otay-mesa' })).toEqual([
      'Chains',
      'Straps',
      'Tarps',
      'Hazmat certified driver',
      'Liftgate',
      'Temperature log',
    ]);
    // Hazardous cargo does not cross at the World Trade Bridge.
    expect(await requirements({ serviceId: 'northbound', transportationTypeId: 'ftl', portId: 'world-trade-bridge' })).toEqual([
      'Chains',
      'Straps',
      'Tarps',
      'Team drivers',
      'Temperature log',
    ]);
  });

  it('POST specialRequirements gives prices in cents; the securing equipment is priced per unit', async () => {
    const { body } = await post(t, customer, '/v1/user/specialRequirements', { serviceId: 'northbound', transportationTypeId: 'ftl', portId: 'otay-mesa' });
    const byTitle = Object.fromEntries((body.data as SpecialRequirement[]).map((r) => [r.title, r.price]));
    expect(byTitle).toMatchObject({ Chains: 0, Straps: 0, Tarps: 0, 'Hazmat certified driver': 25_000, 'Team drivers': 40_000, 'Temperature log': 5_000 });
  });

  it('POST specialRequirements names the securing equipment whose quantity a requirement needs (val.service.quantities asks by it)', async () => {
    const { body } = await post(t, customer, '/v1/user/specialRequirements', { serviceId: 'northbound', transportationTypeId: 'ftl', portId: 'otay-mesa' });
    const keyByTitle = Object.fromEntries((body.data as SpecialRequirement[]).map((r) => [r.title, r.equipmentKey]));
    expect(keyByTitle).toMatchObject({ Chains: 'chains', Straps: 'straps', Tarps: 'tarps', 'Hazmat certified driver': null, 'Team drivers': null, 'Temperature log': null });
  });

  it('POST specialRequirements refuses missing fields and unknown ids with field errors', async () => {
    expect(await post(t, customer, '/v1/user/specialRequirements', {})).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        message: 'type of service is required',
        errors: {
          serviceId: 'type of service is required',
          transportationTypeId: 'type of transportation is required',
          portId: 'port is required',
        },
      },
    });
    expect(await post(t, customer, '/v1/user/specialRequirements', { serviceId: 'eastbound', transportationTypeId: 'ftl', portId: 'atlantis' })).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        message: 'Please select a type of service from the list.',
        errors: { serviceId: 'Please select a type of service from the list.', portId: 'Please select a port from the list.' },
      },
    });
  });

  it('the catalog seed is idempotent and never overwrites an edited catalog', async () => {
    expect(await seedCatalog(t.db)).toBe(0);
    await t.db.updateTable('types_of_service').set({ price_cents: 46_000 }).where('id', '=', 'northbound').execute();
    expect(await seedCatalog(t.db)).toBe(0);
    const row = await t.db.selectFrom('types_of_service').select('price_cents').where('id', '=', 'northbound').executeTakeFirstOrThrow();
    expect(row.price_cents).toBe(46_000);
    await t.db.updateTable('types_of_service').set({ price_cents: 45_000 }).where('id', '=', 'northbound').execute();
  });
});
