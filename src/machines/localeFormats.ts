import { formatDate, formatDateTime, parseIso } from '../services/dateText.ts';
import { formatNotificationTime, isJustNow, type NotificationTime } from '../services/notificationTime.ts';
import { INTL_LOCALES, isLocale } from '../schemas/locales.ts';
import { formatCents } from './displayWords.ts';

// Dates, times, money and counts as a language writes them. English keeps the app's own forms
// byte for byte ('7 Mar 2025, 14:05', '$1,540.00'); another language gets Intl's, with the
// region its customers read (Mexican Spanish: '7 mar 2025, 14:05', 'USD 1,540.00').

export interface LocaleFormats {
  readonly locale: string;
  /** '7 Mar 2025' / '7 mar 2025'; '' for a missing or invalid date. */
  readonly date: (iso: string | null | undefined) => string;
  /** '7 Mar 2025, 14:05' / '7 mar 2025, 14:05'; '' for a missing or invalid date. */
  readonly dateTime: (iso: string | null | undefined) => string;
  /** Cents of US dollars: '$1,540.00' / 'USD 1,540.00'. */
  readonly money: (cents: number) => string;
  /** A count or a distance: '1,234' / '1,234'. */
  readonly number: (value: number) => string;
  /** 'PDF, PNG or JPEG' / 'PDF, PNG o JPEG'. */
  readonly orList: (items: readonly string[]) => string;
  /** 'trailer, mode and pickup address' / 'remolque, modalidad y dirección de recolección'. */
  readonly andList: (items: readonly string[]) => string;
  /** When a notification came: 'Just now', '5 minutes ago' / 'Hace 5 minutos', or its date; `justNow` under a minute. */
  readonly notificationTime: (iso: string, now?: Date) => NotificationTime & { readonly justNow: boolean };
}

export const ENGLISH_FORMATS: LocaleFormats = {
  locale: 'en',
  date: formatDate,
  dateTime: formatDateTime,
  money: formatCents,
  number: (value) => value.toLocaleString('en-US'),
  orList: (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`),
  andList: (items) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`),
  notificationTime: (iso, now) => ({ ...formatNotificationTime(iso, now), justNow: isJustNow(iso, now) }),
};

const cache = new Map<string, LocaleFormats>();

/** The formats of `locale` (an unknown or pseudo language writes as English does). */
export function formatsFor(locale: string | undefined): LocaleFormats {
  const tag = isLocale(locale) ? INTL_LOCALES[locale] : undefined;
  if (!locale || !tag || locale === 'en') return ENGLISH_FORMATS;
  let formats = cache.get(locale);
  if (!formats) {
    const day = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', year: 'numeric' });
    const clock = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const usd = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' });
    const count = new Intl.NumberFormat(tag);
    const or = new Intl.ListFormat(tag, { type: 'disjunction' });
    const and = new Intl.ListFormat(tag, { type: 'conjunction' });
    const date = (iso: string | null | undefined) => {
      const d = parseIso(iso);
      return d ? day.format(d) : '';
    };
    formats = {
      locale,
      date,
      // The day, then the 24-hour clock, as the English form puts them.
      dateTime: (iso) => {
        const d = parseIso(iso);
        return d ? `${day.format(d)}, ${clock.format(d)}` : '';
      },
      money: (cents) => usd.format(cents / 100),
      number: (value) => count.format(value),
      orList: (items) => or.format(items),
      andList: (items) => and.format(items),
      notificationTime: (iso, now) => ({ ...formatNotificationTime(iso, now, tag), justNow: isJustNow(iso, now) }),
    };
    cache.set(locale, formats);
  }
  return formats;
}
