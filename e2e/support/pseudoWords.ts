import { expect, type Page } from '@playwright/test';
import { englishOnPage, PSEUDO_LOCALE, testLocale, words } from './language';

// The pseudo-language's check: in en-XA every word the catalogs hold comes out accented ("Śĩĝń ĩń"),
// so a visible word of plain ASCII letters on a page was written outside the catalogs (or came as
// data: the test's own company, addresses, numbers, dates Intl wrote, which are listed). The build
// of the browser suite takes en-XA from the cookie (VITE_PSEUDO_LOCALE); no other build does.

/** Words no catalog holds on purpose: the brand, units and codes, and data the test or the seed made. */
export const DATA_WORDS = [
  ...['Cargo', 'Connects', 'USD', 'MXN', 'App', 'Store', 'Google', 'Play'],
  // Places are named as they are (the bridges have catalog names; the cities do not).
  ...['Monterrey', 'Nuevo', 'Dallas', 'Texas', 'Laredo', 'Paso', 'Ciudad', 'Otay', 'Mesa', 'Tijuana', 'Nogales', 'Pharr', 'Reynosa'],
  // The test's own data: its company, addresses and contacts (e2e/support).
  ...['Test', 'Shipper', 'example', 'com', 'cargoconnects', 'test', 'pseudo', 'Freight', 'Planta', 'Apodaca', 'Industrial', 'Pkwy', 'Dock', 'Manager'],
  // File formats.
  ...['PNG', 'JPEG', 'WebP', 'GIF', 'PDF'],
];

/**
 * Visible text nodes carrying a plain-ASCII word of three letters or more that is not data.
 * `serverTexts`: what the API wrote (notification bodies, help pages): the server speaks en and es
 * only, and its Spanish is proven by tests/server/locale.test.ts; here it is data.
 */
export async function wordsOutsideTheCatalog(page: Page, data: readonly string[] = [], serverTexts: readonly string[] = []): Promise<string[]> {
  return page.evaluate(
    ({ allowed, fromServer }) => {
      // A text the page shortened ("… is taking …") is data when a server text begins with it.
      const shortened = (text: string) => {
        const head = text.replace(/\s*(…|\.\.\.)$/, '');
        return head !== text && head.length >= 3 && fromServer.some((known) => known.startsWith(head));
      };
      const withoutData = (text: string) =>
        shortened(text) ? ' ' : fromServer.reduce((rest, known) => rest.replaceAll(known, ' '), text).replace(/\S+@\S+/g, ' ').replace(/\b[A-Za-z]*\d[A-Za-z0-9]*\b/g, ' ');
      // Months and weekdays as Intl writes them for this language: formats, not catalog words.
      const formats = new Set<string>();
      for (let m = 0; m < 12; m++) for (const month of ['long', 'short'] as const) formats.add(new Date(2026, m, 1).toLocaleString('en-XA', { month }));
      for (let d = 1; d <= 7; d++) for (const weekday of ['long', 'short'] as const) formats.add(new Date(2026, 10, d).toLocaleString('en-XA', { weekday }));
      // Lists as Intl joins them ("PNG, JPEG or GIF").
      const allowedWords = new Set([...allowed, ...formats, 'AM', 'PM', 'and'].map((w) => w.toLowerCase()));
      // Text marked as another language on purpose (a language's own name in the switch, a page whose text the server has only in English).
      const otherLanguage = (element: Element) => {
        const marked = element.closest('[lang]');
        return marked !== null && marked !== document.documentElement && marked.getAttribute('lang') !== document.documentElement.lang;
      };
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const element = node.parentElement;
        if (!text || !element || element.closest('script, style, noscript, [data-devtools], [data-testid="devtools"], aside[aria-label="Developer tools"]')) continue;
        if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || otherLanguage(element)) continue;
        const plain = withoutData(text).split(/[^\p{L}]+/u).filter((word) => word.length >= 3 && /^[A-Za-z]+$/.test(word) && !allowedWords.has(word.toLowerCase()));
        if (plain.length > 0) found.push(`${element.tagName.toLowerCase()}: "${text.slice(0, 80)}"`);
      }
      // Accessible names said aloud but not drawn as text.
      for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
        if (element.closest('aside[aria-label="Developer tools"], [data-devtools], [aria-hidden="true"]') || otherLanguage(element)) continue;
        for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(attribute);
          if (!value) continue;
          const plain = withoutData(value).split(/[^\p{L}]+/u).filter((word) => word.length >= 3 && /^[A-Za-z]+$/.test(word) && !allowedWords.has(word.toLowerCase()));
          if (plain.length > 0) found.push(`${element.tagName.toLowerCase()}[${attribute}]: "${value.slice(0, 80)}"`);
        }
      }
      return found;
    },
    { allowed: [...DATA_WORDS, ...data], fromServer: [...serverTexts].filter((t) => t.length >= 3).sort((a, b) => b.length - a.length) },
  );
}



