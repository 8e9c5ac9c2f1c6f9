import type { Kysely } from 'kysely';
import { Messages } from '../../src/schemas/messages.ts';
import { MOVEMENT_ID_PATTERN } from '../../src/schemas/order.ts';
import type { Database } from '../db/Database.ts';
import { fail } from '../http/HttpError.ts';
import { DEFAULT_LOCALE, type Locale } from '../../src/schemas/locales.ts';
import { serverI18n, translate } from '../i18n/serverI18n.ts';
import { printedAt, printedMoney, qrPng, textPdf, type PdfLine } from './printing.ts';

// The customer's payment documents: a receipt once an order is paid, a refund note once a paid
// order is cancelled (refund pending or done). Made on each request from the order and its
// captured payment, so they always say what the database says now.

export interface Receipt {
  readonly kind: 'receipt' | 'refund';
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

/** Payment providers by name; the sandbox's words are a catalog id (PayPal is a name in every language). */
const PROVIDERS: Readonly<Record<string, string>> = { paypal: 'PayPal', 'test-card': /*i18n*/ 'Test card (sandbox)' };

/** The file a paid order's document downloads as (a receipt, or a refund note once cancelled); null while unpaid. */
export const receiptFileName = (movementId: string, paymentStatus: string): string | null =>
  paymentStatus === 'unpaid' ? null : `${paymentStatus === 'paid' ? 'receipt' : 'refund'}-${movementId}.pdf`;

/** The order page of the web app, which the receipt's QR code opens (see routeTable.ts). */
export const orderPagePath = (movementId: string): string => `/my-orders/service/${movementId}`;

/**
 * The receipt or refund note of a company's order, in `locale` (the reader's); 404 for another
 * company's or an unknown one, 409 while unpaid.
 */
export async function orderReceipt(db: Kysely<Database>, companyId: string, movementId: string, locale: Locale = DEFAULT_LOCALE): Promise<Receipt> {
  if (!MOVEMENT_ID_PATTERN.test(movementId)) fail(404, Messages.orderNotFound);
  const order = await db
    .selectFrom('orders')
    .innerJoin('companies', 'companies.id', 'orders.company_id')
    .select(['orders.movement_id', 'orders.user_reference', 'orders.payment_status', 'orders.quote', 'orders.status_history', 'companies.name as company'])
    .where('orders.movement_id', '=', movementId)
    .where('orders.company_id', '=', companyId)
    .executeTakeFirst();
  if (order === undefined) fail(404, Messages.orderNotFound);
  if (order.payment_status === 'unpaid') fail(409, Messages.receiptNotAvailable);
  // At most one captured payment per order (a unique index).
  const payment = await db
    .selectFrom('payments')
    .select(['provider', 'provider_ref', 'card_last4', 'amount_cents', 'currency', 'resolved_at', 'refund_ref', 'refunded_at'])
    .where('movement_id', '=', movementId)
    .where('status', '=', 'captured')
    .executeTakeFirst();

  const i18n = serverI18n(locale);
  const money = (cents: number, currency: string): string => printedMoney(locale, cents, currency);
  const utc = (at: Date): string => printedAt(locale, at);
  const notRecorded = i18n._('not recorded');
  const pending = i18n._('pending');
  const { quote } = order;
  const refund = order.payment_status !== 'paid';
  const title = refund ? i18n._('Refund note') : i18n._('Receipt');
  const total = money(quote.total, quote.currency);
  const paid = payment === undefined ? total : money(payment.amount_cents, payment.currency);
  const cancelledAt = order.status_history.findLast((s) => s.status === 'Cancelled')?.at;
  const provider = payment?.provider ?? '';
  const paidWith = PROVIDERS[provider] !== undefined ? translate(locale, PROVIDERS[provider]) : (payment?.provider ?? notRecorded);
  const movement = order.movement_id;

  const lines: PdfLine[] = [
    { text: title, size: 20, bold: true },
    { text: 'Cargo Connects', size: 9 },
    { text: i18n._('Issued to {company}', { company: order.company }), gapBefore: 10 },
    { text: i18n._('Order {movementId} · your reference {reference}', { movementId: movement, reference: order.user_reference }) },
    { text: i18n._('Issued {date}', { date: utc(new Date()) }), size: 9 },

    { text: i18n._('Price'), bold: true, gapBefore: 16 },
    ...quote.lines.map((line) => ({ text: translate(locale, line.label), right: money(line.amount, quote.currency) })),
    { text: i18n._('Total'), bold: true, right: total, gapBefore: 4 },

    { text: i18n._('Payment'), bold: true, gapBefore: 16 },
    { text: i18n._('Amount paid: {amount}', { amount: paid }) },
    { text: i18n._('Date paid: {date}', { date: payment?.resolved_at != null ? utc(payment.resolved_at) : notRecorded }) },
    {
      text:
        payment?.card_last4 != null
          ? i18n._('Paid with: {provider} · card ending {last4}', { provider: paidWith, last4: payment.card_last4 })
          : i18n._('Paid with: {provider}', { provider: paidWith }),
    },
    { text: i18n._('Payment reference: {reference}', { reference: payment?.provider_ref ?? notRecorded }) },
  ];
  if (refund) {
    lines.push(
      { text: i18n._('Refund'), bold: true, gapBefore: 16 },
      ...(cancelledAt !== undefined ? [{ text: i18n._('Order cancelled {date}', { date: utc(new Date(cancelledAt)) }) }] : []),
      order.payment_status === 'refunded'
        ? { text: i18n._('Amount refunded: {amount}, in full to the original payment method', { amount: paid }) }
        : { text: i18n._('Amount to be refunded: {amount}, in full to the original payment method (not yet confirmed by the payment provider)', { amount: paid }) },
      { text: i18n._('Refund reference: {reference}', { reference: payment?.refund_ref ?? pending }) },
      { text: i18n._('Refunded: {date}', { date: payment?.refunded_at != null ? utc(payment.refunded_at) : pending }) },
    );
  }
  lines.push({ text: i18n._('Scan the code to open this order in Cargo Connects ({path}).', { path: orderPagePath(movement) }), size: 8, gapBefore: 28 });

  const keywords = [movement, total, payment?.provider_ref, ...(refund ? [payment?.refund_ref] : [])].filter((k): k is string => typeof k === 'string');
  const bytes = await textPdf(
    {
      title: `${title} ${movement}`,
      subject: refund
        ? order.payment_status === 'refunded'
          ? i18n._('Refund note for order {movementId}: {amount} refunded to {company}', { movementId: movement, amount: paid, company: order.company })
          : i18n._('Refund note for order {movementId}: {amount} to be refunded to {company}', { movementId: movement, amount: paid, company: order.company })
        : i18n._('Receipt for order {movementId}: {amount} paid by {company}', { movementId: movement, amount: total, company: order.company }),
      keywords,
      image: { png: await qrPng(orderPagePath(movement)), size: 96 },
    },
    lines,
  );
  return { kind: refund ? 'refund' : 'receipt', fileName: receiptFileName(order.movement_id, order.payment_status)!, bytes };
}
