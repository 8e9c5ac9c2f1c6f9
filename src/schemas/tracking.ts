import { Schema } from 'effect';
import { TrimmedText } from './fields.ts';
import { BrowserMessages } from './browserMessages.ts';
import { OrderSchedule, OrderStatus, OrderStatusChange } from './order.ts';
import { TRACKING_LABEL_MAX } from './trackingRules.ts';

// Tracking links to share: the customer's calls on an order and the public page a
// link opens. The public view is a whitelist: no price, contact, phone, reference or document
// other than the proof of delivery can reach it, because it has no field to hold them.

export * from './trackingRules.ts';

/** `POST /v1/user/order/{movementId}/tracking-links` body: an optional name for the link. */
export const CreateTrackingLinkBody = Schema.Struct({
  label: Schema.optionalKey(
    Schema.NullOr(TrimmedText.check(Schema.isMaxLength(TRACKING_LABEL_MAX, { message: BrowserMessages.trackingLabelTooLong })).annotate({ message: BrowserMessages.trackingLabelTooLong })),
  ),
}).annotate({ message: BrowserMessages.invalidBody });
export type CreateTrackingLinkBody = typeof CreateTrackingLinkBody.Type;

export const TrackingLinkStateSchema = Schema.Literals(['active', 'revoked', 'expired']);

/** A link as its order's company sees it: never the token (only its last 4 characters). */
export const TrackingLink = Schema.Struct({
  id: Schema.String,
  label: Schema.NullOr(Schema.String),
  last4: Schema.String,
  state: TrackingLinkStateSchema,
  /** ISO 8601. */
  createdAt: Schema.String,
  revokedAt: Schema.NullOr(Schema.String),
  /** When it stops working: null while the order is under way (it ends 7 days after completion). */
  expiresAt: Schema.NullOr(Schema.String),
});
export type TrackingLink = typeof TrackingLink.Type;

/** `data` of creating a link: the token, shown this once, and the page's path on the web app. */
export const CreatedTrackingLink = Schema.Struct({
  token: Schema.String,
  /** `/track/{token}`, relative to the web app's origin (the API may live elsewhere). */
  url: Schema.String,
  expiresAt: Schema.NullOr(Schema.String),
  link: TrackingLink,
});
export type CreatedTrackingLink = typeof CreatedTrackingLink.Type;

/** `data` of `GET /v1/user/order/{movementId}/tracking-links`: newest first. */
export const TrackingLinkList = Schema.Struct({ links: Schema.Array(TrackingLink) });
export type TrackingLinkList = typeof TrackingLinkList.Type;

/** A stop of the route: its city only. */
export const TrackingStop = Schema.Struct({
  kind: Schema.Literals(['pickup', 'drop']),
  city: Schema.String,
  state: Schema.String,
  country: Schema.Literals(['US', 'MX']),
});
export type TrackingStop = typeof TrackingStop.Type;

export const PublicLocation = Schema.Struct({
  label: Schema.String,
  latitude: Schema.Finite,
  longitude: Schema.Finite,
  /** ISO 8601. */
  updatedAt: Schema.String,
});
export type PublicLocation = typeof PublicLocation.Type;

/** `data` of `GET /v1/public/tracking/{token}`: what a consignee may see of a shipment. */
export const PublicTracking = Schema.Struct({
  movementId: Schema.String,
  status: OrderStatus,
  statusHistory: Schema.Array(OrderStatusChange),
  service: Schema.String,
  mode: Schema.String,
  /** Pickups then drops, in route order. */
  stops: Schema.Array(TrackingStop),
  crossing: Schema.Struct({ title: Schema.String, city: Schema.String }),
  totalKm: Schema.Number,
  /** The pickup's wall-clock schedule; null for an instant pickup. */
  schedule: Schema.NullOr(OrderSchedule),
  /** ISO 8601, once the truck is on its way; null before, and once delivered. */
  estimatedArrival: Schema.NullOr(Schema.String),
  /** ISO 8601, once completed. */
  deliveredAt: Schema.NullOr(Schema.String),
  /** The carrier company and truck (never the operator's name or phone). */
  carrier: Schema.NullOr(Schema.Struct({ name: Schema.String, truckPlate: Schema.String })),
  lastLocation: Schema.NullOr(PublicLocation),
  /** Once completed: the carrier's proof of delivery, readable through the link. */
  proofOfDelivery: Schema.NullOr(Schema.Struct({ name: Schema.String, url: Schema.String, uploadedAt: Schema.String })),
  /** When the link stops working; null while the order is under way. */
  expiresAt: Schema.NullOr(Schema.String),
  /** ISO 8601: when the order last changed. */
  updatedAt: Schema.String,
});
export type PublicTracking = typeof PublicTracking.Type;
