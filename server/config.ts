import path from 'node:path';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB } from './db/createDatabase.ts';
import { readFcmServiceAccount, type FcmServiceAccount } from './notifications/fcmServiceAccount.ts';
import { PAYPAL_SANDBOX_API_BASE, type PayPalConfig } from './payments/PayPalProvider.ts';
import type { S3StoreConfig } from './storage/S3FileStore.ts';

export type NodeEnv = 'development' | 'production' | 'test';

export interface ServerConfig {
  readonly port: number;
  /** Interface to bind; undefined = all interfaces (Node's default). */
  readonly host: string | undefined;
  /** Absolute path of the embedded PGlite data directory (unused when databaseUrl is set). */
  readonly dataDir: string;
  /** shared_buffers of the embedded PGlite in MB (PGLITE_SHARED_BUFFERS_MB, 16 by default): its page cache, held for the process's life. */
  readonly pgliteSharedBuffersMb: number;
  /** Requests handled at once (MAX_IN_FLIGHT); further ones wait in a queue (http/concurrencyLimit.ts). */
  readonly maxInFlight: number;
  /** Requests that may wait for a slot (MAX_QUEUE); beyond it, 503 with Retry-After. */
  readonly maxQueue: number;
  /** Longest wait for a slot in ms (MAX_QUEUE_WAIT_MS); a request still queued then gets the 503. */
  readonly maxQueueWaitMs: number;
  /** postgres:// URL; when set, PostgreSQL replaces the embedded PGlite. */
  readonly databaseUrl: string | undefined;
  /** Absolute path of the built web app; undefined = the default (`<repo>/dist` when it exists). */
  readonly staticDir: string | undefined;
  readonly nodeEnv: NodeEnv;
  /** Largest accepted body for anything but multipart uploads (413 above it). */
  readonly maxJsonBodyBytes: number;
  /** Largest accepted multipart body; above the 2 MB file rule so that rule can answer with its own 400. */
  readonly maxUploadBodyBytes: number;
  /** HS256 key of access tokens (JWT_SECRET); undefined = generated once into DATA_DIR/jwt-secret. */
  readonly jwtSecret: string | undefined;
  /** Uploads a company may keep (UPLOAD_QUOTA_FILES) and their total size (UPLOAD_QUOTA_MB). */
  readonly uploadQuotaFiles: number;
  readonly uploadQuotaBytes: number;
  /** Sign-ups accepted per client IP an hour (SIGNUPS_PER_IP_PER_HOUR). */
  readonly signUpsPerIpPerHour: number;
  /** Instant quotes given per client IP an hour (QUOTES_PER_IP_PER_HOUR). */
  readonly quotesPerIpPerHour: number;
  /** Proxy hops in front of the server (TRUST_PROXY): 0 = the socket address is the client's. */
  readonly trustProxy: number;
  /** smtp(s):// URL (SMTP_URL); undefined = mail goes to the outbox table (`npm run admin -- outbox`). */
  readonly smtpUrl: string | undefined;
  /** From header of every mail (MAIL_FROM). */
  readonly mailFrom: string;
  /** Where customers open the web app (PUBLIC_URL), for links in emails; default http://localhost:PORT. */
  readonly publicUrl: string;
  /** Seed the demo customer at start-up (SEED_DEMO, on unless '0'). */
  readonly seedDemo: boolean;
  /** PayPal card payments (PAYPAL_CLIENT_ID + PAYPAL_CLIENT_SECRET, PAYPAL_API_BASE); undefined = the test-card provider. */
  readonly paypal: PayPalConfig | undefined;
  /** Firebase Cloud Messaging push (FCM_SERVICE_ACCOUNT_JSON: a service account key or its path); undefined = event streams only. */
  readonly fcm: FcmServiceAccount | undefined;
  /** Seconds between two checks for late orders (DELAY_CHECK_SECONDS). */
  readonly delayCheckSeconds: number;
  /** Bytes of crossing papers one company may keep (CROSSING_FILES_MB_PER_COMPANY). */
  readonly crossingFilesBytesPerCompany: number;
  /** Where the disk store keeps files (FILES_DIR, default DATA_DIR/files): one directory every API process sees. */
  readonly filesDir: string;
  /** Files on an S3-compatible store (S3_BUCKET and the other S3_* settings); undefined = on disk under DATA_DIR/files. */
  readonly s3: S3StoreConfig | undefined;
}

