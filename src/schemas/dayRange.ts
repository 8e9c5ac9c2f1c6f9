import { ActivityMessages } from './activityMessages.ts';
import { EXPORT_MAX_DAYS } from './activityKinds.ts';
import { isCalendarDay } from './calendarDay.ts';

// The day range of the activity log's filter and of the records to export (`?from=&to=`, each a
// 'YYYY-MM-DD' UTC day, both ends included). Effect-free: the export form can check it as it is typed.

export interface DayRangeQuery {
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

export type DayRangeCheck =
  | { readonly ok: true; readonly from: string | undefined; readonly to: string | undefined }
  | { readonly ok: false; readonly errors: Readonly<Partial<Record<'from' | 'to', string>>> };

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The days a range covers, both ends included: 2026-03-01 to 2026-03-01 is 1. */
export const daysCovered = (from: string, to: string): number => dayNumber(to) - dayNumber(from) + 1;

/**
 * An export's range (`required`: both days) or the log's filter (either, or none): each a real
 * day; from on or before to (the order list's words); to not after `today`; at most
 * EXPORT_MAX_DAYS days. Every broken rule's message by field, the first one first.
 */
export function checkDayRange({ from, to }: DayRangeQuery, today: string, { required }: { readonly required: boolean }): DayRangeCheck {
  const errors: Partial<Record<'from' | 'to', string>> = {};
  const blank = (value: string | undefined): boolean => value === undefined || value.trim() === '';
  if (blank(from)) {
    if (required) errors.from = ActivityMessages.exportFromRequired;
  } else if (!isCalendarDay(from)) errors.from = ActivityMessages.exportFromInvalid;
  if (blank(to)) {
    if (required) errors.to = ActivityMessages.exportToRequired;
  } else if (!isCalendarDay(to)) errors.to = ActivityMessages.exportToInvalid;
  else if (to > today) errors.to = ActivityMessages.exportToInFuture;
  if (errors.from === undefined && errors.to === undefined && !blank(from) && !blank(to)) {
    if (from! > to!) errors.from = ActivityMessages.bookingDateRange;
    else if (daysCovered(from!, to!) > EXPORT_MAX_DAYS) errors.from = ActivityMessages.exportRangeTooLong;
  }
  if (errors.from !== undefined || errors.to !== undefined) return { ok: false, errors };
  return { ok: true, from: blank(from) ? undefined : from, to: blank(to) ? undefined : to };
}
