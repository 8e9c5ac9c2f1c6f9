import { sql, type CompiledQuery, type Kysely, type Transaction } from 'kysely';
import { Messages } from '../../src/schemas/messages.ts';
import { MOVEMENT_ID_PATTERN, type Order } from '../../src/schemas/order.ts';
import { ORDER_LIST_DEFAULTS } from '../../src/schemas/orderStatus.ts';
import { isCancellable, ORDER_STATUS_RULES, statusesWhere, TAB_STATUSES, tabCountsOf, type OrderTab, type RatingBody } from '../../src/schemas/orderTracking.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import type { AuthInfo } from '../auth/accessToken.ts';
import type { Database } from '../db/Database.ts';
import { prepareStatement } from '../db/preparedStatements.ts';
import type { OrderRow } from '../db/serviceTables.ts';
import { fail, HttpError } from '../http/HttpError.ts';
import { paginated } from '../http/paginated.ts';
import type { Logger } from '../Logger.ts';
import { announce, recordNotification } from '../notifications/createNotification.ts';
import { notificationTitles } from '../notifications/notificationTitles.ts';
import type { PushHub } from '../notifications/PushHub.ts';
import type { PaymentProvider } from '../payments/PaymentProvider.ts';
import { refundPayment } from '../payments/refunds.ts';
import { findOrder, orderSummaryColumns, orderSummaryJson, statusEntry, toOrder, type OrderSummaryRow } from './orders.ts';

// What the customer does with an order after checkout: list, entry number, rating, cancellation.

export const orderNotFound = (): HttpError => new HttpError(404, Messages.orderNotFound);

/** Who changes an order: the signed-in account and its company (AuthInfo has both). */
export type Actor = Pick<AuthInfo, 'companyId' | 'accountId'>;

/** The company's order row, locked until the transaction ends; 404 otherwise. */
export async function lockOrder(trx: Transaction<Database>, companyId: string, movementId: string): Promise<OrderRow> {
  if (!MOVEMENT_ID_PATTERN.test(movementId)) throw orderNotFound();
  const row = await trx.selectFrom('orders').selectAll().where('movement_id', '=', movementId).where('company_id', '=', companyId).forUpdate().executeTakeFirst();
  if (row === undefined) throw orderNotFound();
  return row;
}

export interface OrderListRequest {
  readonly status?: OrderTab;
  readonly page: number;
  readonly limit: number;
  /** Part of a movement id or a user reference, any case. */
  readonly search?: string;
  /** Booked at or after this instant. */
  readonly from?: Date;
  /** Booked before this instant. */
  readonly to?: Date;
}

/**
 * spec orders.paginated: one page of the company's orders in a tab (or all), newest first, matching
 * the search and booking dates; with every tab's count for the same search and dates. Answers the
 * `data` of the list as JSON text, each order as an OrderSummary (orderSummaryJson).
 */
export async function listOrders(db: Kysely<Database>, companyId: string, { status, page, limit, search, from, to }: OrderListRequest): Promise<string> {
  if (search === undefined && from === undefined && to === undefined) return listAllOrders(db, companyId, { status, page, limit });
  let matching = db.selectFrom('orders').where('company_id', '=', companyId);
  // strpos, not like: the customer's % and _ are plain characters.
  if (search !== undefined)
    matching = matching.where((eb) => eb.or([sql<boolean>`strpos(upper(${eb.ref('movement_id')}), upper(${search})) > 0`, sql<boolean>`strpos(upper(${eb.ref('user_reference')}), upper(${search})) > 0`]));
  if (from !== undefined) matching = matching.where('created_at', '>=', from);
  if (to !== undefined) matching = matching.where('created_at', '<', to);
  const listed = status === undefined ? matching : matching.where('status', 'in', TAB_STATUSES[status]);
  const [rows, byStatus] = await Promise.all([
    listed
      .select(orderSummaryColumns)
      .orderBy('created_at', 'desc')
      .orderBy('movement_id', 'desc')
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    matching.select((eb) => ['status', eb.fn.countAll<string>().as('n')]).groupBy('status').execute(),
  ]);
  return pageWithCounts(rows, Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)])), { status, page, limit });
}

/**
 * The list's one row: the page's summaries, joined by U+0001 (JSON text never holds it raw), what
 * the API needs of each for payBy and delays as one JSON array, and every tab's count; null
 * summaries and facts for a page past the end. One row of three texts instead of a row per order:
 * the API's driver reads and allocates far less (its CPU is the list's bottleneck).
 */
interface ListRow {
  readonly summaries: string | null;
  readonly facts: string | null;
  readonly counts_text: string | null;
}

/** One order's facts in ListRow.facts, in OrderSummaryRow's terms. */
type ListFacts = [
  OrderSummaryRow['status'],
  OrderSummaryRow['payment_status'],
  OrderSummaryRow['created_ms'],
  OrderSummaryRow['programming'],
  OrderSummaryRow['schedule'],
  OrderSummaryRow['total_km'],
  OrderSummaryRow['status_history'],
];
const SUMMARY_SEPARATOR = '\u0001';

