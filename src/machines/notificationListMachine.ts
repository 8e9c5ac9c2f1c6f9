import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Pagination } from '../schemas/envelope.ts';
import type { Notification, NotificationList } from '../schemas/notification.ts';
import { NOTIFICATION_DEFAULT_QUERY } from '../schemas/notificationRules.ts';
import { notificationsApi, type NotificationQuery } from '../services/notificationsApi.ts';
import { followFeed, type FeedChanged } from './liveUpdates.ts';
import type { NotificationsActor } from './notificationsMachine.ts';

export interface NotificationListContext {
  readonly page: number;
  readonly notifications: readonly Notification[];
  readonly pagination: Pagination | null;
  /** The company's unread count, as the last fetch said (lowered at once by a read). */
  readonly unreadCount: number;
  /** The session's notifications actor, whose pushes this list follows (null: no live updates). */
  readonly feed: NotificationsActor | null;
}

/** The session's notifications actor: it hears the pushes (null only outside a signed-in session). */
export interface NotificationListInput {
  readonly feed: NotificationsActor | null;
}

export type NotificationListEvent =
  | { type: 'page.changed'; page: number }
  | { type: 'refresh' }
  /** The customer opened a notification of the list. */
  | { type: 'item.opened'; id: string }
  /** "Mark all as read". */
  | { type: 'all.read' }
  | FeedChanged;

/**
 * /settings/notifications: every notification, newest first, a page of 10 at a time
 * (spec notif.paginated, call.notification-defaults). A failed fetch is only logged (spec
 * err.notif-logged): the page offers to try again without an error message. It follows the
 * session's notifications actor itself (`followFeed`): what made the bell refetch (spec
 * push.refetch) refetches the page shown here too.
 */
export const notificationListMachine = setup({
  types: {
    context: {} as NotificationListContext,
    events: {} as NotificationListEvent,
    input: {} as NotificationListInput,
  },
  actors: {
    loadNotifications: fromPromise<NotificationList, NotificationQuery>(({ input }) => notificationsApi.list(input)),
    /** 'notifications.changed' from the session's notifications actor, until this list stops. */
    followFeed,
  },
  actions: {
    log: (_, params: { message: string; error: unknown }) => console.warn(params.message, params.error),
    /**
     * The row shows read at once and the session's notifications actor marks it read
     * on the server (its refetch then reaches this list as 'notifications.changed').
     */
    readOne: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'item.opened') return;
      const row = context.notifications.find((n) => n._id === event.id);
      if (row === undefined || row.readAt !== null) return;
      enqueue.assign({
        notifications: context.notifications.map((n) => (n._id === event.id ? { ...n, readAt: new Date().toISOString() } : n)),
        unreadCount: Math.max(0, context.unreadCount - 1),
      });
      if (context.feed) enqueue.sendTo(context.feed, { type: 'item.read', id: event.id });
    }),
    readAll: enqueueActions(({ context, enqueue }) => {
      const at = new Date().toISOString();
      enqueue.assign({ notifications: context.notifications.map((n) => (n.readAt === null ? { ...n, readAt: at } : n)), unreadCount: 0 });
      if (context.feed) enqueue.sendTo(context.feed, { type: 'all.read' });
    }),
  },
  guards: {
    hasEntries: (_, params: { list: NotificationList }) => params.list.response.length > 0,
    /** Past the last page (entries went away meanwhile): show the last page there is. */
    isPastLastPage: ({ context }, params: { list: NotificationList }) => context.page > 1 && context.page > params.list.pagination.totalPages,
    isOtherPage: ({ context }, params: { page: number }) => Number.isInteger(params.page) && params.page >= 1 && params.page !== context.page,
    hasUnread: ({ context }) => context.unreadCount > 0,
  },
}).createMachine({
  id: 'notificationList',
  description: 'All your notifications, newest first',
  context: ({ input }) => ({ page: NOTIFICATION_DEFAULT_QUERY.page, notifications: [], pagination: null, unreadCount: 0, feed: input.feed }),
  invoke: { id: 'followFeed', src: 'followFeed', input: ({ context }) => ({ feed: context.feed }) },
  initial: 'loading',
  states: {
    loading: {
      description: 'Loading your notifications',
      meta: { spec: ['call.notification-defaults'] },
      on: {
        // A fetch under way may have started before the new notification existed: start it over.
        'notifications.changed': { description: 'A new notification arrived: load the page again', target: 'loading', reenter: true },
      },
      invoke: {
        id: 'loadNotifications',
        src: 'loadNotifications',
        input: ({ context }) => ({ page: context.page, limit: NOTIFICATION_DEFAULT_QUERY.limit }),
        onDone: [
          {
            description: 'Your notifications are here',
            guard: { type: 'hasEntries', params: ({ event }) => ({ list: event.output }) },
            target: 'list',
            actions: assign({
              notifications: ({ event }) => event.output.response,
              pagination: ({ event }) => event.output.pagination,
              unreadCount: ({ event }) => event.output.unreadCount,
            }),
            meta: { spec: ['notif.paginated'] },
          },
          {
            description: 'That page is gone: load the last page there is',
            guard: { type: 'isPastLastPage', params: ({ event }) => ({ list: event.output }) },
            target: 'loading',
            reenter: true,
            actions: assign({ page: ({ event }) => Math.max(1, event.output.pagination.totalPages) }),
          },
          {
            description: 'You have no notifications yet',
            target: 'empty',
            actions: assign({ notifications: [], pagination: ({ event }) => event.output.pagination, unreadCount: ({ event }) => event.output.unreadCount }),
          },
        ],
        onError: {
          description: 'Your notifications could not be loaded (only logged)',
          target: 'failed',
          actions: { type: 'log', params: ({ event }) => ({ message: 'Notification fetch failed', error: event.error }) },
          meta: { spec: ['err.notif-logged'] },
        },
      },
    },
    list: {
      description: 'Showing a page of your notifications',
      meta: { spec: ['notif.paginated', 'notif.title-cut'] },
      on: {
        'page.changed': {
          description: 'Go to another page',
          guard: { type: 'isOtherPage', params: ({ event }) => ({ page: event.page }) },
          target: 'loading',
          actions: assign({ page: ({ event }) => event.page }),
        },
        refresh: { description: 'Load again', target: 'loading' },
        'notifications.changed': { description: 'A new notification arrived: load the page again', target: 'loading' },
        'item.opened': { description: 'Open a notification: it is read', actions: 'readOne' },
        'all.read': { description: 'Mark all as read', guard: 'hasUnread', actions: 'readAll' },
      },
    },
    empty: {
      description: 'No notifications yet',
      on: {
        refresh: { description: 'Load again', target: 'loading' },
        'notifications.changed': { description: 'A new notification arrived: load the page again', target: 'loading' },
      },
    },
    failed: {
      description: 'Nothing to show right now: try again',
      on: {
        refresh: { description: 'Try again', target: 'loading' },
        'notifications.changed': { description: 'A new notification arrived: load the page again', target: 'loading' },
      },
    },
  },
});

export type NotificationListSnapshot = SnapshotFrom<typeof notificationListMachine>;
