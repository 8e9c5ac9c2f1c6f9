import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { test, type PlaywrightTestOptions } from '@playwright/test';
import { messages as appEn } from '../../src/locales/app/en';
import { messages as appEs } from '../../src/locales/app/es';
import { messages as appPseudo } from '../../src/locales/app/en-XA';
import { messages as serverEn } from '../../server/locales/en';
import { messages as serverEs } from '../../server/locales/es';
import { LOCALE_COOKIE, type Locale } from '../../src/schemas/locales';
import { translateMessage } from '../../src/schemas/translateMessage';
import { CATALOG_PARTS } from '../../src/schemas/catalogParts';
import { catalogKey, hasMessage, keyedCompactly, withCompactCatalogs } from '../../src/schemas/compactCatalogs';

/**
 * The words a browser test looks for, in the language the test runs in. The tests' oracles are the
 * spec's English words; a Spanish run expects the catalog's translation of those very words (the
 * catalogs are the product's own Spanish, reviewed as such: this says the page shows it where the
 * spec's English would be). In English `t` is the identity, so an English test reads exactly as
 * before.
 *
 * A Spanish run fails on a word the Spanish catalog does not translate (absent, or left empty):
 * the page would show English there, and the run is the proof it does not.
 *
 * The pseudo-language (en-XA, accented English compiled from the English catalog) expects the
 * app's words accented and the server's in English (the server speaks en and es only).
 *
 * Which language: a test tagged `@es` runs in Spanish (`inSpanish` tags a group and gives its
 * browser context the cookie and Accept-Language before the first page), one tagged `@pseudo` in
 * en-XA (`inPseudo`, e2e/support/pseudoWords.ts checks its pages).
 */

const root = resolve(import.meta.dirname, '../..');
/** The Spanish catalogs as translators left them: an empty string is a word not translated yet. */
const source = (file: string): Readonly<Record<string, string>> => JSON.parse(readFileSync(resolve(root, file), 'utf8')) as Record<string, string>;

type Catalog = 'app' | 'server';

const CATALOGS: Readonly<Record<Catalog, { en: Messages; es: Messages; file: string }>> = {
  app: { en: appEn, es: appEs, file: 'src/locales/app/es.json' },
  // The server's own are keyed by their words: keyed here as the app's are.
  server: { en: keyedCompactly(serverEn), es: keyedCompactly(serverEs), file: 'server/locales/es.json' },
};

/** A Spanish word the run needs and the catalog lacks: the test names it and where it should be. */
export class NotInSpanish extends Error {
  constructor(id: string, file: string, why: 'absent' | 'empty' | 'unchanged') {
    const reason = { absent: 'is not in the catalog (the view does not say it through i18n._ yet)', empty: 'is not translated yet', unchanged: 'came out in English' }[why];
    super(`Spanish run: "${id}" ${reason} (${file})`);
    this.name = 'NotInSpanish';
  }
}

/** The languages a browser test runs in: ours and the pseudo-language. */
export type TestLocale = Locale | 'en-XA';
export const PSEUDO_LOCALE = 'en-XA';

export interface Words {
  readonly locale: TestLocale;
  /** The app's words (views, the message tables, route titles): `t('Sign in')`, `t('Order {movementId}', { movementId })`. */
  t(id: string, values?: Record<string, unknown>): string;
  /** The server's own words (emails, PDFs, notification titles): server/locales. */
  server(id: string, values?: Record<string, unknown>): string;
  /** An English message a machine, a schema or the API produced (src/schemas/messages.ts), as a view shows it. */
  message(text: string): string;
  /**
   * A title of the server's data (a service, a port, a trailer): its translation when a catalog
   * holds it, else the name as it is (a proper name no catalog holds), as the views show it.
   */
  named(text: string): string;
  /**
   * A pattern for a catalog message whose values vary: each {hole} matches what `holes` gives for
   * it (a pattern's source), else any text. `pattern('Pay {amount}', { amount: '\\S.*' }, '^')`.
   */
  pattern(id: string, holes?: Record<string, string>, anchors?: '^' | '$' | '^$'): RegExp;
  /** Money as the page writes it (the customer's region): '$1,540.00', 'USD 1,540.00'. */
  readonly money: RegExp;
  /** The same as a pattern's source, for a hole: `pattern('Pay {amount}', { amount: w.amount })`. */
  readonly amount: string;
}

// Written here, not asked of Intl: the forms the customer reads in each region.
const MONEY: Readonly<Record<TestLocale, string>> = { en: '\\$[\\d,]+\\.\\d\\d', es: 'USD\\s[\\d,]+\\.\\d\\d', 'en-XA': '\\$[\\d,]+\\.\\d\\d' };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function instance(locale: TestLocale, messages: Messages): I18n {
  // The app's compiled catalogs are compact (src/schemas/compactCatalogs.ts), as the browser reads them.
  const i18n = withCompactCatalogs(setupI18n({ locale, messages: { [locale]: messages } }));
  // An English id no catalog holds yet is still the English words (with its values filled).
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}

