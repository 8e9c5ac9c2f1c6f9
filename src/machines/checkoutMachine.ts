import { assign, fromPromise, setup } from 'xstate';
import { Messages } from '../schemas/messages.ts';
import type { CreateOrderBody, Order } from '../schemas/order.ts';
import type { Capture, CaptureBody } from '../schemas/payment.ts';
import type { Quote } from '../schemas/quote.ts';
import { isApiError } from '../services/http.ts';
import { serviceApi } from '../services/serviceApi.ts';

export type Card = CaptureBody['card'];

/** What checkout starts from: a fresh quote, or the order created on an earlier visit. */
export type Prepared = { kind: 'quote'; quote: Quote } | { kind: 'order'; order: Order };

export interface CheckoutContext {
  readonly request: CreateOrderBody;
  readonly movementId: string | null;
  readonly quote: Quote | null;
  readonly order: Order | null;
  /** One key per payment attempt: a retry after a lost answer reuses it, so it can never charge twice. */
  readonly idempotencyKey: string;
  /** Kept in memory only, to retry the same attempt. */
  readonly card: Card | null;
  readonly error: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
}

export type CheckoutEvent =
  | { type: 'order.confirmed' }
  | { type: 'card.submitted'; card: Card }
  | { type: 'payment.retried' }
  | { type: 'checkout.cancelled' }
  | { type: 'quote.retried' };

const newKey = () => globalThis.crypto.randomUUID();
const messageOf = (error: unknown) => (error instanceof Error ? error.message : Messages.somethingWrong);
const errorOf = (error: unknown) => ({ error: messageOf(error), fieldErrors: isApiError(error) ? error.fieldErrors : {} });

/** The checkout step (spec §7 order + payPal/capture). The amount charged is always the server's. */
export const checkoutMachine = setup({
  types: { context: {} as CheckoutContext, events: {} as CheckoutEvent, input: {} as { request: CreateOrderBody; movementId: string | null } },
  actors: {
    prepare: fromPromise<Prepared, { request: CreateOrderBody; movementId: string | null }>(async ({ input }) => {
      if (input.movementId) return { kind: 'order', order: await serviceApi.order(input.movementId) };
      return { kind: 'quote', quote: await serviceApi.quote(input.request) };
    }),
    createOrder: fromPromise<Order, CreateOrderBody>(({ input }) => serviceApi.createOrder(input)),
    capture: fromPromise<Capture, CaptureBody>(({ input }) => serviceApi.capture(input)),
  },
  actions: {
    // Provided by the wizard view: the wizard remembers the order and moves to step7 once paid.
    orderCreated: (_, _movementId: string) => {},
    orderPaid: (_, _movementId: string) => {},
    /** The customer left checkout (the order, if created, stays unpaid and resumable). */
    checkoutLeft: () => {},
  },
  guards: {
    isExistingPaid: ({ event }) => {
      const prepared = (event as unknown as { output: Prepared }).output;
      return prepared.kind === 'order' && prepared.order.paymentStatus === 'paid';
    },
    isExistingUnpaid: ({ event }) => (event as unknown as { output: Prepared }).output.kind === 'order',
    isDeclined: ({ event }) => {
      const error = (event as unknown as { error: unknown }).error;
      return isApiError(error) && (error.status === 402 || error.status === 400);
    },
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    request: input.request,
    movementId: input.movementId,
    quote: null,
    order: null,
    idempotencyKey: newKey(),
    card: null,
    error: null,
    fieldErrors: {},
  }),
  initial: 'quoting',
  states: {
    quoting: {
      invoke: {
        id: 'prepare',
        src: 'prepare',
        input: ({ context }) => ({ request: context.request, movementId: context.movementId }),
        onDone: [
          {
            guard: 'isExistingPaid',
            target: 'paid',
            actions: [
              assign({ order: ({ event }) => (event.output.kind === 'order' ? event.output.order : null) }),
              { type: 'orderPaid', params: ({ context }) => context.movementId ?? '' },
            ],
          },
          {
            guard: 'isExistingUnpaid',
            target: 'approvingPayment',
            actions: assign({ order: ({ event }) => (event.output.kind === 'order' ? event.output.order : null) }),
          },
          { target: 'reviewing', actions: assign({ quote: ({ event }) => (event.output.kind === 'quote' ? event.output.quote : null) }) },
        ],
        onError: { target: 'quoteFailed', actions: assign(({ event }) => errorOf(event.error)), meta: { spec: ['err.rethrow'] } },
      },
    },
    quoteFailed: { on: { 'quote.retried': { target: 'quoting', actions: assign({ error: null }) } } },
    reviewing: {
      on: {
        'order.confirmed': { target: 'creatingOrder', actions: assign({ error: null, fieldErrors: {} }) },
        'checkout.cancelled': { target: 'cancelled' },
      },
    },
    creatingOrder: {
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => context.request,
        onDone: {
          target: 'approvingPayment',
          actions: [
            assign({ order: ({ event }) => event.output, movementId: ({ event }) => event.output.movementId }),
            { type: 'orderCreated', params: ({ event }) => event.output.movementId },
          ],
        },
        // Includes the admin-verification refusal (spec guard.admin-verification), shown as is.
        onError: { target: 'reviewing', actions: assign(({ event }) => errorOf(event.error)), meta: { spec: ['err.rethrow', 'guard.admin-verification'] } },
      },
    },
    approvingPayment: {
      on: {
        'card.submitted': { target: 'capturing', actions: assign({ card: ({ event }) => event.card, error: null, fieldErrors: {} }) },
        'checkout.cancelled': { target: 'cancelled' },
      },
    },
    capturing: {
      invoke: {
        id: 'capture',
        src: 'capture',
        input: ({ context }) => ({ movementId: context.movementId ?? '', idempotencyKey: context.idempotencyKey, card: context.card! }),
        onDone: { target: 'paid', actions: { type: 'orderPaid', params: ({ event }) => event.output.movementId } },
        onError: [
          // A refusal is a finished attempt: the next card is a new attempt with a new key.
          { guard: 'isDeclined', target: 'approvingPayment', actions: assign(({ event }) => ({ ...errorOf(event.error), card: null, idempotencyKey: newKey() })) },
          // No answer: the charge may or may not have happened, so a retry must reuse the key.
          { target: 'failed', actions: assign(({ event }) => errorOf(event.error)), meta: { spec: ['err.rethrow'] } },
        ],
      },
    },
    failed: {
      on: {
        'payment.retried': { target: 'capturing', actions: assign({ error: null }) },
        'checkout.cancelled': { target: 'cancelled', actions: assign({ card: null }) },
      },
    },
    paid: { type: 'final', entry: assign({ card: null }) },
    cancelled: { type: 'final', entry: 'checkoutLeft' },
  },
});
