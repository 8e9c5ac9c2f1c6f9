// The API half of `npm run bench` (DESIGN §5, §6): autocannon against `server/main.ts` run as its
// own process on a seeded database (10k orders, 1k notifications), PGlite and PostgreSQL side by
// side; 50 connections per route, 200 on the list routes, the server's RSS, and on PostgreSQL one
// API process against two behind a round-robin proxy. Prints nothing itself: printLoad does.
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import { createDatabase, type DatabaseTarget } from '../server/db/createDatabase.ts';
import { migrateToLatest } from '../server/db/migrateToLatest.ts';
import { seedCatalog } from '../server/db/seedCatalog.ts';
import { DEMO_CUSTOMER, seedDemo } from '../server/db/seedDemo.ts';
import type { Logger } from '../server/Logger.ts';
import { CARD_TOKEN_PATH, TEST_CARD_SUCCESS } from '../server/payments/TestCardProvider.ts';
import { fmt, lpad } from './benchFigures.ts';
import { benchOrderBody, seedLoad, type LoadSeed } from './seedLoad.ts';
import { startApiProcess, type ApiProcess } from './startApiProcess.ts';
import { startTwoProcesses } from './twoProcesses.ts';

export const LOAD = {
  connections: 50,
  seconds: 5,
  heavyConnections: 200,
  /** DESIGN §5: nothing waits longer at 200 connections. */
  maxWaitMs: 2000,
  seed: { orders: 10_000, notifications: 1_000 } satisfies LoadSeed,
  /** Server memory budget with the seed, MiB. */
  rssBudgetMiB: 400,
  listShareBudget: { pglite: 0.25, postgres: 0.5 },
  createP99BudgetMs: 300,
} as const;

/** The PostgreSQL server a fresh `bench_<random>` database is made on (the admin URL's database is only used to create it). */
const DEFAULT_ADMIN_URL = 'postgres://postgres:postgres@localhost:5432/postgres';

export const HEALTH = 'health (database read)';
export const ORDER_LIST = 'order list (Pending tab)';
export const ORDER_CREATE = 'order create (POST)';
export const NOTIFICATION_LIST = 'notification list';

export interface Throughput {
  readonly name: string;
  readonly path: string;
  readonly method: string;
  readonly connections: number;
  readonly note?: string;
  readonly requestsPerSec: number;
  readonly p99Ms: number;
  readonly averageMs: number;
  readonly maxMs: number;
  readonly requests: number;
  readonly non2xx: number;
  /** 503 answers of the bounded queue (Retry-After). */
  readonly busy503: number;
  /** Answers that came after more than LOAD.maxWaitMs, plus requests that never got one (time-outs). */
  readonly overMaxWait: number;
  readonly errors: number;
  readonly timeouts: number;
}

export interface DatabaseRun {
  readonly database: 'pglite' | 'postgres';
  readonly seedSeconds: number;
  readonly results: Throughput[];
  /** The API process's memory: after start (seeded, before load), after every run, and its peak. */
  readonly memory: { readonly afterStartMiB: number; readonly afterLoadMiB: number; readonly peakMiB: number } | undefined;
  readonly listShareOfHealth: number;
}

export interface ScaleOutRun {
  readonly processes: number;
  readonly results: Throughput[];
}

export interface LoadReport {
  readonly seed: LoadSeed;
  readonly runs: DatabaseRun[];
  /** PostgreSQL only: the same proxy in front of one process, then two. */
  readonly scaleOut: ScaleOutRun[];
  readonly skipped: string[];
}

interface Target {
  readonly name: string;
  readonly path: string;
  readonly method?: 'GET' | 'POST';
  readonly headers?: Record<string, string>;
  readonly body?: string;
  /** A CommonJS file whose default export rewrites each request (autocannon loads it). */
  readonly setupRequest?: string;
  readonly note?: string;
}

const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} };

