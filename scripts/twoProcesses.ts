// `npm run two-processes`: two API processes on one PostgreSQL behind a round-robin proxy, the
// smallest set-up of DESIGN §6 (no state in memory that matters). Needs DATABASE_URL.
//   DATABASE_URL=postgres://… JWT_SECRET=… npm run two-processes      (proxy on PORT, default 3000)
// Both processes share DATABASE_URL and JWT_SECRET (a token signed by one verifies in the other);
// pushes reach event streams on either through LISTEN/NOTIFY; rate limits and sign-in throttles
// live in the database; the unpaid-order expiry is one UPDATE … RETURNING, so both may run it.
import { randomBytes } from 'node:crypto';
import { startApiProcess, type ApiProcess } from './startApiProcess.ts';
import { startRoundRobinProxy, type RoundRobinProxy } from './roundRobinProxy.ts';

export interface TwoProcesses {
  readonly processes: readonly ApiProcess[];
  readonly proxy: RoundRobinProxy;
  readonly base: string;
  stop(): Promise<void>;
}

/** `count` API processes with `env` (DATABASE_URL required) and the proxy on `port` (0: any). */
export async function startTwoProcesses(env: Record<string, string>, { port = 0, count = 2, output }: { port?: number; count?: number; output?: (line: string) => void } = {}): Promise<TwoProcesses> {
  if (env.DATABASE_URL === undefined) throw new Error('DATABASE_URL is required: PGlite admits one process');
  const shared = { JWT_SECRET: randomBytes(48).toString('base64url'), TRUST_PROXY: '1', ...env };
  const processes: ApiProcess[] = [];
  try {
    // One after the other: the first applies migrations and seeds, the second finds them done.
    for (let i = 0; i < count; i++) processes.push(await startApiProcess(shared, output === undefined ? undefined : (line) => output(`[api ${i + 1}] ${line}`)));
    const proxy = await startRoundRobinProxy(
      processes.map((p) => p.port),
      port,
    );
    return {
      processes,
      proxy,
      base: `http://127.0.0.1:${proxy.port}`,
      stop: async () => {
        await proxy.close();
        await Promise.all(processes.map((p) => p.stop()));
      },
    };
  } catch (error) {
    await Promise.all(processes.map((p) => p.stop()));
    throw error;
  }
}

async function main(): Promise<void> {
  const env = Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
  if (env.DATABASE_URL === undefined) {
    console.error('Set DATABASE_URL to a PostgreSQL database (PGlite admits one process).');
    process.exit(1);
  }
  const port = Number(env.PORT ?? 3000);
  delete env.PORT;
  const set = await startTwoProcesses(env, { port, output: (line) => console.log(line) });
  console.log(`Proxy on http://localhost:${set.proxy.port} → API processes on ports ${set.processes.map((p) => p.port).join(' and ')}`);
  const stop = (): void => void set.stop().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] !== undefined && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
