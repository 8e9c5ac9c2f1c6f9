import type { Kysely } from 'kysely';
import type { NotificationList } from '../../src/schemas/notification.ts';
import type { Database } from '../db/Database.ts';
import { paginated } from '../http/paginated.ts';
import type { PageRequest } from '../http/readPagination.ts';
import { toNotification } from './createNotification.ts';

/** The company's notifications, newest first, one page. */
export async function listNotifications(db: Kysely<Database>, companyId: string, { page, limit, offset }: PageRequest): Promise<NotificationList> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('notifications')
      .select(['id', 'title', 'redirect_id', 'created_at'])
      .where('company_id', '=', companyId)
      .orderBy('created_at', 'desc')
      .orderBy('seq', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('total')).where('company_id', '=', companyId).executeTakeFirstOrThrow(),
  ]);
  return paginated(rows.map(toNotification), page, limit, Number(count.total)) as NotificationList;
}
