// scripts/admin.ts as the operator runs it, against a stopped server (direct database access)
// and a running one (its admin API, found through DATA_DIR/admin.json).
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAdminFile } from '../../server/admin/adminFile.ts';
import { createDatabase } from '../../server/db/createDatabase.ts';
import { silentLogger } from '../../server/Logger.ts';
import { signUp } from './support/accounts.ts';
import { cli, cliProcess, post, startServer, type RunningServer } from './support/adminCli.ts';
import { createTestApp } from './support/testApp.ts';
import { createTestDatabase } from './support/testDatabase.ts';

const registration = (email: string) => ({
  companyName: 'Cli Freight',
  contactName: 'Cli User',
  contactNumber: '5512345678',
  email,
  password: 'Cli-pass-123',
  confirmPassword: 'Cli-pass-123',
});

// Each test spawns several processes that open the data directory in turn: slow on a loaded machine.
// The data directory's PGlite only: the PostgreSQL pass (TEST_DATABASE_URL) runs the block below.
describe.skipIf(process.env.TEST_DATABASE_URL?.trim())('npm run admin', { timeout: 180_000 }, () => {
  let dataDir: string;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cargo-admin-cli-'));
  });
  afterAll(async () => {
    if (server?.child.exitCode === null) server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  // As its own process: the entry point's exit codes and streams.
  it('prints its usage for help, and refuses unknown commands with exit 1', async () => {
    const help = await cliProcess(['help'], { DATA_DIR: dataDir });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('verify <email>');
    expect(help.stdout).toContain('unverify <email>');
    expect(help.stdout).toContain('outbox [--to <email>] [--limit N]');
    const unknown = await cliProcess(['delete-everything'], { DATA_DIR: dataDir });
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Unknown command "delete-everything"');
    const badEmail = await cliProcess(['verify', 'not-an-email'], { DATA_DIR: dataDir });
    expect(badEmail.code).toBe(1);
    expect(badEmail.stderr).toContain('"not-an-email" is not an email address');
  });

  it('says so when the data directory has no database yet', async () => {
    const missing = path.join(dataDir, 'nothing-here');
    const res = await cliProcess(['verify', 'a@b.co'], { DATA_DIR: missing });
    expect(res.code).toBe(1);
    expect(res.stderr).toContain(`No database in ${missing} yet`);
    expect(existsSync(missing)).toBe(false);
  });

  describe('while the server runs (through its admin API)', () => {
    beforeAll(async () => {
      server = await startServer(dataDir);
    });

    it('the server publishes its port and a per-start token in DATA_DIR/admin.json (mode 600)', async () => {
      const file = await readAdminFile(dataDir);
      expect(file).toMatchObject({ port: server!.port, host: '127.0.0.1', token: expect.stringMatching(/^[\w-]{43}$/) });
      expect((await stat(path.join(dataDir, 'admin.json'))).mode & 0o777).toBe(0o600);
      expect((await stat(path.join(dataDir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    });

    it('[guard.admin-verification] the admin API refuses a missing or wrong token', async () => {
      const body = { email: 'demo@cargoconnects.test', verified: false };
      for (const headers of [{}, { Authorization: 'Bearer wrong' }] as Record<string, string>[]) {
        const res = await post(server!.port, '/v1/admin/accounts/verification', body, headers);
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({ statusCode: 401, message: 'Admin token required' });
      }
    });

    it('[guard.admin-verification] reads the outbox and verifies an account', async () => {
      const email = 'running@cli.example';
      expect((await post(server!.port, '/v1/user/auth/signUp', registration(email))).status).toBe(201);

      const outbox = await cli(['outbox', '--to', email], { DATA_DIR: dataDir });
      expect(outbox.code).toBe(0);
      expect(outbox.stderr).toContain('through the running server');
      expect(outbox.stdout).toContain(`To:      ${email}`);
      expect(outbox.stdout).toContain('Subject: Your Cargo Connects verification code');
      const code = /verification code is (\d{6})\./.exec(outbox.stdout)?.[1];
      expect(code).toBeDefined();
      const verified = await post(server!.port, '/v1/user/auth/verifyOtp', { email, otp: code });
      expect(verified.status).toBe(200);

      const logIn = async () => ((await (await post(server!.port, '/v1/user/auth/logIn', { email, password: 'Cli-pass-123' })).json()) as { data: { verifyByAdmin: boolean } }).data;
      expect((await logIn()).verifyByAdmin).toBe(false);
      const res = await cli(['verify', email.toUpperCase()], { DATA_DIR: dataDir });
      expect(res.code).toBe(0);
      expect(res.stdout.trim()).toBe(`Verified ${email} (company "Cli Freight").`);
      expect((await logIn()).verifyByAdmin).toBe(true);
    });

    it('lists the newest mail first, limited', async () => {
      await post(server!.port, '/v1/user/auth/signUp', registration('second@cli.example'));
      const res = await cli(['outbox', '--limit=1'], { DATA_DIR: dataDir });
      expect(res.code).toBe(0);
      expect(res.stdout.match(/^To: /gm)).toHaveLength(1);
      expect(res.stdout).toContain('To:      second@cli.example');
    });

    it('answers an unknown email with a clear message and exit 1', async () => {
      const res = await cli(['unverify', 'nobody@cli.example'], { DATA_DIR: dataDir });
      expect(res.code).toBe(1);
      expect(res.stderr).toContain('No account with email nobody@cli.example');
    });
  });

  describe('with the server stopped (direct database access)', () => {
    beforeAll(async () => {
      server!.child.kill('SIGTERM');
      expect(await server!.exited).toBe(0);
    });

    it('the server removed admin.json on its clean stop', () => {
      expect(existsSync(path.join(dataDir, 'admin.json'))).toBe(false);
    });

    it('[guard.admin-verification] unverifies and reads the outbox itself, ignoring a stale admin.json', async () => {
      // A crashed server leaves its file behind; nobody holds the data directory, so the CLI opens it.
      await writeFile(path.join(dataDir, 'admin.json'), JSON.stringify({ port: 1, host: '127.0.0.1', token: 'stale', pid: 999_999 }));
      const res = await cli(['unverify', 'running@cli.example'], { DATA_DIR: dataDir });
      expect(res.code).toBe(0);
      expect(res.stderr).not.toContain('through the running server');
      expect(res.stdout.trim()).toBe('Unverified running@cli.example (company "Cli Freight").');

      const outbox = await cli(['outbox', '--to', 'second@cli.example'], { DATA_DIR: dataDir });
      expect(outbox.code).toBe(0);
      expect(outbox.stdout).toContain('Subject: Your Cargo Connects verification code');
      const none = await cli(['outbox', '--to', 'nobody@cli.example'], { DATA_DIR: dataDir });
      expect(none.stdout.trim()).toBe('No mail to nobody@cli.example in the outbox.');

      const missing = await cli(['verify', 'nobody@cli.example'], { DATA_DIR: dataDir });
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('No account with email nobody@cli.example');

      // An instant quote's hold, ended on the database itself; a malformed or unknown id is said so.
      const malformed = await cli(['expire-quote', 'nope'], { DATA_DIR: dataDir });
      expect([malformed.code, malformed.stderr.trim()]).toEqual([1, '"nope" is not a quote id (the last part of its /quote/ link)']);
      const unknown = await cli(['expire-quote', 'AAAAAAAAAAAAAAAAAAAAAA'], { DATA_DIR: dataDir });
      expect([unknown.code, unknown.stderr.trim()]).toEqual([1, 'No quote AAAAAAAAAAAAAAAAAAAAAA']);

      // The change is in the database.
      const handle = await createDatabase({ kind: 'pglite', dataDir }, silentLogger);
      try {
        const row = await handle.db
          .selectFrom('companies')
          .innerJoin('accounts', 'accounts.company_id', 'companies.id')
          .select('verify_by_admin')
          .where('email', '=', 'running@cli.example')
          .executeTakeFirstOrThrow();
        expect(row.verify_by_admin).toBe(false);
      } finally {
        await handle.close();
      }
    });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL?.trim())('npm run admin with DATABASE_URL', () => {
  it('[guard.admin-verification] goes straight to PostgreSQL', async () => {
    const database = await createTestDatabase();
    try {
      const t = await createTestApp({ database });
      await signUp(t, 'pg@cli.example');
      const res = await cli(['verify', 'pg@cli.example'], { DATABASE_URL: database.url! });
      expect(res.code).toBe(0);
      expect(res.stdout.trim()).toBe('Verified pg@cli.example (company "Acme Freight").');
      const outbox = await cli(['outbox', '--to', 'pg@cli.example'], { DATABASE_URL: database.url! });
      expect(outbox.stdout).toContain('To:      pg@cli.example');
    } finally {
      await database.close();
    }
  });
});
