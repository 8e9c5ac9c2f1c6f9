import { Hono } from 'hono';
import { Messages } from '../../src/schemas/messages.ts';
import { CardTokenBody } from '../../src/schemas/payment.ts';
import { ok } from '../http/ok.ts';
import { validateBody } from '../http/validateBody.ts';
import { CARD_TOKEN_PATH, type TestCardProvider } from '../payments/TestCardProvider.ts';

/**
 * The test provider's own card endpoint (only when PayPal is not configured): the browser posts the
 * card here, as it would to a real provider's card fields, and gets a one-time token for our API.
 * Outside /v1/ on purpose: our API's calls never carry card data. Nothing of the card is logged or
 * kept but its last four digits.
 */
export function cardSandboxRoutes(provider: TestCardProvider): Hono {
  const routes = new Hono();
  routes.post(CARD_TOKEN_PATH, validateBody(CardTokenBody), async (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, await provider.tokenize(c.req.valid('json').card), Messages.cardTokenized, 201);
  });
  return routes;
}
