import { sql, type Kysely } from 'kysely';
import type { NotificationList } from '../../src/schemas/notification.ts';
import type { Database } from '../db/Database.ts';
import { fail } from '../http/HttpError.ts';
import { paginated } from '../http/paginated.ts';
import type { PageRequest } from '../http/readPagination.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { isUuid } from '../auth/accessToken.ts';
import { toNotification } from './createNotification.ts';

/** The company's listed notifications (in-app on when they were made). */
const listed = (db: Kysely<Database>, companyId: string) => db.selectFrom('notifications').where('company_id', '=', companyId).where('in_app', '=', true);

/** The company's listed and unread counts, kept by triggers (migration 0017); none yet: 0 and 0. */
const countsOf = (db: Kysely<Database>, companyId: string) =>
  db
    .selectNoFrom((eb) => [
      sql<Counts>`coalesce(${eb.selectFrom('notification_counts').where('company_id', '=', companyId).select(sql`json_build_object('total', total, 'unread', unread)`.as('c'))}, json_build_object('total', 0, 'unread', 0))`.as('counts'),
    ]);

/** What is still unread, of what is listed. */
export async function unreadCountOf(db: Kysely<Database>, companyId: string): Promise<number> {
  return Number((await countsOf(db, companyId).executeTakeFirstOrThrow()).counts.unread);
}

/**
 * The company's notifications, newest first, one page, with the unread count: one
 * statement (the counts, from notification_counts, ride on the page's rows), two for a page past the end.
 */
export async function listNotifications(db: Kysely<Database>, companyId: string, { page, limit, offset }: PageRequest): Promise<NotificationList> {
  const countsQuery = countsOf(db, companyId);
  const rows = await listed(db, companyId)
    .select(['id', 'title', 'redirect_id', 'created_at', 'read_at', 'kind'])
    .select(countsQuery.as('counts'))
    .orderBy('created_at', 'desc')
    .orderBy('seq', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const counts = rows.length > 0 ? rows[0]!.counts! : (await countsQuery.executeTakeFirstOrThrow()).counts;
  return { ...paginated(rows.map(toNotification), page, limit, Number(counts.total)), unreadCount: Number(counts.unread) } as NotificationList;
}

interface Counts {
  readonly total: number;
  readonly unread: number;
}

/**
 * Marks one of the company's notifications read (once: a second call keeps the first time).
 * 400 for an id that is not one, 404 for another company's or an unlisted one.
 */
export async function markRead(db: Kysely<Database>, companyId: string, id: string): Promise<number> {
  if (!isUuid(id)) fail(400, Messages.notificationIdInvalid);
  const found = await listed(db, companyId).where('id', '=', id).select(['id']).executeTakeFirst();
  if (found === undefined) fail(404, Messages.notificationNotFound);
  await db.updateTable('notifications').set({ read_at: new Date() }).where('id', '=', id).where('read_at', 'is', null).execute();
  return unreadCountOf(db, companyId);
}

/** Marks every listed notification of the company read. */
export async function markAllRead(db: Kysely<Database>, companyId: string): Promise<number> {
  await db.updateTable('notifications').set({ read_at: new Date() }).where('company_id', '=', companyId).where('in_app', '=', true).where('read_at', 'is', null).execute();
  return unreadCountOf(db, companyId);
}
