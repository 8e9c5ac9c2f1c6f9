// Operator CLI: `npm run admin -- <command>` (see USAGE). Reads DATABASE_URL / DATA_DIR like the
// server. PGlite admits one process, so while a server holds the data directory the commands go
// through that server's admin API (DATA_DIR/admin.json: port and a per-start token).
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { readAdminFile, type AdminFile } from '../server/admin/adminFile.ts';
import {
  OUTBOX_DEFAULT_LIMIT,
  OUTBOX_MAX_LIMIT,
  readOutbox,
  setAdminVerification,
  type OutboxEntry,
  type VerificationResult,
} from '../server/admin/adminOperations.ts';
import { ConfigError, loadConfig, type ServerConfig } from '../server/config.ts';
import { createDatabase, databaseTargetOf, DatabaseUnavailableError } from '../server/db/createDatabase.ts';
import { DataDirLockedError } from '../server/db/lockDataDir.ts';
import { MigrationError, migrateToLatest } from '../server/db/migrateToLatest.ts';
import { silentLogger } from '../server/Logger.ts';
import { EMAIL_PATTERN } from '../src/schemas/fields.ts';

const USAGE = `Usage: npm run admin -- <command>

Commands:
  verify <email>                      mark the account's company as verified by the admin
  unverify <email>                    take that verification back
  outbox [--to <email>] [--limit N]   the newest mails of the outbox, newest first (default ${OUTBOX_DEFAULT_LIMIT}, at most ${OUTBOX_MAX_LIMIT})
  help                                this text

Uses DATABASE_URL (PostgreSQL) or DATA_DIR (embedded database, default ./data) like the server,
and works whether or not the server is running.`;

/** A failure the operator can act on: one line on stderr, exit 1. */
class CliError extends Error {}

type Command =
  | { readonly kind: 'help' }
  | { readonly kind: 'verify'; readonly email: string; readonly verified: boolean }
  | { readonly kind: 'outbox'; readonly to?: string; readonly limit: number };

function parse(args: readonly string[]): Command {
  const [name, ...rest] = args;
  switch (name) {
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      return { kind: 'help' };
    case 'verify':
    case 'unverify': {
      const [email, ...extra] = rest;
      if (email === undefined || extra.length > 0) throw new CliError(`${name} takes one email address: npm run admin -- ${name} <email>`);
      if (!EMAIL_PATTERN.test(email.trim())) throw new CliError(`"${email}" is not an email address`);
      return { kind: 'verify', email: email.trim().toLowerCase(), verified: name === 'verify' };
    }
    case 'outbox': {
      let to: string | undefined;
      let limit = OUTBOX_DEFAULT_LIMIT;
      for (let i = 0; i < rest.length; i++) {
        const [flag, inline] = rest[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
        const value = inline ?? rest[++i];
        if (value === undefined) throw new CliError(`${flag} needs a value`);
        if (flag === '--to') to = value.trim().toLowerCase();
        else if (flag === '--limit') {
          limit = /^\d+$/.test(value) ? Number(value) : Number.NaN;
          if (!(limit >= 1 && limit <= OUTBOX_MAX_LIMIT)) throw new CliError(`--limit must be a whole number from 1 to ${OUTBOX_MAX_LIMIT}`);
        } else throw new CliError(`Unknown option ${flag} for outbox\n\n${USAGE}`);
      }
      return to === undefined ? { kind: 'outbox', limit } : { kind: 'outbox', to, limit };
    }
    default:
      throw new CliError(`Unknown command "${name}"\n\n${USAGE}`);
  }
}

/** The operations, against the database itself or through the running server. */
interface Admin {
  verify(email: string, verified: boolean): Promise<VerificationResult | undefined>;
  outbox(options: { readonly to?: string; readonly limit: number }): Promise<OutboxEntry[]>;
  close(): Promise<void>;
}

async function connect(config: ServerConfig): Promise<Admin> {
  if (config.databaseUrl === undefined && !existsSync(config.dataDir)) {
    throw new CliError(`No database in ${config.dataDir} yet: start the server once (npm start), or set DATA_DIR or DATABASE_URL`);
  }
  try {
    const handle = await createDatabase(databaseTargetOf(config), silentLogger);
    try {
      await migrateToLatest(handle.db);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return {
      verify: (email, verified) => setAdminVerification(handle.db, email, verified),
      outbox: (options) => readOutbox(handle.db, options),
      close: () => handle.close(),
    };
  } catch (error) {
    if (error instanceof DataDirLockedError) return viaServer(config.dataDir, error.pid);
    throw error;
  }
}

/** The server holding the data directory writes admin.json once it is ready; wait for that one. */
async function adminFileOf(dataDir: string, serverPid: number): Promise<AdminFile> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const file = await readAdminFile(dataDir);
    if (file !== undefined && (file.pid === serverPid || !Number.isSafeInteger(serverPid))) return file;
    if (Date.now() > deadline) {
      throw new CliError(`The server (pid ${serverPid}) holds ${dataDir} but has not written admin.json; is it still starting? Try again.`);
    }
    await sleep(250);
  }
}

