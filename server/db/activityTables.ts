import type { ColumnType, Generated } from 'kysely';
import type { ActivityKind } from '../../src/schemas/activityKinds.ts';
import type { TeamRole } from '../../src/schemas/teamRoles.ts';
import type { AccountRole, JsonValue } from './Database.ts';

// The table of migration 0027_activity_log. Append-only: written by recordActivity
// (server/activity/recordActivity.ts) only, never updated; the database refuses UPDATE and any
// DELETE but the year's prune (pruneExpired.ts).

/** One thing someone of a company did; the actor as they were at the time. */
export interface ActivityLogTable {
  id: Generated<string>;
  company_id: string;
  /** The account that acted; it may since have been removed (no foreign key). Null when unknown. */
  actor_id: string | null;
  actor_name: string;
  actor_email: string;
  actor_role: AccountRole | null;
  actor_team_role: TeamRole | null;
  kind: ActivityKind;
  subject: string | null;
  /** Small flat facts (ActivityDetails); written as JSON text. */
  details: ColumnType<{ [key: string]: JsonValue } | null, string | null | undefined, never>;
  /** The database's clock at insert; never written by the app. */
  created_at: ColumnType<Date, never, never>;
  /** Written in this order (an identity): the tie-break of entries with the same time. */
  seq: ColumnType<string, never, never>;
}

/** Merged into Database (Database.ts). */
export interface ActivityTables {
  activity_log: ActivityLogTable;
}
