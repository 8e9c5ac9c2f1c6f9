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
