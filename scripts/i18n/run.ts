// `npm run i18n [-- --add translations.json ...]`: extracts the catalogs from the source (lingui
// extract --clean: a message gone from the code leaves them), adds translations given as
// { "English id": "Spanish" } files to every Spanish catalog holding that id, and compiles.
// One run at a time (a lock directory), so parallel work never loses a catalog write.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { BROWSER_CATALOG_DIRS, CATALOG_DIRS as CATALOGS, COMPILED_LOCALES } from './catalogDirs.ts';
import { compactBrowserCatalogs } from './compactCatalog.ts';

const { values } = parseArgs({ options: { add: { type: 'string', multiple: true }, locale: { type: 'string', default: 'es' } } });
const lock = join(tmpdir(), 'cargo-i18n.lock');

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
for (let waited = 0; ; waited += 200) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (waited > 120_000) throw new Error(`${lock} held for 2 minutes: remove it if no npm run i18n is running`);
    sleep(200);
  }
}
try {
  const lingui = (...args: string[]) => execFileSync('npx', ['lingui', ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
  lingui('extract', '--clean');
  const additions: Record<string, string> = Object.assign({}, ...(values.add ?? []).map((file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>));
  const unused = new Set(Object.keys(additions));
  // A message translated in one catalog is translated in all (a view moving between parts keeps it).
  const known: Record<string, string> = {};
  for (const dir of CATALOGS) {
    for (const [id, text] of Object.entries(JSON.parse(readFileSync(`${dir}/${values.locale}.json`, 'utf8')) as Record<string, string>)) if (text) known[id] = text;
  }
  for (const dir of CATALOGS) {
    const file = `${dir}/${values.locale}.json`;
    const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const id of Object.keys(catalog)) if (!catalog[id] && known[id]) catalog[id] = known[id];
    for (const [id, text] of Object.entries(additions)) {
      if (id in catalog) {
        catalog[id] = text;
        unused.delete(id);
      }
    }
    writeFileSync(file, `${JSON.stringify(catalog, null, 2)}\n`);
  }
  if (unused.size > 0) console.warn(`Not in any catalog (not extracted from the code?):\n  ${[...unused].join('\n  ')}`);
  lingui('compile', '--typescript');
  compactBrowserCatalogs('.', BROWSER_CATALOG_DIRS, COMPILED_LOCALES);
  for (const dir of CATALOGS) {
    const catalog = JSON.parse(readFileSync(`${dir}/${values.locale}.json`, 'utf8')) as Record<string, string>;
    const missing = Object.values(catalog).filter((text) => text === '').length;
    console.log(`${dir}/${values.locale}.json: ${Object.keys(catalog).length} messages, ${missing} untranslated`);
  }
} finally {
  rmdirSync(lock);
}
