import { Schema } from 'effect';
import { Address } from './address.ts';
import { Programming } from './programming.ts';
import { DropDistances, Quote } from './quoteAnswer.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './orderStatus.ts';
import { DELAY_KINDS } from './orderDelay.ts';

// Orders (movements) as the API answers them. What a new order's request says, and the reference
// check: orderBody.ts (the order pages read orders without the wizard's checks and words).

/** `CC` + 2-digit year + 6-digit per-year sequence, e.g. CC26000001. */
export const MOVEMENT_ID_PATTERN = /^CC\d{8,}$/;

export const OrderStatus = Schema.Literals(ORDER_STATUSES);
export type OrderStatus = typeof OrderStatus.Type;

/** 'refunded': the order was cancelled after it was paid, and its capture refunded (terms, Cancellations). */
/** refundPending: a paid order was cancelled and its refund is not confirmed by the provider yet. */
export const PaymentStatus = Schema.Literals(PAYMENT_STATUSES);
export type PaymentStatus = typeof PaymentStatus.Type;

export { SCHEDULE_TIME_ZONE, isScheduleInPast, wallClockAt } from './scheduleClock.ts';
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
