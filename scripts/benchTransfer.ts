// `npm run bench`: the JavaScript Chromium transfers for each route of the route table until the
// route is interactive, on a first visit (a fresh browser context: empty cache), signed in where the
// route needs it, from the build being measured served by the real server (benchServer.ts).
//
// Interactive, here: the URL has settled, the page's `main` landmark has text, nothing in #root is
// busy (no aria-busy="true", no skeleton, no route progress), every element React should own in
// #root is React's (a prerendered page has hydrated: a part still dehydrated has no fiber), and no
// request of the page has been in flight for QUIET_MS (event streams aside: they never end), still
// so after a frame and a task. What loads after that is not on the way to a usable page.
//
// Idle prefetch is not counted, by holding it: the page's requestIdleCallback never calls back.
// whenIdle (src/services/idle.ts) is the app's only user of it (the bench lists any other built
// chunk that calls it), and its tasks only fetch what a next page may need. Stopping the count at
// the interactive moment instead would race the idle callback, which fires as soon as the page is
// quiet: exactly when the count would stop.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale } from '../src/schemas/locales.ts';
import { routes, type RouteDef } from '../src/schemas/routeTable.ts';
import { budgetOf, fillPattern, fmt, isJavaScript, KIB, lpad, pad, sumTransfers, TRANSFER_BUDGETS_KIB, verdictOf, type Transfer, type TransferSum, type Verdict } from './benchFigures.ts';
import { sessionCookies, type BenchFixtures, type BenchServer } from './benchServer.ts';

export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// TOOLCHAIN.md's flags for Debian's Chromium as root.
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
export const QUIET_MS = 500;
const TIMEOUT_MS = 45_000;

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });

/** One page to open: a route with its parameters filled from the seeded data. */
export interface Visit {
  readonly pattern: string;
  /** The row's name: the pattern, or the pattern and which of its data (an order's state). */
  readonly label: string;
  readonly path: string;
  readonly access: RouteDef['access'];
}

export interface Skipped {
  readonly pattern: string;
  readonly reason: string;
}

/** The route table's routes, parameters filled in; the order page twice (unpaid, and paid in transit). */
export function visitsFor(table: readonly RouteDef[], fixtures: BenchFixtures, features: Readonly<Record<string, boolean>>): { visits: Visit[]; skipped: Skipped[] } {
  const visits: Visit[] = [];
  const skipped: Skipped[] = [];
  const queries: Readonly<Record<string, string>> = { '/accept-invite': `?token=${encodeURIComponent(fixtures.inviteToken)}` };
  const params: Readonly<Record<string, string>> = {
    token: fixtures.trackingToken,
    accountId: fixtures.subUserId,
    slug: fixtures.guidelineSlug,
    id: fixtures.orders.unpaid,
  };
  for (const route of table) {
    if (route.feature !== undefined && features[route.feature] !== true) {
      skipped.push({ pattern: route.pattern, reason: `not in this build (.vite/features.json: ${route.feature} off; the server answers 404)` });
      continue;
    }
    const add = (label: string, own: Readonly<Record<string, string>>) => {
      const filled = fillPattern(route.pattern, { ...params, ...own });
      if ('missing' in filled) skipped.push({ pattern: route.pattern, reason: `no seeded value for :${filled.missing}` });
      else visits.push({ pattern: route.pattern, label, path: filled.path + (queries[route.pattern] ?? ''), access: route.access });
    };
    if (route.pattern === '/my-orders/service/:id') {
      add(`${route.pattern} (unpaid)`, { id: fixtures.orders.unpaid });
      add(`${route.pattern} (in transit)`, { id: fixtures.orders.inProgress });
    } else if (route.pattern === '/unsubscribe/:token') add(route.pattern, { token: fixtures.unsubscribeToken });
    else add(route.pattern, {});
  }
  return { visits, skipped };
}

interface Tracked {
  url: string;
  type: string;
  mimeType: string;
  headerBytes: number;
  wireBytes: number;
  state: 'pending' | 'done' | 'failed' | 'stream';
  startedMs: number;
}

/** The page's requests as CDP reports them, and when the network last did anything. */
export interface NetworkWatch {
  readonly pending: () => number;
  readonly lastActivityMs: () => number;
  readonly started: () => number;
  readonly finished: () => Transfer[];
  readonly failed: () => string[];
}

