import { Zip, ZipPassThrough } from 'fflate';
import type { Kysely } from 'kysely';
import type { Locale } from '../../src/schemas/locales.ts';
import { MAX_RECEIPTS_PER_ZIP } from '../../src/schemas/activityMessages.ts';
import { Messages } from '../../src/schemas/messages.ts';
import type { Database } from '../db/Database.ts';
import { dayStart } from '../http/dayRangeQuery.ts';
import { fail } from '../http/HttpError.ts';
import type { Logger } from '../Logger.ts';
import { orderReceipt } from '../service/receipts.ts';

// The receipts of a date range as one ZIP (GET /v1/user/export/receipts.zip): each paid order
// booked on the range's days (the orders CSV's orders) gives its receipt, or its refund note once
// cancelled, made as the order page's download makes it (receipts.ts). fflate writes the ZIP: no
// dependencies, ~30 KB, runs on Node 20, and streams (Zip + ZipPassThrough), so a year of
// receipts is made one PDF at a time as the client reads, never held whole in memory. The PDFs are
// stored, not deflated: pdf-lib already compresses their streams.

/** The company's paid orders booked in the range, oldest first; 404 for none, 400 for more than a ZIP holds. */
export async function receiptOrders(db: Kysely<Database>, companyId: string, from: string, to: string): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('movement_id')
    .where('company_id', '=', companyId)
    .where('created_at', '>=', dayStart(from))
    .where('created_at', '<', dayStart(to, 1))
    .where('payment_status', '!=', 'unpaid')
    .orderBy('created_at')
    .orderBy('movement_id')
    .limit(MAX_RECEIPTS_PER_ZIP + 1)
    .execute();
  if (rows.length === 0) fail(404, Messages.exportNoReceipts);
  if (rows.length > MAX_RECEIPTS_PER_ZIP) fail(400, Messages.exportTooManyReceipts);
  return rows.map((row) => row.movement_id);
}

/**
 * The ZIP as a stream: each pull makes the next receipt and adds it. A failure half way (the
 * database gone) is logged and ends the stream with an error, so the client sees a broken
 * download rather than a ZIP missing receipts.
 */
export function receiptsZipStream(deps: { readonly db: Kysely<Database>; readonly log: Logger }, companyId: string, movementIds: readonly string[], locale: Locale): ReadableStream<Uint8Array> {
  let next = 0;
  let zip: Zip;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error !== null) return controller.error(error);
        if (chunk.length > 0) controller.enqueue(chunk);
        if (final) controller.close();
      });
    },
    async pull(controller) {
      try {
        if (next === movementIds.length) return zip.end();
        const receipt = await orderReceipt(deps.db, companyId, movementIds[next++]!, locale);
        const file = new ZipPassThrough(receipt.fileName);
        zip.add(file);
        file.push(receipt.bytes, true);
      } catch (error) {
        deps.log.error(`Receipts ZIP of company ${companyId}: stopped at ${movementIds[next - 1] ?? 'the end'}`, error);
        controller.error(error);
      }
    },
  });
}
