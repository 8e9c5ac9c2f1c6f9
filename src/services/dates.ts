import { DateTime, Settings } from 'luxon';

// The UI is English only, but the date library's locale is French (const.locale). Shown dates
// name their month in English whatever that locale is: '07/03/2025' reads as 7 March or 3 July
// depending on the reader, '7 Mar 2025' only one way. The clock is 24-hour.
export const DATE_LOCALE = 'fr';
Settings.defaultLocale = DATE_LOCALE;
const SHOWN = { locale: 'en-GB' } as const;

const fromIso = (iso: string | null | undefined): DateTime | undefined => {
  if (!iso) return undefined;
  const value = DateTime.fromISO(iso);
  return value.isValid ? value : undefined;
};

/** '2025-03-07T14:05:00Z' → '7 Mar 2025' (local zone); '' for missing or invalid input. */
export const formatDate = (iso: string | null | undefined): string =>
  fromIso(iso)?.toFormat('d LLL yyyy', SHOWN) ?? '';

/** '2025-03-07T14:05:00Z' → '7 Mar 2025, 14:05' (local zone); '' for missing or invalid input. */
export const formatDateTime = (iso: string | null | undefined): string =>
  fromIso(iso)?.toFormat('d LLL yyyy, HH:mm', SHOWN) ?? '';

/** A schedule time 'HH:mm' (or any ISO time / date-time) → 'HH:mm'; '' for missing or invalid input. */
export const formatTime = (value: string | null | undefined): string => {
  if (!value) return '';
  const time = DateTime.fromFormat(value, 'HH:mm');
  const parsed = time.isValid ? time : fromIso(value);
  return parsed?.toFormat('HH:mm') ?? '';
};

/** A picker's Date → 'yyyy-MM-dd' of its local calendar day (no UTC shift). */
export const toIsoDate = (date: Date): string => DateTime.fromJSDate(date).toISODate() ?? '';

/**
 * How date pickers show a chosen day (dayjs tokens, read by Mantine's pickers): the month by name,
 * like formatDate, so '24 Nov 2026' never reads as 11 April. Pickers also get PICKER_LOCALE, so the
 * month is English whatever the date library's locale.
 */
export const PICKER_DATE_FORMAT = 'D MMM YYYY';
export const PICKER_LOCALE = 'en';

/** The customer's calendar day 'yyyy-MM-dd' as the instants it runs between, in their own zone. */
export const dayBounds = (day: string): { start: string; end: string } => {
  const start = DateTime.fromISO(day);
  return { start: start.startOf('day').toISO() ?? '', end: start.endOf('day').toISO() ?? '' };
};
