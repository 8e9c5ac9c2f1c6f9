/**
 * Spec oracles for the session's notifications (spec §4 push; §7 and §9 fetch defaults): a push of
 * type NEW_NOTIFICATION refetches, and every fetch asks for page 1, limit 10. Written from the spec.
 */
import { expect } from 'vitest';
import { holds } from './oracle';
import { transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { dropdownRows } from '../../src/machines/notificationsMachine';
import type { Notification } from '../../src/schemas/notification';

/** spec call.notification-defaults / push.refetch: page 1, limit 10. */
export const NOTIFICATION_FETCH = { page: 1, limit: 10 } as const;

export function checkNotificationRules(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): void {
  // call.notification-token: this browser's push token goes to the server as webToken.
  const register = snapshot.children.registerToken as { getSnapshot: () => { input: unknown } } | undefined;
  if (register) holds('call.notification-token', () => expect(register.getSnapshot().input, '[call.notification-token] the token is sent as webToken').toEqual({ webToken: snapshot.context.webToken }));
  // err.notif-logged: a failed fetch or token update is only logged; what the bell shows stays.
  for (const id of ['loadNotifications', 'registerToken'] as const) {
    if (!snapshot.children[id]) continue;
    const [after, logged] = transition(machine, snapshot, { type: `xstate.error.actor.${id}`, error: new Error('offline') });
    holds('err.notif-logged', () => {
      expect(logged.map((a) => String(a.type)), `[err.notif-logged] a failed ${id} is logged`).toContain('log');
      expect(after.context.notifications, `[err.notif-logged] a failed ${id} changes nothing shown`).toEqual(snapshot.context.notifications);
      expect(JSON.stringify(after.context), `[err.notif-logged] a failed ${id} keeps no message for the customer`).not.toContain('offline');
    });
  }
  const fetch = snapshot.children.loadNotifications as { getSnapshot: () => { input: unknown } } | undefined;
  if (fetch) holds('call.notification-defaults', () => expect(fetch.getSnapshot().input, '[call.notification-defaults] the fetch asks for page 1, limit 10').toEqual(NOTIFICATION_FETCH));

  const [next, actions] = transition(machine, snapshot, { type: 'push.received', message: { type: 'NEW_NOTIFICATION' } });
  // A refetch is a fetch starting: a loadNotifications actor spawned by this very push.
  const spawned = actions.filter((a) => String(a.type) === 'xstate.spawnChild' && JSON.stringify(a).includes('loadNotifications'));
  holds('push.refetch', () => expect(spawned.length, '[push.refetch] a NEW_NOTIFICATION push starts a fetch').toBeGreaterThan(0));
  // …without closing the dropdown the customer has open.
  const dropdown = (value: AnyMachineSnapshot['value']) => (typeof value === 'object' && value ? (value as Record<string, unknown>).dropdown : undefined);
  holds('push.refetch', () => expect(dropdown(next.value), '[push.refetch] the dropdown stays as it was').toEqual(dropdown(snapshot.value)));
}

const dropdownOf = (snapshot: AnyMachineSnapshot): unknown => (snapshot.value as Record<string, unknown>).dropdown;

/** spec header.dropdown-toggle and route.order-from-notification: the bell's dropdown. */
export function checkBellRules(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): void {
  const open = dropdownOf(snapshot) === 'open';
  const [toggled] = transition(machine, snapshot, { type: 'dropdown.toggled' });
  holds('header.dropdown-toggle', () => expect(dropdownOf(toggled), '[header.dropdown-toggle] the bell toggles its dropdown').toBe(open ? 'closed' : 'open'));
  // route.order-from-notification: each row of the bell links to its order's page by redirectId.
  for (const row of dropdownRows(snapshot.context.notifications as Notification[])) {
    holds('route.order-from-notification', () => expect(row.href, '[route.order-from-notification] the row links to its order').toBe(`/my-orders/service/${row.redirectId}`));
  }
  if (!open) return;
  const [outside] = transition(machine, snapshot, { type: 'dropdown.closed' });
  holds('header.dropdown-toggle', () => expect(dropdownOf(outside), '[header.dropdown-toggle] an outside click closes it').toBe('closed'));
  const [, actions] = transition(machine, snapshot, { type: 'item.chosen', redirectId: 'CC26000042' });
  const opened = actions.find((a) => String(a.type) === 'openOrder') as { params?: unknown } | undefined;
  holds('route.order-from-notification', () =>
    expect(opened?.params, '[route.order-from-notification] a notification opens its order by redirectId').toEqual({ redirectId: 'CC26000042' }),
  );
}
