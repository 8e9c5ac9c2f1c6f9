import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LiveSessionCache } from '../../server/auth/LiveSessionCache.ts';
import type { Database } from '../../server/db/Database.ts';

const db = {} as Kysely<Database>;
const session = (sessionId: string, accountId = 'account-1') => ({ sessionId, accountId });

/** A lookup that counts its calls and answers from a set of live sessions. */
function lookup(live: Set<string>) {
  const calls: string[] = [];
  return { calls, fn: async (_db: Kysely<Database>, auth: { sessionId: string }) => (calls.push(auth.sessionId), live.has(auth.sessionId)) };
}

describe('LiveSessionCache (requireAuth session check)', () => {
  it('asks the database once per session and TTL; concurrent requests share one lookup', async () => {
    let now = 0;
    const l = lookup(new Set(['s1']));
    const cache = new LiveSessionCache({ ttlMs: 5000, now: () => now, lookup: l.fn });
    expect(await Promise.all([cache.isLive(db, session('s1')), cache.isLive(db, session('s1'))])).toEqual([true, true]);
    now = 4999;
    expect(await cache.isLive(db, session('s1'))).toBe(true);
    expect(l.calls).toEqual(['s1']);
    now = 5000;
    expect(await cache.isLive(db, session('s1'))).toBe(true);
    expect(l.calls).toEqual(['s1', 's1']);
  });

  it('forgets a session ended here at once, and every session of an account', async () => {
    const live = new Set(['s1', 's2', 's3']);
    const l = lookup(live);
    const cache = new LiveSessionCache({ lookup: l.fn });
    await cache.isLive(db, session('s1'));
    await cache.isLive(db, session('s2'));
    await cache.isLive(db, session('s3', 'account-2'));
    live.delete('s1');
    cache.forgetSession('s1');
    expect(await cache.isLive(db, session('s1'))).toBe(false);
    live.delete('s2');
    live.delete('s3');
    cache.forgetAccount('account-1');
    expect(await cache.isLive(db, session('s2'))).toBe(false);
    // Another account's entry stays until its TTL.
    expect(await cache.isLive(db, session('s3', 'account-2'))).toBe(true);
  });

  it('keeps no dead or failed answer, never answers for another account, and stays bounded', async () => {
    const l = lookup(new Set(['s1']));
    const cache = new LiveSessionCache({ lookup: l.fn, maxEntries: 2 });
    expect(await cache.isLive(db, session('dead'))).toBe(false);
    await cache.isLive(db, session('dead'));
    expect(l.calls.filter((s) => s === 'dead')).toHaveLength(2);
    await cache.isLive(db, session('s1'));
    const asked = l.calls.length;
    await cache.isLive(db, session('s1', 'someone-else'));
    expect(l.calls.length).toBe(asked + 1);
    const failing = new LiveSessionCache({ lookup: async () => Promise.reject(new Error('down')) });
    await expect(failing.isLive(db, session('x'))).rejects.toThrow('down');
    expect(failing.size).toBe(0);
    const bounded = new LiveSessionCache({ lookup: async () => true, maxEntries: 2 });
    for (const id of ['a', 'b', 'c', 'd']) await bounded.isLive(db, session(id));
    expect(bounded.size).toBe(2);
  });
});
