import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Profile } from '../schemas/profile.ts';
import { authApi, onSessionExpired, type TokenCheckResult } from '../services/authApi.ts';
import { clearTokenCookies } from '../services/cookies.ts';

export interface SessionContext {
  readonly profile: Profile | null;
  /** One silent refresh per check: a second invalid answer means the session is over. */
  readonly refreshed: boolean;
}

export type SessionEvent =
  | { type: 'session.started' }
  | { type: 'session.expired' }
  | { type: 'session.retry' }
  | { type: 'profile.updated'; profile: Profile }
  | { type: 'logout.requested' };

/**
 * The root of access (spec §4 Access, §5 Route guards): the token cookie is checked with the server,
 * refreshed silently once if it is no longer valid, then the profile loads. The route guard reads
 * `sessionStatus(snapshot)`.
 */
export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent },
  actors: {
    checkToken: fromPromise<TokenCheckResult>(() => authApi.checkToken()),
    refreshTokens: fromPromise<boolean>(() => authApi.refreshSession()),
    loadProfile: fromPromise<Profile>(() => authApi.getProfile()),
    logOut: fromPromise<void>(() => authApi.logOut()),
    /** Any signed-in call whose 401 a refresh could not cure ends the session. */
    watchExpiry: fromCallback(({ sendBack }) => onSessionExpired(() => sendBack({ type: 'session.expired' }))),
  },
  actions: {
    clearTokenCookies: () => clearTokenCookies(),
    /** Provided where the session is mounted: the router lives in the views. */
    goToLogin: () => {},
  },
  guards: {
    isTokenValid: ({ event }) => (event as { output?: TokenCheckResult }).output === 'valid',
    isTokenMissing: ({ event }) => (event as { output?: TokenCheckResult }).output === 'missing',
    canRefresh: ({ context }) => !context.refreshed,
    isRefreshed: ({ event }) => (event as { output?: boolean }).output === true,
  },
}).createMachine({
  id: 'session',
  context: { profile: null, refreshed: false },
  initial: 'checking',
  states: {
    checking: {
      meta: { spec: ['guard.signed-in'] },
      invoke: {
        id: 'checkToken',
        src: 'checkToken',
        onDone: [
          { guard: 'isTokenValid', target: 'loadingProfile' },
          { guard: 'isTokenMissing', target: 'guest', meta: { spec: ['access.guest', 'guard.no-token'] } },
          { guard: 'canRefresh', target: 'refreshing', meta: { spec: ['call.refresh'] } },
          { target: 'guest', actions: 'clearTokenCookies', meta: { spec: ['err.token-check'] } },
        ],
        // No answer is not a verdict: keep the cookies and let the user retry.
        onError: { target: 'unreachable' },
      },
    },
    refreshing: {
      invoke: {
        id: 'refreshTokens',
        src: 'refreshTokens',
        onDone: [
          { guard: 'isRefreshed', target: 'checking', actions: assign({ refreshed: true }), meta: { spec: ['call.refresh'] } },
          { target: 'guest', actions: 'clearTokenCookies', meta: { spec: ['err.token-check'] } },
        ],
        onError: { target: 'unreachable' },
      },
    },
    loadingProfile: {
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: {
          target: 'signedIn',
          actions: assign({ profile: ({ event }) => event.output, refreshed: false }),
          meta: { spec: ['access.signed-in', 'guard.signed-in'] },
        },
        onError: { target: 'guest', actions: 'clearTokenCookies', meta: { spec: ['err.profile-load'] } },
      },
    },
    signedIn: {
      meta: { spec: ['access.signed-in'] },
      invoke: { id: 'watchExpiry', src: 'watchExpiry' },
      on: {
        'profile.updated': { actions: assign({ profile: ({ event }) => event.profile }) },
        'logout.requested': { target: 'loggingOut' },
        'session.expired': { target: 'guest', actions: 'clearTokenCookies', meta: { spec: ['err.token-check'] } },
      },
    },
    loggingOut: {
      invoke: {
        id: 'logOut',
        src: 'logOut',
        onDone: { target: 'guest', actions: 'goToLogin', meta: { spec: ['logout'] } },
        onError: { target: 'guest', actions: 'goToLogin', meta: { spec: ['logout'] } },
      },
    },
    guest: {
      meta: { spec: ['access.guest'] },
      entry: assign({ profile: null, refreshed: false }),
      on: { 'session.started': { target: 'loadingProfile', meta: { spec: ['call.login-stores-tokens'] } } },
    },
    unreachable: {
      on: { 'session.retry': { target: 'checking' } },
    },
  },
});
