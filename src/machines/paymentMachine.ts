import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Capture, CaptureBody, Card, CardToken, PaymentSetup } from '../schemas/payment.ts';
import { cardProvider } from '../services/cardProvider.ts';
import { isApiError, submitFailure } from '../services/http.ts';
import { serviceApi } from '../services/serviceApi.ts';

export interface PaymentContext {
  readonly movementId: string;
  /** Where the card is typed: the provider's own fields (the test provider's route, or PayPal's). */
  readonly setup: PaymentSetup | null;
  /** One key per payment attempt: a retry after a lost answer reuses it, so it can never charge twice. */
  readonly idempotencyKey: string;
  /** The provider's token for the card of this attempt. The card itself is never kept. */
  readonly paymentToken: string | null;
  /** The provider's reference of the capture, once paid. */
  readonly captureId: string | null;
  readonly error: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
}

export type PaymentEvent =
  /** The built-in test provider's form: the card goes to the provider, never to our API. */
  | { type: 'card.submitted'; card: Card }
  /** PayPal's card fields confirmed the card on PayPal's order (its id is the token). */
  | { type: 'payment.approved'; paymentToken: string }
  /** PayPal's card fields failed (their script, or the card was refused there). */
  | { type: 'payment.providerFailed'; message: string }
  | { type: 'payment.retried' }
  | { type: 'load.retried' };

export interface PaymentOutput {
  readonly movementId: string;
  readonly captureId: string;
}

const newKey = () => globalThis.crypto.randomUUID();
const noFailure = { error: null, fieldErrors: {} } as const;
const statusOf = (error: unknown): number | null => (isApiError(error) ? error.status : null);

/**
 * Paying one order that exists, exactly once: used by the wizard's checkout and by "Pay now" on an
 * unpaid order. The card never reaches our API: it is typed into the provider's fields, which give a
 * token; the API charges the order's own total with it. A refusal is a finished attempt (the next
 * card is a new attempt with a new key); no answer means the charge may have happened, so "Try
 * again" repeats the same attempt, which the server answers without charging twice.
 */
