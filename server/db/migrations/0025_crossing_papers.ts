import { sql, type Kysely } from 'kysely';

// The crossing's papers (src/schemas/crossingPapers.ts). crossing_items holds one row per order and
// kind once provided (a missing item has no row): its status, the file's key in the FileStore and
// what it is, or the form's data, and the reviewer's reason. The US entry number stays in
// orders.entry_num (one truth: the usEntry item's row holds only its status). orders.usmca_claimed is
// the customer's USMCA claim. crossing_reminders remembers the one reminder per order before pickup
// (the unique key makes a second one a no-op, even from two API processes); its job has a job_runs row.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('crossing_items')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('company_id', 'uuid', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('commercialInvoice', 'packingList', 'cartaPorte', 'customsBroker', 'usEntry', 'usmcaCertificate')`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('uploaded', 'accepted', 'rejected')`))
    .addColumn('file_key', 'text')
    .addColumn('file_name', 'text')
    .addColumn('file_type', 'text')
    .addColumn('file_size', 'integer')
    .addColumn('data', 'jsonb')
    .addColumn('reason', 'text')
    .addColumn('provided_by', 'uuid', (col) => col.references('accounts.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('reviewed_at', 'timestamptz')
    .addUniqueConstraint('crossing_items_order_kind_key', ['order_id', 'kind'])
    .addCheckConstraint('crossing_items_rejected_reason_check', sql`status <> 'rejected' or reason is not null`)
    .execute();
  // The per-company quota sums file sizes by company.
  await db.schema.createIndex('crossing_items_company_idx').on('crossing_items').column('company_id').execute();
  await db.schema.alterTable('orders').addColumn('usmca_claimed', 'boolean', (col) => col.notNull().defaultTo(false)).execute();
  await db.schema
    .createTable('crossing_reminders')
    .addColumn('order_id', 'uuid', (col) => col.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('reminded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.insertInto('job_runs').values({ name: 'crossing-reminders' }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('job_runs').where('name', '=', 'crossing-reminders').execute();
  await db.schema.dropTable('crossing_reminders').execute();
  await db.schema.alterTable('orders').dropColumn('usmca_claimed').execute();
  await db.schema.dropTable('crossing_items').execute();
}
