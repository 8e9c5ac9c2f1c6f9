import type { Kysely } from 'kysely';
import { Messages } from '../../src/schemas/messages.ts';
import { MOVEMENT_ID_PATTERN } from '../../src/schemas/order.ts';
import type { Database } from '../db/Database.ts';
import { fail } from '../http/HttpError.ts';
import { printedUtc, qrPng, textPdf, type PdfLine } from './printing.ts';

// The customer's payment documents: a receipt once an order is paid, a refund note once a paid
// order is cancelled (refund pending or done). Made on each request from the order and its
// captured payment, so they always say what the database says now.

export interface Receipt {
  readonly kind: 'receipt' | 'refund';
  readonly fileName: string;
  readonly bytes: Uint8Array;
}

const PROVIDERS: Readonly<Record<string, string>> = { paypal: 'PayPal', 'test-card': 'Test card (sandbox)' };

/** The order page of the web app, which the receipt's QR code opens (see routeTable.ts). */
export const orderPagePath = (movementId: string): string => `/my-orders/service/${movementId}`;

const money = (cents: number, currency: string): string => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);

const utc = printedUtc;

/** The receipt or refund note of a company's order; 404 for another company's or an unknown one, 409 while unpaid. */
export async function orderReceipt(db: Kysely<Database>, companyId: string, movementId: string): Promise<Receipt> {
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

  const { quote } = order;
  const refund = order.payment_status !== 'paid';
  const title = refund ? 'Refund note' : 'Receipt';
  const total = money(quote.total, quote.currency);
  const paid = payment === undefined ? total : money(payment.amount_cents, payment.currency);
  const cancelledAt = order.status_history.findLast((s) => s.status === 'Cancelled')?.at;

  const lines: PdfLine[] = [
    { text: title, size: 20, bold: true },
    { text: 'Cargo Connects', size: 9 },
    { text: `Issued to ${order.company}`, gapBefore: 10 },
    { text: `Order ${order.movement_id} · your reference ${order.user_reference}` },
    { text: `Issued ${utc(new Date())}`, size: 9 },

    { text: 'Price', bold: true, gapBefore: 16 },
    ...quote.lines.map((line) => ({ text: line.label, right: money(line.amount, quote.currency) })),
    { text: 'Total', bold: true, right: total, gapBefore: 4 },

    { text: 'Payment', bold: true, gapBefore: 16 },
    { text: `Amount paid: ${paid}` },
    { text: `Date paid: ${payment?.resolved_at != null ? utc(payment.resolved_at) : 'not recorded'}` },
    { text: `Paid with: ${PROVIDERS[payment?.provider ?? ''] ?? payment?.provider ?? 'not recorded'}${payment?.card_last4 != null ? ` · card ending ${payment.card_last4}` : ''}` },
    { text: `Payment reference: ${payment?.provider_ref ?? 'not recorded'}` },
  ];
  if (refund) {
    lines.push(
      { text: 'Refund', bold: true, gapBefore: 16 },
      ...(cancelledAt !== undefined ? [{ text: `Order cancelled ${utc(new Date(cancelledAt))}` }] : []),
      order.payment_status === 'refunded'
        ? { text: `Amount refunded: ${paid}, in full to the original payment method` }
        : { text: `Amount to be refunded: ${paid}, in full to the original payment method (not yet confirmed by the payment provider)` },
      { text: `Refund reference: ${payment?.refund_ref ?? 'pending'}` },
      { text: `Refunded: ${payment?.refunded_at != null ? utc(payment.refunded_at) : 'pending'}` },
    );
  }
  lines.push({ text: `Scan the code to open this order in Cargo Connects (${orderPagePath(order.movement_id)}).`, size: 8, gapBefore: 28 });

  const keywords = [order.movement_id, total, payment?.provider_ref, ...(refund ? [payment?.refund_ref] : [])].filter((k): k is string => typeof k === 'string');
  const bytes = await textPdf(
    {
      title: `${title} ${order.movement_id}`,
      subject: refund
        ? `Refund note for order ${order.movement_id}: ${paid} ${order.payment_status === 'refunded' ? 'refunded' : 'to be refunded'} to ${order.company}`
        : `Receipt for order ${order.movement_id}: ${total} paid by ${order.company}`,
      keywords,
      image: { png: await qrPng(orderPagePath(order.movement_id)), size: 96 },
    },
    lines,
  );
  return { kind: refund ? 'refund' : 'receipt', fileName: `${refund ? 'refund' : 'receipt'}-${order.movement_id}.pdf`, bytes };
}
