import { Schema } from 'effect';
import { Address } from './addressBody.ts';
import { crossFieldCheck } from './crossFieldCheck.ts';
import { ID_MAX, isBlank, requiredText } from './fields.ts';
import { BrowserMessages } from './browserMessages.ts';
import { DropDistances, Quote, quoteRequestFields } from './quote.ts';
import { Programming, Schedule, ServiceRequestDetailsForm } from './serviceRequestForm.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './orderStatus.ts';
import { DELAY_KINDS } from './orderDelay.ts';

// Orders (movements): the creation body, the order as the API answers it, and the reference check.

/** `CC` + 2-digit year + 6-digit per-year sequence, e.g. CC26000001. */
export const MOVEMENT_ID_PATTERN = /^CC\d{8,}$/;

export const OrderStatus = Schema.Literals(ORDER_STATUSES);
export type OrderStatus = typeof OrderStatus.Type;

/** 'refunded': the order was cancelled after it was paid, and its capture refunded (terms, Cancellations). */
/** refundPending: a paid order was cancelled and its refund is not confirmed by the provider yet. */
export const PaymentStatus = Schema.Literals(PAYMENT_STATUSES);
export type PaymentStatus = typeof PaymentStatus.Type;

/** spec val.service.reference: required, at most 10 letters or digits (the step3 form's rule). */
export const UserReference = ServiceRequestDetailsForm.fields.userReference;

/** `POST /v1/user/order/reference/validate` body. */
export const UserReferenceBody = Schema.Struct({ userReference: UserReference }).annotate({ message: BrowserMessages.fillUp });
export type UserReferenceBody = typeof UserReferenceBody.Type;

/** `data` of `GET /v1/user/order/reference` and of a successful reference check. */
export const SuggestedReference = Schema.Struct({ reference: Schema.String });
export type SuggestedReference = typeof SuggestedReference.Type;
export const ReferenceAvailability = Schema.Struct({ available: Schema.Literal(true) });
export type ReferenceAvailability = typeof ReferenceAvailability.Type;

export { SCHEDULE_TIME_ZONE, isScheduleInPast, wallClockAt } from './scheduleClock.ts';
import { isScheduleInPast, wallClockAt } from './scheduleClock.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

const ScheduleLoose = Schema.Struct({
  programming: Schema.optionalKey(Schema.Unknown),
  schedule: Schema.optionalKey(Schema.Unknown),
});
type ScheduleLoose = typeof ScheduleLoose.Type;

/** 'Schedule' programming needs a date and a time, not in the past. */
export const scheduleRules = crossFieldCheck(ScheduleLoose, ({ programming, schedule }: ScheduleLoose) => {
  if (programming !== 'Schedule') return undefined;
  const { date, time } = (typeof schedule === 'object' && schedule !== null ? schedule : {}) as { date?: unknown; time?: unknown };
  const issues: Array<Schema.FilterIssue> = [];
  if (isBlank(date)) issues.push({ path: ['schedule', 'date'], issue: BrowserMessages.scheduleDateRequired });
  if (isBlank(time)) issues.push({ path: ['schedule', 'time'], issue: BrowserMessages.scheduleTimeRequired });
  if (typeof date === 'string' && typeof time === 'string' && DATE.test(date.trim()) && TIME.test(time.trim())) {
    const when = { date: date.trim(), time: time.trim() };
    if (isScheduleInPast(when)) {
      // A past day is the date's fault; today at a past minute, the time's.
      const today = wallClockAt(new Date()).slice(0, 10);
      issues.push({ path: ['schedule', when.date < today ? 'date' : 'time'], issue: BrowserMessages.scheduleInPast });
    }
  }
  return issues;
});

/**
 * `POST /v1/user/order`: what a quote needs plus the step3 details. Any price the client sends is
 * not part of the body and is dropped: the server prices the order itself. `schedule` is read only
 * with 'Schedule' programming.
 */
export const CreateOrderBody = Schema.Struct({
  ...quoteRequestFields,
  userReference: UserReference,
  trailerId: requiredText('trailer', { max: ID_MAX }),
  programming: Programming.annotate({ message: BrowserMessages.programmingRequired }).pipe(
    Schema.annotateKey({ messageMissingKey: BrowserMessages.programmingRequired }),
  ),
  schedule: Schema.optionalKey(Schema.NullOr(Schedule)),
})
  .annotate({ message: BrowserMessages.fillUp })
  .check(scheduleRules);
export type CreateOrderBody = typeof CreateOrderBody.Type;
export type CreateOrderBodyInput = typeof CreateOrderBody.Encoded;

