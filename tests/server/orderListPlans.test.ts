import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedLoad } from '../../scripts/seedLoad.ts';
import { createDatabase, type DatabaseHandle } from '../../server/db/createDatabase.ts';
import { seedCatalog } from '../../server/db/seedCatalog.ts';
import { DEMO_CUSTOMER, seedDemo } from '../../server/db/seedDemo.ts';
import { silentLogger } from '../../server/Logger.ts';
import { listOrders } from '../../server/service/orderActions.ts';
import { createTestDatabase, type TestDatabaseHandle } from './support/testDatabase.ts';

const postgres = process.env.TEST_DATABASE_URL?.trim();

// What the database says of the order list's prepared statements (pg_prepared_statements counts the
// plans it made), on PostgreSQL and on PGlite alike: the first pages at the app's page size keep
// one plan, instead of being planned again on every call, which cost more than running them (on
// PGlite, on the API's own thread). Other pages still answer.
describe(`the order list on ${postgres ? 'PostgreSQL' : 'PGlite'}: plans kept`, () => {
  let seeded: TestDatabaseHandle;
  let one: DatabaseHandle;
  let companyId: string;
  beforeAll(async () => {
    seeded = await createTestDatabase();
    await seedCatalog(seeded.db);
    await seedDemo(seeded.db);
    await seedLoad(seeded.db, { orders: 2000, notifications: 0 });
    // One connection, so every call runs where pg_prepared_statements looks (PGlite has only one).
    one = postgres ? await createDatabase({ kind: 'postgres', url: seeded.url!, maxConnections: 1 }, silentLogger) : { ...seeded, close: async () => {} };
    const account = await one.db.selectFrom('accounts').select('company_id').where('email', '=', DEMO_CUSTOMER.email).executeTakeFirstOrThrow();
    companyId = account.company_id;
  }, 120_000);
  afterAll(async () => {
    await one?.close();
    await seeded?.close();
  });

  const plans = async () =>
    (await sql<{ statement: string; generic_plans: string; custom_plans: string }>`
      select statement, generic_plans, custom_plans from pg_prepared_statements where statement like '%order_counts%'`.execute(one.db)).rows.map((r) => ({
      statement: r.statement,
      generic: Number(r.generic_plans),
      custom: Number(r.custom_plans),
    }));

  it('plans the Pending tab first page once and reuses it (at most the five trial plans PostgreSQL makes)', async () => {
    const first = await listOrders(one.db, companyId, { status: 'Pending', page: 1, limit: 10 });
    for (let i = 0; i < 11; i++) expect(await listOrders(one.db, companyId, { status: 'Pending', page: 1, limit: 10 })).toBe(first);
    const pending = await plans();
    expect(pending).toHaveLength(1);
    expect(pending[0]!.custom).toBeLessThanOrEqual(5);
    expect(pending[0]!.generic).toBeGreaterThanOrEqual(7);
    expect(JSON.parse(first).response).toHaveLength(10);
  });

  it('answers any other page and page size the same as its rows say', async () => {
    const page1 = JSON.parse(await listOrders(one.db, companyId, { status: 'Pending', page: 1, limit: 10 })).response;
    const page2of5 = JSON.parse(await listOrders(one.db, companyId, { status: 'Pending', page: 2, limit: 5 })).response;
    const page6 = JSON.parse(await listOrders(one.db, companyId, { status: 'Pending', page: 6, limit: 10 })).response;
    const first60 = JSON.parse(await listOrders(one.db, companyId, { status: 'Pending', page: 1, limit: 60 })).response;
    expect(page2of5).toEqual(page1.slice(5, 10));
    expect(page6).toEqual(first60.slice(50, 60));
    expect(first60.slice(0, 10)).toEqual(page1);
  });
});
