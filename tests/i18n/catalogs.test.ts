import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/schemas/locales.ts';
import { BROWSER_CATALOG_DIRS, CATALOG_DIRS as CATALOGS, COMPILED_LOCALES } from '../../scripts/i18n/catalogDirs.ts';
import { compactBrowserCatalogs } from '../../scripts/i18n/compactCatalog.ts';

// The catalogs hold exactly what the code says (lingui extract, run here into a scratch
// directory, finds no message missing and none extra), every language translates every message
// with the same placeholders and tags, and the compiled catalogs the app loads are up to date.
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
const scratch = mkdtempSync(join(tmpdir(), 'cargo-i18n-check-'));
const lingui = (...args: string[]) => execFileSync('npx', ['lingui', ...args], { env: { ...process.env, I18N_OUT_DIR: scratch }, stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(() => {
  lingui('extract', '--clean');
}, 120_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/**
 * The ICU arguments (with a plural's or a select's cases) and the element tags of a message: a
 * translation must keep the same ones. Read by Lingui's own ICU parser: a case's words ("one {Route:
 * …}", "Instant {Instant}") are words to translate, not arguments.
 */
const holes = (text: string): string[] => {
  const found: string[] = [];
  // A message is a list of parts: text, or an argument [name] / [name, type, { case: parts }].
  const walk = (parts: unknown): void => {
    for (const part of typeof parts === 'string' ? [parts] : (parts as unknown[])) {
      if (typeof part === 'string') {
        for (const tag of part.matchAll(/<\/?(\d+)\/?>/g)) found.push(`<${tag[1]}>`);
        continue;
      }
      const [name, type, cases] = part as [string, string?, Record<string, unknown>?];
      found.push(type ? `${name},${type}` : name);
      for (const [key, branch] of Object.entries(cases ?? {})) {
        found.push(`${name}:${key}`);
        walk(branch);
      }
    }
  };
  try {
    walk(compileMessage(text));
  } catch {
    return ['(not ICU)'];
  }
  return found.sort();
};

describe.each(CATALOGS)('the %s catalog', (dir) => {
  const english = read(`${dir}/en.json`);

  it('lists exactly the messages the code has: none missing, none left over', () => {
    const extracted = Object.keys(read(join(scratch, dir, 'en.json'))).sort();
    const listed = Object.keys(english).sort();
    expect({ missing: extracted.filter((id) => !(id in english)), extra: listed.filter((id) => !extracted.includes(id)) }).toEqual({ missing: [], extra: [] });
  });

  it('says in English exactly its ids (the spec\'s words)', () => {
    expect(Object.entries(english).filter(([id, text]) => id !== text)).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('translates every message into %s, with the same placeholders and tags', (locale) => {
    const translated = read(`${dir}/${locale}.json`);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    expect(Object.entries(translated).filter(([, text]) => text.trim() === '').map(([id]) => id)).toEqual([]);
    expect(Object.entries(translated).filter(([id, text]) => text && JSON.stringify(holes(id)) !== JSON.stringify(holes(text))).map(([id, text]) => ({ id, text }))).toEqual([]);
  });

  it('is compiled from these words (npm run i18n)', () => {
    const compiled = COMPILED_LOCALES;
    for (const locale of compiled) cpSync(`${dir}/${locale}.json`, join(scratch, dir, `${locale}.json`));
    lingui('compile', '--typescript');
    if (BROWSER_CATALOG_DIRS.includes(dir)) compactBrowserCatalogs(scratch, [dir], compiled);
    for (const locale of compiled) expect(readFileSync(join(scratch, dir, `${locale}.ts`), 'utf8'), `${dir}/${locale}.ts`).toBe(readFileSync(`${dir}/${locale}.ts`, 'utf8'));
  }, 60_000);
});