/** Every problem found in the environment, so one start-up shows all of them. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const MB = 1024 * 1024;
export const MIN_JWT_SECRET_LENGTH = 32;
export const DEFAULT_MAIL_FROM = 'Cargo Connects <no-reply@cargoconnects.test>';
const nodeEnvs: readonly NodeEnv[] = ['development', 'production', 'test'];

const present = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
};

/** Reads and validates the server's environment; throws ConfigError listing every problem. */
export function loadConfig(env: Readonly<Record<string, string | undefined>>, cwd: string = process.cwd()): ServerConfig {
  const problems: string[] = [];

  const integer = (name: string, fallback: number, min: number, max: number): number => {
    const raw = present(env[name]);
    if (raw === undefined) return fallback;
    const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(value) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
      return fallback;
    }
    return value;
  };

  const port = integer('PORT', 3000, 0, 65535);
  const maxJsonBodyBytes = integer('MAX_JSON_BODY_BYTES', 1 * MB, 1024, 100 * MB);
  const maxUploadBodyBytes = integer('MAX_UPLOAD_BODY_BYTES', 10 * MB, 1024, 1024 * MB);

  const dataDir = path.resolve(cwd, present(env.DATA_DIR) ?? './data');
  const pgliteSharedBuffersMb = integer('PGLITE_SHARED_BUFFERS_MB', DEFAULT_PGLITE_SHARED_BUFFERS_MB, 1, 1024);
  const maxInFlight = integer('MAX_IN_FLIGHT', 16, 1, 10_000);
  // Deep enough that 200 clients wait their turn (bounded by MAX_QUEUE_WAIT_MS) rather than bounce:
  // a client told 503 asks again at once, and with 64 places 98% of the answers at 200 connections
  // were 503s whose handling left the embedded database 66 lists a second (348 with 256).
  const maxQueue = integer('MAX_QUEUE', 256, 0, 100_000);
  const maxQueueWaitMs = integer('MAX_QUEUE_WAIT_MS', 1000, 1, 600_000);

  const databaseUrl = present(env.DATABASE_URL);
  if (databaseUrl !== undefined) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(databaseUrl);
    } catch {
      parsed = undefined;
    }
    if (parsed === undefined || (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:')) {
      // Never echo the value: it usually carries a password.
      problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL, e.g. postgres://user:password@localhost:5432/cargo');
    }
  }

  const staticRaw = present(env.STATIC_DIR);
  const staticDir = staticRaw === undefined ? undefined : path.resolve(cwd, staticRaw);

  const jwtSecret = present(env.JWT_SECRET);
  // Never echo it: it signs every session.
  if (jwtSecret !== undefined && jwtSecret.length < MIN_JWT_SECRET_LENGTH) problems.push(`JWT_SECRET must be at least ${MIN_JWT_SECRET_LENGTH} characters`);

  const trustProxy = integer('TRUST_PROXY', 0, 0, 10);
  const signUpsPerIpPerHour = integer('SIGNUPS_PER_IP_PER_HOUR', 20, 1, 1_000_000);
  const quotesPerIpPerHour = integer('QUOTES_PER_IP_PER_HOUR', 30, 1, 1_000_000);
  const uploadQuotaFiles = integer('UPLOAD_QUOTA_FILES', 50, 1, 1_000_000);
  const uploadQuotaBytes = integer('UPLOAD_QUOTA_MB', 50, 1, 1_000_000) * MB;
  const delayCheckSeconds = integer('DELAY_CHECK_SECONDS', 300, 5, 86_400);
  const crossingFilesBytesPerCompany = integer('CROSSING_FILES_MB_PER_COMPANY', 200, 1, 1_000_000) * MB;
  const s3 = s3Config(env, problems);
  const filesDir = path.resolve(cwd, present(env.FILES_DIR) ?? path.join(dataDir, 'files'));

  const smtpUrl = present(env.SMTP_URL);
  if (smtpUrl !== undefined && !/^smtps?:\/\/[^/]/.test(smtpUrl)) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465');
  }

  const flag = (name: string, fallback: '0' | '1'): boolean => {
    const raw = (present(env[name]) ?? fallback).toLowerCase();
    if (raw === '1' || raw === 'true') return true;
    if (raw !== '0' && raw !== 'false') problems.push(`${name} must be 1, true, 0 or false (got "${raw}")`);
    return false;
  };
  const seedDemo = flag('SEED_DEMO', '1');

  const paypal = paypalConfig(env, problems);

  const fcmRaw = present(env.FCM_SERVICE_ACCOUNT_JSON);
  let fcm: FcmServiceAccount | undefined;
  if (fcmRaw !== undefined) {
    const read = readFcmServiceAccount(fcmRaw, cwd);
    if ('problem' in read) problems.push(read.problem);
    else fcm = read.account;
  }

  const nodeEnvRaw = present(env.NODE_ENV) ?? 'development';
  const nodeEnv = nodeEnvs.find((e) => e === nodeEnvRaw);
  if (nodeEnv === undefined) problems.push(`NODE_ENV must be one of ${nodeEnvs.join(', ')} (got "${nodeEnvRaw}")`);

  // Conveniences of development and tests that must never reach customers by default.
  const allowTestPayments = flag('ALLOW_TEST_PAYMENTS', '0');
  const allowDevMail = flag('ALLOW_DEV_MAIL', '0');
  const allowDemoSeed = flag('ALLOW_DEMO_SEED', '0');
  if (nodeEnv === 'production') {
    if (paypal === undefined && !allowTestPayments) {
      problems.push('NODE_ENV=production with the test-card provider (no money moves): set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET, or ALLOW_TEST_PAYMENTS=1 to allow it');
    }
    if (smtpUrl === undefined && !allowDevMail) {
      problems.push('NODE_ENV=production with the dev mail outbox (no mail leaves the server): set SMTP_URL, or ALLOW_DEV_MAIL=1 to allow it');
    }
    if (seedDemo && !allowDemoSeed) {
      problems.push('NODE_ENV=production seeds the demo customer (a published password): set SEED_DEMO=0, or ALLOW_DEMO_SEED=1 to allow it');
    }
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host: present(env.HOST),
    dataDir,
    pgliteSharedBuffersMb,
    maxInFlight,
    maxQueue,
    maxQueueWaitMs,
    databaseUrl,
    staticDir,
    nodeEnv: nodeEnv ?? 'development',
    maxJsonBodyBytes,
    maxUploadBodyBytes,
    jwtSecret,
    trustProxy,
    signUpsPerIpPerHour,
    quotesPerIpPerHour,
    uploadQuotaFiles,
    uploadQuotaBytes,
    smtpUrl,
    mailFrom: present(env.MAIL_FROM) ?? DEFAULT_MAIL_FROM,
    publicUrl: publicUrlOf(present(env.PUBLIC_URL), port, problems),
    seedDemo,
    paypal,
    fcm,
    delayCheckSeconds,
    crossingFilesBytesPerCompany,
    filesDir,
    s3,
  };
}

