import { sql, type Kysely } from 'kysely';

// Service requests: the catalog the wizard chooses from, the pricing inputs, the company address
// book, orders (movements) with their per-year sequence, and card payments.
// Catalog ids are stable text slugs (seeded by seedCatalog.ts); money is integer US cents.
export async function up(db: Kysely<any>): Promise<void> {
  const cents = (name: string) => sql.raw(`${name} >= 0`);

  await db.schema
    .createTable('types_of_service')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('types_of_service_price_check', cents('price_cents'))
    .execute();

  await db.schema
    .createTable('transportation_types')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('transportation_types_price_check', cents('price_cents'))
    .execute();

  // A mode belongs to one type of transportation (FTL Dry Van and LTL Dry Van are priced apart).
  await db.schema
    .createTable('modes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('transportation_type_id', 'text', (col) => col.notNull().references('transportation_types.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('modes_price_check', cents('price_cents'))
    .execute();
  await db.schema.createIndex('modes_transportation_type_idx').on('modes').column('transportation_type_id').execute();

  await db.schema
    .createTable('ports')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('securing_equipment')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('unit_price_cents', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('securing_equipment_key_check', sql`key in ('chains', 'straps', 'tarps')`)
    .addCheckConstraint('securing_equipment_price_check', cents('unit_price_cents'))
    .execute();

  await db.schema
    .createTable('trailers')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('cities')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('cities_country_check', sql`country in ('US', 'MX')`)
    .addCheckConstraint('cities_coordinates_check', sql`latitude between -90 and 90 and longitude between -180 and 180`)
    .execute();

  // A null service / transportation type means "applies to all"; so do no rows in
  // special_requirement_ports. equipment_key links Chains, Straps and Tarps to their unit price.
  await db.schema
    .createTable('special_requirements')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('equipment_key', 'text', (col) => col.references('securing_equipment.key').unique())
    .addColumn('service_id', 'text', (col) => col.references('types_of_service.id').onDelete('cascade'))
    .addColumn('transportation_type_id', 'text', (col) => col.references('transportation_types.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('special_requirements_price_check', cents('price_cents'))
    .execute();

  await db.schema
    .createTable('special_requirement_ports')
    .addColumn('special_requirement_id', 'text', (col) => col.notNull().references('special_requirements.id').onDelete('cascade'))
    .addColumn('port_id', 'text', (col) => col.notNull().references('ports.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('special_requirement_ports_pkey', ['special_requirement_id', 'port_id'])
    .execute();

  // A priced circle: an address within radius_km of the centre lies in the zone.
  await db.schema
    .createTable('zones')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .addColumn('radius_km', 'double precision', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('zones_radius_check', sql`radius_km > 0`)
    .addCheckConstraint('zones_price_check', cents('price_cents'))
    .execute();

  // One row (id is always true).
  await db.schema
    .createTable('pricing_settings')
    .addColumn('id', 'boolean', (col) => col.primaryKey().defaultTo(true))
    .addColumn('base_price_cents', 'integer', (col) => col.notNull())
    .addColumn('per_address_price_cents', 'integer', (col) => col.notNull())
    .addCheckConstraint('pricing_settings_single_row', sql`id`)
    .addCheckConstraint('pricing_settings_price_check', sql`base_price_cents >= 0 and per_address_price_cents >= 0`)
    .execute();

  // The company's address book; seq keeps "newest first" exact where created_at ties.
  await db.schema
    .createTable('addresses')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('seq', 'bigint', (col) => col.notNull().generatedAlwaysAsIdentity())
    .addColumn('company_id', 'uuid', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (col) => col.references('accounts.id').onDelete('set null'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('building_name', 'text', (col) => col.notNull())
    .addColumn('street', 'text', (col) => col.notNull())
    .addColumn('postal_code', 'text', (col) => col.notNull())
    .addColumn('city_id', 'text', (col) => col.notNull().references('cities.id'))
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('latitude', 'double precision', (col) => col.notNull())
    .addColumn('longitude', 'double precision', (col) => col.notNull())
    .addColumn('contact_name', 'text', (col) => col.notNull())
    .addColumn('contact_number', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('addresses_type_check', sql`type in ('pickup', 'drop')`)
    .addCheckConstraint('addresses_country_check', sql`country in ('US', 'MX')`)
    .execute();
  await db.schema.createIndex('addresses_company_type_seq_idx').on('addresses').columns(['company_id', 'type', 'seq']).execute();
  await db.schema.createIndex('addresses_company_seq_idx').on('addresses').columns(['company_id', 'seq']).execute();

  // The whole choice is snapshotted in payload (titles, addresses as they were), with the
  // server's quote and route; total_cents is what a payment charges.
  await db.schema
    .createTable('orders')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('movement_id', 'text', (col) => col.notNull().unique())
    .addColumn('company_id', 'uuid', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (col) => col.references('accounts.id').onDelete('set null'))
    .addColumn('user_reference', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('NewAssignments'))
    .addColumn('payment_status', 'text', (col) => col.notNull().defaultTo('unpaid'))
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('quote', 'jsonb', (col) => col.notNull())
    .addColumn('distances', 'jsonb', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull().defaultTo('USD'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('orders_status_check', sql`status in ('NewAssignments', 'Pending', 'InProgress', 'Completed', 'Cancelled')`)
    .addCheckConstraint('orders_payment_status_check', sql`payment_status in ('unpaid', 'paid')`)
    .addCheckConstraint('orders_total_check', cents('total_cents'))
    .execute();
  // A reference names one order of the company, whatever its letter case.
  await db.schema
    .createIndex('orders_company_reference_key')
    .on('orders')
    .columns(['company_id', sql`(upper(user_reference))`])
    .unique()
    .execute();
  await db.schema.createIndex('orders_company_created_idx').on('orders').columns(['company_id', 'created_at']).execute();

  // Movement ids: CC + yy + the year's sequence, allocated by an upsert inside the order's transaction.
  await db.schema
    .createTable('movement_sequences')
    .addColumn('year', 'integer', (col) => col.primaryKey())
    .addColumn('last', 'integer', (col) => col.notNull())
    .execute();

  // One row per capture attempt. idempotency_key makes an attempt safe to repeat; the partial
  // unique indexes allow at most one attempt in flight and at most one capture per order.
  await db.schema
    .createTable('payments')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('movement_id', 'text', (col) => col.notNull().references('orders.movement_id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (col) => col.references('accounts.id').onDelete('set null'))
    .addColumn('idempotency_key', 'uuid', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('amount_cents', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('card_last4', 'text', (col) => col.notNull())
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('resolved_at', 'timestamptz')
    .addCheckConstraint('payments_status_check', sql`status in ('pending', 'captured', 'declined', 'failed')`)
    .addCheckConstraint('payments_amount_check', cents('amount_cents'))
    .execute();
  await db.schema
    .createIndex('payments_one_capture_per_order')
    .on('payments')
    .column('movement_id')
    .unique()
    .where(sql<boolean>`status = 'captured'`)
    .execute();
  await db.schema
    .createIndex('payments_one_pending_per_order')
    .on('payments')
    .column('movement_id')
    .unique()
    .where(sql<boolean>`status = 'pending'`)
    .execute();
  await db.schema.createIndex('payments_movement_id_idx').on('payments').column('movement_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'payments',
    'movement_sequences',
    'orders',
    'addresses',
    'pricing_settings',
    'zones',
    'special_requirement_ports',
    'special_requirements',
    'cities',
    'trailers',
    'securing_equipment',
    'ports',
    'modes',
    'transportation_types',
    'types_of_service',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
