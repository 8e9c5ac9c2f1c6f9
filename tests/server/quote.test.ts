import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '../../src/schemas/addressBody.ts';
import { Envelope } from '../../src/schemas/envelope.ts';
import { DropDistances, Quote } from '../../src/schemas/quote.ts';
import { addAddress, createServiceTestApp, newCustomer, post, type Customer } from './support/service.ts';
import type { TestApp } from './support/testApp.ts';

describe('POST /v1/user/order/coordinatesPrice and calculateDropDistances', () => {
  let t: TestApp;
  let ana: Customer;
  let bo: Customer;
  const pickup: Record<string, Address> = {};
  const drop: Record<string, Address> = {};
  let foreignDrop: Address;

  beforeAll(async () => {
    t = await createServiceTestApp();
    ana = await newCustomer(t, 'ana@quote.example');
    bo = await newCustomer(t, 'bo@quote.example');
    for (const cityId of ['monterrey-nl', 'laredo-tx', 'nuevo-laredo-tamps', 'dallas-tx', 'houston-tx']) pickup[cityId] = await addAddress(t, ana, 'pickup', cityId, `P ${cityId}`);
    for (const cityId of ['dallas-tx', 'houston-tx', 'saltillo-coah', 'queretaro-qro', 'tijuana-bc', 'el-paso-tx', 'nuevo-laredo-tamps']) {
      drop[cityId] = await addAddress(t, ana, 'drop', cityId, `D ${cityId}`);
    }
    foreignDrop = await addAddress(t, bo, 'drop', 'dallas-tx');
  });
  afterAll(() => t.close());

  const request = (overrides: Record<string, unknown>) => ({
    serviceId: 'northbound',
    transportationTypeId: 'ftl',
    modeId: 'ftl-dry-van',
    portId: 'colombia-solidarity-bridge',
    specialRequirementIds: [],
    quantities: {},
    pickupAddressIds: [pickup['monterrey-nl']!._id],
    dropAddressIds: [drop['dallas-tx']!._id],
    ...overrides,
  });

  const quote = async (overrides: Record<string, unknown>) => {
    const { status, body } = await post(t, ana, '/v1/user/order/coordinatesPrice', request(overrides));
    expect(status, JSON.stringify(body)).toBe(200);
    const decoded = Schema.decodeUnknownSync(Envelope(Quote))(body);
    expect(decoded.message).toBe('Price calculated successfully');
    return decoded.data;
  };

  it('the worked example: 204 400 cents, line by line', async () => {
    expect(
      await quote({ specialRequirementIds: ['hazmat-driver', 'straps'], quantities: { straps: 4, chains: 7 } }),
    ).toEqual({
      lines: [
        { label: 'Northbound Service', amount: 45_000 },
        { label: 'FTL', amount: 85_000 },
        { label: 'Dry Van', amount: 15_000 },
        { label: 'Straps × 4', amount: 2_400 },
        { label: 'Hazmat certified driver', amount: 25_000 },
        { label: 'Zone: Monterrey metro', amount: 18_000 },
        { label: 'Base price', amount: 9_500 },
        { label: 'Addresses outside zones × 1', amount: 4_500 },
      ],
      total: 204_400,
      currency: 'USD',
    });
  });

  it('all addresses outside zones: the per-address price for each (LTL Reefer with equipment)', async () => {
    const result = await quote({
      serviceId: 'southbound',
      transportationTypeId: 'ltl',
      modeId: 'ltl-reefer',
      portId: 'otay-mesa',
      specialRequirementIds: ['temperature-log', 'tarps', 'liftgate', 'chains'],
      quantities: { chains: 2, tarps: 10 },
      pickupAddressIds: [pickup['dallas-tx']!._id, pickup['houston-tx']!._id],
      dropAddressIds: [drop['saltillo-coah']!._id, drop['queretaro-qro']!._id],
    });
    expect(result.lines).toEqual([
      { label: 'Southbound Service', amount: 42_000 },
      { label: 'LTL', amount: 32_000 },
      { label: 'Reefer', amount: 14_000 },
      { label: 'Chains × 2', amount: 3_600 },
      { label: 'Tarps × 10', amount: 25_000 },
      { label: 'Liftgate', amount: 7_500 },
      { label: 'Temperature log', amount: 5_000 },
      { label: 'Addresses outside zones × 4', amount: 18_000 },
    ]);
    expect(result.total).toBe(147_100);
  });

  it('all addresses in zones: the highest zone once plus the base price', async () => {
    const result = await quote({
      modeId: 'ftl-flatbed',
      pickupAddressIds: [pickup['laredo-tx']!._id, pickup['monterrey-nl']!._id],
      dropAddressIds: [drop['tijuana-bc']!._id, drop['el-paso-tx']!._id],
    });
    expect(result.lines.slice(3)).toEqual([
      { label: 'Zone: Tijuana–San Diego', amount: 20_000 },
      { label: 'Base price', amount: 9_500 },
    ]);
    expect(result.total).toBe(45_000 + 85_000 + 22_000 + 20_000 + 9_500);
  });

  it('several addresses in one zone count it once', async () => {
    const result = await quote({
      serviceId: 'southbound',
      modeId: 'ftl-reefer',
      pickupAddressIds: [pickup['laredo-tx']!._id, pickup['nuevo-laredo-tamps']!._id],
      dropAddressIds: [drop['nuevo-laredo-tamps']!._id],
    });
    expect(result.total).toBe(42_000 + 85_000 + 35_000 + 12_000 + 9_500);
  });

  it('ignores any price the client sends', async () => {
    const result = await quote({ total: 1, price: 1, lines: [{ label: 'Discount', amount: 1 }] });
    expect(result.total).toBe(45_000 + 85_000 + 15_000 + 18_000 + 9_500 + 4_500);
  });

  it('[val.service.quantities] asks the quantity of each chosen equipment, 1 to 10', async () => {
    expect(await post(t, ana, '/v1/user/order/coordinatesPrice', request({ specialRequirementIds: ['chains', 'straps', 'tarps'], quantities: { straps: 11 } }))).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'Please select quantity for straps.', errors: { 'quantities.straps': 'Please select quantity for straps.' } },
    });
    expect(await post(t, ana, '/v1/user/order/coordinatesPrice', request({ specialRequirementIds: ['chains', 'tarps'], quantities: { chains: null } }))).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        message: 'Please select quantity for chains.',
        errors: { 'quantities.chains': 'Please select quantity for chains.', 'quantities.tarps': 'Please select quantity for tarps.' },
      },
    });
  });

  it('refuses missing fields with every message at once', async () => {
    expect(await post(t, ana, '/v1/user/order/coordinatesPrice', {})).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        message: 'type of service is required',
        errors: {
          serviceId: 'type of service is required',
          transportationTypeId: 'type of transportation is required',
          modeId: 'mode is required',
          portId: 'port is required',
          pickupAddressIds: 'Please select at least one pickup address.',
          dropAddressIds: 'Please select at least one drop address.',
        },
      },
    });
  });

  it('refuses unknown catalog ids, a mode of another type, an unavailable requirement', async () => {
    expect(
      await post(t, ana, '/v1/user/order/coordinatesPrice', request({ serviceId: 'x', modeId: 'ltl-dry-van', portId: 'world-trade-bridge', specialRequirementIds: ['hazmat-driver', 'unknown'] })),
    ).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        message: 'Please select a type of service from the list.',
        errors: { serviceId: 'Please select a type of service from the list.', modeId: 'Please select a mode of the chosen type of transportation.' },
      },
    });
    expect(await post(t, ana, '/v1/user/order/coordinatesPrice', request({ portId: 'world-trade-bridge', specialRequirementIds: ['team-drivers', 'hazmat-driver', 'liftgate'] }))).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        message: 'This special requirement is not available for your choice.',
        errors: {
          'specialRequirementIds.1': 'This special requirement is not available for your choice.',
          'specialRequirementIds.2': 'This special requirement is not available for your choice.',
        },
      },
    });
  });

  it('refuses unknown, foreign, wrong-type and repeated addresses with field errors', async () => {
    expect(
      await post(t, ana, '/v1/user/order/coordinatesPrice', request({
        pickupAddressIds: [pickup['dallas-tx']!._id, drop['houston-tx']!._id, 'nope'],
        dropAddressIds: [foreignDrop._id],
      })),
    ).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        message: 'This address is not a pickup address.',
        errors: {
          'pickupAddressIds.1': 'This address is not a pickup address.',
          'pickupAddressIds.2': 'This address is not in your address book.',
          'dropAddressIds.0': 'This address is not in your address book.',
        },
      },
    });
    expect(await post(t, ana, '/v1/user/order/coordinatesPrice', request({ dropAddressIds: [drop['dallas-tx']!._id, drop['dallas-tx']!._id] }))).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'Each address can be chosen only once.', errors: { dropAddressIds: 'Each address can be chosen only once.' } },
    });
  });

  it('calculateDropDistances: pickups in order then drops in order, great-circle km', async () => {
    const { status, body } = await post(t, ana, '/v1/user/order/calculateDropDistances', {
      pickupAddressIds: [pickup['monterrey-nl']!._id, pickup['laredo-tx']!._id],
      dropAddressIds: [drop['dallas-tx']!._id, drop['houston-tx']!._id],
    });
    expect(status).toBe(200);
    const { data, message } = Schema.decodeUnknownSync(Envelope(DropDistances))(body);
    expect(message).toBe('Distances calculated successfully');
    expect(data).toEqual({
      legs: [
        { fromId: pickup['monterrey-nl']!._id, toId: pickup['laredo-tx']!._id, fromLabel: 'P monterrey-nl, Monterrey', toLabel: 'P laredo-tx, Laredo', km: 221.2 },
        { fromId: pickup['laredo-tx']!._id, toId: drop['dallas-tx']!._id, fromLabel: 'P laredo-tx, Laredo', toLabel: 'D dallas-tx, Dallas', km: 637.8 },
        { fromId: drop['dallas-tx']!._id, toId: drop['houston-tx']!._id, fromLabel: 'D dallas-tx, Dallas', toLabel: 'D houston-tx, Houston', km: 361.8 },
      ],
      totalKm: 1220.8,
    });
    // Known city pairs within 1% of their published great-circle distance.
    expect(Math.abs(data.legs[0]!.km - 222) / 222).toBeLessThan(0.01);
    expect(Math.abs(data.legs[2]!.km - 362) / 362).toBeLessThan(0.01);
  });

  it('calculateDropDistances refuses another company\'s address and empty sides', async () => {
    expect(await post(t, ana, '/v1/user/order/calculateDropDistances', { pickupAddressIds: [pickup['dallas-tx']!._id], dropAddressIds: [foreignDrop._id] })).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'This address is not in your address book.', errors: { 'dropAddressIds.0': 'This address is not in your address book.' } },
    });
    expect(await post(t, ana, '/v1/user/order/calculateDropDistances', { pickupAddressIds: [], dropAddressIds: [] })).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        message: 'Please select at least one pickup address.',
        errors: { pickupAddressIds: 'Please select at least one pickup address.', dropAddressIds: 'Please select at least one drop address.' },
      },
    });
  });

  it('needs a live session', async () => {
    expect((await post(t, undefined, '/v1/user/order/coordinatesPrice', request({}))).status).toBe(401);
    expect((await post(t, undefined, '/v1/user/order/calculateDropDistances', request({}))).status).toBe(401);
  });
});
