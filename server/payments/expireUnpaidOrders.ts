import { sql, type Kysely } from 'kysely';
import { FIRST_ORDER_STATUS, UNPAID_ORDER_HOURS } from '../../src/schemas/orderStatus.ts';
import type { Database } from '../db/Database.ts';
import { announce, recordNotification } from '../notifications/createNotification.ts';
import { notificationTitles } from '../notifications/notificationTitles.ts';
import type { PushHub } from '../notifications/PushHub.ts';
import { statusEntry } from '../service/orders.ts';

export interface ExpiryDeps {
  readonly db: Kysely<Database>;
  readonly push: PushHub;
}

/**
 * Cancels orders left unpaid for UNPAID_ORDER_HOURS while still looking for a carrier (no carrier
 * looks at an unpaid order, and the price was quoted for that moment), and tells their company.
 * Safe to run from several API processes at once: one UPDATE decides, and PostgreSQL re-checks its
 * WHERE on a row another transaction changed, so each order is cancelled, and notified, once. An
 * order with a payment in flight is left for the next run. Resolves to the movement ids cancelled.
 */
export async function expireUnpaidOrders({ db, push }: ExpiryDeps): Promise<string[]> {
  const expired = await db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('orders')
      .set({ status: 'Cancelled', status_history: sql`status_history || ${statusEntry('Cancelled')}`, updated_at: sql`now()` })
      .where('payment_status', '=', 'unpaid')
      .where('status', '=', FIRST_ORDER_STATUS)
      .where('created_at', '<', sql<Date>`now() - make_interval(hours => ${UNPAID_ORDER_HOURS})`)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('payments').select('payments.id').whereRef('payments.movement_id', '=', 'orders.movement_id').where('payments.status', '=', 'pending'))),
      )
      .returning(['movement_id', 'company_id'])
      .execute();
    for (const row of rows) {
      await recordNotification(trx, { companyId: row.company_id, movementId: row.movement_id, title: notificationTitles.unpaidExpired(row.movement_id, UNPAID_ORDER_HOURS), kind: 'cancelled' });
    }
    return rows;
  });
  for (const companyId of new Set(expired.map((row) => row.company_id))) await announce(push, companyId);
  return expired.map((row) => row.movement_id);
}
