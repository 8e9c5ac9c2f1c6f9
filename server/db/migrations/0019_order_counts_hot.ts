import { sql, type Kysely } from 'kysely';

// order_counts is a counter table: every new order updates one of its company's rows. With full
// pages an update cannot stay on its row's page, so each one left a dead row version and a new
// index entry (after the bench's 10k orders, the list's count read 82 pages for 5 live rows, and
// PGlite has no autovacuum to clean them). Pages kept nine-tenths empty let an update stay on its
// page (a heap-only tuple: no new index entry), and PostgreSQL prunes the dead versions as it
// reads the page. Rows written before this keep their place until they next move.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table order_counts set (fillfactor = 10)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table order_counts reset (fillfactor)`.execute(db);
}
