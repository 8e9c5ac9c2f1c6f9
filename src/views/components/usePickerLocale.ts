import { useEffect, useReducer } from 'react';
import { loadPickerLocale, pickerLocaleOf, pickerLocalePending } from '../../machines/pickerSettings';
import { useI18n } from '../useI18n';

/**
 * The `locale` a date picker gets: the page's language, whose month and day names load the first
 * time a picker asks for them (English, as today, needs nothing); until they are in, English. A
 * step that shows a picker after loading its data calls this early, so the names are usually in first.
 */
export function usePickerLocale(): string {
  const { locale } = useI18n();
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  const pending = pickerLocalePending(locale);
  useEffect(() => {
    if (!pending) return;
    let live = true;
    void loadPickerLocale(locale).then(() => live && loaded());
    return () => {
      live = false;
    };
  }, [locale, pending]);
  return pickerLocaleOf(locale);
}
