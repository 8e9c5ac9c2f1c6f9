import type { Kysely } from 'kysely';
import { PUSH_NEW_NOTIFICATION, type Notification } from '../../src/schemas/notification.ts';
import type { Database } from '../db/Database.ts';
import type { NotificationRow } from '../db/trackingTables.ts';
import type { PushHub } from './PushHub.ts';

export interface NewNotification {
  readonly companyId: string;
  readonly title: string;
  /** The movement id: a click opens /my-orders/service/{redirectId}. */
  readonly movementId: string;
}

export interface NotificationDeps {
  readonly db: Kysely<Database>;
  readonly push: PushHub;
}

export const toNotification = (row: Pick<NotificationRow, 'id' | 'title' | 'redirect_id' | 'created_at'>): Notification => ({
  _id: row.id,
  title: row.title,
  redirectId: row.redirect_id,
  createdAt: row.created_at.toISOString(),
});

/** Stores a notification; pass a transaction to keep it with the order change it reports. */
export async function recordNotification(db: Kysely<Database>, { companyId, title, movementId }: NewNotification): Promise<Notification> {
  const row = await db
    .insertInto('notifications')
    .values({ company_id: companyId, title, redirect_id: movementId })
    .returning(['id', 'title', 'redirect_id', 'created_at'])
    .executeTakeFirstOrThrow();
  return toNotification(row);
}

/** Tells the company's signed-in browsers to refetch (spec push.refetch); call after the commit. */
export function announce(push: PushHub, companyId: string): Promise<void> {
  return push.publish(companyId, { type: PUSH_NEW_NOTIFICATION });
}

/** Stores a notification, then pushes NEW_NOTIFICATION to the company's browsers. */
export async function createNotification({ db, push }: NotificationDeps, notification: NewNotification): Promise<Notification> {
  const stored = await recordNotification(db, notification);
  await announce(push, notification.companyId);
  return stored;
}
