// Starts `server/main.ts` as its own process (as `npm start` runs it) and waits for /health.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Node flags the API runs with (as in scripts/start.mjs and `npm run api`): V8's old space capped
 * at 256 MB, so garbage left by a burst of requests is collected rather than kept as resident
 * memory (measured on PostgreSQL after the bench's runs: peak 450 → 223 MiB RSS); the bounded
 * queue keeps what is live far below it.
 */
export const API_NODE_FLAGS = ['--max-old-space-size=256'];

export interface ApiProcess {
  readonly port: number;
  readonly base: string;
  readonly pid: number;
  /** Resident memory now and at its peak, in MiB (Linux /proc; undefined elsewhere). */
  memory(): { rssMiB: number; peakMiB: number } | undefined;
  /** SIGTERM (graceful: streams end, requests finish), then SIGKILL after 10 s. */
  stop(): Promise<void>;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function memoryOf(pid: number): { rssMiB: number; peakMiB: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string): number => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
    return { rssMiB: kib('VmRSS') / 1024, peakMiB: kib('VmHWM') / 1024 };
  } catch {
    return undefined;
  }
}

/**
 * `env` is the server's environment (DATABASE_URL or DATA_DIR, JWT_SECRET shared by every process
 * of one installation, …); PORT and HOST are chosen here. Its output goes to `output` lines.
 */
export async function startApiProcess(env: Record<string, string>, output: (line: string) => void = () => {}): Promise<ApiProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...API_NODE_FLAGS, '--import', 'tsx', path.join(root, 'server/main.ts')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout!, child.stderr!]) {
    let buffered = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) output(line);
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const early = await Promise.race([exited, new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 200))]);
    if (early !== 'running') throw new Error(`server/main.ts exited with ${early} before answering /health`);
    const healthy = await fetch(`${base}/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server/main.ts did not answer /health within 60 s');
    }
  }
  return {
    port,
    base,
    pid: child.pid!,
    memory: () => memoryOf(child.pid!),
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
