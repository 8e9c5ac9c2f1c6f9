import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type DatabaseHandle } from '../../server/db/createDatabase.ts';
import { prepareStatement, preparedName } from '../../server/db/preparedStatements.ts';

const postgres = process.env.TEST_DATABASE_URL?.trim();
const quiet = { info: () => {}, warn: () => {}, error: () => {}, debug: () => {} };

describe('prepareStatement: registered SQL names itself', () => {
  it('gives one text one name, and another text another', () => {
    const a = prepareStatement('select 1 as one /* a */');
    expect(prepareStatement('select 1 as one /* a */')).toBe(a);
    expect(prepareStatement('select 1 as one /* b */')).not.toBe(a);
    expect(preparedName('select 1 as one /* a */')).toBe(a);
    expect(preparedName('select 1 as one /* never registered */')).toBeUndefined();
  });
});

// What PostgreSQL itself says: a registered text is kept prepared on the connection and reused;
// anything else is not prepared at all.
describe.runIf(postgres)('PreparingClient on PostgreSQL', () => {
  let handle: DatabaseHandle;
  const registered = 'select $1::int + 1 as next /* preparedStatements.test */';
  beforeAll(async () => {
    handle = await createDatabase({ kind: 'postgres', url: postgres!, maxConnections: 1 }, quiet);
  });
  afterAll(() => handle.close());

  const preparedHere = async () =>
    (await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(handle.db)).rows;

  it('runs a registered text as a named statement, prepared once, with each call its own values', async () => {
    const name = prepareStatement(registered);
    const run = (n: number) => handle.db.executeQuery<{ next: number }>({ sql: registered, parameters: [n], query: { kind: 'RawNode' } as never, queryId: { queryId: 'x' } });
    expect((await run(1)).rows).toEqual([{ next: 2 }]);
    expect((await run(41)).rows).toEqual([{ next: 42 }]);
    const statements = await preparedHere();
    expect(statements.filter((s) => s.name === name)).toEqual([{ name, statement: registered }]);
  });

  it('prepares nothing that was not registered', async () => {
    await sql`select ${5}::int as five /* not registered */`.execute(handle.db);
    expect((await preparedHere()).some((s) => s.statement.includes('not registered'))).toBe(false);
  });
});

// PGlite runs on the API's own thread: a registered text is parsed once and kept, like on
// PostgreSQL, and answers exactly as PGlite's own query() does.
describe('preparingPglite on PGlite', () => {
  let handle: DatabaseHandle;
  const registered = 'select $1::int + 1 as next, $2::text as label, $3::timestamptz as at /* preparedStatements.test pglite */';
  const failing = 'select 10 / $1::int as tenth /* preparedStatements.test pglite failing */';
  const run = <T>(text: string, parameters: unknown[]) => handle.db.executeQuery<T>({ sql: text, parameters, query: { kind: 'RawNode' } as never, queryId: { queryId: 'x' } });
  const preparedHere = async () =>
    (await sql<{ name: string; statement: string; generic_plans: number; custom_plans: number }>`select name, statement, generic_plans, custom_plans from pg_prepared_statements`.execute(handle.db)).rows;
  beforeAll(async () => {
    handle = await createDatabase({ kind: 'pglite', inMemory: true }, quiet);
    prepareStatement(registered);
    prepareStatement(failing);
  });
  afterAll(() => handle.close());

  it('runs a registered text as a named statement with each call its own values, typed as query() types them', async () => {
    const at = new Date('2024-05-06T07:08:09.123Z');
    expect((await run(registered, [1, 'a', at])).rows).toEqual([{ next: 2, label: 'a', at }]);
    expect((await run(registered, [41, null, null])).rows).toEqual([{ next: 42, label: null, at: null }]);
    const unprepared = await sql`select ${41}::int + 1 as next, ${null}::text as label, ${null}::timestamptz as at`.execute(handle.db);
    expect(unprepared.rows).toEqual([{ next: 42, label: null, at: null }]);
    for (let i = 0; i < 8; i++) await run(registered, [i, 'b', at]);
    const mine = (await preparedHere()).filter((s) => s.name === preparedName(registered));
    expect(mine).toEqual([expect.objectContaining({ statement: registered })]);
    // Planned with the values at first, then the kept plan.
    expect(Number(mine[0]!.generic_plans)).toBeGreaterThan(0);
  });

  it('prepares nothing that was not registered', async () => {
    await sql`select ${5}::int as five /* not registered */`.execute(handle.db);
    expect((await preparedHere()).some((s) => s.statement.includes('not registered'))).toBe(false);
  });

  it('answers an error as query() does, and the next statements run', async () => {
    await expect(run(failing, [0])).rejects.toMatchObject({ code: '22012' });
    expect((await run(failing, [5])).rows).toEqual([{ tenth: 2 }]);
    expect((await sql<{ one: number }>`select 1 as one`.execute(handle.db)).rows).toEqual([{ one: 1 }]);
  });

  it('prepares a statement again when it was deallocated', async () => {
    await run(registered, [1, 'a', null]);
    await sql`deallocate all`.execute(handle.db);
    expect((await run(registered, [2, 'c', null])).rows).toEqual([{ next: 3, label: 'c', at: null }]);
  });

  it('waits for a transaction in progress, and inside one runs in it', async () => {
    await sql`create table prepared_probe (n int)`.execute(handle.db);
    const count = 'select count(*)::int as n from prepared_probe /* preparedStatements.test pglite */';
    prepareStatement(count);
    let outside: Promise<unknown> | undefined;
    await handle.db.transaction().execute(async (trx) => {
      await sql`insert into prepared_probe values (1)`.execute(trx);
      // Outside the transaction: runs after its commit, never in the middle of it.
      outside = run<{ n: number }>(count, []);
      expect((await trx.executeQuery<{ n: number }>({ sql: count, parameters: [], query: { kind: 'RawNode' } as never, queryId: { queryId: 'y' } })).rows).toEqual([{ n: 1 }]);
      await sql`insert into prepared_probe values (2)`.execute(trx);
    });
    expect(((await outside) as { rows: unknown[] }).rows).toEqual([{ n: 2 }]);
  });
});
