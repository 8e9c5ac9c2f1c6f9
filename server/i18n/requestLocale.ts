import type { Context, MiddlewareHandler } from 'hono';
import { DEFAULT_LOCALE, negotiateLocale, type Locale } from '../../src/schemas/locales.ts';
import type { FieldErrors } from '../../src/schemas/validate.ts';
import { translate } from './serverI18n.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** The language this request is answered in (requestLocale). */
    locale: Locale;
    /** Whether Accept-Language chose it (else a signed-in user's saved language may, see requireAuth). */
    localeFromHeader: boolean;
  }
}

/**
 * The request's language: Accept-Language when it names one we speak (the web app sends its
 * active language), else English; requireAuth then puts a signed-in user's saved language in place
 * of English. Anything else in the header is ignored, never echoed.
 */
export function requestLocale(): MiddlewareHandler {
  return async (c, next) => {
    const chosen = negotiateLocale(c.req.header('Accept-Language'));
    c.set('locale', chosen ?? DEFAULT_LOCALE);
    c.set('localeFromHeader', chosen !== null);
    await next();
    // An API answer's words depend on the header: a shared cache must not hand one language to another.
    if (c.res.headers.get('Content-Type')?.startsWith('application/json') === true) c.res.headers.append('Vary', 'Accept-Language');
  };
}

/** The request's language; English where the middleware did not run (a sub-app tested alone). */
export const localeOf = (c: Context): Locale => (c.get('locale') as Locale | undefined) ?? DEFAULT_LOCALE;

/** An answer's message in the request's language. */
export const messageFor = (c: Context, text: string): string => translate(localeOf(c), text);

/** A field-error map in the request's language (same keys, same order). */
export function fieldErrorsFor(c: Context, errors: FieldErrors | undefined): FieldErrors | undefined {
  if (errors === undefined || localeOf(c) === DEFAULT_LOCALE) return errors;
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, messageFor(c, text)]));
}
