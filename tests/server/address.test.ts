import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Address } from '../../src/schemas/addressBody.ts';
import { Envelope, ListData } from '../../src/schemas/envelope.ts';
import { placeOrder } from './support/orders.ts';
import { json, type TestApp } from './support/testApp.ts';
import { addAddress, addressBody, createServiceTestApp, get, newCustomer, newSubUser, post, type Customer } from './support/service.ts';

describe('address book /v1/user/address', () => {
  let t: TestApp;
  let ana: Customer;
  let bo: Customer;
  beforeAll(async () => {
    t = await createServiceTestApp();
    ana = await newCustomer(t, 'ana@address.example');
    bo = await newCustomer(t, 'bo@other.example');
  });
  afterAll(() => t.close());

  const put = async (customer: Customer, id: string, body: unknown) => {
    const res = await t.app.request(`/v1/user/address/${id}`, json(body, 'PUT', customer.headers));
    return { status: res.status, body: await res.json() };
  };

  it('needs a live session', async () => {
    expect((await post(t, undefined, '/v1/user/address', addressBody('pickup', 'laredo-tx'))).status).toBe(401);
    expect((await get(t, undefined, '/v1/user/address')).status).toBe(401);
  });

  it('POST answers 201 with the address; the server fills the city, state, country and coordinates from the city', async () => {
    const { status, body } = await post(t, ana, '/v1/user/address', {
      ...addressBody('pickup', 'monterrey-nl', ' Planta Apodaca '),
      // Client-sent location fields are not the server's source: ignored.
      addressDetails: { buildinName: ' Planta Apodaca ', street: 'Av. Miguel Alemán 100', postalCode: '66600', cityId: 'monterrey-nl', latitude: 0, country: 'US' },
    });
    expect(status).toBe(201);
    const created = Schema.decodeUnknownSync(Envelope(Address))(body);
    expect(created).toEqual({
      statusCode: 201,
      message: 'Address saved successfully',
      data: {
        _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        type: 'pickup',
        addressDetails: {
          buildinName: 'Planta Apodaca',
          street: 'Av. Miguel Alemán 100',
          postalCode: '66600',
          city: 'Monterrey',
          state: 'Nuevo León',
          country: 'MX',
          latitude: 25.6866,
          longitude: -100.3161,
          cityId: 'monterrey-nl',
        },
        contactDetails: { contactName: 'Dock Manager', contactNumber: '5551234567' },
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
  });

  it('[val.address] POST gives every required message at once', async () => {
    expect(await post(t, ana, '/v1/user/address', {})).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        message: 'type is required',
        errors: {
          type: 'type is required',
          'addressDetails.buildinName': 'building-name is required',
          'addressDetails.street': 'street is required',
          'addressDetails.postalCode': 'postal-code is required',
          'addressDetails.cityId': 'city is required',
          'contactDetails.contactName': 'contact-name is required',
          'contactDetails.contactNumber': 'contact-number is required',
        },
      },
    });
  });

  it('[val.address] POST refuses a contact number that is not 10 digits, a bad type and an unknown city', async () => {
    const bad = addressBody('pickup', 'laredo-tx');
    expect(await post(t, ana, '/v1/user/address', { ...bad, type: 'depot', contactDetails: { contactName: 'Ana', contactNumber: '555-123' } })).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        message: "type must be 'pickup' or 'drop'",
        errors: { type: "type must be 'pickup' or 'drop'", 'contactDetails.contactNumber': 'Invalid contact number format' },
      },
    });
    expect(await post(t, ana, '/v1/user/address', addressBody('drop', 'atlantis'))).toEqual({
      status: 400,
      body: { statusCode: 400, message: 'Please select a city from the list.', errors: { 'addressDetails.cityId': 'Please select a city from the list.' } },
    });
  });

  it('GET lists the company addresses newest first, filtered by type, paginated (default limit 50)', async () => {
    const t2 = await createServiceTestApp({ database: t.database });
    const carla = await newCustomer(t2, 'carla@list.example');
    const p1 = await addAddress(t2, carla, 'pickup', 'laredo-tx', 'P1');
    const d1 = await addAddress(t2, carla, 'drop', 'dallas-tx', 'D1');
    const p2 = await addAddress(t2, carla, 'pickup', 'nuevo-laredo-tamps', 'P2');
    const p3 = await addAddress(t2, carla, 'pickup', 'saltillo-coah', 'P3');

    const all = await get(t2, carla, '/v1/user/address');
    expect(all.status).toBe(200);
    const list = Schema.decodeUnknownSync(Envelope(ListData(Address)))(all.body).data;
    expect(list.response.map((a) => a._id)).toEqual([p3._id, p2._id, d1._id, p1._id]);
    expect(list.pagination).toEqual({ page: 1, limit: 50, total: 4, totalPages: 1 });

    const pickups = await get(t2, carla, '/v1/user/address?type=pickup&page=2&limit=2');
    expect(pickups.body.data.response.map((a: Address) => a._id)).toEqual([p1._id]);
    expect(pickups.body.data.pagination).toEqual({ page: 2, limit: 2, total: 3, totalPages: 2 });
    const drops = await get(t2, carla, '/v1/user/address?type=drop');
    expect(drops.body.data.response).toEqual([d1]);

    expect(await get(t2, carla, '/v1/user/address?type=depot')).toEqual({
      status: 400,
      body: { statusCode: 400, message: "type must be 'pickup' or 'drop'", errors: { type: "type must be 'pickup' or 'drop'" } },
    });
    expect((await get(t2, carla, '/v1/user/address?limit=0')).status).toBe(400);
  });

  it('GET and PUT one address; PUT answers the updated address', async () => {
    const address = await addAddress(t, ana, 'drop', 'houston-tx', 'Warehouse 9');
    expect(await get(t, ana, `/v1/user/address/${address._id}`)).toEqual({
      status: 200,
      body: { statusCode: 200, message: 'Address fetched successfully', data: address },
    });
    const updated = await put(ana, address._id, {
      ...addressBody('drop', 'san-antonio-tx', 'Warehouse 10'),
      contactDetails: { contactName: 'Night Shift', contactNumber: '2105550000' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe('Address updated successfully');
    expect(updated.body.data).toEqual({
      ...address,
      addressDetails: { ...address.addressDetails, buildinName: 'Warehouse 10', city: 'San Antonio', state: 'Texas', latitude: 29.4241, longitude: -98.4936, cityId: 'san-antonio-tx' },
      contactDetails: { contactName: 'Night Shift', contactNumber: '2105550000' },
    });
    expect((await get(t, ana, `/v1/user/address/${address._id}`)).body.data).toEqual(updated.body.data);
  });

  it('[val.address] PUT validates like POST', async () => {
    const address = await addAddress(t, ana, 'pickup', 'laredo-tx');
    expect(await put(ana, address._id, { ...addressBody('pickup', 'laredo-tx'), addressDetails: { buildinName: '', street: 'x', postalCode: '', cityId: 'laredo-tx' } })).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        message: 'building-name is required',
        errors: { 'addressDetails.buildinName': 'building-name is required', 'addressDetails.postalCode': 'postal-code is required' },
      },
    });
  });

  it('another company cannot see, list or change the address: 404', async () => {
    const address = await addAddress(t, ana, 'pickup', 'el-paso-tx', 'Secret yard');
    expect(await get(t, bo, `/v1/user/address/${address._id}`)).toEqual({ status: 404, body: { statusCode: 404, message: 'Address not found' } });
    expect(await put(bo, address._id, addressBody('pickup', 'laredo-tx'))).toEqual({ status: 404, body: { statusCode: 404, message: 'Address not found' } });
    const list = await get(t, bo, '/v1/user/address');
    expect(list.body.data.response.map((a: Address) => a._id)).not.toContain(address._id);
    expect((await get(t, ana, `/v1/user/address/${address._id}`)).body.data.addressDetails.buildinName).toBe('Secret yard');
    // Not a uuid at all: the same 404, never a database error.
    expect(await get(t, ana, '/v1/user/address/not-a-uuid')).toEqual({ status: 404, body: { statusCode: 404, message: 'Address not found' } });
  });

  it('every account of the company shares the address book', async () => {
    const sub = await newSubUser(t, ana, 'sub@address.example');
    const byMain = await addAddress(t, ana, 'drop', 'tijuana-bc', 'Shared');
    expect((await get(t, sub, `/v1/user/address/${byMain._id}`)).status).toBe(200);
    const bySub = await addAddress(t, sub, 'drop', 'san-diego-ca', 'From sub');
    const list = await get(t, ana, '/v1/user/address?type=drop');
    expect(list.body.data.response.map((a: Address) => a._id)).toEqual(expect.arrayContaining([byMain._id, bySub._id]));
  });

  describe('DELETE /v1/user/address/{id} (issue 18.7)', () => {
    const del = async (customer: Customer | undefined, id: string) => {
      const res = await t.app.request(`/v1/user/address/${id}`, { method: 'DELETE', headers: customer?.headers ?? {} });
      return { status: res.status, body: await res.json() };
    };

    it('needs a live session', async () => {
      const address = await addAddress(t, ana, 'pickup', 'laredo-tx', 'Keep me');
      expect((await del(undefined, address._id)).status).toBe(401);
      expect((await get(t, ana, `/v1/user/address/${address._id}`)).status).toBe(200);
    });

    it('deletes the company’s address: gone from the book and the list', async () => {
      const address = await addAddress(t, ana, 'drop', 'laredo-tx', 'Old yard');
      expect(await del(ana, address._id)).toEqual({ status: 200, body: { statusCode: 200, message: 'Address deleted successfully', data: null } });
      expect((await get(t, ana, `/v1/user/address/${address._id}`)).status).toBe(404);
      const list = await get(t, ana, '/v1/user/address?type=drop');
      expect(list.body.data.response.map((a: Address) => a._id)).not.toContain(address._id);
      expect(await del(ana, address._id)).toEqual({ status: 404, body: { statusCode: 404, message: 'Address not found' } });
    });

    it('another company’s address or a malformed id: 404, and nothing is deleted', async () => {
      const address = await addAddress(t, ana, 'pickup', 'el-paso-tx', 'Not yours');
      expect(await del(bo, address._id)).toEqual({ status: 404, body: { statusCode: 404, message: 'Address not found' } });
      expect((await get(t, ana, `/v1/user/address/${address._id}`)).status).toBe(200);
      expect(await del(ana, 'not-a-uuid')).toEqual({ status: 404, body: { statusCode: 404, message: 'Address not found' } });
    });

    it('a sub-user of the company deletes from the shared book', async () => {
      const sub = await newSubUser(t, ana, 'sub.delete@address.example');
      const address = await addAddress(t, ana, 'pickup', 'laredo-tx', 'Shared yard');
      expect((await del(sub, address._id)).status).toBe(200);
    });
  });

  describe('an address used by an order (issue 18.7)', () => {
    it('is deleted from the book; the order keeps its snapshot', async () => {
      const customer = await newCustomer(t, 'orders@address.example');
      const order = await placeOrder(t, customer, { paid: false });
      const pickupId = order.pickups[0]!._id;
      const res = await t.app.request(`/v1/user/address/${pickupId}`, { method: 'DELETE', headers: customer.headers });
      expect(res.status).toBe(200);
      const again = await get(t, customer, `/v1/user/order/${order.movementId}`);
      expect(again.status).toBe(200);
      expect(again.body.data.pickups).toEqual(order.pickups);
    });
  });
});
