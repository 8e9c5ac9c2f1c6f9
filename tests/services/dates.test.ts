import dayjs from 'dayjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, dayBounds } from '../../src/services/dateText.ts';
import { DATE_LOCALE, toIsoDate } from '../../src/services/dates.ts';
import { formatNotificationTime } from '../../src/services/notificationTime.ts';
import { ruleIt } from '../spec/ruleIt';
import { inTimeZone } from '../support/inTimeZone';

describe('dates', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'UTC';
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it("[const.locale] sets the date library's locale to French on load", () => {
    expect(DATE_LOCALE).toBe('fr');
    expect(dayjs.locale()).toBe('fr');
    expect(dayjs('2025-03-07').format('MMMM')).toBe('mars');
  });

  ruleIt('[const.locale] formatDate names the month in English, whatever the library locale (unambiguous)', () => {
    expect(formatDate('2025-03-07T14:05:00Z')).toBe('7 Mar 2025');
    expect(formatDate('2025-12-25')).toBe('25 Dec 2025');
  });

  ruleIt('[const.locale] formatDateTime gives that date and a 24-hour time', () => {
    expect(formatDateTime('2025-03-07T21:05:00Z')).toBe('7 Mar 2025, 21:05');
  });

  it('shows dates in the local zone', async () => {
    await inTimeZone('America/Mexico_City', () => {
      expect(formatDateTime('2025-03-07T03:05:00Z')).toBe('6 Mar 2025, 21:05');
      expect(formatDate('2025-03-07T03:05:00Z')).toBe('6 Mar 2025');
    });
  });

  it('stays English when the library locale changes (French month names would be "mars", "déc.")', () => {
    const before = dayjs.locale();
    try {
      for (const locale of ['fr', 'en', 'fr']) {
        dayjs.locale(locale);
        expect(formatDate('2025-03-07T14:05:00Z')).toBe('7 Mar 2025');
        expect(formatDate('2025-12-25')).toBe('25 Dec 2025');
      }
    } finally {
      dayjs.locale(before);
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

  it('toIsoDate keeps the local calendar day of a picked Date', async () => {
    await inTimeZone('America/Mexico_City', () => {
      expect(toIsoDate(new Date(2025, 0, 31, 23, 30))).toBe('2025-01-31');
      expect(toIsoDate(new Date(2025, 11, 1, 0, 5))).toBe('2025-12-01');
    });
  });
});

describe('date pickers and booking days (issue 18.4, 18.7)', () => {
  it('pickers show the month by name, in English', async () => {
    const { PICKER_DATE_FORMAT, PICKER_LOCALE } = await import('../../src/services/dates');
    expect(PICKER_DATE_FORMAT).toBe('D MMM YYYY');
    expect(PICKER_LOCALE).toBe('en');
  });

  it("the pickers' month and day names follow the language; English needs no download and the library stays French", async () => {
    const { loadPickerLocale, pickerLocaleOf, pickerLocalePending } = await import('../../src/services/dates');
    expect(pickerLocaleOf('en')).toBe('en');
    expect(pickerLocalePending('en')).toBe(false);
    expect(await loadPickerLocale('en')).toBe('en');
    // An unknown or pseudo language: English names, nothing to wait for.
    expect(pickerLocalePending('en-XA')).toBe(false);
    expect(pickerLocaleOf('en-XA')).toBe('en');
    // Spanish: English until its names are in, then Spanish.
    expect(pickerLocalePending('es')).toBe(true);
    expect(pickerLocaleOf('es')).toBe('en');
    const loading = loadPickerLocale('es');
    expect(loadPickerLocale('es')).toBe(loading);
    expect(await loading).toBe('es');
    expect(pickerLocalePending('es')).toBe(false);
    expect(pickerLocaleOf('es')).toBe('es');
    expect(dayjs('2026-03-07').locale('es').format('D MMM YYYY, MMMM, dddd')).toBe('7 mar 2026, marzo, sábado');
    // Loading Spanish names leaves the library's own locale as const.locale sets it.
    expect(dayjs.locale()).toBe('fr');
  });

  it("a customer's day runs from its first to its last millisecond in their own zone", async () => {
    await inTimeZone('America/Mexico_City', () => {
      expect(dayBounds('2026-11-24')).toEqual({ start: '2026-11-24T00:00:00.000-06:00', end: '2026-11-24T23:59:59.999-06:00' });
    });
    await inTimeZone('UTC', () => {
      expect(dayBounds('2026-11-24')).toEqual({ start: '2026-11-24T00:00:00.000+00:00', end: '2026-11-24T23:59:59.999+00:00' });
    });
    await inTimeZone('Asia/Kolkata', () => {
      expect(dayBounds('2026-03-01')).toEqual({ start: '2026-03-01T00:00:00.000+05:30', end: '2026-03-01T23:59:59.999+05:30' });
    });
  });

  it('a day that is not one gives no bounds', () => {
    expect(dayBounds('2026-02-30')).toEqual({ start: '', end: '' });
    expect(dayBounds('yesterday')).toEqual({ start: '', end: '' });
    expect(dayBounds('2026-13-01')).toEqual({ start: '', end: '' });
    expect(dayBounds('2026-11-24T10:00')).toEqual({ start: '', end: '' });
  });
});

describe('when a notification arrived', () => {
  const now = new Date('2026-03-07T15:00:00Z');
  const at = (iso: string) => formatNotificationTime(iso, now).relative;

  it('counts down to the largest whole unit, in English', () => {
    expect(at('2026-03-07T14:59:30Z')).toBe('Just now');
    expect(at('2026-03-07T14:59:00Z')).toBe('1 minute ago');
    expect(at('2026-03-07T14:00:30Z')).toBe('59 minutes ago');
    expect(at('2026-03-07T14:00:00Z')).toBe('1 hour ago');
    expect(at('2026-03-07T13:00:01Z')).toBe('1 hour ago');
    expect(at('2026-03-06T15:00:01Z')).toBe('23 hours ago');
    expect(at('2026-03-06T15:00:00Z')).toBe('1 day ago');
    expect(at('2026-02-28T15:00:01Z')).toBe('6 days ago');
  });

  it('shows the date from a week on, and for one from a clock ahead says Just now', async () => {
    await inTimeZone('UTC', () => {
      expect(at('2026-02-28T15:00:00Z')).toBe('28 Feb 2026');
      expect(formatNotificationTime('2026-03-07T15:05:00Z', now)).toEqual({ relative: 'Just now', exact: '7 Mar 2026, 15:05' });
    });
  });

  it('gives nothing for a missing or invalid date', () => {
    expect(formatNotificationTime('', now)).toEqual({ relative: '', exact: '' });
    expect(formatNotificationTime('not a date', now)).toEqual({ relative: '', exact: '' });
  });
});
