import { sql, type Kysely } from 'kysely';

// What the order list reads of an order's snapshot (payload, ~2 KB of jsonb, compressed): the
// service, the schedule and the stops' cities. Picked out of payload in the list query, each of
// those five reads decompressed the whole payload again (~25 µs of PostgreSQL a row, most of a
// list's database time). `card` keeps them as a small jsonb beside it, computed by PostgreSQL
// whenever payload is written (a stored generated column: no code can let the two disagree).
export async function up(db: Kysely<any>): Promise<void> {
  // jsonb_build_object is only STABLE in general (its arguments may be of any type, whose output
  // may depend on settings); with jsonb arguments alone it depends on them only, so the function
  // that builds the card is declared IMMUTABLE, as a generated column requires.
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

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('card').execute();
  await sql`drop function order_card(jsonb)`.execute(db);
}
