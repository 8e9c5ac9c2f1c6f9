import { wallClockAt } from './scheduleClock.ts';

// The quote's date window without Effect: the landing's plain quote form reads it in its first JS.

/** The furthest pickup date a quote is given for, in days from today. */
export const QUOTE_MAX_DAYS_AHEAD = 180;

/** Today on the service's clock (its westernmost zone: a date is past only when it is past everywhere). */
export const quoteToday = (now: Date = new Date()): string => wallClockAt(now).slice(0, 10);

/** The last pickup date a quote is given for, `QUOTE_MAX_DAYS_AHEAD` after today. */
export function lastQuoteDate(now: Date = new Date()): string {
  const [year, month, day] = quoteToday(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + QUOTE_MAX_DAYS_AHEAD)).toISOString().slice(0, 10);
}
