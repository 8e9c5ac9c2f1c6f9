import { Effect, Schema, SchemaGetter } from 'effect';
import { requiredText } from './fields.ts';
import { BrowserMessages } from './browserMessages.ts';
import { Cents, Currency } from './serviceCatalog.ts';

// Checkout: the card capture body and its answer. The amount is never sent: the server charges
// the order's own total.

/** Luhn (mod 10) check of a string of digits. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 13–19 digits, Luhn-valid (spaces already stripped). */
export const isCardNumber = (digits: string): boolean => /^\d{13,19}$/.test(digits) && isLuhnValid(digits);

const EXPIRY = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** 'MM/YY' of a card still valid at `now` (a card is valid through the last day of its month, UTC). */
export function isExpiryValid(expiry: string, now: Date = new Date()): boolean {
  const match = EXPIRY.exec(expiry);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) >= current;
}

const withoutSpaces = {
  decode: SchemaGetter.transform((s: string) => s.replace(/\s+/g, '')),
  encode: SchemaGetter.passthrough<string>(),
};

/** Card number: spaces allowed as typed, decoded without them. */
export const CardNumber = requiredText('card number').pipe(
  Schema.decodeTo(Schema.String, withoutSpaces),
  Schema.check(Schema.makeFilter((digits: string) => isCardNumber(digits) || BrowserMessages.invalidCardNumber)),
  Schema.annotateKey({ messageMissingKey: 'card number is required' }),
);

export const CardExpiry = requiredText('expiry date').pipe(
  Schema.decodeTo(Schema.String, withoutSpaces),
  Schema.check(Schema.makeFilter((expiry: string) => isExpiryValid(expiry) || BrowserMessages.invalidExpiry)),
  Schema.annotateKey({ messageMissingKey: 'expiry date is required' }),
);

export const CardCvc = requiredText('CVC').pipe(Schema.check(Schema.isPattern(/^\d{3,4}$/, { message: BrowserMessages.invalidCvc })));

// A missing card decodes as {} so each field reports 'X is required' rather than one 'Missing key'.
const group = <S extends Schema.Top>(schema: S) => schema.pipe(Schema.withDecodingDefault(Effect.succeed({})));

export const Card = group(
  Schema.Struct({
    name: requiredText('name on card'),
    number: CardNumber,
    expiry: CardExpiry,
    cvc: CardCvc,
  }).annotate({ message: BrowserMessages.fillUp }),
);
export type Card = typeof Card.Type;

/**
 * The built-in test provider's own route (`POST /payment-sandbox/tokens`, outside the API): it takes
 * the card and answers a one-time token, as a real provider's card fields do. Our API never sees a card.
 */
export const CardTokenBody = Schema.Struct({ card: Card }).annotate({ message: BrowserMessages.fillUp });
export type CardTokenBody = typeof CardTokenBody.Type;

/** The test provider's answer: the token stands for the card for a few minutes, for one payment. */
export const CardToken = Schema.Struct({
  token: Schema.String,
  /** Shown to the customer ("Visa ending 4242"). */
  last4: Schema.String,
  /** ISO 8601. */
  expiresAt: Schema.String,
});
export type CardToken = typeof CardToken.Type;

const MovementIdField = requiredText('movementId');

/** `POST /v1/user/payPal/order`: get ready to pay an order (PayPal: the server creates PayPal's order). */
export const PaymentSetupBody = Schema.Struct({ movementId: MovementIdField }).annotate({ message: BrowserMessages.fillUp });
export type PaymentSetupBody = typeof PaymentSetupBody.Type;

/** How the browser collects the card for this order: the provider's own fields, never ours. */
export const PaymentSetup = Schema.Union([
  Schema.Struct({ provider: Schema.Literal('test-card'), tokenUrl: Schema.String }),
  Schema.Struct({ provider: Schema.Literal('paypal'), clientId: Schema.String, orderId: Schema.String }),
]);
export type PaymentSetup = typeof PaymentSetup.Type;

/** A payment token is the provider's: the test provider's one-time token, or PayPal's order id. */
export const PAYMENT_TOKEN_MAX = 200;

/**
 * `POST /v1/user/payPal/capture`. idempotencyKey (a UUID the client makes once per attempt) makes
 * the call safe to repeat: the same key always answers the same stored result, never a second charge.
 * The card itself never comes here: paymentToken is what the provider gave the browser for it.
 */
export const CaptureBody = Schema.Struct({
  movementId: MovementIdField,
  idempotencyKey: requiredText('idempotencyKey').pipe(
    Schema.check(Schema.isUUID(undefined, { message: BrowserMessages.invalidIdempotencyKey })),
  ),
  paymentToken: requiredText('paymentToken', { max: PAYMENT_TOKEN_MAX }),
}).annotate({ message: BrowserMessages.fillUp });
export type CaptureBody = typeof CaptureBody.Type;
export type CaptureBodyInput = typeof CaptureBody.Encoded;

/** `data` of a successful capture (also of a repeat, and of paying an order already paid). */
export const Capture = Schema.Struct({
  movementId: Schema.String,
  paymentStatus: Schema.Literal('paid'),
  /** The payment provider's reference of the capture. */
  captureId: Schema.String,
  /** US cents: the order's total. */
  amount: Cents,
  currency: Currency,
  /** ISO 8601. */
  capturedAt: Schema.String,
});
export type Capture = typeof Capture.Type;
