import dayjs from 'dayjs';
import 'dayjs/locale/fr.js';

// The date library is dayjs, the one Mantine's date pickers already use. It serves the pickers (which
// import it through machines/pickerSettings.ts); shown dates come from dateText.ts, with no library.
// The UI is English only, but the date library's locale is French (const.locale).
export const DATE_LOCALE = 'fr';
dayjs.locale(DATE_LOCALE);

/** A picker's Date → 'YYYY-MM-DD' of its local calendar day (no UTC shift). */
export const toIsoDate = (date: Date): string => {
  const day = dayjs(date);
  return day.isValid() ? day.format('YYYY-MM-DD') : '';
};

/**
 * How date pickers show a chosen day (dayjs tokens, read by Mantine's pickers): the month by name,
 * like formatDate, so '24 Nov 2026' never reads as 11 April. Pickers also get PICKER_LOCALE, so the
 * month is English whatever the date library's locale.
 */
export const PICKER_DATE_FORMAT = 'D MMM YYYY';
export const PICKER_LOCALE = 'en';

// The pickers' month and weekday names in another language: dayjs's locale, fetched only when that
// language is the page's (English needs none: dayjs has it built in). Registering a locale does not
// change the library's own (still const.locale's French).
const pickerLocales: Readonly<Record<string, () => Promise<unknown>>> = {
  es: () => import('dayjs/locale/es.js'),
};
const loadedPickerLocales = new Set<string>([PICKER_LOCALE]);
const loadingPickerLocales = new Map<string, Promise<string>>();

/** The dayjs locale the pickers use for a language: the language itself once its names are loaded, else English. */
export const pickerLocaleOf = (language: string | undefined): string => (language && loadedPickerLocales.has(language) ? language : PICKER_LOCALE);

/** Whether the pickers of a language must wait for its names (false once loaded, or for English and unknown languages). */
export const pickerLocalePending = (language: string | undefined): boolean => !!language && language in pickerLocales && !loadedPickerLocales.has(language);

/** Loads a language's picker names; resolves to the locale to use (English when they could not load). The same promise per language. */
export function loadPickerLocale(language: string | undefined): Promise<string> {
  const load = language ? pickerLocales[language] : undefined;
  if (!language || !load || loadedPickerLocales.has(language)) return Promise.resolve(pickerLocaleOf(language));
  let promise = loadingPickerLocales.get(language);
  if (!promise) {
    promise = load().then(
      () => {
        loadedPickerLocales.add(language);
        return language;
      },
      // The pickers stay in English on this page rather than asking again at every render.
      () => PICKER_LOCALE,
    );
    loadingPickerLocales.set(language, promise);
  }
  return promise;
}
