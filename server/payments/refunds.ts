import { sql, type Kysely } from 'kysely';
import { CURRENCY } from '../../src/schemas/serviceCatalog.ts';
import type { Database } from '../db/Database.ts';
import type { Logger } from '../Logger.ts';
import type { PaymentProvider } from './PaymentProvider.ts';

// Refunds of cancelled paid orders (terms, "Cancellations": the captured amount is refunded to the
// original payment method). Cancelling marks the captured payment's refund 'pending' in the same
// transaction as the order; the provider is then asked outside any transaction. An answer records
// 'refunded' and the order's paymentStatus 'refunded'; no answer records 'failed', and
// retryRefunds (hourly, from main.ts) asks again with the same idempotency key.

export interface RefundDeps {
  readonly db: Kysely<Database>;
  readonly provider: PaymentProvider;
  readonly log: Logger;
}

/** A pending refund older than this was left by a process that died while asking. */
const STALE_PENDING = sql`interval '2 minutes'`;

/** Asks the provider to refund the payment; true once refunded. Never throws. */
export async function refundPayment({ db, provider, log }: RefundDeps, paymentId: string): Promise<boolean> {
  const payment = await db
    .selectFrom('payments')
    .select(['id', 'movement_id', 'provider', 'provider_ref', 'amount_cents', 'refund_status'])
    .where('id', '=', paymentId)
    .where('status', '=', 'captured')
    .executeTakeFirst();
  if (payment === undefined || payment.refund_status === null || payment.refund_status === 'refunded') return payment?.refund_status === 'refunded';
  if (payment.provider !== provider.name) {
    log.error(`Refund of ${payment.movement_id}: captured with ${payment.provider}, but this server uses ${provider.name}; refund it there`);
    await db.updateTable('payments').set({ refund_status: 'failed', refund_failure: `captured with ${payment.provider}`, updated_at: sql`now()` }).where('id', '=', payment.id).execute();
    return false;
  }
  try {
    const { providerRef } = await provider.refund({
      captureRef: payment.provider_ref ?? payment.id,
      amountCents: payment.amount_cents,
      currency: CURRENCY,
      idempotencyKey: `refund-${payment.id}`,
    });
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('payments')
        .set({ refund_status: 'refunded', refund_ref: providerRef, refund_failure: null, refunded_at: sql`now()`, updated_at: sql`now()` })
        .where('id', '=', payment.id)
        .execute();
      await trx.updateTable('orders').set({ payment_status: 'refunded', updated_at: sql`now()` }).where('movement_id', '=', payment.movement_id).execute();
    });
    return true;
  } catch (error) {
    log.error(`Refund of ${payment.movement_id} (payment ${payment.id}) failed; it is retried hourly`, error);
    const reason = error instanceof Error ? error.message : 'provider error';
    await db
      .updateTable('payments')
      .set({ refund_status: 'failed', refund_failure: reason.slice(0, 500), updated_at: sql`now()` })
      .where('id', '=', payment.id)
      .execute()
      .catch((e: unknown) => log.error(`Recording the failed refund of ${payment.movement_id} failed`, e));
    return false;
  }
}

/** Asks again for every failed (or abandoned pending) refund; resolves to how many were refunded. */
export async function retryRefunds(deps: RefundDeps): Promise<number> {
  const due = await deps.db
    .selectFrom('payments')
    .select('id')
    .where('status', '=', 'captured')
    .where((eb) => eb.or([eb('refund_status', '=', 'failed'), eb.and([eb('refund_status', '=', 'pending'), eb('updated_at', '<', sql<Date>`now() - ${STALE_PENDING}`)])]))
    .execute();
  let refunded = 0;
  for (const { id } of due) if (await refundPayment(deps, id)) refunded++;
  return refunded;
}