export async function watchNetwork(cdp: CDPSession): Promise<NetworkWatch> {
  const requests = new Map<string, Tracked>();
  let last = Date.now();
  let started = 0;
  const touch = () => {
    last = Date.now();
  };
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!/^https?:/.test(e.request.url)) return;
    // A redirect reuses the id: the new request replaces the old.
    requests.set(e.requestId, { url: e.request.url, type: e.type ?? 'Other', mimeType: '', headerBytes: 0, wireBytes: 0, state: 'pending', startedMs: Date.now() });
    started++;
    touch();
  });
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r === undefined) return;
    r.mimeType = e.response.mimeType;
    // Bytes received when the headers were read: the headers.
    r.headerBytes = e.response.encodedDataLength;
    if (e.response.mimeType === 'text/event-stream') r.state = 'stream';
    touch();
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r === undefined) return;
    r.wireBytes = e.encodedDataLength;
    if (r.state === 'pending') r.state = 'done';
    touch();
  });
  cdp.on('Network.loadingFailed', (e) => {
    const r = requests.get(e.requestId);
    if (r === undefined) return;
    r.state = 'failed';
    touch();
  });
  await cdp.send('Network.enable');
  return {
    pending: () => [...requests.values()].filter((r) => r.state === 'pending').length,
    lastActivityMs: () => last,
    started: () => started,
    finished: () =>
      [...requests.values()].filter((r) => r.state === 'done').map(({ url, type, mimeType, wireBytes, headerBytes }) => ({ url, type, mimeType, wireBytes, headerBytes })),
    failed: () => [...requests.values()].filter((r) => r.state === 'failed').map((r) => r.url),
  };
}

export interface DomState {
  readonly path: string;
  readonly content: boolean;
  readonly busy: boolean;
  readonly hydrated: boolean;
}

/**
 * Runs in the page: see the file's comment. A string, not a function: tsx wraps a function's inner
 * functions in a helper the page does not have.
 */
const READ_DOM = `(() => {
  const root = document.getElementById('root');
  const main = document.querySelector('main');
  const owned = (el, prefix) => Object.keys(el).some((k) => k.startsWith(prefix));
  let hydrated = root !== null && owned(root, '__reactContainer$');
  if (hydrated) {
    for (const el of root.querySelectorAll('*')) {
      if (owned(el, '__reactFiber$')) continue;
      const parent = el.parentElement;
      // Below an element already found unowned: that one decides.
      if (parent === null || (parent !== root && !owned(parent, '__reactFiber$'))) continue;
      // Markup React does not own (innerHTML).
      const key = Object.keys(parent).find((k) => k.startsWith('__reactProps$'));
      if (key !== undefined && parent[key] && parent[key].dangerouslySetInnerHTML !== undefined) continue;
      hydrated = false;
      break;
    }
  }
  return {
    path: location.pathname,
    content: main !== null && (main.textContent || '').trim().length > 0,
    busy: root === null || root.querySelector('[aria-busy="true"], [data-testid="page-skeleton"], [data-testid="route-progress"]') !== null,
    hydrated,
  };
})()`;

export interface Interactive {
  /** From navigation start to the end of the last request before the quiet (this machine's, noisy). */
  readonly ms: number;
  readonly timedOut: boolean;
  readonly dom: DomState;
}

/** Waits until the page is interactive as defined at the top of this file. */
export async function waitUntilInteractive(page: Page, network: NetworkWatch, startedAt: number): Promise<Interactive> {
  let dom: DomState = { path: '', content: false, busy: true, hydrated: false };
  const read = async (): Promise<DomState | undefined> => (page.evaluate(READ_DOM) as Promise<DomState>).catch(() => undefined);
  for (;;) {
    await page.waitForTimeout(100);
    const quiet = network.pending() === 0 && Date.now() - network.lastActivityMs() >= QUIET_MS;
    if (quiet) {
      dom = (await read()) ?? dom;
      if (dom.content && !dom.busy && dom.hydrated) {
        const before = network.started();
        // A frame and a task later nothing new was asked for: the main thread had no more to load.
        await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))').catch(() => undefined);
        const again = await read();
        if (again !== undefined && network.started() === before && network.pending() === 0 && again.path === dom.path && !again.busy) {
          return { ms: network.lastActivityMs() - startedAt, timedOut: false, dom: again };
        }
      }
    }
    if (Date.now() - startedAt > TIMEOUT_MS) return { ms: Date.now() - startedAt, timedOut: true, dom: (await read()) ?? dom };
  }
}

export interface FileTransfer {
  readonly file: string;
  readonly wireBytes: number;
  readonly bodyBytes: number;
}

export interface RouteTransfer extends TransferSum {
  readonly pattern: string;
  readonly label: string;
  readonly path: string;
  readonly access: RouteDef['access'];
  /** Wire bytes of JavaScript (headers and compressed bodies), in KiB: the figure budgeted. */
  readonly jsKiB: number;
  readonly jsBodyKiB: number;
  /** Everything else the page transferred by then, by CDP resource type, KiB on the wire. */
  readonly otherKiB: Readonly<Record<string, number>>;
  readonly interactiveMs: number;
  readonly budgetKiB?: number;
  readonly verdict: Verdict;
  /** Where the app sent a first visit (a flow's later step, the logout): the figure is for both pages. */
  readonly redirectedTo?: string;
  readonly timedOut?: true;
  readonly failed?: readonly string[];
  /** JS files, biggest first. */
  readonly js: readonly FileTransfer[];
}

/** Holds idle callbacks (whenIdle's prefetch): requestIdleCallback takes the task and never runs it. */
const HOLD_IDLE = `window.requestIdleCallback = () => 0; window.cancelIdleCallback = () => undefined;`;

