import { Hono } from 'hono';
import { ContactForm } from '../../src/schemas/contactForm.ts';
import { Messages } from '../../src/schemas/messages.ts';
import type { AuthDeps } from '../auth/AuthDeps.ts';
import { clientIp } from '../auth/clientIp.ts';
import { rateRules, tryTake } from '../auth/rateLimit.ts';
import { saveContactMessage } from '../content/contactMessages.ts';
import { fail } from '../http/HttpError.ts';
import { ok } from '../http/ok.ts';
import { validateBody } from '../http/validateBody.ts';

/**
 * POST /v1/common/contact (public, /contact-us): stores the message for the team
 * (`npm run admin -- messages`). At most 5 stored messages per client IP an hour; a body that
 * fails validation stores nothing and does not count.
 */
export function contactRoutes(deps: Pick<AuthDeps, 'db' | 'trustProxy'>): Hono {
  const { db } = deps;
  const routes = new Hono();

  routes.post('/v1/common/contact', validateBody(ContactForm), async (c) => {
    const form = c.req.valid('json');
    const ip = clientIp(c, deps.trustProxy);
    if (!(await tryTake(db, rateRules.contactIp, ip ?? 'unknown'))) fail(429, Messages.tooManyAttempts);
    await saveContactMessage(db, form, ip);
    return ok(c, null, Messages.contactReceived, 201);
  });

  return routes;
}