/** An http(s) origin (and path) without a trailing slash; links in emails start with it. */
function publicUrlOf(raw: string | undefined, port: number, problems: string[]): string {
  if (raw === undefined) return `http://localhost:${port}`;
  try {
    const url = new URL(raw);
    if (url.protocol === 'https:' || url.protocol === 'http:') return raw.replace(/\/+$/, '');
  } catch {
    // Reported below.
  }
  problems.push(`PUBLIC_URL must be an http(s) URL (got "${raw}")`);
  return `http://localhost:${port}`;
}

/** Both PayPal credentials or neither (never echoed); the API base must be https (http only for localhost). */
function paypalConfig(env: Readonly<Record<string, string | undefined>>, problems: string[]): PayPalConfig | undefined {
  const clientId = present(env.PAYPAL_CLIENT_ID);
  const clientSecret = present(env.PAYPAL_CLIENT_SECRET);
  const apiBase = present(env.PAYPAL_API_BASE) ?? PAYPAL_SANDBOX_API_BASE;
  if ((clientId === undefined) !== (clientSecret === undefined)) {
    problems.push('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET must be set together');
    return undefined;
  }
  let url: URL | undefined;
  try {
    url = new URL(apiBase);
  } catch {
    url = undefined;
  }
  const local = url !== undefined && (url.hostname === 'localhost' || url.hostname === '127.0.0.1');
  if (url === undefined || !(url.protocol === 'https:' || (url.protocol === 'http:' && local))) {
    problems.push(`PAYPAL_API_BASE must be an https:// URL, e.g. ${PAYPAL_SANDBOX_API_BASE} (got "${apiBase}")`);
    return undefined;
  }
  return clientId !== undefined && clientSecret !== undefined ? { clientId, clientSecret, apiBase } : undefined;
}

/** S3_BUCKET turns the S3-compatible store on; the other S3_* settings need it. */
function s3Config(env: Readonly<Record<string, string | undefined>>, problems: string[]): S3StoreConfig | undefined {
  const bucket = present(env.S3_BUCKET);
  const endpoint = present(env.S3_ENDPOINT);
  const accessKeyId = present(env.S3_ACCESS_KEY_ID);
  const secretAccessKey = present(env.S3_SECRET_ACCESS_KEY);
  const prefix = present(env.S3_PREFIX);
  if (bucket === undefined) {
    if ([endpoint, accessKeyId, secretAccessKey, prefix].some((value) => value !== undefined)) problems.push('S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PREFIX need S3_BUCKET');
    return undefined;
  }
  if (endpoint !== undefined && !/^https?:\/\/[^/]/.test(endpoint)) problems.push('S3_ENDPOINT must be an http:// or https:// URL, e.g. https://s3.example.com');
  // Never echo the keys.
  if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  if (prefix !== undefined && !/^[a-z0-9][a-z0-9-]*\/$/.test(prefix)) problems.push('S3_PREFIX must be lowercase letters, digits and hyphens ending in "/", e.g. cargo/');
  return {
    bucket,
    region: present(env.S3_REGION) ?? 'us-east-1',
    ...(endpoint !== undefined ? { endpoint } : {}),
    ...(accessKeyId !== undefined && secretAccessKey !== undefined ? { accessKeyId, secretAccessKey } : {}),
    ...(prefix !== undefined ? { prefix } : {}),
  };
}
