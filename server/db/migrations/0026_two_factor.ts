import { sql, type Kysely } from 'kysely';

// Two-factor sign-in (TOTP, RFC 6238). On accounts: the secret, encrypted (AES-256-GCM under a key
// derived from the server secret, server/auth/twoFactorSecret.ts), once confirmed; the secret of a
// setup not confirmed yet; when it was turned on; the last time step accepted (a code of that step
// or an earlier one is a replay). Recovery codes are kept only as HMACs, each used once. A
// sign-in's second step is a challenge (its token hashed) that lives 5 minutes and takes 5 codes.
// A trusted device is a token (hashed) that skips the step for 30 days. A company may require it
// of its main user and admins.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('two_factor_secret', 'text')
    .addColumn('two_factor_pending_secret', 'text')
    .addColumn('two_factor_enabled_at', 'timestamptz')
    .addColumn('two_factor_last_step', 'bigint')
    .execute();
  await db.schema.alterTable('companies').addColumn('require_two_factor', 'boolean', (col) => col.notNull().defaultTo(false)).execute();
  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('recovery_codes_account_code_key', ['account_id', 'code_hash'])
    .execute();
  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('two_factor_challenges_expires_idx').on('two_factor_challenges').column('expires_at').execute();
  await db.schema
    .createTable('trusted_devices')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('user_agent', 'text')
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('trusted_devices_account_idx').on('trusted_devices').column('account_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('trusted_devices').execute();
  await db.schema.dropTable('two_factor_challenges').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.alterTable('companies').dropColumn('require_two_factor').execute();
  await db.schema
    .alterTable('accounts')
    .dropColumn('two_factor_secret')
    .dropColumn('two_factor_pending_secret')
    .dropColumn('two_factor_enabled_at')
    .dropColumn('two_factor_last_step')
    .execute();
}
