import { sql, type Kysely } from 'kysely';

// Two tabs refreshing at once (the answer to a just-rotated refresh token, kept encrypted for the
// reuse window) and sign-in throttles with growing delays (per address and IP, per IP).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('reuse_answer', 'text').execute();
  await db.schema
    .createTable('login_throttles')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('blocked_until', 'timestamptz', (col) => col.notNull())
    .addColumn('last_failure_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_throttles').execute();
  await db.schema.alterTable('sessions').dropColumn('reuse_answer').execute();
}
