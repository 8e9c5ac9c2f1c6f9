// `npm run bench`: measures the budgets of DESIGN §5 and reports them; it never fails on a number.
// (a) built JS per route, gzip, from dist/.vite/manifest.json (builds first when missing);
// (b) API throughput with autocannon (50 connections, same run) against the real app in-process,
//     including order creation and payment capture signed in as the seeded demo customer.
// (c) with --lighthouse: Lighthouse 12, mobile preset, median of three runs per public page
//     (scripts/benchLighthouse.ts).
// Prints tables and writes reports/bench.json.
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import autocannon from 'autocannon';
import { loadConfig } from '../server/config.ts';
import { createApp } from '../server/createApp.ts';
import { createDatabase } from '../server/db/createDatabase.ts';
import { migrateToLatest } from '../server/db/migrateToLatest.ts';
import { seedCatalog } from '../server/db/seedCatalog.ts';
import { DEMO_CUSTOMER, seedDemo } from '../server/db/seedDemo.ts';
import { TEST_CARD_SUCCESS } from '../server/payments/TestCardProvider.ts';
import { consoleLogger, type Logger } from '../server/Logger.ts';
import { routes } from '../src/schemas/routeTable.ts';
import { LIGHTHOUSE_RUNS, measureLighthouse, printLighthouse, type LighthouseRoute } from './benchLighthouse.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const manifestOf = (dir: string): string => path.join(dir, '.vite', 'manifest.json');
const KIB = 1024;
const LANDING_BUDGET_KIB = 90;
const ROUTE_BUDGET_KIB = 160;
const CONNECTIONS = 50;
const SECONDS = 5;

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
  readonly missing?: string;
}

/**
 * The build to measure: dist/ when it has a manifest; otherwise a fresh build with --manifest
 * into a temporary directory, so a dist/ that `npm start` may be serving is left alone.
 */
async function buildToMeasure(): Promise<{ dir: string; temporary: boolean }> {
  if (existsSync(manifestOf(dist))) return { dir: dist, temporary: false };
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
    const { rawKiB, gzipKiB } = await total(files);
    result.push({
      pattern: route.pattern,
      page: route.page,
      files: files.size,
      rawKiB,
      gzipKiB,
      ...(manifest[pageKey] === undefined ? { missing: `${pageKey} not in the manifest` } : {}),
    });
  }
  return { routes: result, entryGzipKiB: (await total(entryFiles)).gzipKiB };
}

// ---------------------------------------------------------------- (b) API throughput

interface Throughput {
  readonly name: string;
  readonly path: string;
  readonly method: string;
  /** What the numbers mean when it is not obvious. */
  readonly note?: string;
  readonly requestsPerSec: number;
  readonly p99Ms: number;
  readonly averageMs: number;
  readonly requests: number;
  readonly non2xx: number;
  readonly errors: number;
}

interface Target {
  readonly name: string;
  readonly path: string;
  readonly method?: 'GET' | 'POST';
  readonly headers?: Record<string, string>;
  readonly body?: string;
  /** A CommonJS file whose default export rewrites each request (autocannon loads it in its worker). */
  readonly setupRequest?: string;
  readonly note?: string;
}

const ORDER_LIST = 'order list (Pending tab)';
const HEALTH = 'health (database read)';

/** Routes measured in the same run, without a session. */
const publicTargets: readonly Target[] = [
  { name: HEALTH, path: '/health' },
  { name: 'web app page (index.html)', path: '/login', headers: { Accept: 'text/html', 'Accept-Encoding': 'br' } },
];

/** A JSON call through the in-process server; throws unless it answers `expected`. */
async function call(base: string, path: string, body: unknown, headers: Record<string, string>, expected: number): Promise<any> {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const answer = (await res.json()) as { data?: unknown; message?: string };
  if (res.status !== expected) throw new Error(`${path} answered ${res.status}: ${answer.message ?? ''}`);
  return answer.data;
}

/**
 * Signed-in targets, as the seeded demo customer (verified by the admin): POST /v1/user/order with
 * a fresh reference per request (each request creates an order), and POST /v1/user/payPal/capture
 * repeating ONE order's capture with ONE idempotency key: after the first, every request takes the
 * idempotent path (the stored capture, no charge) — the cost of a retried or double-clicked payment.
 */
