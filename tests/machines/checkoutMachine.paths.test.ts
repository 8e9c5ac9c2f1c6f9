import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { checkoutMachine, type Card, type Prepared } from '../../src/machines/checkoutMachine';
import type { CreateOrderBody, Order } from '../../src/schemas/order';
import type { Quote } from '../../src/schemas/quote';
import { ApiError } from '../../src/services/http';
import { definePathTests } from '../support/pathCoverage';

const quote: Quote = { lines: [{ label: 'Northbound Service', amount: 45000 }], total: 45000, currency: 'USD' };
const order = (paymentStatus: 'paid' | 'unpaid') => ({ movementId: 'CC26000001', paymentStatus, quote }) as unknown as Order;
const request = { serviceId: 's', transportationTypeId: 't', modeId: 'm', portId: 'p', specialRequirementIds: [], quantities: {}, pickupAddressIds: ['a'], dropAddressIds: ['b'], userReference: 'REF1', trailerId: 'tr', programming: 'Instant' } as never;
const card: Card = { name: 'Ana Ruiz', number: '4242424242424242', expiry: '12/30', cvc: '123' };

describe('checkout machine: generated paths', () => {
  definePathTests(checkoutMachine, {
    input: { request, movementId: null },
    checkContext: false, // every payment attempt draws a fresh random idempotency key
    provide: { actions: { orderCreated: () => {}, orderPaid: () => {}, checkoutLeft: () => {} } },
    events: {
      'xstate.done.actor.prepare': [
        { type: 'xstate.done.actor.prepare', output: { kind: 'quote', quote } },
        { type: 'xstate.done.actor.prepare', output: { kind: 'order', order: order('unpaid') } },
        { type: 'xstate.done.actor.prepare', output: { kind: 'order', order: order('paid') } },
      ],
      'xstate.error.actor.prepare': [{ type: 'xstate.error.actor.prepare', error: new ApiError(0) }],
      'xstate.done.actor.createOrder': [{ type: 'xstate.done.actor.createOrder', output: order('unpaid') }],
      'xstate.error.actor.createOrder': [{ type: 'xstate.error.actor.createOrder', error: new ApiError(403, 'You are not verified by the admin. Please contact the admin for assistanc') }],
      'card.submitted': [{ type: 'card.submitted', card }],
      'xstate.done.actor.capture': [{ type: 'xstate.done.actor.capture', output: { movementId: 'CC26000001', paymentStatus: 'paid', captureId: 'cap_1', amount: 45000, currency: 'USD', capturedAt: '2026-11-21T10:00:00Z' } }],
      'xstate.error.actor.capture': [
        { type: 'xstate.error.actor.capture', error: new ApiError(402, 'Your card was declined. Please use another card.') },
        { type: 'xstate.error.actor.capture', error: new ApiError(0) },
      ],
    },
    states: {
      quoting: (s) => expect(s.children.prepare).toBeDefined(),
      quoteFailed: (s) => expect(s.context.error).not.toBeNull(),
      reviewing: (s) => expect(s.context.quote?.total).toBe(45000),
      creatingOrder: (s) => expect(s.children.createOrder).toBeDefined(),
      approvingPayment: (s) => {
        expect(s.context.order?.movementId).toBe('CC26000001');
        expect(s.context.card).toBeNull();
      },
      capturing: (s) => {
        expect(s.context.card).not.toBeNull();
        expect(s.context.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
      },
      failed: (s) => expect(s.context.card).not.toBeNull(),
      paid: (s) => expect(s.context.card).toBeNull(),
      cancelled: (s) => expect(s.status).toBe('done'),
    },
  });
});

describe('checkout: paid exactly once', () => {
  const run = (outcomes: Array<'declined' | 'lost' | 'ok'>) => {
    const keys: string[] = [];
    const paid: string[] = [];
    let call = 0;
    const actor = createActor(
      checkoutMachine.provide({
        actors: {
          prepare: fromPromise<Prepared, { request: CreateOrderBody; movementId: string | null }>(async () => ({ kind: 'order', order: order('unpaid') })),
          capture: fromPromise(async ({ input }) => {
            keys.push(input.idempotencyKey);
            const outcome = outcomes[call++];
            if (outcome === 'declined') throw new ApiError(402, 'Your card was declined. Please use another card.');
            if (outcome === 'lost') throw new ApiError(0);
            return { movementId: input.movementId, paymentStatus: 'paid' as const, captureId: 'cap', amount: 45000, currency: 'USD' as const, capturedAt: '' };
          }),
        },
        actions: { orderPaid: (_, id) => paid.push(id) },
      }),
      { input: { request, movementId: 'CC26000001' } },
    ).start();
    return { actor, keys, paid };
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('a retry after a lost answer reuses the idempotency key', async () => {
    const { actor, keys, paid } = run(['lost', 'ok']);
    await settle();
    actor.send({ type: 'card.submitted', card });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'payment.retried' });
    await settle();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(paid).toEqual(['CC26000001']);
  });

  it('a declined card is a finished attempt: the next card gets a new key', async () => {
    const { actor, keys } = run(['declined', 'ok']);
    await settle();
    actor.send({ type: 'card.submitted', card });
    await settle();
    expect(actor.getSnapshot().value).toBe('approvingPayment');
    expect(actor.getSnapshot().context.error).toBe('Your card was declined. Please use another card.');
    actor.send({ type: 'card.submitted', card: { ...card, number: '5555555555554444' } });
    await settle();
    expect(keys[1]).not.toBe(keys[0]);
    expect(actor.getSnapshot().value).toBe('paid');
  });

  it('an order already paid goes straight to paid, without charging', async () => {
    const paid: string[] = [];
    const actor = createActor(
      checkoutMachine.provide({ actors: { prepare: fromPromise<Prepared, { request: CreateOrderBody; movementId: string | null }>(async () => ({ kind: 'order', order: order('paid') })) }, actions: { orderPaid: (_, id) => paid.push(id) } }),
      { input: { request, movementId: 'CC26000001' } },
    ).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('paid');
    expect(paid).toEqual(['CC26000001']);
  });
});