function run(base: string, target: Target, connections: number, seconds: number = LOAD.seconds): Promise<Throughput> {
  let overMaxWait = 0;
  let busy503 = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${base}${target.path}`,
        connections,
        duration: seconds,
        timeout: 10,
        ...(target.method ? { method: target.method } : {}),
        ...(target.headers ? { headers: target.headers } : {}),
        ...(target.body !== undefined ? { body: target.body } : {}),
        ...(target.setupRequest !== undefined ? { requests: [{ setupRequest: target.setupRequest }] } : {}),
      },
      (error, r) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        resolve({
          name: target.name,
          path: target.path,
          method: target.method ?? 'GET',
          connections,
          ...(target.note !== undefined ? { note: target.note } : {}),
          requestsPerSec: r.requests.average,
          p99Ms: r.latency.p99,
          averageMs: r.latency.average,
          maxMs: r.latency.max,
          requests: r.requests.total,
          non2xx: r.non2xx,
          busy503,
          overMaxWait: overMaxWait + r.timeouts,
          errors: r.errors,
          timeouts: r.timeouts,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (responseTime > LOAD.maxWaitMs) overMaxWait++;
      if (statusCode === 503) busy503++;
    });
  });
}

/** A JSON POST; throws unless it answers `expected`. */
async function call(base: string, route: string, body: unknown, headers: Record<string, string>, expected: number): Promise<any> {
  const res = await fetch(`${base}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const answer = (await res.json()) as { data?: unknown; message?: string };
  if (res.status !== expected) throw new Error(`${route} answered ${res.status}: ${answer.message ?? ''}`);
  return answer.data;
}

/**
 * Signed in as the seeded demo customer: order creation with a fresh reference per request, the
 * idempotent repeat of one capture, the Pending tab and the notifications (page 1 of 10 each).
 */
async function signedInTargets(base: string, workDir: string): Promise<{ perRoute: Target[]; lists: Target[] }> {
  const login = await call(base, '/v1/user/auth/logIn', { email: DEMO_CUSTOMER.email, password: DEMO_CUSTOMER.password }, {}, 200);
  const headers = { Authorization: `Bearer ${login.accessToken as string}`, 'Content-Type': 'application/json' };
  const address = (type: 'pickup' | 'drop', cityId: string) => ({
    type,
    addressDetails: { buildinName: `Bench ${type}`, street: '1 Bench St', postalCode: '78045', cityId },
    contactDetails: { contactName: 'Bench', contactNumber: '5550000000' },
  });
  const pickup = await call(base, '/v1/user/address', address('pickup', 'monterrey-nl'), headers, 201);
  const drop = await call(base, '/v1/user/address', address('drop', 'dallas-tx'), headers, 201);
  const order = benchOrderBody(pickup._id as string, drop._id as string, 'BENCH0');

  // References are unique per company: B + 4 random characters + a counter (≤ 10 characters).
  const setupFile = path.join(workDir, `order-reference-${randomBytes(4).toString('hex')}.cjs`);
  const prefix = `B${randomBytes(2).toString('hex').toUpperCase()}`;
  await writeFile(
    setupFile,
    `let n = 0;\nconst body = ${JSON.stringify(JSON.stringify(order))};\n` +
      `module.exports = (request) => ({ ...request, body: body.replace('"BENCH0"', JSON.stringify(${JSON.stringify(prefix)} + (++n).toString(36).toUpperCase())) });\n`,
  );

  const paid = await call(base, '/v1/user/order', { ...order, userReference: `P${prefix}` }, headers, 201);
  // The card goes to the test provider's own route (as the browser sends it); the API gets its token.
  const card = { name: 'Demo Customer', number: TEST_CARD_SUCCESS, expiry: `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`, cvc: '123' };
  const { token } = await call(base, CARD_TOKEN_PATH, { card }, {}, 201);
  const capture = { movementId: paid.movementId as string, idempotencyKey: randomUUID(), paymentToken: token as string };
  await call(base, '/v1/user/payPal/capture', capture, headers, 200);

  const list: Target = { name: ORDER_LIST, path: '/v1/user/order?status=Pending&page=1&limit=10', headers, note: `the Pending tab, page 1 of 10, of a company with ${LOAD.seed.orders} orders and more` };
  const notifications: Target = { name: NOTIFICATION_LIST, path: '/v1/user/notification?page=1&limit=10', headers, note: `page 1 of ${LOAD.seed.notifications} notifications` };
  return {
    perRoute: [
      { name: ORDER_CREATE, path: '/v1/user/order', method: 'POST', headers, setupRequest: setupFile, note: 'each request creates an order (fresh reference)' },
      {
        name: 'capture, idempotent repeat',
        path: '/v1/user/payPal/capture',
        method: 'POST',
        headers,
        body: JSON.stringify(capture),
        note: 'one paid order, one idempotency key: the stored capture, no charge',
      },
      list,
      notifications,
    ],
    lists: [list, notifications],
  };
}

