import { getCookie } from 'hono/cookie';
import { Hono } from 'hono';
import { Messages } from '../../src/schemas/messages.ts';
import { CreateOrderBody, UserReferenceBody, type ReferenceAvailability, type SuggestedReference } from '../../src/schemas/orderBody.ts';
import { DropDistancesRequest, QuoteRequest } from '../../src/schemas/quote.ts';
import { requireAuth, type AuthCheckDeps, type AuthEnv } from '../auth/requireAuth.ts';
import { requireCapability } from '../auth/requireCapability.ts';
import { fail } from '../http/HttpError.ts';
import { ok } from '../http/ok.ts';
import { validateBody } from '../http/validateBody.ts';
import { createOrder, findOrder, isReferenceTaken, referenceTaken, suggestReference, toOrder } from '../service/orders.ts';
import { orderReceipt } from '../service/receipts.ts';
import { localeOf } from '../i18n/requestLocale.ts';
import { LOCALE_COOKIE, parseLocale } from '../../src/schemas/locales.ts';
import { quotedPriceFor } from '../service/quotedPrice.ts';
import { distancesOf, resolveRoute, resolveSelection } from '../service/selection.ts';

/**
 * Orders (signed in, company-scoped): the reference suggestion and check, the server's price and
 * route of a choice, creating an order (admin-verified companies only), reading one and its receipt
 * (or refund note) as a PDF.
 */
export function orderRoutes(deps: AuthCheckDeps): Hono<AuthEnv> {
  const { db } = deps;
  const routes = new Hono<AuthEnv>();
  const auth = requireAuth(deps);
  // Reading orders is every role's; preparing and placing one is a Booker's.
  const books = requireCapability(deps, 'services.request');

  // Before /v1/user/order/:movementId, which would otherwise match 'reference'.
  routes.get('/v1/user/order/reference', auth, books, async (c) => {
    const data: SuggestedReference = { reference: await suggestReference(db, c.var.auth.companyId) };
    c.header('Cache-Control', 'no-store');
    return ok(c, data, Messages.referenceSuggested);
  });

  routes.post('/v1/user/order/reference/validate', auth, books, validateBody(UserReferenceBody), async (c) => {
    const { userReference } = c.req.valid('json');
    if (await isReferenceTaken(db, c.var.auth.companyId, userReference)) throw referenceTaken();
    const data: ReferenceAvailability = { available: true };
    return ok(c, data, Messages.referenceAvailable);
  });

  routes.post('/v1/user/order/coordinatesPrice', auth, books, validateBody(QuoteRequest), async (c) => {
    const request = c.req.valid('json');
    const selection = await resolveSelection(db, c.var.auth.companyId, request);
    // A PricedQuote: `quoted` says how a booked instant quote's price was decided.
    return ok(c, await quotedPriceFor(db, selection, request.quoteId), Messages.quoteCalculated);
  });

  routes.post('/v1/user/order/calculateDropDistances', auth, books, validateBody(DropDistancesRequest), async (c) => {
    const route = await resolveRoute(db, c.var.auth.companyId, c.req.valid('json'));
    return ok(c, distancesOf(route), Messages.distancesCalculated);
  });

  // A Booker of a company the admin verified (requireVerified's answer), read in one query.
  const booksVerified = requireCapability(deps, 'services.request', { verifiedCompany: true });
  routes.post('/v1/user/order', auth, booksVerified, validateBody(CreateOrderBody), async (c) => {
    const order = await createOrder(db, c.var.auth, c.req.valid('json'));
    return ok(c, order, Messages.orderCreated, 201);
  });

  routes.get('/v1/user/order/:movementId', auth, async (c) => {
    const row = await findOrder(db, c.var.auth.companyId, c.req.param('movementId'));
    if (row === undefined) fail(404, Messages.orderNotFound);
    c.header('Cache-Control', 'no-store');
    return ok(c, toOrder(row), Messages.orderFetched);
  });

  // A download the order page opens as a plain link, hence the token cookie too; such a link
  // sends the browser's Accept-Language, so the page's language (its cookie) comes first.
  routes.get('/v1/user/order/:movementId/receipt', requireAuth(deps, { tokenCookie: true }), async (c) => {
    const locale = parseLocale(getCookie(c, LOCALE_COOKIE)) ?? localeOf(c);
    const receipt = await orderReceipt(db, c.var.auth.companyId, c.req.param('movementId'), locale);
    c.header('Content-Type', 'application/pdf');
    c.header('Content-Disposition', `attachment; filename="${receipt.fileName}"`);
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(new Uint8Array(receipt.bytes));
  });

  return routes;
}
