import { fromCallback, fromPromise } from 'xstate';
import { notificationsMachine, type NotificationsEvent } from '../../src/machines/notificationsMachine';
import type { NotificationList } from '../../src/schemas/notification';
import type { NotificationQuery } from '../../src/services/notificationsApi';

// The real notifications machine with its services faked: a push subscription we can count and push
// through, and a fetch that answers with nothing. Shared by the session, dashboard and list tests.

export const noNotifications: NotificationList = { response: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 }, unreadCount: 0 };

export function fakeNotifications() {
  let sendBack: ((event: NotificationsEvent) => void) | undefined;
  const subscriptions = { opened: 0, closed: 0 };
  const queries: NotificationQuery[] = [];
  const machine = notificationsMachine.provide({
    actors: {
      loadNotifications: fromPromise<NotificationList, NotificationQuery>(async ({ input }) => (queries.push(input), noNotifications)),
      registerToken: fromPromise<void, { webToken: string }>(async () => {}),
      listenPush: fromCallback<NotificationsEvent>((params) => {
        subscriptions.opened++;
        sendBack = params.sendBack;
        return () => {
          subscriptions.closed++;
          sendBack = undefined;
        };
      }),
    },
    actions: { log: () => {}, openOrder: () => {} },
  });
  return {
    machine,
    queries,
    /** Subscriptions open right now. */
    open: () => subscriptions.opened - subscriptions.closed,
    subscriptions,
    /** A push reaching this browser; false when no subscription is open to hear it. */
    push: (event: NotificationsEvent): boolean => {
      if (!sendBack) return false;
      sendBack(event);
      return true;
    },
  };
}
