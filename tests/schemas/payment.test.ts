import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CaptureBody, CardTokenBody, isExpiryValid, isLuhnValid } from '../../src/schemas/payment.ts';
import { validate } from '../../src/schemas/validate.ts';

const expiry = `12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
// The card is checked by the provider's own route (CardTokenBody); our API's capture takes a token.
const body = (card: Record<string, unknown>) => ({ card: { name: 'Ana Ruiz', number: '4242 4242 4242 4242', expiry, cvc: '123', ...card } });
const cardErrors = (card: Record<string, unknown>) => {
  const result = validate(CardTokenBody, body(card));
  return result.ok ? {} : result.errors;
};

describe('CardTokenBody (the test provider\'s card route)', () => {
  it('requires every field, each with its message', () => {
    expect(validate(CardTokenBody, {})).toEqual({
      ok: false,
      errors: {
        'card.name': 'name on card is required',
        'card.number': 'card number is required',
        'card.expiry': 'expiry date is required',
        'card.cvc': 'CVC is required',
      },
    });
  });

  it('decodes the card number without its spaces', () => {
    const input = body({});
    const result = validate(CardTokenBody, input);
    expect(result).toEqual({ ok: true, value: { card: { ...input.card, number: '4242424242424242' } } });
  });

  it.each(['4242 4242 4242 4241', '1234', '4242-4242-4242-4242', '42424242424242424242'])('card number %j is "Invalid card number"', (number) => {
    expect(cardErrors({ number })).toEqual({ 'card.number': 'Invalid card number' });
  });

  it.each(['4000 0000 0000 0002', '5555555555554444', '378282246310005', '4222222222222'])('card number %j passes (13–19 digits, Luhn)', (number) => {
    expect(cardErrors({ number })).toEqual({});
  });

  it.each(['13/30', '1/30', '01/2030', '01/20', 'soon'])('expiry %j is "Invalid expiry date"', (value) => {
    expect(cardErrors({ expiry: value })).toEqual({ 'card.expiry': 'Invalid expiry date' });
  });

  it.each(['12', '12345', 'abc'])('CVC %j is "Invalid CVC"', (cvc) => {
    expect(cardErrors({ cvc })).toEqual({ 'card.cvc': 'Invalid CVC' });
  });
});

describe('CaptureBody (our API: a token, never a card)', () => {
  const capture = { movementId: 'CC26000001', idempotencyKey: randomUUID(), paymentToken: 'tok_abc' };
  it('requires the order, the key and the token', () => {
    expect(validate(CaptureBody, {})).toEqual({
      ok: false,
      errors: { movementId: 'movementId is required', idempotencyKey: 'idempotencyKey is required', paymentToken: 'paymentToken is required' },
    });
    expect(validate(CaptureBody, capture)).toEqual({ ok: true, value: capture });
  });

  it('the idempotency key is a UUID; the token at most 200 characters', () => {
    expect(validate(CaptureBody, { ...capture, idempotencyKey: 'attempt-1' })).toEqual({ ok: false, errors: { idempotencyKey: 'idempotencyKey must be a UUID' } });
    expect(validate(CaptureBody, { ...capture, paymentToken: 'x'.repeat(201) })).toEqual({ ok: false, errors: { paymentToken: 'paymentToken must be at most 200 characters' } });
  });

  it('a card sent along is not part of what the API keeps', () => {
    const result = validate(CaptureBody, { ...capture, card: { number: '4242424242424242', cvc: '123' } });
    expect(result).toEqual({ ok: true, value: capture });
  });
});

describe('card checks', () => {
  it('Luhn', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isLuhnValid('79927398713')).toBe(true);
    expect(isLuhnValid('')).toBe(false);
  });

  it('a card is valid through the last day of its month', () => {
    const now = new Date('2026-05-31T23:00:00Z');
    expect(isExpiryValid('05/26', now)).toBe(true);
    expect(isExpiryValid('04/26', now)).toBe(false);
    expect(isExpiryValid('01/27', now)).toBe(true);
  });
});
