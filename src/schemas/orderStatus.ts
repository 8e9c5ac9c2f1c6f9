// Order statuses, tabs and the rules over them as plain data: views and machines import this
// without pulling Effect Schema into their bundle; orderTracking.ts adds the schemas.

/** DESIGN.md §2 order (movement) statuses. */
export const ORDER_STATUSES = ['NewAssignments', 'Pending', 'InProgress', 'Completed', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The /my-orders tabs and the `status` query of `GET /v1/user/order` (DESIGN.md §2). */
export const ORDER_TABS = ['Pending', 'InProgress', 'Completed', 'Cancelled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

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

export const ENTRY_NUM_PATTERN = /^[A-Za-z0-9-]{1,30}$/;

export const MAX_REVIEW = 500;

export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'] as const;
