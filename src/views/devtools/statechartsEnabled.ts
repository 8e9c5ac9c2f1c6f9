import type { AppConfig } from '../../schemas/config';

/**
 * The offline statechart viewer (dev panel and /__statecharts): always on under `npm run dev`,
 * in other builds only with VITE_STATECHARTS=1 (the e2e build sets it).
 */
export const isStatechartsEnabled = (config: AppConfig): boolean => import.meta.env.DEV || config.features.statecharts;

/** The online Stately inspector: VITE_INSPECT=1, or `?inspect` in the address when the app opens. */
export const isInspectRequested = (config: AppConfig, search: string): boolean =>
  config.features.inspect || new URLSearchParams(search).has('inspect');
