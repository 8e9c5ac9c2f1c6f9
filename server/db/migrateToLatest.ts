import { sql, type Kysely } from 'kysely';
import { Migrator } from 'kysely/migration';
import { migrationList } from './migrationList.ts';

export class MigrationError extends Error {
  constructor(
    readonly migrationName: string | undefined,
    cause: unknown,
  ) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    super(migrationName === undefined ? `Database migration failed: ${detail}` : `Database migration ${migrationName} failed: ${detail}`, {
      cause,
    });
    this.name = 'MigrationError';
  }
}

export function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: { getMigrations: async () => ({ ...migrationList }) } });
}

/** Applies every pending migration (a no-op when up to date); returns the names it applied. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  const { error, results = [] } = await createMigrator(db).migrateToLatest();
  if (error !== undefined) {
    throw new MigrationError(results.find((r) => r.status === 'Error')?.migrationName, error);
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** Migrations recorded as applied in the database itself (what /health reports). */
export async function appliedMigrationCount(db: Kysely<any>): Promise<number> {
  const { rows } = await sql<{ count: number }>`select count(*)::int as count from kysely_migration`.execute(db);
  return rows[0]?.count ?? 0;
}
