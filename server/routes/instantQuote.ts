import { Hono } from 'hono';
import { InstantQuoteRequest } from '../../src/schemas/instantQuote.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { SpecialRequirementsBody } from '../../src/schemas/serviceCatalog.ts';
import type { AuthDeps } from '../auth/AuthDeps.ts';
import { clientIp } from '../auth/clientIp.ts';
import { rateRules, tryTake } from '../auth/rateLimit.ts';
import { fail } from '../http/HttpError.ts';
import { ok } from '../http/ok.ts';
import { validateBody } from '../http/validateBody.ts';
import { transitInfo, typesOfService } from '../service/catalog.ts';
import { createInstantQuote, findInstantQuote } from '../service/instantQuotes.ts';
import { offeredRequirements } from '../service/selection.ts';

export interface InstantQuoteDeps extends Pick<AuthDeps, 'db' | 'trustProxy'> {
  /** Quotes given per client IP an hour (config.quotesPerIpPerHour); rateRules.quoteIp's when not given. */
  readonly quotesPerIpPerHour?: number;
}

/**
 * The instant quote (public, a price before signing up): the form's catalog
 * (GET /v1/common/quote/options, POST /v1/common/quote/specialRequirements, the same data the
 * signed-in wizard reads), a new quote (POST /v1/common/quote, at most quotesPerIpPerHour per
 * client IP; a body that fails validation prices nothing and does not count) and a quote by its
 * id (GET /v1/common/quote/{quoteId}, expired or not).
 */
export function instantQuoteRoutes(deps: InstantQuoteDeps): Hono {
  const { db } = deps;
  const routes = new Hono();
  const quoteIp = { ...rateRules.quoteIp, limit: deps.quotesPerIpPerHour ?? rateRules.quoteIp.limit };

  routes.get('/v1/common/quote/options', async (c) => {
    const [services, info] = await Promise.all([typesOfService(db), transitInfo(db)]);
    return ok(c, { services, transitInfo: info }, Messages.quoteOptionsFetched);
  });

  routes.post('/v1/common/quote/specialRequirements', validateBody(SpecialRequirementsBody), async (c) =>
    ok(c, await offeredRequirements(db, c.req.valid('json')), Messages.catalogFetched),
  );

  routes.post('/v1/common/quote', validateBody(InstantQuoteRequest), async (c) => {
    const request = c.req.valid('json');
    if (!(await tryTake(db, quoteIp, clientIp(c, deps.trustProxy) ?? 'unknown'))) fail(429, Messages.tooManyAttempts);
    return ok(c, await createInstantQuote(db, request), Messages.quoteReady, 201);
  });

  // After /v1/common/quote/options, which ':quoteId' would otherwise match too.
  routes.get('/v1/common/quote/:quoteId', async (c) => {
    const quote = await findInstantQuote(db, c.req.param('quoteId'));
    if (quote === undefined) fail(404, Messages.quoteNotFound);
    c.header('Cache-Control', 'no-store');
    return ok(c, quote, Messages.quoteFetched);
  });

  return routes;
}
