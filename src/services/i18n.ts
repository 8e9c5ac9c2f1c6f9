import { i18n, type Messages } from '@lingui/core';
import Cookies from 'js-cookie';
import { COVERED_BY, type CatalogPart } from '../schemas/catalogParts.ts';
import { withCompactCatalogs } from '../schemas/compactCatalogs.ts';
import { DEFAULT_LOCALE, INTL_LOCALES, isLocale, LOCALE_COOKIE, parseLocale, type Locale } from '../schemas/locales.ts';
import { getConfig } from './config.ts';
import { getLocaleCookie, setLocaleCookie } from './cookies.ts';

/**
 * The language the page is in, and its catalogs (docs/i18n.md). Lingui's i18n instance is the
 * one the views read through useI18n; only the active language's catalogs load, each part when
 * the first page that needs it does (src/schemas/catalogParts.ts): "landing" with the landing,
 * "public" with the other plain pages, an area's part with its pages.
 */
export type { CatalogPart };

/**
 * Pseudo-English (accented and padded): any text on screen without accents came from outside the
 * catalogs. Only a build with VITE_PSEUDO_LOCALE takes it, from the cookie (e2e/pseudoLocale.spec.ts).
 */
export const PSEUDO_LOCALE = 'en-XA';
type CatalogLocale = Locale | typeof PSEUDO_LOCALE;

// Literal paths, so the bundler makes one chunk per catalog.
const catalogs: Record<CatalogPart, Record<CatalogLocale, () => Promise<{ messages: Messages }>>> = {
  landing: { en: () => import('../locales/landing/en.ts'), es: () => import('../locales/landing/es.ts'), 'en-XA': () => import('../locales/landing/en-XA.ts') },
  public: { en: () => import('../locales/public/en.ts'), es: () => import('../locales/public/es.ts'), 'en-XA': () => import('../locales/public/en-XA.ts') },
  orders: { en: () => import('../locales/orders/en.ts'), es: () => import('../locales/orders/es.ts'), 'en-XA': () => import('../locales/orders/en-XA.ts') },
  order: { en: () => import('../locales/order/en.ts'), es: () => import('../locales/order/es.ts'), 'en-XA': () => import('../locales/order/en-XA.ts') },
  wizard: { en: () => import('../locales/wizard/en.ts'), es: () => import('../locales/wizard/es.ts'), 'en-XA': () => import('../locales/wizard/en-XA.ts') },
  account: { en: () => import('../locales/account/en.ts'), es: () => import('../locales/account/es.ts'), 'en-XA': () => import('../locales/account/en-XA.ts') },
  site: { en: () => import('../locales/site/en.ts'), es: () => import('../locales/site/es.ts'), 'en-XA': () => import('../locales/site/en-XA.ts') },
  app: { en: () => import('../locales/app/en.ts'), es: () => import('../locales/app/es.ts'), 'en-XA': () => import('../locales/app/en-XA.ts') },
};

// Compact catalogs: keyed by a hash of the words; English holds only what its ids cannot say.
withCompactCatalogs(i18n);

const loaded = new Map<string, Promise<void>>();
const wanted = new Set<CatalogPart>();

function load(locale: CatalogLocale, part: CatalogPart): Promise<void> {
  const key = `${locale}/${part}`;
  let promise = loaded.get(key);
  if (!promise) {
    promise = catalogs[part][locale]().then(({ messages }) => i18n.load(locale, messages));
    // A failed download is tried again by the next caller.
    promise.catch(() => loaded.delete(key));
    loaded.set(key, promise);
  }
  return promise;
}

let ready = new Set<string>();

/** The language this page was served in (the server chose it: cookie, then Accept-Language), else the cookie's, else English. */
export function pageLocale(doc: Document = document, pseudo = getConfig().features.pseudoLocale): CatalogLocale {
  if (pseudo && Cookies.get(LOCALE_COOKIE) === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  return parseLocale(doc.documentElement.lang) ?? getLocaleCookie() ?? DEFAULT_LOCALE;
}

const activeLocale = (): CatalogLocale | null => (i18n.locale === PSEUDO_LOCALE ? PSEUDO_LOCALE : parseLocale(i18n.locale));

const ensured = new Map<string, Promise<void>>();
const failed = new Set<string>();
/** Loads a part of the active language's catalog (and keeps it loaded when the language changes); the same promise for the same part (React's `use`). */
export function ensureCatalog(part: CatalogPart): Promise<void> {
  wanted.add(part);
  const locale = activeLocale() ?? pageLocale();
  const covering = COVERED_BY[part].find((bigger) => ready.has(`${locale}/${bigger}`));
  if (covering !== undefined && covering !== part) return ensureCatalog(covering);
  const key = `${locale}/${part}`;
  let promise = ensured.get(key);
  if (!promise) {
    promise = load(locale, part).then(() => {
      ready.add(key);
    });
    // Kept as it failed, so the page waiting on it shows the failure (a new promise at each render
    // would keep it waiting); Try again asks again (retryFailedCatalogs).
    promise.catch(() => failed.add(key));
    ensured.set(key, promise);
  }
  return promise;
}

/** Forgets the catalog parts that failed to download, so the next page asks for them again. */
export function retryFailedCatalogs(): void {
  for (const key of failed) ensured.delete(key);
  failed.clear();
}

/** Whether a part is in for the active language (no waiting needed to render with it). */
export const catalogReady = (part: CatalogPart): boolean => COVERED_BY[part].some((bigger) => ready.has(`${i18n.locale}/${bigger}`));

/**
 * Turns the page to `locale`: its catalogs first (nothing re-renders half translated), then the
 * language, `<html lang>` and the cookie. The page, its state and anything typed stay.
 */
export async function activateLocale(locale: CatalogLocale, parts: readonly CatalogPart[] = [...wanted]): Promise<void> {
  await Promise.all(parts.map((part) => load(locale, part)));
  ready = new Set([...ready, ...parts.map((part) => `${locale}/${part}`)]);
  // Lingui's own number and date formats as the views' (Mexican Spanish, not Spain's).
  i18n.activate(locale, [isLocale(locale) ? INTL_LOCALES[locale] : 'en-US']);
  document.documentElement.lang = locale;
  if (locale !== PSEUDO_LOCALE) setLocaleCookie(locale);
}

/** When no catalog could load: English ids as they are (the source words), rather than no page. */
export function activateWithoutCatalog(): void {
  if (!i18n.locale) i18n.activate(DEFAULT_LOCALE);
}

export { i18n };
