import type { AnyEventObject, SnapshotFrom } from 'xstate';
import type { EventSamples } from '../support/pathCoverageCore';
import type { notificationsMachine } from '../../src/machines/notificationsMachine';
import type { Notification, NotificationList } from '../../src/schemas/notification';
import { ApiError } from '../../src/services/http';
import { Messages } from '../../src/schemas/messages';

/**
 * The events the bell's paths are generated from: the unit paths (notificationsMachine.paths.test.ts)
 * and their replay in Chromium (e2e/machinePaths/notificationsBrowserModel.ts) use these same
 * samples, hence the same paths. `offline` is what the API client throws when the server cannot be
 * reached (status 0).
 */
export const offline = new ApiError(0, Messages.somethingWrong);

// Odd ones unread: every list mixes read and unread rows.
export const note = (i: number, title = `Order CC26000${i} was created`): Notification => ({
  _id: `n${i}`,
  title,
  redirectId: `CC26000${i}`,
  createdAt: new Date(Date.UTC(2026, 2, 7, 14, i)).toISOString(),
  readAt: i % 2 === 1 ? null : '2026-03-07T15:00:00.000Z',
  kind: 'inTransit',
});
const pagination = (page: number, total: number) => ({ page, limit: 10, total, totalPages: Math.ceil(total / 10) });
export const list = (items: Notification[], page: number, total: number): NotificationList => ({
  response: items,
  pagination: pagination(page, total),
  unreadCount: items.filter((n) => n.readAt === null).length,
});

/** Three notifications, n3 and n1 unread: what a loaded bell holds in the unit paths. */
export const three = list([note(3), note(2), note(1)], 1, 3);

/** Two notifications, both read: nothing to mark. */
export const allRead = list([note(4), note(2)], 1, 2);

export const notificationsSamples: EventSamples<typeof notificationsMachine> = {
  'push.received': [
    { type: 'push.received', message: { type: 'NEW_NOTIFICATION' } },
    { type: 'push.received', message: { type: 'SOMETHING_ELSE' } },
  ],
  'push.token': [
    { type: 'push.token', webToken: 'token-a' },
    { type: 'push.token', webToken: 'token-b' },
  ],
  'item.chosen': [
    { type: 'item.chosen', redirectId: 'CC260003', id: 'n3' },
    { type: 'item.chosen', redirectId: 'CC260002', id: 'n2' },
  ],
  // n2 was read already; '' is no notification at all.
  'item.read': [
    { type: 'item.read', id: 'n1' },
    { type: 'item.read', id: 'n2' },
    { type: 'item.read', id: '' },
  ],
  'xstate.done.actor.markRead': [
    { type: 'xstate.done.actor.markRead', output: { unreadCount: 1 } },
    { type: 'xstate.done.actor.markRead', output: { unreadCount: 0 } },
  ],
  'xstate.error.actor.markRead': [{ type: 'xstate.error.actor.markRead', error: offline }],
  'xstate.done.actor.markAllRead': [{ type: 'xstate.done.actor.markAllRead', output: { unreadCount: 0 } }],
  'xstate.error.actor.markAllRead': [{ type: 'xstate.error.actor.markAllRead', error: offline }],
  // Also a bell with every notification read: nothing to mark.
  'xstate.done.actor.loadNotifications': [
    { type: 'xstate.done.actor.loadNotifications', output: three },
    { type: 'xstate.done.actor.loadNotifications', output: allRead },
  ],
  'xstate.error.actor.loadNotifications': [{ type: 'xstate.error.actor.loadNotifications', error: offline }],
  'xstate.done.actor.registerToken': [{ type: 'xstate.done.actor.registerToken', output: undefined }],
  'xstate.error.actor.registerToken': [{ type: 'xstate.error.actor.registerToken', error: offline }],
};

/**
 * What a customer can do at a snapshot: a row of the bell is chosen only when the bell shows rows
 * (nothing can be clicked while the first fetch is under way).
 */
export const notificationsFilter = (snapshot: SnapshotFrom<typeof notificationsMachine>, event: AnyEventObject): boolean =>
  event.type !== 'item.chosen' || snapshot.context.notifications.some((n) => n._id === (event as { id?: string }).id);

/** The generation options both the unit paths and their browser replay use. */
export const notificationsPathOptions = { events: notificationsSamples, filterEvents: notificationsFilter };
