import { Schema } from 'effect';
import { ListData } from './envelope.ts';
import { OptionalText, requiredText } from './fields.ts';
import { Messages } from './messages.ts';
import { Order, OrderStatus } from './order.ts';

// Following an order after checkout (spec §3, §4, §7): list tabs, the order's actions (entry
// number, rating, cancel), its operator's location and its documents. Client and server share it.

/** The /my-orders tabs and the `status` query of `GET /v1/user/order` (DESIGN.md §2). */
export const ORDER_TABS = ['Pending', 'InProgress', 'Completed', 'Cancelled'] as const;
export const OrderTab = Schema.Literals(ORDER_TABS);
export type OrderTab = typeof OrderTab.Type;

export const ORDER_TAB_LABELS: Record<OrderTab, string> = {
  Pending: 'Pending',
  InProgress: 'In progress',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
};

/** The Pending tab holds orders still looking for a carrier and those with one assigned. */
export const TAB_STATUSES: Record<OrderTab, readonly OrderStatus[]> = {
  Pending: ['NewAssignments', 'Pending'],
  InProgress: ['InProgress'],
  Completed: ['Completed'],
  Cancelled: ['Cancelled'],
};

/** spec call.orders-query defaults: page 1, limit 10. */
export const ORDER_LIST_DEFAULTS = { page: 1, limit: 10 } as const;
export const ORDER_LIST_MAX_LIMIT = 50;

/** Human wording of each status, for badges and timelines. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  NewAssignments: 'Looking for a carrier',
  Pending: 'Carrier assigned',
  InProgress: 'In transit',
  Completed: 'Completed',
  Cancelled: 'Cancelled',
};

/** spec order.proof-done: proof of photography counts as done when the status is Completed. */
export const isProofOfPhotographyDone = (status: OrderStatus): boolean => status === 'Completed';
/** spec order.user-upload: the user-upload check is true when the status is not NewAssignments. */
export const isUserUploadChecked = (status: OrderStatus): boolean => status !== 'NewAssignments';
/** The customer may cancel while no carrier has started: NewAssignments or Pending (DESIGN.md §2). */
export const isCancellable = (status: OrderStatus): boolean => status === 'NewAssignments' || status === 'Pending';
/** Rating only once Completed, and only once. */
export const isRateable = (order: { readonly status: OrderStatus; readonly rating: unknown }): boolean =>
  order.status === 'Completed' && order.rating === null;

export const OrderMessages = {
  ordersFetched: 'Orders fetched successfully',
  invalidStatus: 'status must be one of Pending, InProgress, Completed, Cancelled',
  invalidPage: 'page must be a whole number from 1',
  invalidLimit: `limit must be a whole number from 1 to ${ORDER_LIST_MAX_LIMIT}`,
  entryNumRequired: 'entry number is required',
  entryNumFormat: 'entry number must be at most 30 letters, digits or hyphens',
  entryNumSaved: 'Entry number saved successfully',
  entryNumLocked: 'The entry number can no longer be changed for this order.',
  ratingRange: 'Please choose a rating from 1 to 5 stars.',
  reviewTooLong: 'review must be at most 500 characters',
  ratingSaved: 'Thank you for rating this service.',
  notCompleted: 'Only a completed order can be rated.',
  alreadyRated: 'This order has already been rated.',
  cancelled: 'Order cancelled successfully',
  notCancellable: 'Only an order that has not started can be cancelled.',
  locationFetched: 'Operator location fetched successfully',
  documentsFetched: 'Documents fetched successfully',
  documentUploaded: 'Document uploaded successfully',
  documentTypes: 'Only PDF, PNG, JPEG or WebP files can be uploaded',
  documentKind: "type must be 'doc' or 'qr'",
  fileRequired: 'file is required',
  uploadNotYet: 'Documents can be uploaded once a carrier is assigned.',
  uploadClosed: 'Documents can no longer be uploaded for this order.',
  notificationsFetched: 'Notifications fetched successfully',
  tokenSaved: 'Notification token saved successfully',
} as const;

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

export const OrderListQuery = Schema.Struct({
  status: Schema.optionalKey(OrderTab.annotate({ message: OrderMessages.invalidStatus })),
  page: Schema.optionalKey(wholeNumber(OrderMessages.invalidPage, 1)),
  limit: Schema.optionalKey(wholeNumber(OrderMessages.invalidLimit, 1, ORDER_LIST_MAX_LIMIT)),
});
export type OrderListQuery = typeof OrderListQuery.Type;

/** `PUT /v1/user/order/entryNum/{id}`: the customs entry number the customer files for a crossing. */
export const ENTRY_NUM_PATTERN = /^[A-Za-z0-9-]{1,30}$/;
export const EntryNumBody = Schema.Struct({
  entryNum: requiredText(OrderMessages.entryNumRequired.replace(' is required', '')).pipe(
    Schema.check(Schema.isPattern(ENTRY_NUM_PATTERN, { message: OrderMessages.entryNumFormat })),
  ),
}).annotate({ message: Messages.fillUp });
export type EntryNumBody = typeof EntryNumBody.Type;

export const MAX_REVIEW = 500;
/** `POST /v1/user/rating/{id}`: 1–5 stars and an optional review. */
export const RatingBody = Schema.Struct({
  rating: wholeNumber(OrderMessages.ratingRange, 1, 5).pipe(Schema.annotateKey({ messageMissingKey: OrderMessages.ratingRange })),
  review: OptionalText.pipe(Schema.check(Schema.isMaxLength(MAX_REVIEW, { message: OrderMessages.reviewTooLong }))),
}).annotate({ message: Messages.fillUp });
export type RatingBody = typeof RatingBody.Type;

/** `data` of `GET /v1/user/order` (spec orders.paginated). */
export const OrderList = ListData(Order);
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
export const CustomerDocumentKind = Schema.Literals(['doc', 'qr']).annotate({ message: OrderMessages.documentKind });
export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;

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

