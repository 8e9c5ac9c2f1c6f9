// What the date pickers are given. Importing it loads the date library with its locale (const.locale),
// so the library arrives with the pickers and not with every page that shows a date.
export { PICKER_DATE_FORMAT, PICKER_LOCALE } from '../services/dates.ts';