export const paymentMachine = setup({
  types: {
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    /** idempotencyKey: the first attempt's key (tests give a fixed one); a new one otherwise. */
    input: {} as { movementId: string; idempotencyKey?: string },
    output: {} as PaymentOutput,
  },
  actors: {
    preparePayment: fromPromise<PaymentSetup, { movementId: string }>(({ input }) => serviceApi.preparePayment(input.movementId)),
    tokenizeCard: fromPromise<CardToken, { tokenUrl: string; card: Card }>(({ input }) => cardProvider.tokenize(input.tokenUrl, input.card)),
    capture: fromPromise<Capture, CaptureBody>(({ input }) => serviceApi.capture(input)),
  },
  actions: {
    clearFailure: assign(noFailure),
    /** A new payment attempt: a new idempotency key (a retry of the same attempt keeps the old one). */
    renewIdempotencyKey: assign({ idempotencyKey: () => newKey() }),
    showFailure: assign((_, params: { error: unknown }) => submitFailure(params.error)),
  },
  guards: {
    /** The order cannot be paid (paid already elsewhere, or cancelled): nothing to retry. */
    isNotPayable: (_, params: { error: unknown }) => statusOf(params.error) === 409,
    /** The provider or the API refused the card or its token: a finished attempt. */
    isRefused: (_, params: { error: unknown }) => statusOf(params.error) === 402 || statusOf(params.error) === 400,
    usesTestProvider: ({ context }) => context.setup?.provider === 'test-card',
  },
}).createMachine({
  id: 'payment',
  description: 'Pay an order',
  context: ({ input }) => ({ movementId: input.movementId, setup: null, idempotencyKey: input.idempotencyKey ?? newKey(), paymentToken: null, captureId: null, ...noFailure }),
  initial: 'preparing',
  output: ({ context }) => ({ movementId: context.movementId, captureId: context.captureId ?? '' }),
  states: {
    preparing: {
      tags: ['loading'],
      description: 'Getting the payment ready',
      invoke: {
        id: 'preparePayment',
        src: 'preparePayment',
        input: ({ context }) => ({ movementId: context.movementId }),
        onDone: { target: 'paying', description: 'Ready for the card', actions: assign({ setup: ({ event }) => event.output }) },
        onError: [
          { guard: { type: 'isNotPayable', params: ({ event }) => ({ error: event.error }) }, target: 'refused', description: 'Cannot be paid', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
          { target: 'prepareFailed', description: 'Could not get ready', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, meta: { spec: ['err.rethrow'] } },
        ],
      },
    },
    prepareFailed: {
      tags: ['failed'],
      description: 'Could not get the payment ready',
      on: { 'load.retried': { target: 'preparing', description: 'Try again', actions: 'clearFailure' } },
    },
    paying: {
      description: 'Entering the card',
      on: {
        'card.submitted': { guard: 'usesTestProvider', target: 'tokenizing', description: 'Pay', actions: 'clearFailure' },
        'payment.approved': { target: 'capturing', description: 'Card confirmed by PayPal', actions: [assign({ paymentToken: ({ event }) => event.paymentToken }), 'clearFailure'] },
        'payment.providerFailed': { target: 'paying', description: 'PayPal could not take the card', actions: assign({ error: ({ event }) => event.message, fieldErrors: {} }) },
      },
    },
    tokenizing: {
      tags: ['busy'],
      description: 'Sending the card to the payment provider',
      invoke: {
        id: 'tokenizeCard',
        src: 'tokenizeCard',
        // The card is read from the event that brought us here: it is never kept in context.
        input: ({ context, event }) => ({ tokenUrl: context.setup?.provider === 'test-card' ? context.setup.tokenUrl : '', card: (event as Extract<PaymentEvent, { type: 'card.submitted' }>).card }),
        onDone: { target: 'capturing', description: 'Card accepted', actions: assign({ paymentToken: ({ event }) => event.output.token }) },
        // Nothing was charged: the customer fixes the card (its fields say what) or sends it again.
        onError: { target: 'paying', description: 'Card not accepted', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, meta: { spec: ['err.rethrow'] } },
      },
    },
    capturing: {
      tags: ['busy'],
      description: 'Taking the payment',
      invoke: {
        id: 'capture',
        src: 'capture',
        input: ({ context }) => ({ movementId: context.movementId, idempotencyKey: context.idempotencyKey, paymentToken: context.paymentToken ?? '' }),
        onDone: { target: 'paid', description: 'Paid', actions: assign({ captureId: ({ event }) => event.output.captureId }) },
        onError: [
          {
            // A refusal is a finished attempt: the next card is a new attempt with a new key.
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'declined',
            description: 'Card declined',
            actions: [assign({ paymentToken: null }), 'renewIdempotencyKey', { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }],
          },
          { guard: { type: 'isNotPayable', params: ({ event }) => ({ error: event.error }) }, target: 'refused', description: 'Cannot be paid', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
          // No answer: the charge may or may not have happened, so a retry must reuse the key.
          { target: 'unconfirmed', description: 'No answer', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, meta: { spec: ['err.rethrow'] } },
        ],
      },
    },
    declined: {
      tags: ['busy'],
      description: 'Card declined: getting a new attempt ready',
      // A fresh setup for the next card (PayPal: a new PayPal order); the refusal stays on screen.
      invoke: {
        id: 'prepareAgain',
        src: 'preparePayment',
        input: ({ context }) => ({ movementId: context.movementId }),
        onDone: { target: 'paying', description: 'Ready for another card', actions: assign({ setup: ({ event }) => event.output }) },
        onError: [
          { guard: { type: 'isNotPayable', params: ({ event }) => ({ error: event.error }) }, target: 'refused', description: 'Cannot be paid', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
          { target: 'prepareFailed', description: 'Could not get ready', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    unconfirmed: {
      description: 'Payment not confirmed',
      on: { 'payment.retried': { target: 'capturing', description: 'Try again (never charged twice)', actions: 'clearFailure' } },
    },
    refused: { description: 'This order cannot be paid' },
    paid: { type: 'final', description: 'Paid' },
  },
});

export type PaymentMachine = typeof paymentMachine;
export type PaymentActor = ActorRefFrom<typeof paymentMachine>;
export type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;
