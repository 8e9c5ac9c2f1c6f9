import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, INTL_LOCALES, type Locale } from '../../src/schemas/locales.ts';
import { translateMessage } from '../../src/schemas/translateMessage.ts';
import { keyedCompactly, withCompactCatalogs } from '../../src/schemas/compactCatalogs.ts';
import { messages as appEn } from '../../src/locales/app/en.ts';
import { messages as appEs } from '../../src/locales/app/es.ts';
import { messages as serverEn } from '../locales/en.ts';
import { messages as serverEs } from '../locales/es.ts';

// The server's words in each language: the message tables' (the app catalog holds them, the API
// answers with them) and its own (emails, notification titles, PDFs: server/locales). One I18n
// per language, made once; a request, an email or a document picks the one it is written in.

// The app's compiled catalogs are compact (src/schemas/compactCatalogs.ts); the server's own are keyed the same way here.
const CATALOGS: Readonly<Record<Locale, Messages>> = { en: { ...appEn, ...keyedCompactly(serverEn) }, es: { ...appEs, ...keyedCompactly(serverEs) } };

export { INTL_LOCALES };

const instances = new Map<Locale, I18n>();

export function serverI18n(locale: Locale = DEFAULT_LOCALE): I18n {
  let i18n = instances.get(locale);
  if (i18n === undefined) {
    i18n = withCompactCatalogs(setupI18n({ locale, locales: [INTL_LOCALES[locale]], messages: { [locale]: CATALOGS[locale] } }));
    instances.set(locale, i18n);
  }
  return i18n;
}

/**
 * A message the API produced in English (the message tables, a notification title) in `locale`.
 * English is returned as it is: its words are the source, byte for byte.
 */
export const translate = (locale: Locale, text: string): string => (locale === DEFAULT_LOCALE ? text : translateMessage(serverI18n(locale), text));

/** Fills a descriptor's simple {holes} with values: the English a stored text keeps (it is translated when read). */
export const fill = (id: string, values: Readonly<Record<string, string | number>>): string =>
  id.replace(/\{(\w+)\}/g, (hole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : hole));
