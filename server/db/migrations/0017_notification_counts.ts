import { sql, type Kysely } from 'kysely';

// What the notification list costs under load: its total and unread count were counted from the
// company's rows on every call (PGlite has no autovacuum, so no index-only scan: ~1.2 ms per
// 1,000 notifications in PGlite, the bench's company has ~2,400). notification_counts keeps both
// per company for the notifications the list shows (in_app), maintained by statement-level
// triggers in the transaction that changes them: one upsert per statement, whatever it touched
// (marking 2,000 read is one statement, not 2,000 updates of one row).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_counts')
    .addColumn('company_id', 'uuid', (col) => col.primaryKey())
    .addColumn('total', 'bigint', (col) => col.notNull())
    .addColumn('unread', 'bigint', (col) => col.notNull())
    .execute();
  // Each statement's change per company: rows it added count +1, rows it removed -1 (an UPDATE both).
  const apply = (parts: string) => `
      insert into notification_counts (company_id, total, unread)
      select company_id, sum(total), sum(unread) from (${parts}) delta group by company_id
      on conflict (company_id) do update
        set total = notification_counts.total + excluded.total, unread = notification_counts.unread + excluded.unread;`;
  const added = `select company_id, 1 as total, (read_at is null)::int as unread from added where in_app`;
  const removed = `select company_id, -1 as total, -((read_at is null)::int) as unread from removed where in_app`;
  await sql
    .raw(
      `create function notification_counts_track() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${apply(added)}
      elsif tg_op = 'DELETE' then ${apply(removed)}
      else ${apply(`${added} union all ${removed}`)}
      end if;
      return null;
    end $$`,
    )
    .execute(db);
  await sql`create trigger notifications_count_insert after insert on notifications referencing new table as added for each statement execute function notification_counts_track()`.execute(db);
  await sql`create trigger notifications_count_update after update on notifications referencing old table as removed new table as added for each statement execute function notification_counts_track()`.execute(db);
  await sql`create trigger notifications_count_delete after delete on notifications referencing old table as removed for each statement execute function notification_counts_track()`.execute(db);
  // Notifications that exist already (inside the migration's transaction, so none is missed).
  await sql`
    insert into notification_counts (company_id, total, unread)
    select company_id, count(*), count(*) filter (where read_at is null) from notifications where in_app group by company_id`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger notifications_count_delete on notifications`.execute(db);
  await sql`drop trigger notifications_count_update on notifications`.execute(db);
  await sql`drop trigger notifications_count_insert on notifications`.execute(db);
  await sql`drop function notification_counts_track()`.execute(db);
  await db.schema.dropTable('notification_counts').execute();
}
