import { describe, expect, it } from 'vitest';
import { assign, createActor, fromPromise } from 'xstate';
import { paymentMachine } from '../../src/machines/paymentMachine';
import type { Capture, CaptureBody, Card, CardToken, PaymentSetup } from '../../src/schemas/payment';
import { ApiError } from '../../src/services/http';
import { undescribed } from '../support/descriptions';
import { definePathTests } from '../support/pathCoverage';
import { checkPaymentRules, checkPaymentStep } from '../spec/paymentRules';

const card: Card = { name: 'Ana Ruiz', number: '4242424242424242', expiry: '12/30', cvc: '123' };
const testSetup: PaymentSetup = { provider: 'test-card', tokenUrl: '/payment-sandbox/tokens' };
const paypalSetup: PaymentSetup = { provider: 'paypal', clientId: 'client-id', orderId: 'PAYPAL-ORDER-1' };
const token: CardToken = { token: 'tok_1', last4: '4242', expiresAt: '2026-11-24T10:15:00Z' };
const captured: Capture = { movementId: 'CC26000001', paymentStatus: 'paid', captureId: 'TEST-CAP', amount: 154_000, currency: 'USD', capturedAt: '2026-11-24T10:00:00Z' };
const declined = new ApiError(402, 'Your card was declined. Please use another card.');
const lost = new ApiError(0, 'Something is wrong please try again');
const cancelled = new ApiError(409, 'This order was cancelled, so it can no longer be paid.');
const invalidCard = new ApiError(400, 'Invalid card number', { 'card.number': 'Invalid card number' });
// An answer with its own words (not the generic one), so the message shown is told apart from a default.
const unavailable = new ApiError(503, 'The payment provider is not answering. Try again in a minute.');
const done = <I extends string, T>(id: I, output: T) => ({ type: `xstate.done.actor.${id}` as const, output });
const failed = <I extends string>(id: I, error: unknown) => ({ type: `xstate.error.actor.${id}` as const, error });

// Deterministic idempotency keys: a new attempt counts up, a retry keeps its key.
const countingKeys = paymentMachine.provide({
  actions: { renewIdempotencyKey: assign({ idempotencyKey: ({ context }) => `key-${Number(context.idempotencyKey.replace(/\D/g, '') || 0) + 1}` }) },
});

describe('payment machine: generated paths', () => {
  definePathTests(countingKeys, {
    input: { movementId: 'CC26000001', idempotencyKey: 'key-1' },
    // The key is random per attempt; states are told apart by what the customer sees.
    serializeState: (s) => JSON.stringify([s.value, s.context.setup?.provider ?? null, s.context.paymentToken !== null, s.context.error]),
    events: {
      'xstate.done.actor.preparePayment': [done('preparePayment', testSetup), done('preparePayment', paypalSetup)],
      'xstate.error.actor.preparePayment': [failed('preparePayment', lost), failed('preparePayment', cancelled), failed('preparePayment', unavailable)],
      // The next attempt's own setup (PayPal: a new PayPal order; here, a new token URL).
      'xstate.done.actor.prepareAgain': [done('prepareAgain', { ...testSetup, tokenUrl: '/payment-sandbox/tokens?attempt=2' })],
      'xstate.error.actor.prepareAgain': [failed('prepareAgain', lost), failed('prepareAgain', cancelled), failed('prepareAgain', unavailable)],
      'xstate.done.actor.tokenizeCard': [done('tokenizeCard', token)],
      'xstate.error.actor.tokenizeCard': [failed('tokenizeCard', invalidCard), failed('tokenizeCard', lost)],
      'xstate.done.actor.capture': [done('capture', captured)],
      // 400: the token was refused (spent, or not this order's): a finished attempt, like a declined card.
      'xstate.error.actor.capture': [failed('capture', declined), failed('capture', lost), failed('capture', cancelled), failed('capture', unavailable), failed('capture', new ApiError(400, 'This payment token is not valid. Please enter the card again.'))],
      'card.submitted': [{ type: 'card.submitted', card }],
      'payment.approved': [{ type: 'payment.approved', paymentToken: 'PAYPAL-ORDER-1' }],
      'payment.providerFailed': [{ type: 'payment.providerFailed', message: 'PayPal could not take this card. Check it or use another card.' }],
    },
    steps: checkPaymentStep,
    states: {
      '#payment': (s) => checkPaymentRules(countingKeys, s, { declined, lost }),
      preparing: (s) => expect(s.hasTag('loading')).toBe(true),
      prepareFailed: (s) => {
        expect(s.hasTag('failed')).toBe(true);
        expect(s.can({ type: 'load.retried' }), 'Try again is offered').toBe(true);
        expect(s.context.error).toBe('Something is wrong please try again');
      },
      paying: (s) => {
        expect(s.context.setup).not.toBeNull();
        expect(s.context.paymentToken).toBeNull();
        // The built-in provider's form sends the card to the provider; PayPal's fields do it themselves.
        expect(s.can({ type: 'card.submitted', card })).toBe(s.context.setup?.provider === 'test-card');
      },
      tokenizing: (s) => expect(s.hasTag('busy')).toBe(true),
      capturing: (s) => {
        expect(s.hasTag('busy')).toBe(true);
        expect(s.context.paymentToken).not.toBeNull();
      },
      declined: (s) => {
        expect(s.context.error).toBe('Your card was declined. Please use another card.');
        // The form is busy while the next attempt is readied: no second card yet.
        expect(s.hasTag('busy')).toBe(true);
        expect(s.can({ type: 'card.submitted', card })).toBe(false);
      },
      unconfirmed: (s) => {
        expect(s.context.paymentToken).not.toBeNull();
        expect(s.can({ type: 'payment.retried' }), 'Try again is offered').toBe(true);
      },
      refused: (s) => {
        expect(s.context.error).toBe('This order was cancelled, so it can no longer be paid.');
        expect(s.can({ type: 'card.submitted', card })).toBe(false);
        expect(s.can({ type: 'payment.approved', paymentToken: 'X' })).toBe(false);
      },
      paid: (s) => {
        expect(s.status).toBe('done');
        expect(s.output).toEqual({ movementId: 'CC26000001', captureId: 'TEST-CAP' });
      },
    },
  });
});