async function measureVisit(browser: Browser, server: BenchServer, visit: Visit, locale: Locale = DEFAULT_LOCALE): Promise<RouteTransfer> {
  const context: BrowserContext = await browser.newContext({ baseURL: server.base });
  try {
    if (visit.access === 'signedIn') await context.addCookies(sessionCookies(server.base, await server.signIn()));
    // A visitor who chose a language: the server serves its pages and the app loads its catalog.
    if (locale !== DEFAULT_LOCALE) await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: server.base }]);
    await context.addInitScript({ content: HOLD_IDLE });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const network = await watchNetwork(cdp);
    const startedAt = Date.now();
    await page.goto(visit.path, { waitUntil: 'commit' });
    const interactive = await waitUntilInteractive(page, network, startedAt);
    const finished = network.finished();
    const js = finished.filter(isJavaScript);
    const sum = sumTransfers(js);
    const otherKiB: Record<string, number> = {};
    for (const t of finished) if (!isJavaScript(t)) otherKiB[t.type] = (otherKiB[t.type] ?? 0) + t.wireBytes / KIB;
    const jsKiB = sum.wireBytes / KIB;
    const budgetKiB = budgetOf(visit, TRANSFER_BUDGETS_KIB);
    const requested = visit.path.split('?')[0]!;
    const failed = network.failed();
    return {
      pattern: visit.pattern,
      label: visit.label,
      path: visit.path,
      access: visit.access,
      ...sum,
      jsKiB,
      jsBodyKiB: sum.bodyBytes / KIB,
      otherKiB,
      interactiveMs: interactive.ms,
      ...(budgetKiB !== undefined ? { budgetKiB } : {}),
      verdict: verdictOf(jsKiB, budgetKiB),
      ...(interactive.dom.path !== requested ? { redirectedTo: interactive.dom.path } : {}),
      ...(interactive.timedOut ? { timedOut: true as const } : {}),
      ...(failed.length > 0 ? { failed } : {}),
      js: js
        .map((t) => ({ file: new URL(t.url).pathname, wireBytes: t.wireBytes, bodyBytes: t.wireBytes - Math.min(t.headerBytes, t.wireBytes) }))
        .sort((a, b) => b.wireBytes - a.wireBytes),
    };
  } finally {
    await context.close();
  }
}

export interface TransferReport {
  readonly routes: readonly RouteTransfer[];
  readonly skipped: readonly Skipped[];
  /** Built chunks other than the entry that call requestIdleCallback (held during the count). */
  readonly otherIdleCallers: readonly string[];
}

/** Chunks that call requestIdleCallback: the entry (whenIdle) is expected; any other is said. */
async function idleCallers(build: string, entryFile: string | undefined): Promise<string[]> {
  const manifest = JSON.parse(await readFile(path.join(build, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const files = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js') && f !== entryFile);
  const callers: string[] = [];
  for (const file of files) if ((await readFile(path.join(build, file), 'utf8')).includes('requestIdleCallback')) callers.push(file);
  return callers;
}

export async function measureTransfers(
  server: BenchServer,
  build: string,
  options: { readonly only?: readonly string[]; readonly entryFile?: string; readonly locale?: Locale; readonly log?: (line: string) => void } = {},
): Promise<TransferReport> {
  const log = options.log ?? console.log;
  const features = JSON.parse(await readFile(path.join(build, '.vite', 'features.json'), 'utf8').catch(() => '{}')) as Record<string, boolean>;
  const all = visitsFor(routes, server.fixtures, features);
  const visits = options.only === undefined ? all.visits : all.visits.filter((v) => options.only!.includes(v.pattern));
  // A visitor who chose a language and signs in has an account in it (else the app turns to the
  // account's language at sign-in and loads that catalog too): the demo customer is made so.
  const locale = options.locale ?? DEFAULT_LOCALE;
  const session = await server.signIn();
  const saved = await fetch(`${server.base}/v1/user/locale`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
    body: JSON.stringify({ locale }),
  });
  if (!saved.ok) throw new Error(`PUT /v1/user/locale answered ${saved.status}`);
  const browser = await launchChromium();
  const results: RouteTransfer[] = [];
  try {
    // One visit first, so the server has read (and, for files without a .br, compressed) the files.
    await measureVisit(browser, server, { pattern: '/', label: 'warm-up', path: '/', access: 'public' }, options.locale);
    for (const visit of visits) {
      const result = await measureVisit(browser, server, visit, options.locale);
      log(`  ${visit.label}: ${result.jsKiB.toFixed(1)} KiB in ${result.files} JS files${result.redirectedTo ? ` (went on to ${result.redirectedTo})` : ''}${result.timedOut ? ' (not interactive within the time limit)' : ''}`);
      results.push(result);
    }
  } finally {
    await browser.close();
  }
  const skipped = options.only === undefined ? all.skipped : all.skipped.filter((s) => options.only!.includes(s.pattern));
  return { routes: results, skipped, otherIdleCallers: await idleCallers(build, options.entryFile) };
}

/** The transferred figure beside the static one (benchBundle.ts), with its budget. */
export function printTransfers(report: TransferReport, staticSizes: readonly { readonly pattern: string; readonly gzipKiB: number }[]): void {
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
