/**
 * Oracles for paying an order, written from the spec (err.rethrow: a failed call shows its message)
 * and DESIGN.md's checkout (capture idempotent; the amount never from the client) and the payments
 * issue (card data never reaches our API). Never read from paymentMachine's definition: each step is
 * checked by what the customer did and what must follow.
 */
import { expect } from 'vitest';
import { transition, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { callInput, holds } from './oracle';

/** A card as the built-in test provider's form sends it (for asking whether the form takes one). */
const SAMPLE_CARD = { name: 'Ana Ruiz', number: '4242424242424242', expiry: '12/30', cvc: '123' };

/** Card details as a customer types them: none of it may be held by the machine. */
export const CARD_SECRETS = ['4242424242424242', '4242 4242 4242 4242', '4000000000000002', '123'] as const;

interface PaymentLike {
  idempotencyKey: string;
  paymentToken: string | null;
  error: string | null;
  movementId: string;
}

const ctx = (s: AnyMachineSnapshot) => s.context as PaymentLike;

export function checkPaymentRules(machine: AnyStateMachine, s: AnyMachineSnapshot, samples: { declined: unknown; lost: unknown }): void {
  // The card is sent to the provider by the view and never kept (not even to retry).
  const kept = JSON.stringify(s.context);
  for (const secret of CARD_SECRETS.slice(0, 3)) expect(kept, 'the card number is never kept').not.toContain(secret);

  // No answer: "Try again" repeats the same attempt — same key, same token — so it cannot charge twice.
  if (s.can({ type: 'payment.retried' })) {
    const [next] = transition(machine, s, { type: 'payment.retried' });
    expect(ctx(next).idempotencyKey, 'a retry reuses the key').toBe(ctx(s).idempotencyKey);
    expect(ctx(next).paymentToken, 'a retry reuses the token').toBe(ctx(s).paymentToken);
    expect(ctx(next).paymentToken, 'a retry has a token to charge').not.toBeNull();
  }

  // While the payment is being taken, a refusal ends that attempt (a new key, the token dropped, the
  // provider's word shown) and no answer keeps it for a retry, with the message shown (err.rethrow).
  if (s.children.capture !== undefined) {
    const [refused] = transition(machine, s, { type: 'xstate.error.actor.capture', error: samples.declined } as never);
    expect(ctx(refused).idempotencyKey, 'a refused card: the next card is a new attempt').not.toBe(ctx(s).idempotencyKey);
    expect(ctx(refused).paymentToken).toBeNull();
    holds('err.rethrow', () => expect(ctx(refused).error).toBe((samples.declined as Error).message));
    const [lost] = transition(machine, s, { type: 'xstate.error.actor.capture', error: samples.lost } as never);
    expect(ctx(lost).idempotencyKey, 'no answer: the same attempt').toBe(ctx(s).idempotencyKey);
    expect(ctx(lost).paymentToken).toBe(ctx(s).paymentToken);
    holds('err.rethrow', () => expect(ctx(lost).error).toBe((samples.lost as Error).message));
    expect(lost.can({ type: 'payment.retried' }), 'no answer offers Try again').toBe(true);
  }
}

interface StepLike {
  from: AnyMachineSnapshot;
  event: AnyEventObject;
  to: AnyMachineSnapshot;
}

const statusOfError = (error: unknown) => (error as { status?: number } | null)?.status ?? null;
const fieldErrorsOf = (error: unknown) => ({ ...((error as { fieldErrors?: Record<string, string> } | null)?.fieldErrors ?? {}) });

/** What the customer is shown after a failed call: the field it concerns, else the server's words (err.rethrow). */
function expectFailureShown(to: AnyMachineSnapshot, error: unknown): void {
  const fields = fieldErrorsOf(error);
  holds('err.rethrow', () => {
    if (Object.keys(fields).length) {
      expect(to.context.fieldErrors, 'the field the refusal names').toEqual(fields);
      expect(to.context.error).toBeNull();
    } else {
      expect(to.context.error, 'the refusal in the server’s words').toBe((error as Error).message);
    }
  });
}

/**
 * One step of paying, from the payments issue and DESIGN.md's checkout: where the customer was, what
 * happened, where they must be and what must be sent. `screen` names: preparing (getting the payment
 * ready), prepareFailed (could not, with Try again), paying (the card form), tokenizing (the card on
 * its way to the provider), capturing (taking the payment), declined (refused: a new attempt being
 * readied), unconfirmed (no answer: Try again), refused (cannot be paid), paid.
 */
export function checkPaymentStep({ from, event, to }: StepLike): void {
  const was = from.value as string;
  const is = to.value as string;
  const before = ctx(from);
  const after = ctx(to);
  const error = (event as { error?: unknown }).error;
  const expectScreen = (screen: string, why: string) => expect(is, why).toBe(screen);
  const expectNoFailure = () => {
    expect(after.error, 'a new try starts without the old message').toBeNull();
    expect(to.context.fieldErrors).toEqual({});
  };
  const expectPrepareCall = () => expect(callInput(to, to.children.prepareAgain ? 'prepareAgain' : 'preparePayment'), 'the payment of this order is readied').toEqual({ movementId: before.movementId });

  switch (event.type) {
    case 'xstate.done.actor.preparePayment':
    case 'xstate.done.actor.prepareAgain': {
      expectScreen('paying', 'ready: the card form');
      const setup = (event as { output?: { provider?: string } }).output;
      expect(to.context.setup, 'the provider’s fields for this attempt').toEqual(setup);
      // Our own card form only with the built-in test provider; with PayPal, PayPal's fields take the card.
      expect(to.can({ type: 'card.submitted', card: SAMPLE_CARD } as never), 'our card form only with the test provider').toBe(setup?.provider === 'test-card');
      if (setup?.provider === 'paypal') {
        // PayPal's fields report back: the card confirmed on PayPal's order, or why they could not take it.
        expect(to.can({ type: 'payment.approved', paymentToken: 'PAYPAL-ORDER' } as never), 'PayPal’s approval is taken').toBe(true);
        expect(to.can({ type: 'payment.providerFailed', message: 'x' } as never), 'PayPal’s failure is shown').toBe(true);
      }
      if (event.type === 'xstate.done.actor.prepareAgain') expect(after.error, 'the refusal stays on screen above the new card form').toBe(before.error);
      return;
    }
    case 'xstate.error.actor.preparePayment':
    case 'xstate.error.actor.prepareAgain':
      // 409: paid already or cancelled — nothing to retry. Anything else: Try again.
      expectScreen(statusOfError(error) === 409 ? 'refused' : 'prepareFailed', 'a payment that could not be readied');
      expectFailureShown(to, error);
      return;
    case 'load.retried':
      expect(was).toBe('prepareFailed');
      expectScreen('preparing', 'Try again readies the payment again');
      expectNoFailure();
      expectPrepareCall();
      return;
    case 'card.submitted': {
      const setup = from.context.setup as { provider: string; tokenUrl?: string } | null;
      if (setup?.provider !== 'test-card') {
        // PayPal's own fields take the card: a card sent to us is ignored.
        expect(is, 'no card form of ours with PayPal').toBe(was);
        return;
      }
      expectScreen('tokenizing', 'Pay sends the card to the provider');
      expectNoFailure();
      expect(callInput(to, 'tokenizeCard'), 'the card goes to the provider’s token URL, nowhere else').toEqual({ tokenUrl: setup.tokenUrl, card: (event as { card?: unknown }).card });
      return;
    }
    case 'payment.approved':
      expectScreen('capturing', 'PayPal confirmed the card: the payment is taken');
      expect(after.paymentToken, 'PayPal’s order id is the token').toBe((event as { paymentToken?: string }).paymentToken);
      expectNoFailure();
      break;
    case 'payment.providerFailed':
      expectScreen('paying', 'PayPal could not take the card: the card form again');
      expect(after.error, 'PayPal’s reason').toBe((event as { message?: string }).message);
      return;
    case 'xstate.done.actor.tokenizeCard':
      expectScreen('capturing', 'the provider accepted the card: the payment is taken');
      expect(after.paymentToken, 'the provider’s one-time token').toBe((event as { output?: { token?: string } }).output?.token);
      break;
    case 'xstate.error.actor.tokenizeCard':
      // Nothing was charged: the customer fixes the card or sends it again.
      expectScreen('paying', 'a card the provider did not accept: the card form again');
      expectFailureShown(to, error);
      expect(after.idempotencyKey, 'nothing was charged: the same attempt').toBe(before.idempotencyKey);
      return;
    case 'xstate.done.actor.capture':
      expectScreen('paid', 'captured: paid');
      expect(to.status).toBe('done');
      expect(to.output, 'the paid order and the provider’s capture').toEqual({ movementId: before.movementId, captureId: (event as { output?: { captureId?: string } }).output?.captureId });
      return;
    case 'xstate.error.actor.capture': {
      const status = statusOfError(error);
      expectFailureShown(to, error);
      if (status === 402 || status === 400) {
        expectScreen('declined', 'a refused card ends the attempt; a new one is readied');
        expect(after.paymentToken, 'the refused token is dropped').toBeNull();
        expect(after.idempotencyKey, 'the next card is a new attempt').not.toBe(before.idempotencyKey);
        expectPrepareCall();
      } else if (status === 409) {
        expectScreen('refused', 'an order that cannot be paid any more');
      } else {
        expectScreen('unconfirmed', 'no answer: the charge may have happened, Try again');
        expect(after.idempotencyKey).toBe(before.idempotencyKey);
        expect(after.paymentToken).toBe(before.paymentToken);
      }
      return;
    }
    case 'payment.retried':
      expect(was).toBe('unconfirmed');
      expectScreen('capturing', 'Try again repeats the same attempt');
      expectNoFailure();
      break;
    default:
      throw new Error(`no payment step oracle for ${event.type}`);
  }
  // Every way into capturing sends this order, this attempt's key and its token — never a card.
  expect(callInput(to, 'capture'), 'the capture call').toEqual({ movementId: before.movementId, idempotencyKey: after.idempotencyKey, paymentToken: after.paymentToken });
}
