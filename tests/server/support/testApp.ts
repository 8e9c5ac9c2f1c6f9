import type { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { loadConfig, type ServerConfig } from '../../../server/config.ts';
import { createApp } from '../../../server/createApp.ts';
import type { DatabaseHandle } from '../../../server/db/createDatabase.ts';
import type { Database } from '../../../server/db/Database.ts';
import type { Logger } from '../../../server/Logger.ts';
import type { MailService } from '../../../server/mail/MailService.ts';
import { InProcessPushHub } from '../../../server/notifications/InProcessPushHub.ts';
import type { PushHub } from '../../../server/notifications/PushHub.ts';
import type { PaymentProvider } from '../../../server/payments/PaymentProvider.ts';
import { createTestDatabase } from './testDatabase.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DiskFileStore } from '../../../server/storage/DiskFileStore.ts';
import type { FileStore } from '../../../server/storage/FileStore.ts';

export interface LogEntry {
  readonly level: 'info' | 'warn' | 'error';
  readonly message: string;
  readonly error?: unknown;
}

export interface TestApp {
  readonly app: Hono;
  readonly db: Kysely<Database>;
  readonly database: DatabaseHandle;
  readonly config: ServerConfig;
  /** What the server logged (nothing reaches the console). */
  readonly logs: LogEntry[];
  /** The push hub the app publishes to (an in-process one unless the test passed its own). */
  readonly push: PushHub;
  /** Where the app keeps uploaded crossing papers. */
  readonly files: FileStore;
  close(): Promise<void>;
}

export interface TestAppOptions {
  readonly staticDir?: string;
  readonly env?: Readonly<Record<string, string>>;
  /** Reuse a database (several apps over one); the caller then closes it. */
  readonly database?: DatabaseHandle;
  /** Defaults to TEST_JWT_SECRET. */
  readonly jwtSecret?: string;
  /** Defaults to the outbox table (what the server uses without SMTP_URL). */
  readonly mail?: MailService;
  /** Enables the admin API with this token. */
  readonly adminToken?: string;
  /** Defaults to the test-card provider (no PayPal configured). */
  /** A provider, or one made with the test database (the test-card provider keeps its tokens there). */
  readonly paymentProvider?: PaymentProvider | ((db: Kysely<Database>) => PaymentProvider);
  /** Defaults to an in-process hub (the app's default without FCM). */
  readonly push?: PushHub;
  /** Ping interval of the notification event stream. */
  readonly ssePingMs?: number;
  /** Defaults to a disk store in a fresh temporary directory. */
  readonly fileStore?: FileStore;
}

/** The access-token key of test apps, so a test can sign (or forge) tokens itself. */
export const TEST_JWT_SECRET = 'test-secret-for-access-tokens-0123456789';

export function capturingLogger(logs: LogEntry[]): Logger {
  return {
    info: (message) => logs.push({ level: 'info', message }),
    warn: (message, error) => logs.push({ level: 'warn', message, error }),
    error: (message, error) => logs.push({ level: 'error', message, error }),
  };
}

/** createApp over a fresh migrated test database, as main.ts wires it. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  // Suites sign up many companies from one (unknown) address; the limit has its own test.
  const config = loadConfig({ NODE_ENV: 'test', SIGNUPS_PER_IP_PER_HOUR: '1000000', ...options.env });
  const logs: LogEntry[] = [];
  const push = options.push ?? new InProcessPushHub(capturingLogger(logs));
  const filesDir = options.fileStore === undefined ? mkdtempSync(path.join(tmpdir(), 'cargo-test-files-')) : undefined;
  const files = options.fileStore ?? new DiskFileStore(filesDir!);
  const app = createApp({
    push,
    fileStore: files,
    ...(options.ssePingMs !== undefined ? { ssePingMs: options.ssePingMs } : {}),
    db: database.db,
    config,
    log: capturingLogger(logs),
    jwtSecret: options.jwtSecret ?? TEST_JWT_SECRET,
    ...(options.mail !== undefined ? { mail: options.mail } : {}),
    ...(options.adminToken !== undefined ? { adminToken: options.adminToken } : {}),
    ...(options.paymentProvider !== undefined ? { paymentProvider: typeof options.paymentProvider === 'function' ? options.paymentProvider(database.db) : options.paymentProvider } : {}),
    ...(options.staticDir !== undefined ? { staticDir: options.staticDir } : {}),
  });
  return {
    app,
    db: database.db,
    database,
    config,
    logs,
    push,
    files,
    close: async () => {
      await push.close();
      if (filesDir !== undefined) rmSync(filesDir, { recursive: true, force: true });
      if (options.database === undefined) await database.close();
    },
  };
}

/** RequestInit for a JSON body. */
export function json(body: unknown, method = 'POST', headers: Record<string, string> = {}): RequestInit {
  return { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) };
}
