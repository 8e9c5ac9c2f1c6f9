// Process entry (`tsx server/main.ts`): config → port → database → migrations → seed → app.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { localHostFor, removeAdminFile, writeAdminFile } from './admin/adminFile.ts';
import { resolveJwtSecret } from './auth/jwtSecret.ts';
import { ConfigError, loadConfig, type ServerConfig } from './config.ts';
import { createApp } from './createApp.ts';
import { createDatabase, databaseTargetOf, DatabaseUnavailableError, type DatabaseHandle } from './db/createDatabase.ts';
import { DataDirLockedError } from './db/lockDataDir.ts';
import { scheduleDelayAlerts } from './delays/raiseDelayAlerts.ts';
import { remindCrossingPapers } from './jobs/remindCrossingPapers.ts';
import { MigrationError, migrateToLatest } from './db/migrateToLatest.ts';
import { pruneExpired } from './db/pruneExpired.ts';
import { seedCatalog } from './db/seedCatalog.ts';
import { DEMO_CUSTOMER, seedDemo } from './db/seedDemo.ts';
import { seedGuidelinePages } from './db/seedGuidelinePages.ts';
import { consoleLogger as log } from './Logger.ts';
import { createMailService } from './mail/createMailService.ts';
import { createPushHub } from './notifications/createPushHub.ts';
import { withNotificationDelivery } from './notifications/notificationDelivery.ts';
import type { PushHub } from './notifications/PushHub.ts';
import { createPaymentProvider } from './payments/createPaymentProvider.ts';
import { expireUnpaidOrders } from './payments/expireUnpaidOrders.ts';
import { retryRefunds } from './payments/refunds.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Known start-up failures print one line; anything else is a bug and keeps its stack. */
function exitWith(error: unknown): never {
  const known = [ConfigError, DatabaseUnavailableError, DataDirLockedError, MigrationError].some((type) => error instanceof type);
  log.error(known ? (error as Error).message : 'Start-up failed', known ? undefined : error);
  process.exit(1);
}

function webAppDir(config: ServerConfig): string | undefined {
  if (config.staticDir !== undefined) {
    if (!existsSync(path.join(config.staticDir, 'index.html'))) exitWith(new ConfigError([`STATIC_DIR ${config.staticDir} has no index.html`]));
    return config.staticDir;
  }
  const dist = path.join(repoRoot, 'dist');
  return existsSync(path.join(dist, 'index.html')) ? dist : undefined;
}

/** Binds the port first, so a busy port fails at once rather than after the database start. */
function listen(config: ServerConfig, app: Promise<Hono>): Promise<Server> {
  return new Promise((resolve) => {
    const server = serve({
      // Requests that arrive while the database starts wait for it.
      fetch: async (request, env) => (await app).fetch(request, env),
      port: config.port,
      ...(config.host !== undefined ? { hostname: config.host } : {}),
    }) as Server;
    // Longer than the idle timeout of a proxy or an API client's pool (60 s is common): Node's 5 s
    // closes idle connections that clients still reuse, and a request sent as it closes gets
    // "socket hang up" (seen from the browser tests' request contexts).
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    server.once('listening', () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) => {
      const where = `${config.host ?? 'localhost'}:${config.port}`;
      if (error.code === 'EADDRINUSE') log.error(`Port ${config.port} is already in use (${where}); stop the other process or set PORT to a free port.`);
      else if (error.code === 'EACCES') log.error(`No permission to listen on ${where}; use a PORT above 1023.`);
      else log.error(`Cannot listen on ${where}: ${error.message}`);
      process.exit(1);
    });
  });
}

