import { sql } from 'kysely';
import { NO_MIGRATIONS } from 'kysely/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../server/db/createDatabase.ts';
import { migrationList } from '../../server/db/migrationList.ts';
import { appliedMigrationCount, createMigrator, migrateToLatest } from '../../server/db/migrateToLatest.ts';
import { createTestDatabase } from './support/testDatabase.ts';

const migrationCount = Object.keys(migrationList).length;

/** Postgres error code of a failed statement (23505 unique, 23514 check, 23503 foreign key). */
async function errorCode(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    return (error as { code?: string }).code;
  }
  throw new Error('expected the statement to fail');
}

describe('migrations', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase({ migrated: false });
  });
  afterAll(() => database.close());

  it('apply from an empty database, then are a no-op', async () => {
    const { db } = database;
    expect(await migrateToLatest(db)).toEqual(Object.keys(migrationList));
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await appliedMigrationCount(db)).toBe(migrationCount);
  });

  it('go down to nothing and up again', async () => {
    const { db } = database;
    const down = await createMigrator(db).migrateTo(NO_MIGRATIONS);
    expect(down.error).toBeUndefined();
    expect(await appliedMigrationCount(db)).toBe(0);
    expect(await tableNames(database)).not.toContain('accounts');
    expect(await migrateToLatest(db)).toHaveLength(migrationCount);
    expect(await tableNames(database)).toEqual(expect.arrayContaining(['accounts', 'companies']));
  });

  it('0020 carries the order counts from a row per status to a row per company, and back', async () => {
    const { db } = database;
    const company = '7d2c4a86-1f3e-4b8a-9c55-0e6f1a2b3c4d';
    const before = [
      { company_id: company, status: 'Pending', n: 3 },
      { company_id: company, status: 'Completed', n: 12 },
    ];
    expect((await createMigrator(db).migrateTo('0019_order_counts_hot')).error).toBeUndefined();
    await sql`insert into order_counts (company_id, status, n) values ${sql.join(before.map((r) => sql`(${r.company_id}, ${r.status}, ${r.n})`))}`.execute(db);
    await migrateToLatest(db);
    const { rows } = await sql<{ company_id: string; counts: unknown }>`select company_id, counts from order_counts`.execute(db);
    expect(rows).toEqual([{ company_id: company, counts: { Pending: 3, Completed: 12 } }]);
    expect((await createMigrator(db).migrateTo('0019_order_counts_hot')).error).toBeUndefined();
    const back = await sql<{ company_id: string; status: string; n: string }>`select company_id, status, n from order_counts order by status`.execute(db);
    expect(back.rows.map((r) => ({ ...r, n: Number(r.n) }))).toEqual([before[1], before[0]]);
    await sql`delete from order_counts`.execute(db);
    await migrateToLatest(db);
  });
});

async function tableNames({ db }: DatabaseHandle): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = current_schema() order by table_name`.execute(db);
  return rows.map((r) => r.table_name);
}

describe('core tables', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const newCompany = async (name = 'Acme Freight') =>
    database.db.insertInto('companies').values({ name }).returning(['id', 'commercial_references', 'verify_by_admin', 'created_at']).executeTakeFirstOrThrow();

  const account = (companyId: string, email: string, role: 'main' | 'sub' = 'sub') => ({
    company_id: companyId,
    role,
    contact_name: 'Ana Ruiz',
    contact_number: '5512345678',
    email,
    password_hash: 'hash',
  });

  it('exist with the migrations table', async () => {
    expect(await tableNames(database)).toEqual(expect.arrayContaining(['accounts', 'companies', 'kysely_migration']));
  });

  it('fill ids and defaults in the database', async () => {
    const company = await newCompany();
    expect(company.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(company.commercial_references).toEqual([]);
    expect(company.verify_by_admin).toBe(false);
    expect(company.created_at).toBeInstanceOf(Date);
    const created = await database.db.insertInto('accounts').values(account(company.id, 'ana@acme.example', 'main')).returning(['id', 'profile_picture']).executeTakeFirstOrThrow();
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.profile_picture).toBeNull();
  });

  it('store commercial references as a JSON array', async () => {
    const refs = [{ companyName: 'Ref Co', contactName: 'Bo', emailAddress: 'bo@ref.example', contactNo: '5512345678' }];
    const { id } = await database.db.insertInto('companies').values({ name: 'With refs', commercial_references: JSON.stringify(refs) }).returning('id').executeTakeFirstOrThrow();
    const row = await database.db.selectFrom('companies').select('commercial_references').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.commercial_references).toEqual(refs);
    expect(await errorCode(() => database.db.insertInto('companies').values({ name: 'Bad', commercial_references: '{}' }).execute())).toBe('23514');
  });

  it('keep emails unique', async () => {
    const { id } = await newCompany('Unique Co');
    await database.db.insertInto('accounts').values(account(id, 'dup@acme.example')).execute();
    expect(await errorCode(() => database.db.insertInto('accounts').values(account(id, 'dup@acme.example')).execute())).toBe('23505');
  });

  it('refuse an email that is not lowercased', async () => {
    const { id } = await newCompany('Case Co');
    expect(await errorCode(() => database.db.insertInto('accounts').values(account(id, 'Mixed@Acme.example')).execute())).toBe('23514');
  });

  it('allow only the main and sub roles, and one main user per company', async () => {
    const { id } = await newCompany('Roles Co');
    expect(await errorCode(() => database.db.insertInto('accounts').values({ ...account(id, 'admin@roles.example'), role: 'admin' as 'main' }).execute())).toBe('23514');
    await database.db.insertInto('accounts').values(account(id, 'main@roles.example', 'main')).execute();
    await database.db.insertInto('accounts').values(account(id, 'sub1@roles.example', 'sub')).execute();
    await database.db.insertInto('accounts').values(account(id, 'sub2@roles.example', 'sub')).execute();
    expect(await errorCode(() => database.db.insertInto('accounts').values(account(id, 'main2@roles.example', 'main')).execute())).toBe('23505');
  });

  it('tie accounts to an existing company, removed with it', async () => {
    expect(
      await errorCode(() => database.db.insertInto('accounts').values(account('00000000-0000-4000-8000-000000000000', 'orphan@acme.example')).execute()),
    ).toBe('23503');
    const { id } = await newCompany('Gone Co');
    await database.db.insertInto('accounts').values(account(id, 'gone@acme.example')).execute();
    await database.db.deleteFrom('companies').where('id', '=', id).execute();
    expect(await database.db.selectFrom('accounts').where('company_id', '=', id).selectAll().execute()).toEqual([]);
  });

  it('return the same JS types on PGlite and PostgreSQL', async () => {
    const { rows } = await sql<{ n: number; d: string; ts: Date }>`select count(*) as n, date '2025-03-09' as d, now() as ts from companies`.execute(database.db);
    expect(typeof rows[0]!.n).toBe('number');
    expect(rows[0]!.d).toBe('2025-03-09');
    expect(rows[0]!.ts).toBeInstanceOf(Date);
  });
});
