import { assign, emit, enqueueActions, fromCallback, fromPromise, raise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Pagination } from '../schemas/envelope.ts';
import type { Notification, NotificationList, PushMessage, ReadState } from '../schemas/notification.ts';
import { cutTitle, NOTIFICATION_DEFAULT_QUERY, NOTIFICATION_DROPDOWN_MAX, PUSH_NEW_NOTIFICATION } from '../schemas/notificationRules.ts';
import { notificationsApi, type NotificationQuery } from '../services/notificationsApi.ts';
import { formatNotificationTime } from '../services/notificationTime.ts';
import { subscribePush } from '../services/push.ts';

export interface NotificationsContext {
  /** The newest notifications: the last page-1 fetch (limit 10). */
  readonly notifications: readonly Notification[];
  /** Its pagination; null until the first fetch answered. */
  readonly pagination: Pagination | null;
  /** What the company has not opened yet (the server's count); the bell's badge. */
  readonly unreadCount: number;
  /** The push token this browser last registered (or is registering). */
  readonly webToken: string | null;
}

export type NotificationsEvent =
  | { type: 'push.received'; message: PushMessage }
  | { type: 'push.resumed' }
  | { type: 'push.token'; webToken: string }
  | { type: 'dropdown.toggled' }
  | { type: 'dropdown.closed' }
  | { type: 'item.chosen'; redirectId: string; id?: string }
  /** A notification was opened (from the bell or the full list): mark it read. */
  | { type: 'item.read'; id: string }
  /** "Mark all as read". */
  | { type: 'all.read' }
  /** Internal: read state changed on the server, fetch the newest again. */
  | { type: 'feed.refresh' };

/** Emitted when the server said something changed, so an open full list can refetch too. */
export type NotificationsEmitted = { type: 'notifications.changed' };

export const orderHref = (redirectId: string): string => `/my-orders/service/${encodeURIComponent(redirectId)}`;

/**
 * The signed-in session's notifications (spec §2 header bell, §4 push, §8, §9): the newest ones
 * (page 1, limit 10) fetched on start and again on every NEW_NOTIFICATION push; the header dropdown;
 * this browser's push token. Failures are only logged, never shown (spec err.notif-logged).
 * The session machine runs one for exactly as long as it is signed in (its `notifications` child,
 * systemId 'notifications'): sign-out and expiry stop it, push subscription included.
 */
// Both restart the page-1 fetch (`reenter` restarts one under way).
const refetchOnPush = {
  description: 'A new notification arrived: fetch the newest again',
  guard: 'isNewNotification',
  target: 'loading',
  reenter: true,
  actions: 'announceChange',
  meta: { spec: ['push.refetch'] },
} as const;
// Pushes sent while the stream was down were missed.
const refetchOnResume = { description: 'Live updates are back: fetch the newest again', target: 'loading', reenter: true, actions: 'announceChange' } as const;
// Read state changed on the server: the count and the styling follow, here and on an open list.
const refetchOnRead = { description: 'Something was marked read: fetch the newest again', target: 'loading', reenter: true, actions: 'announceChange' } as const;

