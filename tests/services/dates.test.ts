import { Settings } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_LOCALE, formatDate, formatDateTime, formatTime, toIsoDate } from '../../src/services/dates.ts';
import { ruleIt } from '../spec/ruleIt';

describe('dates', () => {
  const zone = Settings.defaultZone;
  beforeAll(() => {
    Settings.defaultZone = 'UTC';
  });
  afterAll(() => {
    Settings.defaultZone = zone;
  });

  it("[const.locale] sets the date library's locale to French on load", () => {
    expect(DATE_LOCALE).toBe('fr');
    expect(Settings.defaultLocale).toBe('fr');
  });

  ruleIt('[const.locale] formatDate names the month in English, whatever the library locale (unambiguous)', () => {
    expect(formatDate('2025-03-07T14:05:00Z')).toBe('7 Mar 2025');
    expect(formatDate('2025-12-25')).toBe('25 Dec 2025');
  });

  ruleIt('[const.locale] formatDateTime gives that date and a 24-hour time', () => {
    expect(formatDateTime('2025-03-07T21:05:00Z')).toBe('7 Mar 2025, 21:05');
  });

  it('stays English when the library locale changes (French month names would be "mars", "déc.")', () => {
    const before = Settings.defaultLocale;
    try {
      for (const locale of ['fr', 'es-MX', 'de']) {
        Settings.defaultLocale = locale;
        expect(formatDate('2025-03-07T14:05:00Z')).toBe('7 Mar 2025');
      }
    } finally {
      Settings.defaultLocale = before;
    }
  });

  it('formatTime reads HH:mm schedule times and ISO date-times', () => {
    expect(formatTime('09:30')).toBe('09:30');
    expect(formatTime('23:59')).toBe('23:59');
    expect(formatTime('2025-03-07T18:45:00Z')).toBe('18:45');
  });

  it('returns an empty string for missing or invalid input', () => {
    for (const value of [undefined, null, '', 'not a date', '25:99']) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
      expect(formatTime(value)).toBe('');
    }
  });

  it('toIsoDate keeps the local calendar day of a picked Date', () => {
    Settings.defaultZone = 'system';
    expect(toIsoDate(new Date(2025, 0, 31, 23, 30))).toBe('2025-01-31');
    expect(toIsoDate(new Date(2025, 11, 1, 0, 5))).toBe('2025-12-01');
    Settings.defaultZone = 'UTC';
  });
});

describe('date pickers and booking days (issue 18.4, 18.7)', () => {
  it('pickers show the month by name, in English', async () => {
    const { PICKER_DATE_FORMAT, PICKER_LOCALE } = await import('../../src/services/dates');
    expect(PICKER_DATE_FORMAT).toBe('D MMM YYYY');
    expect(PICKER_LOCALE).toBe('en');
  });

  it("a customer's day runs from its first to its last millisecond in their own zone", async () => {
    const { Settings } = await import('luxon');
    const { dayBounds } = await import('../../src/services/dates');
    const zone = Settings.defaultZone;
    Settings.defaultZone = 'America/Mexico_City';
    try {
      expect(dayBounds('2026-11-24')).toEqual({ start: '2026-11-24T00:00:00.000-06:00', end: '2026-11-24T23:59:59.999-06:00' });
    } finally {
      Settings.defaultZone = zone;
    }
  });
});
