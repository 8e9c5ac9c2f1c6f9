import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { HealthData } from '../../src/schemas/envelope.ts';
import type { Database } from '../db/Database.ts';
import { appliedMigrationCount } from '../db/migrateToLatest.ts';
import type { Logger } from '../Logger.ts';
import { ok } from '../http/ok.ts';

export interface HealthDeps {
  readonly db: Kysely<Database>;
  readonly log: Logger;
  /** A hung database must not hang the probe: answer 503 after this long. */
  readonly timeoutMs?: number;
}

/** `GET /health`: a real database read (the applied migrations), 503 when the database is down. */
export function health({ db, log, timeoutMs = 3000 }: HealthDeps): Hono {
  const routes = new Hono();
  routes.get('/health', async (c) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      const migrations = await Promise.race([
        appliedMigrationCount(db),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      const data: HealthData = { status: 'ok', database: 'up', migrations };
      c.header('Cache-Control', 'no-store');
      return ok(c, data);
    } catch (error) {
      log.error('Health check: database read failed', error);
      c.header('Cache-Control', 'no-store');
      return c.json({ statusCode: 503, message: 'Service unavailable', data: { status: 'error', database: 'down' } }, 503);
    } finally {
      clearTimeout(timer);
    }
  });
  return routes;
}
