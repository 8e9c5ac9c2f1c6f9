import { sql, type Kysely } from 'kysely';

// Payment states a customer can tell apart (issue: payments a customer can trust): a cancelled paid
// order is 'refundPending' until the provider confirms the refund ('refunded'). Orders cancelled
// before this migration with a refund not yet confirmed move to 'refundPending'.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropConstraint('orders_payment_status_check').execute();
  await db.schema
    .alterTable('orders')
    .addCheckConstraint('orders_payment_status_check', sql`payment_status in ('unpaid', 'paid', 'refundPending', 'refunded')`)
    .execute();
  await sql`update orders set payment_status = 'refundPending'
    where payment_status = 'paid' and status = 'Cancelled'
      and exists (select 1 from payments p where p.movement_id = orders.movement_id and p.refund_status in ('pending', 'failed'))`.execute(db);
  // The expiry job looks for old unpaid orders still looking for a carrier.
  await db.schema.createIndex('orders_unpaid_created_at').on('orders').column('created_at').where(sql.ref('payment_status'), '=', 'unpaid').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_unpaid_created_at').execute();
  await sql`update orders set payment_status = 'paid' where payment_status = 'refundPending'`.execute(db);
  await db.schema.alterTable('orders').dropConstraint('orders_payment_status_check').execute();
  await db.schema.alterTable('orders').addCheckConstraint('orders_payment_status_check', sql`payment_status in ('unpaid', 'paid', 'refunded')`).execute();
}
