import { Schema } from 'effect';
import { ACTIVITY_KIND_NAMES } from './activityKinds.ts';
import { ListData } from './envelope.ts';
import { AccessLevel } from './teamRoleSchemas.ts';

// The team activity log as the API answers it (GET /v1/user/activity, /v1/user/activity/people);
// the kinds and their words are activityKinds.ts.

export const ActivityKindSchema = Schema.Literals(ACTIVITY_KIND_NAMES);

/** Who did it, as they were then (name, email and role are copied when the entry is written). */
export const ActivityActor = Schema.Struct({
  /** Null only when no account was known; a removed sub-user keeps their id. */
  accountId: Schema.NullOr(Schema.String),
  name: Schema.String,
  email: Schema.String,
  /** Their role when they did it; null when unknown. */
  role: Schema.NullOr(AccessLevel),
});
export type ActivityActor = typeof ActivityActor.Type;

const DetailValue = Schema.Union([Schema.String, Schema.Number, Schema.Boolean, Schema.Null, Schema.Array(Schema.String)]);

export const ActivityEntry = Schema.Struct({
  id: Schema.String,
  /** ISO 8601, the server's clock. */
  at: Schema.String,
  actor: ActivityActor,
  kind: ActivityKindSchema,
  /** The movement id, the sub-user's email, the company's name… (ACTIVITY_KINDS[kind].subject). */
  subject: Schema.NullOr(Schema.String),
  /** Small facts (ActivityDetails): a role change's from and to, a rating, an amount in cents… */
  details: Schema.NullOr(Schema.Record(Schema.String, DetailValue)),
});
export type ActivityEntry = typeof ActivityEntry.Type;

/** `data` of GET /v1/user/activity: newest first, paginated like the order list. */
export const ActivityList = ListData(ActivityEntry);
export type ActivityList = typeof ActivityList.Type;

/** One choice of the person filter: everyone the company's log names, by their latest name. */
export const ActivityPerson = Schema.Struct({
  accountId: Schema.String,
  name: Schema.String,
  email: Schema.String,
  /** False for a removed account (its entries stay). */
  current: Schema.Boolean,
});
export type ActivityPerson = typeof ActivityPerson.Type;

/** `data` of GET /v1/user/activity/people, by name. */
export const ActivityPeople = Schema.Struct({ people: Schema.Array(ActivityPerson) });
export type ActivityPeople = typeof ActivityPeople.Type;
