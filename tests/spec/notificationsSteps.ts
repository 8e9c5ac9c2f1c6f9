/**
 * The header bell (notificationsMachine), step by step. Written from spec §5: push.refetch (a
 * NEW_NOTIFICATION push refetches page 1, limit 10), call.notification-defaults, notif.paginated,
 * err.notif-logged (a failed fetch or token update is only logged), call.notification-token (the
 * browser's push token is registered), header.bell-dropdown / header.dropdown-toggle,
 * route.order-from-notification; and the read state (opening an item reads it, Mark all as read, the
 * unread count on the bell). Never read from notificationsMachine.
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
const region = (s: AnyMachineSnapshot, name: string): string => (s.value as Record<string, string>)[name]!;
const input = (s: AnyMachineSnapshot, id: string): unknown => {
  const child = (s.children as Record<string, { getSnapshot: () => { input?: unknown } } | undefined>)[id];
  expect(child, `the call "${id}" is under way`).toBeDefined();
  return child!.getSnapshot().input;
};

/** Only these parts of the bell moved. */
function expectOnly(from: AnyMachineSnapshot, to: AnyMachineSnapshot, ...moved: string[]): void {
  for (const name of ['feed', 'token', 'dropdown', 'reading']) if (!moved.includes(name)) expect(region(to, name), `${name} is not touched`).toBe(region(from, name));
}

/** The newest notifications are fetched (again): page 1, limit 10. */
function expectRefetch(from: AnyMachineSnapshot, to: AnyMachineSnapshot): void {
  expect(region(to, 'feed'), 'the newest are fetched').toBe('loading');
  holds('call.notification-defaults', () => expect(input(to, 'loadNotifications')).toEqual({ page: 1, limit: 10 }));
  if (region(from, 'feed') === 'loading') expect(to.children.loadNotifications, 'a new fetch, not the one under way').not.toBe(from.children.loadNotifications);
}

export function checkNotificationsStep({ from, event, to }: StepLike): void {
  const rows = from.context.notifications as Row[];
  const after = to.context.notifications as Row[];
  switch (event.type) {
    case 'xstate.done.actor.loadNotifications': {
      const output = event.output as { response: Row[]; pagination: unknown; unreadCount: number };
      holds('notif.paginated', () => {
        expect(region(to, 'feed')).toBe('ready');
        expect(after).toEqual(output.response);
        expect(to.context.pagination).toEqual(output.pagination);
      });
      expect(to.context.unreadCount, 'the bell counts the unread').toBe(output.unreadCount);
      return;
    }
    case 'xstate.error.actor.loadNotifications':
      holds('err.notif-logged', () => {
        expect(region(to, 'feed')).toBe('ready');
        expect([after, to.context.unreadCount], 'the bell keeps what it had').toEqual([rows, from.context.unreadCount]);
      });
      return;
    case 'push.received': {
      const message = event.message as { type?: string } | undefined;
      if (message?.type !== 'NEW_NOTIFICATION') return expectOnly(from, to);
      holds('push.refetch', () => expectRefetch(from, to));
      expectOnly(from, to, 'feed');
      return;
    }
    case 'push.resumed':
    case 'feed.refresh':
      expectRefetch(from, to);
      expectOnly(from, to, 'feed');
      return;
    case 'push.token': {
      const was = region(from, 'token');
      if (was !== 'unregistered' && event.webToken === from.context.webToken) return expectOnly(from, to);
      holds('call.notification-token', () => {
        expect(region(to, 'token'), 'the browser’s token is registered').toBe('registering');
        expect(input(to, 'registerToken')).toEqual({ webToken: event.webToken });
      });
      expectOnly(from, to, 'token');
      return;
    }
    case 'xstate.done.actor.registerToken':
      expect(region(to, 'token')).toBe('registered');
      return;
    case 'xstate.error.actor.registerToken':
      holds('err.notif-logged', () => expect(region(to, 'token'), 'only logged: registered again with the next token').toBe('unregistered'));
      expect(to.context.webToken).toBeNull();
      return;
    case 'dropdown.toggled':
      holds('header.dropdown-toggle', () => expect(region(to, 'dropdown')).toBe(region(from, 'dropdown') === 'open' ? 'closed' : 'open'));
      expectOnly(from, to, 'dropdown');
      return;
    case 'dropdown.closed':
      holds('header.dropdown-toggle', () => expect(region(to, 'dropdown')).toBe('closed'));
      return;
    case 'item.chosen': {
      // The order opens (the view's route); the dropdown closes; an unread item is marked read.
      expect(region(to, 'dropdown')).toBe('closed');
      const row = rows.find((n) => n._id === event.id);
      if (row && row.readAt === null) {
        expect(region(to, 'reading'), 'the item is marked read').toBe('markingOne');
        expect(input(to, 'markRead')).toEqual({ id: event.id });
        expect(after.find((n) => n._id === event.id)?.readAt, 'shown read at once').not.toBeNull();
      } else {
        expect(region(to, 'reading')).toBe(region(from, 'reading'));
      }
      return;
    }
    case 'item.read':
      if (event.id === '') return expectOnly(from, to);
      expect(region(to, 'reading')).toBe('markingOne');
      expect(input(to, 'markRead'), 'the item opened').toEqual({ id: event.id });
      expect(after.filter((n) => n._id !== event.id)).toEqual(rows.filter((n) => n._id !== event.id));
      expect(after.find((n) => n._id === event.id)?.readAt ?? 'absent').not.toBeNull();
      {
        const before = rows.find((n) => n._id === event.id);
        if (before && before.readAt !== null) expect(after.find((n) => n._id === event.id)?.readAt, 'read already: its time stays').toBe(before.readAt);
      }
      return;
    case 'all.read':
      if (from.context.unreadCount === 0) return expectOnly(from, to);
      expect(region(to, 'reading'), 'Mark all as read').toBe('markingAll');
      expect(after.every((n) => n.readAt !== null), 'every item shown read at once').toBe(true);
      for (const before of rows.filter((n) => n.readAt !== null)) expect(after.find((n) => n._id === before._id)?.readAt, 'read already: its time stays').toBe(before.readAt);
      return;
    case 'xstate.done.actor.markRead':
    case 'xstate.done.actor.markAllRead':
      expect(region(to, 'reading')).toBe('idle');
      expect(to.context.unreadCount, 'the count the server gives').toBe((event.output as { unreadCount: number }).unreadCount);
      // The bell fetches again, so the list matches the server.
      expectRefetch(from, to);
      return;
    case 'xstate.error.actor.markRead':
    case 'xstate.error.actor.markAllRead':
      expect(region(to, 'reading')).toBe('idle');
      expect(to.context.unreadCount).toBe(from.context.unreadCount);
      expectRefetch(from, to);
      return;
    default:
      throw new Error(`no bell step oracle for ${event.type}`);
  }
}