/** Creates a fresh database on the PostgreSQL server of `adminUrl`; undefined (with why) when none answers. */
async function freshPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> } | { skipped: string }> {
  let admin;
  try {
    admin = await createDatabase({ kind: 'postgres', url: adminUrl, maxConnections: 1 }, quiet);
  } catch (error) {
    return { skipped: `PostgreSQL not reachable (${error instanceof Error ? error.message : String(error)}); set BENCH_DATABASE_URL or start it: pg_ctlcluster 15 main start` };
  }
  const name = `bench_${randomBytes(6).toString('hex')}`;
  await sql`create database ${sql.id(name)}`.execute(admin.db);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
      await admin.close();
    },
  };
}

async function seedDatabase(target: DatabaseTarget): Promise<number> {
  const started = performance.now();
  const handle = await createDatabase(target, quiet);
  try {
    await migrateToLatest(handle.db);
    await seedCatalog(handle.db);
    await seedDemo(handle.db);
    await seedLoad(handle.db, LOAD.seed);
  } finally {
    await handle.close();
  }
  return (performance.now() - started) / 1000;
}

/** CPU seconds a process has used (Linux /proc: utime + stime in 1/100 s), or undefined. */
function cpuSecondsOf(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until the API process is idle (at most 30 s; 5 s without /proc). At start it cancels the
 * seed's unpaid orders past their pay-by time and delivers their notifications (~1,400 orders,
 * ~1.7 s of its CPU on PGlite): measured first, /health shared the process with that work and
 * read low, so the order list's share of it read high.
 */
async function settle(pid: number): Promise<void> {
  const first = cpuSecondsOf(pid);
  if (first === undefined) return sleep(5000);
  let last: number = first;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    await sleep(1000);
    const now: number = cpuSecondsOf(pid) ?? last;
    if (now - last < 0.05) return;
    last = now;
  }
}

/** Every target through one API process, then the list routes at 200 connections. */
async function measureProcess(server: ApiProcess, workDir: string): Promise<{ results: Throughput[]; afterLoadMiB: number | undefined }> {
  const { perRoute, lists } = await signedInTargets(server.base, workDir);
  await settle(server.pid);
  // A second of each route whose ratio is the budget, so neither is measured cold (not recorded).
  for (const target of [{ name: HEALTH, path: '/health' }, lists[0]!]) await run(server.base, target, LOAD.connections, 1);
  // The web app page last: the server compresses the whole build (brotli) in the background after
  // start, and index.html waits for its turn, so measured first it mostly measures that warm-up.
  const webAppPage: Target = { name: 'web app page (index.html)', path: '/login', headers: { Accept: 'text/html', 'Accept-Encoding': 'br' } };
  const results: Throughput[] = [];
  for (const target of [{ name: HEALTH, path: '/health' }, ...perRoute, webAppPage]) results.push(await run(server.base, target, LOAD.connections));
  for (const target of lists) results.push(await run(server.base, { ...target, name: `${target.name} @${LOAD.heavyConnections}` }, LOAD.heavyConnections));
  return { results, afterLoadMiB: server.memory()?.rssMiB };
}

const serverEnv = (database: Record<string, string>, staticDir: string | undefined): Record<string, string> => ({
  NODE_ENV: 'production',
  ALLOW_TEST_PAYMENTS: '1',
  ALLOW_DEV_MAIL: '1',
  ALLOW_DEMO_SEED: '1',
  JWT_SECRET: randomBytes(48).toString('base64url'),
  ...(staticDir !== undefined ? { STATIC_DIR: staticDir } : {}),
  ...database,
});

