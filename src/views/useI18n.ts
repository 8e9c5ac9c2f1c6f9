import { i18n, type I18n } from '@lingui/core';
import { useCallback, useSyncExternalStore } from 'react';
import { translateMessage } from '../schemas/translateMessage';

// Lingui's instance, read by every view through this hook so that a language switch re-renders
// it (no provider: pages render alone in tests and at build time alike). Write `i18n._('English
// words')` with a literal: `npm run i18n` extracts those into the catalogs (docs/i18n.md).
const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const locale = () => i18n.locale;

/** The active language's i18n; the component re-renders when the language changes. */
export function useI18n(): I18n {
  useSyncExternalStore(subscribe, locale, locale);
  return i18n;
}

/** Translates what a machine, a schema or the API said in English (src/schemas/messages.ts). */
export function useMessage(): (text: string) => string {
  const active = useI18n();
  const current = active.locale;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useCallback((text: string) => translateMessage(active, text), [active, current]);
}
