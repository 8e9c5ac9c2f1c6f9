import { Hono } from 'hono';
import { parseLocale, type Locale } from '../../src/schemas/locales.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { requireAuth, sessionExpired, type AuthCheckDeps, type AuthEnv } from '../auth/requireAuth.ts';
import { fail } from '../http/HttpError.ts';
import { ok } from '../http/ok.ts';
import { readJsonBody } from '../http/readJsonBody.ts';
import { savedLocaleOf } from '../i18n/savedLocales.ts';

/** `data` of GET and PUT /v1/user/locale. */
export interface LocaleData {
  readonly locale: Locale;
}

/**
 * The signed-in user's language: GET reads it, PUT `{ locale }` saves one of LOCALES (emails,
 * notifications and documents then arrive in it). Anything else is 400 with a fixed message (the
 * input is never repeated) and nothing changes.
 */
export function localeRoutes(deps: AuthCheckDeps): Hono<AuthEnv> {
  const { db } = deps;
  const routes = new Hono<AuthEnv>();

  routes.get('/v1/user/locale', requireAuth(deps, { beforeTwoFactor: true }), async (c) => {
    const locale = await savedLocaleOf(db, c.var.auth.accountId);
    // The account was deleted after the token was issued (a removed sub-user).
    if (locale === null) throw sessionExpired();
    c.header('Cache-Control', 'no-store');
    const data: LocaleData = { locale };
    return ok(c, data, Messages.localeFetched);
  });

  routes.put('/v1/user/locale', requireAuth(deps, { beforeTwoFactor: true }), async (c) => {
    const body = await readJsonBody(c);
    const given = typeof body === 'object' && body !== null ? (body as { locale?: unknown }).locale : undefined;
    const locale = parseLocale(typeof given === 'string' ? given : null) ?? fail(400, Messages.localeInvalid, { locale: Messages.localeInvalid });
    const saved = await db.updateTable('accounts').set({ locale }).where('id', '=', c.var.auth.accountId).returning('locale').executeTakeFirst();
    // The account was deleted after the token was issued (a removed sub-user).
    if (saved === undefined) throw sessionExpired();
    deps.savedLocales?.forget(c.var.auth.accountId);
    const data: LocaleData = { locale };
    return ok(c, data, Messages.localeSaved);
  });

  return routes;
}
