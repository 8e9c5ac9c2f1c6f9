import type { Kysely } from 'kysely';
import {
  DEFAULT_NOTIFICATION_CHOICES,
  isNotificationKind,
  NOTIFICATION_KINDS,
  type NotificationChoice,
  type NotificationKind,
} from '../../src/schemas/notificationRules.ts';
import type { Database } from '../db/Database.ts';

// A company's choices per order event and channel. Only changed kinds have a row;
// the rest follow DEFAULT_NOTIFICATION_CHOICES, so a new kind or a changed default needs no backfill.

const defaultOf = (kind: NotificationKind): NotificationChoice => DEFAULT_NOTIFICATION_CHOICES.find((c) => c.kind === kind)!;

/** Every kind's channels for the company, in NOTIFICATION_KINDS order. */
export async function preferencesOf(db: Kysely<Database>, companyId: string): Promise<NotificationChoice[]> {
  const rows = await db.selectFrom('notification_preferences').select(['kind', 'in_app', 'email', 'push']).where('company_id', '=', companyId).execute();
  return NOTIFICATION_KINDS.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    return row === undefined ? defaultOf(kind) : { kind, inApp: row.in_app, email: row.email, push: row.push };
  });
}

/**
 * The channels of one notification: its kind's choice, or for a kind no one can choose about (a
 * delay, a document upload: null or unknown kinds) in the app and by push, never by email.
 */
export async function choiceFor(db: Kysely<Database>, companyId: string, kind: string | null | undefined): Promise<NotificationChoice | { readonly kind: null; readonly inApp: true; readonly email: false; readonly push: true }> {
  if (!isNotificationKind(kind)) return { kind: null, inApp: true, email: false, push: true };
  const row = await db
    .selectFrom('notification_preferences')
    .select(['in_app', 'email', 'push'])
    .where('company_id', '=', companyId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row === undefined ? defaultOf(kind) : { kind, inApp: row.in_app, email: row.email, push: row.push };
}

/** Stores the given kinds' channels (others stay as they were); returns every kind's. */
export async function savePreferences(db: Kysely<Database>, companyId: string, choices: readonly NotificationChoice[]): Promise<NotificationChoice[]> {
  if (choices.length > 0) {
    await db
      .insertInto('notification_preferences')
      .values(choices.map((c) => ({ company_id: companyId, kind: c.kind, in_app: c.inApp, email: c.email, push: c.push })))
      .onConflict((oc) =>
        oc.columns(['company_id', 'kind']).doUpdateSet((eb) => ({
          in_app: eb.ref('excluded.in_app'),
          email: eb.ref('excluded.email'),
          push: eb.ref('excluded.push'),
          updated_at: new Date(),
        })),
      )
      .execute();
  }
  return preferencesOf(db, companyId);
}

/** Turns one kind's email off, keeping its other channels. */
export async function turnEmailOff(db: Kysely<Database>, companyId: string, kind: NotificationKind): Promise<void> {
  const current = (await preferencesOf(db, companyId)).find((c) => c.kind === kind)!;
  await savePreferences(db, companyId, [{ ...current, email: false }]);
}
