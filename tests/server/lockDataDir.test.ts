// The data-directory lock: held against a second server, never against a stale file.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../server/db/lockDataDir.ts';

const LOCK = 'cargo-connects.lock';

describe('lockDataDir', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cargo-lock-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('takes over a lock whose pid now belongs to another, unrelated live process', async () => {
    // After a reboot or a container restart the old pid is often some other program's.
    const sleeper = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => sleeper.once('spawn', resolve));
      // The format written before this fix (a bare pid) and a lock naming the pid with another start.
      for (const content of [`${sleeper.pid}\n`, JSON.stringify({ pid: sleeper.pid, startTime: '1', bootId: 'another-boot' })]) {
        await writeFile(path.join(dir, LOCK), content);
        const release = await lockDataDir(dir);
        expect(JSON.parse(await readFile(path.join(dir, LOCK), 'utf8'))).toMatchObject({ pid: process.pid });
        await release();
      }
    } finally {
      sleeper.kill('SIGKILL');
    }
  });

  it.runIf(process.platform === 'linux')('refuses a lock whose owner still runs (same pid, same start, same boot)', async () => {
    const owner = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => owner.once('spawn', resolve));
      const stat = await readFile(`/proc/${owner.pid}/stat`, 'utf8');
      const startTime = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
      const bootId = (await readFile('/proc/sys/kernel/random/boot_id', 'utf8')).trim();
      await writeFile(path.join(dir, LOCK), JSON.stringify({ pid: owner.pid, startTime, bootId }));
      await expect(lockDataDir(dir)).rejects.toMatchObject({ name: 'DataDirLockedError', pid: owner.pid });
    } finally {
      owner.kill('SIGKILL');
    }
  });

  it('takes over a lock of a dead process', async () => {
    await writeFile(path.join(dir, LOCK), '2147483646\n');
    const release = await lockDataDir(dir);
    await release();
  });

  it('refuses a directory this process holds, and frees it on release', async () => {
    const release = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await release();
    await (await lockDataDir(dir))();
  });
});
