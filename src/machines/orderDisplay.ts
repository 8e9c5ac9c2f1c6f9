import type { Order, OrderStatus, StopCity } from '../schemas/order.ts';
import { DELAY_STATUS, DELAY_WARNINGS, type DelayKind } from '../schemas/orderDelay.ts';
import { ORDER_LIFE_CYCLE, ORDER_STATUS_RULES, PAYMENT_STATUS_LABELS } from '../schemas/orderStatus.ts';
import { formatDate, formatDateTime } from '../services/dateText.ts';
import { receiptUrl } from '../services/ordersApi.ts';
import { ENGLISH_FORMATS, type LocaleFormats } from './localeFormats.ts';
import { formatCents, inEnglish, type Words } from './displayWords.ts';

// What the order views show of an order: its route, schedule, money and life cycle, already worded.
// Dates read as services/dateText.ts writes them ('7 Mar 2025', the customer's zone). Sentences
// are Words: a catalog id (the English) with its values formatted for the language (`fmt`), which
// a view translates (i18n._(words)); the plain-string functions are the same words in English.

// Words (a catalog id and its values) and inEnglish are the wizard's, one kind of words for both.
export { formatCents, inEnglish, type Words };

/** One line per order: first pickup city → last drop city, with how many more stops there are. */
export function routeOf(order: { readonly pickups: readonly StopCity[]; readonly drops: readonly StopCity[] }): { from: string; to: string; extraStops: number } {
  const first = order.pickups[0];
  const last = order.drops[order.drops.length - 1];
  return {
    from: first ? first.addressDetails.city : '—',
    to: last ? last.addressDetails.city : '—',
    extraStops: Math.max(0, order.pickups.length - 1) + Math.max(0, order.drops.length - 1),
  };
}

/** 'Instant' or '2 Apr 2026 at 09:30'. */
export const scheduleWords = (order: Pick<Order, 'programming' | 'schedule'>, fmt: LocaleFormats = ENGLISH_FORMATS): Words =>
  order.programming === 'Schedule' && order.schedule
    ? /*i18n*/ { id: '{date} at {time}', values: { date: fmt.date(order.schedule.date), time: order.schedule.time } }
    : /*i18n*/ { id: 'Instant' };
export const scheduleOf = (order: Pick<Order, 'programming' | 'schedule'>): string => inEnglish(scheduleWords(order));

export const priceOf = (order: { readonly quote: Pick<Order['quote'], 'total'> }, fmt: LocaleFormats = ENGLISH_FORMATS): string => fmt.money(order.quote.total);

export const createdOn = (order: Pick<Order, 'createdAt'>, fmt: LocaleFormats = ENGLISH_FORMATS): string => fmt.date(order.createdAt);

/**
 * What the customer searched, in words, for an empty result: 'matching “CC26”, booked from 1 Nov
 * 2026 to 30 Nov 2026'. '' without a search or dates.
 */
export function filtersSummary(filters: { search: string; from: string; to: string }): string {
  return filtersWords(filters).map(inEnglish).join(', ');
}

/** The parts of filtersSummary, each to translate (a view joins them with ', '). */
export function filtersWords({ search, from, to }: { search: string; from: string; to: string }, fmt: LocaleFormats = ENGLISH_FORMATS): Words[] {
  const parts: Words[] = [];
  if (search) parts.push(/*i18n*/ { id: 'matching “{search}”', values: { search } });
  if (from && to) {
    parts.push(from === to ? /*i18n*/ { id: 'booked on {day}', values: { day: fmt.date(from) } } : /*i18n*/ { id: 'booked from {from} to {to}', values: { from: fmt.date(from), to: fmt.date(to) } });
  } else if (from) parts.push(/*i18n*/ { id: 'booked on or after {day}', values: { day: fmt.date(from) } });
  else if (to) parts.push(/*i18n*/ { id: 'booked on or before {day}', values: { day: fmt.date(to) } });
  return parts;
}

/** The order's life cycle, oldest first: what happened (with when) and, unless it ended, what comes next. */
export interface TimelineStep {
  readonly status: OrderStatus;
  readonly label: string;
  readonly at: string | null;
  readonly done: boolean;
}

/** `label` is the status's catalog id (a view translates it); `at` is written by `fmt`. */
export function timelineOf(order: Pick<Order, 'status' | 'statusHistory'>, fmt: LocaleFormats = ENGLISH_FORMATS): TimelineStep[] {
  const happened: TimelineStep[] = order.statusHistory.map((change) => ({
    status: change.status,
    label: ORDER_STATUS_RULES[change.status].label,
    at: fmt.dateTime(change.at),
    done: true,
  }));
  const current = ORDER_STATUS_RULES[order.status].lifeCycleStep;
  // Off the life cycle (cancelled): nothing comes next.
  if (current === null) return happened;
  const seen = new Set(order.statusHistory.map((change) => change.status));
  const ahead = ORDER_LIFE_CYCLE.filter((status) => !seen.has(status) && ORDER_STATUS_RULES[status].lifeCycleStep! > current);
  return [...happened, ...ahead.map((status) => ({ status, label: ORDER_STATUS_RULES[status].label, at: null, done: false }))];
}

