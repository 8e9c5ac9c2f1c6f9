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
