// Business constants from spec §9, in one place so tests and callers agree.

/** Shortest time a loader stays visible, so it does not flash (const.min-delay). */
export const MIN_DISPLAY_DELAY_MS = 200;
/** Longest wait for an idle moment before prefetching lazy routes anyway (const.prefetch-timeout). */
export const PREFETCH_TIMEOUT_MS = 2000;
/** A failed chunk load forces at most one reload per this window (const.reload-guard). */
export const RELOAD_GUARD_MS = 60000;
/** How long a toast stays on screen by default (const.toast-ms). */
export const TOAST_MS = 2000;
/** Lifetime of the locale cookie (const.locale-cookie). */
export { LOCALE_COOKIE_DAYS } from '../schemas/locales.ts';
