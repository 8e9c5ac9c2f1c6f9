import { assign, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { Messages } from '../schemas/messages.ts';
import type { Order } from '../schemas/order.ts';
import {
  canUploadDocuments,
  DOCUMENT_TYPES,
  isCancellable,
  isEntryNumEditable,
  isProofOfPhotographyDone,
  isRateable,
  isUserUploadChecked,
} from '../schemas/orderStatus.ts';
import type { EntryNumBody, OperatorLocation, OrderDocuments, RatingBody } from '../schemas/orderTracking.ts';
import { uploadSizeError } from '../schemas/uploadSizeError.ts';
import { isApiError } from '../services/http.ts';
import { ordersApi, type CustomerDocumentKind, type DocumentsChange, type OrderChange } from '../services/ordersApi.ts';

export interface OrderContext {
  readonly movementId: string;
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
}

export type OrderEvent =
  | { type: 'retry' }
  /** The order may have changed elsewhere (a push for it, the page regained focus): fetch it again. */
  | { type: 'order.refreshed' }
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
  | { type: 'details.stale' };

/** What the order page may offer, from its status's row (spec order.proof-done, order.user-upload). */
export function orderChecks(order: Order) {
  return {
    proofOfPhotographyDone: isProofOfPhotographyDone(order.status),
    userUploadCheck: isUserUploadChecked(order.status),
    cancellable: isCancellable(order.status),
    rateable: isRateable(order),
    entryNumEditable: isEntryNumEditable(order.status),
    uploadsOpen: canUploadDocuments(order.status),
  };
}

/** The client-side refusal of a chosen file, in the spec's and the server's words; undefined if fine. */
export function documentFileError(file: { readonly size: number; readonly type: string }): string | undefined {
  return uploadSizeError(file.size) ?? ((DOCUMENT_TYPES as readonly string[]).includes(file.type) ? undefined : Messages.documentTypes);
}

const messageOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : Messages.somethingWrong);
const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;
const statusOf = (event: unknown): number | undefined => {
  const error = errorOf(event);
  return isApiError(error) ? error.status : undefined;
};
const fieldErrorsOf = (event: unknown): Record<string, string> => {
  const error = errorOf(event);
  return isApiError(error) ? { ...error.fieldErrors } : {};
};

const orderSetup = setup({
  types: {
    context: {} as OrderContext,
    events: {} as OrderEvent,
    input: {} as { movementId: string },
  },
  actors: {
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
    loadLocation: fromPromise<OperatorLocation, { movementId: string }>(({ input }) => ordersApi.operatorLocation(input.movementId)),
  },
  actions: {
    /** Provided where the machine is mounted. */
    toast: (_, _params: { message: string; type: 'success' | 'error' }) => {},
    /** Provided where the machine is mounted: a 401 no refresh could cure ends the session. */
    sessionEnded: () => {},
    takeOrder: assign({ order: ({ event }) => (event as unknown as { output: OrderChange }).output.order }),
  },
  guards: {
    isNotFound: ({ event }) => statusOf(event) === 404,
    isCancellable: ({ context }) => context.order !== null && isCancellable(context.order.status),
    isRateable: ({ context }) => context.order !== null && isRateable(context.order),
    isEntryNumEditable: ({ context }) => context.order !== null && isEntryNumEditable(context.order.status),
    canUpload: ({ context }) => context.order !== null && canUploadDocuments(context.order.status),
    isAcceptableFile: ({ event }) => {
      const file = (event as { file?: File }).file;
      return file !== undefined && documentFileError(file) === undefined;
    },
    hasCarrier: ({ context }) => context.order?.carrier != null,
  },
});

/**
 * One order, /my-orders/service/{movementId} (spec route.order-from-notification): load it, then,
 * side by side, keep it fresh and offer what its status allows: cancel with a confirmation, rate
 * once Completed, file the entry number, upload documents, see where the operator is.
 * Toasts and the session's end are named actions the view provides.
 */