const made = new Map<TestLocale, Words>();

/**
 * A catalog message as a pattern: its holes filled with markers, the words around them escaped (the
 * words come out of the compiled catalog, so a pseudo-language's accents are kept).
 */
function patternOf(i18n: I18n, id: string, holes: Record<string, string>, anchors?: '^' | '$' | '^$'): RegExp {
  const names = [...new Set([...id.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))];
  const marked = i18n._(id, Object.fromEntries(names.map((name) => [name, `⟦${name}⟧`])));
  const body = marked
    .split(/⟦(\w+)⟧/)
    .map((part, i) => (i % 2 === 1 ? `(?:${holes[part] ?? '.+?'})` : escapeRegExp(part)))
    .join('');
  return new RegExp(`${anchors?.startsWith('^') ? '^' : ''}${body}${anchors?.endsWith('$') ? '$' : ''}`);
}

/**
 * The ids the browser's catalog parts hold (every part but "app", which is all words, the API's
 * own among them): what the page can say in the pseudo-language. A message the API alone says
 * comes from the server, in English (it speaks en and es).
 */
const BROWSER_CATALOG_IDS: ReadonlySet<string> = new Set(
  CATALOG_PARTS.filter((part) => part !== 'app').flatMap((part) => Object.keys(source(`src/locales/${part}/en.json`))),
);

/** The pseudo-language's words: the app's accented, the server's English, data as the server gives it. */
function pseudoWords(): Words {
  const app = instance(PSEUDO_LOCALE, appPseudo);
  const browserKeys = new Set([...BROWSER_CATALOG_IDS].map(catalogKey));
  const browser = instance(PSEUDO_LOCALE, Object.fromEntries(Object.entries(appPseudo).filter(([key]) => browserKeys.has(key))));
  const server = instance('en', { ...CATALOGS.app.en, ...CATALOGS.server.en });
  return {
    locale: PSEUDO_LOCALE,
    t: (id, values) => app._(id, values),
    server: (id, values) => server._(id, values),
    // A message the browser's catalogs hold comes out accented; the API's own words stay English.
    message: (text) => translateMessage(browser, text),
    named: (text) => (hasMessage(app, text) ? app._(text) : text),
    pattern: (id, holes = {}, anchors) => patternOf(app, id, holes, anchors),
    money: new RegExp(`^${MONEY[PSEUDO_LOCALE]}$`),
    amount: MONEY[PSEUDO_LOCALE],
  };
}

export function words(locale: TestLocale): Words {
  const known = made.get(locale);
  if (known) return known;
  if (locale === PSEUDO_LOCALE) {
    made.set(locale, pseudoWords());
    return made.get(locale)!;
  }
  const i18n = { app: instance(locale, locale === 'es' ? CATALOGS.app.es : CATALOGS.app.en), server: instance(locale, locale === 'es' ? { ...CATALOGS.app.es, ...CATALOGS.server.es } : { ...CATALOGS.app.en, ...CATALOGS.server.en }) };
  const sources = locale === 'es' ? { app: source(CATALOGS.app.file), server: source(CATALOGS.server.file) } : null;

  /** The Spanish text as translated (placeholders kept), or a failure naming the word. */
  const spanishOf = (catalog: Catalog, id: string): string => {
    const file = CATALOGS[catalog].file;
    const own = sources![catalog];
    // The server answers with the message tables, which live in the app's catalog.
    const found = Object.hasOwn(own, id) ? own[id] : catalog === 'server' && Object.hasOwn(sources!.app, id) ? sources!.app[id] : undefined;
    if (found === undefined) throw new NotInSpanish(id, file, 'absent');
    if (found === '') throw new NotInSpanish(id, file, 'empty');
    return found;
  };
  const say = (catalog: Catalog) => (id: string, values?: Record<string, unknown>) => {
    if (locale === 'es') spanishOf(catalog, id);
    return i18n[catalog]._(id, values);
  };
  const result: Words = {
    locale,
    t: say('app'),
    server: say('server'),
    message: (text) => {
      if (locale !== 'es') return text;
      // The app's catalog and the server's: an API answer is either.
      const shown = translateMessage(i18n.server, text);
      if (shown === text) throw new NotInSpanish(text, CATALOGS.app.file, Object.hasOwn(sources!.app, text) || Object.hasOwn(sources!.server, text) ? 'empty' : 'unchanged');
      return shown;
    },
    named: (text) => {
      if (locale !== 'es' || !(Object.hasOwn(sources!.app, text) || Object.hasOwn(sources!.server, text))) return text;
      spanishOf(Object.hasOwn(sources!.app, text) ? 'app' : 'server', text);
      return i18n.server._(text);
    },
    pattern: (id, holes = {}, anchors) => {
      const text = locale === 'es' ? spanishOf('app', id) : id;
      const body = text
        .split(/\{(\w+)\}/)
        .map((part, i) => (i % 2 === 1 ? `(?:${holes[part] ?? '.+?'})` : escapeRegExp(part)))
        .join('');
      return new RegExp(`${anchors?.startsWith('^') ? '^' : ''}${body}${anchors?.endsWith('$') ? '$' : ''}`);
    },
    money: new RegExp(`^${MONEY[locale]}$`),
    amount: MONEY[locale],
  };
  made.set(locale, result);
  return result;
}

