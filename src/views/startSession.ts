import { createActor } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { sessionMachine } from '../machines/sessionMachine';
import { inspect } from './inspection';
import type { SessionActor } from './SessionContext';

/** Loaded on demand (see SessionContext): the session actor lives as long as the app. */
export function startSession(): SessionActor {
  return createActor(sessionMachine.provide({ actions: { goToLogin: () => navigate('/login', { replace: true }) } }), { inspect }).start();
}
