import { formatDate, formatDateTime, parseIso } from './dateText.ts';

// When a notification arrived, as the bell and the list show it. Relative phrases are English (the
// only UI language) although the date library's locale is French (const.locale); older ones show the
// app's day-first date. The phrase is the browser's own (Intl.RelativeTimeFormat): the largest unit
// that counts at least one, counted down ('1 hour ago' until two full hours have passed).

/** Past this age a notification shows its date instead of "… ago". */
export const RELATIVE_TIME_LIMIT_DAYS = 7;

const RELATIVE = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
const UNIT_MS = { day: 86_400_000, hour: 3_600_000, minute: 60_000 } as const;
const UNITS = ['day', 'hour', 'minute'] as const;

export interface NotificationTime {
  /** 'Just now', '5 minutes ago', '3 days ago', or '7 Mar 2026'; '' for a missing or invalid date. */
  readonly relative: string;
  /** '7 Mar 2026, 14:05' for a tooltip / datetime label; '' when invalid. */
  readonly exact: string;
}

export const formatNotificationTime = (iso: string, now: Date = new Date()): NotificationTime => {
  const at = parseIso(iso);
  if (at === undefined) return { relative: '', exact: '' };
  const age = now.getTime() - at.getTime();
  let relative = formatDate(iso);
  if (age < UNIT_MS.minute) relative = 'Just now';
  else if (age < RELATIVE_TIME_LIMIT_DAYS * UNIT_MS.day) {
    const unit = UNITS.find((u) => age >= UNIT_MS[u]) ?? 'minute';
    relative = RELATIVE.format(-Math.floor(age / UNIT_MS[unit]), unit);
  }
  return { relative, exact: formatDateTime(iso) };
};
