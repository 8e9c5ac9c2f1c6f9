import { sql, type Kysely } from 'kysely';

// The order list's card (migration 0018) in the shape the list answers: `pickups` and `drops` as
// `[{"addressDetails": {"city": …}}]`, no longer as lists of cities, so the list query writes each
// order's summary as JSON text itself (server/service/orders.ts) and the API neither parses the
// card nor writes it again. Under load the API is the list's bottleneck (one thread against
// PostgreSQL's several processes): reading 12 columns of 10 rows, two of them JSON, and writing
// them out again was a quarter of its CPU per list.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('card').execute();
  await sql`drop function order_card(jsonb)`.execute(db);
  // IMMUTABLE for the generated column (see 0018): with jsonb arguments alone, it depends on them only.
  // order_card finds order_card_stops through the search path it was created with, so a restore
  // (which empties the search path) still computes the column.
  await sql`
    create function order_card_stops(stops jsonb) returns jsonb language sql immutable parallel safe as $$
      select coalesce(jsonb_agg(jsonb_build_object('addressDetails', jsonb_build_object('city', stop -> 'addressDetails' -> 'city')) order by position), '[]'::jsonb)
      from jsonb_array_elements(coalesce(stops, '[]'::jsonb)) with ordinality as s(stop, position)
    $$`.execute(db);
  await sql`
    create function order_card(payload jsonb) returns jsonb language sql immutable parallel safe
    set search_path from current as $$
      select jsonb_build_object(
        'service', payload -> 'service',
        'programming', payload -> 'programming',
        'schedule', payload -> 'schedule',
        'pickups', order_card_stops(payload -> 'pickups'),
        'drops', order_card_stops(payload -> 'drops'))
    $$`.execute(db);
  await sql`alter table orders add column card jsonb generated always as (order_card(payload)) stored`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('card').execute();
  await sql`drop function order_card(jsonb)`.execute(db);
  await sql`drop function order_card_stops(jsonb)`.execute(db);
  await sql`
    create function order_card(payload jsonb) returns jsonb language sql immutable parallel safe as $$
      select jsonb_build_object(
        'service', payload->'service',
        'programming', payload->'programming',
        'schedule', payload->'schedule',
        'pickupCities', jsonb_path_query_array(payload, '$.pickups[*].addressDetails.city'),
        'dropCities', jsonb_path_query_array(payload, '$.drops[*].addressDetails.city'))
    $$`.execute(db);
  await sql`alter table orders add column card jsonb generated always as (order_card(payload)) stored`.execute(db);
}
