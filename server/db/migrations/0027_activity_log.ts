import { sql, type Kysely } from 'kysely';

// The team activity log (src/schemas/activityKinds.ts): who did what, when, per company. Each row
// keeps the actor's name, email and role as they were (a removed sub-user's entries still read
// right), so actor_id is a plain uuid, not a foreign key: deleting the account must neither delete
// nor change its entries. Append-only, and the database holds it too: a trigger refuses every
// UPDATE, every TRUNCATE and every DELETE except the retention prune's (rows older than 365 days)
// and a removed company's (its entries go with it, ON DELETE CASCADE). The 365 days are written
// here as they were when this ran (ACTIVITY_RETENTION_DAYS may only grow; a change is a migration
// that replaces the function).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('activity_log')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('actor_id', 'uuid')
    .addColumn('actor_name', 'text', (col) => col.notNull())
    .addColumn('actor_email', 'text', (col) => col.notNull())
    // The account's role and team role at the time (accounts.role, accounts.team_role).
    .addColumn('actor_role', 'text', (col) => col.check(sql`actor_role in ('main', 'sub')`))
    .addColumn('actor_team_role', 'text')
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind ~ '^[a-zA-Z]+[.][a-zA-Z]+$' and length(kind) <= 60`))
    .addColumn('subject', 'text')
    .addColumn('details', 'jsonb', (col) => col.check(sql`details is null or (jsonb_typeof(details) = 'object' and length(details::text) <= 2000)`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    // The order entries were written in: now() is a transaction's start, so two entries of one
    // moment (or one transaction) share it; the log reads newest first by time, then by this.
    .addColumn('seq', 'bigint', (col) => col.generatedAlwaysAsIdentity())
    .execute();
  // The log newest first, and its filters by person and by kind; the prune by age.
  await sql`create index activity_log_company_time_idx on activity_log (company_id, created_at desc, seq desc)`.execute(db);
  await sql`create index activity_log_company_actor_time_idx on activity_log (company_id, actor_id, created_at desc)`.execute(db);
  await sql`create index activity_log_company_kind_time_idx on activity_log (company_id, kind, created_at desc)`.execute(db);
  await sql`create index activity_log_created_idx on activity_log (created_at)`.execute(db);
  await sql
    .raw(
      `create function activity_log_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        if old.created_at < now() - interval '365 days' or not exists (select 1 from companies where id = old.company_id) then
          return old;
        end if;
      end if;
      raise exception 'activity_log is append-only: % refused', tg_op using errcode = '42501';
    end $$`,
    )
    .execute(db);
  await sql`create trigger activity_log_no_change before update or delete on activity_log for each row execute function activity_log_append_only()`.execute(db);
  await sql`create trigger activity_log_no_truncate before truncate on activity_log for each statement execute function activity_log_append_only()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger activity_log_no_truncate on activity_log`.execute(db);
  await sql`drop trigger activity_log_no_change on activity_log`.execute(db);
  await db.schema.dropTable('activity_log').execute();
  await sql`drop function activity_log_append_only()`.execute(db);
}
