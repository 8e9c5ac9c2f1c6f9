import { createHash } from 'node:crypto';
import type { ChargeRequest, ChargeResult, PaymentProvider, RefundRequest, RefundResult } from './PaymentProvider.ts';

/** Captured by the test provider. */
export const TEST_CARD_SUCCESS = '4242424242424242';
/** Declined by the test provider. */
export const TEST_CARD_DECLINED = '4000000000000002';

/**
 * The default provider when PayPal is not configured (development, tests, demos): no network, no
 * money. Test cards: 4242 4242 4242 4242 is captured; 4000 0000 0000 0002 is declined; any other
 * number that passed validation (13–19 digits, Luhn-valid) is captured. Like a real provider, the
 * same idempotency key always gives the same capture reference. Refunds always succeed.
 */
export class TestCardProvider implements PaymentProvider {
  readonly name = 'test-card';

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (request.card.number === TEST_CARD_DECLINED) return { status: 'declined', reason: 'card_declined' };
    const digest = createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 20).toUpperCase();
    return { status: 'captured', providerRef: `TEST-${digest}` };
  }

  /** Always refunded; the same key gives the same refund reference. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    const digest = createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 20).toUpperCase();
    return { providerRef: `TEST-REFUND-${digest}` };
  }
}
