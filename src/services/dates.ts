import dayjs from 'dayjs';
import 'dayjs/locale/fr.js';

// The date library is dayjs, the one Mantine's date pickers already use (one library, ~3 KiB;
// luxon was a second one of 21 KiB in every route that shows a date).
// The UI is English only, but the date library's locale is French (const.locale). Shown dates
// name their month in English whatever that locale is: '07/03/2025' reads as 7 March or 3 July
// depending on the reader, '7 Mar 2025' only one way. The clock is 24-hour.
export const DATE_LOCALE = 'fr';
dayjs.locale(DATE_LOCALE);
const SHOWN = 'en';

const fromIso = (iso: string | null | undefined): dayjs.Dayjs | undefined => {
  if (!iso) return undefined;
  const value = dayjs(iso);
  return value.isValid() ? value.locale(SHOWN) : undefined;
};

/** '2025-03-07T14:05:00Z' → '7 Mar 2025' (local zone); '' for missing or invalid input. */
export const formatDate = (iso: string | null | undefined): string => fromIso(iso)?.format('D MMM YYYY') ?? '';

/** '2025-03-07T14:05:00Z' → '7 Mar 2025, 14:05' (local zone); '' for missing or invalid input. */
export const formatDateTime = (iso: string | null | undefined): string => fromIso(iso)?.format('D MMM YYYY, HH:mm') ?? '';

const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A schedule time 'HH:mm' (or any ISO time / date-time) → 'HH:mm'; '' for missing or invalid input. */
export const formatTime = (value: string | null | undefined): string => {
  if (!value) return '';
  if (CLOCK_TIME.test(value)) return value;
  return fromIso(value)?.format('HH:mm') ?? '';
};

/** A picker's Date → 'YYYY-MM-DD' of its local calendar day (no UTC shift). */
export const toIsoDate = (date: Date): string => {
  const day = dayjs(date);
  return day.isValid() ? day.format('YYYY-MM-DD') : '';
};

/**
 * How date pickers show a chosen day (dayjs tokens, read by Mantine's pickers): the month by name,
 * like formatDate, so '24 Nov 2026' never reads as 11 April. Pickers also get PICKER_LOCALE, so the
 * month is English whatever the date library's locale.
 */
export const PICKER_DATE_FORMAT = 'D MMM YYYY';
export const PICKER_LOCALE = 'en';

const WITH_OFFSET = 'YYYY-MM-DDTHH:mm:ss.SSSZ';

/** The customer's calendar day 'YYYY-MM-DD' as the instants it runs between, in their own zone. */
export const dayBounds = (day: string): { start: string; end: string } => {
  // A real day only: dayjs alone would roll '2026-02-30' over to 2 March.
  const start = dayjs(day);
  if (!CALENDAR_DAY.test(day) || !start.isValid() || start.format('YYYY-MM-DD') !== day) return { start: '', end: '' };
  return { start: start.startOf('day').format(WITH_OFFSET), end: start.endOf('day').format(WITH_OFFSET) };
};