async function viaServer(dataDir: string, serverPid: number): Promise<Admin> {
  const { host, port, token } = await adminFileOf(dataDir, serverPid);
  const base = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  console.error(`(through the running server, pid ${serverPid}, ${base})`);

  const call = async <T>(method: string, path: string, body?: unknown): Promise<{ status: number; data?: T; message?: string }> => {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
    } catch (error) {
      throw new CliError(`Cannot reach the server at ${base}: ${error instanceof Error ? error.message : String(error)}`);
    }
    const parsed = (await res.json().catch(() => ({}))) as { data?: T; message?: string };
    return { status: res.status, ...parsed };
  };

  return {
    async verify(email, verified) {
      const res = await call<VerificationResult>('POST', '/v1/admin/accounts/verification', { email, verified });
      if (res.status === 404 && res.message?.startsWith('No account')) return undefined;
      if (res.status !== 200 || res.data === undefined) throw new CliError(`The server refused: ${res.status} ${res.message ?? ''}`.trim());
      return res.data;
    },
    async outbox({ to, limit }) {
      const query = new URLSearchParams({ limit: String(limit), ...(to !== undefined ? { to } : {}) });
      const res = await call<OutboxEntry[]>('GET', `/v1/admin/outbox?${query}`);
      if (res.status !== 200 || res.data === undefined) throw new CliError(`The server refused: ${res.status} ${res.message ?? ''}`.trim());
      return res.data;
    },
    close: async () => undefined,
  };
}

function printOutbox(entries: readonly OutboxEntry[], to: string | undefined, config: ServerConfig): void {
  if (entries.length === 0) {
    const smtp = config.smtpUrl !== undefined ? ' (SMTP_URL is set: mail goes to the SMTP server instead)' : '';
    console.log(to === undefined ? `The outbox is empty${smtp}.` : `No mail to ${to} in the outbox${smtp}.`);
    return;
  }
  const rule = '-'.repeat(72);
  for (const entry of entries) {
    console.log(`To:      ${entry.to}\nSubject: ${entry.subject}\nTime:    ${entry.createdAt}\n\n${entry.text}\n${rule}`);
  }
}

async function run(args: readonly string[]): Promise<number> {
  const command = parse(args);
  if (command.kind === 'help') {
    console.log(USAGE);
    return 0;
  }
  const config = loadConfig(process.env);
  const admin = await connect(config);
  try {
    if (command.kind === 'verify') {
      const result = await admin.verify(command.email, command.verified);
      if (result === undefined) throw new CliError(`No account with email ${command.email}`);
      console.log(`${result.verifyByAdmin ? 'Verified' : 'Unverified'} ${result.email} (company "${result.companyName}").`);
    } else {
      printOutbox(await admin.outbox(command), command.to, config);
    }
    return 0;
  } finally {
    await admin.close();
  }
}

const known = [CliError, ConfigError, DatabaseUnavailableError, MigrationError];
run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = known.some((type) => error instanceof type) ? (error as Error).message : `Failed: ${error instanceof Error ? error.stack : String(error)}`;
    console.error(message);
    process.exit(1);
  },
);