export const orderMachine = orderSetup
  .extend({
    actions: {
      /** Any failed call: a 401 that survived the silent refresh means the session is over. */
      noteSessionEnd: orderSetup.enqueueActions(({ enqueue, event }) => {
        if (statusOf(event) === 401) enqueue('sessionEnded');
      }),
      /** A 409 means the order moved on under the customer: fetch it so the page shows what is true now. */
      refetchOnConflict: orderSetup.enqueueActions(({ enqueue, event }) => {
        if (statusOf(event) === 409) enqueue.raise({ type: 'order.refreshed' });
      }),
    },
  })
  .createMachine({
    id: 'order',
    context: ({ input }) => ({
      movementId: input.movementId,
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
    }),
    initial: 'loading',
    meta: { spec: ['route.order-from-notification', 'orders.paginated'] },
    states: {
      loading: {
        invoke: {
          id: 'loadOrder',
          src: 'loadOrder',
          input: ({ context }) => ({ movementId: context.movementId }),
          onDone: { target: 'loaded', actions: assign({ order: ({ event }) => event.output, error: null }) },
          onError: [
            // Another company's order answers 404 exactly like an unknown one.
            { guard: 'isNotFound', target: 'notFound', meta: { spec: ['route.unknown-404'] } },
            { target: 'failed', actions: ['noteSessionEnd', assign({ error: ({ event }) => messageOf(event.error) })], meta: { spec: ['err.rethrow'] } },
          ],
        },
      },
      notFound: {},
      failed: {
        on: { retry: { target: 'loading', actions: assign({ error: null }) } },
      },
      loaded: {
        type: 'parallel',
        states: {
          sync: {
            initial: 'idle',
            states: {
              idle: { on: { 'order.refreshed': { target: 'refreshing' } } },
              refreshing: {
                on: { 'order.refreshed': { target: 'refreshing', reenter: true } },
                invoke: {
                  id: 'refreshOrder',
                  src: 'loadOrder',
                  input: ({ context }) => ({ movementId: context.movementId }),
                  onDone: { target: 'idle', actions: [assign({ order: ({ event }) => event.output }), raise({ type: 'details.stale' })] },
                  onError: [
                    { guard: 'isNotFound', target: '#order.notFound' },
                    // The page keeps what it shows; the next refresh may do better.
                    { target: 'idle', actions: 'noteSessionEnd' },
                  ],
                },
              },
            },
          },
          cancel: {
            initial: 'idle',
            states: {
              idle: {
                on: { 'cancel.requested': { guard: 'isCancellable', target: 'confirming', actions: assign({ cancelError: null }) } },
              },
              confirming: {
                on: {
                  // A refresh while the dialog is open may show the order has moved on.
                  'cancel.confirmed': { guard: 'isCancellable', target: 'cancelling' },
                  'cancel.dismissed': { target: 'idle' },
                },
              },
              cancelling: {
                invoke: {
                  id: 'cancelOrder',
                  src: 'cancelOrder',
                  input: ({ context }) => ({ movementId: context.movementId }),
                  onDone: { target: 'idle', actions: ['takeOrder', { type: 'toast', params: ({ event }) => ({ message: event.output.message, type: 'success' as const }) }] },
                  onError: {
                    target: 'failed',
                    actions: ['noteSessionEnd', assign({ cancelError: ({ event }) => messageOf(event.error) }), 'refetchOnConflict'],
                    meta: { spec: ['err.rethrow'] },
                  },
                },
              },
              failed: {
                on: {
                  'cancel.confirmed': { guard: 'isCancellable', target: 'cancelling', actions: assign({ cancelError: null }) },
                  'cancel.dismissed': { target: 'idle', actions: assign({ cancelError: null }) },
                },
              },
            },
          },
          rating: {
            initial: 'idle',
            states: {
              idle: {
                on: {
                  'rating.submitted': { guard: 'isRateable', target: 'submitting', actions: assign({ ratingError: null, ratingFieldErrors: {} }) },
                },
              },
              submitting: {
                invoke: {
                  id: 'rateOrder',
                  src: 'rateOrder',
                  input: ({ context, event }) => ({
                    movementId: context.movementId,
                    rating: (event as Extract<OrderEvent, { type: 'rating.submitted' }>).rating,
                  }),
                  onDone: { target: 'idle', actions: ['takeOrder', { type: 'toast', params: ({ event }) => ({ message: event.output.message, type: 'success' as const }) }] },
                  onError: {
                    target: 'idle',
                    actions: [
                      'noteSessionEnd',
                      assign({ ratingError: ({ event }) => messageOf(event.error), ratingFieldErrors: ({ event }) => fieldErrorsOf(event) }),
                      'refetchOnConflict',
                    ],
                    meta: { spec: ['err.rethrow'] },
                  },
                },
              },
            },
          },
          entryNum: {
            initial: 'idle',
            states: {
              idle: {
                on: {
                  'entryNum.submitted': {
                    guard: 'isEntryNumEditable',
                    target: 'saving',
                    actions: assign({ entryNumError: null, entryNumFieldErrors: {} }),
                  },
                },
              },
              saving: {
                invoke: {
                  id: 'saveEntryNum',
                  src: 'saveEntryNum',
                  input: ({ context, event }) => ({
                    movementId: context.movementId,
                    body: (event as Extract<OrderEvent, { type: 'entryNum.submitted' }>).body,
                  }),
                  onDone: { target: 'idle', actions: ['takeOrder', { type: 'toast', params: ({ event }) => ({ message: event.output.message, type: 'success' as const }) }] },
                  onError: {
                    target: 'idle',
                    actions: [
                      'noteSessionEnd',
                      assign({ entryNumError: ({ event }) => messageOf(event.error), entryNumFieldErrors: ({ event }) => fieldErrorsOf(event) }),
                      'refetchOnConflict',
                    ],
                    meta: { spec: ['err.rethrow'] },
                  },
                },
              },
            },
          },
          documents: {
            initial: 'loading',
            states: {
              loading: {
                invoke: {
                  id: 'loadDocuments',
                  src: 'loadDocuments',
                  input: ({ context }) => ({ movementId: context.movementId }),
                  onDone: { target: 'ready', actions: assign({ documents: ({ event }) => event.output, documentsError: null }) },
                  onError: {
                    target: 'failed',
                    actions: ['noteSessionEnd', assign({ documentsError: ({ event }) => messageOf(event.error) })],
                    meta: { spec: ['err.rethrow'] },
                  },
                },
              },
              ready: {
                meta: { spec: ['order.proof-done', 'order.user-upload'] },
                on: {
                  'document.selected': [
                    {
                      guard: 'isAcceptableFile',
                      target: 'uploading',
                      actions: assign({ uploadError: null, uploadKind: ({ event }) => event.kind }),
                    },
                    // spec val.upload-size: refused before sending; the message shows by the upload buttons.
                    {
                      actions: assign({ uploadError: ({ event }) => documentFileError(event.file) ?? null }),
                      meta: { spec: ['val.upload-size'] },
                    },
                  ],
                  'details.stale': { target: 'loading' },
                },
              },
              uploading: {
                invoke: {
                  id: 'uploadDocument',
                  src: 'uploadDocument',
                  input: ({ context, event }) => {
                    const { file, kind } = event as Extract<OrderEvent, { type: 'document.selected' }>;
                    return { movementId: context.movementId, file, kind };
                  },
                  onDone: {
                    target: 'ready',
                    actions: [
                      assign({ documents: ({ event }) => event.output.documents, uploadKind: null }),
                      { type: 'toast', params: ({ event }) => ({ message: event.output.message, type: 'success' as const }) },
                    ],
                  },
                  onError: {
                    target: 'ready',
                    actions: [
                      'noteSessionEnd',
                      assign({ uploadError: ({ event }) => messageOf(event.error), uploadKind: null }),
                      'refetchOnConflict',
                    ],
                    meta: { spec: ['err.rethrow'] },
                  },
                },
              },
              failed: {
                on: {
                  'documents.retried': { target: 'loading' },
                  'details.stale': { target: 'loading' },
                },
              },
            },
          },
          location: {
            initial: 'unassigned',
            states: {
              /** No carrier yet: nobody to locate. */
              unassigned: {
                always: { guard: 'hasCarrier', target: 'loading' },
              },
              loading: {
                invoke: {
                  id: 'loadLocation',
                  src: 'loadLocation',
                  input: ({ context }) => ({ movementId: context.movementId }),
                  onDone: { target: 'ready', actions: assign({ location: ({ event }) => event.output, locationError: null }) },
                  onError: {
                    target: 'failed',
                    actions: ['noteSessionEnd', assign({ locationError: ({ event }) => messageOf(event.error) })],
                    meta: { spec: ['err.rethrow'] },
                  },
                },
              },
              ready: {
                on: {
                  'location.refreshed': { target: 'loading' },
                  'details.stale': { target: 'loading' },
                },
              },
              failed: {
                on: {
                  'location.refreshed': { target: 'loading' },
                  'details.stale': { target: 'loading' },
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
