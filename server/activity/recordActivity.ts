import { sql, type Kysely, type Transaction } from 'kysely';
import type { ActivityDetails, ActivityKind } from '../../src/schemas/activityKinds.ts';
import type { Database } from '../db/Database.ts';

/** What happened: who (an account of the company), what kind, about what, with which small facts. */
export interface ActivityEvent {
  readonly companyId: string;
  /** The account that acted (the signed-in caller); null only when no account is known any more. */
  readonly actorId: string | null;
  readonly kind: ActivityKind;
  /** The movement id, the sub-user's email, …: see the kind's `subject` in activityKinds.ts. */
  readonly subject?: string | null;
  readonly details?: ActivityDetails | null;
}

/**
 * Appends one entry to the company's activity log (migration 0027; the kinds are
 * src/schemas/activityKinds.ts). Call it with the transaction of the change it records, so the
 * entry and the change commit or fail together. The actor's name, email and role are copied from
 * their account in the same statement, as they are now; an actor that is not (or no longer) an
 * account of the company is still recorded, by id, with empty name and email. One statement, no
 * answer: the log is read by listActivity only.
 */
export async function recordActivity(db: Kysely<Database> | Transaction<Database>, event: ActivityEvent): Promise<void> {
  const details = event.details === undefined || event.details === null ? null : JSON.stringify(event.details);
  await sql`
    insert into activity_log (company_id, actor_id, actor_name, actor_email, actor_role, actor_team_role, kind, subject, details)
    select ${event.companyId}::uuid, ${event.actorId}::uuid, coalesce(a.contact_name, ''), coalesce(a.email, ''), a.role, a.team_role,
           ${event.kind}, ${event.subject ?? null}, ${details}::jsonb
    from (select 1) as one
    left join accounts a on a.id = ${event.actorId}::uuid and a.company_id = ${event.companyId}::uuid`.execute(db);
}
