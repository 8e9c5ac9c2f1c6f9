import { and, assertEvent, assign, enqueueActions, fromPromise, raise, setup, stopChild, type SnapshotFrom } from 'xstate';
import { CommonMessages as Messages } from '../schemas/commonMessages.ts';
import type { Order } from '../schemas/order.ts';
import {
  canPayNow,
  canUploadDocuments,
  DOCUMENT_TYPES,
  isCancellable,
  isEntryNumEditable,
  isProofOfPhotographyDone,
  isRateable,
  isUserUploadChecked,
} from '../schemas/orderStatus.ts';
import type { EntryNumBody, OperatorLocation, OrderDocuments, RatingBody } from '../schemas/orderTracking.ts';
import { can, type AccessLevel } from '../schemas/teamRoles.ts';
import { uploadSizeError } from '../schemas/uploadSizeError.ts';
import { isApiError } from '../services/http.ts';
import { ordersApi, type CustomerDocumentKind, type DocumentsChange, type OrderChange } from '../services/ordersApi.ts';
import { followFeed, watchTabReturn, type FeedChanged, type TabReturned } from './liveUpdates.ts';
import type { NotificationsActor } from './notificationsMachine.ts';
import type { PaymentMachine, PaymentOutput } from './paymentMachine.ts';
import { OrderPageMessages } from '../schemas/orderPageMessages.ts';

export interface OrderContext {
  readonly movementId: string;
  /** Who is looking; a Viewer is offered nothing that pays for or changes the order. */
  readonly level: AccessLevel;
  readonly order: Order | null;
  readonly documents: OrderDocuments | null;
  readonly location: OperatorLocation | null;
  /** The first load failed (not a 404). */
  readonly error: string | null;
  readonly cancelError: string | null;
  readonly ratingError: string | null;
  readonly ratingFieldErrors: Readonly<Record<string, string>>;
  readonly entryNumError: string | null;
  readonly entryNumFieldErrors: Readonly<Record<string, string>>;
  readonly documentsError: string | null;
  readonly uploadError: string | null;
  readonly locationError: string | null;
  /** The kind of the upload under way (to show which button is busy). */
  readonly uploadKind: CustomerDocumentKind | null;
  /** The session's notifications actor, whose pushes refresh the order (null: no live updates). */
  readonly feed: NotificationsActor | null;
  /** Opened from "Pay now" on the order list: the payment starts once the order shows it is unpaid. */
  readonly payOnOpen: boolean;
}

export type OrderEvent =
  | { type: 'retry' }
  /** The order may have changed elsewhere (a push for it, the page regained focus): fetch it again. */
  | { type: 'order.refreshed' }
  | FeedChanged
  | TabReturned
  /** Pay now: checkout for this unpaid order (the payment actor, as in the wizard). */
  | { type: 'payment.started' }
  | { type: 'payment.closed' }
  | { type: 'cancel.requested' }
  | { type: 'cancel.confirmed' }
  | { type: 'cancel.dismissed' }
  /** Already checked against RatingBody by the form. */
  | { type: 'rating.submitted'; rating: RatingBody }
  /** Already checked against EntryNumBody by the form. */
  | { type: 'entryNum.submitted'; body: EntryNumBody }
  | { type: 'document.selected'; file: File; kind: CustomerDocumentKind }
  | { type: 'documents.retried' }
  | { type: 'location.refreshed' }
  /** Internal: the order was fetched again; its documents and operator location may have moved too. */
  | { type: 'details.stale' }
  /** The checkout (spawned from the machine loaded at the first Pay now, so not an invoke xstate can type) ended paid. */
  | { type: 'xstate.done.actor.payment'; output: PaymentOutput };

/**
 * What the order page may offer, from its status's row (spec order.proof-done, order.user-upload)
 * and the viewer's role (teamRoles.ts): Pay now needs `orders.pay`, the changes
 * `orders.manage`. The default is the main user's, who may do everything.
 */
export function orderChecks(order: Order, level: AccessLevel = 'owner') {
  const pays = can(level, 'orders.pay');
  const changes = can(level, 'orders.manage');
  return {
    proofOfPhotographyDone: isProofOfPhotographyDone(order.status),
    userUploadCheck: isUserUploadChecked(order.status),
    cancellable: changes && isCancellable(order.status),
    payable: pays && canPayNow(order),
    rateable: changes && isRateable(order),
    entryNumEditable: changes && isEntryNumEditable(order.status),
    uploadsOpen: changes && canUploadDocuments(order.status),
    sharesTracking: changes,
  };
}

