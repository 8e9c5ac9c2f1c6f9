import type { Kysely } from 'kysely';
import { DELAY_KINDS, DELAY_STATUS, type DelayKind } from '../../src/schemas/orderDelay.ts';
import type { Database } from '../db/Database.ts';
import type { Logger } from '../Logger.ts';
import { withJobLease } from '../jobs/withJobLease.ts';
import { announce, recordNotification } from '../notifications/createNotification.ts';
import { notificationTitles } from '../notifications/notificationTitles.ts';
import type { PushHub } from '../notifications/PushHub.ts';
import { delaysOf } from './orderDelays.ts';

export interface DelayAlertDeps {
  readonly db: Kysely<Database>;
  readonly push: PushHub;
  /** The clock the delays are judged by (tests); the server's by default. */
  readonly now?: () => Date;
}

/** The job's row in job_runs (migration 0013). */
export const DELAY_ALERTS_JOB = 'delay-alerts';

export interface RaisedAlert {
  readonly movementId: string;
  readonly kind: DelayKind;
}

/** What one run did: the alerts it raised, or that another process was running the job. */
export type DelayAlertRun = { readonly skipped: true } | { readonly skipped: false; readonly raised: readonly RaisedAlert[] };

const titleOf = (kind: DelayKind, movementId: string): string =>
  kind === 'pickupLate' ? notificationTitles.pickupLate(movementId) : notificationTitles.arrivalLate(movementId);

/**
 * Raises a notification once per order and kind of delay (orderDelays.ts decides what is late), and
 * remembers it in delay_alerts in the same transaction. Safe with several API processes on one
 * database: a run locks the job's row and a second one skips that round (SKIP LOCKED); should two
 * runs still meet, the unique (order, kind) key lets one insert and the other raise nothing.
 */
export async function raiseDelayAlerts({ db, push, now = () => new Date() }: DelayAlertDeps): Promise<DelayAlertRun> {
  const run = await withJobLease(db, DELAY_ALERTS_JOB, async (trx) => {
    // Only orders in a status where a delay can hold and not yet alerted for it.
    const candidates = await trx
      .selectFrom('orders')
      .selectAll()
      .where((eb) =>
        eb.or(
          DELAY_KINDS.map((kind) =>
            eb.and([
              eb('orders.status', '=', DELAY_STATUS[kind]),
              eb.not(eb.exists(eb.selectFrom('delay_alerts').select('delay_alerts.id').whereRef('delay_alerts.order_id', '=', 'orders.id').where('delay_alerts.kind', '=', kind))),
            ]),
          ),
        ),
      )
      .execute();
    const at = now();
    const raised: RaisedAlert[] = [];
    const companies = new Set<string>();
    for (const order of candidates) {
      for (const kind of delaysOf(order, at)) {
        const inserted = await trx
          .insertInto('delay_alerts')
          .values({ order_id: order.id, kind })
          .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted === undefined) continue;
        await recordNotification(trx, { companyId: order.company_id, movementId: order.movement_id, title: titleOf(kind, order.movement_id) });
        raised.push({ movementId: order.movement_id, kind });
        companies.add(order.company_id);
      }
    }
    return { raised, companies: [...companies] };
  });
  if (run.skipped) return run;
  for (const companyId of run.value.companies) await announce(push, companyId);
  return { skipped: false, raised: run.value.raised };
}

/**
 * Runs the check now and every `intervalMs` until stopped (server/main.ts). What was raised lives in
 * the database, so a restarted server carries on without raising anything twice.
 */
export function scheduleDelayAlerts(deps: DelayAlertDeps & { readonly log: Logger; readonly intervalMs: number }): { stop(): void } {
  const { log, intervalMs } = deps;
  const check = (): void => {
    void raiseDelayAlerts(deps)
      .then((run) => {
        if (!run.skipped && run.raised.length > 0) log.info(`Raised ${run.raised.length} delay alert(s): ${run.raised.map((a) => `${a.movementId} ${a.kind}`).join(', ')}`);
      })
      .catch((error: unknown) => log.warn('Checking for late orders failed', error));
  };
  check();
  const timer = setInterval(check, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
