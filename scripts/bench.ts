// `npm run bench`: measures the budgets of DESIGN §5 and reports them; it never fails on a number.
// (a) built JS per route, gzip, from dist/.vite/manifest.json (builds first when missing);
// (b) the API under load (benchLoad.ts): autocannon against server/main.ts on a seeded database,
//     PGlite and PostgreSQL side by side, 200 connections, server memory, one process against two.
// --no-load skips (b); --fresh builds into a temporary directory even when dist/ has a build.
// --load-only runs (b) alone (on dist/ when it has a build, else the API without the web app);
// --pglite-only / --postgres-only measure (b) on that database only.
// (c) with --lighthouse: Lighthouse 12, mobile preset, median of three runs per public page
//     (scripts/benchLighthouse.ts).
// Prints tables and writes reports/bench.json.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { routes } from '../src/schemas/routeTable.ts';
import { MANTINE_ROOT_MODULE, PLAIN_PAGES } from '../src/views/plainPages.ts';
import { LOAD, loadVerdicts, measureLoad, printLoad, type LoadOptions } from './benchLoad.ts';
import { LIGHTHOUSE_RUNS, measureLighthouse, printLighthouse, type LighthouseRoute } from './benchLighthouse.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const manifestOf = (dir: string): string => path.join(dir, '.vite', 'manifest.json');
const KIB = 1024;
const LANDING_BUDGET_KIB = 90;
const AUTH_BUDGET_KIB = 120;
const ROUTE_BUDGET_KIB = 160;
const CLI = new Set(process.argv.slice(2));

/** DESIGN §5: the landing, the auth pages (guest-only, plus the contact form), every signed-in route. */
function budgetOf(route: { pattern: string; access: string }): number | undefined {
  if (route.pattern === '/') return LANDING_BUDGET_KIB;
  if (route.access === 'guestOnly') return AUTH_BUDGET_KIB;
  if (route.access === 'signedIn') return ROUTE_BUDGET_KIB;
  return undefined;
}

// ---------------------------------------------------------------- (a) bundle

interface ManifestChunk {
  readonly file: string;
  readonly src?: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}
type Manifest = Readonly<Record<string, ManifestChunk>>;

interface RouteSize {
  readonly pattern: string;
  readonly page: string;
  readonly files: number;
  readonly rawKiB: number;
  readonly gzipKiB: number;
  readonly budgetKiB?: number;
  readonly missing?: string;
}

/**
 * The build to measure: dist/ when it has a manifest; otherwise a fresh build with --manifest
 * into a temporary directory, so a dist/ that `npm start` may be serving is left alone.
 */
