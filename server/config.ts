import path from 'node:path';

export type NodeEnv = 'development' | 'production' | 'test';

export interface ServerConfig {
  readonly port: number;
  /** Interface to bind; undefined = all interfaces (Node's default). */
  readonly host: string | undefined;
  /** Absolute path of the embedded PGlite data directory (unused when databaseUrl is set). */
  readonly dataDir: string;
  /** postgres:// URL; when set, PostgreSQL replaces the embedded PGlite. */
  readonly databaseUrl: string | undefined;
  /** Absolute path of the built web app; undefined = the default (`<repo>/dist` when it exists). */
  readonly staticDir: string | undefined;
  readonly nodeEnv: NodeEnv;
  /** Largest accepted body for anything but multipart uploads (413 above it). */
  readonly maxJsonBodyBytes: number;
  /** Largest accepted multipart body; above the 2 MB file rule so that rule can answer with its own 400. */
  readonly maxUploadBodyBytes: number;
}

/** Every problem found in the environment, so one start-up shows all of them. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const MB = 1024 * 1024;
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

  const nodeEnvRaw = present(env.NODE_ENV) ?? 'development';
  const nodeEnv = nodeEnvs.find((e) => e === nodeEnvRaw);
  if (nodeEnv === undefined) problems.push(`NODE_ENV must be one of ${nodeEnvs.join(', ')} (got "${nodeEnvRaw}")`);

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port,
    host: present(env.HOST),
    dataDir,
    databaseUrl,
    staticDir,
    nodeEnv: nodeEnv ?? 'development',
    maxJsonBodyBytes,
    maxUploadBodyBytes,
  };
}
