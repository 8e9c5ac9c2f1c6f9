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

/**
 * What a date picker needs to speak the page's language: its `locale` (month and weekday names) and
 * the names of the calendar's arrow buttons (the theme's English defaults, said in the language).
 */
export function usePickerLanguage() {
  const i18n = useI18n();
  const locale = usePickerLocale();
  return {
    locale,
    ariaLabels: {
      previousMonth: i18n._('Previous month'),
      nextMonth: i18n._('Next month'),
      previousYear: i18n._('Previous year'),
      nextYear: i18n._('Next year'),
      previousDecade: i18n._('Previous decade'),
      nextDecade: i18n._('Next decade'),
    },
  };
}
