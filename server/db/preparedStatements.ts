import { createHash } from 'node:crypto';
import { parse as pgliteResults, protocol, type PGlite } from '@electric-sql/pglite';
import type { PGlite as KyselyPGlite, PGliteQueryOptions } from 'kysely';
import pg from 'pg';

// The statements a connection keeps prepared (parsed and planned once per connection, then only
// bound and run). Kysely sends every query as an unnamed statement, which PostgreSQL parses and
// plans again each time: for the order list, the hottest read, planning took ~0.1 ms of a ~0.3 ms
// query on PostgreSQL, and ~1 ms of ~1.4 ms on PGlite, where it runs on the API's one thread.
// Only SQL registered here is prepared (a fixed text with fixed result columns: a migration that
// adds a column leaves it valid).

const names = new Map<string, string>();

/** Asks database connections to keep this SQL text prepared; returns its statement name. */
export function prepareStatement(text: string): string {
  let name = names.get(text);
  if (name === undefined) {
    name = `p_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
    names.set(text, name);
  }
  return name;
}

/** The name a registered SQL text is prepared under, or undefined. */
export const preparedName = (text: string): string | undefined => names.get(text);

/** A pg client that runs registered SQL as a named (prepared) statement, everything else as before. */
export class PreparingClient extends pg.Client {
  // pg's query() has many overloads; Kysely calls query(text, values) and awaits the promise.
  override query(...args: any[]): any {
    const [text, values] = args;
    if (args.length === 2 && typeof text === 'string' && Array.isArray(values)) {
      const name = names.get(text);
      if (name !== undefined) return super.query({ name, text, values });
    }
    return (super.query as (...a: any[]) => any)(...args);
  }
}

const { serialize } = protocol;
const INVALID_STATEMENT_NAME = '26000';

const joined = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/**
 * PGlite as Kysely uses it, running registered SQL as a named statement: parsed once, then bound
 * and run in one protocol call. PGlite's query() parses an unnamed statement in six calls every
 * time. Registered statements are reads, run outside PGlite's transactions (as query() is, under
 * the same locks), so there is nothing to sync to its file system after them.
 */
export function preparingPglite(pglite: PGlite): KyselyPGlite {
  // A prepared statement's parameter types, as PostgreSQL described them.
  const parameterTypes = new Map<string, number[]>();

  const runNamed = (name: string, text: string, params: readonly unknown[], options: PGliteQueryOptions | undefined) =>
    pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(async () => {
        let types = parameterTypes.get(name);
        if (types === undefined) {
          const described = await pglite.execProtocolStream(joined([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
          types = pgliteResults.parseDescribeStatementResults(described);
          parameterTypes.set(name, types);
        }
        // As query() writes values: the type's serializer, else the value's text.
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = options?.serializers?.[types[i]!] ?? pglite.serializers[types[i]!];
          return serializer === undefined ? String(value) : serializer(value);
        });
        const messages = await pglite.execProtocolStream(joined([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]), {
          syncToFs: false,
        });
        return pgliteResults.parseResults(messages, pglite.parsers, options)[0]!;
      }),
    );

  const query: KyselyPGlite['query'] = async <T>(text: string, params: any[] = [], options?: PGliteQueryOptions) => {
    const name = names.get(text);
    if (name === undefined) return pglite.query<T>(text, params, options);
    try {
      return (await runNamed(name, text, params, options)) as Awaited<ReturnType<typeof pglite.query<T>>>;
    } catch (error) {
      // Deallocated behind our back (DEALLOCATE ALL): prepare it again, once.
      if ((error as { code?: string }).code !== INVALID_STATEMENT_NAME || !parameterTypes.delete(name)) throw error;
      return (await runNamed(name, text, params, options)) as Awaited<ReturnType<typeof pglite.query<T>>>;
    }
  };

  return {
    query,
    transaction: (callback) => pglite.transaction(callback),
    close: () => pglite.close(),
    get closed() {
      return pglite.closed;
    },
    get ready() {
      return pglite.ready;
    },
    get waitReady() {
      return pglite.waitReady;
    },
  };
}
