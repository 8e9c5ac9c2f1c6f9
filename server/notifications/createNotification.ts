import type { Kysely } from 'kysely';
import { PUSH_NEW_NOTIFICATION, type Notification } from '../../src/schemas/notification.ts';
import type { Database } from '../db/Database.ts';
import type { NotificationRow } from '../db/trackingTables.ts';
import { choiceFor } from './notificationPreferences.ts';
import type { PushHub } from './PushHub.ts';

export interface NewNotification {
  readonly companyId: string;
  readonly title: string;
  /** The movement id: a click opens /my-orders/service/{redirectId}. */
  readonly movementId: string;
  /**
   * The order event: one of NOTIFICATION_KINDS follows the company's choices; any
   * other kind (or none) is listed and pushed, never emailed.
   */
  readonly kind?: string;
}

export interface NotificationDeps {
  readonly db: Kysely<Database>;
  readonly push: PushHub;
}

export const toNotification = (row: Pick<NotificationRow, 'id' | 'title' | 'redirect_id' | 'created_at' | 'read_at' | 'kind'>): Notification => ({
  _id: row.id,
  title: row.title,
  redirectId: row.redirect_id,
  createdAt: row.created_at.toISOString(),
  readAt: row.read_at === null ? null : row.read_at.toISOString(),
  kind: row.kind,
});

/**
 * Stores a notification; pass a transaction to keep it with the order change it reports. With the
 * company's in-app choice off for its kind it is kept unlisted (its email and push may still go);
 * `announce` after the commit sends what is pending.
 */
export async function recordNotification(db: Kysely<Database>, { companyId, title, movementId, kind }: NewNotification): Promise<Notification> {
  const choice = await choiceFor(db, companyId, kind);
  const row = await db
    .insertInto('notifications')
    .values({ company_id: companyId, title, redirect_id: movementId, kind: kind ?? null, in_app: choice.inApp, delivery_pending: true })
    .returning(['id', 'title', 'redirect_id', 'created_at', 'read_at', 'kind'])
    .executeTakeFirstOrThrow();
  return toNotification(row);
}

/**
 * Tells the company's signed-in browsers to refetch (spec push.refetch); call after the commit. The
 * hub given to the app (withNotificationDelivery) also sends the pending emails and browser pushes.
 */
export function announce(push: PushHub, companyId: string): Promise<void> {
  return push.publish(companyId, { type: PUSH_NEW_NOTIFICATION });
}

/** Stores a notification, then pushes NEW_NOTIFICATION to the company's browsers. */
export async function createNotification({ db, push }: NotificationDeps, notification: NewNotification): Promise<Notification> {
  const stored = await recordNotification(db, notification);
  await announce(push, notification.companyId);
  return stored;
}
