/**
 * Oracles for paying an order, written from the spec (err.rethrow: a failed call shows its message)
 * and DESIGN.md's checkout (capture idempotent; the amount never from the client) and the payments
 * issue (card data never reaches our API). Never read from paymentMachine's definition: each step is
 * checked by what the customer did and what must follow.
 */
import { expect } from 'vitest';
import { transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { holds } from './oracle';

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
