import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_LOCALE_TTL_MS, SavedLocaleCache } from '../../server/i18n/savedLocales.ts';
import { signUpVerified } from './support/accounts.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// The saved language a signed-in request without Accept-Language is answered in, read at most once
// per account and few seconds; a change made through this process is seen at once.
describe('SavedLocaleCache', () => {
  let t: TestApp;
  let accountId: string;
  let now = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await signUpVerified(t, 'cache@idioma.example');
    accountId = (await t.db.selectFrom('accounts').select('id').where('email', '=', 'cache@idioma.example').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const save = (locale: 'en' | 'es') => t.db.updateTable('accounts').set({ locale }).where('id', '=', accountId).execute();

  it('answers from memory within the TTL, asks again after it, and at once after forget', async () => {
    const cache = new SavedLocaleCache({ now: () => now });
    expect(await cache.get(t.db, accountId)).toBe('en');
    await save('es');
    now += SAVED_LOCALE_TTL_MS - 1;
    expect(await cache.get(t.db, accountId)).toBe('en');
    now += 1;
    expect(await cache.get(t.db, accountId)).toBe('es');
    await save('en');
    cache.forget(accountId);
    expect(await cache.get(t.db, accountId)).toBe('en');
  });

  it('has no language for an unknown account', async () => {
    expect(await new SavedLocaleCache().get(t.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
  });
});
