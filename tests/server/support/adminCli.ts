// Running scripts/admin.ts and server/main.ts as child processes, as an operator would.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

export interface CliResult {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** The child's environment: only what the test sets decides where the data lives. */
export function envWith(env: Record<string, string>): NodeJS.ProcessEnv {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  if (env.DATABASE_URL === undefined) delete childEnv.DATABASE_URL;
  delete childEnv.SMTP_URL;
  // Set by `npm run`; the CLI resolves file arguments against it. Tests pass absolute paths or repo-relative ones.
  if (env.INIT_CWD === undefined) delete childEnv.INIT_CWD;
  return childEnv;
}

/** `npm run admin -- <args>` from the repository root. */
export function cli(args: string[], env: Record<string, string>): Promise<CliResult> {
  const child = spawn(tsx, ['scripts/admin.ts', ...args], { cwd: repoRoot, env: envWith(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

export interface RunningServer {
  readonly child: ChildProcess;
  readonly port: number;
  readonly exited: Promise<number | null>;
  /** Everything it printed so far. */
  output(): string;
}

/**
 * server/main.ts on a free port over DATA_DIR; resolves once it listens. Run as `node --import tsx`
 * rather than through the tsx CLI: the CLI relays SIGTERM with a 30 ms handshake and, on a busy
 * machine, SIGKILLs the server and exits 143 instead of letting it shut down cleanly.
 */
export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: repoRoot, env: envWith({ PORT: '0', DATA_DIR: dataDir, ...env }), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const match = /listening on http:\/\/localhost:(\d+)/.exec(output);
    if (match) return { child, port: Number(match[1]), exited, output: () => output };
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

/** Stops a server the way an operator does (SIGTERM) and waits for its exit code. */
export async function stopServer(server: RunningServer): Promise<number | null> {
  if (server.child.exitCode === null) server.child.kill('SIGTERM');
  return server.exited;
}

export const post = (port: number, route: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}${route}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
