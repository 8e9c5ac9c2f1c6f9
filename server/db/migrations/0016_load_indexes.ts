import { sql, type Kysely } from 'kysely';

// What the order list costs under load (10k orders of one company, measured on PGlite):
// - its page sorted every order of the tab: an index in list order reads ten entries instead;
// - its total counted the tab's rows by reading the whole table (jsonb rows of ~2 KB; PGlite has
//   no autovacuum, so no index-only scans): 46 ms a request. order_counts keeps the count per
//   company and status, maintained by triggers in the transaction that changes an order.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('orders_company_created_movement_idx')
    .on('orders')
    .columns(['company_id', 'created_at desc', 'movement_id desc'])
    .execute();
  // Superseded: a prefix of the index above.
  await db.schema.dropIndex('orders_company_created_idx').execute();

  await db.schema
    .createTable('order_counts')
    .addColumn('company_id', 'uuid', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('n', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('order_counts_pkey', ['company_id', 'status'])
    .execute();
  await sql`
    create function order_counts_track() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update order_counts set n = n - 1 where company_id = old.company_id and status = old.status;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into order_counts (company_id, status, n) values (new.company_id, new.status, 1)
        on conflict (company_id, status) do update set n = order_counts.n + 1;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger orders_count_insert_delete after insert or delete on orders for each row execute function order_counts_track()`.execute(db);
  await sql`
    create trigger orders_count_update after update of status, company_id on orders for each row
    when (old.status is distinct from new.status or old.company_id is distinct from new.company_id)
    execute function order_counts_track()`.execute(db);
  // Orders that exist already (inside the migration's transaction, so none is missed).
  await sql`insert into order_counts (company_id, status, n) select company_id, status, count(*) from orders group by company_id, status`.execute(db);
  await sql`analyze orders`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger orders_count_update on orders`.execute(db);
  await sql`drop trigger orders_count_insert_delete on orders`.execute(db);
  await sql`drop function order_counts_track()`.execute(db);
  await db.schema.dropTable('order_counts').execute();
  await db.schema.createIndex('orders_company_created_idx').on('orders').columns(['company_id', 'created_at']).execute();
  await db.schema.dropIndex('orders_company_created_movement_idx').execute();
}
