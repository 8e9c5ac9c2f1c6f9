// The compiled catalogs the browser loads, made compact (src/schemas/compactCatalogs.ts): keyed by
// catalogKey, and in English without the messages that are exactly their id (Lingui falls back
// to the id). What English keeps is what the id alone cannot say: plurals, selects, holes, tags.
import { readFileSync, writeFileSync } from 'node:fs';
import { catalogKey } from '../../src/schemas/compactCatalogs.ts';

const COMPILED = /^(.*?export const messages=JSON\.parse\()("(?:[^"\\]|\\.)*")(\).*)$/s;

/** The compiled module of a browser catalog, compact. */
export function compactCatalog(code: string, { english }: { english: boolean }): string {
  const match = COMPILED.exec(code);
  if (!match) throw new Error('Not a catalog compiled by `lingui compile --typescript`');
  const messages = JSON.parse(JSON.parse(match[2]!) as string) as Record<string, unknown>;
  const compact: Record<string, unknown> = {};
  const idOf = new Map<string, string>();
  for (const [id, message] of Object.entries(messages)) {
    if (english && saysItsId(id, message)) continue;
    const key = catalogKey(id);
    const other = idOf.get(key);
    if (other !== undefined) throw new Error(`"${id}" and "${other}" share the catalog key ${key}: reword one of them`);
    idOf.set(key, id);
    compact[key] = message;
  }
  return `${match[1]}${JSON.stringify(JSON.stringify(compact))}${match[3]}`;
}

const saysItsId = (id: string, message: unknown) =>
  !id.includes('{') && (message === id || (Array.isArray(message) && message.length === 1 && message[0] === id));

/** Compacts the compiled catalogs of the browser's parts in `root`, in place (the server's own stay keyed by their words). */
export function compactBrowserCatalogs(root: string, parts: readonly string[], locales: readonly string[]): void {
  for (const dir of parts) {
    for (const locale of locales) {
      const file = `${root}/${dir}/${locale}.ts`;
      writeFileSync(file, compactCatalog(readFileSync(file, 'utf8'), { english: locale === 'en' }));
    }
  }
}
