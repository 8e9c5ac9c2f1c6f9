import { sql, type Kysely } from 'kysely';

// Following an order after checkout: its life cycle on the order row (status history, carrier,
// operator location, entry number, rating), refunds of cancelled paid orders, the order's
// documents, the company's notifications and the browsers' push tokens.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('entry_num', 'text')
    .addColumn('rating', 'smallint', (col) => col.check(sql`rating between 1 and 5`))
    .addColumn('review', 'text')
    .addColumn('rated_at', 'timestamptz')
    // { name, truckPlate, operator: { name, phone } } once a carrier is assigned.
    .addColumn('carrier', 'jsonb')
    // [{ status, at }] oldest first.
    .addColumn('status_history', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    // { latitude, longitude, label, updatedAt } as the carrier side last reported it.
    .addColumn('operator_location', 'jsonb')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.alterTable('orders').addCheckConstraint('orders_rated_check', sql`(rating is null) = (rated_at is null)`).execute();
  // Orders placed before this migration start their history at creation, in their current status.
  await sql`
    update orders set
      status_history = jsonb_build_array(jsonb_build_object(
        'status', status,
        'at', to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))),
      updated_at = created_at
  `.execute(db);
  // A cancelled order that was paid is refunded (terms: "the captured amount is refunded").
  await db.schema.alterTable('orders').dropConstraint('orders_payment_status_check').execute();
  await db.schema
    .alterTable('orders')
    .addCheckConstraint('orders_payment_status_check', sql`payment_status in ('unpaid', 'paid', 'refunded')`)
    .execute();
  await db.schema.createIndex('orders_company_status_created_idx').on('orders').columns(['company_id', 'status', 'created_at']).execute();

  // The refund of a captured payment: pending (asked, or to retry), refunded, failed (retried later).
  await db.schema
    .alterTable('payments')
    .addColumn('refund_status', 'text', (col) => col.check(sql`refund_status in ('pending', 'refunded', 'failed')`))
    .addColumn('refund_ref', 'text')
    .addColumn('refund_failure', 'text')
    .addColumn('refunded_at', 'timestamptz')
    .execute();

  // Documents of an order: the customer's (doc, qr) and the carrier's (doc, qr, proof). The uuid is
  // never guessable, and only the order's company may read the bytes.
  await db.schema
    .createTable('order_documents')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('seq', 'bigint', (col) => col.notNull().generatedAlwaysAsIdentity())
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('uploaded_by', 'text', (col) => col.notNull())
    .addColumn('account_id', 'uuid', (col) => col.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('order_documents_kind_check', sql`kind in ('doc', 'qr', 'proof')`)
    .addCheckConstraint('order_documents_uploaded_by_check', sql`uploaded_by in ('user', 'carrier')`)
    .execute();
  await db.schema.createIndex('order_documents_order_seq_idx').on('order_documents').columns(['order_id', 'seq']).execute();

  // One row per order event for the company; seq keeps "newest first" exact where created_at ties.
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('seq', 'bigint', (col) => col.notNull().generatedAlwaysAsIdentity())
    .addColumn('company_id', 'uuid', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('redirect_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('notifications_company_created_idx')
    .on('notifications')
    .columns(['company_id', 'created_at desc', 'seq desc'])
    .execute();

  // The Firebase Cloud Messaging web token of one sign-in session (the access token's sid). A token
  // names one browser: registering it for a new session moves it there.
  await db.schema
    .createTable('push_tokens')
    .addColumn('session_id', 'uuid', (col) => col.primaryKey())
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('web_token', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('push_tokens_company_idx').on('push_tokens').column('company_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_tokens').execute();
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('order_documents').execute();
  await db.schema.dropIndex('orders_company_status_created_idx').execute();
  for (const column of ['refund_status', 'refund_ref', 'refund_failure', 'refunded_at']) {
    await db.schema.alterTable('payments').dropColumn(column).execute();
  }
  await sql`update orders set payment_status = 'paid' where payment_status = 'refunded'`.execute(db);
  await db.schema.alterTable('orders').dropConstraint('orders_payment_status_check').execute();
  await db.schema.alterTable('orders').addCheckConstraint('orders_payment_status_check', sql`payment_status in ('unpaid', 'paid')`).execute();
  await db.schema.alterTable('orders').dropConstraint('orders_rated_check').execute();
  for (const column of ['entry_num', 'rating', 'review', 'rated_at', 'carrier', 'status_history', 'operator_location', 'updated_at']) {
    await db.schema.alterTable('orders').dropColumn(column).execute();
  }
}
