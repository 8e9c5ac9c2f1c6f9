import { setTimeout as sleep } from 'node:timers/promises';
import { sql, type Kysely, type Transaction } from 'kysely';
import { Messages } from '../../src/schemas/messages.ts';
import type { Capture, CaptureBody, PaymentSetup, PaymentSetupBody } from '../../src/schemas/payment.ts';
import { CURRENCY } from '../../src/schemas/serviceCatalog.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import type { AuthInfo } from '../auth/accessToken.ts';
import { isUniqueViolation } from '../auth/accountByEmail.ts';
import type { Database } from '../db/Database.ts';
import type { PaymentRow } from '../db/serviceTables.ts';
import { HttpError } from '../http/HttpError.ts';
import type { Logger } from '../Logger.ts';
import { MOVEMENT_ID_PATTERN } from '../../src/schemas/order.ts';
import { ORDER_STATUS_RULES } from '../../src/schemas/orderStatus.ts';
import { announce, recordNotification } from '../notifications/createNotification.ts';
import { notificationTitles } from '../notifications/notificationTitles.ts';
import type { PushHub } from '../notifications/PushHub.ts';
import { PaymentProviderError, TOKEN_EXPIRED, type PaymentProvider } from './PaymentProvider.ts';

// Idempotent capture of an order (POST /v1/user/payPal/capture) with the provider's payment token
// (the card itself stays with the provider: see PaymentProvider.ts).
//
// An attempt is one payments row, keyed by the client's idempotencyKey (unique). The provider is
// called OUTSIDE any transaction, between two short ones:
//   1. lock the order row (FOR UPDATE) and decide: already paid → the existing capture (or 409 when
//      the order was cancelled since and this is not the paying attempt's repeat); this key
//      already answered → its stored answer; an attempt in flight → wait for it; otherwise insert
//      a 'pending' row (a partial unique index allows one pending row per order);
//   2. charge the provider with the order's own total (never a client figure);
//   3. record 'captured' (and mark the order paid) or 'declined'; an error leaves 'failed'.
// So any number of sequential or concurrent calls with one key charge at most once, and an order
// never gets a second capture (a second partial unique index: one 'captured' row per order).
// A 'failed' attempt, or a 'pending' one older than STALE_AFTER (its process died), is retried
// with the same key: providers that honour the key (PayPal-Request-Id) answer their first result.
// The capture that marks the order paid also notifies the company: the order is placed and the
// search for a carrier starts (an unpaid order is not looked at by carriers, so no notification).

/** A pending attempt older than this is taken over (no provider call lasts this long). */
const STALE_AFTER_SECONDS = 120;
/** How long a concurrent call waits for the attempt in flight. */
const WAIT_LIMIT_MS = 60_000;
const POLL_MS = 50;

export interface CaptureDeps {
  readonly db: Kysely<Database>;
  readonly provider: PaymentProvider;
  readonly log: Logger;
  readonly push: PushHub;
}

/** A refusal: the card (402 with the provider's word), or a token that can no longer be charged. */
const declined = (reason: string | null): HttpError => new HttpError(402, reason === TOKEN_EXPIRED ? Messages.paymentTokenExpired : Messages.cardDeclined);
const notPayable = (status: string): HttpError => new HttpError(409, status === 'Cancelled' ? Messages.orderCancelledNotPayable : Messages.orderNotPayable);
const orderNotFound = (): HttpError => new HttpError(404, Messages.orderNotFound);

const toCapture = (payment: PaymentRow): Capture => ({
  movementId: payment.movement_id,
  paymentStatus: 'paid',
  captureId: payment.provider_ref ?? payment.id,
  amount: payment.amount_cents,
  currency: CURRENCY,
  capturedAt: (payment.resolved_at ?? payment.updated_at).toISOString(),
});

type Decision =
  | { readonly kind: 'captured'; readonly payment: PaymentRow }
  | { readonly kind: 'declined'; readonly reason: string | null }
  | { readonly kind: 'wait' }
  | { readonly kind: 'charge'; readonly payment: PaymentRow };

type PaymentWithAge = PaymentRow & { stale: boolean };