async function buildToMeasure(): Promise<{ dir: string; temporary: boolean }> {
  // --fresh: measure the sources as they are now, whatever dist/ holds.
  if (!CLI.has('--fresh') && existsSync(manifestOf(dist))) return { dir: dist, temporary: false };
  const dir = await mkdtemp(path.join(tmpdir(), 'cargo-bench-dist-'));
  console.log(`${existsSync(dist) ? 'dist/ has no .vite/manifest.json' : 'No dist/'}: building into ${dir}…`);
  const vite = path.join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', '--manifest', '--outDir', dir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0 || !existsSync(manifestOf(dir))) throw new Error('vite build did not produce .vite/manifest.json');
  return { dir, temporary: true };
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

async function measureBundle(build: string): Promise<{ routes: RouteSize[]; entryGzipKiB: number }> {
  const manifest = JSON.parse(await readFile(manifestOf(build), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
  if (entryKey === undefined) throw new Error('the manifest has no index.html entry');

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
    staticClosure(manifest, pageKey, files);
    // Every page but the plain ones renders inside Mantine's provider, loaded with it.
    if (!PLAIN_PAGES.has(route.page)) staticClosure(manifest, MANTINE_ROOT_MODULE, files);
    const { rawKiB, gzipKiB } = await total(files);
    result.push({
      pattern: route.pattern,
      page: route.page,
      files: files.size,
      rawKiB,
      gzipKiB,
      ...(budgetOf(route) !== undefined ? { budgetKiB: budgetOf(route) } : {}),
      ...(manifest[pageKey] === undefined ? { missing: `${pageKey} not in the manifest` } : {}),
    });
  }
  return { routes: result, entryGzipKiB: (await total(entryFiles)).gzipKiB };
}

// ---------------------------------------------------------------- report

const fmt = (n: number, digits = 1): string => n.toFixed(digits);
const pad = (s: string, n: number): string => s.padEnd(n);
const lpad = (s: string, n: number): string => s.padStart(n);
const verdict = (value: number, budget: number): string => (value <= budget ? 'within budget' : `OVER by ${fmt(value - budget)} KiB`);

/** (b) alone: no bundle, no Lighthouse; the web app row is served from dist/ when it has a build. */
async function loadOnly(): Promise<void> {
  const staticDir = existsSync(path.join(dist, 'index.html')) ? dist : undefined;
  const load = await measureLoad(staticDir, loadOptions());
  printLoad(load);
  await mkdir(path.join(root, 'reports'), { recursive: true });
  const report = { generatedAt: new Date().toISOString(), machine: { node: process.version, cpus: cpus().length }, api: { ...load, budgets: LOAD, withinBudget: loadVerdicts(load) } };
  await writeFile(path.join(root, 'reports', 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nWrote reports/bench.json');
}

const loadOptions = (): LoadOptions => ({
  databases: CLI.has('--pglite-only') ? ['pglite'] : CLI.has('--postgres-only') ? ['postgres'] : ['pglite', 'postgres'],
});

async function main(): Promise<void> {
  if (CLI.has('--load-only')) return loadOnly();
  const build = await buildToMeasure();
  try {
    await run(build.dir);
  } finally {
    if (build.temporary) await rm(build.dir, { recursive: true, force: true });
  }
}

async function run(build: string): Promise<void> {
  const bundle = await measureBundle(build);
  console.log(`\nJS per route (static imports of the entry + layout + page; gzip -9; KiB = 1024 bytes)\n`);
  console.log(`${pad('route', 38)}${pad('page', 24)}${lpad('files', 6)}${lpad('raw KiB', 10)}${lpad('gzip KiB', 10)}${lpad('budget', 8)}`);
  for (const r of bundle.routes) {
    const budget = r.budgetKiB === undefined ? '—' : `${r.budgetKiB}${r.gzipKiB > r.budgetKiB ? ' OVER' : ''}`;
    console.log(`${pad(r.pattern, 38)}${pad(r.page, 24)}${lpad(String(r.files), 6)}${lpad(fmt(r.rawKiB), 10)}${lpad(fmt(r.gzipKiB), 10)}  ${budget}${r.missing ? `  (${r.missing})` : ''}`);
  }
  const over = bundle.routes.filter((r) => r.budgetKiB !== undefined && r.gzipKiB > r.budgetKiB);
  console.log(`\nroutes over their budget: ${over.length} of ${bundle.routes.filter((r) => r.budgetKiB !== undefined).length}`);
  const landing = bundle.routes.find((r) => r.pattern === '/')!;
  const largest = bundle.routes.reduce((max, r) => (r.gzipKiB > max.gzipKiB ? r : max));
  console.log(`\nentry alone: ${fmt(bundle.entryGzipKiB)} KiB gzip`);
  console.log(`landing route initial JS: ${fmt(landing.gzipKiB)} KiB gzip (budget ${LANDING_BUDGET_KIB} KiB: ${verdict(landing.gzipKiB, LANDING_BUDGET_KIB)})`);
  console.log(`largest route: ${largest.pattern} ${fmt(largest.gzipKiB)} KiB gzip (budget ${ROUTE_BUDGET_KIB} KiB: ${verdict(largest.gzipKiB, ROUTE_BUDGET_KIB)})`);

  let lighthouse: LighthouseRoute[] | undefined;
  if (CLI.has('--lighthouse')) {
    console.log(`\nLighthouse 12, mobile preset, median of ${LIGHTHOUSE_RUNS} runs (CHROME_PATH or /usr/bin/chromium)\n`);
    lighthouse = await measureLighthouse(build);
    printLighthouse(lighthouse);
  }


  // --no-load: the bundle (and Lighthouse) only, in seconds instead of minutes.
  const load = CLI.has('--no-load') ? undefined : await measureLoad(build, loadOptions());
  if (load !== undefined) printLoad(load);

  const report = {
    generatedAt: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length },
    bundle: {
      unit: 'KiB (1024 bytes), gzip level 9',
      routes: bundle.routes,
      entryGzipKiB: bundle.entryGzipKiB,
      landing: { pattern: landing.pattern, gzipKiB: landing.gzipKiB, budgetKiB: LANDING_BUDGET_KIB, withinBudget: landing.gzipKiB <= LANDING_BUDGET_KIB },
      largest: { pattern: largest.pattern, gzipKiB: largest.gzipKiB, budgetKiB: ROUTE_BUDGET_KIB, withinBudget: largest.gzipKiB <= ROUTE_BUDGET_KIB },
    },
    ...(lighthouse !== undefined ? { lighthouse: { preset: 'mobile', runs: LIGHTHOUSE_RUNS, routes: lighthouse } } : {}),
    ...(load !== undefined ? { api: { ...load, budgets: LOAD, withinBudget: loadVerdicts(load) } } : {}),
  };
  await mkdir(path.join(root, 'reports'), { recursive: true });
  await writeFile(path.join(root, 'reports', 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nWrote reports/bench.json');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
