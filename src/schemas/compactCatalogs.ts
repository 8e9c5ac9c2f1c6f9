import type { I18n, MessageDescriptor, MessageOptions } from '@lingui/core';

type Values = MessageDescriptor['values'];

// The compiled catalogs the browser loads are compact (`npm run i18n`, scripts/i18n/compactCatalog.ts):
// - keyed by a short hash of the English id, not the id itself: a Spanish catalog was half ids;
// - in English, without the messages that say exactly their id (two thirds of it): Lingui falls
//   back to the id, which `sourceWords` turns into a message.
// Ids with a {hole} keep their words as keys: translateMessage finds a message made from values
// by its template (src/schemas/translateMessage.ts), and they are few.
// Written here rather than taken from Lingui's generateMessageId: that one hashes with SHA-256
// (js-sha256, ~3 KiB on every page); a 32-bit FNV-1a is enough for a thousand ids, and
// compactCatalog refuses a catalog in which two ids share a key.

const keys = new Map<string, string>();

/** The key of an English id in a compiled browser catalog. */
export function catalogKey(id: string): string {
  if (id.includes('{')) return id;
  let key = keys.get(id);
  if (key === undefined) {
    let hash = 0x811c9dc5;
    for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193);
    key = (hash >>> 0).toString(36);
    keys.set(id, key);
  }
  return key;
}

/** Whether the active catalog holds a message for these English words (English: only those its words cannot say). */
export const hasMessage = (i18n: I18n, id: string): boolean => Object.hasOwn(i18n.messages, catalogKey(id));

/**
 * A message made of an id Lingui found no translation for (an English message left out as its
 * own words): the words as they are, a `{name}` filled with its value. Plurals and selects are
 * never left out, so none needs more.
 */
export function sourceWords(id: string): (string | [string])[] {
  return id
    .split(/\{(\w+)\}/)
    .map((part, i): string | [string] => (i % 2 === 1 ? [part] : part))
    .filter((part) => part !== '');
}

const wrapped = new WeakSet<I18n>();

/**
 * A Lingui instance that reads compact catalogs: `i18n._('English words')` looks up the words'
 * key and falls back to the words. Every instance loading a compiled browser catalog needs it
 * (the browser's, the prerender's, the server's, the tests').
 */
export function withCompactCatalogs(i18n: I18n): I18n {
  if (wrapped.has(i18n)) return i18n;
  wrapped.add(i18n);
  const translate = i18n._.bind(i18n);
  i18n._ = ((id: string | MessageDescriptor, values?: Values, options?: MessageOptions) => {
    const descriptor = typeof id === 'string' ? { id } : id;
    return translate(catalogKey(descriptor.id), values ?? descriptor.values, { ...options, message: descriptor.message ?? descriptor.id });
  }) as I18n['_'];
  return i18n.setMessagesCompiler(sourceWords);
}

/** A catalog keyed by English ids (the server's own, compiled by Lingui) keyed as the compact ones. */
export const keyedCompactly = <T>(messages: Readonly<Record<string, T>>): Record<string, T> =>
  Object.fromEntries(Object.entries(messages).map(([id, message]) => [catalogKey(id), message]));
