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

/** A card payment provider. A thrown error means "no answer" (network, time-out, unexpected reply). */
export interface PaymentProvider {
  /** Stored with each payment, e.g. 'test-card', 'paypal'. */
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

/** The provider could not be reached or answered something we cannot read as captured or declined. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}
