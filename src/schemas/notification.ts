import { Schema } from 'effect';
import { ListData } from './envelope.ts';

// Notifications (spec §3, §4, §7): the list the bell and /settings/notifications read, the push
// message that makes them refetch, and the push-token body.

export * from './notificationRules.ts';

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

export const PushMessage = Schema.Struct({ type: Schema.String });
export type PushMessage = typeof PushMessage.Type;

/** `PUT /v1/user/notification/token` body (spec call.notification-token). */
export const NotificationTokenBody = Schema.Struct({
  webToken: Schema.String.check(Schema.isNonEmpty({ message: 'webToken is required' }), Schema.isMaxLength(4096, { message: 'webToken is too long' })).pipe(
    Schema.annotateKey({ messageMissingKey: 'webToken is required' }),
  ),
});
export type NotificationTokenBody = typeof NotificationTokenBody.Type;
