import { sql, type Kysely } from 'kysely';

// Team roles and invitations. A sub-user's role (the main user has none: it is
// implicitly above Admin); the sub-users of before become Bookers, the role they had in all but name.
// A sub-user inserted without one (an older seed or script) counts as a Booker too (teamRoles.ts).
// An invited sub-user waits with `invitation_pending` until they set their password through a
// single-use, expiring invitation whose token only the email holds (its sha256 is kept here).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('team_role', 'text').execute();
  await db.updateTable('accounts').set({ team_role: 'booker' }).where('role', '=', 'sub').execute();
  await db.schema
    .alterTable('accounts')
    .addCheckConstraint(
      'accounts_team_role_check',
      sql`team_role is null or (role = 'sub' and team_role in ('viewer', 'booker', 'admin'))`,
    )
    .execute();
  await db.schema.alterTable('accounts').addColumn('invitation_pending', 'boolean', (col) => col.notNull().defaultTo(false)).execute();
  await db.schema
    .createTable('sub_user_invitations')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('account_id', 'uuid', (col) => col.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sub_user_invitations_account_idx').on('sub_user_invitations').column('account_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sub_user_invitations').execute();
  await db.schema.alterTable('accounts').dropColumn('invitation_pending').execute();
  await db.schema.alterTable('accounts').dropConstraint('accounts_team_role_check').execute();
  await db.schema.alterTable('accounts').dropColumn('team_role').execute();
}