// Placeholders the compiled list query is built with, then swapped for each call's values.
const COMPANY = '\u0000company';
const LIMIT = -1;
const OFFSET = -2;

/**
 * The pages whose LIMIT and OFFSET are written into the statement: the app's page size, first
 * pages. PostgreSQL keeps one plan for a prepared statement only when it is not costlier than
 * planning with the values; with LIMIT and OFFSET parameters it assumes a tenth of the tab's rows
 * and plans each call again (~0.15 ms of its CPU, more than running the query). A few texts, so a
 * connection keeps at most (tabs + 1) × PAGES_PREPARED statements.
 */
const PAGE_SIZE_PREPARED = ORDER_LIST_DEFAULTS.limit;
const PAGES_PREPARED = 3;

type ListKey = `${OrderTab | 'all'}` | `${OrderTab | 'all'}:${number}`;

/**
 * The list query of a tab (or of every order), built and compiled once per database (under load,
 * Kysely's builder and compiler cost more of the API's time than reading the rows' answer), and
 * kept prepared on each connection (PostgreSQL's, and PGlite's one).
 */
const compiledLists = new WeakMap<Kysely<Database>, Map<ListKey, CompiledQuery<ListRow>>>();
function listQuery(db: Kysely<Database>, status: OrderTab | undefined, page: number, limit: number): CompiledQuery<ListRow> {
  const fixed = limit === PAGE_SIZE_PREPARED && page <= PAGES_PREPARED;
  const key: ListKey = fixed ? `${status ?? 'all'}:${page}` : (status ?? 'all');
  let byKey = compiledLists.get(db);
  if (byKey === undefined) compiledLists.set(db, (byKey = new Map()));
  let compiled = byKey.get(key);
  if (compiled === undefined) {
    let query = db.selectFrom('orders').where('company_id', '=', COMPANY);
    if (status !== undefined) query = query.where('status', 'in', TAB_STATUSES[status]);
    const pageRows = query
      .select(orderSummaryColumns)
      .select(['orders.created_at', 'orders.movement_id'])
      .orderBy('created_at', 'desc')
      .orderBy('movement_id', 'desc')
      .limit(fixed ? sql.lit(limit) : LIMIT)
      .offset(fixed ? sql.lit((page - 1) * limit) : OFFSET);
    const inOrder = sql.raw('order by t.created_at desc, t.movement_id desc');
    compiled = db
      .selectFrom(pageRows.as('t'))
      .select([
        sql<string | null>`string_agg(t.summary_text, chr(1) ${inOrder})`.as('summaries'),
        sql<string | null>`json_agg(json_build_array(t.status, t.payment_status, t.created_ms, t.programming, t.schedule, t.total_km, t.status_history) ${inOrder})::text`.as('facts'),
        countsQuery(db, COMPANY).as('counts_text'),
      ])
      .compile();
    prepareStatement(compiled.sql);
    byKey.set(key, compiled);
  }
  return compiled;
}

/** Every status's count for the company as JSON text (`{"Pending": 3, …}`, null when it has none); parsed once per page. */
const countsQuery = (db: Kysely<Database>, companyId: string) =>
  db
    .selectFrom('order_counts')
    .where('company_id', '=', companyId)
    .select(sql<string | null>`counts::text`.as('c'));

/**
 * No search and no dates (the common case, and the one under load): the counts come from
 * order_counts (kept by triggers, migration 0016), not from counting rows, and ride with the page
 * in one row (ListRow) — one round trip, a page past the end included.
 */
async function listAllOrders(db: Kysely<Database>, companyId: string, { status, page, limit }: Pick<OrderListRequest, 'status' | 'page' | 'limit'>): Promise<string> {
  const compiled = listQuery(db, status, page, limit);
  const values = new Map<unknown, unknown>([
    [COMPANY, companyId],
    [LIMIT, limit],
    [OFFSET, (page - 1) * limit],
  ]);
  const { rows } = await db.executeQuery<ListRow>({ ...compiled, parameters: compiled.parameters.map((p) => (values.has(p) ? values.get(p) : p)) });
  const { summaries, facts, counts_text: countsText } = rows[0]!;
  const texts = summaries === null ? [] : summaries.split(SUMMARY_SEPARATOR);
  const orders = facts === null ? [] : (JSON.parse(facts) as ListFacts[]);
  const summaryRows = orders.map(
    ([status, payment_status, created_ms, programming, schedule, total_km, status_history], i): OrderSummaryRow => ({ summary_text: texts[i]!, status, payment_status, created_ms, programming, schedule, total_km, status_history }),
  );
  const byStatus: Record<string, number | string> = countsText === null ? {} : JSON.parse(countsText);
  const perStatus = Object.fromEntries(Object.entries(byStatus).map(([k, n]) => [k, Number(n)]));
  return pageWithCounts(summaryRows, perStatus, { status, page, limit });
}

