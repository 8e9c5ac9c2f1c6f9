import { DateTime } from 'luxon';
import { formatDate, formatDateTime } from './dates.ts';

// When a notification arrived, as the bell and the list show it. Relative phrases are English (the
// only UI language) although luxon's default locale is French (const.locale); older ones show the
// app's day-first date.

/** Past this age a notification shows its date instead of "… ago". */
export const RELATIVE_TIME_LIMIT_DAYS = 7;

export interface NotificationTime {
  /** 'Just now', '5 minutes ago', '3 days ago', or '07/03/2026'; '' for a missing or invalid date. */
  readonly relative: string;
  /** '07/03/2026 14:05' for a tooltip / datetime label; '' when invalid. */
  readonly exact: string;
}

export const formatNotificationTime = (iso: string, now: Date = new Date()): NotificationTime => {
  const at = DateTime.fromISO(iso);
  if (!at.isValid) return { relative: '', exact: '' };
  const base = DateTime.fromJSDate(now);
  const age = base.diff(at);
  let relative: string;
  if (age.as('minutes') < 1) relative = 'Just now';
  else if (age.as('days') < RELATIVE_TIME_LIMIT_DAYS) relative = at.toRelative({ base, locale: 'en' }) ?? formatDate(iso);
  else relative = formatDate(iso);
  return { relative, exact: formatDateTime(iso) };
};
