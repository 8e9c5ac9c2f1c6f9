import { DateTime, Settings } from 'luxon';

// The UI is English only, but the date library's locale is French (const.locale):
// day-first dates and a 24-hour clock.
export const DATE_LOCALE = 'fr';
Settings.defaultLocale = DATE_LOCALE;

const fromIso = (iso: string | null | undefined): DateTime | undefined => {
  if (!iso) return undefined;
  const value = DateTime.fromISO(iso);
  return value.isValid ? value : undefined;
};

/** '2025-03-07T14:05:00Z' → '07/03/2025' (local zone); '' for missing or invalid input. */
export const formatDate = (iso: string | null | undefined): string =>
  fromIso(iso)?.toLocaleString(DateTime.DATE_SHORT) ?? '';

/** '2025-03-07T14:05:00Z' → '07/03/2025 14:05' (local zone); '' for missing or invalid input. */
export const formatDateTime = (iso: string | null | undefined): string =>
  fromIso(iso)?.toLocaleString(DateTime.DATETIME_SHORT) ?? '';

/** A schedule time 'HH:mm' (or any ISO time / date-time) → 'HH:mm'; '' for missing or invalid input. */
export const formatTime = (value: string | null | undefined): string => {
  if (!value) return '';
  const time = DateTime.fromFormat(value, 'HH:mm');
  const parsed = time.isValid ? time : fromIso(value);
  return parsed?.toFormat('HH:mm') ?? '';
};

/** A picker's Date → 'yyyy-MM-dd' of its local calendar day (no UTC shift). */
export const toIsoDate = (date: Date): string => DateTime.fromJSDate(date).toISODate() ?? '';
