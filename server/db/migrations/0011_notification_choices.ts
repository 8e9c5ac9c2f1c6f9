import { sql, type Kysely } from 'kysely';

// Notifications you can read and choose. Read state is the company's, like the list
// itself (its users share one inbox). Each notification remembers the choices in force when it was
// made: in_app (listed and counted or not) and whether its email and browser push are still to go
// (delivery_pending, claimed once after the commit). Preferences are one row per company and kind,
// absent rows meaning the defaults. Unsubscribe links keep only their token's sha256.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('notifications')
    .addColumn('read_at', 'timestamptz')
    .addColumn('kind', 'text')
    .addColumn('in_app', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('delivery_pending', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('notifications_unread_idx').on('notifications').column('company_id').where(sql.ref('read_at'), 'is', null).execute();
  await db.schema.createIndex('notifications_pending_idx').on('notifications').column('company_id').where(sql.ref('delivery_pending'), '=', true).execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('company_id', 'uuid', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('in_app', 'boolean', (col) => col.notNull())
    .addColumn('email', 'boolean', (col) => col.notNull())
    .addColumn('push', 'boolean', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notification_preferences_pk', ['company_id', 'kind'])
    .execute();

  await db.schema
    .createTable('email_unsubscribe_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('company_id', 'uuid', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('email_unsubscribe_tokens_created_idx').on('email_unsubscribe_tokens').column('created_at').execute();

  // The outbox keeps what a real mail carries: the HTML part and the List-Unsubscribe headers.
  await db.schema.alterTable('outbox').addColumn('body_html', 'text').addColumn('headers', 'jsonb').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('body_html').dropColumn('headers').execute();
  await db.schema.dropTable('email_unsubscribe_tokens').execute();
  await db.schema.dropTable('notification_preferences').execute();
  await db.schema.dropIndex('notifications_pending_idx').execute();
  await db.schema.dropIndex('notifications_unread_idx').execute();
  await db.schema.alterTable('notifications').dropColumn('read_at').dropColumn('kind').dropColumn('in_app').dropColumn('delivery_pending').execute();
}
