import { describe, expect, it } from 'vitest';
import { signAccessToken, verifyAccessToken, type AuthInfo } from '../../server/auth/accessToken.ts';
import { VerifiedTokenCache } from '../../server/auth/VerifiedTokenCache.ts';

const SECRET = 'a'.repeat(48);
const auth: AuthInfo = {
  accountId: '00000000-0000-4000-8000-000000000001',
  companyId: '00000000-0000-4000-8000-000000000002',
  role: 'main',
  sessionId: '00000000-0000-4000-8000-000000000003',
};

describe('VerifiedTokenCache (access tokens whose signature was checked, until they expire)', () => {
  it('answers a verified token from memory until its exp, as hono does (expired at exp, whole seconds)', async () => {
    // Whole seconds: hono's own check (at the first verification) runs on the real clock.
    let now = Math.floor(Date.now() / 1000) * 1000;
    const cache = new VerifiedTokenCache({ now: () => now });
    const token = await signAccessToken(auth, SECRET, Math.floor(now / 1000));
    expect(await verifyAccessToken(token, SECRET, cache)).toEqual(auth);
    expect(cache.size).toBe(1);
    // Answered from the cache: even a wrong secret gets the remembered claims of this exact string.
    expect(await verifyAccessToken(token, 'b'.repeat(48), cache)).toEqual(auth);
    now += 15 * 60 * 1000 - 1000;
    expect(cache.get(token)).toEqual(auth);
    now += 1000;
    expect(cache.get(token)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps only tokens that passed: a forged, tampered or expired one is checked (and refused) every time', async () => {
    const now = Date.now();
    const cache = new VerifiedTokenCache();
    const forged = await signAccessToken(auth, 'c'.repeat(48), Math.floor(now / 1000));
    expect(await verifyAccessToken(forged, SECRET, cache)).toBeUndefined();
    const good = await signAccessToken(auth, SECRET, Math.floor(now / 1000));
    const tampered = `${good.slice(0, -2)}${good.endsWith('A') ? 'B' : 'A'}${good.slice(-1)}`;
    expect(await verifyAccessToken(tampered, SECRET, cache)).toBeUndefined();
    const expired = await signAccessToken(auth, SECRET, Math.floor(now / 1000) - 16 * 60);
    expect(await verifyAccessToken(expired, SECRET, cache)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries tokens, the oldest dropped first', () => {
    const cache = new VerifiedTokenCache({ maxEntries: 2 });
    const exp = Math.floor(Date.now() / 1000) + 60;
    cache.set('t1', auth, exp);
    cache.set('t2', auth, exp);
    cache.set('t3', auth, exp);
    expect(cache.size).toBe(2);
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.get('t3')).toEqual(auth);
  });
});