async function signedInTargets(base: string, workDir: string): Promise<Target[]> {
  const login = await call(base, '/v1/user/auth/logIn', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }, {}, 200);
  const headers = { Authorization: `Bearer ${login.accessToken as string}`, 'Content-Type': 'application/json' };
  const address = (type: 'pickup' | 'drop', cityId: string) => ({
    type,
    addressDetails: { buildinName: `Bench ${type}`, street: '1 Bench St', postalCode: '78045', cityId },
    contactDetails: { contactName: 'Bench', contactNumber: '5550000000' },
  });
  const pickup = await call(base, '/v1/user/address', address('pickup', 'monterrey-nl'), headers, 201);
  const drop = await call(base, '/v1/user/address', address('drop', 'dallas-tx'), headers, 201);
  const order = {
    serviceId: 'northbound',
    transportationTypeId: 'ftl',
    modeId: 'ftl-dry-van',
    portId: 'colombia-solidarity-bridge',
    specialRequirementIds: ['straps', 'hazmat-driver'],
    quantities: { straps: 4 },
    pickupAddressIds: [pickup._id as string],
    dropAddressIds: [drop._id as string],
    userReference: 'BENCH0',
    trailerId: 'dry-van-53',
    programming: 'Instant',
  };

  // References are unique per company: B + 2 random letters + a counter (≤ 10 characters).
  const setupFile = path.join(workDir, 'order-reference.cjs');
  const prefix = `B${randomBytes(2).toString('hex').slice(0, 2).toUpperCase()}`;
  await writeFile(
    setupFile,
    `let n = 0;\nconst body = ${JSON.stringify(JSON.stringify(order))};\n` +
      `module.exports = (request) => ({ ...request, body: body.replace('"BENCH0"', JSON.stringify(${JSON.stringify(prefix)} + (++n).toString(36).toUpperCase())) });\n`,
  );

  const paid = await call(base, '/v1/user/order', { ...order, userReference: 'BENCHPAY' }, headers, 201);
  const capture = {
    movementId: paid.movementId as string,
    idempotencyKey: randomUUID(),
    card: { name: 'Demo Customer', number: TEST_CARD_SUCCESS, expiry: `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`, cvc: '123' },
  };
  await call(base, '/v1/user/payPal/capture', capture, headers, 200);

  return [
    { name: 'order create (POST)', path: '/v1/user/order', method: 'POST', headers, setupRequest: setupFile, note: 'each request creates an order (fresh reference)' },
    {
      name: 'capture, idempotent repeat',
      path: '/v1/user/payPal/capture',
      method: 'POST',
      headers,
      body: JSON.stringify(capture),
      note: 'one paid order, one idempotency key: measures the idempotent path (stored capture, no charge)',
    },
    // After order create, so the company has many orders (budget: at least a quarter of health).
    {
      name: ORDER_LIST,
      path: '/v1/user/order?status=Pending&page=1&limit=10',
      headers,
      note: 'the Pending tab, page 1 of 10, of a company with every order created above',
    },
  ];
}

