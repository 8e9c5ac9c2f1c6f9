import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { Profile } from '../schemas/profile.ts';
import { authApi, onForbidden, onSessionExpired, type TokenCheckResult } from '../services/authApi.ts';
import { mustEnrolNow, tokenSaysMustEnrol } from '../services/enrolment.ts';
import { clearTokenCookies } from '../services/cookies.ts';
import { notificationsMachine } from './notificationsMachine.ts';

export interface SessionContext {
  readonly profile: Profile | null;
  /** One silent refresh per check: a second invalid answer means the session is over. */
  readonly refreshed: boolean;
  /**
   * The company requires two-factor sign-in of this account and it has not set it up:
   * the server answers 403 to all but a few calls, so the route guard keeps the customer on
   * /settings/security (and /settings/logout) until `security.enrolled`.
   */
  readonly mustEnrol: boolean;
}

export type SessionEvent =
  | { type: 'session.started' }
  | { type: 'session.expired' }
  | { type: 'session.retry' }
  | { type: 'profile.updated'; profile: Profile }
  | { type: 'logout.requested' }
  /** The server holds this account back until it sets up two-factor sign-in (watchEnrolment hears it). */
  | { type: 'security.enrolRequired' }
  /**
   * Two-factor sign-in is on (or no longer required): the security page's machine sends this when
   * its confirm succeeds (SecurityPage.tsx), and watchEnrolment when the server says it no longer holds.
   */
  | { type: 'security.enrolled' };

/** The systemId of the signed-in session's notifications actor (`system.get(NOTIFICATIONS_ID)`). */
export const NOTIFICATIONS_ID = 'notifications';

