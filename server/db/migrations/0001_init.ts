import { sql, type Kysely } from 'kysely';

// Core tables: a company and its accounts (one main user, any number of sub-users).
// gen_random_uuid() is built into PostgreSQL 13+ and PGlite, so ids come from the database.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('companies')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('commercial_references', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('verify_by_admin', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('companies_commercial_references_is_array', sql`jsonb_typeof(commercial_references) = 'array'`)
    .execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('company_id', 'uuid', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    .addColumn('contact_name', 'text', (col) => col.notNull())
    .addColumn('contact_number', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('profile_picture', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('accounts_email_key', ['email'])
    .addCheckConstraint('accounts_role_check', sql`role in ('main', 'sub')`)
    // Lookups lowercase the address; storing it lowercased keeps the unique constraint case-blind.
    .addCheckConstraint('accounts_email_lowercase', sql`email = lower(email)`)
    .execute();

  await db.schema.createIndex('accounts_company_id_idx').on('accounts').column('company_id').execute();
  // A company has exactly one main user; sub-users hang off it.
  await db.schema
    .createIndex('accounts_one_main_per_company')
    .on('accounts')
    .column('company_id')
    .unique()
    .where(sql<boolean>`role = 'main'`)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('accounts').execute();
  await db.schema.dropTable('companies').execute();
}