async function main(): Promise<void> {
  let config: ServerConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    exitWith(error);
  }
  const staticDir = webAppDir(config);
  let jwtSecret: string;
  try {
    jwtSecret = await resolveJwtSecret(config);
  } catch (error) {
    exitWith(error);
  }

  let provideApp!: (app: Hono) => void;
  const app = new Promise<Hono>((resolve) => (provideApp = resolve));
  const server = await listen(config, app);
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.port;

  const database: Promise<DatabaseHandle> = createDatabase(databaseTargetOf(config), log);
  const beforeClose: Array<() => Promise<void>> = [];
  // Open event streams never end by themselves: they are closed first, then the server.
  const streams: { push?: PushHub } = {};
  installShutdown(server, database, beforeClose, streams);
  let handle: DatabaseHandle;
  try {
    handle = await database;
    const applied = await migrateToLatest(handle.db);
    if (applied.length > 0) log.info(`Applied migrations: ${applied.join(', ')}`);
    const catalogRows = await seedCatalog(handle.db);
    if (catalogRows > 0) log.info(`Seeded the service catalog (${catalogRows} rows)`);
    if (config.seedDemo && (await seedDemo(handle.db))) log.info(`Seeded the demo customer ${DEMO_CUSTOMER.email} (password ${DEMO_CUSTOMER.password})`);
    // Content every installation needs (not demo data): only missing pages, never an operator's edit.
    const pages = await seedGuidelinePages(handle.db);
    if (pages.length > 0) log.info(`Added guideline pages: ${pages.join(', ')}`);
  } catch (error) {
    exitWith(error);
  }
  const db = handle.db;
  const paymentProvider = createPaymentProvider(config, db);
  const hourly = (): void => {
    void pruneExpired(db).catch((error: unknown) => log.warn('Pruning expired rows failed', error));
    // Refunds of cancelled orders the provider did not answer (logged in refunds.ts).
    void retryRefunds({ db, provider: paymentProvider, log }).catch((error: unknown) => log.warn('Retrying refunds failed', error));
  };
  hourly();
  setInterval(hourly, 60 * 60 * 1000).unref();
  // PostgreSQL: every API process LISTENs, so a push reaches browsers connected to any of them.
  const hub = await createPushHub({ db, log, listen: true, ...(config.databaseUrl !== undefined ? { databaseUrl: config.databaseUrl } : {}), ...(config.fcm !== undefined ? { fcm: config.fcm } : {}) });
  streams.push = hub;
  // Notifications raised here (expired orders) are emailed and pushed by the company's choices, like the API's.
  const mail = createMailService(config, db);
  const push = withNotificationDelivery(hub, { db, mail, log, publicUrl: config.publicUrl });
  // Unpaid orders past their pay-by time (UNPAID_ORDER_HOURS) are cancelled and their company told.
  const expireUnpaid = (): void => {
    void expireUnpaidOrders({ db, push })
      .then((ids) => ids.length > 0 && log.info(`Cancelled ${ids.length} unpaid order(s) past their pay-by time: ${ids.join(', ')}`))
      .catch((error: unknown) => log.warn('Expiring unpaid orders failed', error));
  };
  expireUnpaid();
  setInterval(expireUnpaid, 5 * 60 * 1000).unref();
  // Orders with no carrier by their pickup, or in transit past their estimate, notify once.
  scheduleDelayAlerts({ db, push, log, intervalMs: config.delayCheckSeconds * 1000 });
  // Scheduled pickups 48 hours away remind their company, once, of the crossing papers still missing.
  const remindCrossing = (): void => {
    void remindCrossingPapers({ db, push })
      .then((run) => !run.skipped && run.reminded.length > 0 && log.info(`Reminded ${run.reminded.length} order(s) of missing crossing papers: ${run.reminded.map((r) => r.movementId).join(', ')}`))
      .catch((error: unknown) => log.warn('Reminding of crossing papers failed', error));
  };
  remindCrossing();
  setInterval(remindCrossing, config.delayCheckSeconds * 1000).unref();

  // PGlite admits one process: `npm run admin` reaches this one over HTTP with a per-start token.
  // With PostgreSQL the CLI opens the database itself, so no admin API is exposed.
  const adminToken = handle.kind === 'pglite' ? randomBytes(32).toString('base64url') : undefined;
  provideApp(
    createApp({
      db,
      config,
      jwtSecret,
      push,
      mail,
      paymentProvider,
      ...(adminToken !== undefined ? { adminToken } : {}),
      ...(staticDir !== undefined ? { staticDir } : {}),
      log,
    }),
  );
  if (adminToken !== undefined) {
    await writeAdminFile(config.dataDir, { port, host: localHostFor(config.host), token: adminToken, pid: process.pid });
    beforeClose.push(() => removeAdminFile(config.dataDir, adminToken));
  }
  log.info(`Cargo Connects API and web app listening on http://localhost:${port} (database: ${handle.description})`);
  if (config.paypal === undefined) log.warn('Card payments use the test-card provider (no money moves): set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET for PayPal.');
  if (staticDir === undefined) log.warn('No web app build (dist/index.html missing): serving the API only. Run `npm run build` for the web app.');
  if (config.fcm === undefined) log.info('Push: server-sent events (set FCM_SERVICE_ACCOUNT_JSON for Firebase Cloud Messaging as well).');
}

/** SIGINT/SIGTERM: end event streams, stop accepting, let requests finish (5 s at most), then close the database. */
function installShutdown(
  server: Server,
  database: Promise<DatabaseHandle>,
  beforeClose: ReadonlyArray<() => Promise<void>>,
  streams: { readonly push?: PushHub },
): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    log.info(`${signal} received: shutting down`);
    setTimeout(() => server.closeAllConnections(), 5000).unref();
    // Ended streams leave keep-alive connections idle a moment later: close those too.
    void (streams.push?.close() ?? Promise.resolve())
      .catch((error: unknown) => log.warn('Closing the push hub failed', error))
      .finally(() => setTimeout(() => server.closeIdleConnections(), 100).unref());
    server.close(() => {
      Promise.all(beforeClose.map((cleanup) => cleanup().catch(() => undefined)))
        .then(() => database)
        .then((handle) => handle.close())
        .catch((error: unknown) => log.error('Closing the database failed', error))
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch(exitWith);
