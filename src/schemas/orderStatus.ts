// Order statuses and every rule over them, as one table of plain data: views and machines import
// this without pulling Effect Schema into their bundle; orderTracking.ts adds the schemas.

/** DESIGN.md §2 order (movement) statuses. */
export const ORDER_STATUSES = ['NewAssignments', 'Pending', 'InProgress', 'Completed', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The /my-orders tabs and the `status` query of `GET /v1/user/order` (DESIGN.md §2). */
export const ORDER_TABS = ['Pending', 'InProgress', 'Completed', 'Cancelled'] as const;
export type OrderTab = (typeof ORDER_TABS)[number];


/** What one status allows; every client guard, server check and the database constraint read it. */
export interface OrderStatusRule {
  /** The /my-orders tab that lists it. */
  readonly tab: OrderTab;
  /** The customer's words, for badges and timelines (a catalog id: the views show it translated). */
  readonly label: string;
  /** Place on the life cycle (0 first); null when the order left it (cancelled). */
  readonly lifeCycleStep: number | null;
  /** Where the operator's `advance` (the carrier's next step) takes it; null: no further step. */
  readonly next: OrderStatus | null;
  /** The customer may cancel it. */
  readonly cancellable: boolean;
  /** The customer may upload documents ('open'), or the key of the Messages that refuses it. */
  readonly upload: 'open' | 'uploadNotYet' | 'uploadClosed';
  /** The customer may file or change the customs entry number. */
  readonly entryNumEditable: boolean;
  /** The customer may rate it (once). */
  readonly rateable: boolean;
  /** A payment may still be captured for it. */
  readonly payable: boolean;
  /** spec order.proof-done */
  readonly proofOfPhotographyDone: boolean;
  /** spec order.user-upload */
  readonly userUploadChecked: boolean;
}

/**
 * One row per status (DESIGN.md §2): NewAssignments → Pending → InProgress → Completed, Cancelled
 * by the customer while NewAssignments or Pending. Adding a status fails to compile until its row
 * exists; the database learns it from a new migration that calls `recreateOrderStatusCheck`.
 */
export const ORDER_STATUS_RULES = {
  NewAssignments: {
    tab: 'Pending',
    label: /*i18n*/ 'Looking for a carrier',
    lifeCycleStep: 0,
    next: 'Pending',
    cancellable: true,
    upload: 'uploadNotYet',
    entryNumEditable: true,
    rateable: false,
    payable: true,
    proofOfPhotographyDone: false,
    userUploadChecked: false,
  },
  Pending: {
    tab: 'Pending',
    label: /*i18n*/ 'Carrier assigned',
    lifeCycleStep: 1,
    next: 'InProgress',
    cancellable: true,
    upload: 'open',
    entryNumEditable: true,
    rateable: false,
    payable: true,
    proofOfPhotographyDone: false,
    userUploadChecked: true,
  },
  InProgress: {
    tab: 'InProgress',
    label: /*i18n*/ 'In transit',
    lifeCycleStep: 2,
    next: 'Completed',
    cancellable: false,
    upload: 'open',
    entryNumEditable: true,
    rateable: false,
    payable: true,
    proofOfPhotographyDone: false,
    userUploadChecked: true,
  },
  Completed: {
    tab: 'Completed',
    label: /*i18n*/ 'Completed',
    lifeCycleStep: 3,
    next: null,
    cancellable: false,
    upload: 'open',
    entryNumEditable: false,
    rateable: true,
    payable: true,
    proofOfPhotographyDone: true,
    userUploadChecked: true,
  },
  Cancelled: {
    tab: 'Cancelled',
    label: /*i18n*/ 'Cancelled',
    lifeCycleStep: null,
    next: null,
    cancellable: false,
    upload: 'uploadClosed',
    entryNumEditable: false,
    rateable: false,
    payable: false,
    proofOfPhotographyDone: false,
    userUploadChecked: true,
  },
} as const satisfies Record<OrderStatus, OrderStatusRule>;

/** The statuses whose row says yes, in ORDER_STATUSES order (for SQL `in` lists). */
export const statusesWhere = (allows: (rule: OrderStatusRule) => boolean): OrderStatus[] =>
  ORDER_STATUSES.filter((status) => allows(ORDER_STATUS_RULES[status]));

/** The life cycle, first step first (Cancelled is off it). */
export const ORDER_LIFE_CYCLE: readonly OrderStatus[] = statusesWhere((rule) => rule.lifeCycleStep !== null).sort(
  (a, b) => ORDER_STATUS_RULES[a].lifeCycleStep! - ORDER_STATUS_RULES[b].lifeCycleStep!,
);
/** Where every order starts. */
export const FIRST_ORDER_STATUS: OrderStatus = ORDER_LIFE_CYCLE[0]!;

/** The statuses an operator's `advance` can take an order to. */
export type AdvanceTarget = NonNullable<(typeof ORDER_STATUS_RULES)[OrderStatus]['next']>;
export const ADVANCE_TARGETS: readonly AdvanceTarget[] = ORDER_STATUSES.filter((status): status is AdvanceTarget =>
  ORDER_STATUSES.some((from) => ORDER_STATUS_RULES[from].next === status),
);

const recordOf = <K extends string, V>(keys: readonly K[], value: (key: K) => V): Record<K, V> =>
  Object.fromEntries(keys.map((key) => [key, value(key)])) as Record<K, V>;

/** The Pending tab holds orders still looking for a carrier and those with one assigned. */
export const TAB_STATUSES: Record<OrderTab, readonly OrderStatus[]> = recordOf(ORDER_TABS, (tab) => statusesWhere((rule) => rule.tab === tab));

/**
 * The tabs speak the badges' words (one vocabulary). A tab holding one status is named by
 * that status's label; the Pending tab holds two (looking for a carrier, carrier assigned), so it
 * takes one word for both — "Upcoming", what freight customers call loads not yet on the road. The
 * wire values (`?status=Pending`) stay the spec's.
 */
const TAB_GROUP_LABELS: Partial<Record<OrderTab, string>> = { Pending: /*i18n*/ 'Upcoming' };
export const ORDER_TAB_LABELS: Record<OrderTab, string> = recordOf(ORDER_TABS, (tab) => {
  const [only, ...more] = TAB_STATUSES[tab];
  const label = more.length === 0 && only !== undefined ? ORDER_STATUS_RULES[only].label : TAB_GROUP_LABELS[tab];
  if (label === undefined) throw new Error(`The ${tab} tab holds several statuses and needs a name in TAB_GROUP_LABELS`);
  return label;
});

/** spec call.orders-query defaults: page 1, limit 10. */
export const ORDER_LIST_DEFAULTS = { page: 1, limit: 10 } as const;
export const ORDER_LIST_MAX_LIMIT = 50;
/** The longest search of the order list (movement ids and references are far shorter). */
export const ORDER_SEARCH_MAX = 40;

/** How many of the listed orders each tab holds (the tabs' counts). */
export type OrderTabCounts = Readonly<Record<OrderTab, number>>;
/** A status count per tab: a tab counts the orders of every status it lists. */
export const tabCountsOf = (byStatus: Partial<Record<OrderStatus, number>>): OrderTabCounts =>
  recordOf(ORDER_TABS, (tab) => TAB_STATUSES[tab].reduce((sum, status) => sum + (byStatus[status] ?? 0), 0));

/** spec order.proof-done: proof of photography counts as done when the status is Completed. */
export const isProofOfPhotographyDone = (status: OrderStatus): boolean => ORDER_STATUS_RULES[status].proofOfPhotographyDone;
/** spec order.user-upload: the user-upload check is true when the status is not NewAssignments. */
export const isUserUploadChecked = (status: OrderStatus): boolean => ORDER_STATUS_RULES[status].userUploadChecked;
export const isCancellable = (status: OrderStatus): boolean => ORDER_STATUS_RULES[status].cancellable;
export const isEntryNumEditable = (status: OrderStatus): boolean => ORDER_STATUS_RULES[status].entryNumEditable;
export const canUploadDocuments = (status: OrderStatus): boolean => ORDER_STATUS_RULES[status].upload === 'open';
/** Rating once: the status allows it and no rating exists yet. */
export const isRateable = (order: { readonly status: OrderStatus; readonly rating: unknown }): boolean =>
  ORDER_STATUS_RULES[order.status].rateable && order.rating === null;

export const ENTRY_NUM_PATTERN = /^[A-Za-z0-9-]{1,30}$/;

export const MAX_REVIEW = 500;

// An order's documents: listed with the other upload formats (the entry, which reads those, need not load this table).
export { DOCUMENT_TYPES } from './uploadFormats.ts';

/** How an order stands with its payment (Order.paymentStatus), in plain data like the statuses. */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refundPending', 'refunded'] as const;
export type PaymentStatusValue = (typeof PAYMENT_STATUSES)[number];

/** The customer's words for each payment status (order list, order page, dashboard); catalog ids, the views translate them. */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatusValue, string> = {
  unpaid: /*i18n*/ 'Unpaid',
  paid: /*i18n*/ 'Paid',
  refundPending: /*i18n*/ 'Refund pending',
  refunded: /*i18n*/ 'Refunded',
};

/** An unpaid order still looking for a carrier is cancelled this long after it was placed. */
export const UNPAID_ORDER_HOURS = 48;

/** Pay now: an unpaid order whose status still takes a payment. */
export const canPayNow = (order: { readonly status: OrderStatus; readonly paymentStatus: PaymentStatusValue }): boolean =>
  order.paymentStatus === 'unpaid' && ORDER_STATUS_RULES[order.status].payable;

/** When an unpaid order is cancelled for want of payment (ISO), or null when that no longer applies. */
export const payByOf = (order: { readonly status: OrderStatus; readonly paymentStatus: PaymentStatusValue; readonly createdAt: Date }): string | null =>
  order.paymentStatus === 'unpaid' && order.status === FIRST_ORDER_STATUS ? new Date(order.createdAt.getTime() + UNPAID_ORDER_HOURS * 3_600_000).toISOString() : null;
