// `npm run bench`: measures the performance budgets and reports them; it never fails on a number.
// This file reads the options and runs the measurements, each in its own file:
// (a) JS per route: what Chromium transfers until the route is interactive on a first visit
//     (benchTransfer.ts; the real server of benchServer.ts, signed in where needed, idle prefetch
//     held), beside the static figure (benchBundle.ts: gzip of the entry + layout + page closure),
//     and the biggest files of the heaviest routes (benchHeavyFiles.ts);
// (b) the API under load (benchLoad.ts): autocannon against server/main.ts on a seeded database,
//     PGlite and PostgreSQL side by side, 200 connections, server memory, one process against two;
// (c) with --lighthouse: Lighthouse 12, mobile preset, median of three runs, on / and /login and four
//     signed-in pages (benchLighthouse.ts), and the wizard's INP at 4× CPU on a phone (benchInp.ts).
// Prints tables and writes reports/bench.json.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildToMeasure, CHUNK_MODULES_FILE, type ChunkModules } from './benchBuild.ts';
import { bundleSection, measureBundle, printStatic } from './benchBundle.ts';
import { fmt, TRANSFER_BUDGETS_KIB } from './benchFigures.ts';
import { heavyFiles, printHeavyFiles } from './benchHeavyFiles.ts';
import { CPU_SLOWDOWN, INP_RUNS, measureInp, printInp, type InpInteraction } from './benchInp.ts';
import { LIGHTHOUSE_REPORTS, LIGHTHOUSE_RUNS, measureLighthouse, printLighthouse, type LighthouseRoute } from './benchLighthouse.ts';
import { LOAD, loadVerdicts, measureLoad, printLoad, type LoadOptions } from './benchLoad.ts';
import { withBenchServer } from './benchServer.ts';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../src/schemas/locales.ts';
import { measureTransfers, printTransfers, QUIET_MS, type TransferReport } from './benchTransfer.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

const USAGE = `npm run bench -- [options]
  --lighthouse        also Lighthouse on /, /login and four signed-in pages, and the wizard's INP
  --inp               the wizard's INP without Lighthouse
  --no-load           skip the API under load
  --transfer-only     the JS per route alone (no Lighthouse, INP or load)
  --load-only         the API under load alone (on dist/ when it has a build, else the API without the web app)
  --pglite-only, --postgres-only   the load on that database only
  --route=/a,/b       visit only these route patterns (JS per route and Lighthouse)
  --locale=es         the JS per route of a visitor who chose that language (its cookie; default en)
  --fresh             build into a temporary directory even when dist/ has a build
  --build=DIR         measure a build made with \`node --import tsx scripts/benchBuild.ts DIR\``;

interface BenchArgs {
  readonly lighthouse: boolean;
  readonly inp: boolean;
  readonly noLoad: boolean;
  readonly transferOnly: boolean;
  readonly loadOnly: boolean;
  readonly databases: LoadOptions['databases'];
  /** Route patterns the browser visits; empty: every route. */
  readonly only: readonly string[];
  readonly fresh: boolean;
  readonly build?: string;
  /** The language the JS per route is measured in (the i18n_redirected cookie); English by default. */
  readonly locale: Locale;
}

function benchArgs(argv: readonly string[]): BenchArgs | null {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      lighthouse: { type: 'boolean', default: false },
      inp: { type: 'boolean', default: false },
      'no-load': { type: 'boolean', default: false },
      'transfer-only': { type: 'boolean', default: false },
      'load-only': { type: 'boolean', default: false },
      'pglite-only': { type: 'boolean', default: false },
      'postgres-only': { type: 'boolean', default: false },
      route: { type: 'string', multiple: true, default: [] },
      fresh: { type: 'boolean', default: false },
      build: { type: 'string' },
      locale: { type: 'string', default: DEFAULT_LOCALE },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) return null;
  if (!isLocale(values.locale)) throw new Error(`--locale=${values.locale}: one of ${LOCALES.join(', ')}`);
  return {
    locale: values.locale,
    lighthouse: values.lighthouse,
    inp: values.inp,
    noLoad: values['no-load'],
    transferOnly: values['transfer-only'],
    loadOnly: values['load-only'],
    databases: values['pglite-only'] ? ['pglite'] : values['postgres-only'] ? ['postgres'] : ['pglite', 'postgres'],
    only: values.route.flatMap((r) => r.split(',')).filter((r) => r !== ''),
    fresh: values.fresh,
    ...(values.build !== undefined ? { build: values.build } : {}),
  };
}

