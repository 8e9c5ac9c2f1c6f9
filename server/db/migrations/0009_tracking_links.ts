import { sql, type Kysely } from 'kysely';

// Tracking links to share: a public page per link. Only the token's sha256 is kept;
// expiry is not stored but follows the order (7 days after completion, at once when cancelled).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tracking_links')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (col) => col.references('accounts.id').onDelete('set null'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('token_last4', 'text', (col) => col.notNull())
    .addColumn('label', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('tracking_links_order_idx').on('tracking_links').columns(['order_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('tracking_links').execute();
}
