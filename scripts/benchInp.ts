// `npm run bench -- --lighthouse` (or `--inp`): interaction to next paint on a phone for the
// wizard's two first taps: Next from step 1 (a service chosen) and opening step 2's port list.
// A 390×844 touch screen, the CPU slowed 4× through CDP (what Lighthouse's mobile preset assumes),
// signed in by cookies, a first visit. Each interaction's latency is the longest of its events as
// the Event Timing API reports them (a PerformanceObserver of 'event' entries with a 16 ms
// threshold, the least it allows: a tap faster than that reports nothing and counts as ≤ 16 ms).
// The idle prefetch runs here, as for a person: the taps come once the page has been quiet a while.
import type { Browser, Page } from '@playwright/test';
import { longestInteraction, median, verdictOf, type EventEntry, type Verdict } from './benchFigures.ts';
import { sessionCookies, type BenchServer } from './benchServer.ts';
import { launchChromium, waitUntilInteractive, watchNetwork, type NetworkWatch } from './benchTransfer.ts';

export const INP_BUDGET_MS = 200;
export const INP_RUNS = 3;
export const CPU_SLOWDOWN = 4;
/** Below the observer's threshold: nothing reported. */
const UNDER_THRESHOLD_MS = 16;

const OBSERVE_EVENTS = `
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__benchEvents.push({ name: e.name, interactionId: e.interactionId || 0, startTime: e.startTime, processingStart: e.processingStart, processingEnd: e.processingEnd, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });`;

/** One tap: its latency and where the time went (of its longest event). */
export interface TapTiming {
  /** ms; 16 when under the threshold. */
  readonly ms: number;
  readonly event?: string;
  /** From the tap to its handlers, in them, and from them to the paint. */
  readonly inputDelayMs?: number;
  readonly processingMs?: number;
  readonly presentationMs?: number;
}

export interface InpInteraction {
  readonly name: string;
  readonly runs: readonly TapTiming[];
  readonly medianMs: number;
  readonly budgetMs: number;
  readonly verdict: Verdict;
}

async function quiet(page: Page, network: NetworkWatch, ms: number): Promise<void> {
  while (network.pending() > 0 || Date.now() - network.lastActivityMs() < ms) await page.waitForTimeout(100);
}

/** Taps, waits for what the tap shows, then for the entries (reported after the next paint). */
async function timedTap(page: Page, tap: () => Promise<void>, shown: () => Promise<void>): Promise<TapTiming> {
  const since = (await page.evaluate('performance.now()')) as number;
  await tap();
  await shown();
  await page.waitForTimeout(1000);
  await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
  const entries = (await page.evaluate('window.__benchEvents')) as EventEntry[];
  const e = longestInteraction(entries, since);
  if (e === undefined) return { ms: UNDER_THRESHOLD_MS };
  return {
    ms: e.duration,
    event: e.name,
    inputDelayMs: Math.round(e.processingStart - e.startTime),
    processingMs: Math.round(e.processingEnd - e.processingStart),
    presentationMs: Math.round(e.startTime + e.duration - e.processingEnd),
  };
}

async function oneRun(browser: Browser, server: BenchServer): Promise<{ next: TapTiming; dropdown: TapTiming }> {
  const context = await browser.newContext({ baseURL: server.base, viewport: { width: 390, height: 844 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    await context.addCookies(sessionCookies(server.base, await server.signIn()));
    await context.addInitScript({ content: OBSERVE_EVENTS });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const network = await watchNetwork(cdp);
    const startedAt = Date.now();
    await page.goto('/additional-details', { waitUntil: 'commit' });
    await waitUntilInteractive(page, network, startedAt);
    // The person reads the page: the idle prefetch (the other steps' chunks) has its time.
    await quiet(page, network, 2000);
    await page.getByRole('radio', { name: /Northbound Service/ }).tap();
    await page.waitForTimeout(500);
    const step2 = page.locator('[data-step="step2"]');
    const port = page.getByRole('combobox', { name: 'Port / bridge of crossing' });
    const next = await timedTap(
      page,
      () => page.getByRole('button', { name: 'Next' }).tap(),
      () => port.waitFor({ state: 'visible' }).then(() => step2.waitFor()),
    );
    await quiet(page, network, 1000);
    const dropdown = await timedTap(
      page,
      () => port.tap(),
      () => page.getByRole('option').first().waitFor({ state: 'visible' }),
    );
    return { next, dropdown };
  } finally {
    await context.close();
  }
}

export async function measureInp(server: BenchServer, log: (line: string) => void = console.log): Promise<InpInteraction[]> {
  const browser = await launchChromium();
  const next: TapTiming[] = [];
  const dropdown: TapTiming[] = [];
  try {
    for (let i = 0; i < INP_RUNS; i++) {
      const run = await oneRun(browser, server);
      log(`  run ${i + 1}: Next ${describeTap(run.next)}; port list ${describeTap(run.dropdown)}`);
      next.push(run.next);
      dropdown.push(run.dropdown);
    }
  } finally {
    await browser.close();
  }
  const row = (name: string, runs: TapTiming[]): InpInteraction => {
    const medianMs = median(runs.map((r) => r.ms));
    return { name, runs, medianMs, budgetMs: INP_BUDGET_MS, verdict: verdictOf(medianMs, INP_BUDGET_MS) };
  };
  return [row("wizard: Next from step 1 (a service chosen)", next), row("wizard: open step 2's 'Port / bridge of crossing' list", dropdown)];
}

const describeTap = (t: TapTiming): string =>
  t.event === undefined ? `≤ ${t.ms} ms` : `${t.ms} ms (${t.event}: input delay ${t.inputDelayMs}, handlers ${t.processingMs}, to paint ${t.presentationMs})`;

export function printInp(rows: readonly InpInteraction[], log: (line: string) => void = console.log): void {
  log(`\n${'interaction'.padEnd(56)}${'median ms'.padStart(10)}  runs            budget`);
  for (const r of rows) log(`${r.name.padEnd(56)}${r.medianMs.toFixed(0).padStart(10)}  ${r.runs.map((t) => t.ms.toFixed(0)).join(', ').padEnd(16)}≤ ${r.budgetMs} ms: ${r.verdict}`);
}
