// `npm run bench -- --lighthouse`: Lighthouse 12 (mobile preset: simulated slow 4G and a 4× slower
// CPU) against the real server serving the build being measured (benchServer.ts), in Debian's
// Chromium. Three runs per page; the median run (by performance score) is reported. Budgets:
// DESIGN.md §5, performance ≥ 0.95 and LCP ≤ 2 s on / and /login, accessibility 1.00;
// performance ≥ 0.9 on the signed-in pages a customer opens most, the session given as the
// app's cookies (set in the browser before the runs: Lighthouse keeps cookies between runs, and
// its extraHeaders would reach the server but not the app, which reads document.cookie).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { lpad, pad } from './benchFigures.ts';
import { sessionCookies, type BenchServer } from './benchServer.ts';

export const LIGHTHOUSE_PATHS = ['/', '/login'] as const;
export const LIGHTHOUSE_RUNS = 3;
export const PERFORMANCE_BUDGET = 0.95;
export const LCP_BUDGET_MS = 2000;
export const SIGNED_IN_PERFORMANCE_BUDGET = 0.9;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

/** A page Lighthouse measures and what it must reach there. */
interface LighthousePage {
  readonly pattern: string;
  readonly path: string;
  readonly label: string;
  readonly signedIn: boolean;
  readonly performanceBudget: number;
  readonly lcpBudgetMs?: number;
}

const pagesOf = (server: BenchServer): LighthousePage[] => [
  ...LIGHTHOUSE_PATHS.map((p) => ({ pattern: p, path: p, label: p, signedIn: false, performanceBudget: PERFORMANCE_BUDGET, lcpBudgetMs: LCP_BUDGET_MS })),
  ...[
    ['/dashboard', '/dashboard', '/dashboard'],
    ['/my-orders', '/my-orders', '/my-orders'],
    ['/my-orders/service/:id', `/my-orders/service/${server.fixtures.orders.inProgress}`, '/my-orders/service/:id (in transit)'],
    ['/additional-details', '/additional-details', '/additional-details'],
  ].map(([pattern, p, label]) => ({ pattern: pattern!, path: p!, label: label!, signedIn: true, performanceBudget: SIGNED_IN_PERFORMANCE_BUDGET })),
];

export interface LighthouseRun {
  readonly performance: number;
  readonly accessibility: number;
  readonly fcpMs: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
}

/** Why a page scores as it does, from its median run (the whole report: reports/lighthouse/). */
export interface LighthouseDiagnostics {
  readonly lcpElement?: string;
  /** TTFB, load delay, load time, render delay (ms, simulated). */
  readonly lcpPhases?: Readonly<Record<string, number>>;
  /** The longest chain of requests, each waiting for the one before. */
  readonly longestChain?: { readonly requests: number; readonly ms: number };
  readonly layoutShifts?: readonly { readonly element: string; readonly score: number }[];
  readonly accessibilityFailures?: readonly string[];
  readonly report: string;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Reads what the report's audits say (their details are loosely typed). */
function diagnose(lhr: Lhr, report: string): LighthouseDiagnostics {
  type Item = Record<string, unknown> & { node?: { snippet?: string; selector?: string }; items?: Item[] };
  const details = (id: string) => lhr.audits[id]?.details as (Item & { longestChain?: { length?: number; duration?: number } }) | undefined;
  const lcp = details('largest-contentful-paint-element')?.items ?? [];
  const node = lcp[0]?.items?.[0]?.node;
  const phases = lcp[1]?.items?.map((i) => [String(i.phase), Math.round(Number(i.timing))] as const);
  const chain = details('critical-request-chains')?.longestChain;
  const shifts = (details('layout-shifts')?.items ?? []).map((i) => ({ element: i.node?.selector ?? '(unknown)', score: Number(i.score) })).filter((i) => i.score >= 0.001);
  const failing = (lhr.categories.accessibility?.auditRefs ?? []).filter((r) => r.weight > 0 && lhr.audits[r.id]?.score === 0).map((r) => `${r.id}: ${lhr.audits[r.id]!.title}`);
  return {
    ...(node !== undefined ? { lcpElement: `${node.selector ?? ''} ${node.snippet ?? ''}`.trim() } : {}),
    ...(phases !== undefined ? { lcpPhases: Object.fromEntries(phases) } : {}),
    ...(chain?.length !== undefined ? { longestChain: { requests: chain.length, ms: Math.round(chain.duration ?? 0) } } : {}),
    ...(shifts.length > 0 ? { layoutShifts: shifts } : {}),
    ...(failing.length > 0 ? { accessibilityFailures: failing } : {}),
    report,
  };
}

export interface LighthouseRoute extends LighthouseRun {
  readonly path: string;
  readonly signedIn: boolean;
  readonly performanceBudget: number;
  readonly lcpBudgetMs?: number;
  /** Where a run ended when not on the page (a lost session): its figures are another page's. */
  readonly landedOn?: string;
  /** Every run, in order; the fields above are the median run's. */
  readonly runs: readonly LighthouseRun[];
  readonly withinBudget: boolean;
  readonly diagnostics: LighthouseDiagnostics;
}

/** The run whose performance score is the median (the middle one of an odd number of runs). */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  if (runs.length === 0) throw new Error('no Lighthouse runs');
  return [...runs].sort((a, b) => a.performance - b.performance)[Math.floor((runs.length - 1) / 2)]!;
}

