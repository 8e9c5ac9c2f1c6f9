import { Schema } from 'effect';
import { ListData } from './envelope.ts';

// Notifications (spec §3, §4, §7): the list the bell and /settings/notifications read, the push
// message that makes them refetch, and the push-token body.

/** spec notif.title-cut, ui.notification-dropdown: titles shown cut at 90 characters plus an ellipsis. */
export const NOTIFICATION_TITLE_MAX = 90;
/** spec header.bell-dropdown: the dropdown shows at most 5 items. */
export const NOTIFICATION_DROPDOWN_MAX = 5;
/** spec call.notification-defaults: fetch defaults page 1, limit 10. */
export const NOTIFICATION_DEFAULT_QUERY = { page: 1, limit: 10 } as const;

export const Notification = Schema.Struct({
  _id: Schema.String,
  title: Schema.String,
  /** The movement id the notification is about: a click opens `/my-orders/service/{redirectId}`. */
  redirectId: Schema.String,
  /** ISO 8601. */
  createdAt: Schema.String,
});
export type Notification = typeof Notification.Type;

/** `data` of `GET /v1/user/notification`. */
export const NotificationList = ListData(Notification);
export type NotificationList = typeof NotificationList.Type;

/** spec notif.title-cut: at most 90 characters, then '...' (the original's three dots). */
export const cutTitle = (title: string): string =>
  title.length > NOTIFICATION_TITLE_MAX ? `${title.slice(0, NOTIFICATION_TITLE_MAX)}...` : title;

/** The only push payload the app reacts to (spec push.refetch). */
export const PUSH_NEW_NOTIFICATION = 'NEW_NOTIFICATION';
export const PushMessage = Schema.Struct({ type: Schema.String });
export type PushMessage = typeof PushMessage.Type;

/** `PUT /v1/user/notification/token` body (spec call.notification-token). */
export const NotificationTokenBody = Schema.Struct({
  webToken: Schema.String.check(Schema.isNonEmpty({ message: 'webToken is required' }), Schema.isMaxLength(4096, { message: 'webToken is too long' })).pipe(
    Schema.annotateKey({ messageMissingKey: 'webToken is required' }),
  ),
});
export type NotificationTokenBody = typeof NotificationTokenBody.Type;
