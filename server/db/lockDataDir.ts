import { readFileSync } from 'node:fs';
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

/** What the lock file holds: the pid, plus (on Linux) what tells this process from a later one with its pid. */
interface LockOwner {
  readonly pid: number;
  /** Start time of the process in clock ticks since boot (/proc/<pid>/stat, field 22). */
  readonly startTime?: string;
  readonly bootId?: string;
}

const readProc = (file: string): string | undefined => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/** undefined where there is no /proc (not Linux) or the process is gone. */
function startTimeOf(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

const bootId = (): string | undefined => readProc('/proc/sys/kernel/random/boot_id')?.trim();
const hasProc = (): boolean => readProc('/proc/self/stat') !== undefined;

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function parseOwner(text: string): LockOwner | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'number') return { pid: value };
    if (typeof value === 'object' && value !== null && 'pid' in value && typeof value.pid === 'number') {
      const { pid, startTime, bootId: boot } = value as Record<string, unknown>;
      return { pid: pid as number, ...(typeof startTime === 'string' ? { startTime } : {}), ...(typeof boot === 'string' ? { bootId: boot } : {}) };
    }
  } catch {
    // neither JSON nor a bare pid: stale
  }
  return undefined;
}

/**
 * Whether the lock's owner still runs. A pid alone is not enough: after a reboot or a container
 * restart it often names some other program, so on Linux the process's start time and the boot
 * must match too. Without /proc, a live pid counts as the owner.
 */
function ownerRuns(owner: LockOwner): boolean {
  if (!Number.isSafeInteger(owner.pid) || owner.pid <= 0 || owner.pid === process.pid || !isAlive(owner.pid)) return false;
  if (!hasProc()) return true;
  if (owner.startTime === undefined) {
    // A lock written by an older version (a bare pid): only a node process may still own it.
    return (readProc(`/proc/${owner.pid}/cmdline`) ?? '').split('\0').some((arg) => /(^|\/)node(\d*)?$/.test(arg) || arg.endsWith('server/main.ts'));
  }
  return startTimeOf(owner.pid) === owner.startTime && (owner.bootId === undefined || owner.bootId === bootId());
}

function ownerHere(): LockOwner {
  const startTime = startTimeOf(process.pid);
  const boot = bootId();
  return { pid: process.pid, ...(startTime !== undefined ? { startTime } : {}), ...(boot !== undefined ? { bootId: boot } : {}) };
}

/**
 * PGlite does not stop two processes from opening one data directory, and two writers corrupt
 * it; this lock file does. A lock left by a process that no longer runs is taken over. Returns the release.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockPath = path.join(dataDir, LOCK_FILE);
  if (heldHere.has(lockPath)) throw new DataDirLockedError(dataDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockPath, 'wx');
      await handle.writeFile(`${JSON.stringify(ownerHere())}\n`);
      await handle.close();
      heldHere.add(lockPath);
      return async () => {
        heldHere.delete(lockPath);
        await unlink(lockPath).catch(() => undefined);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = parseOwner(await readFile(lockPath, 'utf8').catch(() => ''));
      if (owner !== undefined && ownerRuns(owner)) throw new DataDirLockedError(dataDir, owner.pid);
      await unlink(lockPath).catch(() => undefined);
    }
  }
  throw new DataDirLockedError(dataDir, Number.NaN);
}
