import { sql, type Kysely } from 'kysely';

// The order list pages a company's orders newest first (created_at, then movement_id); a tab
// filters by status. With this index the first page reads ten index entries instead of sorting
// every order of the tab (10k orders: a top-N sort of all their rows, jsonb included).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('orders_company_created_movement_idx')
    .on('orders')
    .columns(['company_id', 'created_at desc', 'movement_id desc'])
    .execute();
  // Superseded: a prefix of the index above.
  await db.schema.dropIndex('orders_company_created_idx').execute();
  await sql`analyze orders`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_company_created_idx').on('orders').columns(['company_id', 'created_at']).execute();
  await db.schema.dropIndex('orders_company_created_movement_idx').execute();
}
