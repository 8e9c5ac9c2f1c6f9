import { createContext, useContext } from 'react';
import type { CatalogPart } from '../schemas/catalogParts';
import type { Locale } from '../schemas/locales';

export type ToastType = 'success' | 'error' | 'info' | 'warning';
export interface ToastOptions {
  readonly message?: string;
  readonly type?: ToastType;
  readonly duration?: number;
  /** The close button's name, in the page's language. */
  readonly closeLabel?: string;
}

/** Effects the composition root (main.tsx) hands to the views, which may not import services. */
export interface AppEffects {
  readonly showToast: (options?: ToastOptions) => void;
  /** Runs `task` once the browser is idle (prefetches that must not compete with the page's own code); returns a cancel. */
  readonly whenIdle: (task: () => void) => () => void;
  /** The catalogs' parts (services/i18n.ts): whether one is in for the active language, and loading it. Absent: all are in. */
  readonly catalog?: {
    readonly ready: (part: CatalogPart) => boolean;
    readonly ensure: (part: CatalogPart) => Promise<void>;
    /** After a failed download: the next render asks again (Try again). */
    readonly retry?: () => void;
  };
  /** Turns the app to another language (catalog, `<html lang>`, cookie, the signed-in user's saved choice). */
  readonly changeLocale?: (locale: Locale) => Promise<void>;
}

export const AppEffectsContext = createContext<AppEffects | null>(null);

export function useAppEffects(): AppEffects {
  const effects = useContext(AppEffectsContext);
  if (!effects) throw new Error('AppEffectsContext is not provided');
  return effects;
}