export const notificationsMachine = setup({
  types: { context: {} as NotificationsContext, events: {} as NotificationsEvent, emitted: {} as NotificationsEmitted },
  actors: {
    loadNotifications: fromPromise<NotificationList, NotificationQuery>(({ input }) => notificationsApi.list(input)),
    registerToken: fromPromise<void, { webToken: string }>(({ input }) => notificationsApi.registerToken(input.webToken)),
    markRead: fromPromise<ReadState, { id: string }>(({ input }) => notificationsApi.markRead(input.id)),
    markAllRead: fromPromise<ReadState>(() => notificationsApi.markAllRead()),
    /** Push messages until the actor stops (sign-out stops the subscription with it). */
    listenPush: fromCallback<NotificationsEvent>(({ sendBack }) =>
      subscribePush({
        onMessage: (message) => sendBack({ type: 'push.received', message }),
        onToken: (webToken) => sendBack({ type: 'push.token', webToken }),
        onResume: () => sendBack({ type: 'push.resumed' }),
      }),
    ),
  },
  actions: {
    /** spec err.notif-logged: the log is the only place a failure goes. */
    log: (_, params: { message: string; error: unknown }) => console.warn(params.message, params.error),
    /** Provided where the actor is started: opens `/my-orders/service/{redirectId}` (route.order-from-notification). */
    openOrder: (_, _params: { redirectId: string }) => {},
    announceChange: emit({ type: 'notifications.changed' } as const),
    /** Opening an unread item from the bell marks it read; a read one needs no call. */
    readChosen: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'item.chosen' || event.id === undefined) return;
      const id = event.id;
      if (context.notifications.some((n) => n._id === id && n.readAt === null)) enqueue.raise({ type: 'item.read', id });
    }),
    /** The rows show it read at once (null: all of them); the refetch that follows confirms it. */
    showRead: assign(({ context }, params: { id: string | null }) => ({
      notifications: context.notifications.map((n) => (n.readAt === null && (params.id === null || n._id === params.id) ? { ...n, readAt: new Date().toISOString() } : n)),
    })),
    /** The server's unread count after a read. */
    keepUnreadCount: assign((_, params: { unreadCount: number }) => ({ unreadCount: params.unreadCount })),
    showOneRead: assign(({ context, event }) => ({
      notifications: context.notifications.map((n) => (event.type === 'item.read' && n._id === event.id && n.readAt === null ? { ...n, readAt: new Date().toISOString() } : n)),
    })),
    refresh: raise({ type: 'feed.refresh' } as const),
  },
  guards: {
    isNewNotification: ({ event }) => event.type === 'push.received' && event.message.type === PUSH_NEW_NOTIFICATION,
    isOtherToken: ({ context, event }) => event.type === 'push.token' && event.webToken !== context.webToken,
    hasId: ({ event }) => event.type === 'item.read' && event.id !== '',
    hasUnread: ({ context }) => context.unreadCount > 0,
  },
}).createMachine({
  id: 'notifications',
  description: 'Your notifications, kept up to date while you are signed in',
  type: 'parallel',
  context: { notifications: [], pagination: null, unreadCount: 0, webToken: null },
  invoke: { id: 'listenPush', src: 'listenPush' },
  states: {
    feed: {
      description: 'The newest notifications',
      initial: 'loading',
      states: {
        loading: {
          description: 'Fetching the newest notifications',
          meta: { spec: ['call.notification-defaults'] },
          // Declared on each child, not on `feed`: a reentering transition there re-enters the whole
          // parallel machine (closing the dropdown, forgetting the token registration).
          // A fetch under way may have started before the new notification existed: start it over.
          on: { 'push.received': refetchOnPush, 'push.resumed': refetchOnResume, 'feed.refresh': refetchOnRead },
          invoke: {
            id: 'loadNotifications',
            src: 'loadNotifications',
            input: () => ({ ...NOTIFICATION_DEFAULT_QUERY }),
            onDone: {
              description: 'The newest notifications are here',
              target: 'ready',
              actions: assign({
                notifications: ({ event }) => event.output.response,
                pagination: ({ event }) => event.output.pagination,
                unreadCount: ({ event }) => event.output.unreadCount,
              }),
              meta: { spec: ['notif.paginated'] },
            },
            // The bell keeps what it had.
            onError: {
              description: 'The fetch failed: the bell keeps what it had',
              target: 'ready',
              actions: { type: 'log', params: ({ event }) => ({ message: 'Notification fetch failed', error: event.error }) },
              meta: { spec: ['err.notif-logged'] },
            },
          },
        },
        ready: {
          description: 'Showing the newest notifications',
          on: { 'push.received': refetchOnPush, 'push.resumed': refetchOnResume, 'feed.refresh': refetchOnRead },
        },
      },
    },
    token: {
      description: "This browser's push token",
      initial: 'unregistered',
      states: {
        unregistered: {
          description: 'This browser is not registered for push messages',
          on: { 'push.token': { description: 'This browser got a push token', target: 'registering', actions: assign({ webToken: ({ event }) => event.webToken }) } },
        },
        registering: {
          description: 'Registering this browser for push messages',
          meta: { spec: ['call.notification-token'] },
          invoke: {
            id: 'registerToken',
            src: 'registerToken',
            input: ({ context }) => ({ webToken: context.webToken ?? '' }),
            onDone: { description: 'This browser is registered', target: 'registered' },
            onError: {
              description: 'The registration failed (only logged)',
              target: 'unregistered',
              actions: [
                assign({ webToken: null }),
                { type: 'log', params: ({ event }) => ({ message: 'Notification token update failed', error: event.error }) },
              ],
              meta: { spec: ['err.notif-logged'] },
            },
          },
          on: {
            'push.token': { description: 'The push token changed meanwhile: register the new one', guard: 'isOtherToken', target: 'registering', reenter: true, actions: assign({ webToken: ({ event }) => event.webToken }) },
          },
        },
        registered: {
          description: 'This browser is registered for push messages',
          on: {
            'push.token': { description: 'The push token changed: register the new one', guard: 'isOtherToken', target: 'registering', actions: assign({ webToken: ({ event }) => event.webToken }) },
          },
        },
      },
    },
    dropdown: {
      description: 'The bell in the header',
      initial: 'closed',
      meta: { spec: ['header.bell-dropdown', 'header.dropdown-toggle'] },
      states: {
        closed: {
          description: 'The bell shows the count',
          on: { 'dropdown.toggled': { description: 'Open the bell', target: 'open' } },
        },
        open: {
          description: 'The newest five notifications are open under the bell',
          on: {
            'dropdown.toggled': { description: 'Close the bell', target: 'closed' },
            // Outside click, Escape, 'View all'.
            'dropdown.closed': { description: 'Click outside, press Escape or View all', target: 'closed', meta: { spec: ['header.dropdown-toggle'] } },
            'item.chosen': {
              description: 'Open the notification (and mark it read)',
              target: 'closed',
              actions: [{ type: 'openOrder', params: ({ event }) => ({ redirectId: event.redirectId }) }, 'readChosen'],
              meta: { spec: ['route.order-from-notification'] },
            },
          },
        },
      },
    },
    reading: {
      description: 'What the company has opened (issue 17.2)',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing being marked read',
          on: {
            'item.read': { description: 'A notification was opened: mark it read', guard: 'hasId', target: 'markingOne', actions: 'showOneRead' },
            'all.read': { description: 'Mark all as read', guard: 'hasUnread', target: 'markingAll', actions: { type: 'showRead', params: { id: null } } },
          },
        },
        markingOne: {
          description: 'Marking a notification read',
          on: {
            // Another opened meanwhile: mark that one (the first call still reaches the server).
            'item.read': { description: 'Another notification was opened: mark it read', guard: 'hasId', target: 'markingOne', reenter: true, actions: 'showOneRead' },
            'all.read': { description: 'Mark all as read', guard: 'hasUnread', target: 'markingAll', actions: { type: 'showRead', params: { id: null } } },
          },
          invoke: {
            id: 'markRead',
            src: 'markRead',
            input: ({ event }) => ({ id: event.type === 'item.read' ? event.id : '' }),
            onDone: {
              description: 'It is read: the count goes down',
              target: 'idle',
              actions: [{ type: 'keepUnreadCount', params: ({ event }) => ({ unreadCount: event.output.unreadCount }) }, 'refresh'],
            },
            onError: {
              description: 'Marking it read failed (only logged)',
              target: 'idle',
              actions: [{ type: 'log', params: ({ event }) => ({ message: 'Marking a notification read failed', error: event.error }) }, 'refresh'],
            },
          },
        },
        markingAll: {
          description: 'Marking every notification read',
          invoke: {
            id: 'markAllRead',
            src: 'markAllRead',
            onDone: {
              description: 'All read: the badge goes away',
              target: 'idle',
              actions: [{ type: 'keepUnreadCount', params: ({ event }) => ({ unreadCount: event.output.unreadCount }) }, 'refresh'],
            },
            onError: {
              description: 'Marking all read failed (only logged)',
              target: 'idle',
              actions: [{ type: 'log', params: ({ event }) => ({ message: 'Marking all notifications read failed', error: event.error }) }, 'refresh'],
            },
          },
        },
      },
    },
  },
});

