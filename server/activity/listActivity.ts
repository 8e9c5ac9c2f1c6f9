import { sql, type Kysely } from 'kysely';
import type { ActivityEntry, ActivityPerson } from '../../src/schemas/activity.ts';
import type { ActivityKind } from '../../src/schemas/activityKinds.ts';
import { accessLevelOf } from '../../src/schemas/teamRoles.ts';
import type { Database } from '../db/Database.ts';
import type { ActivityLogTable } from '../db/activityTables.ts';
import { dayStart } from '../http/dayRangeQuery.ts';

/** The log's filters; days are UTC days, both included. */
export interface ActivityFilter {
  readonly person?: string | undefined;
  readonly kind?: ActivityKind | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

type ActivityRow = Pick<ActivityLogTable, 'actor_id' | 'actor_name' | 'actor_email' | 'actor_role' | 'actor_team_role' | 'kind' | 'subject'> & {
  readonly id: string;
  readonly details: ActivityEntry['details'];
  readonly created_at: Date;
};

function filtered(db: Kysely<Database>, companyId: string, { person, kind, from, to }: ActivityFilter) {
  let query = db.selectFrom('activity_log').where('company_id', '=', companyId);
  if (person !== undefined) query = query.where('actor_id', '=', person);
  if (kind !== undefined) query = query.where('kind', '=', kind);
  if (from !== undefined) query = query.where('created_at', '>=', dayStart(from));
  if (to !== undefined) query = query.where('created_at', '<', dayStart(to, 1));
  return query;
}

const entryColumns = ['id', 'actor_id', 'actor_name', 'actor_email', 'actor_role', 'actor_team_role', 'kind', 'subject', 'details', 'created_at'] as const;

export const toActivityEntry = (row: ActivityRow): ActivityEntry => ({
  id: row.id,
  at: row.created_at.toISOString(),
  actor: {
    accountId: row.actor_id,
    name: row.actor_name,
    email: row.actor_email,
    role: row.actor_role === null ? null : accessLevelOf(row.actor_role, row.actor_team_role),
  },
  kind: row.kind,
  subject: row.subject,
  details: row.details,
});

/** One page of the company's log, newest first, and how many entries match. */
export async function listActivity(db: Kysely<Database>, companyId: string, filter: ActivityFilter, { limit, offset }: { readonly limit: number; readonly offset: number }): Promise<{ entries: ActivityEntry[]; total: number }> {
  const query = filtered(db, companyId, filter);
  const [rows, count] = await Promise.all([
    query.select(entryColumns).orderBy('created_at', 'desc').orderBy('seq', 'desc').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { entries: (rows as ActivityRow[]).map(toActivityEntry), total: Number(count.total) };
}

/** Every matching entry, newest first (the CSV; at most a year of one company's entries). */
export async function allActivity(db: Kysely<Database>, companyId: string, filter: ActivityFilter): Promise<ActivityEntry[]> {
  const rows = await filtered(db, companyId, filter).select(entryColumns).orderBy('created_at', 'desc').orderBy('seq', 'desc').execute();
  return (rows as ActivityRow[]).map(toActivityEntry);
}

/** Everyone the company's log names, by the name of their latest entry; `current` unless the account is gone. */
export async function activityPeople(db: Kysely<Database>, companyId: string): Promise<ActivityPerson[]> {
  const { rows } = await sql<{ actor_id: string; actor_name: string; actor_email: string; current: boolean }>`
    select latest.actor_id, latest.actor_name, latest.actor_email, (a.id is not null) as current
    from (
      select distinct on (actor_id) actor_id, actor_name, actor_email
      from activity_log
      where company_id = ${companyId}::uuid and actor_id is not null
      order by actor_id, created_at desc
    ) latest
    left join accounts a on a.id = latest.actor_id and a.company_id = ${companyId}::uuid
    order by lower(latest.actor_name), latest.actor_email`.execute(db);
  return rows.map((row) => ({ accountId: row.actor_id, name: row.actor_name, email: row.actor_email, current: row.current }));
}
