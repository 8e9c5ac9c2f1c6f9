// `npm run bench`: measures the budgets of DESIGN §5 and issue 32 and reports them; it never fails on a number.
// (a) JS per route: what Chromium transfers until the route is interactive on a first visit
//     (benchTransfer.ts; the real server, signed in where needed, idle prefetch held), beside the
//     older static figure (gzip of the entry + layout + page closure from .vite/manifest.json);
// (b) the API under load (benchLoad.ts): autocannon against server/main.ts on a seeded database,
//     PGlite and PostgreSQL side by side, 200 connections, server memory, one process against two.
// (c) with --lighthouse: Lighthouse 12, mobile preset, median of three runs, on / and /login and four
//     signed-in pages (benchLighthouse.ts), and the wizard's INP at 4× CPU on a phone (benchInp.ts).
// --no-load skips (b); --transfer-only measures (a) alone; --route=/a,/b limits (a) and Lighthouse to those patterns;
// --inp runs the INP part of (c) alone; --fresh builds into a temporary directory even when dist/
// has a build; --build=DIR measures a build made with scripts/benchBuild.ts; --load-only runs (b) alone (on dist/ when it has a build, else the API without the
// web app); --pglite-only / --postgres-only measure (b) on that database only.
// Prints tables and writes reports/bench.json.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { routes } from '../src/schemas/routeTable.ts';
import { MANTINE_ROOT_MODULE, PLAIN_PAGES } from '../src/views/plainPages.ts';
import { CHUNK_MODULES_FILE, type ChunkModules } from './benchBuild.ts';
import { budgetOf, groupByOwner, KIB, STATIC_BUDGETS_KIB, TRANSFER_BUDGETS_KIB } from './benchFigures.ts';
import { CPU_SLOWDOWN, INP_RUNS, measureInp, printInp, type InpInteraction } from './benchInp.ts';
import { LOAD, loadVerdicts, measureLoad, printLoad, type LoadOptions } from './benchLoad.ts';
import { LIGHTHOUSE_REPORTS, LIGHTHOUSE_RUNS, measureLighthouse, printLighthouse, type LighthouseRoute } from './benchLighthouse.ts';
import { withBenchServer } from './benchServer.ts';
import { measureTransfers, QUIET_MS, type TransferReport } from './benchTransfer.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const manifestOf = (dir: string): string => path.join(dir, '.vite', 'manifest.json');
const LANDING_BUDGET_KIB = STATIC_BUDGETS_KIB.landing;
const ROUTE_BUDGET_KIB = STATIC_BUDGETS_KIB.signedIn;
const ARGS = process.argv.slice(2);
const CLI = new Set(ARGS);
/** --route=/dashboard,/my-orders: the browser visits only these patterns. */
const ONLY = ARGS.filter((a) => a.startsWith('--route=')).flatMap((a) => a.slice('--route='.length).split(','));
const TRANSFER_ONLY = CLI.has('--transfer-only');

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
  // --build=DIR: a build made before (`node --import tsx scripts/benchBuild.ts DIR`), measured again.
  const given = ARGS.find((a) => a.startsWith('--build='))?.slice('--build='.length);
  if (given !== undefined) {
    if (!existsSync(manifestOf(given))) throw new Error(`${given} has no .vite/manifest.json`);
    return { dir: path.resolve(given), temporary: false };
  }
  // --fresh: measure the sources as they are now, whatever dist/ holds.
  if (!CLI.has('--fresh') && existsSync(manifestOf(dist))) return { dir: dist, temporary: false };
  const dir = await mkdtemp(path.join(tmpdir(), 'cargo-bench-dist-'));
  console.log(`${CLI.has('--fresh') ? '--fresh' : existsSync(dist) ? 'dist/ has no .vite/manifest.json' : 'No dist/'}: building into ${dir}…`);
  // vite.config.ts with the manifest, and what each chunk holds (benchBuild.ts).
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/benchBuild.ts'), dir], {
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

