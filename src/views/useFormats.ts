import { formatsFor, type LocaleFormats } from '../machines/localeFormats';
import { useI18n } from './useI18n';

/** Dates, money and counts in the active language (English: the app's own forms, unchanged); re-renders on a switch. */
export function useFormats(): LocaleFormats {
  return formatsFor(useI18n().locale);
}