async function writeReport(report: object): Promise<void> {
  await mkdir(path.join(root, 'reports'), { recursive: true });
  await writeFile(path.join(root, 'reports', 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nWrote reports/bench.json');
}

/** (b) alone: no bundle, no Lighthouse; the web app row is served from dist/ when it has a build. */
async function loadOnly(args: BenchArgs): Promise<void> {
  const staticDir = existsSync(path.join(dist, 'index.html')) ? dist : undefined;
  const load = await measureLoad(staticDir, { databases: args.databases });
  printLoad(load);
  await writeReport({ generatedAt: new Date().toISOString(), machine: { node: process.version, cpus: cpus().length }, api: { ...load, budgets: LOAD, withinBudget: loadVerdicts(load) } });
}

async function main(): Promise<void> {
  const args = benchArgs(process.argv.slice(2));
  if (args === null) return console.log(USAGE);
  if (args.loadOnly) return loadOnly(args);
  const build = await buildToMeasure(root, { ...(args.build !== undefined ? { given: args.build } : {}), fresh: args.fresh });
  try {
    await run(build.dir, args);
  } finally {
    if (build.temporary) await rm(build.dir, { recursive: true, force: true });
  }
}

async function run(build: string, args: BenchArgs): Promise<void> {
  // Timings (Lighthouse, INP) depend on what else the machine runs: said beside them.
  const loadBefore = loadavg()[0]!;
  const bundle = await measureBundle(build);
  printStatic(bundle);

  const wantLighthouse = args.lighthouse && !args.transferOnly;
  const wantInp = (args.inp || args.lighthouse) && !args.transferOnly;
  let transfer: TransferReport | undefined;
  let lighthouse: LighthouseRoute[] | undefined;
  let inp: InpInteraction[] | undefined;
  console.log('\nServing the build with the real server on a seeded database…');
  await withBenchServer(build, async (server) => {
    console.log(`\nTransferred JS per route (Chromium, a fresh context per route; interactive = content, nothing busy, hydrated, ${QUIET_MS} ms without requests; language ${args.locale})`);
    transfer = await measureTransfers(server, build, { entryFile: bundle.entryFile, locale: args.locale, ...(args.only.length > 0 ? { only: args.only } : {}) });
    if (wantLighthouse) {
      console.log(`\nLighthouse 12, mobile preset, median of ${LIGHTHOUSE_RUNS} runs (CHROME_PATH or /usr/bin/chromium)\n`);
      lighthouse = await measureLighthouse(server, path.join(root, LIGHTHOUSE_REPORTS), args.only.length > 0 ? { only: args.only } : {});
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
  const load = args.noLoad || args.transferOnly ? undefined : await measureLoad(build, { databases: args.databases });
  if (load !== undefined) printLoad(load);

  const report = {
    generatedAt: new Date().toISOString(),
    machine: { node: process.version, cpus: cpus().length, loadAverage: { before: loadBefore, after: loadAfter } },
    transfer: {
      what: 'JS Chromium transfers until the route is interactive, first visit, idle prefetch held (scripts/benchTransfer.ts)',
      unit: 'KiB (1024 bytes) on the wire: headers and brotli bodies; jsBodyKiB without headers',
      budgetsKiB: TRANSFER_BUDGETS_KIB,
      locale: args.locale,
      routes: transfers.routes,
      skipped: transfers.skipped,
      otherIdleCallers: transfers.otherIdleCallers,
      heaviestSignedIn: heavy,
    },
    bundle: bundleSection(bundle),
    ...(lighthouse !== undefined ? { lighthouse: { preset: 'mobile', runs: LIGHTHOUSE_RUNS, routes: lighthouse } } : {}),
    ...(inp !== undefined ? { inp: { device: '390×844 touch, deviceScaleFactor 1.75', cpuSlowdown: CPU_SLOWDOWN, runs: INP_RUNS, interactions: inp } } : {}),
    ...(load !== undefined ? { api: { ...load, budgets: LOAD, withinBudget: loadVerdicts(load) } } : {}),
  };
  await writeReport(report);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('bench failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
