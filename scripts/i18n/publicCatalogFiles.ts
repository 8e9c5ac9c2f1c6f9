import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PLAIN_PAGES_FILE = 'src/views/plainPages.ts';

/** Where the landing's code starts: the entry (shell, routes), its layout and its page. */
const LANDING_ENTRIES = ['src/main.tsx', 'src/views/layouts/LandingLayout.tsx', 'src/views/pages/LandingPage.tsx'];

/** Where the public pages' code starts: the entry (shell, routes), the landing's layout and each plain page. */
function entries(): string[] {
  const plain = /new Set\(\[([^\]]*)\]\)/.exec(readFileSync(join(root, PLAIN_PAGES_FILE), 'utf8'))?.[1] ?? '';
  const pages = [...plain.matchAll(/'(\w+)'/g)].map((m) => `src/views/pages/${m[1]}.tsx`);
  return ['src/main.tsx', 'src/views/layouts/LandingLayout.tsx', ...pages];
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/**
 * The files the public pages load before they are interactive: the static-import closure of
 * their entries (dynamic imports load later, with their own catalog). Their messages make the
 * small "public" catalog, so a Spanish landing stays within its budget.
 */
export function publicCatalogFiles(): string[] {
  return closureOf(entries());
}

/**
 * The landing's part of the public pages' files (its first load has the smallest budget, 90 KiB):
 * the entry, the landing layout and page. The sign-in pages' words, and the message tables their
 * forms show, load with the first of them.
 */
export function landingCatalogFiles(): string[] {
  return closureOf(LANDING_ENTRIES).filter((file) => !NOT_ON_THE_LANDING.some((table) => file.endsWith(table)));
}

/**
 * Tables of words the entry imports for other pages (a signed-in action's refusals and toasts,
 * order statuses, upload limits): the landing shows none of them, they come with the other parts.
 */
const NOT_ON_THE_LANDING = ['src/schemas/commonMessages.ts', 'src/schemas/orderStatus.ts', 'src/schemas/uploadFormats.ts'];

function closureOf(starts: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = starts.map((file) => join(root, file));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm)) {
      const target = resolveImport(file, match[1]!);
      if (target && !seen.has(target)) queue.push(target);
    }
  }
  return [...seen].map((file) => `<rootDir>/${relative(root, file)}`).sort();
}
