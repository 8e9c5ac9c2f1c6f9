import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const script = fileURLToPath(new URL('./initPgliteDataDir.mjs', import.meta.url));

/** Whether the directory already holds a PostgreSQL cluster. */
export const isPgliteDataDir = (dataDir: string): boolean => existsSync(path.join(dataDir, 'PG_VERSION'));

/**
 * Creates the cluster of an empty PGlite data directory in a short-lived child process.
 * Opening an empty directory in-process runs initdb in a second WebAssembly instance whose memory
 * (600+ MB RSS, measured) the process keeps; the child returns all of it to the system on exit.
 */
export async function initPgliteDataDir(dataDir: string): Promise<void> {
  if (isPgliteDataDir(dataDir)) return;
  const stderr: Buffer[] = [];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [script, dataDir], { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 || !isPgliteDataDir(dataDir)) {
    throw new Error(`initdb of ${dataDir} failed (exit ${code}): ${Buffer.concat(stderr).toString('utf8').trim().slice(-500)}`);
  }
}
