import { describe, expect, it } from 'vitest';
import { chooseLocale, negotiateLocale, parseLocale } from '../../src/schemas/locales.ts';

describe('the language of a request', () => {
  it.each([
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,es;q=0.5', 'es'],
    ['fr, en;q=0.1, es;q=0.7', 'es'],
    ['ES', 'es'],
    ['es;q=0, en;q=0.2', 'en'],
    ['*', null],
    ['de-DE', null],
    ['', null],
    [undefined, null],
    ['es;q=abc', 'es'],
    ['<script>alert(1)</script>', null],
  ] as const)('Accept-Language %j → %j (by quality, then order; a region is its language; q=0 refuses)', (header, expected) => {
    expect(negotiateLocale(header)).toBe(expected);
  });

  it('reads a stored choice only when it is exactly a language we speak', () => {
    expect(parseLocale('es')).toBe('es');
    expect(parseLocale('en')).toBe('en');
    for (const value of ['ES', 'es-MX', 'fr', '', ' es', 'en-XA', undefined, null]) expect(parseLocale(value)).toBeNull();
  });

  it('takes the explicit choice, then the saved one, then the browser, then English', () => {
    expect(chooseLocale({ chosen: 'es', saved: 'en', acceptLanguage: 'en' })).toBe('es');
    expect(chooseLocale({ chosen: 'klingon', saved: 'es', acceptLanguage: 'en' })).toBe('es');
    expect(chooseLocale({ chosen: null, saved: undefined, acceptLanguage: 'es-MX' })).toBe('es');
    expect(chooseLocale({ chosen: 'xx', saved: 'yy', acceptLanguage: 'de' })).toBe('en');
    expect(chooseLocale({})).toBe('en');
  });

  it('does not choke on a huge header', () => {
    expect(negotiateLocale(`${'x-y;q=0.5,'.repeat(10_000)}es`)).toBeNull();
    expect(negotiateLocale(`es;q=0.1,${'de,'.repeat(5_000)}`)).toBe('es');
  });
});
