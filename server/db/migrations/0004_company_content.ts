import { sql, type Kysely } from 'kysely';

// Company content: the guideline pages (policy, help, how-it-works; seeded at start-up, edited by
// operators with `npm run admin -- page`) and the messages of the public contact form.
// Sub-users need no table: they are accounts with role 'sub' in their main user's company.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('guideline_pages')
    .addColumn('slug', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('sub_title', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('guideline_pages_category_check', sql`category in ('policy', 'help', 'how-it-works')`)
    .addCheckConstraint('guideline_pages_position_check', sql`position >= 0`)
    .addCheckConstraint('guideline_pages_slug_check', sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)
    .execute();

  // The identity keeps "newest first" exact where created_at ties.
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('company', 'text')
    .addColumn('phone', 'text')
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('ip', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('contact_messages_created_at_idx').on('contact_messages').column('created_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contact_messages').execute();
  await db.schema.dropTable('guideline_pages').execute();
}
