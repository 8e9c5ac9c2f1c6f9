import { sql, type Kysely } from 'kysely';

// Card data leaves our API (issue: payments a customer can trust). The built-in test provider keeps
// the shape of a real one: its own route takes the card and stores only a one-time token (hashed),
// the card's last four digits and what the test card will do. A capture names the token; payments
// learn the last four digits from the provider, so the column may stay empty until then.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('card_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('last4', 'text', (col) => col.notNull())
    .addColumn('outcome', 'text', (col) => col.notNull().check(sql`outcome in ('approve', 'decline')`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_by_key', 'text')
    .execute();
  await db.schema.createIndex('card_tokens_expires_at').on('card_tokens').column('expires_at').execute();
  await db.schema.alterTable('payments').alterColumn('card_last4', (col) => col.dropNotNull()).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('card_tokens').execute();
  await db.updateTable('payments').set({ card_last4: '' }).where('card_last4', 'is', null).execute();
  await db.schema.alterTable('payments').alterColumn('card_last4', (col) => col.setNotNull()).execute();
}