async function measureBundle(build: string): Promise<{ routes: RouteSize[]; entryGzipKiB: number; entryFile: string }> {
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
      ...(budgetOf(route, STATIC_BUDGETS_KIB) !== undefined ? { budgetKiB: budgetOf(route, STATIC_BUDGETS_KIB) } : {}),
      ...(manifest[pageKey] === undefined ? { missing: `${pageKey} not in the manifest` } : {}),
    });
  }
  return { routes: result, entryGzipKiB: (await total(entryFiles)).gzipKiB, entryFile: manifest[entryKey]!.file };
}

// ---------------------------------------------------------------- report

const fmt = (n: number, digits = 1): string => n.toFixed(digits);
const pad = (s: string, n: number): string => s.padEnd(n);
const lpad = (s: string, n: number): string => s.padStart(n);

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

function printStatic(bundle: Awaited<ReturnType<typeof measureBundle>>): void {
  console.log(`\nJS per route, the static figure (static imports of the entry + layout + page; gzip -9; KiB = 1024 bytes)\n`);
  console.log(`${pad('route', 38)}${pad('page', 24)}${lpad('files', 6)}${lpad('raw KiB', 10)}${lpad('gzip KiB', 10)}${lpad('budget', 8)}`);
  for (const r of bundle.routes) {
    const budget = r.budgetKiB === undefined ? '—' : `${r.budgetKiB}${r.gzipKiB > r.budgetKiB ? ' OVER' : ''}`;
    console.log(`${pad(r.pattern, 38)}${pad(r.page, 24)}${lpad(String(r.files), 6)}${lpad(fmt(r.rawKiB), 10)}${lpad(fmt(r.gzipKiB), 10)}  ${budget}${r.missing ? `  (${r.missing})` : ''}`);
  }
  const over = bundle.routes.filter((r) => r.budgetKiB !== undefined && r.gzipKiB > r.budgetKiB);
  console.log(`\nroutes over their static budget: ${over.length} of ${bundle.routes.filter((r) => r.budgetKiB !== undefined).length}; entry alone: ${fmt(bundle.entryGzipKiB)} KiB gzip`);
}

/** The transferred figure beside the static one, with its budget (issue 32). */
function printTransfers(report: TransferReport, staticSizes: readonly RouteSize[]): void {
  console.log(`\nJS per route, transferred: what Chromium downloads until the route is interactive on a first visit (empty cache,`);
  console.log(`signed in where the route needs it, idle prefetch held; brotli as the server sends it; KiB on the wire, headers`);
  console.log(`included; "bodies" without them). Static = the figure above. Budget: landing ${TRANSFER_BUDGETS_KIB.landing}, auth ${TRANSFER_BUDGETS_KIB.auth}, signed in ${TRANSFER_BUDGETS_KIB.signedIn}.\n`);
  console.log(`${pad('route', 46)}${lpad('files', 6)}${lpad('KiB', 8)}${lpad('bodies', 8)}${lpad('static', 8)}${lpad('budget', 8)}  verdict`);
  for (const r of report.routes) {
    const old = staticSizes.find((s) => s.pattern === r.pattern)?.gzipKiB;
    const notes = [r.redirectedTo ? `went on to ${r.redirectedTo}` : '', r.timedOut ? 'not interactive within the time limit' : '', r.failed ? `${r.failed.length} failed requests` : '']
      .filter(Boolean)
      .join('; ');
    const verdictText = r.verdict === 'over' ? `OVER by ${fmt(r.jsKiB - r.budgetKiB!)}` : r.verdict === 'within' ? 'within' : '—';
    console.log(
      `${pad(r.label, 46)}${lpad(String(r.files), 6)}${lpad(fmt(r.jsKiB), 8)}${lpad(fmt(r.jsBodyKiB), 8)}${lpad(old === undefined ? '—' : fmt(old), 8)}${lpad(r.budgetKiB === undefined ? '—' : String(r.budgetKiB), 8)}  ${verdictText}${notes ? `  (${notes})` : ''}`,
    );
  }
  for (const s of report.skipped) console.log(`${pad(s.pattern, 46)}  not visited: ${s.reason}`);
  const budgeted = report.routes.filter((r) => r.verdict !== 'no budget');
  console.log(`\nroutes within their transfer budget: ${budgeted.filter((r) => r.verdict === 'within').length} of ${budgeted.length}`);
  if (report.otherIdleCallers.length > 0) console.log(`note: other chunks call requestIdleCallback, held during the count: ${report.otherIdleCallers.join(', ')}`);
}