async function measureApi(staticDir: string): Promise<Throughput[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'cargo-bench-'));
  const quiet: Logger = { ...consoleLogger, info: () => {} };
  const database = await createDatabase({ kind: 'pglite', dataDir }, quiet);
  try {
    await migrateToLatest(database.db);
    await seedCatalog(database.db);
    await seedDemo(database.db);
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, ALLOW_TEST_PAYMENTS: '1', ALLOW_DEV_MAIL: '1', ALLOW_DEMO_SEED: '1' });
    const app = createApp({ db: database.db, config, log: quiet, staticDir });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const base = `http://127.0.0.1:${port}`;
    try {
      const targets = [...publicTargets, ...(await signedInTargets(base, dataDir))];
      const results: Throughput[] = [];
      for (const target of targets) {
        // Load comes from a worker thread so the server keeps the main event loop to itself.
        const r = await autocannon({
          url: `${base}${target.path}`,
          connections: CONNECTIONS,
          duration: SECONDS,
          workers: 1,
          ...(target.method ? { method: target.method } : {}),
          ...(target.headers ? { headers: target.headers } : {}),
          ...(target.body !== undefined ? { body: target.body } : {}),
          ...(target.setupRequest !== undefined ? { requests: [{ setupRequest: target.setupRequest }] } : {}),
        });
        results.push({
          name: target.name,
          path: target.path,
          method: target.method ?? 'GET',
          ...(target.note !== undefined ? { note: target.note } : {}),
          requestsPerSec: r.requests.average,
          p99Ms: r.latency.p99,
          averageMs: r.latency.average,
          requests: r.requests.total,
          non2xx: r.non2xx,
          errors: r.errors,
        });
      }
      return results;
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------- report

const fmt = (n: number, digits = 1): string => n.toFixed(digits);
const pad = (s: string, n: number): string => s.padEnd(n);
const lpad = (s: string, n: number): string => s.padStart(n);
const verdict = (value: number, budget: number): string => (value <= budget ? 'within budget' : `OVER by ${fmt(value - budget)} KiB`);

async function main(): Promise<void> {
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
  console.log(`${pad('route', 38)}${pad('page', 24)}${lpad('files', 6)}${lpad('raw KiB', 10)}${lpad('gzip KiB', 10)}`);
  for (const r of bundle.routes) {
    console.log(`${pad(r.pattern, 38)}${pad(r.page, 24)}${lpad(String(r.files), 6)}${lpad(fmt(r.rawKiB), 10)}${lpad(fmt(r.gzipKiB), 10)}${r.missing ? `  (${r.missing})` : ''}`);
  }
  const landing = bundle.routes.find((r) => r.pattern === '/')!;
  const largest = bundle.routes.reduce((max, r) => (r.gzipKiB > max.gzipKiB ? r : max));
  console.log(`\nentry alone: ${fmt(bundle.entryGzipKiB)} KiB gzip`);
  console.log(`landing route initial JS: ${fmt(landing.gzipKiB)} KiB gzip (budget ${LANDING_BUDGET_KIB} KiB: ${verdict(landing.gzipKiB, LANDING_BUDGET_KIB)})`);
  console.log(`largest route: ${largest.pattern} ${fmt(largest.gzipKiB)} KiB gzip (budget ${ROUTE_BUDGET_KIB} KiB: ${verdict(largest.gzipKiB, ROUTE_BUDGET_KIB)})`);

  let lighthouse: LighthouseRoute[] | undefined;
  if (process.argv.includes('--lighthouse')) {
    console.log(`\nLighthouse 12, mobile preset, median of ${LIGHTHOUSE_RUNS} runs (CHROME_PATH or /usr/bin/chromium)\n`);
    lighthouse = await measureLighthouse(build);
    printLighthouse(lighthouse);
  }

  console.log(`\nAPI throughput (autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, PGlite on disk, same process)\n`);
  const api = await measureApi(build);
  console.log(`${pad('target', 30)}${pad('path', 30)}${lpad('req/s', 10)}${lpad('p99 ms', 9)}${lpad('avg ms', 9)}${lpad('non-2xx', 9)}${lpad('errors', 8)}`);
  for (const t of api) {
    console.log(`${pad(t.name, 30)}${pad(`${t.method === 'GET' ? '' : `${t.method} `}${t.path}`, 30)}${lpad(fmt(t.requestsPerSec, 0), 10)}${lpad(fmt(t.p99Ms, 0), 9)}${lpad(fmt(t.averageMs), 9)}${lpad(String(t.non2xx), 9)}${lpad(String(t.errors), 8)}`);
  }
  for (const t of api) if (t.note !== undefined) console.log(`  ${t.name}: ${t.note}`);
  const health = api.find((t) => t.name === HEALTH)!;
  const list = api.find((t) => t.name === ORDER_LIST)!;
  const listShare = list.requestsPerSec / health.requestsPerSec;
  console.log(`\norder list: ${fmt(listShare * 100, 0)}% of health throughput (budget at least 25%: ${listShare >= 0.25 ? 'within budget' : 'UNDER budget'})`);

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
    api: {
      connections: CONNECTIONS,
      secondsEach: SECONDS,
      database: 'pglite (disk)',
      results: api,
      orderList: { shareOfHealth: listShare, budget: 0.25, withinBudget: listShare >= 0.25 },
    },
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
