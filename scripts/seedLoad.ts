// The benchmark's data: the demo customer with many orders and notifications, inserted in a few
// set-based statements (10k orders in about a second) from one order made through the real API.
import { sql, type Kysely } from 'kysely';
import { ORDER_STATUSES } from '../src/schemas/orderStatus.ts';
import { loadConfig } from '../server/config.ts';
import { createApp } from '../server/createApp.ts';
import type { Database } from '../server/db/Database.ts';
import { DEMO_CUSTOMER } from '../server/db/seedDemo.ts';
import type { Logger } from '../server/Logger.ts';

export interface LoadSeed {
  readonly orders: number;
  readonly notifications: number;
}

/** The order the benchmark creates over and over (the wizard's choice, addresses of the demo customer). */
export const benchOrderBody = (pickupId: string, dropId: string, userReference: string) => ({
  serviceId: 'northbound',
  transportationTypeId: 'ftl',
  modeId: 'ftl-dry-van',
  portId: 'colombia-solidarity-bridge',
  specialRequirementIds: ['straps', 'hazmat-driver'],
  quantities: { straps: 4 },
  pickupAddressIds: [pickupId],
  dropAddressIds: [dropId],
  userReference,
  trailerId: 'dry-van-53',
  programming: 'Instant',
});

const silent: Logger = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Gives the seeded demo customer `orders` orders (copies of one real order, one minute apart,
 * spread over every status) and `notifications` notifications, then ANALYZEs. Needs migrations,
 * the catalog and the demo customer.
 */
export async function seedLoad(db: Kysely<Database>, seed: LoadSeed): Promise<void> {
  const app = createApp({ db, config: loadConfig({ NODE_ENV: 'test' }), log: silent });
  const call = async (path: string, body: unknown, token?: string): Promise<any> => {
    const res = await app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token !== undefined ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { data?: any; message?: string };
    if (res.status >= 300) throw new Error(`seed: ${path} answered ${res.status}: ${answer.message ?? ''}`);
    return answer.data;
  };
  const { accessToken } = await call('/v1/user/auth/logIn', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password });
  const address = (type: 'pickup' | 'drop', cityId: string) => ({
    type,
    addressDetails: { buildinName: `Seed ${type}`, street: '1 Seed St', postalCode: '78045', cityId },
    contactDetails: { contactName: 'Seed', contactNumber: '5550000000' },
  });
  const pickup = await call('/v1/user/address', address('pickup', 'monterrey-nl'), accessToken);
  const drop = await call('/v1/user/address', address('drop', 'dallas-tx'), accessToken);
  const template = await call('/v1/user/order', benchOrderBody(pickup._id, drop._id, 'SEEDTPL'), accessToken);

  // Year 20 movement ids (CC20nnnnnn) cannot meet this year's sequence; references S1, S2, …
  const statuses = sql.join(ORDER_STATUSES.map((s) => sql.lit(s)));
  await sql`
    insert into orders (movement_id, company_id, created_by, user_reference, status, payment_status, payload, quote, distances,
                        total_cents, currency, status_history, created_at, updated_at)
    select 'CC20' || lpad(g::text, 6, '0'), t.company_id, t.created_by, 'S' || g, s.status, t.payment_status, t.payload, t.quote, t.distances,
           t.total_cents, t.currency, jsonb_build_array(jsonb_build_object('status', s.status, 'at', now())),
           now() - make_interval(mins => g), now() - make_interval(mins => g)
    from orders t, generate_series(1, ${seed.orders}::int) g,
         lateral (select (array[${statuses}])[1 + (g % ${ORDER_STATUSES.length}::int)] as status) s
    where t.movement_id = ${template.movementId as string}`.execute(db);
  await sql`
    insert into notifications (company_id, title, redirect_id, created_at)
    select o.company_id, 'Order ' || o.movement_id || ' update', o.movement_id, o.created_at
    from orders o where o.company_id = (select company_id from orders where movement_id = ${template.movementId as string})
    order by o.created_at desc limit ${seed.notifications}::int`.execute(db);
  // Statistics as autovacuum would leave them (PGlite has none).
  await sql`analyze`.execute(db);
}
