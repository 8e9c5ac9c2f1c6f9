import { describe, expect, it } from 'vitest';
import { formatsFor } from '../../src/machines/localeFormats';
import { inEnglish, paymentOf, paymentWords, scheduleOf, scheduleWords } from '../../src/machines/orderDisplay';

// Dates, money and lists by language, written out by hand: English keeps the app's own forms, Spanish
// is Mexican Spanish (es-MX). Intl puts a no-break space in some forms; \s covers it.
describe('formats by language', () => {
  const march7 = new Date(2026, 2, 7, 14, 5).toISOString();
  it('English: the app’s own forms, unchanged', () => {
    const en = formatsFor('en');
    expect(en.date(march7)).toBe('7 Mar 2026');
    expect(en.dateTime(march7)).toBe('7 Mar 2026, 14:05');
    expect(en.money(154_000)).toBe('$1,540.00');
    expect(en.number(1204)).toBe('1,204');
    expect(en.orList(['PDF', 'PNG', 'JPEG', 'WebP'])).toBe('PDF, PNG, JPEG or WebP');
  });
  it('an unknown or pseudo language writes as English', () => {
    expect(formatsFor('fr')).toBe(formatsFor('en'));
    expect(formatsFor('en-XA')).toBe(formatsFor('en'));
    expect(formatsFor(undefined)).toBe(formatsFor('en'));
  });
  it('Spanish: months in Spanish, the 24-hour clock, USD as Mexico writes it', () => {
    const es = formatsFor('es');
    expect(es.date(march7)).toBe('7 mar 2026');
    expect(es.dateTime(march7)).toBe('7 mar 2026, 14:05');
    expect(es.money(154_000)).toMatch(/^USD\s1,540\.00$/);
    expect(es.number(1204)).toBe('1,204');
    expect(es.orList(['PDF', 'PNG', 'JPEG', 'WebP'])).toBe('PDF, PNG, JPEG o WebP');
    expect(es.date('')).toBe('');
    expect(es.dateTime('not a date')).toBe('');
  });
});

describe('order words: English as before, values written for the language', () => {
  const scheduled = { programming: 'Schedule' as const, schedule: { date: '2026-04-02', time: '09:30' } };
  it('the English strings are the words with their values in place', () => {
    expect(scheduleOf(scheduled)).toBe('2 Apr 2026 at 09:30');
    expect(inEnglish(scheduleWords(scheduled))).toBe(scheduleOf(scheduled));
    const refunded = { status: 'Cancelled' as const, paymentStatus: 'refunded' as const, payBy: null, quote: { total: 154_000 } };
    expect(paymentOf(refunded)).toEqual({ label: 'Refunded', detail: 'The $1,540.00 you paid was refunded to your card.' });
  });
  it('the words for Spanish carry Spanish dates and money', () => {
    const es = formatsFor('es');
    expect(scheduleWords(scheduled, es)).toEqual({ id: '{date} at {time}', values: { date: '2 abr 2026', time: '09:30' } });
    const pending = paymentWords({ status: 'Cancelled', paymentStatus: 'refundPending', payBy: null, quote: { total: 154_000 } }, es);
    expect(pending.label).toBe('Refund pending');
    expect(pending.detail?.values?.amount).toMatch(/^USD\s1,540\.00$/);
  });
});
