import type { Kysely } from 'kysely';
import type { Locale } from '../../src/schemas/locales.ts';
import { ORDER_STATUS_RULES, PAYMENT_STATUS_LABELS } from '../../src/schemas/orderStatus.ts';
import type { Database } from '../db/Database.ts';
import type { CsvCell } from '../http/csv.ts';
import { dayStart } from '../http/dayRangeQuery.ts';
import { translate } from '../i18n/serverI18n.ts';
import { receiptFileName } from '../service/receipts.ts';

// The orders and payments of a date range for accounting (GET /v1/user/export/orders.csv). The
// range selects orders BOOKED on its days (UTC), the same orders whose receipts the ZIP holds.
// Codes stay machine-readable English (status, payment_status: the API's values, what a
// spreadsheet filters on in any language); beside each, its words in the reader's language.

/**
 * The columns, in order. Dates are ISO days ('YYYY-MM-DD'): booked_on and delivered_on in UTC,
 * pickup_on the scheduled day (empty for an instant pickup); amount in the currency's units with
 * two decimals ('1540.00'). receipt_number is what the receipt prints as the payment reference (the
 * provider's capture id; orders have no other receipt numbering), receipt_file its name in the ZIP.
 */
export const ORDERS_CSV_COLUMNS = [
  'movement_id',
  'reference',
  'booked_on',
  'pickup_on',
  'delivered_on',
  'origin',
  'destination',
  'route',
  'status',
  'status_label',
  'amount',
  'currency',
  'payment_status',
  'payment_status_label',
  'paid_on',
  'receipt_number',
  'receipt_file',
] as const;

const day = (at: Date | string | null | undefined): string | null => (at === null || at === undefined ? null : new Date(at).toISOString().slice(0, 10));
const cities = (stops: readonly { readonly addressDetails: { readonly city: string } }[]): string => stops.map((s) => s.addressDetails.city).join(' / ');

/** The company's orders booked from `from` to `to` (UTC days, both included), oldest first, as CSV rows. */
export async function orderExportRows(db: Kysely<Database>, companyId: string, from: string, to: string, locale: Locale): Promise<CsvCell[][]> {
  const rows = await db
    .selectFrom('orders')
    .leftJoin('payments', (join) => join.onRef('payments.movement_id', '=', 'orders.movement_id').on('payments.status', '=', 'captured'))
    .select([
      'orders.movement_id',
      'orders.user_reference',
      'orders.created_at',
      'orders.card',
      'orders.status',
      'orders.status_history',
      'orders.total_cents',
      'orders.currency',
      'orders.payment_status',
      'payments.provider_ref',
      'payments.resolved_at',
    ])
    .where('orders.company_id', '=', companyId)
    .where('orders.created_at', '>=', dayStart(from))
    .where('orders.created_at', '<', dayStart(to, 1))
    .orderBy('orders.created_at')
    .orderBy('orders.movement_id')
    .execute();
  return rows.map((row) => {
    const origin = cities(row.card.pickups);
    const destination = cities(row.card.drops);
    return [
      row.movement_id,
      row.user_reference,
      day(row.created_at),
      row.card.programming === 'Schedule' && row.card.schedule !== null ? row.card.schedule.date : null,
      day(row.status_history.findLast((change) => change.status === 'Completed')?.at),
      origin,
      destination,
      `${origin} → ${destination}`,
      row.status,
      translate(locale, ORDER_STATUS_RULES[row.status].label),
      (row.total_cents / 100).toFixed(2),
      row.currency,
      row.payment_status,
      translate(locale, PAYMENT_STATUS_LABELS[row.payment_status]),
      day(row.resolved_at),
      row.payment_status === 'unpaid' ? null : row.provider_ref,
      receiptFileName(row.movement_id, row.payment_status),
    ];
  });
}
