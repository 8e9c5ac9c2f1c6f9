import { randomInt } from 'node:crypto';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { Messages } from '../../src/schemas/messages.ts';
import { MOVEMENT_ID_PATTERN, type Order, type OrderStatus } from '../../src/schemas/order.ts';
import type { CreateOrderBody } from '../../src/schemas/orderBody.ts';
import { FIRST_ORDER_STATUS, payByOf } from '../../src/schemas/orderStatus.ts';
import { MAX_USER_REFERENCE } from '../../src/schemas/serviceRequestForm.ts';
import { routeErrors } from '../../src/schemas/serviceRoute.ts';
import type { FieldErrors } from '../../src/schemas/validate.ts';
import { recordActivity } from '../activity/recordActivity.ts';
import type { AuthInfo } from '../auth/accessToken.ts';
import { isUniqueViolation } from '../auth/accountByEmail.ts';
import type { Database } from '../db/Database.ts';
import type { OrderRow } from '../db/serviceTables.ts';
import { delaysOf, estimatedArrivalOf } from '../delays/orderDelays.ts';
import { HttpError } from '../http/HttpError.ts';
import type { OrderSnapshot } from './orderSnapshot.ts';
import { chargedQuote, quotedPriceFor } from './quotedPrice.ts';
import { checkOptionsFit, distancesOf, failOnErrors, resolveSelection } from './selection.ts';
import { resolveTrailer } from './catalog.ts';

// Orders (movements): references, creation with the server's own price, and reading one back.

const REFERENCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export const referenceTaken = (): HttpError => new HttpError(409, Messages.referenceTaken, { userReference: Messages.referenceTaken });