async function measureDatabase(kind: 'pglite' | 'postgres', database: Record<string, string>, target: DatabaseTarget, staticDir: string | undefined, workDir: string): Promise<DatabaseRun> {
  const seedSeconds = await seedDatabase(target);
  const server = await startApiProcess(serverEnv(database, staticDir));
  try {
    const afterStart = server.memory();
    const { results, afterLoadMiB } = await measureProcess(server, workDir);
    const peak = server.memory();
    const health = results.find((r) => r.name === HEALTH)!;
    const list = results.find((r) => r.name === ORDER_LIST)!;
    return {
      database: kind,
      seedSeconds,
      results,
      memory: afterStart !== undefined && peak !== undefined && afterLoadMiB !== undefined ? { afterStartMiB: afterStart.rssMiB, afterLoadMiB, peakMiB: peak.peakMiB } : undefined,
      listShareOfHealth: list.requestsPerSec / health.requestsPerSec,
    };
  } finally {
    await server.stop();
  }
}

/** The same proxy in front of one API process, then two, on one PostgreSQL database. */
async function measureScaleOut(databaseUrl: string, staticDir: string | undefined, workDir: string): Promise<ScaleOutRun[]> {
  const runs: ScaleOutRun[] = [];
  for (const count of [1, 2]) {
    const set = await startTwoProcesses(serverEnv({ DATABASE_URL: databaseUrl }, staticDir), { count });
    try {
      const { perRoute } = await signedInTargets(set.base, workDir);
      const results: Throughput[] = [await run(set.base, { name: HEALTH, path: '/health' }, LOAD.connections)];
      for (const target of perRoute.filter((t) => t.name === ORDER_LIST || t.name === ORDER_CREATE)) results.push(await run(set.base, target, LOAD.connections));
      runs.push({ processes: count, results });
    } finally {
      await set.stop();
    }
  }
  return runs;
}

export interface LoadOptions {
  /** The databases to measure (both by default; the bench's --pglite-only / --postgres-only). */
  readonly databases: ReadonlyArray<'pglite' | 'postgres'>;
}

