import { sql, type Kysely } from 'kysely';

// The instant quote (a price before signing up, src/schemas/instantQuote.ts): one row per quote,
// read back by its unguessable id while it holds its price (QUOTE_HOLD_HOURS) and as history after.
// The choice, the price and two times: no IP, email or anything else about who asked.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('instant_quotes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('payload', 'jsonb', (col) => col.notNull())
    .addColumn('total_cents', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('instant_quotes_expires_at_idx').on('instant_quotes').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('instant_quotes').execute();
}
