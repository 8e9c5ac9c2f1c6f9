import type { I18n } from '@lingui/core';
import { hasMessage } from './compactCatalogs.ts';

/**
 * A message the machines, schemas or API produced in English (messages.ts), in the active
 * language. The table's words are the catalog's ids (scripts/i18n/messageTableExtractor.ts);
 * a message made from values ("company name must be at most 100 characters") is found by its
 * template ("{label} must be at most {max} characters") and its values are translated too.
 * Text the catalog does not know (already translated by the API, or a server's free text) is
 * shown as it came.
 */
export function translateMessage(i18n: I18n, text: string): string {
  const messages = i18n.messages;
  // The catalogs are compact (compactCatalogs.ts): keyed by catalogKey, English words left out.
  const known = (words: string) => hasMessage(i18n, words);
  if (known(text)) return i18n._(text);
  for (const template of templatesOf(messages)) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values = Object.fromEntries(template.names.map((name, i) => {
      const value = match[i + 1]!;
      // A list of known words ('commercial invoice, packing list') is translated word by word.
      const list = value.split(', ');
      return [name, known(value) ? i18n._(value) : list.length > 1 && list.every(known) ? list.map((item) => i18n._(item)).join(', ') : value];
    }));
    return i18n._(template.id, values);
  }
  return text;
}

type Template = { id: string; names: string[]; pattern: RegExp };

/**
 * What a hole may hold, by its name: an order's id, a number. Any other hole takes any words. So
 * "Order not found" (the API's) is not "Order {movementId}" with the id "not found".
 */
const NUMBER = '\\d[\\d.,]*';
const HOLES: Readonly<Record<string, string>> = {
  movementId: 'CC\\d{8,}',
  ...Object.fromEntries(['count', 'number', 'page', 'position', 'length', 'step', 'max', 'min', 'files', 'megabytes', 'rating', 'year', 'quantity', 'distance', 'km'].map((name) => [name, NUMBER])),
};
/** A limit of the tables (MAX_TITLE, ORDER_LIST_MAX_LIMIT): a number too. */
const holePattern = (name: string): string => HOLES[name] ?? (/^[A-Z_]+$/.test(name) && !name.endsWith('_TYPES') ? NUMBER : '.+?');
// By catalog, and by its size: a language's catalog grows in place as its parts load.
const cache = new WeakMap<object, { size: number; templates: Template[] }>();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The catalog's ids with simple {value} holes (no plural or select), as patterns over the English text. */
function templatesOf(messages: object): Template[] {
  const ids = Object.keys(messages);
  let templates = cache.get(messages)?.size === ids.length ? cache.get(messages)!.templates : undefined;
  if (!templates) {
    templates = ids
      .filter((id) => /\{\w+\}/.test(id) && !/\{\w+,/.test(id))
      .map((id) => {
        const parts = id.split(/\{(\w+)\}/);
        const names = parts.filter((_, i) => i % 2 === 1);
        const pattern = new RegExp(`^${parts.map((part, i) => (i % 2 === 1 ? `(${holePattern(part)})` : escape(part))).join('')}$`, 's');
        return { id, names, pattern };
      })
      // The most specific first: more literal text means fewer chances of a wrong match.
      .sort((a, b) => b.id.replace(/\{\w+\}/g, '').length - a.id.replace(/\{\w+\}/g, '').length);
    cache.set(messages, { size: ids.length, templates });
  }
  return templates;
}