/** The client-side refusal of a chosen file, in the spec's and the server's words; undefined if fine. */
export function documentFileError(file: { readonly size: number; readonly type: string }): string | undefined {
  return uploadSizeError(file.size) ?? ((DOCUMENT_TYPES as readonly string[]).includes(file.type) ? undefined : Messages.documentTypes);
}

const messageOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : Messages.somethingWrong);
const statusOf = (error: unknown): number | undefined => (isApiError(error) ? error.status : undefined);
const fieldErrorsOf = (error: unknown): Record<string, string> => (isApiError(error) ? { ...error.fieldErrors } : {});
/** A failed call's error, as params of the guards and actions that read it. */
const failure = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
/** An action's answer, as params of takeOrder. */
const answer = ({ event }: { event: { output: OrderChange } }) => ({ change: event.output });
const successToast = ({ event }: { event: { output: { message: string } } }) => ({ message: event.output.message, type: 'success' as const });

/**
 * One order, /my-orders/service/{movementId} (spec route.order-from-notification): load it, then,
 * side by side, keep it fresh and offer what its status allows: cancel with a confirmation, rate
 * once Completed, file the entry number, upload documents, see where the operator is. Toasts are
 * a named action the view provides; a 401 no refresh could cure ends the session through the
 * HTTP layer (authApi's onSessionExpired), not through this machine.
 */