export async function measureLoad(staticDir: string | undefined, { databases }: LoadOptions = { databases: ['pglite', 'postgres'] }): Promise<LoadReport> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'cargo-bench-'));
  const runs: DatabaseRun[] = [];
  const scaleOut: ScaleOutRun[] = [];
  const skipped: string[] = [];
  try {
    if (databases.includes('pglite')) {
      const dataDir = path.join(workDir, 'pglite');
      runs.push(await measureDatabase('pglite', { DATA_DIR: dataDir }, { kind: 'pglite', dataDir }, staticDir, workDir));
    }

    const postgres = databases.includes('postgres') ? await freshPostgres(process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL) : { skipped: 'PostgreSQL not measured (--pglite-only)' };
    if ('skipped' in postgres) skipped.push(postgres.skipped);
    else {
      try {
        runs.push(await measureDatabase('postgres', { DATABASE_URL: postgres.url }, { kind: 'postgres', url: postgres.url }, staticDir, workDir));
        scaleOut.push(...(await measureScaleOut(postgres.url, staticDir, workDir)));
      } finally {
        await postgres.drop();
      }
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  return { seed: LOAD.seed, runs, scaleOut, skipped };
}

// ---------------------------------------------------------------- report

/** Each database's budgets of DESIGN §5, met or not (reports/bench.json; the bench never fails on them). */
export function loadVerdicts(report: LoadReport): Record<string, Record<string, boolean>> {
  return Object.fromEntries(
    report.runs.map((r) => {
      const create = r.results.find((t) => t.name === ORDER_CREATE)!;
      const waited = r.results.filter((t) => t.connections === LOAD.heavyConnections).reduce((n, t) => n + t.overMaxWait, 0);
      return [
        r.database,
        {
          orderListShare: r.listShareOfHealth >= LOAD.listShareBudget[r.database],
          orderCreateP99: create.p99Ms <= LOAD.createP99BudgetMs,
          nothingOver2s: waited === 0,
          ...(r.memory !== undefined ? { rss: r.memory.peakMiB <= LOAD.rssBudgetMiB } : {}),
        },
      ];
    }),
  );
}

const within = (ok: boolean): string => (ok ? 'within budget' : 'OVER budget');

/** Prints the runs side by side (one row per target, PGlite then PostgreSQL columns) and the budgets. */
export function printLoad(report: LoadReport): void {
  const names = [...new Set(report.runs.flatMap((r) => r.results.map((t) => t.name)))];
  const head = report.runs.map((r) => `${lpad(`${r.database} req/s`, 17)}${lpad('p99', 7)}${lpad('max', 7)}${lpad('503', 6)}${lpad('>2s', 6)}`).join(' |');
  console.log(`\nAPI under load (autocannon, ${LOAD.seconds} s per row; seed: ${report.seed.orders} orders, ${report.seed.notifications} notifications; server/main.ts as its own process)\n`);
  console.log(`${'target'.padEnd(34)}${lpad('conns', 6)} |${head}`);
  for (const name of names) {
    const cells = report.runs.map((r) => {
      const t = r.results.find((x) => x.name === name);
      return t === undefined ? ' '.repeat(43) : `${lpad(fmt(t.requestsPerSec, 0), 17)}${lpad(fmt(t.p99Ms, 0), 7)}${lpad(fmt(t.maxMs, 0), 7)}${lpad(String(t.busy503), 6)}${lpad(String(t.overMaxWait), 6)}`;
    });
    const connections = report.runs.flatMap((r) => r.results).find((t) => t.name === name)?.connections ?? 0;
    console.log(`${name.padEnd(34)}${lpad(String(connections), 6)} |${cells.join(' |')}`);
  }
  console.log('  (p99 and max in ms; 503: answered by the bounded queue with Retry-After; >2s: answers after 2 s plus time-outs)');
  for (const r of report.runs) {
    const create = r.results.find((t) => t.name === ORDER_CREATE)!;
    const heavy = r.results.filter((t) => t.connections === LOAD.heavyConnections);
    const waited = heavy.reduce((n, t) => n + t.overMaxWait, 0);
    const shareBudget = LOAD.listShareBudget[r.database];
    console.log(`\n${r.database} (seeded in ${fmt(r.seedSeconds)} s):`);
    console.log(`  order list: ${fmt(r.listShareOfHealth * 100, 0)}% of health throughput (budget ≥ ${shareBudget * 100}%: ${within(r.listShareOfHealth >= shareBudget)})`);
    console.log(`  order create at ${create.connections} connections: p99 ${fmt(create.p99Ms, 0)} ms (budget ≤ ${LOAD.createP99BudgetMs} ms: ${within(create.p99Ms <= LOAD.createP99BudgetMs)})`);
    console.log(`  list routes at ${LOAD.heavyConnections} connections: ${waited} request(s) waited more than 2 s (budget 0: ${within(waited === 0)}); ${heavy.reduce((n, t) => n + t.busy503, 0)} answered 503`);
    if (r.memory !== undefined) {
      console.log(
        `  server RSS: ${fmt(r.memory.afterStartMiB, 0)} MiB after start, ${fmt(r.memory.afterLoadMiB, 0)} MiB after the runs, peak ${fmt(r.memory.peakMiB, 0)} MiB (budget ≤ ${LOAD.rssBudgetMiB} MiB: ${within(r.memory.peakMiB <= LOAD.rssBudgetMiB)})`,
      );
    }
  }
  if (report.scaleOut.length > 0) {
    console.log('\nPostgreSQL, one API process against two behind the same round-robin proxy (scripts/twoProcesses.ts):');
    for (const s of report.scaleOut) {
      console.log(`  ${s.processes} process${s.processes === 1 ? ' ' : 'es'}: ${s.results.map((t) => `${t.name} ${fmt(t.requestsPerSec, 0)} req/s p99 ${fmt(t.p99Ms, 0)} ms`).join('; ')}`);
    }
  }
  for (const reason of report.skipped) console.log(`\nskipped: ${reason}`);
}