export type NotificationsActor = ActorRefFrom<typeof notificationsMachine>;
export type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

/** A notification as the bell and the list show it. */
export interface NotificationRow {
  readonly id: string;
  readonly redirectId: string;
  /** spec notif.title-cut: 90 characters plus '...'. */
  readonly title: string;
  readonly fullTitle: string;
  readonly href: string;
  /** '5 minutes ago' (or the date, past a week). */
  readonly when: string;
  /** '07/03/2026 14:05'. */
  readonly at: string;
  readonly createdAt: string;
  /** Nobody of the company opened it yet. */
  readonly unread: boolean;
}

export const notificationRows = (notifications: readonly Notification[], now: Date = new Date()): NotificationRow[] =>
  notifications.map((n) => {
    const { relative, exact } = formatNotificationTime(n.createdAt, now);
    return {
      id: n._id,
      redirectId: n.redirectId,
      title: cutTitle(n.title),
      fullTitle: n.title,
      href: orderHref(n.redirectId),
      when: relative,
      at: exact,
      createdAt: n.createdAt,
      unread: n.readAt === null,
    };
  });

/** spec header.bell-dropdown: the newest five. */
export const dropdownRows = (notifications: readonly Notification[], now?: Date): NotificationRow[] =>
  notificationRows(notifications.slice(0, NOTIFICATION_DROPDOWN_MAX), now);

/** Beyond this the badge reads '99+'. */
export const BADGE_MAX = 99;

/**
 * spec header.bell-badge: the badge counts what the company has not opened yet (the
 * server's unread count of the last fetch, lowered at once by a read), shown up to 99, then '99+'.
 * No badge at 0 (or before the first answer).
 */
export const badgeCount = (context: Pick<NotificationsContext, 'unreadCount'>): number => context.unreadCount;
export const badgeLabel = (count: number): string | null => (count <= 0 ? null : count > BADGE_MAX ? `${BADGE_MAX}+` : String(count));
