import { Schema } from 'effect';
import { CALENDAR_DAY, isCalendarDay } from './calendarDay.ts';
import { ListData } from './envelope.ts';
import { OptionalText, requiredText } from './fields.ts';
import { BrowserMessages } from './browserMessages.ts';
import { OrderSummary } from './order.ts';
import { ENTRY_NUM_PATTERN, MAX_REVIEW, ORDER_LIST_MAX_LIMIT, ORDER_SEARCH_MAX, ORDER_TABS } from './orderStatus.ts';

// Following an order after checkout (spec §3, §4, §7): list tabs, the order's actions (entry
// number, rating, cancel), its operator's location and its documents. Client and server share it.

export * from './orderStatus.ts';

export const OrderTab = Schema.Literals(ORDER_TABS);
export type OrderTab = typeof OrderTab.Type;


/** Query of `GET /v1/user/order`, as the server reads it (strings in, numbers out). */
/**
 * A whole number from `minimum` (to `maximum`) whose every failure (not a number, a fraction, out
 * of range) reads `message`: Schema.Int's own check would otherwise answer 'Expected an integer'.
 */
const wholeNumber = (message: string, minimum: number, maximum?: number) =>
  Schema.Number.annotate({ message }).check(
    Schema.isInt({ message }),
    maximum === undefined ? Schema.isGreaterThanOrEqualTo(minimum, { message }) : Schema.isBetween({ minimum, maximum }, { message }),
  );

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
/**
 * A booking-date bound: a calendar day ('2026-11-24', a UTC day) or an instant with its offset
 * ('2026-11-24T00:00:00.000-06:00', how the web app sends the customer's own day).
 */
const bookingDate = (message: string) =>
  Schema.String.annotate({ message }).check(
    Schema.makeFilter((s: string) => ((CALENDAR_DAY.test(s) || ISO_DATE_TIME.test(s)) && isCalendarDay(s.slice(0, 10)) && !Number.isNaN(Date.parse(s))) || message),
  );

export const OrderListQuery = Schema.Struct({
  status: Schema.optionalKey(OrderTab.annotate({ message: BrowserMessages.invalidOrderTab })),
  page: Schema.optionalKey(wholeNumber(BrowserMessages.invalidPage, 1)),
  limit: Schema.optionalKey(wholeNumber(BrowserMessages.invalidOrderListLimit, 1, ORDER_LIST_MAX_LIMIT)),
  /** Part of a movement id or a user reference, any case. */
  search: Schema.optionalKey(Schema.String.annotate({ message: BrowserMessages.invalidOrderSearch }).check(Schema.isMaxLength(ORDER_SEARCH_MAX, { message: BrowserMessages.invalidOrderSearch }))),
  /** Booked on or after. */
  from: Schema.optionalKey(bookingDate(BrowserMessages.invalidFromDate)),
  /** Booked on or before (a day counts whole). */
  to: Schema.optionalKey(bookingDate(BrowserMessages.invalidToDate)),
});
export type OrderListQuery = typeof OrderListQuery.Type;

/** `PUT /v1/user/order/entryNum/{id}`: the customs entry number the customer files for a crossing. */
export const EntryNumBody = Schema.Struct({
  entryNum: requiredText(BrowserMessages.entryNumRequired.replace(' is required', '')).pipe(
    Schema.check(Schema.isPattern(ENTRY_NUM_PATTERN, { message: BrowserMessages.entryNumFormat })),
  ),
}).annotate({ message: BrowserMessages.fillUp });
export type EntryNumBody = typeof EntryNumBody.Type;

/** `POST /v1/user/rating/{id}`: 1–5 stars and an optional review. */
export const RatingBody = Schema.Struct({
  rating: wholeNumber(BrowserMessages.ratingRange, 1, 5).pipe(Schema.annotateKey({ messageMissingKey: BrowserMessages.ratingRange })),
  review: OptionalText.pipe(Schema.check(Schema.isMaxLength(MAX_REVIEW, { message: BrowserMessages.reviewTooLong }))),
}).annotate({ message: BrowserMessages.fillUp });
export type RatingBody = typeof RatingBody.Type;

/** `data` of `GET /v1/user/order` (spec orders.paginated): order summaries, with each tab's count for the same search and dates. */
export const TabCounts = Schema.Struct(Object.fromEntries(ORDER_TABS.map((tab) => [tab, Schema.Int])) as Record<OrderTab, typeof Schema.Int>);
export const OrderList = Schema.Struct({ ...ListData(OrderSummary).fields, counts: TabCounts });
export type OrderList = typeof OrderList.Type;

/** `data` of `GET /v1/common/locat/operator/{movementId}`: null location until one is reported. */
export const OperatorLocation = Schema.Struct({
  movementId: Schema.String,
  operator: Schema.NullOr(Schema.Struct({ name: Schema.String, phone: Schema.String })),
  location: Schema.NullOr(
    Schema.Struct({ latitude: Schema.Finite, longitude: Schema.Finite, label: Schema.String, updatedAt: Schema.String }),
  ),
});
export type OperatorLocation = typeof OperatorLocation.Type;

/**
 * The customer uploads documents (`doc`) and the crossing QR code (`qr`); proof of photography
 * (`proof`) comes from the carrier side (the operator CLI in this repository).
 */
export const DocumentKind = Schema.Literals(['doc', 'qr', 'proof']);
export type DocumentKind = typeof DocumentKind.Type;
export const CustomerDocumentKind = Schema.Literals(['doc', 'qr']).annotate({ message: BrowserMessages.documentKind });

export const OrderDocument = Schema.Struct({
  _id: Schema.String,
  kind: DocumentKind,
  name: Schema.String,
  /** `/v1/common/uploads/<uuid>`, readable by the order's company. */
  url: Schema.String,
  uploadedBy: Schema.Literals(['user', 'carrier']),
  uploadedAt: Schema.String,
});
export type OrderDocument = typeof OrderDocument.Type;

/**
 * `data` of `POST /v1/common/qr&proof/doc/user/{movementId}` (the customer's upload check) and of
 * an upload to `POST /v1/common/qr&proof&doc/{movementId}`.
 */
export const OrderDocuments = Schema.Struct({
  movementId: Schema.String,
  proofOfPhotography: Schema.Boolean,
  userUploadCheck: Schema.Boolean,
  documents: Schema.Array(OrderDocument),
});
export type OrderDocuments = typeof OrderDocuments.Type;

