// The operator CLI (scripts/adminCli.ts) run in this process, or as the process an operator starts;
// server/main.ts as a child process.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format } from 'node:util';
import { randomUUID } from 'node:crypto';
import { expect, vi } from 'vitest';
import { adminCli } from '../../../scripts/adminCli.ts';
import { testCard } from './orders.ts';
import { addressBody, futureSchedule } from './service.ts';

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

/** `npm run admin -- <args>` as its own process (two node processes through the tsx CLI: ~2 s each). */
export function cliProcess(args: string[], env: Record<string, string>): Promise<CliResult> {
  const child = spawn(tsx, ['scripts/admin.ts', ...args], { cwd: repoRoot, env: envWith(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

let running: Promise<unknown> = Promise.resolve();

/**
 * The same command run in this process: `adminCli` with the environment and the console the process
 * would have (`cliProcess` keeps the real entry point tested). One at a time, since the environment
 * is the process's own.
 */
export function cli(args: string[], env: Record<string, string>): Promise<CliResult> {
  const result = running.then(() => cliInProcess(args, env));
  running = result.catch(() => undefined);
  return result;
}

async function cliInProcess(args: string[], env: Record<string, string>): Promise<CliResult> {
  const saved = { ...process.env };
  const replaceEnv = (next: NodeJS.ProcessEnv) => {
    for (const key of Object.keys(process.env)) delete process.env[key];
    Object.assign(process.env, next);
  };
  let stdout = '';
  let stderr = '';
  const log = vi.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void (stdout += `${format(...parts)}\n`));
  const error = vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => void (stderr += `${format(...parts)}\n`));
  replaceEnv(envWith(env));
  try {
    const code = await adminCli(args);
    return { code, stdout, stderr };
  } finally {
    replaceEnv(saved);
    log.mockRestore();
    error.mockRestore();
  }
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

/** A call to a running server, JSON body and answer, with the given headers (a signed-in customer's). */
export async function callServer(port: number, headers: Record<string, string>, method: string, route: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`http://127.0.0.1:${port}${route}`, {
    method,
    headers: { ...headers, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: await res.json() };
}

type ServerCall = (method: string, route: string, body?: unknown) => Promise<{ status: number; body: any }>;

/** A paid northbound order of the signed-in customer, placed over HTTP like the wizard does; `addresses` keeps the address book's ids between calls. */
export async function paidOrderOverHttp(call: ServerCall, userReference: string, addresses: { pickup?: string; drop?: string } = {}): Promise<string> {
  addresses.pickup ??= (await call('POST', '/v1/user/address', addressBody('pickup', 'monterrey-nl', 'Planta Apodaca'))).body.data._id;
  addresses.drop ??= (await call('POST', '/v1/user/address', addressBody('drop', 'dallas-tx', 'DFW Crossdock'))).body.data._id;
  const order = await call('POST', '/v1/user/order', {
    serviceId: 'northbound',
    transportationTypeId: 'ftl',
    modeId: 'ftl-dry-van',
    portId: 'world-trade-bridge',
    specialRequirementIds: [],
    quantities: {},
    pickupAddressIds: [addresses.pickup],
    dropAddressIds: [addresses.drop],
    userReference,
    trailerId: 'dry-van-53',
    programming: 'Schedule',
    schedule: futureSchedule(),
  });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const movementId: string = order.body.data.movementId;
  const token = await call('POST', '/payment-sandbox/tokens', { card: testCard() });
  const paid = await call('POST', '/v1/user/payPal/capture', { movementId, idempotencyKey: randomUUID(), paymentToken: token.body.data.token });
  expect(paid.status).toBe(200);
  return movementId;
}
