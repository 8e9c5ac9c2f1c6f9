// The languages the product speaks, and how a request's language is chosen: shared by the
// client, the server and the jobs. English is the source language: its words are the spec's.

export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, as a language switch shows it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', es: 'Español' };

/** How Intl writes numbers, money and dates in each language (Mexican Spanish for 'es'). */
export const INTL_LOCALES: Readonly<Record<Locale, string>> = { en: 'en-US', es: 'es-MX' };

/** The choice's cookie (spec: `i18n_redirected`, 365 days). */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_DAYS = 365;

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** A stored choice (cookie, saved profile): exactly one of LOCALES, anything else is no choice. */
export const parseLocale = (value: string | null | undefined): Locale | null => (isLocale(value) ? value : null);

/**
 * The best of LOCALES for an Accept-Language header (RFC 9110 §12.5.4): by quality, then order;
 * "es-MX" is Spanish; q=0 refuses; null when the header names none of them.
 */
export function negotiateLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const ranges = acceptLanguage
    .slice(0, 512)
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([01](?:\.\d{0,3})?)\s*$/i.exec(p)).find(Boolean);
      return { language: range.trim().toLowerCase().split('-')[0] ?? '', quality: q ? Number(q[1]) : 1, index };
    })
    .filter((r) => r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { language } of ranges) if (isLocale(language)) return language;
  return null;
}

/** A request's language: its explicit choice, then the user's saved one, then the browser's, then English. */
export const chooseLocale = (sources: { chosen?: string | null | undefined; saved?: string | null | undefined; acceptLanguage?: string | null | undefined }): Locale =>
  parseLocale(sources.chosen) ?? parseLocale(sources.saved) ?? negotiateLocale(sources.acceptLanguage) ?? DEFAULT_LOCALE;
