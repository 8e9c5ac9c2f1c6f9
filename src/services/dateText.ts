// Dates as the customer reads them, from the platform's Date alone: every signed-in page shows a
// date, and the date library (dayjs, 3.4 KiB) is needed only by the pickers and booking-day bounds
// (dates.ts), so it loads with them. Shown dates name their month in English whatever the date
// library's locale (const.locale): '07/03/2025' reads as 7 March or 3 July depending on the reader,
// '7 Mar 2025' only one way. The clock is 24-hour; the zone is the customer's own.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** An ISO date-time, or a bare 'YYYY-MM-DD' read as that day in the local zone (Date alone reads it as UTC). */
export const parseIso = (iso: string | null | undefined): Date | undefined => {
  if (!iso) return undefined;
  const day = CALENDAR_DAY.exec(iso);
  const value = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(iso);
  return Number.isNaN(value.getTime()) ? undefined : value;
};

const two = (n: number): string => String(n).padStart(2, '0');
const dayText = (d: Date): string => `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
const clockText = (d: Date): string => `${two(d.getHours())}:${two(d.getMinutes())}`;

/** '2025-03-07T14:05:00Z' → '7 Mar 2025' (local zone); '' for missing or invalid input. */
export const formatDate = (iso: string | null | undefined): string => {
  const d = parseIso(iso);
  return d ? dayText(d) : '';
};

/** '2025-03-07T14:05:00Z' → '7 Mar 2025, 14:05' (local zone); '' for missing or invalid input. */
export const formatDateTime = (iso: string | null | undefined): string => {
  const d = parseIso(iso);
  return d ? `${dayText(d)}, ${clockText(d)}` : '';
};

/** A schedule time 'HH:mm' (or any ISO time / date-time) → 'HH:mm'; '' for missing or invalid input. */
export const formatTime = (value: string | null | undefined): string => {
  if (!value) return '';
  if (CLOCK_TIME.test(value)) return value;
  const d = parseIso(value);
  return d ? clockText(d) : '';
};

const offsetText = (d: Date): string => {
  const minutes = -d.getTimezoneOffset();
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
};
const instantText = (d: Date): string =>
  `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${clockText(d)}:${two(d.getSeconds())}.${String(d.getMilliseconds()).padStart(3, '0')}${offsetText(d)}`;

/** The customer's calendar day 'YYYY-MM-DD' as the instants it runs between, in their own zone. */
export const dayBounds = (day: string): { start: string; end: string } => {
  const match = CALENDAR_DAY.exec(day);
  if (!match) return { start: '', end: '' };
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const start = new Date(year, month, date);
  // A real day only: Date would roll '2026-02-30' over to 2 March.
  if (start.getFullYear() !== year || start.getMonth() !== month || start.getDate() !== date) return { start: '', end: '' };
  return { start: instantText(start), end: instantText(new Date(year, month, date, 23, 59, 59, 999)) };
};
