import { open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`DATA_DIR ${dataDir} is in use by another process (pid ${pid}); give each instance its own DATA_DIR`);
    this.name = 'DataDirLockedError';
  }
}

const LOCK_FILE = 'cargo-connects.lock';
const heldHere = new Set<string>();

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite does not stop two processes from opening one data directory, and two writers corrupt
 * it; this pid lock file does. A lock left by a dead process is taken over. Returns the release.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, LOCK_FILE);
  if (heldHere.has(lockPath)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      heldHere.add(lockPath);
      return async () => {
        heldHere.delete(lockPath);
        await unlink(lockPath).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number.parseInt(await readFile(lockPath, 'utf8').catch(() => ''), 10);
      // Our own pid in a file we do not hold means a reused pid after a crash: stale.
      if (Number.isSafeInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid)) throw new DataDirLockedError(dataDir, pid);
      await unlink(lockPath).catch(() => undefined);
    }
  }
  throw new DataDirLockedError(dataDir, Number.NaN);
}
