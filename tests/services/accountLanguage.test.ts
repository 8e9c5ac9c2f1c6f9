import { describe, expect, it, vi } from 'vitest';
import { followAccountLanguage, type AccountLanguageDeps } from '../../src/services/accountLanguage.ts';
import type { Locale } from '../../src/schemas/locales.ts';

function deps(page: string, chosenHere: Locale | null, saved: Locale | null) {
  const calls: string[] = [];
  const d: AccountLanguageDeps = {
    active: () => page,
    chosenHere: () => chosenHere,
    savedLocale: vi.fn(async () => saved),
    saveLocale: async (locale) => void calls.push(`save ${locale}`),
    activate: async (locale) => void calls.push(`activate ${locale}`),
  };
  return { d, calls };
}

describe('at sign-in, the page and the account agree on a language', () => {
  it('a new device (no switch used here) turns to the language the account keeps', async () => {
    const { d, calls } = deps('en', null, 'es');
    await followAccountLanguage(d);
    expect(calls).toEqual(['activate es']);
  });

  it('the account already reads this language: nothing changes', async () => {
    const { d, calls } = deps('es', null, 'es');
    await followAccountLanguage(d);
    expect(calls).toEqual([]);
  });

  it('a language chosen here with the switch goes to the account, and the page stays', async () => {
    const { d, calls } = deps('es', 'es', 'en');
    await followAccountLanguage(d);
    expect(calls).toEqual(['save es']);
    expect(d.savedLocale).not.toHaveBeenCalled();
  });

  it('a switch used here long ago, no longer the page\'s language, does not overrule the account', async () => {
    const { d, calls } = deps('en', 'es', 'es');
    await followAccountLanguage(d);
    expect(calls).toEqual(['activate es']);
  });

  it('the pseudo-language of the browser suite stays (no customer chose it)', async () => {
    const { d, calls } = deps('en-XA', null, 'en');
    await followAccountLanguage(d);
    expect(calls).toEqual([]);
    expect(d.savedLocale).not.toHaveBeenCalled();
  });

  it('an account whose answer names no language we speak changes nothing', async () => {
    const { d, calls } = deps('en', null, null);
    await followAccountLanguage(d);
    expect(calls).toEqual([]);
  });
});
