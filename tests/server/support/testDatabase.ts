// A fresh, migrated database per test suite.
// - TEST_DATABASE_URL set: a new database on that PostgreSQL server, dropped on close.
// - otherwise: in-memory PGlite loaded from a template (created, migrated and dumped once, cached in
//   os.tmpdir() under a key of the migrations' names and sources), ~0.5 s instead of a 3–5 s cold start.
import { createHash, randomBytes } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../../../server/db/createDatabase.ts';
import { migrationList } from '../../../server/db/migrationList.ts';
import { migrateToLatest } from '../../../server/db/migrateToLatest.ts';
import { silentLogger } from '../../../server/Logger.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TEMPLATE_PREFIX = 'cargo-connects-pglite-template-';

export interface TestDatabaseOptions {
  /** false: an empty database (no tables, no migration records). Default true. */
  readonly migrated?: boolean;
}

export interface TestDatabaseHandle extends DatabaseHandle {
  /** The database's postgres:// URL (PostgreSQL only), for a child process to open it too. */
  readonly url?: string;
}

export async function createTestDatabase({ migrated = true }: TestDatabaseOptions = {}): Promise<TestDatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL?.trim();
  return url ? createPostgresDatabase(url, migrated) : createPgliteDatabase(migrated);
}

async function createPostgresDatabase(adminUrl: string, migrated: boolean): Promise<TestDatabaseHandle> {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await createDatabase({ kind: 'postgres', url: url.toString(), maxConnections: 5 }, silentLogger);
  if (migrated) await migrateToLatest(handle.db);
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      await withAdmin(adminUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function createPgliteDatabase(migrated: boolean): Promise<DatabaseHandle> {
  const template = await (migrated ? migratedTemplate() : emptyTemplate());
  return createDatabase({ kind: 'pglite', inMemory: true, loadDataDir: template }, silentLogger);
}

// One read per test file (vitest isolates modules per file); the tarball on disk is shared by all.
let migratedTemplatePromise: Promise<Blob> | undefined;
let emptyTemplatePromise: Promise<Blob> | undefined;
const migratedTemplate = (): Promise<Blob> => (migratedTemplatePromise ??= cachedTemplate('migrated', true));
const emptyTemplate = (): Promise<Blob> => (emptyTemplatePromise ??= cachedTemplate('empty', false));

async function cachedTemplate(flavour: string, migrated: boolean): Promise<Blob> {
  const key = await templateKey(flavour);
  const file = path.join(tmpdir(), `${TEMPLATE_PREFIX}${key}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    // not made yet
  }
  const pglite = await PGlite.create();
  try {
    if (migrated) await migrateToLatest(new Kysely<any>({ dialect: new PGliteDialect({ pglite }) }));
    // Uncompressed: loads in ~0.5 s, gzip would take twice that.
    const tarball = await pglite.dumpDataDir('none');
    const bytes = new Uint8Array(await tarball.arrayBuffer());
    // Write then rename, so a parallel test worker never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
    await removeStaleTemplates(flavour, file);
    return new Blob([bytes]);
  } finally {
    await pglite.close();
  }
}

/** Changes when a migration is added or edited (or the status table they read), or PGlite is upgraded. */
async function templateKey(flavour: string): Promise<string> {
  const hash = createHash('sha256').update(flavour).update(Object.keys(migrationList).join('\n'));
  const dbDir = path.join(repoRoot, 'server/db');
  const sources = [path.join(dbDir, 'migrationList.ts'), ...(await readdir(path.join(dbDir, 'migrations'))).sort().map((f) => path.join(dbDir, 'migrations', f)), path.join(repoRoot, 'src/schemas/orderStatus.ts')];
  for (const source of sources) hash.update(source).update(await readFile(source));
  hash.update(await readFile(path.join(repoRoot, 'node_modules/@electric-sql/pglite/package.json')));
  return `${flavour}-${hash.digest('hex').slice(0, 16)}`;
}

async function removeStaleTemplates(flavour: string, keep: string): Promise<void> {
  const dir = tmpdir();
  for (const name of await readdir(dir)) {
    if (name.startsWith(`${TEMPLATE_PREFIX}${flavour}-`) && name.endsWith('.tar') && path.join(dir, name) !== keep) {
      await rm(path.join(dir, name), { force: true });
    }
  }
}
