import { Hono } from 'hono';
import { requireAuth, type AuthCheckDeps, type AuthEnv } from '../auth/requireAuth.ts';
import { requireCapability } from '../auth/requireCapability.ts';
import { orderExportRows, ORDERS_CSV_COLUMNS } from '../exports/ordersCsv.ts';
import { receiptOrders, receiptsZipStream } from '../exports/receiptsZip.ts';
import { csvDownload } from '../http/csv.ts';
import { readDayRange } from '../http/dayRangeQuery.ts';
import type { Logger } from '../Logger.ts';
import { downloadLocale } from './activity.ts';

/**
 * The company's records for accounting (issue 37), for the main user and admins like the activity
 * log ('company.records'), downloads a link opens (the token cookie stands in for the header).
 * Both take `?from=YYYY-MM-DD&to=YYYY-MM-DD` (required; UTC days, both included; to not after
 * today; at most EXPORT_MAX_DAYS days: src/schemas/dayRange.ts) and cover the orders booked on
 * those days:
 * - GET /v1/user/export/orders.csv → orders and payments as CSV (ordersCsv.ts), a header-only
 *   file when there are none;
 * - GET /v1/user/export/receipts.zip → their receipts and refund notes as one ZIP (receiptsZip.ts),
 *   404 exportNoReceipts when none was paid.
 */
export function exportRoutes(deps: AuthCheckDeps & { readonly log: Logger }): Hono<AuthEnv> {
  const { db } = deps;
  const routes = new Hono<AuthEnv>();
  const signedIn = requireAuth(deps, { tokenCookie: true });
  const records = requireCapability(deps, 'company.records');

  routes.get('/v1/user/export/orders.csv', signedIn, records, async (c) => {
    const { from, to } = readDayRange(c, { required: true }) as { from: string; to: string };
    const rows = await orderExportRows(db, c.var.auth.companyId, from, to, downloadLocale(c));
    return csvDownload(c, `orders_${from}_${to}.csv`, ORDERS_CSV_COLUMNS, rows);
  });

  routes.get('/v1/user/export/receipts.zip', signedIn, records, async (c) => {
    const { from, to } = readDayRange(c, { required: true }) as { from: string; to: string };
    // Decided before the first byte: an empty or too long range is a 4xx, never a broken ZIP.
    const movementIds = await receiptOrders(db, c.var.auth.companyId, from, to);
    c.header('Content-Type', 'application/zip');
    c.header('Content-Disposition', `attachment; filename="receipts_${from}_${to}.zip"`);
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(receiptsZipStream(deps, c.var.auth.companyId, movementIds, downloadLocale(c)));
  });

  return routes;
}
