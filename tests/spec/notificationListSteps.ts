/**
 * The notifications page (/settings/notifications), step by step: written from spec §5
 * (call.notification-defaults: page and limit, defaults 1 and 10; notif.paginated; push.refetch;
 * err.notif-logged: a failed fetch is only logged) and the read state (opening an item reads it, Mark all
 * as read, the unread count). Never read from notificationListMachine.
 */
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { holds } from './oracle';

interface StepLike {
  from: AnyMachineSnapshot;
  event: { type: string; [key: string]: unknown };
  to: AnyMachineSnapshot;
}

type Row = { _id: string; readAt: string | null };
const LIMIT = 10;

function expectAsked(to: AnyMachineSnapshot, page: number): void {
  expect(to.value, 'the notifications are asked for').toBe('loading');
  const child = (to.children as Record<string, { getSnapshot: () => { input?: unknown } } | undefined>).loadNotifications;
  expect(child, 'the call is under way').toBeDefined();
  holds('call.notification-defaults', () => expect(child!.getSnapshot().input, 'page and limit (10)').toEqual({ page, limit: LIMIT }));
}

export function checkNotificationListStep({ from, event, to }: StepLike): void {
  const rows = from.context.notifications as Row[];
  const page = from.context.page as number;
  switch (event.type) {
    case 'xstate.done.actor.loadNotifications': {
      const output = event.output as { response: Row[]; pagination: { totalPages: number }; unreadCount: number };
      if (output.response.length > 0) {
        holds('notif.paginated', () => {
          expect(to.value).toBe('list');
          expect(to.context.notifications).toEqual(output.response);
          expect(to.context.pagination).toEqual(output.pagination);
        });
        expect(to.context.unreadCount, 'the unread count the server gives').toBe(output.unreadCount);
      } else if (page > 1 && page > output.pagination.totalPages) {
        // The page is gone (fewer notifications now): the last one there is.
        expectAsked(to, Math.max(1, output.pagination.totalPages));
      } else {
        expect(to.value).toBe('empty');
        expect(to.context.unreadCount).toBe(output.unreadCount);
      }
      return;
    }
    case 'xstate.error.actor.loadNotifications':
      holds('err.notif-logged', () => {
        expect(to.value, 'nothing to show, Try again').toBe('failed');
        expect(to.context.error ?? null, 'only logged: no message to the customer').toBeNull();
      });
      return;
    case 'page.changed':
      return expectAsked(to, event.page as number);
    case 'refresh':
      return expectAsked(to, page);
    case 'notifications.changed':
      // A push: the page is loaded again (spec push.refetch), even while it was loading.
      holds('push.refetch', () => expectAsked(to, page));
      if (from.matches('loading')) expect(to.children.loadNotifications, 'a new call, not the one under way').not.toBe(from.children.loadNotifications);
      return;
    case 'item.opened': {
      const row = rows.find((n) => n._id === event.id);
      expect(to.value).toEqual(from.value);
      const wasUnread = row !== undefined && row.readAt === null;
      expect(to.context.unreadCount, 'opening an unread item reads it').toBe(wasUnread ? (from.context.unreadCount as number) - 1 : from.context.unreadCount);
      const after = (to.context.notifications as Row[]).find((n) => n._id === event.id);
      if (wasUnread) expect(after?.readAt, 'the item is read').not.toBeNull();
      expect((to.context.notifications as Row[]).filter((n) => n._id !== event.id), 'the others stay as they were').toEqual(rows.filter((n) => n._id !== event.id));
      return;
    }
    case 'all.read':
      expect(to.context.unreadCount, 'Mark all as read').toBe(0);
      expect((to.context.notifications as Row[]).every((n) => n.readAt !== null)).toBe(true);
      expect((to.context.notifications as Row[]).map((n) => n._id)).toEqual(rows.map((n) => n._id));
      return;
    default:
      throw new Error(`no notification list step oracle for ${event.type}`);
  }
}
