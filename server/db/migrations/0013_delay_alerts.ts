import { sql, type Kysely } from 'kysely';

// Delay alerts. delay_alerts remembers every alert raised, one per order and kind: the
// unique key makes raising it again a no-op, even from two API processes at once, and the row is
// written in the notification's transaction, so a crash leaves both or neither. job_runs holds one
// row per scheduled job: a run locks it (FOR UPDATE SKIP LOCKED), so a second process skips that
// round rather than scanning the same orders, and records when it last ran.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('delay_alerts')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('order_id', 'uuid', (col) => col.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('pickupLate', 'arrivalLate')`))
    .addColumn('raised_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('delay_alerts_order_kind_key', ['order_id', 'kind'])
    .execute();
  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('last_started_at', 'timestamptz')
    .addColumn('last_finished_at', 'timestamptz')
    .execute();
  await db.insertInto('job_runs').values({ name: 'delay-alerts' }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_runs').execute();
  await db.schema.dropTable('delay_alerts').execute();
}
