// What the date pickers are given. Importing it loads the date library with its locale (const.locale),
// so the library arrives with the pickers and not with every page that shows a date; a language's
// month and day names load when a picker is shown in that language.
export { loadPickerLocale, PICKER_DATE_FORMAT, PICKER_LOCALE, pickerLocaleOf, pickerLocalePending } from '../services/dates.ts';
