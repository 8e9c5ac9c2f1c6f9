// `npm run bench`, the static figure: the JavaScript a route's static imports add up to (the entry,
// its layout, its page and, for Mantine pages, the provider), gzip -9, from .vite/manifest.json.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { routes } from '../src/schemas/routeTable.ts';
import { MANTINE_ROOT_MODULE, PLAIN_PAGES } from '../src/views/plainPages.ts';
import { CHUNK_MODULES_FILE, manifestOf, type ChunkModules } from './benchBuild.ts';
import { budgetOf, fmt, KIB, lpad, pad, STATIC_BUDGETS_KIB } from './benchFigures.ts';

interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

export interface RouteSize {
  readonly pattern: string;
  readonly page: string;
  readonly files: number;
  readonly rawKiB: number;
  readonly gzipKiB: number;
  readonly budgetKiB?: number;
  readonly missing?: string;
}

/** The chunk and every chunk it imports statically (what loads before it runs). */
function staticClosure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  const chunk = manifest[key];
  if (chunk === undefined || !chunk.file.endsWith('.js') || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

const layoutKey = (layout: string): string => `src/views/layouts/${layout[0]!.toUpperCase()}${layout.slice(1)}Layout.tsx`;

/** Each route's static closure, measured in the build at `build`. */
export async function measureBundle(build: string): Promise<{ routes: RouteSize[]; entryGzipKiB: number; entryFile: string }> {
  const manifest = JSON.parse(await readFile(manifestOf(build), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
  if (entryKey === undefined) throw new Error('the manifest has no index.html entry');
  // A page in a chunk group (vite.config.ts: 'landing', 'order') has no manifest key of its own: its
  // group's chunk is found by what each chunk holds, which the bench's own builds record.
  const chunksFile = path.join(build, CHUNK_MODULES_FILE);
  const chunks = existsSync(chunksFile) ? (JSON.parse(await readFile(chunksFile, 'utf8')) as ChunkModules) : {};
  const keyOf = (module: string): string | undefined => {
    if (manifest[module] !== undefined) return module;
    const file = Object.keys(chunks).find((chunk) => chunks[chunk]!.some(([id]) => id === module));
    return Object.keys(manifest).find((k) => manifest[k]!.file === file);
  };

  const sizes = new Map<string, { raw: number; gzip: number }>();
  const sizeOf = async (file: string): Promise<{ raw: number; gzip: number }> => {
    let size = sizes.get(file);
    if (size === undefined) {
      const bytes = await readFile(path.join(build, file));
      size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
      sizes.set(file, size);
    }
    return size;
  };
  const total = async (files: Set<string>) => {
    let raw = 0;
    let gzip = 0;
    for (const file of files) {
      const size = await sizeOf(file);
      raw += size.raw;
      gzip += size.gzip;
    }
    return { rawKiB: raw / KIB, gzipKiB: gzip / KIB };
  };

  const entryFiles = staticClosure(manifest, entryKey, new Set());
  const result: RouteSize[] = [];
  for (const route of routes) {
    const pageKey = `src/views/pages/${route.page}.tsx`;
    const files = new Set(entryFiles);
    // The route's lazy layout (if the build split it out) loads with the page.
    staticClosure(manifest, layoutKey(route.layout), files);
    const pageChunk = keyOf(pageKey);
    if (pageChunk !== undefined) staticClosure(manifest, pageChunk, files);
    // Every page but the plain ones renders inside Mantine's provider, loaded with it.
    if (!PLAIN_PAGES.has(route.page)) staticClosure(manifest, MANTINE_ROOT_MODULE, files);
    const { rawKiB, gzipKiB } = await total(files);
    result.push({
      pattern: route.pattern,
      page: route.page,
      files: files.size,
      rawKiB,
      gzipKiB,
      ...(budgetOf(route, STATIC_BUDGETS_KIB) !== undefined ? { budgetKiB: budgetOf(route, STATIC_BUDGETS_KIB) } : {}),
      ...(pageChunk === undefined ? { missing: `${pageKey} not in the manifest` } : {}),
    });
  }
  return { routes: result, entryGzipKiB: (await total(entryFiles)).gzipKiB, entryFile: manifest[entryKey]!.file };
}

export type BundleReport = Awaited<ReturnType<typeof measureBundle>>;

/** The static figure as reports/bench.json holds it: every route, the landing and the largest against their budgets. */
export function bundleSection(bundle: BundleReport) {
  const landing = bundle.routes.find((r) => r.pattern === '/')!;
  const largest = bundle.routes.reduce((max, r) => (r.gzipKiB > max.gzipKiB ? r : max));
  const { landing: landingBudget, signedIn: routeBudget } = STATIC_BUDGETS_KIB;
  return {
    what: 'static imports of the entry + layout + page (+ Mantine provider), from .vite/manifest.json',
    unit: 'KiB (1024 bytes), gzip level 9',
    budgetsKiB: STATIC_BUDGETS_KIB,
    routes: bundle.routes,
    entryGzipKiB: bundle.entryGzipKiB,
    landing: { pattern: landing.pattern, gzipKiB: landing.gzipKiB, budgetKiB: landingBudget, withinBudget: landing.gzipKiB <= landingBudget },
    largest: { pattern: largest.pattern, gzipKiB: largest.gzipKiB, budgetKiB: routeBudget, withinBudget: largest.gzipKiB <= routeBudget },
  };
}

export function printStatic(bundle: BundleReport): void {
  console.log(`\nJS per route, the static figure (static imports of the entry + layout + page; gzip -9; KiB = 1024 bytes)\n`);
  console.log(`${pad('route', 38)}${pad('page', 24)}${lpad('files', 6)}${lpad('raw KiB', 10)}${lpad('gzip KiB', 10)}${lpad('budget', 8)}`);
  for (const r of bundle.routes) {
    const budget = r.budgetKiB === undefined ? '—' : `${r.budgetKiB}${r.gzipKiB > r.budgetKiB ? ' OVER' : ''}`;
    console.log(`${pad(r.pattern, 38)}${pad(r.page, 24)}${lpad(String(r.files), 6)}${lpad(fmt(r.rawKiB), 10)}${lpad(fmt(r.gzipKiB), 10)}  ${budget}${r.missing ? `  (${r.missing})` : ''}`);
  }
  const over = bundle.routes.filter((r) => r.budgetKiB !== undefined && r.gzipKiB > r.budgetKiB);
  console.log(`\nroutes over their static budget: ${over.length} of ${bundle.routes.filter((r) => r.budgetKiB !== undefined).length}; entry alone: ${fmt(bundle.entryGzipKiB)} KiB gzip`);
}