export { formatDate, formatDateTime };
export { formatsFor, type LocaleFormats } from './localeFormats.ts';

type PaymentOrder = Pick<Order, 'status' | 'paymentStatus' | 'payBy'> & { readonly quote: Pick<Order['quote'], 'total'> };

/** How the order stands with its payment, in the customer's words, and what that means for them. */
export function paymentOf(order: PaymentOrder): { label: string; detail: string | null } {
  const { label, detail } = paymentWords(order);
  return { label, detail: detail ? inEnglish(detail) : null };
}

/** paymentOf's words: `label` is a catalog id (PAYMENT_STATUS_LABELS), `detail` Words for the language of `fmt`. */
export function paymentWords(order: PaymentOrder, fmt: LocaleFormats = ENGLISH_FORMATS): { label: string; detail: Words | null } {
  const label = PAYMENT_STATUS_LABELS[order.paymentStatus];
  switch (order.paymentStatus) {
    case 'unpaid':
      if (order.status === 'Cancelled') return { label, detail: /*i18n*/ { id: 'Cancelled before it was paid: nothing was charged.' } };
      return {
        label,
        detail: order.payBy ? /*i18n*/ { id: 'Pay by {date}, or the order is cancelled. No carrier sees it until it is paid.', values: { date: fmt.dateTime(order.payBy) } } : null,
      };
    case 'paid':
      return { label, detail: null };
    case 'refundPending':
      return { label, detail: /*i18n*/ { id: 'The {amount} you paid is being refunded to your card.', values: { amount: fmt.money(order.quote.total) } } };
    case 'refunded':
      return { label, detail: /*i18n*/ { id: 'The {amount} you paid was refunded to your card.', values: { amount: fmt.money(order.quote.total) } } };
  }
}

/** When the order was cancelled (formatted), or null if it was not. */
export const cancelledOn = (order: Pick<Order, 'statusHistory'>, fmt: LocaleFormats = ENGLISH_FORMATS): string | null => {
  const change = order.statusHistory.find((entry) => entry.status === 'Cancelled');
  return change ? fmt.dateTime(change.at) : null;
};

/** A map of the operator's last reported position (OpenStreetMap; no map library in the app). */
export const mapLinkOf = (location: { latitude: number; longitude: number }): string =>
  `https://www.openstreetmap.org/?mlat=${location.latitude}&mlon=${location.longitude}#map=14/${location.latitude}/${location.longitude}`;

/** 'Good morning' / 'Good afternoon' / 'Good evening' by the browser's clock (catalog ids). */
export function greetingAt(date: Date = new Date()): string {
  const hour = date.getHours();
  if (hour < 12) return /*i18n*/ 'Good morning';
  if (hour < 18) return /*i18n*/ 'Good afternoon';
  return /*i18n*/ 'Good evening';
}

/** The receipt of a paid order, or the refund note of a cancelled one (`label` a catalog id); null while nothing was paid. */
export function receiptOf(order: Pick<Order, 'movementId' | 'paymentStatus'>, apiBaseUrl: string): { label: string; href: string } | null {
  if (order.paymentStatus === 'unpaid') return null;
  const label = order.paymentStatus === 'paid' ? /*i18n*/ 'Download receipt' : /*i18n*/ 'Download refund note';
  return { label, href: receiptUrl(order.movementId, apiBaseUrl) };
}

/** The warning an order shows (delay alerts): null unless it is late. `title` and `detail` are catalog ids. */
export interface DelayWarning {
  readonly kind: DelayKind;
  readonly title: string;
  readonly detail: string;
}

/**
 * The server says which delays hold; a delay shows only while the order is still in the status it
 * belongs to, so an order that moved on since (a carrier took it, it was delivered or cancelled) never
 * shows a stale warning while its page waits for a refresh.
 */
export function delayWarningOf(order: Pick<Order, 'status' | 'delays'>): DelayWarning | null {
  const kind = order.delays.find((delay) => DELAY_STATUS[delay] === order.status);
  return kind === undefined ? null : { kind, ...DELAY_WARNINGS[kind] };
}

/** "Estimated arrival" while in transit, formatted; null otherwise. */
export const estimatedArrivalText = (order: Pick<Order, 'estimatedArrival'>, fmt: LocaleFormats = ENGLISH_FORMATS): string | null =>
  order.estimatedArrival === null ? null : fmt.dateTime(order.estimatedArrival);

/** An order whose life is over (completed or cancelled) offers Book again. */
export const isPastOrder = (order: Pick<Order, 'status'>): boolean => ORDER_STATUS_RULES[order.status].next === null;

/** Book again: the wizard, prefilled from this order. */
export const bookAgainHref = (movementId: string): string => `/additional-details?bookAgain=${encodeURIComponent(movementId)}`;
