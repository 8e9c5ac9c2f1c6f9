import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceTestApp, addAddress, newCustomer, newSubUser, futureSchedule, type Customer } from './support/service.ts';
import { placeOrder, send, cardToken } from './support/orders.ts';
import type { TestApp } from './support/testApp.ts';

// Team roles: every role against every guarded call, written from the feature request's words and NOT from
// src/schemas/teamRoles.ts: "Viewer (sees orders and tracking), Booker (also requests and pays for
// services), Admin (also manages sub-users)"; the main user above Admin. What a Booker may beyond
// requesting and paying (changing an order: cancel, rate, entry number, documents, tracking links)
// is the README's conservative reading: a Viewer only looks.

type Who = 'viewer' | 'booker' | 'admin' | 'main';
/** What a call does, in the feature request's words; who may do it follows from these alone. */
type Needs = 'sees' | 'requests' | 'pays' | 'changes an order' | 'manages sub-users';

const ALLOWED: Record<Needs, readonly Who[]> = {
  sees: ['viewer', 'booker', 'admin', 'main'],
  requests: ['booker', 'admin', 'main'],
  pays: ['booker', 'admin', 'main'],
  'changes an order': ['booker', 'admin', 'main'],
  'manages sub-users': ['admin', 'main'],
};

const REFUSAL: Record<Exclude<Needs, 'sees'>, RegExp> = {
  requests: /^Viewers cannot request services\./,
  pays: /^Viewers cannot pay for services\./,
  'changes an order': /^Viewers cannot change orders\./,
  'manages sub-users': /^Only the main user and admins can manage sub-users\.$/,
};

interface Call {
  readonly needs: Needs;
  readonly method: string;
  readonly path: () => string;
  readonly body?: () => Promise<unknown> | unknown;
}