interface HeavyFile {
  readonly file: string;
  readonly wireKiB: number;
  /** Of the signed-in routes measured, how many transfer it. */
  readonly signedInRoutes: number;
  /** Which of the heaviest routes transfer it. */
  readonly onHeaviest: readonly string[];
  /** What the chunk holds: owners' shares of its code before minification (when the bench built it). */
  readonly holds?: readonly { readonly owner: string; readonly share: number }[];
}

/** The biggest files of the heaviest signed-in routes (where a cut helps most), with what they hold. */
function heavyFiles(report: TransferReport, chunks: ChunkModules | undefined, heaviest = 4, count = 16): { routes: string[]; files: HeavyFile[] } {
  const signedIn = report.routes.filter((r) => r.access === 'signedIn' && r.redirectedTo === undefined);
  const worst = [...signedIn].sort((a, b) => b.jsKiB - a.jsKiB).slice(0, heaviest);
  const files = new Map<string, { wire: number; on: string[] }>();
  for (const r of worst) {
    for (const f of r.js) {
      const entry = files.get(f.file) ?? { wire: 0, on: [] };
      entry.wire = Math.max(entry.wire, f.wireBytes);
      entry.on.push(r.label);
      files.set(f.file, entry);
    }
  }
  const result = [...files]
    .sort((a, b) => b[1].wire - a[1].wire)
    .slice(0, count)
    .map(([file, { wire, on }]): HeavyFile => {
      const modules = chunks?.[file.replace(/^\//, '')];
      const total = modules?.reduce((sum, [, bytes]) => sum + bytes, 0) ?? 0;
      const holds = modules && total > 0 ? groupByOwner(modules.map(([id, bytes]) => ({ id, bytes }))).map((o) => ({ owner: o.owner, share: o.bytes / total })) : undefined;
      return {
        file,
        wireKiB: wire / KIB,
        signedInRoutes: signedIn.filter((r) => r.js.some((f) => f.file === file)).length,
        onHeaviest: on,
        ...(holds !== undefined ? { holds } : {}),
      };
    });
  return { routes: worst.map((r) => `${r.label} ${fmt(r.jsKiB)}`), files: result };
}

function printHeavyFiles(heavy: ReturnType<typeof heavyFiles>, signedInCount: number): void {
  console.log(`\nBiggest JS files on the heaviest signed-in routes (${heavy.routes.join(', ')}): KiB on the wire;`);
  console.log(`on how many of the ${signedInCount} signed-in routes; what the chunk holds (shares of its code before minification)\n`);
  for (const f of heavy.files) {
    const holds = f.holds === undefined ? '' : f.holds.filter((o) => o.share >= 0.03).slice(0, 5).map((o) => `${o.owner} ${(o.share * 100).toFixed(0)}%`).join(', ');
    console.log(`${lpad(fmt(f.wireKiB), 6)}  ${pad(f.file.replace('/assets/', ''), 40)}${lpad(`${f.signedInRoutes}/${signedInCount}`, 6)}  ${holds}`);
  }
}

async function run(build: string): Promise<void> {
  // Timings (Lighthouse, INP) depend on what else the machine runs: said beside them.
  const loadBefore = loadavg()[0]!;
  const bundle = await measureBundle(build);
  printStatic(bundle);
  const landing = bundle.routes.find((r) => r.pattern === '/')!;
  const largest = bundle.routes.reduce((max, r) => (r.gzipKiB > max.gzipKiB ? r : max));

  const wantLighthouse = CLI.has('--lighthouse') && !TRANSFER_ONLY;
  const wantInp = (CLI.has('--inp') || CLI.has('--lighthouse')) && !TRANSFER_ONLY;
  let transfer: TransferReport | undefined;
  let lighthouse: LighthouseRoute[] | undefined;
  let inp: InpInteraction[] | undefined;
  console.log('\nServing the build with the real server on a seeded database…');
  await withBenchServer(build, async (server) => {
    console.log(`\nTransferred JS per route (Chromium, a fresh context per route; interactive = content, nothing busy, hydrated, ${QUIET_MS} ms without requests)`);
    transfer = await measureTransfers(server, build, { entryFile: bundle.entryFile, ...(ONLY.length > 0 ? { only: ONLY } : {}) });
    if (wantLighthouse) {
      console.log(`\nLighthouse 12, mobile preset, median of ${LIGHTHOUSE_RUNS} runs (CHROME_PATH or /usr/bin/chromium)\n`);
      lighthouse = await measureLighthouse(server, path.join(root, LIGHTHOUSE_REPORTS), ONLY.length > 0 ? { only: ONLY } : {});
    }
    if (wantInp) {
      console.log(`\nINP on a phone (390×844, touch, CPU ${CPU_SLOWDOWN}× slower), median of ${INP_RUNS} first visits of the wizard\n`);
      inp = await measureInp(server);
    }
  });
  const transfers = transfer!;
  printTransfers(transfers, bundle.routes);
  const chunks = existsSync(path.join(build, CHUNK_MODULES_FILE)) ? (JSON.parse(await readFile(path.join(build, CHUNK_MODULES_FILE), 'utf8')) as ChunkModules) : undefined;
  const heavy = heavyFiles(transfers, chunks);
  printHeavyFiles(heavy, transfers.routes.filter((r) => r.access === 'signedIn' && r.redirectedTo === undefined).length);
  if (chunks === undefined) console.log('(what each chunk holds is known when the bench builds: --fresh)');
  if (lighthouse !== undefined) printLighthouse(lighthouse);
  if (inp !== undefined) printInp(inp);
  const loadAfter = loadavg()[0]!;
  if (lighthouse !== undefined || inp !== undefined) console.log(`\nload average (1 min) before and after: ${fmt(loadBefore, 2)}, ${fmt(loadAfter, 2)} on ${cpus().length} cores`);

  // --no-load: the web half only, in a minute or two instead of several.
  const load = CLI.has('--no-load') || TRANSFER_ONLY ? undefined : await measureLoad(build, loadOptions());
  if (load !== undefined) printLoad(load);

  const report = {
    generatedAt: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, loadAverage: { before: loadBefore, after: loadAfter } },
    transfer: {
      what: 'JS Chromium transfers until the route is interactive, first visit, idle prefetch held (scripts/benchTransfer.ts)',
      unit: 'KiB (1024 bytes) on the wire: headers and brotli bodies; jsBodyKiB without headers',
      budgetsKiB: TRANSFER_BUDGETS_KIB,
      routes: transfers.routes,
      skipped: transfers.skipped,
      otherIdleCallers: transfers.otherIdleCallers,
      heaviestSignedIn: heavy,
    },
    bundle: {
      what: 'static imports of the entry + layout + page (+ Mantine provider), from .vite/manifest.json',
      unit: 'KiB (1024 bytes), gzip level 9',
      budgetsKiB: STATIC_BUDGETS_KIB,
      routes: bundle.routes,
      entryGzipKiB: bundle.entryGzipKiB,
      landing: { pattern: landing.pattern, gzipKiB: landing.gzipKiB, budgetKiB: LANDING_BUDGET_KIB, withinBudget: landing.gzipKiB <= LANDING_BUDGET_KIB },
      largest: { pattern: largest.pattern, gzipKiB: largest.gzipKiB, budgetKiB: ROUTE_BUDGET_KIB, withinBudget: largest.gzipKiB <= ROUTE_BUDGET_KIB },
    },
    ...(lighthouse !== undefined ? { lighthouse: { preset: 'mobile', runs: LIGHTHOUSE_RUNS, routes: lighthouse } } : {}),
    ...(inp !== undefined ? { inp: { device: '390×844 touch, deviceScaleFactor 1.75', cpuSlowdown: CPU_SLOWDOWN, runs: INP_RUNS, interactions: inp } } : {}),
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
