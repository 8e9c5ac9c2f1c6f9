/**
 * Oracles for read state, written from the feature request's words (not read from the machines):
 * "unread count on the bell, opening an item marks it read, 'Mark all as read'", "the bell's badge
 * shows the UNREAD count (hidden at 0)", and, as for the spec's fetch, a failed call is only logged.
 * Checked against the machines by asking them what would follow. Not recorded with holds(): these
 * rules are the feature request's, not spec-rules.md's.
 */
import { expect } from 'vitest';
import { transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { badgeCount, badgeLabel } from '../../src/machines/notificationsMachine';
import type { Notification, NotificationList } from '../../src/schemas/notification';

interface ReadContext {
  readonly notifications: readonly Notification[];
  readonly unreadCount: number;
}

const spawned = (actions: ReadonlyArray<{ type: unknown }>, id: string) =>
  actions.filter((a) => String(a.type) === 'xstate.spawnChild' && JSON.stringify(a).includes(`"${id}"`));

const region = (snapshot: AnyMachineSnapshot, name: string): unknown => (snapshot.value as Record<string, unknown>)[name];

/** What the server would answer: 12 in all, of which `unread` not opened. */
const answer = (unread: number): NotificationList => ({
  response: Array.from({ length: 10 }, (_, i) => ({
    _id: `s${i}`,
    title: `Order CC2600${i} moved`,
    redirectId: `CC2600${i}`,
    createdAt: new Date(Date.UTC(2026, 2, 7, 14, i)).toISOString(),
    readAt: i < unread ? null : '2026-03-07T15:00:00.000Z',
    kind: 'inTransit',
  })),
  pagination: { page: 1, limit: 10, total: 12, totalPages: 2 },
  unreadCount: unread,
});

/** The session's notifications actor (the bell). */
export function checkBellReadRules(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): void {
  const context = snapshot.context as ReadContext;

  // The badge shows the unread count the server gave, never the total; none at 0.
  if (snapshot.children.loadNotifications) {
    for (const unread of [2, 0]) {
      const [after] = transition(machine, snapshot, { type: 'xstate.done.actor.loadNotifications', output: answer(unread) });
      expect(badgeLabel(badgeCount(after.context as ReadContext)), `the badge shows ${unread} unread of 12`).toBe(unread === 0 ? null : String(unread));
    }
  }

  // Opening an unread item from the bell marks that one read, on the server and at once on screen.
  if (region(snapshot, 'dropdown') === 'open') {
    const unread = context.notifications.find((n) => n.readAt === null);
    const read = context.notifications.find((n) => n.readAt !== null);
    if (unread) {
      const [after, actions] = transition(machine, snapshot, { type: 'item.chosen', redirectId: unread.redirectId, id: unread._id });
      const calls = spawned(actions, 'markRead');
      expect(calls.length, 'opening an unread item marks it read').toBe(1);
      expect(JSON.stringify(calls[0]), 'the item opened is the one marked read').toContain(`"id":"${unread._id}"`);
      expect((after.context as ReadContext).notifications.find((n) => n._id === unread._id)?.readAt, 'it shows read at once').not.toBeNull();
    }
    if (read) {
      const [, actions] = transition(machine, snapshot, { type: 'item.chosen', redirectId: read.redirectId, id: read._id });
      expect(spawned(actions, 'markRead'), 'opening a read item asks nothing more').toEqual([]);
    }
  }

  // "Mark all as read": everything shows read and the server is told; what was read keeps when it was read.
  if (context.unreadCount > 0 && region(snapshot, 'reading') !== 'markingAll') {
    const [after, actions] = transition(machine, snapshot, { type: 'all.read' });
    expect(spawned(actions, 'markAllRead').length, 'Mark all as read asks the server').toBe(1);
    const rows = (after.context as ReadContext).notifications;
    expect(rows.every((n) => n.readAt !== null), 'every item shows read').toBe(true);
    for (const before of context.notifications.filter((n) => n.readAt !== null)) {
      expect(rows.find((n) => n._id === before._id)?.readAt, `${before._id} was read already: its time stays`).toBe(before.readAt);
    }
  }
  // With nothing unread there is nothing to mark: no call, nothing changes.
  if (context.unreadCount === 0) {
    const [after, actions] = transition(machine, snapshot, { type: 'all.read' });
    expect(spawned(actions, 'markAllRead'), 'Mark all as read with nothing unread asks nothing').toEqual([]);
    expect(after.context, 'and changes nothing').toEqual(snapshot.context);
  }

  // The server's count after a read is what the badge shows; a refetch brings the rest (and a push still refetches).
  for (const id of ['markRead', 'markAllRead'] as const) {
    if (!snapshot.children[id]) continue;
    const [after, actions] = transition(machine, snapshot, { type: `xstate.done.actor.${id}`, output: { unreadCount: 0 } });
    expect(badgeLabel(badgeCount(after.context as ReadContext)), `after ${id} the badge is gone at 0`).toBeNull();
    expect(spawned(actions, 'loadNotifications').length, `after ${id} the newest are fetched again`).toBe(1);
    const [failed, logged] = transition(machine, snapshot, { type: `xstate.error.actor.${id}`, error: new Error('offline') });
    expect(logged.map((a) => String(a.type)), `a failed ${id} is logged`).toContain('log');
    expect(JSON.stringify(failed.context), `a failed ${id} keeps no message for the customer`).not.toContain('offline');
  }
}

/** /settings/notifications: opening a row and Mark all as read. */
export function checkListReadRules(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): void {
  const context = snapshot.context as ReadContext;
  if (snapshot.value !== 'list') return;
  const unread = context.notifications.find((n) => n.readAt === null);
  if (unread) {
    const [after] = transition(machine, snapshot, { type: 'item.opened', id: unread._id });
    const next = after.context as ReadContext;
    expect(next.notifications.find((n) => n._id === unread._id)?.readAt, 'an opened row shows read').not.toBeNull();
    expect(next.unreadCount, 'the unread count goes down by one').toBe(context.unreadCount - 1);
  }
  const read = context.notifications.find((n) => n.readAt !== null);
  if (read) {
    const [after] = transition(machine, snapshot, { type: 'item.opened', id: read._id });
    expect((after.context as ReadContext).unreadCount, 'opening a read row changes no count').toBe(context.unreadCount);
  }
  if (context.unreadCount > 0) {
    const [after] = transition(machine, snapshot, { type: 'all.read' });
    const next = after.context as ReadContext;
    expect(next.notifications.every((n) => n.readAt !== null) && next.unreadCount === 0, 'Mark all as read leaves nothing unread').toBe(true);
  }
}
