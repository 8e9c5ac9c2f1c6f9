import type { Card } from '../../src/schemas/payment.ts';

export interface ChargeRequest {
  /** US cents, > 0. */
  readonly amountCents: number;
  readonly currency: 'USD';
  /** Decoded card (number without spaces, expiry MM/YY). Never stored, never logged. */
  readonly card: Card;
  /** The client's key for this attempt: providers that support it make a repeat return the first result. */
  readonly idempotencyKey: string;
  /** Our order: the movement id. */
  readonly reference: string;
}

export type ChargeResult =
  | { readonly status: 'captured'; readonly providerRef: string }
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
