import { formatDate, formatDateTime, parseIso } from './dateText.ts';

// When a notification arrived, as the bell and the list show it. In English the phrases and dates are
// the app's own ('Just now', '3 hours ago', '7 Mar 2026'); another language gets Intl's words and
// dates for its locale ('Ahora', 'hace 3 horas', '7 mar 2026'). The phrase is the browser's own
// (Intl.RelativeTimeFormat): the largest unit that counts at least one, counted down ('1 hour ago'
// until two full hours have passed).

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

interface Words {
  readonly relative: Pick<Intl.RelativeTimeFormat, 'format'>;
  readonly justNow: string;
  readonly date: (at: Date, iso: string) => string;
  readonly exact: (at: Date, iso: string) => string;
}

const ENGLISH: Words = { relative: RELATIVE, justNow: 'Just now', date: (_, iso) => formatDate(iso), exact: (_, iso) => formatDateTime(iso) };
const byLocale = new Map<string, Words>([['en', ENGLISH]]);

function wordsOf(locale: string): Words {
  let words = byLocale.get(locale);
  if (!words) {
    const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' });
    const clock = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    // The phrase starts the line: capitalised ('Ahora', 'Hace 3 horas').
    const capital = (text: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
    words = {
      relative: { format: (value: number, unit: Intl.RelativeTimeFormatUnit) => capital(relative.format(value, unit)) },
      justNow: capital(new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(0, 'second')),
      date: (at) => day.format(at),
      exact: (at) => `${day.format(at)}, ${clock.format(at)}`,
    };
    byLocale.set(locale, words);
  }
  return words;
}

/** Under a minute old: what 'Just now' says (a view may say it from its catalog). */
export const isJustNow = (iso: string, now: Date = new Date()): boolean => {
  const at = parseIso(iso);
  return at !== undefined && now.getTime() - at.getTime() < UNIT_MS.minute;
};

/** `locale`: an Intl locale ('en', 'es-MX'); English unless given. */
export const formatNotificationTime = (iso: string, now: Date = new Date(), locale = 'en'): NotificationTime => {
  const at = parseIso(iso);
  if (at === undefined) return { relative: '', exact: '' };
  const words = locale === 'en' || locale === 'en-US' ? ENGLISH : wordsOf(locale);
  const age = now.getTime() - at.getTime();
  let relative = words.date(at, iso);
  if (age < UNIT_MS.minute) relative = words.justNow;
  else if (age < RELATIVE_TIME_LIMIT_DAYS * UNIT_MS.day) {
    const unit = UNITS.find((u) => age >= UNIT_MS[u]) ?? 'minute';
    relative = words.relative.format(-Math.floor(age / UNIT_MS[unit]), unit);
  }
  return { relative, exact: words.exact(at, iso) };
};
