// Notification constants and the title rule as plain data: the header bell imports this without
// pulling Effect Schema into every signed-in page; notification.ts adds the schemas.

/** spec notif.title-cut, ui.notification-dropdown: titles shown cut at 90 characters plus an ellipsis. */
export const NOTIFICATION_TITLE_MAX = 90;
/** spec header.bell-dropdown: the dropdown shows at most 5 items. */
export const NOTIFICATION_DROPDOWN_MAX = 5;
/** spec call.notification-defaults: fetch defaults page 1, limit 10. */
export const NOTIFICATION_DEFAULT_QUERY = { page: 1, limit: 10 } as const;

/** spec notif.title-cut: at most 90 characters, then '...' (the original's three dots). */
export const cutTitle = (title: string): string =>
  title.length > NOTIFICATION_TITLE_MAX ? `${title.slice(0, NOTIFICATION_TITLE_MAX)}...` : title;

/** The only push payload the app reacts to (spec push.refetch). */
export const PUSH_NEW_NOTIFICATION = 'NEW_NOTIFICATION';
