import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Card, CardToken, PaymentSetup } from '../../src/schemas/payment.ts';
import type { Database } from '../db/Database.ts';
import { TOKEN_EXPIRED, type ChargeRequest, type ChargeResult, type PaymentProvider, type RefundRequest, type RefundResult } from './PaymentProvider.ts';

/** Captured by the test provider. */
export const TEST_CARD_SUCCESS = '4242424242424242';
/** Declined by the test provider. */
export const TEST_CARD_DECLINED = '4000000000000002';
/** Where the browser sends the card: the provider's route, outside our API (/v1/). */
export const CARD_TOKEN_PATH = '/payment-sandbox/tokens';
/** A token stands for its card this long, like a real provider's one-time token. */
export const CARD_TOKEN_TTL_SECONDS = 15 * 60;

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');
const referenceOf = (prefix: string, key: string): string => `${prefix}${createHash('sha256').update(key).digest('hex').slice(0, 20).toUpperCase()}`;

/**
 * The default provider when PayPal is not configured (development, tests, demos): no network, no
 * money, but the shape of a real provider. The browser sends the card to the provider's own route
 * (`tokenize`, see routes/cardSandbox.ts), which keeps only a hashed one-time token, the last four
 * digits and what the test card does; our API charges the token. Test cards: 4242 4242 4242 4242 is
 * captured; 4000 0000 0000 0002 is declined; any other number that passed validation (13–19 digits,
 * Luhn-valid) is captured. A token is good for one attempt (one idempotency key) for 15 minutes; the
 * same key always gives the same capture reference. Refunds always succeed.
 */
export class TestCardProvider implements PaymentProvider {
  readonly name = 'test-card';
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  async prepare(): Promise<PaymentSetup> {
    return { provider: 'test-card', tokenUrl: CARD_TOKEN_PATH };
  }

  /** The provider's side of its card fields: the card becomes a one-time token. */
  async tokenize(card: Card): Promise<CardToken> {
    const token = `tok_${randomBytes(24).toString('base64url')}`;
    const row = await this.#db
      .insertInto('card_tokens')
      .values({
        token_hash: hashOf(token),
        last4: card.number.slice(-4),
        outcome: card.number === TEST_CARD_DECLINED ? 'decline' : 'approve',
        expires_at: sql<Date>`now() + make_interval(secs => ${CARD_TOKEN_TTL_SECONDS})`,
      })
      .returning(['last4', 'expires_at'])
      .executeTakeFirstOrThrow();
    return { token, last4: row.last4, expiresAt: row.expires_at.toISOString() };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    // Claims the token for this attempt; a repeat of the same attempt finds it claimed by its own key.
    const claimed = await this.#db
      .updateTable('card_tokens')
      .set({ used_by_key: request.idempotencyKey })
      .where('token_hash', '=', hashOf(request.paymentToken))
      .where((eb) => eb.or([eb('used_by_key', 'is', null), eb('used_by_key', '=', request.idempotencyKey)]))
      .where((eb) => eb.or([eb('expires_at', '>', sql<Date>`now()`), eb('used_by_key', '=', request.idempotencyKey)]))
      .returning(['last4', 'outcome'])
      .executeTakeFirst();
    if (claimed === undefined) return { status: 'declined', reason: TOKEN_EXPIRED };
    if (claimed.outcome === 'decline') return { status: 'declined', reason: 'card_declined' };
    return { status: 'captured', providerRef: referenceOf('TEST-', request.idempotencyKey), cardLast4: claimed.last4 };
  }

  /** Always refunded; the same key gives the same refund reference. */
  async refund(request: RefundRequest): Promise<RefundResult> {
    return { providerRef: referenceOf('TEST-REFUND-', request.idempotencyKey) };
  }
}
