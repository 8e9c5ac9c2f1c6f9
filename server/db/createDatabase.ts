import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { ServerConfig } from '../config.ts';
import { consoleLogger, type Logger } from '../Logger.ts';
import type { Database } from './Database.ts';
import { initPgliteDataDir } from './initPgliteDataDir.ts';
import { PreparingClient, preparingPglite } from './preparedStatements.ts';
import { lockDataDir } from './lockDataDir.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseTarget =
  /** A PostgreSQL server. */
  | { readonly kind: 'postgres'; readonly url: string; readonly maxConnections?: number }
  /**
   * Embedded PGlite persisted in a directory (created if missing, locked against a second process);
   * sharedBuffersMb: PostgreSQL's page cache inside PGlite's memory (DEFAULT_PGLITE_SHARED_BUFFERS_MB).
   */
  | { readonly kind: 'pglite'; readonly dataDir: string; readonly sharedBuffersMb?: number }
  /** Embedded PGlite in memory, optionally loaded from a `dumpDataDir()` tarball (tests' template). */
  | { readonly kind: 'pglite'; readonly inMemory: true; readonly loadDataDir?: Blob };

export interface DatabaseHandle {
  readonly db: Kysely<Database>;
  readonly kind: DatabaseKind;
  /** For logs: the data directory, or the server without credentials. */
  readonly description: string;
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {
  constructor(description: string, cause: unknown) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    super(`Cannot open the database (${description}): ${detail}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

// Both drivers must hand routes the same JS types. pg returns int8 (count(*)) as a string and
// dates as local-midnight Dates; PGlite returns numbers and UTC Dates. Align on number and 'YYYY-MM-DD'.
const INT8 = 20;
const DATE = 1082;
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8 && format !== 'binary') return (value: string) => Number(value);
    if (oid === DATE && format !== 'binary') return (value: string) => value;
    return format === undefined ? pg.types.getTypeParser(oid) : pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};
const pgliteParsers = { [DATE]: (value: string) => value };

/**
 * PGlite's PostgreSQL keeps its default 128 MB of shared_buffers inside the WebAssembly memory,
 * which never shrinks. 32 MB held the hot pages of 10k orders (measured: RSS 341 → 248 MB on open);
 * 16 MB still does for the list, creation and notifications under load (same throughput) and ends
 * the bench 25–30 MB lower (peak 402 → 373 MiB with the seed).
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 16;
const pgliteStartParams = (sharedBuffersMb: number): string[] => [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`];

/** Where config says the data lives: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export function databaseTargetOf(config: Pick<ServerConfig, 'databaseUrl' | 'dataDir'> & Partial<Pick<ServerConfig, 'pgliteSharedBuffersMb'>>): DatabaseTarget {
  if (config.databaseUrl !== undefined) return { kind: 'postgres', url: config.databaseUrl };
  return { kind: 'pglite', dataDir: config.dataDir, ...(config.pgliteSharedBuffersMb !== undefined ? { sharedBuffersMb: config.pgliteSharedBuffersMb } : {}) };
}

const describePostgres = (url: string): string => {
  try {
    const u = new URL(url);
    return `postgres ${u.hostname}:${u.port || '5432'}${u.pathname}`;
  } catch {
    return 'postgres';
  }
};

/** Opens the database and checks it answers; migrations are separate (migrateToLatest). */
export async function createDatabase(target: DatabaseTarget, log: Logger = consoleLogger): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const description = describePostgres(target.url);
    const pool = new pg.Pool({ connectionString: target.url, max: target.maxConnections ?? 10, types: pgTypes, Client: PreparingClient });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on('error', (error) => log.warn(`PostgreSQL connection error (${description}): ${error.message}`));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    await ping(db, description);
    return { db, kind: 'postgres', description, close: () => db.destroy() };
  }

  if ('inMemory' in target) {
    const description = 'pglite (in memory)';
    let pglite: PGlite;
    try {
      pglite = await PGlite.create({ parsers: pgliteParsers, ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}) });
    } catch (error) {
      throw new DatabaseUnavailableError(description, error);
    }
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: preparingPglite(pglite) }) });
    await ping(db, description);
    return { db, kind: 'pglite', description, close: () => db.destroy() };
  }

  const description = `pglite ${target.dataDir}`;
  await mkdir(target.dataDir, { recursive: true });
  const release = await lockDataDir(target.dataDir);
  try {
    await initPgliteDataDir(target.dataDir);
    const pglite = await PGlite.create({
      dataDir: target.dataDir,
      parsers: pgliteParsers,
      startParams: pgliteStartParams(target.sharedBuffersMb ?? DEFAULT_PGLITE_SHARED_BUFFERS_MB),
    });
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: preparingPglite(pglite) }) });
    await ping(db, description);
    let closing: Promise<void> | undefined;
    return {
      db,
      kind: 'pglite',
      description,
      close: () => (closing ??= db.destroy().finally(release)),
    };
  } catch (error) {
    await release();
    throw error instanceof DatabaseUnavailableError ? error : new DatabaseUnavailableError(description, error);
  }
}

async function ping(db: Kysely<Database>, description: string): Promise<void> {
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw new DatabaseUnavailableError(description, error);
  }
}
