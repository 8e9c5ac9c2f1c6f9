import { Hono } from 'hono';
import { Messages } from '../../src/schemas/messages.ts';
import { CaptureBody, PaymentSetupBody } from '../../src/schemas/payment.ts';
import { requireCapability } from '../auth/requireCapability.ts';
import { requireAuth, type AuthCheckDeps, type AuthEnv } from '../auth/requireAuth.ts';
import { ok } from '../http/ok.ts';
import { validateBody } from '../http/validateBody.ts';
import type { Logger } from '../Logger.ts';
import type { PushHub } from '../notifications/PushHub.ts';
import { capturePayment, preparePayment } from '../payments/capture.ts';
import type { PaymentProvider } from '../payments/PaymentProvider.ts';

export interface PaymentDeps extends AuthCheckDeps {
  readonly provider: PaymentProvider;
  readonly log: Logger;
  readonly push: PushHub;
}

/**
 * Paying an order (signed in, company-scoped). No call here ever carries a card: the browser types
 * it into the provider's own fields and sends us the provider's token.
 * - POST /v1/user/payPal/order: how to collect the card for this order (PayPal: its order id).
 * - POST /v1/user/payPal/capture: charges the order's own total with the token, idempotently (see
 *   payments/capture.ts). 200 capture; 402 declined; 404 unknown order; 409 not payable.
 */
export function paymentRoutes(deps: PaymentDeps): Hono<AuthEnv> {
  const routes = new Hono<AuthEnv>();
  // Paying is a Booker's.
  const pays = requireCapability(deps, 'orders.pay');
  routes.post('/v1/user/payPal/order', requireAuth(deps), pays, validateBody(PaymentSetupBody), async (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, await preparePayment(deps, c.var.auth, c.req.valid('json')), Messages.paymentReady);
  });
  routes.post('/v1/user/payPal/capture', requireAuth(deps), pays, validateBody(CaptureBody), async (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, await capturePayment(deps, c.var.auth, c.req.valid('json')), Messages.paymentCaptured);
  });
  return routes;
}