describe('team roles: every guarded call for every role (issue 17.4)', () => {
  let t: TestApp;
  let main: Customer;
  const as: Partial<Record<Who, Customer>> = {};
  let unpaid: string;
  let paid: string;
  let pickup: string;
  let booker2: string;

  beforeAll(async () => {
    t = await createServiceTestApp();
    main = await newCustomer(t, 'main@roles.example');
    as.main = main;
    as.viewer = await newSubUser(t, main, 'viewer@roles.example', 'viewer');
    as.booker = await newSubUser(t, main, 'booker@roles.example', 'booker');
    as.admin = await newSubUser(t, main, 'admin@roles.example', 'admin');
    await newSubUser(t, main, 'other-booker@roles.example', 'booker');
    booker2 = (await t.db.selectFrom('accounts').select('id').where('email', '=', 'other-booker@roles.example').executeTakeFirstOrThrow()).id;
    unpaid = (await placeOrder(t, main, { paid: false })).movementId;
    paid = (await placeOrder(t, main)).movementId;
    pickup = (await addAddress(t, main, 'pickup', 'monterrey-nl', 'Roles dock'))._id;
  }, 60_000);
  afterAll(() => t.close());

  const calls: readonly Call[] = [
    { needs: 'sees', method: 'GET', path: () => '/v1/user/order?tab=pending' },
    { needs: 'sees', method: 'GET', path: () => `/v1/user/order/${paid}` },
    { needs: 'sees', method: 'GET', path: () => `/v1/common/locat/operator/${paid}` },
    { needs: 'sees', method: 'POST', path: () => `/v1/common/qr&proof/doc/user/${paid}` },
    { needs: 'sees', method: 'GET', path: () => `/v1/user/order/${paid}/tracking-links` },
    { needs: 'sees', method: 'GET', path: () => '/v1/user/address' },
    { needs: 'sees', method: 'GET', path: () => '/v1/user/profile' },
    { needs: 'sees', method: 'GET', path: () => '/v1/user/notification' },
    { needs: 'requests', method: 'GET', path: () => '/v1/user/order/reference' },
    { needs: 'requests', method: 'POST', path: () => '/v1/user/order/reference/validate', body: () => ({ userReference: 'ROLE1' }) },
    { needs: 'requests', method: 'POST', path: () => '/v1/user/order/coordinatesPrice', body: () => ({}) },
    { needs: 'requests', method: 'POST', path: () => '/v1/user/order/calculateDropDistances', body: () => ({}) },
    {
      needs: 'requests',
      method: 'POST',
      path: () => '/v1/user/order',
      body: () => ({ serviceId: 'northbound', programming: 'Schedule', schedule: futureSchedule() }),
    },
    { needs: 'requests', method: 'POST', path: () => '/v1/user/address', body: () => ({}) },
    { needs: 'requests', method: 'PUT', path: () => `/v1/user/address/${pickup}`, body: () => ({}) },
    { needs: 'requests', method: 'DELETE', path: () => '/v1/user/address/0f8fad5b-d9cb-469f-a165-70867728950e' },
    { needs: 'pays', method: 'POST', path: () => '/v1/user/payPal/order', body: () => ({ movementId: unpaid }) },
    {
      needs: 'pays',
      method: 'POST',
      path: () => '/v1/user/payPal/capture',
      body: async () => ({ movementId: 'not-an-order', idempotencyKey: crypto.randomUUID(), paymentToken: await cardToken(t) }),
    },
    { needs: 'changes an order', method: 'POST', path: () => '/v1/common/cancel/movement/user/not-an-order' },
    { needs: 'changes an order', method: 'POST', path: () => `/v1/user/rating/${paid}`, body: () => ({}) },
    { needs: 'changes an order', method: 'PUT', path: () => `/v1/user/order/entryNum/${paid}`, body: () => ({}) },
    { needs: 'changes an order', method: 'POST', path: () => '/v1/common/qr&proof&doc/not-an-order' },
    { needs: 'changes an order', method: 'POST', path: () => `/v1/user/order/${paid}/tracking-links`, body: () => ({ label: 12 }) },
    { needs: 'changes an order', method: 'DELETE', path: () => `/v1/user/order/${paid}/tracking-links/0f8fad5b-d9cb-469f-a165-70867728950e` },
    { needs: 'manages sub-users', method: 'GET', path: () => '/v1/user/sub/user' },
    { needs: 'manages sub-users', method: 'POST', path: () => '/v1/user/sub/user', body: () => ({}) },
    { needs: 'manages sub-users', method: 'GET', path: () => `/v1/user/sub/user/${booker2}` },
    { needs: 'manages sub-users', method: 'PUT', path: () => `/v1/user/sub/user/${booker2}`, body: () => ({}) },
    { needs: 'manages sub-users', method: 'DELETE', path: () => '/v1/user/sub/user/0f8fad5b-d9cb-469f-a165-70867728950e' },
    { needs: 'manages sub-users', method: 'POST', path: () => `/v1/user/sub/user/${booker2}/invitation` },
  ];

  for (const who of ['viewer', 'booker', 'admin', 'main'] as const) {
    describe(`as ${who === 'main' ? 'the main user' : `a ${who}`}`, () => {
      for (const call of calls) {
        const allowed = ALLOWED[call.needs].includes(who);
        it(`${allowed ? 'may' : 'may not'} ${call.method} ${call.path.toString().replace(/^\(\) => /, '')} (${call.needs})`, async () => {
          const before = await t.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
          const body = call.body === undefined ? undefined : await call.body();
          const res = await send(t, as[who], call.method, call.path(), body);
          if (allowed) {
            // Reached the route itself: any answer but the role's refusal (bad bodies are 4xx of their own).
            expect(res.status, JSON.stringify(res.body)).not.toBe(403);
          } else {
            expect(res.status, JSON.stringify(res.body)).toBe(403);
            expect(res.body.message).toMatch(REFUSAL[call.needs as Exclude<Needs, 'sees'>]);
            const after = await t.db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
            expect(Number(after.n)).toBe(Number(before.n));
          }
        });
      }
    });
  }

  it('a Viewer cannot place an order with a complete, valid body either (403, no order)', async () => {
    const address = await addAddress(t, main, 'drop', 'dallas-tx', 'Viewer drop');
    const res = await send(t, as.viewer, 'POST', '/v1/user/order', {
      serviceId: 'northbound',
      transportationTypeId: 'ftl',
      modeId: 'ftl-dry-van',
      portId: 'colombia-solidarity-bridge',
      specialRequirementIds: [],
      quantities: {},
      pickupAddressIds: [pickup],
      dropAddressIds: [address._id],
      userReference: 'VIEWER1',
      trailerId: 'dry-van-53',
      programming: 'Schedule',
      schedule: futureSchedule(),
    });
    expect(res.status).toBe(403);
    expect(await t.db.selectFrom('orders').select('id').where('user_reference', '=', 'VIEWER1').executeTakeFirst()).toBeUndefined();
  });

  it('a role lowered by the main user counts at the next call, without signing in again', async () => {
    const demoted = await newSubUser(t, main, 'demoted@roles.example', 'booker');
    expect((await send(t, demoted, 'GET', '/v1/user/order/reference')).status).toBe(200);
    const id = (await t.db.selectFrom('accounts').select('id').where('email', '=', demoted.email).executeTakeFirstOrThrow()).id;
    const res = await send(t, main, 'PUT', `/v1/user/sub/user/${id}`, { contactName: 'Demoted', contactNumber: '5511122233', email: demoted.email, role: 'viewer' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await send(t, demoted, 'GET', '/v1/user/order/reference')).status).toBe(403);
  });

  it('the profile says what the account is: owner for the main user, the role for a sub-user', async () => {
    expect((await send(t, main, 'GET', '/v1/user/profile')).body.data.accessLevel).toBe('owner');
    expect((await send(t, as.viewer, 'GET', '/v1/user/profile')).body.data.accessLevel).toBe('viewer');
    expect((await send(t, as.admin, 'GET', '/v1/user/profile')).body.data.accessLevel).toBe('admin');
  });
});

