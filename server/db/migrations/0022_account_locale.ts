import { sql, type Kysely } from 'kysely';

// Each account's language (src/schemas/locales.ts): what its emails, notifications and documents
// are written in, and what the API answers a signed-in request that names none. Existing
// accounts keep English, today's words.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('locale', 'text', (col) => col.notNull().defaultTo('en').check(sql`locale in ('en', 'es')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('locale').execute();
}