// Running with fakes: what was sent where, with what.
const settle = () => new Promise((r) => setTimeout(r, 0));

function payer(outcomes: Array<'declined' | 'lost' | 'ok'>, setup: PaymentSetup = testSetup) {
  const tokenized: Array<{ tokenUrl: string; card: Card }> = [];
  const captures: CaptureBody[] = [];
  let prepared = 0;
  let n = 0;
  const actor = createActor(
    paymentMachine.provide({
      actors: {
        preparePayment: fromPromise(async () => (prepared++, setup)),
        tokenizeCard: fromPromise<CardToken, { tokenUrl: string; card: Card }>(async ({ input }) => (tokenized.push(input), { ...token, token: `tok_${tokenized.length}` })),
        capture: fromPromise<Capture, CaptureBody>(async ({ input }) => {
          captures.push(input);
          const outcome = outcomes[n++];
          if (outcome === 'declined') throw declined;
          if (outcome === 'lost') throw lost;
          return captured;
        }),
      },
    }),
    { input: { movementId: 'CC26000001' } },
  ).start();
  return { actor, tokenized, captures, prepared: () => prepared };
}

describe('payment machine: paying exactly once, the card only to the provider', () => {
  it('the card goes to the provider\'s token URL; the capture call carries the token, never the card', async () => {
    const { actor, tokenized, captures } = payer(['ok']);
    await settle();
    actor.send({ type: 'card.submitted', card });
    await settle();
    expect(tokenized).toEqual([{ tokenUrl: '/payment-sandbox/tokens', card }]);
    expect(captures).toEqual([{ movementId: 'CC26000001', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/), paymentToken: 'tok_1' }]);
    expect(JSON.stringify(captures)).not.toContain('4242');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('a retry after a lost answer reuses the key and the token', async () => {
    const { actor, captures, tokenized } = payer(['lost', 'ok']);
    await settle();
    actor.send({ type: 'card.submitted', card });
    await settle();
    expect(actor.getSnapshot().value).toBe('unconfirmed');
    actor.send({ type: 'payment.retried' });
    await settle();
    expect(captures[1]).toEqual(captures[0]);
    expect(tokenized).toHaveLength(1);
    expect(actor.getSnapshot().output).toEqual({ movementId: 'CC26000001', captureId: 'TEST-CAP' });
  });

  it('a declined card is a finished attempt: a fresh setup, and the next card a new key and token', async () => {
    const { actor, captures, prepared } = payer(['declined', 'ok']);
    await settle();
    actor.send({ type: 'card.submitted', card });
    await settle();
    expect(actor.getSnapshot().value).toBe('paying');
    expect(actor.getSnapshot().context.error).toBe('Your card was declined. Please use another card.');
    expect(prepared()).toBe(2);
    actor.send({ type: 'card.submitted', card: { ...card, number: '5555555555554444' } });
    await settle();
    expect(captures[1]!.idempotencyKey).not.toBe(captures[0]!.idempotencyKey);
    expect(captures[1]!.paymentToken).not.toBe(captures[0]!.paymentToken);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('with PayPal, the approved PayPal order id is the token; no card is ever submitted to us', async () => {
    const { actor, captures, tokenized } = payer(['ok'], paypalSetup);
    await settle();
    actor.send({ type: 'card.submitted', card });
    expect(actor.getSnapshot().value).toBe('paying');
    actor.send({ type: 'payment.approved', paymentToken: 'PAYPAL-ORDER-1' });
    await settle();
    expect(tokenized).toEqual([]);
    expect(captures.map((c) => c.paymentToken)).toEqual(['PAYPAL-ORDER-1']);
  });
});

describe('descriptions', () => {
  it('every state and transition of the payment machine is described in the customer\'s words', () => {
    expect(undescribed(paymentMachine)).toEqual([]);
  });
});