/** Every string of a JSON value. */
export const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(stringsOf) : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];

/** Answers the server writes in the reader's language itself: its pages and its notifications. */
const SERVER_WRITTEN = /^\/v1\/(common\/guidelinePages|user\/notification)/;

/**
 * What went between the page and the API as data, to the pseudo check: the company, addresses,
 * names and notes the customer typed, and what the server writes itself (its pages, a
 * notification, a message of its own: it speaks en and es, its Spanish proven by
 * tests/server/locale.test.ts). Any other string the browser's catalogs can say (a status, a
 * service's name, a quote's line, a message of the tables) is not: the view must show it through
 * the catalog, accented.
 */
export function watchServerWords(page: Page): () => Promise<string[]> {
  const pending: Promise<string[]>[] = [];
  const { message } = words(PSEUDO_LOCALE);
  const unsaid = (texts: string[]) => texts.filter((text) => message(text) === text);
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/v1/')) {
      try {
        pending.push(Promise.resolve(unsaid(stringsOf(request.postDataJSON()))));
      } catch {
        // not JSON (a file upload): nothing typed to read
      }
    }
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/v1/') || !/json/.test(response.headers()['content-type'] ?? '')) return;
    pending.push(response.json().then((body: unknown) => (SERVER_WRITTEN.test(pathname) ? stringsOf(body) : unsaid(stringsOf(body))), () => []));
  });
  return async () => [...new Set((await Promise.all(pending)).flat())];
}

/** What the page keeps in its storage (the saved request): the customer's own data. */
const storedWords = (page: Page): Promise<string[]> =>
  page.evaluate(() => Object.values(window.localStorage)).then((values) =>
    values.flatMap((value) => {
      try {
        return stringsOf(JSON.parse(value));
      } catch {
        return [value];
      }
    }),
  );

/** A page between two documents has no words to read: nothing to say then. */
const unlessNavigating = (error: Error): string[] | Promise<never> => (/context was destroyed|navigat/i.test(error.message) ? [] : Promise.reject(error));

/**
 * The check of the running test's language after each screen (soft: every screen's list is
 * reported): in Spanish, no English where the catalog has Spanish; in the pseudo-language, no word
 * outside the catalogs. In English, none (the tests' own oracles are the spec's words).
 */
export function languageCheck(page: Page): (where: string) => Promise<void> {
  const locale = testLocale();
  if (locale === 'en') return async () => {};
  if (locale === 'es') return async (where) => expect.soft(await englishOnPage(page).catch(unlessNavigating), `English words ${where}`).toEqual([]);
  const serverWords = watchServerWords(page);
  const { message } = words(PSEUDO_LOCALE);
  return async (where) => {
    const data = [...(await serverWords()), ...(await storedWords(page).catch(() => [])).filter((text) => message(text) === text)];
    expect.soft(await wordsOutsideTheCatalog(page, [], data).catch(unlessNavigating), `words outside the catalogs ${where}`).toEqual([]);
  };
}
