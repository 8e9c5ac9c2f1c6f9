import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Pagination } from '../schemas/envelope.ts';
import type { Notification, NotificationList } from '../schemas/notification.ts';
import { NOTIFICATION_DEFAULT_QUERY } from '../schemas/notificationRules.ts';
import { notificationsApi, type NotificationQuery } from '../services/notificationsApi.ts';

export interface NotificationListContext {
  readonly page: number;
  readonly notifications: readonly Notification[];
  readonly pagination: Pagination | null;
}

export type NotificationListEvent = { type: 'page.changed'; page: number } | { type: 'refresh' };

/**
 * /settings/notifications: every notification, newest first, a page of 10 at a time
 * (spec notif.paginated, call.notification-defaults). A failed fetch is only logged (spec
 * err.notif-logged): the page offers to try again without an error message.
 */
export const notificationListMachine = setup({
  types: { context: {} as NotificationListContext, events: {} as NotificationListEvent },
  actors: {
    loadNotifications: fromPromise<NotificationList, NotificationQuery>(({ input }) => notificationsApi.list(input)),
  },
  actions: {
    log: (_, params: { message: string; error: unknown }) => console.warn(params.message, params.error),
  },
  guards: {
    hasEntries: ({ event }) => ((event as { output?: NotificationList }).output?.response.length ?? 0) > 0,
    /** Past the last page (entries went away meanwhile): show the last page there is. */
    isPastLastPage: ({ context, event }) => {
      const pagination = (event as { output?: NotificationList }).output?.pagination;
      return pagination !== undefined && context.page > 1 && context.page > pagination.totalPages;
    },
    isOtherPage: ({ context, event }) => {
      const page = (event as { page?: number }).page ?? context.page;
      return Number.isInteger(page) && page >= 1 && page !== context.page;
    },
  },
}).createMachine({
  id: 'notificationList',
  context: { page: NOTIFICATION_DEFAULT_QUERY.page, notifications: [], pagination: null },
  initial: 'loading',
  states: {
    loading: {
      meta: { spec: ['call.notification-defaults'] },
      invoke: {
        id: 'loadNotifications',
        src: 'loadNotifications',
        input: ({ context }) => ({ page: context.page, limit: NOTIFICATION_DEFAULT_QUERY.limit }),
        onDone: [
          {
            guard: 'hasEntries',
            target: 'list',
            actions: assign({ notifications: ({ event }) => event.output.response, pagination: ({ event }) => event.output.pagination }),
            meta: { spec: ['notif.paginated'] },
          },
          {
            guard: 'isPastLastPage',
            target: 'loading',
            reenter: true,
            actions: assign({ page: ({ event }) => Math.max(1, event.output.pagination.totalPages) }),
          },
          { target: 'empty', actions: assign({ notifications: [], pagination: ({ event }) => event.output.pagination }) },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'log', params: ({ event }) => ({ message: 'Notification fetch failed', error: event.error }) },
          meta: { spec: ['err.notif-logged'] },
        },
      },
    },
    list: {
      meta: { spec: ['notif.paginated', 'notif.title-cut'] },
      on: {
        'page.changed': { guard: 'isOtherPage', target: 'loading', actions: assign({ page: ({ event }) => event.page }) },
        refresh: { target: 'loading' },
      },
    },
    empty: {
      on: { refresh: { target: 'loading' } },
    },
    failed: {
      on: { refresh: { target: 'loading' } },
    },
  },
});

export type NotificationListSnapshot = SnapshotFrom<typeof notificationListMachine>;