/**
 * The root of access (spec §4 Access, §5 Route guards): the token cookie is checked with the server,
 * refreshed silently once if it is no longer valid, then the profile loads. The route guard reads
 * `sessionStatus(snapshot)`.
 *
 * While signed in, and only then, it runs the notifications actor (bell, pushes, push token): it
 * starts on entering `signedIn` and stops — push subscription closed — on sign-out and on expiry.
 * Expiry has one road: the API client's `onSessionExpired` (any signed-in call whose 401 a refresh
 * could not cure), heard by `watchExpiry`.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    children: {} as { notifications: 'notifications' },
  },
  actors: {
    checkToken: fromPromise<TokenCheckResult>(() => authApi.checkToken()),
    refreshTokens: fromPromise<boolean>(() => authApi.refreshSession()),
    loadProfile: fromPromise<Profile>(() => authApi.getProfile()),
    logOut: fromPromise<void>(() => authApi.logOut()),
    /** Any signed-in call whose 401 a refresh could not cure ends the session. */
    watchExpiry: fromCallback(({ sendBack }) => onSessionExpired(() => sendBack({ type: 'session.expired' }))),
    /**
     * Whether the company's two-factor rule holds this account back. Only an access token whose
     * claim says so (a token issued while it held) meets the server's 403, so only then, and on
     * any 403, is GET /v1/user/security asked: its `mustEnrol` is the verdict.
     */
    watchEnrolment: fromCallback(({ sendBack }) => {
      const ask = (): void => {
        if (!tokenSaysMustEnrol()) return;
        mustEnrolNow().then(
          (must) => sendBack({ type: must ? 'security.enrolRequired' : 'security.enrolled' }),
          () => {},
        );
      };
      ask();
      return onForbidden(ask);
    }),
    /** Provided where the session is created, with the router's `openOrder`. */
    notifications: notificationsMachine,
  },
  actions: {
    clearTokenCookies: () => clearTokenCookies(),
    /** The access token's claim at once, so the first page after sign-in is already the right one (watchEnrolment confirms). */
    readEnrolment: assign({ mustEnrol: () => tokenSaysMustEnrol() }),
    /** A fresh access token without the enrolment claim (the server asks again at every refresh). */
    renewTokens: () => {
      if (tokenSaysMustEnrol()) void authApi.refreshSession().catch(() => {});
    },
    /** Provided where the session is mounted: the router lives in the views. */
    goToLogin: () => {},
  },
  guards: {
    isTokenValid: (_, params: { result: TokenCheckResult }) => params.result === 'valid',
    isTokenMissing: (_, params: { result: TokenCheckResult }) => params.result === 'missing',
    canRefresh: ({ context }) => !context.refreshed,
    isRefreshed: (_, params: { refreshed: boolean }) => params.refreshed,
  },
}).createMachine({
  id: 'session',
  description: 'Your sign-in',
  context: { profile: null, refreshed: false, mustEnrol: false },
  initial: 'checking',
  states: {
    checking: {
      description: 'Checking your sign-in',
      meta: { spec: ['guard.signed-in'] },
      invoke: {
        id: 'checkToken',
        src: 'checkToken',
        onDone: [
          {
            description: 'Your sign-in is valid',
            guard: { type: 'isTokenValid', params: ({ event }) => ({ result: event.output }) },
            target: 'loadingProfile',
          },
          {
            description: 'You are not signed in',
            guard: { type: 'isTokenMissing', params: ({ event }) => ({ result: event.output }) },
            target: 'guest',
            meta: { spec: ['access.guest', 'guard.no-token'] },
          },
          { description: 'Your sign-in has run out: renew it', guard: 'canRefresh', target: 'refreshing', meta: { spec: ['call.refresh'] } },
          { description: 'Your sign-in is no longer valid', target: 'guest', actions: 'clearTokenCookies', meta: { spec: ['err.token-check'] } },
        ],
        // No answer is not a verdict: keep the cookies and let the user retry.
        onError: { description: 'The server did not answer', target: 'unreachable' },
      },
    },
    refreshing: {
      description: 'Renewing your sign-in',
      invoke: {
        id: 'refreshTokens',
        src: 'refreshTokens',
        onDone: [
          {
            description: 'Your sign-in is renewed: check it again',
            guard: { type: 'isRefreshed', params: ({ event }) => ({ refreshed: event.output }) },
            target: 'checking',
            actions: assign({ refreshed: true }),
            meta: { spec: ['call.refresh'] },
          },
          { description: 'Your sign-in could not be renewed', target: 'guest', actions: 'clearTokenCookies', meta: { spec: ['err.token-check'] } },
        ],
        onError: { description: 'The server did not answer', target: 'unreachable' },
      },
    },
    loadingProfile: {
      description: 'Loading your profile',
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: {
          description: 'Your profile is here',
          target: 'signedIn',
          actions: assign({ profile: ({ event }) => event.output, refreshed: false }),
          meta: { spec: ['access.signed-in', 'guard.signed-in'] },
        },
        onError: { description: 'Your profile could not be loaded', target: 'guest', actions: 'clearTokenCookies', meta: { spec: ['err.profile-load'] } },
      },
    },
    signedIn: {
      description: 'Signed in',
      meta: { spec: ['access.signed-in'] },
      entry: 'readEnrolment',
      invoke: [
        { id: 'watchExpiry', src: 'watchExpiry' },
        { id: 'watchEnrolment', src: 'watchEnrolment' },
        // Lives exactly as long as this state: leaving it (sign-out, expiry) stops it.
        { id: 'notifications', src: 'notifications', systemId: NOTIFICATIONS_ID },
      ],
      on: {
        'profile.updated': { description: 'Your profile changed', actions: assign({ profile: ({ event }) => event.profile }) },
        'logout.requested': { description: 'Log out', target: 'loggingOut' },
        'security.enrolRequired': { description: 'Your company requires two-factor sign-in: set it up to continue', actions: assign({ mustEnrol: true }) },
        'security.enrolled': { description: 'Two-factor sign-in is set up: every page is open again', actions: [assign({ mustEnrol: false }), 'renewTokens'] },
        'session.expired': {
          description: 'Your sign-in expired',
          target: 'guest',
          actions: 'clearTokenCookies',
          meta: { spec: ['err.token-check'] },
        },
      },
    },
    loggingOut: {
      description: 'Signing you out',
      invoke: {
        id: 'logOut',
        src: 'logOut',
        onDone: { description: 'Signed out', target: 'guest', actions: 'goToLogin', meta: { spec: ['logout'] } },
        onError: { description: 'Signed out here (the server did not answer)', target: 'guest', actions: 'goToLogin', meta: { spec: ['logout'] } },
      },
    },
    guest: {
      description: 'Not signed in',
      meta: { spec: ['access.guest'] },
      entry: assign({ profile: null, refreshed: false, mustEnrol: false }),
      on: { 'session.started': { description: 'You signed in', target: 'loadingProfile', meta: { spec: ['call.login-stores-tokens'] } } },
    },
    unreachable: {
      description: 'The server cannot be reached',
      on: { 'session.retry': { description: 'Try again', target: 'checking' } },
    },
  },
});
