// The real process (node --import tsx server/main.ts, as `npm start` runs it): start-up, side-by-side
// instances, clear failures, clean stop.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationList } from '../../server/db/migrationList.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface Running {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

function start(env: Record<string, string>): Running {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  // These runs use their own PGlite DATA_DIR, whatever the suite's database is.
  delete childEnv.DATABASE_URL;
  // Not through the tsx CLI: it relays a signal with a 30 ms handshake and, on a busy machine, kills
  // the server itself and exits 130 or 143 instead of letting it shut down cleanly.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: repoRoot, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function listeningPort(run: Running, timeoutMs = 60_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = /listening on http:\/\/localhost:(\d+) \(database: (.+)\)/.exec(run.output());
    if (match) return Number(match[1]);
    if (run.child.exitCode !== null) throw new Error(`server exited early:\n${run.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${run.output()}`);
}

describe('server/main.ts', () => {
  let dirs: string[] = [];
  let a: Running;
  let b: Running;
  let portA: number;
  let portB: number;

  beforeAll(async () => {
    dirs = await Promise.all([mkdtemp(path.join(tmpdir(), 'cargo-main-a-')), mkdtemp(path.join(tmpdir(), 'cargo-main-b-'))]);
    a = start({ PORT: '0', DATA_DIR: dirs[0]! });
    b = start({ PORT: '0', DATA_DIR: dirs[1]!, SEED_DEMO: '0' });
    [portA, portB] = await Promise.all([listeningPort(a), listeningPort(b)]);
  });

  afterAll(async () => {
    for (const run of [a, b]) if (run?.child.exitCode === null) run.child.kill('SIGKILL');
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('runs two instances side by side, each on its own port and data directory', async () => {
    expect(portA).not.toBe(portB);
    expect(a.output()).toContain(`(database: pglite ${dirs[0]})`);
    expect(b.output()).toContain(`(database: pglite ${dirs[1]})`);
    for (const port of [portA, portB]) {
      const res = await fetch(`http://localhost:${port}/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ data: { status: 'ok', database: 'up', migrations: Object.keys(migrationList).length } });
    }
  });

  it('seeds the demo customer unless SEED_DEMO=0', async () => {
    const demo = { email: 'demo@cargoconnects.test', password: 'Demo-Cargo-2026' };
    const logIn = (port: number) =>
      fetch(`http://localhost:${port}/v1/user/auth/logIn`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(demo) });
    const seeded = await logIn(portA);
    expect(seeded.status).toBe(200);
    expect(await seeded.json()).toMatchObject({ message: 'Successfully logged in.', data: { verifyByAdmin: true } });
    expect(a.output()).toContain('Seeded the demo customer demo@cargoconnects.test');
    expect((await logIn(portB)).status).toBe(401);
  });

  it('keeps its access-token key and admin token in the data directory, readable by the owner only', async () => {
    for (const dir of dirs) {
      for (const file of ['jwt-secret', 'admin.json']) expect((await stat(path.join(dir, file))).mode & 0o777).toBe(0o600);
    }
  });

  it('refuses a busy port with one clear line and exit code 1', async () => {
    const c = start({ PORT: String(portA), DATA_DIR: path.join(dirs[1]!, 'unused') });
    expect(await c.exited).toBe(1);
    expect(c.output().trim()).toBe(`Port ${portA} is already in use (localhost:${portA}); stop the other process or set PORT to a free port.`);
  });

  it('refuses a data directory another instance holds', async () => {
    const c = start({ PORT: '0', DATA_DIR: dirs[0]! });
    expect(await c.exited).toBe(1);
    expect(c.output()).toContain(`DATA_DIR ${dirs[0]} is in use by another process`);
    expect(c.output()).not.toMatch(/\n\s+at /);
  });

  it('reports invalid configuration and exits 1', async () => {
    const c = start({ PORT: 'eighty' });
    expect(await c.exited).toBe(1);
    expect(c.output()).toContain('PORT must be a whole number from 0 to 65535 (got "eighty")');
  });

  it('refuses NODE_ENV=production with test settings, naming the setting to give', async () => {
    const c = start({ PORT: '0', NODE_ENV: 'production', DATA_DIR: path.join(dirs[1]!, 'unused'), SEED_DEMO: '0', ALLOW_DEV_MAIL: '1' });
    expect(await c.exited).toBe(1);
    expect(c.output()).toContain('ALLOW_TEST_PAYMENTS=1');
    expect(c.output()).not.toContain('ALLOW_DEV_MAIL=1');
    expect(c.output()).not.toContain('ALLOW_DEMO_SEED=1');
  });

  it('stops cleanly on SIGTERM and SIGINT, releasing the data directory', async () => {
    a.child.kill('SIGTERM');
    b.child.kill('SIGINT');
    expect(await a.exited).toBe(0);
    expect(await b.exited).toBe(0);
    expect(a.output()).toContain('SIGTERM received: shutting down');
    for (const dir of dirs) expect(existsSync(path.join(dir, 'cargo-connects.lock'))).toBe(false);
    for (const dir of dirs) expect(existsSync(path.join(dir, 'admin.json'))).toBe(false);
  });
});
