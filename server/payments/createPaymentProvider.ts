import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config.ts';
import type { Database } from '../db/Database.ts';
import type { PaymentProvider } from './PaymentProvider.ts';
import { PayPalProvider } from './PayPalProvider.ts';
import { TestCardProvider } from './TestCardProvider.ts';

/** PayPal when its credentials are configured; otherwise the test-card provider (no money moves). */
export function createPaymentProvider(config: Pick<ServerConfig, 'paypal'>, db: Kysely<Database>): PaymentProvider {
  return config.paypal !== undefined ? new PayPalProvider(config.paypal) : new TestCardProvider(db);
}
