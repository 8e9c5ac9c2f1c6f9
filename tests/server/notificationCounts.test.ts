import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listNotifications, markAllRead, markRead, unreadCountOf } from '../../server/notifications/listNotifications.ts';
import { createTestDatabase, type TestDatabaseHandle } from './support/testDatabase.ts';

// Migration 0017: the list's total and unread count come from notification_counts, kept by
// statement-level triggers. After any mix of inserts, reads, moves and deletes they must equal
// what counting the rows says.
describe('notification_counts (the notification list\'s totals)', () => {
  let handle: TestDatabaseHandle;
  let companies: string[];
  beforeAll(async () => {
    handle = await createTestDatabase();
    companies = [];
    for (const name of ['Acme', 'Bolt']) companies.push((await handle.db.insertInto('companies').values({ name }).returning('id').executeTakeFirstOrThrow()).id);
  });
  afterAll(() => handle.close());

  const counted = async (companyId: string) => {
    const row = await handle.db
      .selectFrom('notifications')
      .where('company_id', '=', companyId)
      .where('in_app', '=', true)
      .select([sql<number>`count(*)::int`.as('total'), sql<number>`(count(*) filter (where read_at is null))::int`.as('unread')])
      .executeTakeFirstOrThrow();
    return { total: row.total, unread: row.unread };
  };
  const listedCounts = async (companyId: string) => {
    const list = await listNotifications(handle.db, companyId, { page: 1, limit: 5, offset: 0 });
    return { total: list.pagination.total, unread: list.unreadCount };
  };
  const insert = (companyId: string, count: number, inApp = true) =>
    sql`insert into notifications (company_id, title, redirect_id, in_app) select ${companyId}::uuid, 'N' || g, 'CC26' || lpad(g::text, 6, '0'), ${inApp} from generate_series(1, ${count}::int) g`.execute(handle.db);
  const expectConsistent = async () => {
    for (const companyId of companies) {
      const truth = await counted(companyId);
      expect(await listedCounts(companyId)).toEqual(truth);
      expect(await unreadCountOf(handle.db, companyId)).toBe(truth.unread);
    }
  };

  it('answers 0 and 0 for a company with none, and the truth after inserts (one and many per statement), listed or not', async () => {
    await expectConsistent();
    expect(await listedCounts(companies[0]!)).toEqual({ total: 0, unread: 0 });
    await insert(companies[0]!, 1);
    await insert(companies[0]!, 30);
    await insert(companies[1]!, 12);
    await insert(companies[1]!, 4, false);
    await expectConsistent();
    expect(await listedCounts(companies[1]!)).toEqual({ total: 12, unread: 12 });
  });

  it('follows marking one and all read, a page past the end, moves between companies and deletes', async () => {
    const [a, b] = companies as [string, string];
    const one = await handle.db.selectFrom('notifications').select('id').where('company_id', '=', a).limit(1).executeTakeFirstOrThrow();
    expect(await markRead(handle.db, a, one.id)).toBe(30);
    expect(await markRead(handle.db, a, one.id)).toBe(30);
    expect(await markAllRead(handle.db, b)).toBe(0);
    await expectConsistent();
    const past = await listNotifications(handle.db, a, { page: 100, limit: 5, offset: 495 });
    expect(past.response).toEqual([]);
    expect([past.pagination.total, past.unreadCount]).toEqual([31, 30]);
    await sql`update notifications set company_id = ${b}::uuid where id in (select id from notifications where company_id = ${a}::uuid limit 3)`.execute(handle.db);
    await sql`update notifications set in_app = not in_app where company_id = ${b}::uuid`.execute(handle.db);
    await sql`update notifications set read_at = null where company_id = ${b}::uuid`.execute(handle.db);
    await expectConsistent();
    await sql`delete from notifications where id in (select id from notifications where company_id = ${a}::uuid limit 7)`.execute(handle.db);
    await sql`delete from notifications where company_id = ${b}::uuid`.execute(handle.db);
    await expectConsistent();
    expect(await listedCounts(b)).toEqual({ total: 0, unread: 0 });
  });
});
