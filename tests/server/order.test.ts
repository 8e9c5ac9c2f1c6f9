import { Schema } from 'effect';
import { Messages } from '../../src/schemas/messages.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Address } from '../../src/schemas/addressBody.ts';
import { Envelope } from '../../src/schemas/envelope.ts';
import { MOVEMENT_ID_PATTERN, Order } from '../../src/schemas/order.ts';
import { json, type TestApp } from './support/testApp.ts';
import { addAddress, addressBody, createServiceTestApp, futureSchedule, get, newCustomer, newSubUser, post, type Customer } from './support/service.ts';

describe('orders /v1/user/order', () => {
  let t: TestApp;
  let ana: Customer;
  let bo: Customer;
  let pickup: Address;
  let drop: Address;
  const year = new Date().getUTCFullYear() % 100;

  beforeAll(async () => {
    t = await createServiceTestApp();
    ana = await newCustomer(t, 'ana@orders.example');
    bo = await newCustomer(t, 'bo@orders.example');
    pickup = await addAddress(t, ana, 'pickup', 'monterrey-nl', 'Planta Apodaca');
    drop = await addAddress(t, ana, 'drop', 'dallas-tx', 'DFW Crossdock');
  });
  afterAll(() => t.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    serviceId: 'northbound',
    transportationTypeId: 'ftl',
    modeId: 'ftl-dry-van',
    portId: 'colombia-solidarity-bridge',
    specialRequirementIds: ['straps', 'hazmat-driver'],
    quantities: { straps: 4 },
    pickupAddressIds: [pickup._id],
    dropAddressIds: [drop._id],
    userReference: 'PO1001',
    trailerId: 'dry-van-53',
    programming: 'Schedule',
    schedule: futureSchedule(),
    ...overrides,
  });

  let created: Order;

  it('POST creates the order with the server price (a client price is ignored): 201', async () => {
    const { status, body: answer } = await post(t, ana, '/v1/user/order', body({ total: 1, price: 1, quote: { total: 1 }, amount: 1 }));
    expect(status, JSON.stringify(answer)).toBe(201);
    const decoded = Schema.decodeUnknownSync(Envelope(Order))(answer);
    expect(decoded.statusCode).toBe(201);
    expect(decoded.message).toBe('Order created successfully');
    created = decoded.data;
    expect(created).toEqual({
      movementId: expect.stringMatching(new RegExp(`^CC${String(year).padStart(2, '0')}\\d{6}$`)),
      status: 'NewAssignments',
      paymentStatus: 'unpaid',
      // Unpaid orders are cancelled 48 hours after they were placed.
      payBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      userReference: 'PO1001',
      service: { _id: 'northbound', title: 'Northbound Service' },
      transportationType: { _id: 'ftl', title: 'FTL' },
      mode: { _id: 'ftl-dry-van', title: 'Dry Van' },
      port: { _id: 'colombia-solidarity-bridge', title: 'Colombia Solidarity Bridge' },
      trailer: { _id: 'dry-van-53', title: '53 ft dry van trailer' },
      // Catalog order, whatever order the client sent.
      specialRequirements: [
        { _id: 'straps', title: 'Straps' },
        { _id: 'hazmat-driver', title: 'Hazmat certified driver' },
      ],
      quantities: { straps: 4 },
      programming: 'Schedule',
      schedule: futureSchedule(),
      pickups: [pickup],
      drops: [drop],
      quote: expect.objectContaining({ total: 204_400, currency: 'USD' }),
      distances: { legs: [{ fromId: pickup._id, toId: drop._id, fromLabel: 'Planta Apodaca, Monterrey', toLabel: 'DFW Crossdock, Dallas', km: 859 }], totalKm: 859 },
      entryNum: null,
      rating: null,
      carrier: null,
      statusHistory: [{ status: 'NewAssignments', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) }],
      // Not in transit, so no arrival estimate; not late.
      estimatedArrival: null,
      delays: [],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(created.statusHistory[0]!.at).toBe(created.createdAt);
    const row = await t.db.selectFrom('orders').select(['total_cents', 'company_id', 'currency']).where('movement_id', '=', created.movementId).executeTakeFirstOrThrow();
    expect(row).toEqual({ total_cents: 204_400, company_id: ana.companyId, currency: 'USD' });
  });

  it('GET answers the order; an address edited later does not change it', async () => {
    await t.app.request(`/v1/user/address/${pickup._id}`, json(addressBody('pickup', 'saltillo-coah', 'Renamed'), 'PUT', ana.headers));
    expect(await get(t, ana, `/v1/user/order/${created.movementId}`)).toEqual({
      status: 200,
      body: { statusCode: 200, message: 'Order fetched successfully', data: created },
    });
  });

  it('another company gets 404 "Order not found"; so do unknown and malformed ids', async () => {
    const notFound = { status: 404, body: { statusCode: 404, message: 'Order not found' } };
    expect(await get(t, bo, `/v1/user/order/${created.movementId}`)).toEqual(notFound);
    expect(await get(t, ana, '/v1/user/order/CC99999999')).toEqual(notFound);
    expect(await get(t, ana, '/v1/user/order/not-an-id')).toEqual(notFound);
  });

  it('a sub-user sees the company orders', async () => {
    const sub = await newSubUser(t, ana, 'sub@orders.example');
    expect((await get(t, sub, `/v1/user/order/${created.movementId}`)).body.data).toEqual(created);
  });

  it('movement ids follow CC + yy + a 6-digit sequence of the year, also under concurrency', async () => {
    const first = Number(created.movementId.slice(4));
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => post(t, ana, '/v1/user/order', body({ userReference: `SEQ${n}`, programming: 'Instant', schedule: undefined }))),
    );
    for (const r of results) expect(r.status).toBe(201);
    const ids = results.map((r) => r.body.data.movementId as string).sort();
    for (const id of ids) expect(id).toMatch(MOVEMENT_ID_PATTERN);
    expect(ids.map((id) => Number(id.slice(4)))).toEqual([first + 1, first + 2, first + 3, first + 4, first + 5]);
    expect(results[0]!.body.data.schedule).toBeNull();
    expect(results[0]!.body.data.programming).toBe('Instant');
    const sequence = await t.db.selectFrom('movement_sequences').selectAll().execute();
    expect(sequence).toEqual([{ year: new Date().getUTCFullYear(), last: first + 5 }]);
  });

  it('[guard.admin-verification] an account not verified by the admin gets 403 with the spec message', async () => {
    const unverified = await newCustomer(t, 'new@orders.example', { verified: false });
    expect(await post(t, unverified, '/v1/user/order', body())).toEqual({
      status: 403,
      body: { statusCode: 403, message: 'You are not verified by the admin. Please contact the admin for assistanc' },
    });
    expect(await t.db.selectFrom('orders').select('id').where('company_id', '=', unverified.companyId).execute()).toEqual([]);
  });

  it('[val.service.reference] a used reference is a 409, letter case ignored; another company may use it', async () => {
    const duplicate = { status: 409, body: { statusCode: 409, message: 'This reference is already used by another of your orders.', errors: { userReference: 'This reference is already used by another of your orders.' } } };
    expect(await post(t, ana, '/v1/user/order', body({ userReference: 'po1001' }))).toEqual(duplicate);
    expect(await post(t, ana, '/v1/user/order/reference/validate', { userReference: 'PO1001' })).toEqual(duplicate);
    expect(await post(t, ana, '/v1/user/order/reference/validate', { userReference: 'Po1001' })).toEqual(duplicate);

    const boPickup = await addAddress(t, bo, 'pickup', 'nuevo-laredo-tamps');
    const boDrop = await addAddress(t, bo, 'drop', 'houston-tx');
    expect(await post(t, bo, '/v1/user/order/reference/validate', { userReference: 'PO1001' })).toEqual({
      status: 200,
      body: { statusCode: 200, message: 'This reference is available.', data: { available: true } },
    });
    expect((await post(t, bo, '/v1/user/order', body({ pickupAddressIds: [boPickup._id], dropAddressIds: [boDrop._id] }))).status).toBe(201);
  });

  it('[val.service.reference] two orders racing for one reference: one 201, one 409', async () => {
    const [a, b] = await Promise.all([post(t, ana, '/v1/user/order', body({ userReference: 'RACE1' })), post(t, ana, '/v1/user/order', body({ userReference: 'RACE1' }))]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
  });

  it('[val.service.reference] GET reference suggests a fresh 10-character uppercase alphanumeric reference', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const { status, body: answer } = await get(t, ana, '/v1/user/order/reference');
      expect(status).toBe(200);
      expect(answer.message).toBe('Reference generated successfully');
      expect(answer.data.reference).toMatch(/^[A-Z0-9]{10}$/);
      seen.add(answer.data.reference);
      expect((await post(t, ana, '/v1/user/order/reference/validate', { userReference: answer.data.reference })).status).toBe(200);
    }
    expect(seen.size).toBe(5);
  });

  it('[val.service.reference] the reference check refuses a blank or malformed reference with the form messages', async () => {
    expect(await post(t, ana, '/v1/user/order/reference/validate', { userReference: ' ' })).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'user reference is required', errors: { userReference: 'user reference is required' } },
    });
    expect(await post(t, ana, '/v1/user/order/reference/validate', { userReference: 'PO-12345678' })).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'user reference must be at most 10 letters or digits', errors: { userReference: 'user reference must be at most 10 letters or digits' } },
    });
  });

  it('[val.service.reference] [val.service.trailer] [val.service.programming] an empty body gives every message at once', async () => {
    const { status, body: answer } = await post(t, ana, '/v1/user/order', {});
    expect(status).toBe(400);
    expect(answer.errors).toEqual({
      serviceId: 'type of service is required',
      transportationTypeId: 'type of transportation is required',
      modeId: 'mode is required',
      portId: 'port is required',
      pickupAddressIds: 'Please select at least one pickup address.',
      dropAddressIds: 'Please select at least one drop address.',
      userReference: 'user reference is required',
      trailerId: 'trailer is required',
      programming: 'Please select programming.',
    });
  });

  it('[val.service.programming] "Select option" is no programming; Schedule needs a date and a time in the future', async () => {
    expect((await post(t, ana, '/v1/user/order', body({ userReference: 'PROG1', programming: 'Select option' }))).body.errors).toEqual({ programming: 'Please select programming.' });
    expect((await post(t, ana, '/v1/user/order', body({ userReference: 'PROG2', schedule: undefined }))).body.errors).toEqual({
      'schedule.date': 'schedule date is required',
      'schedule.time': 'schedule time is required',
    });
    expect(await post(t, ana, '/v1/user/order', body({ userReference: 'PROG3', schedule: { date: '2020-01-01', time: '08:00' } }))).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'The schedule must be in the future.', errors: { 'schedule.date': 'The schedule must be in the future.' } },
    });
  });

  it('[val.service.trailer] an unknown trailer and unknown ids are 400 with field errors; nothing is created', async () => {
    const before = await t.db.selectFrom('orders').select('id').execute();
    expect(await post(t, ana, '/v1/user/order', body({ userReference: 'BAD1', trailerId: 'hovercraft', portId: 'atlantis', dropAddressIds: ['f3a1c3de-0000-4000-8000-000000000000'] }))).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        message: 'Please select a trailer from the list.',
        errors: {
          trailerId: 'Please select a trailer from the list.',
          portId: 'Please select a port from the list.',
          'dropAddressIds.0': 'This address is not in your address book.',
        },
      },
    });
    expect(await t.db.selectFrom('orders').select('id').execute()).toHaveLength(before.length);
  });

  it('[val.service.quantities] a chosen securing equipment needs its quantity', async () => {
    expect((await post(t, ana, '/v1/user/order', body({ userReference: 'QTY1', quantities: {} }))).body).toEqual({
      statusCode: 400,
      message: 'Please select quantity for straps.',
      errors: { 'quantities.straps': 'Please select quantity for straps.' },
    });
  });

  it('the route fits the service: Northbound picks up in Mexico and delivers to the US, Southbound the other way (issue 18.5)', async () => {
    const before = await t.db.selectFrom('orders').select('id').execute();
    const queretaro = await addAddress(t, ana, 'drop', 'queretaro-qro', 'Bodega Querétaro');
    const laredo = await addAddress(t, ana, 'pickup', 'laredo-tx', 'Laredo Yard');
    const northboundMessage = 'Northbound Service delivers to the United States: please choose drop addresses in the United States.';
    // Monterrey to Querétaro, both in Mexico: not a Northbound order.
    expect(await post(t, ana, '/v1/user/order', body({ userReference: 'ROUTE1', dropAddressIds: [queretaro._id] }))).toEqual({
      status: 400,
      body: { statusCode: 400, message: northboundMessage, errors: { dropAddressIds: northboundMessage } },
    });
    // Southbound from Monterrey (Mexico) to Dallas (US): both sides are wrong.
    expect((await post(t, ana, '/v1/user/order', body({ userReference: 'ROUTE2', serviceId: 'southbound' }))).body).toEqual({
      statusCode: 400,
      message: 'Southbound Service picks up in the United States: please choose pickup addresses in the United States.',
      errors: {
        pickupAddressIds: 'Southbound Service picks up in the United States: please choose pickup addresses in the United States.',
        dropAddressIds: 'Southbound Service delivers to Mexico: please choose drop addresses in Mexico.',
      },
    });
    expect(await t.db.selectFrom('orders').select('id').execute()).toHaveLength(before.length);
    // Southbound from Laredo (US) to Querétaro (Mexico) fits.
    expect((await post(t, ana, '/v1/user/order', body({ userReference: 'ROUTE3', serviceId: 'southbound', pickupAddressIds: [laredo._id], dropAddressIds: [queretaro._id] }))).status).toBe(201);
  });

  it('options fit each other: no reefer trailer or temperature log with a Dry Van (issue 18.5); nothing is created', async () => {
    const before = await t.db.selectFrom('orders').select('id').execute();
    const trailerMessage = '53 ft reefer trailer does not fit Dry Van. Choose a trailer and special requirements made for Dry Van.';
    const logMessage = 'Temperature log does not fit Dry Van. Choose a trailer and special requirements made for Dry Van.';
    expect(trailerMessage).toBe(Messages.optionDoesNotFit('53 ft reefer trailer', 'Dry Van'));
    expect(await post(t, ana, '/v1/user/order', body({ userReference: 'FIT1', trailerId: 'reefer-53', specialRequirementIds: ['straps', 'temperature-log'] }))).toEqual({
      status: 400,
      body: { statusCode: 400, message: trailerMessage, errors: { trailerId: trailerMessage, 'specialRequirementIds.1': logMessage } },
    });
    // The reverse: a dry van trailer with a Reefer.
    const reverse = await post(t, ana, '/v1/user/order', body({ userReference: 'FIT2', modeId: 'ftl-reefer', trailerId: 'dry-van-53' }));
    expect(reverse.status).toBe(400);
    expect(reverse.body.errors).toEqual({ trailerId: Messages.optionDoesNotFit('53 ft dry van trailer', 'Reefer') });
    expect(await t.db.selectFrom('orders').select('id').execute()).toHaveLength(before.length);
    // Made for each other, or fitting any mode: accepted.
    expect((await post(t, ana, '/v1/user/order', body({ userReference: 'FIT3', modeId: 'ftl-reefer', trailerId: 'reefer-53', specialRequirementIds: ['temperature-log'], quantities: {} }))).status).toBe(201);
    expect((await post(t, ana, '/v1/user/order', body({ userReference: 'FIT4', trailerId: 'customer-provided' }))).status).toBe(201);
  });

  it('needs a live session', async () => {
    expect((await post(t, undefined, '/v1/user/order', body())).status).toBe(401);
    expect((await get(t, undefined, `/v1/user/order/${created.movementId}`)).status).toBe(401);
    expect((await get(t, undefined, '/v1/user/order/reference')).status).toBe(401);
  });
});
