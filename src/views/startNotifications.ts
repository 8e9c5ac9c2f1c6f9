import { createActor } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { notificationsMachine, orderHref, type NotificationsActor } from '../machines/notificationsMachine';
import { inspect } from './inspection';

/** Loaded on demand (see NotificationsContext): the actor lives as long as the signed-in session. */
export function startNotifications(): NotificationsActor {
  const machine = notificationsMachine.provide({ actions: { openOrder: (_, { redirectId }) => navigate(orderHref(redirectId)) } });
  return createActor(machine, { inspect }).start();
}
