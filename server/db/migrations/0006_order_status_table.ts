import { sql, type Kysely } from 'kysely';
import { FIRST_ORDER_STATUS, ORDER_STATUSES } from '../../../src/schemas/orderStatus.ts';

// The orders' status constraint and default from the status table (src/schemas/orderStatus.ts),
// no longer a literal list. A status added later needs its own migration calling this again:
// a database that already ran this one keeps the list it had.
export async function recreateOrderStatusCheck(db: Kysely<any>, statuses: readonly string[], first: string): Promise<void> {
  await db.schema.alterTable('orders').dropConstraint('orders_status_check').ifExists().execute();
  await db.schema.alterTable('orders').addCheckConstraint('orders_status_check', sql`status in (${sql.join(statuses.map((s) => sql.lit(s)))})`).execute();
  await db.schema.alterTable('orders').alterColumn('status', (col) => col.setDefault(first)).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await recreateOrderStatusCheck(db, ORDER_STATUSES, FIRST_ORDER_STATUS);
}

export async function down(db: Kysely<any>): Promise<void> {
  // 0003's list and default.
  await recreateOrderStatusCheck(db, ['NewAssignments', 'Pending', 'InProgress', 'Completed', 'Cancelled'], 'NewAssignments');
}