/** A catalog item as the order recorded it. */
export const OrderItem = Schema.Struct({ _id: Schema.String, title: Schema.String });
export type OrderItem = typeof OrderItem.Type;

/** The quantities the order charged (only equipment whose requirement was chosen). */
export const OrderQuantities = Schema.Struct({
  chains: Schema.optionalKey(Schema.Int),
  straps: Schema.optionalKey(Schema.Int),
  tarps: Schema.optionalKey(Schema.Int),
});
export type OrderQuantities = typeof OrderQuantities.Type;

export const OrderSchedule = Schema.Struct({ date: Schema.String, time: Schema.String });
export type OrderSchedule = typeof OrderSchedule.Type;

export const OrderRating = Schema.Struct({ rating: Schema.Int, review: Schema.String, ratedAt: Schema.String });
export type OrderRating = typeof OrderRating.Type;

export const OrderCarrier = Schema.Struct({
  name: Schema.String,
  truckPlate: Schema.String,
  operator: Schema.Struct({ name: Schema.String, phone: Schema.String }),
});
export type OrderCarrier = typeof OrderCarrier.Type;

export const OrderStatusChange = Schema.Struct({ status: OrderStatus, at: Schema.String });
export type OrderStatusChange = typeof OrderStatusChange.Type;

/** A delay the server sees on the order now (see orderDelay.ts). */
export const OrderDelay = Schema.Literals(DELAY_KINDS);
export type OrderDelay = typeof OrderDelay.Type;

/**
 * An order (movement) as `POST /v1/user/order` and `GET /v1/user/order/{movementId}` answer it: a
 * snapshot of what was chosen, the addresses as they were, the server's quote and route.
 */
export const Order = Schema.Struct({
  movementId: Schema.String,
  status: OrderStatus,
  paymentStatus: PaymentStatus,
  /** ISO 8601: an unpaid order still looking for a carrier is cancelled if not paid by then; else null. */
  payBy: Schema.NullOr(Schema.String),
  userReference: Schema.String,
  service: OrderItem,
  transportationType: OrderItem,
  mode: OrderItem,
  port: OrderItem,
  trailer: OrderItem,
  specialRequirements: Schema.Array(OrderItem),
  quantities: OrderQuantities,
  programming: Programming,
  schedule: Schema.NullOr(OrderSchedule),
  pickups: Schema.Array(Address),
  drops: Schema.Array(Address),
  quote: Quote,
  distances: DropDistances,
  /** The customs entry number the customer filed, if any. */
  entryNum: Schema.NullOr(Schema.String),
  /** Set once, after Completed. */
  rating: Schema.NullOr(OrderRating),
  /** Assigned from Pending on (the carrier side is a separate product). */
  carrier: Schema.NullOr(OrderCarrier),
  /** Every status the order went through, oldest first. */
  statusHistory: Schema.Array(OrderStatusChange),
  /** ISO 8601, while in transit: the departure plus the route at the average speed; else null. */
  estimatedArrival: Schema.NullOr(Schema.String),
  /** The delays the server sees now: no carrier by the scheduled pickup, in transit past the estimate. */
  delays: Schema.Array(OrderDelay),
  /** ISO 8601. */
  createdAt: Schema.String,
  updatedAt: Schema.String,
});
export type Order = typeof Order.Type;

/** A pickup or drop as an order card names it: its city. */
export const StopCity = Schema.Struct({ addressDetails: Schema.Struct({ city: Schema.String }) });
export type StopCity = typeof StopCity.Type;

/**
 * An order as the order list (`GET /v1/user/order`) answers it: what a card shows, each field with
 * the same name and value as in the Order (an Order is an OrderSummary). The order page reads the
 * whole order; a list page is about a fifth of the bytes it would be with whole orders.
 */
export const OrderSummary = Schema.Struct({
  movementId: Order.fields.movementId,
  status: Order.fields.status,
  paymentStatus: Order.fields.paymentStatus,
  payBy: Order.fields.payBy,
  userReference: Order.fields.userReference,
  service: Order.fields.service,
  programming: Order.fields.programming,
  schedule: Order.fields.schedule,
  pickups: Schema.Array(StopCity),
  drops: Schema.Array(StopCity),
  quote: Schema.Struct({ total: Quote.fields.total }),
  delays: Order.fields.delays,
  createdAt: Order.fields.createdAt,
  updatedAt: Order.fields.updatedAt,
});
export type OrderSummary = typeof OrderSummary.Type;