/** The list's `data` (OrderList) as JSON text: `{ response, pagination, counts }`. */
function pageWithCounts(rows: readonly OrderSummaryRow[], perStatus: Record<string, number>, { status, page, limit }: Pick<OrderListRequest, 'status' | 'page' | 'limit'>): string {
  const counts = tabCountsOf(perStatus);
  const total = status === undefined ? Object.values(perStatus).reduce((sum, n) => sum + n, 0) : counts[status];
  const now = new Date();
  const { pagination } = paginated([], page, limit, total);
  return `{"response":[${rows.map((row) => orderSummaryJson(row, now)).join(',')}],"pagination":${JSON.stringify(pagination)},"counts":${JSON.stringify(counts)}}`;
}

/** 1–5 stars and a review, once, when the status allows it (409 orderNotCompleted / alreadyRated). */
export async function rateOrder(db: Kysely<Database>, { companyId, accountId }: Actor, movementId: string, { rating, review }: RatingBody): Promise<Order> {
  if (!MOVEMENT_ID_PATTERN.test(movementId)) throw orderNotFound();
  const row = await db.transaction().execute(async (trx) => {
    // One statement: two concurrent ratings cannot both pass "not rated yet".
    const rated = await trx
      .updateTable('orders')
      .set({ rating, review: review ?? '', rated_at: sql`now()`, updated_at: sql`now()` })
      .where('movement_id', '=', movementId)
      .where('company_id', '=', companyId)
      .where('status', 'in', statusesWhere((rule) => rule.rateable))
      .where('rating', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (rated !== undefined) await recordActivity(trx, { companyId, actorId: accountId, kind: 'order.rated', subject: rated.movement_id, details: { rating } });
    return rated;
  });
  if (row !== undefined) return toOrder(row);
  const current = await findOrder(db, companyId, movementId);
  if (current === undefined) throw orderNotFound();
  fail(409, ORDER_STATUS_RULES[current.status].rateable ? Messages.alreadyRated : Messages.orderNotCompleted);
}

export interface CancelDeps {
  readonly db: Kysely<Database>;
  readonly push: PushHub;
  readonly provider: PaymentProvider;
  readonly log: Logger;
}

/**
 * Cancels an order whose status allows it (not started; else 409 orderNotCancellable). A paid
 * order is refunded in full (terms "Cancellations"): its payment's refund is recorded as pending with
 * the cancellation (paymentStatus 'refundPending'), then asked of the provider; the answer carries
 * paymentStatus 'refunded' once it is done. A payment still in flight makes the cancellation wait for it (409, try again).
 * The company is notified, whoever of its users cancelled.
 */
export async function cancelOrder(deps: CancelDeps, { companyId, accountId }: Actor, movementId: string): Promise<Order> {
  const { db, push } = deps;
  const { refundId } = await db.transaction().execute(async (trx) => {
    const order = await lockOrder(trx, companyId, movementId);
    if (!isCancellable(order.status)) fail(409, Messages.orderNotCancellable);
    const payments = await trx
      .selectFrom('payments')
      .select(['id', 'status', 'amount_cents', 'card_last4'])
      .where('movement_id', '=', order.movement_id)
      .where('status', 'in', ['pending', 'captured'])
      .execute();
    if (payments.some((p) => p.status === 'pending')) fail(409, Messages.paymentInProgress);
    const captured = payments.find((p) => p.status === 'captured');
    await trx
      .updateTable('orders')
      .set({ status: 'Cancelled', status_history: sql`status_history || ${statusEntry('Cancelled')}`, updated_at: sql`now()` })
      .where('id', '=', order.id)
      .execute();
    if (captured !== undefined) {
      await trx.updateTable('payments').set({ refund_status: 'pending', updated_at: sql`now()` }).where('id', '=', captured.id).execute();
      await trx.updateTable('orders').set({ payment_status: 'refundPending' }).where('id', '=', order.id).execute();
    }
    const refund = captured === undefined ? undefined : { amountCents: captured.amount_cents, cardLast4: captured.card_last4 };
    await recordNotification(trx, { companyId, movementId: order.movement_id, title: notificationTitles.cancelled(order.movement_id, refund), kind: 'cancelled' });
    await recordActivity(trx, { companyId, actorId: accountId, kind: 'order.cancelled', subject: order.movement_id, details: { refund: captured !== undefined } });
    return { refundId: captured?.id };
  });
  await announce(push, companyId);
  if (refundId !== undefined) await refundPayment(deps, refundId);
  const row = await findOrder(db, companyId, movementId);
  if (row === undefined) throw orderNotFound();
  return toOrder(row);
}
