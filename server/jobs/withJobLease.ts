import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/Database.ts';

/**
 * One round of a scheduled job across API processes: the round holds the job's job_runs row
 * (FOR UPDATE SKIP LOCKED), so a second process skips it rather than doing the same work, and
 * records when it started and finished. `run` works in the round's transaction.
 */
export async function withJobLease<T>(db: Kysely<Database>, job: string, run: (trx: Transaction<Database>) => Promise<T>): Promise<{ readonly skipped: true } | { readonly skipped: false; readonly value: T }> {
  return db.transaction().execute(async (trx) => {
    const lease = await trx.selectFrom('job_runs').select('name').where('name', '=', job).forUpdate().skipLocked().executeTakeFirst();
    if (lease === undefined) return { skipped: true as const };
    await trx.updateTable('job_runs').set({ last_started_at: sql`now()` }).where('name', '=', job).execute();
    const value = await run(trx);
    await trx.updateTable('job_runs').set({ last_finished_at: sql`clock_timestamp()` }).where('name', '=', job).execute();
    return { skipped: false as const, value };
  });
}
