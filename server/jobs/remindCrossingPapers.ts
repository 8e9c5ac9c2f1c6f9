import { sql, type Kysely } from 'kysely';
import { CROSSING_REMINDER_HOURS, CROSSING_TABLE } from '../../src/schemas/crossingPapers.ts';
import { wallClockAt } from '../../src/schemas/scheduleClock.ts';
import type { Database } from '../db/Database.ts';
import { announce, recordNotification } from '../notifications/createNotification.ts';
import { withJobLease } from './withJobLease.ts';
import { notificationTitles } from '../notifications/notificationTitles.ts';
import type { PushHub } from '../notifications/PushHub.ts';
import { BEFORE_PICKUP, checklistOf, CROSSING_NOTIFICATION_KIND } from '../service/crossingItems.ts';

export interface CrossingReminderDeps {
  readonly db: Kysely<Database>;
  readonly push: PushHub;
  /** The clock (tests); the server's by default. */
  readonly now?: () => Date;
}

/** The job's row in job_runs (migration 0025). */
export const CROSSING_REMINDERS_JOB = 'crossing-reminders';

export type CrossingReminderRun = { readonly skipped: true } | { readonly skipped: false; readonly reminded: ReadonlyArray<{ readonly movementId: string; readonly missing: readonly string[] }> };

/**
 * Reminds a company, once per order, of the required papers still missing or rejected when a
 * scheduled pickup is CROSSING_REMINDER_HOURS away or less (and not past; on the schedule's own
 * clock, see scheduleClock.ts). An Instant order has no pickup time to count from: no reminder.
 * Like the delay alerts: a run holds the job's row (a second process skips the round) and
 * crossing_reminders' key lets one reminder through should two runs meet.
 */
export async function remindCrossingPapers({ db, push, now = () => new Date() }: CrossingReminderDeps): Promise<CrossingReminderRun> {
  const run = await withJobLease(db, CROSSING_REMINDERS_JOB, async (trx) => {
    const candidates = await trx
      .selectFrom('orders')
      .selectAll()
      .where('status', 'in', BEFORE_PICKUP)
      .where(sql<string>`payload->>'programming'`, '=', 'Schedule')
      .where(sql<string>`payload->'service'->>'_id'`, 'in', Object.keys(CROSSING_TABLE))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('crossing_reminders').select('crossing_reminders.order_id').whereRef('crossing_reminders.order_id', '=', 'orders.id'))))
      .execute();
    const at = now();
    const current = wallClockAt(at);
    const horizon = wallClockAt(new Date(at.getTime() + CROSSING_REMINDER_HOURS * 60 * 60 * 1000));
    const reminded: Array<{ movementId: string; missing: string[] }> = [];
    const companies = new Set<string>();
    for (const order of candidates) {
      const { schedule } = order.payload;
      if (schedule === null) continue;
      const pickup = `${schedule.date}T${schedule.time}`;
      if (pickup > horizon || pickup < current) continue;
      const checklist = await checklistOf(trx, order);
      const missing = checklist.items.filter((item) => item.required && (item.status === 'missing' || item.status === 'rejected')).map((item) => item.kind);
      if (missing.length === 0) continue;
      const inserted = await trx.insertInto('crossing_reminders').values({ order_id: order.id }).onConflict((oc) => oc.column('order_id').doNothing()).returning('order_id').executeTakeFirst();
      if (inserted === undefined) continue;
      await recordNotification(trx, { companyId: order.company_id, movementId: order.movement_id, title: notificationTitles.crossingReminder(order.movement_id, CROSSING_REMINDER_HOURS, missing), kind: CROSSING_NOTIFICATION_KIND });
      reminded.push({ movementId: order.movement_id, missing });
      companies.add(order.company_id);
    }
    return { reminded, companies: [...companies] };
  });
  if (run.skipped) return run;
  for (const companyId of run.value.companies) await announce(push, companyId);
  return { skipped: false, reminded: run.value.reminded };
}