/** Whether the company already has an order with this reference (letter case ignored). */
export async function isReferenceTaken(db: Kysely<Database>, companyId: string, reference: string): Promise<boolean> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('company_id', '=', companyId)
    .where(sql<string>`upper(user_reference)`, '=', reference.toUpperCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** A fresh 10-character uppercase alphanumeric reference the company has not used. */
export async function suggestReference(db: Kysely<Database>, companyId: string): Promise<string> {
  // 36^10 ≈ 3.7e15 values: a clash is practically impossible, but checked all the same.
  for (;;) {
    let reference = '';
    for (let i = 0; i < MAX_USER_REFERENCE; i++) reference += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
    if (!(await isReferenceTaken(db, companyId, reference))) return reference;
  }
}

/** `CC` + 2-digit year + 6-digit zero-padded sequence of that year. */
export const formatMovementId = (year: number, sequence: number): string =>
  `CC${String(year % 100).padStart(2, '0')}${String(sequence).padStart(6, '0')}`;

/** formatMovementId in SQL, for the statement that allocates the number (lpad would cut a 7th digit). */
export const movementIdSql = (year: RawBuilder<number>, sequence: RawBuilder<number>) =>
  sql<string>`'CC' || lpad((${year} % 100)::text, 2, '0') || lpad(${sequence}::text, greatest(6, length(${sequence}::text)), '0')`;

/** The database clock as ISO 8601 with milliseconds in UTC, like Date#toISOString. */
export const isoNow = sql<string>`to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** orders.status_history as a one-entry jsonb array: "status reached now". */
export const statusEntry = (status: OrderStatus) => sql<string>`jsonb_build_array(jsonb_build_object('status', ${status}::text, 'at', ${isoNow}))`;

/**
 * An order as the API answers it. The order list answers a summary of it instead
 * (orderSummaryJson); tests/server/orderSummary.test.ts holds the two alike for every kind of order.
 */
export function toOrder(row: OrderRow): Order {
  // The booked quote's id is kept, not answered (the Order is what it was before "Book this").
  const { quoteId: _quoteId, ...snapshot } = row.payload;
  return {
    ...snapshot,
    movementId: row.movement_id,
    status: row.status,
    paymentStatus: row.payment_status,
    payBy: payByOf({ status: row.status, paymentStatus: row.payment_status, createdAt: row.created_at }),
    userReference: row.user_reference,
    quote: row.quote,
    distances: row.distances,
    entryNum: row.entry_num,
    rating: row.rating === null ? null : { rating: row.rating, review: row.review ?? '', ratedAt: (row.rated_at ?? row.updated_at).toISOString() },
    carrier: row.carrier,
    statusHistory: row.status_history,
    estimatedArrival: estimatedArrivalOf(row),
    delays: delaysOf(row),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/**
 * An order as the order list reads it (orderSummaryColumns): what PostgreSQL writes of its summary
 * as JSON text, from the small `card` it keeps beside the snapshot (migrations 0018, 0021), and the
 * few columns the API needs for what depends on the clock (payBy, delays). Under load the API's
 * one thread is the list's bottleneck, PostgreSQL has room: each row is one text to copy, not
 * twelve columns (two of them JSON) to read and write out again.
 */
export interface OrderSummaryRow {
  /** The summary's members but payBy and delays, as JSON text without its braces. */
  readonly summary_text: string;
  readonly status: OrderRow['status'];
  readonly payment_status: OrderRow['payment_status'];
  /** created_at in whole milliseconds since the epoch (payBy counts from it). */
  readonly created_ms: number;
  /** For delaysOf: the order's programming and schedule. */
  readonly programming: OrderRow['card']['programming'];
  readonly schedule: OrderRow['card']['schedule'];
  /** For delaysOf: the route's length. */
  readonly total_km: number;
  /** For delaysOf: the statuses an order in transit went through (null in any other status, where nothing reads them). */
  readonly status_history: OrderRow['status_history'] | null;
}

/** An instant as toISOString writes it (UTC, milliseconds cut, not rounded, as a Date holds them). */
const isoText = (column: string) => `'"' || to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'`;

/** The select list of an OrderSummaryRow, for a query on `orders`. */
export const orderSummaryColumns = [
  // to_json(text) writes a JSON string; the card's text is a JSON object whose braces are cut off.
  sql<string>`${sql.raw(
    `'"movementId":' || to_json(orders.movement_id)::text || ',"status":' || to_json(orders.status)::text` +
      ` || ',"paymentStatus":' || to_json(orders.payment_status)::text || ',"userReference":' || to_json(orders.user_reference)::text` +
      ` || ',"quote":{"total":' || orders.total_cents || '},"createdAt":' || ${isoText('orders.created_at')} || ',"updatedAt":' || ${isoText('orders.updated_at')}` +
      ` || ',' || left(right(orders.card::text, -1), -1)`,
  )}`.as('summary_text'),
  'orders.status',
  'orders.payment_status',
  sql<number>`floor(extract(epoch from orders.created_at) * 1000)::float8`.as('created_ms'),
  sql<OrderSummaryRow['programming']>`orders.card ->> 'programming'`.as('programming'),
  sql<OrderSummaryRow['schedule']>`nullif(orders.card -> 'schedule', 'null'::jsonb)`.as('schedule'),
  sql<number>`(orders.distances ->> 'totalKm')::float8`.as('total_km'),
  sql<OrderSummaryRow['status_history']>`case when orders.status = 'InProgress' then orders.status_history end`.as('status_history'),
] as const;

const json = JSON.stringify;

/** An OrderSummary as JSON text, from an OrderSummaryRow: the fields of toOrder's answer a card shows. */
export function orderSummaryJson(row: OrderSummaryRow, now: Date = new Date()): string {
  const payBy = payByOf({ status: row.status, paymentStatus: row.payment_status, createdAt: new Date(row.created_ms) });
  const delays = delaysOf(
    { status: row.status, payment_status: row.payment_status, status_history: row.status_history ?? [], distances: { totalKm: row.total_km }, payload: { programming: row.programming, schedule: row.schedule } },
    now,
  );
  return `{${row.summary_text},"payBy":${payBy === null ? 'null' : `"${payBy}"`},"delays":${json(delays)}}`;
}

/** The company's order, or undefined (another company's orders do not exist for it). */
export async function findOrder(db: Kysely<Database>, companyId: string, movementId: string): Promise<OrderRow | undefined> {
  if (!MOVEMENT_ID_PATTERN.test(movementId)) return undefined;
  return db.selectFrom('orders').selectAll().where('movement_id', '=', movementId).where('company_id', '=', companyId).executeTakeFirst();
}

/**
 * Creates an order from a decoded body: resolves every id against the catalog and the company's
 * address book (400 with all messages), refuses a route that does not fit the service (400), prices it and routes it
 * itself (at the price of the instant quote it books, when that quote applies: quotedPrice.ts), then in ONE statement allocates the movement id and stores the order (with its activity-log entry, in the same transaction); a used reference is a 409.
 */
export async function createOrder(db: Kysely<Database>, auth: AuthInfo, body: CreateOrderBody): Promise<Order> {
  const errors: FieldErrors = {};
  const trailer = await resolveTrailer(db, body.trailerId, errors);
  const selection = await resolveSelection(db, auth.companyId, body, errors);
  // Options fit the mode: no reefer trailer or temperature log with a Dry Van.
  checkOptionsFit(selection.mode.title, trailer, body.specialRequirementIds, selection.specialRequirements, errors);
  failOnErrors(errors);
  // The route fits the service: a Northbound order picks up in Mexico and delivers to the US, Southbound the other way.
  const service = { _id: selection.service.id, title: selection.service.title };
  failOnErrors(routeErrors(service, selection.pickups.map((a) => a.addressDetails), selection.drops.map((a) => a.addressDetails)));
  // The price an instant quote holds when the body books one and is what was quoted; else today's.
  const { quote, quoteId } = chargedQuote(await quotedPriceFor(db, selection, body.quoteId, body.trailerId));
  const distances = distancesOf(selection);
  const schedule = body.programming === 'Schedule' && body.schedule ? { date: body.schedule.date, time: body.schedule.time } : null;
  const snapshot: OrderSnapshot = {
    service: { _id: selection.service.id, title: selection.service.title },
    transportationType: { _id: selection.transportationType.id, title: selection.transportationType.title },
    mode: { _id: selection.mode.id, title: selection.mode.title },
    port: { _id: selection.port.id, title: selection.port.title },
    trailer: { _id: trailer!.id, title: trailer!.title },
    specialRequirements: selection.specialRequirements.map((r) => ({ _id: r.id, title: r.title })),
    quantities: selection.quantities,
    programming: body.programming,
    schedule,
    pickups: selection.pickups,
    drops: selection.drops,
    quoteId,
  };

  try {
    // One statement numbers and stores the order: the year's row of movement_sequences is locked
    // until the transaction commits, so concurrent orders get consecutive numbers; a used reference
    // fails it (unique index) and leaves the number unused. The order's entry in the team's
    // activity log commits with it.
    const row = await db.transaction().execute(async (trx) => {
      const row = await trx
        .with('sequence', (qb) =>
          qb
            .insertInto('movement_sequences')
            .values({ year: sql<number>`extract(year from now() at time zone 'UTC')::int`, last: 1 })
            .onConflict((oc) => oc.column('year').doUpdateSet({ last: sql<number>`movement_sequences.last + 1` }))
            .returning(['year', 'last']),
        )
        .insertInto('orders')
        .values((eb) => ({
          movement_id: eb.selectFrom('sequence').select(movementIdSql(sql.ref('sequence.year'), sql.ref('sequence.last')).as('movement_id')),
          company_id: auth.companyId,
          created_by: auth.accountId,
          user_reference: body.userReference,
          payload: JSON.stringify(snapshot),
          quote: JSON.stringify(quote),
          distances: JSON.stringify(distances),
          total_cents: quote.total,
          currency: quote.currency,
          status: FIRST_ORDER_STATUS,
          status_history: statusEntry(FIRST_ORDER_STATUS),
        }))
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordActivity(trx, { companyId: auth.companyId, actorId: auth.accountId, kind: 'order.booked', subject: row.movement_id, details: { reference: row.user_reference } });
      return row;
    });
    return toOrder(row);
  } catch (error) {
    // A used reference (or two requests with one at once): the unique index refuses it.
    if (isUniqueViolation(error) && (await isReferenceTaken(db, auth.companyId, body.userReference))) throw referenceTaken();
    throw error;
  }
}