const selectPayments = (trx: Transaction<Database>) =>
  trx.selectFrom('payments').selectAll().select(sql<boolean>`updated_at < now() - make_interval(secs => ${STALE_AFTER_SECONDS})`.as('stale'));

/** Step 1, in one transaction holding the order row. */
async function decide(trx: Transaction<Database>, auth: AuthInfo, body: CaptureBody, provider: PaymentProvider): Promise<Decision> {
  const order = await trx
    .selectFrom('orders')
    .select(['movement_id', 'status', 'payment_status', 'total_cents', 'currency'])
    .where('movement_id', '=', body.movementId)
    .where('company_id', '=', auth.companyId)
    .forUpdate()
    .executeTakeFirst();
  if (order === undefined) throw orderNotFound();

  const payments: PaymentWithAge[] = await selectPayments(trx)
    .where((eb) => eb.or([eb('movement_id', '=', order.movement_id), eb('idempotency_key', '=', body.idempotencyKey)]))
    .execute();
  const captured = payments.find((p) => p.status === 'captured' && p.movement_id === order.movement_id);
  // Paid: a repeat of the paying attempt answers its capture; another attempt on a cancelled
  // (refunded) order is refused rather than told "captured".
  if (captured !== undefined) {
    if (captured.idempotency_key !== body.idempotencyKey && !ORDER_STATUS_RULES[order.status].payable) throw notPayable(order.status);
    return { kind: 'captured', payment: captured };
  }

  const mine = payments.find((p) => p.idempotency_key === body.idempotencyKey);
  if (mine !== undefined && mine.movement_id !== order.movement_id) {
    throw new HttpError(409, Messages.idempotencyKeyReused, { idempotencyKey: Messages.idempotencyKeyReused });
  }
  if (mine?.status === 'declined') return { kind: 'declined', reason: mine.failure_reason };
  if (!ORDER_STATUS_RULES[order.status].payable) throw notPayable(order.status);

  const inFlight = payments.find((p) => p.status === 'pending' && p.movement_id === order.movement_id);
  if (inFlight !== undefined) {
    if (!inFlight.stale) return { kind: 'wait' };
    if (inFlight.id !== mine?.id) {
      // Another key's attempt whose process died: give up on it so this one can proceed.
      await trx
        .updateTable('payments')
        .set({ status: 'failed', failure_reason: 'abandoned: no provider answer recorded', updated_at: sql`now()` })
        .where('id', '=', inFlight.id)
        .execute();
    }
  }

  const attempt = { amount_cents: order.total_cents, currency: order.currency, provider: provider.name, card_last4: null };
  if (mine !== undefined) {
    // This key's failed or stale attempt: retried under the same key.
    const retried = await trx
      .updateTable('payments')
      .set({ ...attempt, status: 'pending', failure_reason: null, updated_at: sql`now()` })
      .where('id', '=', mine.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { kind: 'charge', payment: retried };
  }
  const inserted = await trx
    .insertInto('payments')
    .values({
      ...attempt,
      movement_id: order.movement_id,
      company_id: auth.companyId,
      created_by: auth.accountId,
      idempotency_key: body.idempotencyKey,
      status: 'pending',
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { kind: 'charge', payment: inserted };
}

/** Steps 2 and 3 for the attempt this call owns. */
async function charge({ db, provider, log, push }: CaptureDeps, body: CaptureBody, payment: PaymentRow): Promise<Capture> {
  let result;
  try {
    result = await provider.charge({
      amountCents: payment.amount_cents,
      currency: CURRENCY,
      paymentToken: body.paymentToken,
      idempotencyKey: body.idempotencyKey,
      reference: payment.movement_id,
    });
  } catch (error) {
    log.error(`Payment ${payment.id} of ${payment.movement_id}: no answer from ${provider.name}`, error);
    await db
      .updateTable('payments')
      .set({ status: 'failed', failure_reason: error instanceof Error ? error.message : 'provider error', updated_at: sql`now()` })
      .where('id', '=', payment.id)
      .where('status', '=', 'pending')
      .execute();
    throw new HttpError(502, Messages.paymentProviderUnavailable);
  }

  if (result.status === 'declined') {
    await db
      .updateTable('payments')
      .set({ status: 'declined', failure_reason: result.reason, updated_at: sql`now()`, resolved_at: sql`now()` })
      .where('id', '=', payment.id)
      .where('status', '=', 'pending')
      .execute();
    throw declined(result.reason);
  }

  const capture = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('payments')
      .set({ status: 'captured', provider_ref: result.providerRef, card_last4: result.cardLast4, failure_reason: null, updated_at: sql`now()`, resolved_at: sql`now()` })
      .where('id', '=', payment.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.updateTable('orders').set({ payment_status: 'paid', updated_at: sql`now()` }).where('movement_id', '=', payment.movement_id).execute();
    await recordNotification(trx, { companyId: payment.company_id, movementId: payment.movement_id, title: notificationTitles.placed(payment.movement_id), kind: 'payment' });
    // Who paid: the account that started this attempt.
    await recordActivity(trx, { companyId: payment.company_id, actorId: payment.created_by, kind: 'order.paid', subject: payment.movement_id, details: { amount: row.amount_cents, currency: row.currency } });
    return toCapture(row);
  });
  await announce(push, payment.company_id);
  return capture;
}

/**
 * Captures the order's total with the card. Answers the capture (also for a repeat and for an
 * order already paid); throws 402 when declined, 404 for an order not of the company, 502 when
 * the provider did not answer.
 */
export async function capturePayment(deps: CaptureDeps, auth: AuthInfo, body: CaptureBody): Promise<Capture> {
  if (!MOVEMENT_ID_PATTERN.test(body.movementId)) throw orderNotFound();
  // A capture is final: the paying attempt's repeat (a retried or double-clicked payment) answers it
  // without a transaction or a row lock.
  const captured = await deps.db
    .selectFrom('payments')
    .selectAll()
    .where('movement_id', '=', body.movementId)
    .where('company_id', '=', auth.companyId)
    .where('status', '=', 'captured')
    .executeTakeFirst();
  if (captured !== undefined && captured.idempotency_key === body.idempotencyKey) return toCapture(captured);
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (let clashes = 0; ; ) {
    let decision: Decision;
    try {
      decision = await deps.db.transaction().execute((trx) => decide(trx, auth, body, deps.provider));
    } catch (error) {
      // The same new key on two orders at once: the unique key refuses one; deciding again explains it.
      if (isUniqueViolation(error) && ++clashes <= 3) continue;
      throw error;
    }
    switch (decision.kind) {
      case 'captured':
        return toCapture(decision.payment);
      case 'declined':
        throw declined(decision.reason);
      case 'charge':
        return charge(deps, body, decision.payment);
      case 'wait':
        if (Date.now() > deadline) throw new HttpError(409, Messages.paymentInProgress);
        await sleep(POLL_MS);
    }
  }
}

/**
 * POST /v1/user/payPal/order: gets an order of the company ready to be paid: what the browser needs
 * to collect the card with the provider (PayPal: a PayPal order for the order's own total).
 * 404 unknown order; 409 paid, cancelled or otherwise not payable; 502 provider unreachable.
 */
export async function preparePayment({ db, provider, log }: CaptureDeps, auth: AuthInfo, body: PaymentSetupBody): Promise<PaymentSetup> {
  if (!MOVEMENT_ID_PATTERN.test(body.movementId)) throw orderNotFound();
  const order = await db
    .selectFrom('orders')
    .select(['movement_id', 'status', 'payment_status', 'total_cents'])
    .where('movement_id', '=', body.movementId)
    .where('company_id', '=', auth.companyId)
    .executeTakeFirst();
  if (order === undefined) throw orderNotFound();
  if (!ORDER_STATUS_RULES[order.status].payable) throw notPayable(order.status);
  if (order.payment_status !== 'unpaid') throw new HttpError(409, Messages.orderAlreadyPaid);
  try {
    return await provider.prepare({ amountCents: order.total_cents, currency: CURRENCY, reference: order.movement_id });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.error(`Preparing the payment of ${order.movement_id}: no answer from ${provider.name}`, error);
    throw new HttpError(502, Messages.paymentProviderUnavailable);
  }
}