export const orderMachine = setup({
  types: {
    context: {} as OrderContext,
    events: {} as OrderEvent,
    input: {} as { movementId: string; feed?: NotificationsActor | null; payOnOpen?: boolean; accessLevel?: AccessLevel },
  },
  actors: {
    followFeed,
    watchTabReturn,
    loadOrder: fromPromise<Order, { movementId: string }>(({ input }) => ordersApi.order(input.movementId)),
    cancelOrder: fromPromise<OrderChange, { movementId: string }>(({ input }) => ordersApi.cancel(input.movementId)),
    rateOrder: fromPromise<OrderChange, { movementId: string; rating: RatingBody }>(({ input }) => ordersApi.rate(input.movementId, input.rating)),
    saveEntryNum: fromPromise<OrderChange, { movementId: string; body: EntryNumBody }>(({ input }) =>
      ordersApi.saveEntryNum(input.movementId, input.body),
    ),
    loadDocuments: fromPromise<OrderDocuments, { movementId: string }>(({ input }) => ordersApi.documents(input.movementId)),
    uploadDocument: fromPromise<DocumentsChange, { movementId: string; file: File; kind: CustomerDocumentKind }>(({ input }) =>
      ordersApi.uploadDocument(input.movementId, input.file, input.kind),
    ),
    // The checkout's machine comes with the first Pay now: most visits to an order never pay.
    // Its answer is a function giving the machine: events stay small plain data for the devtools.
    loadPayment: fromPromise<() => PaymentMachine>(async () => {
      const { paymentMachine } = await import('./paymentMachine.ts');
      return () => paymentMachine;
    }),
    loadLocation: fromPromise<OperatorLocation, { movementId: string }>(({ input }) => ordersApi.operatorLocation(input.movementId)),
  },
  actions: {
    /** Provided where the machine is mounted. */
    toast: (_, _params: { message: string; type: 'success' | 'error' }) => {},
    /** The order as an action's answer left it. */
    takeOrder: assign((_, params: { change: OrderChange }) => ({ order: params.change.order })),
    /** A 409 means the order moved on under the customer: fetch it so the page shows what is true now. */
    refetchOnConflict: enqueueActions(({ enqueue }, params: { error: unknown }) => {
      if (statusOf(params.error) === 409) enqueue.raise({ type: 'order.refreshed' });
    }),
  },
  guards: {
    isNotFound: (_, params: { error: unknown }) => statusOf(params.error) === 404,
    // Each offer asks the status's row and the role's (orderChecks): a Viewer gets none of them.
    isCancellable: ({ context }) => context.order !== null && orderChecks(context.order, context.level).cancellable,
    /** Issue "payments a customer can trust": an unpaid order that still takes a payment offers Pay now. */
    canPayNow: ({ context }) => context.order !== null && orderChecks(context.order, context.level).payable,
    paysOnOpen: ({ context }) => context.payOnOpen && context.order !== null && orderChecks(context.order, context.level).payable,
    isRateable: ({ context }) => context.order !== null && orderChecks(context.order, context.level).rateable,
    isEntryNumEditable: ({ context }) => context.order !== null && orderChecks(context.order, context.level).entryNumEditable,
    canUpload: ({ context }) => context.order !== null && orderChecks(context.order, context.level).uploadsOpen,
    isAcceptableFile: ({ event }) => event.type === 'document.selected' && documentFileError(event.file) === undefined,
    hasCarrier: ({ context }) => context.order?.carrier != null,
  },
}).createMachine({
  id: 'order',
  description: 'One of my orders',
  context: ({ input }) => ({
    movementId: input.movementId,
    level: input.accessLevel ?? 'owner',
    order: null,
    documents: null,
    location: null,
    error: null,
    cancelError: null,
    ratingError: null,
    ratingFieldErrors: {},
    entryNumError: null,
    entryNumFieldErrors: {},
    documentsError: null,
    uploadError: null,
    locationError: null,
    uploadKind: null,
    feed: input.feed ?? null,
    payOnOpen: input.payOnOpen ?? false,
  }),
  initial: 'loading',
  meta: { spec: ['route.order-from-notification', 'orders.paginated'] },
  // Live: an order event the session heard, or the customer back on the tab, shows the latest.
  invoke: [
    { id: 'followFeed', src: 'followFeed', input: ({ context }) => ({ feed: context.feed }) },
    { id: 'watchTabReturn', src: 'watchTabReturn' },
  ],
  on: {
    'notifications.changed': { description: 'An order moved', actions: raise({ type: 'order.refreshed' }) },
    'tab.returned': { description: 'Back on this tab', actions: raise({ type: 'order.refreshed' }) },
  },
  states: {
    loading: {
      description: 'Opening the order',
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ movementId: context.movementId }),
        onDone: { target: 'loaded', description: 'The order is shown', actions: assign({ order: ({ event }) => event.output, error: null }) },
        onError: [
          // Another company's order answers 404 exactly like an unknown one.
          { guard: { type: 'isNotFound', params: failure }, target: 'notFound', description: 'No such order', meta: { spec: ['route.unknown-404'] } },
          {
            target: 'failed',
            description: 'The order could not be opened',
            actions: assign({ error: ({ event }) => messageOf(event.error) }),
            meta: { spec: ['err.rethrow'] },
          },
        ],
      },
    },
    notFound: { description: 'This order could not be found' },
    failed: {
      description: 'The order could not be opened',
      on: { retry: { target: 'loading', description: 'Try again', actions: assign({ error: null }) } },
    },
    loaded: {
      description: 'The order, with what I can do now',
      type: 'parallel',
      states: {
        sync: {
          description: 'Keeping the order up to date',
          initial: 'idle',
          states: {
            idle: { description: 'Up to date', on: { 'order.refreshed': { target: 'refreshing', description: 'See the latest' } } },
            refreshing: {
              description: 'Checking for changes',
              on: { 'order.refreshed': { target: 'refreshing', reenter: true, description: 'See the latest again' } },
              invoke: {
                id: 'refreshOrder',
                src: 'loadOrder',
                input: ({ context }) => ({ movementId: context.movementId }),
                onDone: {
                  target: 'idle',
                  description: 'The latest is shown',
                  actions: [assign({ order: ({ event }) => event.output }), raise({ type: 'details.stale' })],
                },
                onError: [
                  { guard: { type: 'isNotFound', params: failure }, target: '#order.notFound', description: 'The order is gone' },
                  // The page keeps what it shows; the next refresh may do better.
                  { target: 'idle', description: 'Keep what is shown' },
                ],
              },
            },
          },
        },
        payment: {
          description: 'Paying the order',
          initial: 'deciding',
          states: {
            deciding: {
              description: 'Pay now asked from the list?',
              always: [
                { guard: 'paysOnOpen', target: 'paying', description: 'Pay now from the order list', actions: assign({ payOnOpen: false }) },
                { target: 'idle', description: 'Nothing to pay yet' },
              ],
            },
            idle: {
              description: 'Not paying',
              on: { 'payment.started': { guard: 'canPayNow', target: 'paying', description: 'Pay now' } },
            },
            paying: {
              description: 'Paying this order',
              initial: 'loading',
              on: { 'payment.closed': { target: 'idle', description: 'Close (nothing is charged)', actions: raise({ type: 'order.refreshed' }) } },
              states: {
                loading: {
                  description: "The checkout's code comes",
                  invoke: {
                    id: 'loadPayment',
                    src: 'loadPayment',
                    onDone: {
                      target: 'open',
                      description: 'Checkout ready',
                      // The payment actor, as in the wizard: spawned from the machine that just came (the id the page reads).
                      actions: enqueueActions(({ enqueue, context, event }) => enqueue.spawnChild(event.output() as never, { id: 'payment', input: { movementId: context.movementId } } as never)),
                    },
                    onError: {
                      target: '#order.loaded.payment.idle',
                      description: 'The checkout could not load',
                      actions: { type: 'toast', params: { message: OrderPageMessages.checkoutLoadFailed, type: 'error' } },
                    },
                  },
                },
                open: {
                  description: 'Checkout open',
                  exit: stopChild('payment'),
                  on: {
                    'xstate.done.actor.payment': {
                      target: '#order.loaded.payment.idle',
                      description: 'Paid',
                      actions: [raise({ type: 'order.refreshed' }), { type: 'toast', params: { message: OrderPageMessages.paymentReceived, type: 'success' } }],
                    },
                  },
                },
              },
            },
          },
        },
        cancel: {
          description: 'Cancelling the order',
          initial: 'idle',
          states: {
            idle: {
              description: 'Not cancelling',
              on: {
                'cancel.requested': { guard: 'isCancellable', target: 'confirming', description: 'Cancel the order', actions: assign({ cancelError: null }) },
              },
            },
            confirming: {
              description: 'Asked: cancel this order?',
              on: {
                // A refresh while the dialog is open may show the order has moved on.
                'cancel.confirmed': { guard: 'isCancellable', target: 'cancelling', description: 'Yes, cancel it' },
                'cancel.dismissed': { target: 'idle', description: 'Keep the order' },
              },
            },
            cancelling: {
              description: 'Cancelling',
              invoke: {
                id: 'cancelOrder',
                src: 'cancelOrder',
                input: ({ context }) => ({ movementId: context.movementId }),
                onDone: {
                  target: 'idle',
                  description: 'The order is cancelled',
                  actions: [{ type: 'takeOrder', params: answer }, { type: 'toast', params: successToast }],
                },
                onError: {
                  target: 'failed',
                  description: 'The cancellation was refused',
                  actions: [assign({ cancelError: ({ event }) => messageOf(event.error) }), { type: 'refetchOnConflict', params: failure }],
                  meta: { spec: ['err.rethrow'] },
                },
              },
            },
            failed: {
              description: 'The cancellation was refused',
              on: {
                'cancel.confirmed': { guard: 'isCancellable', target: 'cancelling', description: 'Try cancelling again', actions: assign({ cancelError: null }) },
                'cancel.dismissed': { target: 'idle', description: 'Keep the order', actions: assign({ cancelError: null }) },
              },
            },
          },
        },
        rating: {
          description: 'Rating the service',
          initial: 'idle',
          states: {
            idle: {
              description: 'Not rating',
              on: {
                'rating.submitted': {
                  guard: 'isRateable',
                  target: 'submitting',
                  description: 'Rate the service',
                  actions: assign({ ratingError: null, ratingFieldErrors: {} }),
                },
              },
            },
            submitting: {
              description: 'Sending my rating',
              invoke: {
                id: 'rateOrder',
                src: 'rateOrder',
                input: ({ context, event }) => {
                  assertEvent(event, 'rating.submitted');
                  return { movementId: context.movementId, rating: event.rating };
                },
                onDone: {
                  target: 'idle',
                  description: 'Thanks for rating',
                  actions: [{ type: 'takeOrder', params: answer }, { type: 'toast', params: successToast }],
                },
                onError: {
                  target: 'idle',
                  description: 'The rating was refused',
                  actions: [
                    assign({ ratingError: ({ event }) => messageOf(event.error), ratingFieldErrors: ({ event }) => fieldErrorsOf(event.error) }),
                    { type: 'refetchOnConflict', params: failure },
                  ],
                  meta: { spec: ['err.rethrow'] },
                },
              },
            },
          },
        },
        entryNum: {
          description: 'Filing the customs entry number',
          initial: 'idle',
          states: {
            idle: {
              description: 'Not saving',
              on: {
                'entryNum.submitted': {
                  guard: 'isEntryNumEditable',
                  target: 'saving',
                  description: 'Save the entry number',
                  actions: assign({ entryNumError: null, entryNumFieldErrors: {} }),
                },
              },
            },
            saving: {
              description: 'Saving the entry number',
              invoke: {
                id: 'saveEntryNum',
                src: 'saveEntryNum',
                input: ({ context, event }) => {
                  assertEvent(event, 'entryNum.submitted');
                  return { movementId: context.movementId, body: event.body };
                },
                onDone: {
                  target: 'idle',
                  description: 'The entry number is saved',
                  actions: [{ type: 'takeOrder', params: answer }, { type: 'toast', params: successToast }],
                },
                onError: {
                  target: 'idle',
                  description: 'The entry number was refused',
                  actions: [
                    assign({ entryNumError: ({ event }) => messageOf(event.error), entryNumFieldErrors: ({ event }) => fieldErrorsOf(event.error) }),
                    { type: 'refetchOnConflict', params: failure },
                  ],
                  meta: { spec: ['err.rethrow'] },
                },
              },
            },
          },
        },
        documents: {
          description: "The order's documents",
          initial: 'loading',
          states: {
            loading: {
              description: 'Loading the documents',
              invoke: {
                id: 'loadDocuments',
                src: 'loadDocuments',
                input: ({ context }) => ({ movementId: context.movementId }),
                onDone: { target: 'ready', description: 'The documents are shown', actions: assign({ documents: ({ event }) => event.output, documentsError: null }) },
                onError: {
                  target: 'failed',
                  description: 'The documents could not be loaded',
                  actions: assign({ documentsError: ({ event }) => messageOf(event.error) }),
                  meta: { spec: ['err.rethrow'] },
                },
              },
            },
            ready: {
              description: 'The documents, and upload buttons when uploads are open',
              meta: { spec: ['order.proof-done', 'order.user-upload'] },
              on: {
                // Only while uploads are open for this order and this user (the status's row, the team roles).
                'document.selected': [
                  {
                    guard: and(['canUpload', 'isAcceptableFile']),
                    target: 'uploading',
                    description: 'Upload a document',
                    actions: assign({ uploadError: null, uploadKind: ({ event }) => event.kind }),
                  },
                  // spec val.upload-size: refused before sending; the message shows by the upload buttons.
                  {
                    guard: 'canUpload',
                    description: 'This file cannot be uploaded',
                    actions: assign({ uploadError: ({ event }) => documentFileError(event.file) ?? null }),
                    meta: { spec: ['val.upload-size'] },
                  },
                ],
                'details.stale': { target: 'loading', description: 'The order changed: reload the documents' },
              },
            },
            uploading: {
              description: 'Uploading a document',
              invoke: {
                id: 'uploadDocument',
                src: 'uploadDocument',
                input: ({ context, event }) => {
                  assertEvent(event, 'document.selected');
                  return { movementId: context.movementId, file: event.file, kind: event.kind };
                },
                onDone: {
                  target: 'ready',
                  description: 'The document is uploaded',
                  actions: [assign({ documents: ({ event }) => event.output.documents, uploadKind: null }), { type: 'toast', params: successToast }],
                },
                onError: {
                  target: 'ready',
                  description: 'The upload was refused',
                  actions: [assign({ uploadError: ({ event }) => messageOf(event.error), uploadKind: null }), { type: 'refetchOnConflict', params: failure }],
                  meta: { spec: ['err.rethrow'] },
                },
              },
            },
            failed: {
              description: 'The documents could not be loaded',
              on: {
                'documents.retried': { target: 'loading', description: 'Try loading the documents again' },
                'details.stale': { target: 'loading', description: 'The order changed: reload the documents' },
              },
            },
          },
        },
        location: {
          description: 'Where the truck is',
          initial: 'unassigned',
          states: {
            /** No carrier yet: nobody to locate. */
            unassigned: {
              description: 'No carrier yet',
              always: { guard: 'hasCarrier', target: 'loading', description: 'A carrier is assigned' },
            },
            loading: {
              description: 'Finding the truck',
              invoke: {
                id: 'loadLocation',
                src: 'loadLocation',
                input: ({ context }) => ({ movementId: context.movementId }),
                onDone: { target: 'ready', description: 'The truck is on the map', actions: assign({ location: ({ event }) => event.output, locationError: null }) },
                onError: {
                  target: 'failed',
                  description: 'The truck could not be located',
                  actions: assign({ locationError: ({ event }) => messageOf(event.error) }),
                  meta: { spec: ['err.rethrow'] },
                },
              },
            },
            ready: {
              description: 'The truck on the map',
              on: {
                'location.refreshed': { target: 'loading', description: 'Where is the truck now?' },
                'details.stale': { target: 'loading', description: 'The order changed: locate the truck again' },
              },
            },
            failed: {
              description: 'The truck could not be located',
              on: {
                'location.refreshed': { target: 'loading', description: 'Try locating the truck again' },
                'details.stale': { target: 'loading', description: 'The order changed: locate the truck again' },
              },
            },
          },
        },
      },
    },
  },
});

export type OrderSnapshot = SnapshotFrom<typeof orderMachine>;
export type OrderMachineChecks = ReturnType<typeof orderChecks>;
