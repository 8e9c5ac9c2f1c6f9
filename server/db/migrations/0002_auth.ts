import { sql, type Kysely } from 'kysely';

// Sign-in and account: email verification, sessions (refresh-token rotation), one-time codes,
// password-reset tokens, rate-limit counters, the dev mail outbox and uploaded images.
// Everything that must hold across API processes lives here, not in memory.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('email_verified', 'boolean', (col) => col.notNull().defaultTo(false)).execute();

  // One row per refresh token; a sign-in and all its rotations share a family_id (the session the
  // access token names). Presenting a rotated-out or revoked token revokes the whole family.
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('refresh_token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('family_id', 'uuid', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('replaced_by', 'uuid')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('user_agent', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema.createIndex('sessions_family_id_idx').on('sessions').column('family_id').execute();
  await db.schema.createIndex('sessions_account_id_idx').on('sessions').column('account_id').execute();

  await db.schema
    .createTable('otps')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('otps_purpose_check', sql`purpose in ('email_verification', 'password_reset')`)
    .execute();
  await db.schema.createIndex('otps_account_purpose_idx').on('otps').columns(['account_id', 'purpose']).execute();

  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // Fixed windows: one row per key and window, counted with an upsert, so every process sees one count.
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('window_start', 'timestamptz', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rate_limits_pkey', ['key', 'window_start'])
    .execute();

  // The identity keeps "newest first" exact where created_at ties.
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('to_address', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body_text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('outbox_to_address_idx').on('outbox').columns(['to_address', 'id']).execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('bytes', 'bytea', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['uploads', 'outbox', 'rate_limits', 'password_reset_tokens', 'otps', 'sessions']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('accounts').dropColumn('email_verified').execute();
}
