import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREA_PAGES, type CatalogArea } from '../../src/schemas/catalogParts.ts';
import { routes } from '../../src/schemas/routeTable.ts';
import { MESSAGE_TABLE_FILES, WORDS_BY_PROPERTY } from './messageTableExtractor.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PLAIN_PAGES_FILE = 'src/views/plainPages.ts';

/** Where the landing's code starts: the entry (shell, routes), its layout and its page. */
const LANDING_ENTRIES = ['src/main.tsx', 'src/views/layouts/LandingLayout.tsx', 'src/views/pages/LandingPage.tsx'];

/** The plain pages (src/views/plainPages.ts), the landing among them. */
function plainPages(): string[] {
  const plain = /new Set\(\[([^\]]*)\]\)/.exec(readFileSync(join(root, PLAIN_PAGES_FILE), 'utf8'))?.[1] ?? '';
  return [...plain.matchAll(/'(\w+)'/g)].map((m) => `src/views/pages/${m[1]}.tsx`);
}

const STATIC_IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const ANY_IMPORT = /(?:^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?|\bimport\(\s*)['"](\.{1,2}\/[^'"]+)['"]/gm;

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * The files of the plain public pages: what the entry and the landing's layout load, and each
 * plain page with all it imports, at once or later (a form's checks load when it is sent).
 */
export function publicCatalogFiles(): string[] {
  return withoutTables([...new Set([...closureOf(['src/main.tsx', 'src/views/layouts/LandingLayout.tsx']), ...closureOf(plainPages(), { dynamic: true })])].sort());
}

/**
 * An area's files (src/schemas/catalogParts.ts): the entry (what any page shows around it), the
 * layouts its pages render in (the route table), and its pages with all they import, at once or
 * later (dialogs, lazy panels).
 */
export function areaCatalogFiles(area: CatalogArea): string[] {
  const pages: readonly string[] = AREA_PAGES[area];
  const layouts = [...new Set(routes.filter((route) => pages.includes(route.page) && route.layout !== 'bare').map((route) => route.layout))];
  const starts = [...layouts.map((layout) => `src/views/layouts/${layout[0]!.toUpperCase()}${layout.slice(1)}Layout.tsx`), ...pages.map((page) => `src/views/pages/${page}.tsx`)];
  return withoutTables([...new Set([...closureOf(['src/main.tsx']), ...closureOf(starts, { dynamic: true }), ...DATA_WORDS.map((file) => `<rootDir>/${file}`)])].sort());
}

/**
 * The words of the API's data as stored in English (the service catalog's titles, the quote's
 * lines): no page imports them, the views show data by them. Every area has them.
 */
const DATA_WORDS = ['src/schemas/serviceCatalogWords.ts', 'src/schemas/quoteLineWords.ts'];

/**
 * The message tables' words come with the files that use them (`Messages.key`: the reference
 * extractor, scripts/i18n/messageTableExtractor.ts), not whole: most are the API's, which answers
 * in the request's language itself; and the route table's titles with their pages. The "app"
 * part keeps both whole.
 */
const WHOLE_IN_APP_ONLY = [...MESSAGE_TABLE_FILES, ...Object.keys(WORDS_BY_PROPERTY)];
const withoutTables = (files: string[]) => files.filter((file) => !WHOLE_IN_APP_ONLY.some((table) => file.endsWith(table)));

/**
 * The landing's part of the public pages' files (its first load has the smallest budget, 90 KiB):
 * the entry, the landing layout and page. The sign-in pages' words, and the message tables their
 * forms show, load with the first of them.
 */
export function landingCatalogFiles(): string[] {
  return withoutTables(closureOf(LANDING_ENTRIES)).filter((file) => !NOT_ON_THE_LANDING.some((table) => file.endsWith(table)));
}

/**
 * Tables of words the entry imports for other pages (a signed-in action's refusals and toasts,
 * order statuses, upload limits): the landing shows none of them, they come with the other parts.
 */
const NOT_ON_THE_LANDING = ['src/schemas/commonMessages.ts', 'src/schemas/orderStatus.ts', 'src/schemas/uploadFormats.ts'];

/** The files `starts` import, statically (what loads with them) or also dynamically (`{ dynamic: true }`: all they may load). */
export function closureOf(starts: readonly string[], { dynamic = false } = {}): string[] {
  const seen = new Set<string>();
  const queue = starts.map((file) => join(root, file));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(dynamic ? ANY_IMPORT : STATIC_IMPORT)) {
      const target = resolveImport(file, match[1]!);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen].map((file) => `<rootDir>/${relative(root, file)}`).sort();
}
