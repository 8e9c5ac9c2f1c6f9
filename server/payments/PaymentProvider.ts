import type { PaymentSetup } from '../../src/schemas/payment.ts';

/** Getting ready to pay one order: what the browser needs to collect the card with the provider. */
export interface PrepareRequest {
  /** US cents, > 0: the order's own total. */
  readonly amountCents: number;
  readonly currency: 'USD';
  /** Our order: the movement id. */
  readonly reference: string;
}

export interface ChargeRequest {
  /** US cents, > 0. */
  readonly amountCents: number;
  readonly currency: 'USD';
  /**
   * What the provider gave the browser for the card (the test provider's one-time token, PayPal's
   * order id). The card itself never reaches our API.
   */
  readonly paymentToken: string;
  /** The client's key for this attempt: providers that support it make a repeat return the first result. */
  readonly idempotencyKey: string;
  /** Our order: the movement id. */
  readonly reference: string;
}

export type ChargeResult =
  | { readonly status: 'captured'; readonly providerRef: string; readonly cardLast4: string | null }
  /** reason 'token_expired': the token is unknown, expired or used by another attempt (type the card again). */
  | { readonly status: 'declined'; readonly reason: string };

export interface RefundRequest {
  /** The capture to refund in full (payments.provider_ref). */
  readonly captureRef: string;
  readonly amountCents: number;
  readonly currency: 'USD';
  /** Stable per payment: a repeated refund call must not refund twice. */
  readonly idempotencyKey: string;
}

export interface RefundResult {
  /** The provider's refund id. */
  readonly providerRef: string;
}

/** A card payment provider. A thrown error means "no answer" (network, time-out, unexpected reply). */
export interface PaymentProvider {
  /** Stored with each payment, e.g. 'test-card', 'paypal'. */
  readonly name: string;
  /** What the browser needs to collect the card for this order (PayPal: creates PayPal's order). */
  prepare(request: PrepareRequest): Promise<PaymentSetup>;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Refunds a capture in full (a cancelled order, terms "Cancellations"); throws when it could not. */
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** The provider could not be reached or answered something we cannot read as captured or declined. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

/** The reason a provider gives when the token cannot be charged any more (unknown, expired, used). */
export const TOKEN_EXPIRED = 'token_expired';
