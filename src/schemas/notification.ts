import { Schema } from 'effect';
import { Pagination } from './envelope.ts';
import { NOTIFICATION_KINDS } from './notificationRules.ts';

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
  /** When someone of the company opened it (ISO 8601); null while unread. */
  readAt: Schema.NullOr(Schema.String),
  /** The order event it reports (`NOTIFICATION_KINDS`, or a kind with no preference such as a delay); null for older ones. */
  kind: Schema.NullOr(Schema.String),
});
export type Notification = typeof Notification.Type;

/** `data` of `GET /v1/user/notification`: the spec's list and pagination, plus the unread count. */
export const NotificationList = Schema.Struct({ response: Schema.Array(Notification), pagination: Pagination, unreadCount: Schema.Number });
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

/** `data` of `POST /v1/user/notification/{id}/read` and `…/read-all`: what is still unread. */
export const ReadState = Schema.Struct({ unreadCount: Schema.Number });
export type ReadState = typeof ReadState.Type;

const toggle = (name: string) => Schema.Boolean.pipe(Schema.annotateKey({ messageMissingKey: `${name} is required` }));

/** One kind's channels. */
export const NotificationPreference = Schema.Struct({
  kind: Schema.Literals(NOTIFICATION_KINDS).annotate({ message: `kind must be one of ${NOTIFICATION_KINDS.join(', ')}` }).pipe(
    Schema.annotateKey({ messageMissingKey: 'kind is required' }),
  ),
  inApp: toggle('inApp'),
  email: toggle('email'),
  push: toggle('push'),
});
export type NotificationPreference = typeof NotificationPreference.Type;

/** `PUT /v1/user/notification/preferences` body and the `data` of its GET: any kinds, each once. */
export const NotificationPreferences = Schema.Struct({
  preferences: Schema.Array(NotificationPreference)
    .check(Schema.makeFilter((items) => new Set(items.map((i) => i.kind)).size === items.length || 'each kind may appear once'))
    .pipe(Schema.annotateKey({ messageMissingKey: 'preferences is required' })),
});
export type NotificationPreferences = typeof NotificationPreferences.Type;

/** `POST /v1/common/notification/unsubscribe` body: the token of an email's unsubscribe link. */
export const UnsubscribeBody = Schema.Struct({
  token: Schema.String.check(Schema.isNonEmpty({ message: 'token is required' }), Schema.isMaxLength(200, { message: 'token is too long' })).pipe(
    Schema.annotateKey({ messageMissingKey: 'token is required' }),
  ),
});
export type UnsubscribeBody = typeof UnsubscribeBody.Type;

/** `data` of the unsubscribe call: the kind whose emails are now off, and whether they already were. */
export const Unsubscribed = Schema.Struct({ kind: Schema.Literals(NOTIFICATION_KINDS), alreadyOff: Schema.Boolean });
export type Unsubscribed = typeof Unsubscribed.Type;
