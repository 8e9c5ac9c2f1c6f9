// `npm run bench -- --lighthouse`: Lighthouse 12 (mobile preset: simulated slow 4G and a 4× slower
// CPU) on the public pages, served by the real server from the build being measured, in Debian's
// Chromium. Three runs per page; the median run (by performance score) is reported. Budgets in
// DESIGN.md §5: performance ≥ 0.95 and LCP ≤ 2 s on / and /login; accessibility 1.00.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadConfig } from '../server/config.ts';
import { createApp } from '../server/createApp.ts';
import { createDatabase } from '../server/db/createDatabase.ts';
import { migrateToLatest } from '../server/db/migrateToLatest.ts';
import { seedCatalog } from '../server/db/seedCatalog.ts';
import { consoleLogger, type Logger } from '../server/Logger.ts';

export const LIGHTHOUSE_PATHS = ['/', '/login'] as const;
export const LIGHTHOUSE_RUNS = 3;
export const PERFORMANCE_BUDGET = 0.95;
export const LCP_BUDGET_MS = 2000;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

export interface LighthouseRun {
  readonly performance: number;
  readonly accessibility: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
}

export interface LighthouseRoute extends LighthouseRun {
  readonly path: string;
  /** Every run, in order; the fields above are the median run's. */
  readonly runs: readonly LighthouseRun[];
  readonly withinBudget: boolean;
}

/** The run whose performance score is the median (the middle one of an odd number of runs). */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  if (runs.length === 0) throw new Error('no Lighthouse runs');
  return [...runs].sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)]!;
}

/** Serves `staticDir` with the real server on an empty database, for as long as `use` runs. */
async function withServer<T>(staticDir: string, use: (base: string) => Promise<T>): Promise<T> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cargo-lighthouse-'));
  const quiet: Logger = { ...consoleLogger, info: () => {} };
  const database = await createDatabase({ kind: 'pglite', dataDir }, quiet);
  try {
    await migrateToLatest(database.db);
    await seedCatalog(database.db);
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ALLOW_DEV_MAIL: '1', ALLOW_TEST_PAYMENTS: '1', SEED_DEMO: '0' });
    const app = createApp({ db: database.db, config, log: quiet, staticDir });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      return await use(`http://127.0.0.1:${port}`);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function measureLighthouse(staticDir: string, log: (line: string) => void = console.log): Promise<LighthouseRoute[]> {
  return withServer(staticDir, async (base) => {
    const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    try {
      // One visit first, so the server has compressed the files before anything is measured.
      await fetch(`${base}/`, { headers: { 'Accept-Encoding': 'br' } });
      const results: LighthouseRoute[] = [];
      for (const pagePath of LIGHTHOUSE_PATHS) {
        const runs: LighthouseRun[] = [];
        // A run Lighthouse itself failed (no LCP on a starved machine: score 0) is taken again, up to three times.
        for (let i = 0, failures = 0; i < LIGHTHOUSE_RUNS; ) {
          // The default config is the mobile preset.
          const result = await lighthouse(`${base}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
          if (result === undefined) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
          const { categories, audits, runtimeError } = result.lhr;
          const run: LighthouseRun = {
            performance: categories.performance?.score ?? 0,
            accessibility: categories.accessibility?.score ?? 0,
            fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
            lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
            tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
            cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          };
          if ((runtimeError !== undefined || !Number.isFinite(run.lcpMs)) && failures < 3) {
            failures++;
            log(`  ${pagePath}: Lighthouse could not measure (${runtimeError?.code ?? 'no LCP'}); running again`);
            continue;
          }
          log(`  ${pagePath} run ${i + 1}: performance ${run.performance.toFixed(2)}, LCP ${(run.lcpMs / 1000).toFixed(2)} s`);
          runs.push(run);
          i++;
        }
        const median = medianRun(runs);
        results.push({ path: pagePath, ...median, runs, withinBudget: median.performance >= PERFORMANCE_BUDGET && median.lcpMs <= LCP_BUDGET_MS });
      }
      return results;
    } finally {
      await chrome.kill();
    }
  });
}

/** The table `npm run bench -- --lighthouse` prints. */
export function printLighthouse(results: readonly LighthouseRoute[], log: (line: string) => void = console.log): void {
  const pad = (s: string, n: number) => s.padEnd(n);
  const lpad = (s: string, n: number) => s.padStart(n);
  log(`\n${pad('route', 10)}${lpad('perf', 6)}${lpad('FCP s', 8)}${lpad('LCP s', 8)}${lpad('TBT ms', 8)}${lpad('CLS', 7)}${lpad('a11y', 6)}  budget (perf ≥ ${PERFORMANCE_BUDGET}, LCP ≤ ${LCP_BUDGET_MS / 1000} s)`);
  for (const r of results) {
    log(
      `${pad(r.path, 10)}${lpad(r.performance.toFixed(2), 6)}${lpad((r.fcpMs / 1000).toFixed(2), 8)}${lpad((r.lcpMs / 1000).toFixed(2), 8)}${lpad(r.tbtMs.toFixed(0), 8)}${lpad(r.cls.toFixed(3), 7)}${lpad(r.accessibility.toFixed(2), 6)}  ${r.withinBudget ? 'within budget' : 'OVER budget'}`,
    );
  }
}