describe('team roles: who may give which role (issue 17.4)', () => {
  let t: TestApp;
  let main: Customer;
  let admin: Customer;
  let adminId: string;
  const PATH = '/v1/user/sub/user';
  const details = (email: string, role?: string) => ({ contactName: 'Pat Lee', contactNumber: '5511122233', email, ...(role ? { role } : {}) });
  const idOf = async (email: string) => (await t.db.selectFrom('accounts').select(['id', 'team_role']).where('email', '=', email).executeTakeFirstOrThrow());

  beforeAll(async () => {
    t = await createServiceTestApp();
    main = await newCustomer(t, 'main@give.example');
    admin = await newSubUser(t, main, 'admin@give.example', 'admin');
    adminId = (await idOf('admin@give.example')).id;
  }, 60_000);
  afterAll(() => t.close());

  it('the main user gives any role, Admin included', async () => {
    const res = await send(t, main, 'POST', PATH, { ...details('new-admin@give.example', 'admin'), password: 'Secret-pass-1' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.role).toBe('admin');
  });

  it('a sub-user created without a role (the spec’s API) is a Booker', async () => {
    const res = await send(t, main, 'POST', PATH, { ...details('plain@give.example'), password: 'Secret-pass-1' });
    expect(res.status).toBe(201);
    expect(res.body.data.role).toBe('booker');
  });

  it('an Admin gives Viewer and Booker, never Admin (403, nobody created)', async () => {
    expect((await send(t, admin, 'POST', PATH, { ...details('v@give.example', 'viewer'), password: 'Secret-pass-1' })).status).toBe(201);
    const res = await send(t, admin, 'POST', PATH, { ...details('a2@give.example', 'admin'), password: 'Secret-pass-1' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('You can only give or manage roles below your own.');
    expect(await t.db.selectFrom('accounts').select('id').where('email', '=', 'a2@give.example').executeTakeFirst()).toBeUndefined();
  });

  it('an Admin cannot raise a Booker to Admin, nor edit or delete another Admin', async () => {
    const booker = await send(t, admin, 'POST', PATH, { ...details('b@give.example', 'booker'), password: 'Secret-pass-1' });
    const raise = await send(t, admin, 'PUT', `${PATH}/${booker.body.data.accountId}`, details('b@give.example', 'admin'));
    expect(raise.status).toBe(403);
    expect((await idOf('b@give.example')).team_role).toBe('booker');
    const otherAdmin = (await idOf('new-admin@give.example')).id;
    expect((await send(t, admin, 'PUT', `${PATH}/${otherAdmin}`, details('new-admin@give.example', 'viewer'))).status).toBe(403);
    expect((await send(t, admin, 'DELETE', `${PATH}/${otherAdmin}`)).status).toBe(403);
    expect((await idOf('new-admin@give.example')).team_role).toBe('admin');
  });

  it('nobody edits their own role: an Admin changing themselves is refused (403, unchanged)', async () => {
    for (const role of ['viewer', 'booker', 'admin']) {
      const res = await send(t, admin, 'PUT', `${PATH}/${adminId}`, details('admin@give.example', role));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('You cannot change your own role or details here. Ask the main user.');
    }
    expect((await idOf('admin@give.example')).team_role).toBe('admin');
  });

  it('the main user has no sub-user record to edit (404) and a made-up role is a 400', async () => {
    const mainId = (await idOf('main@give.example')).id;
    expect((await send(t, main, 'PUT', `${PATH}/${mainId}`, details('main@give.example', 'viewer'))).status).toBe(404);
    const res = await send(t, main, 'POST', PATH, { ...details('x@give.example', 'owner'), password: 'Secret-pass-1' });
    expect(res.status).toBe(400);
    expect(res.body.errors.role).toBe('Please choose a role: Viewer, Booker or Admin.');
  });
});
