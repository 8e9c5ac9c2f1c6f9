import { createActor } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { notificationsMachine, orderHref } from '../machines/notificationsMachine';
import { sessionMachine } from '../machines/sessionMachine';
import { inspect } from './inspection';
import type { SessionActor } from './SessionContext';

/** Loaded on demand (sessionStore.ts): the session actor lives as long as the app. */
export function startSession(): SessionActor {
  const machine = sessionMachine.provide({
    actions: { goToLogin: () => navigate('/login', { replace: true }) },
    // The session runs it while signed in; the router is here.
    actors: { notifications: notificationsMachine.provide({ actions: { openOrder: (_, { redirectId }) => navigate(orderHref(redirectId)) } }) },
  });
  return createActor(machine, { inspect }).start();
}