/** Gives the Lighthouse browser the customer's session: a fresh sign-in, as the app's cookies. */
async function setSession(port: number, server: BenchServer): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await browser.contexts()[0]!.addCookies(sessionCookies(server.base, await server.signIn()));
  } finally {
    // Disconnects; the browser is chrome-launcher's and stays up.
    await browser.close();
  }
}

/** The median run's whole report of each page goes here (open it in the Lighthouse viewer). */
export const LIGHTHOUSE_REPORTS = path.join('reports', 'lighthouse');

export async function measureLighthouse(
  server: BenchServer,
  reportsDir: string,
  options: { readonly only?: readonly string[]; readonly log?: (line: string) => void } = {},
): Promise<LighthouseRoute[]> {
  const log = options.log ?? console.log;
  const { base } = server;
  const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    // One visit first, so the server has compressed the files before anything is measured.
    await fetch(`${base}/`, { headers: { 'Accept-Encoding': 'br' } });
    const results: LighthouseRoute[] = [];
    for (const page of pagesOf(server).filter((p) => options.only === undefined || options.only.includes(p.pattern))) {
      if (page.signedIn) await setSession(chrome.port, server);
      const runs: LighthouseRun[] = [];
      const reports = new Map<LighthouseRun, Lhr>();
      let landedOn: string | undefined;
      // A run Lighthouse itself failed (no LCP on a starved machine: score 0) is taken again, up to three times.
      for (let i = 0, failures = 0; i < LIGHTHOUSE_RUNS; ) {
        // The default config is the mobile preset.
        const result = await lighthouse(`${base}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
        if (result === undefined) throw new Error(`Lighthouse returned nothing for ${page.path}`);
        const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
        const run: LighthouseRun = {
          performance: categories.performance?.score ?? 0,
          accessibility: categories.accessibility?.score ?? 0,
          fcpMs: audits['first-contentful-paint']?.numericValue ?? Number.NaN,
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        };
        // A signed-in page that lands on /login measured the wrong page: the session was lost.
        const landed = new URL(finalDisplayedUrl).pathname;
        if (landed !== page.path) {
          landedOn = landed;
          log(`  ${page.label}: Lighthouse ended on ${landed}, not the page`);
        }
        if ((runtimeError !== undefined || !Number.isFinite(run.lcpMs)) && failures < 3) {
          failures++;
          log(`  ${page.label}: Lighthouse could not measure (${runtimeError?.code ?? 'no LCP'}); running again`);
          continue;
        }
        log(`  ${page.label} run ${i + 1}: performance ${run.performance.toFixed(2)}, LCP ${(run.lcpMs / 1000).toFixed(2)} s, TBT ${run.tbtMs.toFixed(0)} ms`);
        runs.push(run);
        reports.set(run, result.lhr);
        i++;
      }
      const median = medianRun(runs);
      const file = path.join(reportsDir, `${page.label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing'}.json`);
      await mkdir(reportsDir, { recursive: true });
      await writeFile(file, JSON.stringify(reports.get(median)));
      const withinBudget = landedOn === undefined && median.performance >= page.performanceBudget && (page.lcpBudgetMs === undefined || median.lcpMs <= page.lcpBudgetMs);
      results.push({
        path: page.label,
        signedIn: page.signedIn,
        performanceBudget: page.performanceBudget,
        ...(page.lcpBudgetMs !== undefined ? { lcpBudgetMs: page.lcpBudgetMs } : {}),
        ...(landedOn !== undefined ? { landedOn } : {}),
        ...median,
        runs,
        withinBudget,
        diagnostics: diagnose(reports.get(median)!, path.relative(process.cwd(), file)),
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

/** The table `npm run bench -- --lighthouse` prints. */
export function printLighthouse(results: readonly LighthouseRoute[], log: (line: string) => void = console.log): void {
  log(`\n${pad('route', 38)}${lpad('perf', 6)}${lpad('FCP s', 8)}${lpad('LCP s', 8)}${lpad('TBT ms', 8)}${lpad('CLS', 7)}${lpad('a11y', 6)}  budget`);
  for (const r of results) {
    const budget = `perf ≥ ${r.performanceBudget}${r.lcpBudgetMs !== undefined ? `, LCP ≤ ${r.lcpBudgetMs / 1000} s` : ''}`;
    log(
      `${pad(r.path, 38)}${lpad(r.performance.toFixed(2), 6)}${lpad((r.fcpMs / 1000).toFixed(2), 8)}${lpad((r.lcpMs / 1000).toFixed(2), 8)}${lpad(r.tbtMs.toFixed(0), 8)}${lpad(r.cls.toFixed(3), 7)}${lpad(r.accessibility.toFixed(2), 6)}  ${budget}: ${r.withinBudget ? 'within' : 'OVER'}`,
    );
  }
  log('\nWhy (median run):');
  for (const r of results) {
    const d = r.diagnostics;
    const phases = d.lcpPhases === undefined ? '' : ` (${Object.entries(d.lcpPhases).map(([phase, ms]) => `${phase} ${ms}`).join(', ')} ms)`;
    log(`  ${r.path}: LCP element ${d.lcpElement ?? '?'}${phases}`);
    if (d.longestChain !== undefined) log(`    longest request chain: ${d.longestChain.requests} requests, ${d.longestChain.ms} ms`);
    for (const shift of d.layoutShifts ?? []) log(`    layout shift ${shift.score.toFixed(3)}: ${shift.element}`);
    for (const failure of d.accessibilityFailures ?? []) log(`    accessibility: ${failure}`);
    log(`    report: ${d.report}`);
  }
}
