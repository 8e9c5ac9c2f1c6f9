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

// Notifications you can read and choose. Plain data, so the settings page and the
// bell read it without Effect Schema; notification.ts holds the request schemas.

/** The order events a customer can choose about, in the order the preferences screen lists them. */
export const NOTIFICATION_KINDS = ['carrierAssigned', 'inTransit', 'delivered', 'cancelled', 'payment', 'crossingPapers'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The ways a notification reaches the customer. */
export const NOTIFICATION_CHANNELS = ['inApp', 'email', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  carrierAssigned: /*i18n*/ 'Carrier assigned',
  inTransit: /*i18n*/ 'In transit',
  delivered: /*i18n*/ 'Delivered',
  cancelled: /*i18n*/ 'Cancelled',
  payment: /*i18n*/ 'Payment',
  crossingPapers: /*i18n*/ 'Crossing papers',
};

export const NOTIFICATION_CHANNEL_LABELS: Readonly<Record<NotificationChannel, string>> = {
  inApp: /*i18n*/ 'In app',
  email: /*i18n*/ 'Email',
  push: /*i18n*/ 'Browser push',
};

export type NotificationChoice = { readonly kind: NotificationKind } & Readonly<Record<NotificationChannel, boolean>>;

/**
 * The defaults: every kind in the app and by browser push; email for the events a shipper
 * acts on (carrier assigned, delivered, cancelled, payment), not for the in-transit step.
 */
export const DEFAULT_NOTIFICATION_CHOICES: readonly NotificationChoice[] = NOTIFICATION_KINDS.map((kind) => ({
  kind,
  inApp: true,
  email: kind !== 'inTransit',
  push: true,
}));

export const isNotificationKind = (value: unknown): value is NotificationKind => (NOTIFICATION_KINDS as readonly unknown[]).includes(value);