/**
 * The headers an API call made by the test sends to be answered in the test's language; an account
 * signed up with them keeps Spanish as its language, as one made from a Spanish page does (the app
 * turns to the account's language at sign-in). Outside a test (a worker's fixture): none.
 */
export function answeredIn(): Record<string, string> {
  let locale: TestLocale = 'en';
  try {
    locale = testLocale();
  } catch {
    // not in a test: English, as before
  }
  return locale === 'es' ? { 'Accept-Language': 'es-MX' } : {};
}

/** The tag that runs a test in Spanish. */
export const SPANISH = '@es';
/** The tag that runs a test in the pseudo-language. */
export const PSEUDO = '@pseudo';

/** The language of the running test: Spanish when it is tagged `@es`, en-XA when `@pseudo`. */
export function testLocale(): TestLocale {
  const { tags } = test.info();
  return tags.includes(SPANISH) ? 'es' : tags.includes(PSEUDO) ? PSEUDO_LOCALE : 'en';
}

/** The running test's words. */
export const said = (): Words => words(testLocale());
/** `t` of the running test's language (see Words.t). */
export const t = (id: string, values?: Record<string, unknown>): string => said().t(id, values);
/** `message` of the running test's language (see Words.message). */
export const message = (text: string): string => said().message(text);
/** `named` of the running test's language (see Words.named). */
export const named = (text: string): string => said().named(text);
/** `pattern` of the running test's language (see Words.pattern). */
export const pattern = (id: string, holes?: Record<string, string>, anchors?: '^' | '$' | '^$'): RegExp => said().pattern(id, holes, anchors);

/**
 * A browser context that speaks Spanish from its first page: the language cookie the switch sets,
 * and a Mexican browser (navigator.language and Accept-Language es-MX; the app's own API calls
 * send the page's language themselves).
 */
export function spanishContext(baseURL: string): Pick<PlaywrightTestOptions, 'locale' | 'storageState'> {
  const { hostname } = new URL(baseURL);
  return {
    locale: 'es-MX',
    storageState: { cookies: [{ name: LOCALE_COOKIE, value: 'es', domain: hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] },
  };
}

/** A browser context in the pseudo-language from its first page (the browser suite's build takes it from the cookie). */
export function pseudoContext(baseURL: string): Pick<PlaywrightTestOptions, 'locale' | 'storageState'> {
  const { hostname } = new URL(baseURL);
  return {
    locale: 'en-US',
    storageState: { cookies: [{ name: LOCALE_COOKIE, value: PSEUDO_LOCALE, domain: hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' }], origins: [] },
  };
}

/** A group of tests in the pseudo-language: tagged `@pseudo`, their contexts in en-XA before the first page. */
export function inPseudo(title: string, body: () => void): void {
  test.describe(title, { tag: PSEUDO }, () => {
    test.use(pseudoContext(`http://localhost:${process.env.E2E_PORT}`));
    body();
  });
}

/** A group of tests in Spanish: tagged `@es`, their contexts in Spanish before the first page. */
export function inSpanish(title: string, body: () => void): void {
  test.describe(title, { tag: SPANISH }, () => {
    test.use(spanishContext(`http://localhost:${process.env.E2E_PORT}`));
    body();
  });
}

/**
 * English the page shows where the Spanish catalog has other words: visible text (a whole text node,
 * or one part of it between ' · ') and accessible names (aria-label, placeholder, title, alt) equal
 * to an English id whose Spanish differs. A Spanish page showing one has left a word untranslated.
 */
export async function englishOnPage(page: import('@playwright/test').Page): Promise<string[]> {
  const spanish = [source(CATALOGS.app.file), source(CATALOGS.server.file)];
  const english = [...new Set(spanish.flatMap((catalog) => Object.entries(catalog).filter(([id, es]) => !/[{}<>]/.test(id) && /\p{L}{2}/u.test(id) && es !== id).map(([id]) => id)))];
  return page.evaluate((ids) => {
    const known = new Set(ids);
    const found = new Set<string>();
    const check = (text: string | null | undefined, where: string) => {
      const whole = (text ?? '').replace(/\s+/g, ' ').trim();
      for (const part of [whole, ...whole.split(' · ')]) if (known.has(part.trim())) found.add(`${where}: "${part.trim()}"`);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest('script, style, noscript, aside[aria-label="Developer tools"], [data-devtools]')) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      check(node.textContent, element.tagName.toLowerCase());
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) check(element.getAttribute(attribute), `${element.tagName.toLowerCase()}[${attribute}]`);
    }
    return [...found];
  }, english);
}
