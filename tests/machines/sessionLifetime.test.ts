// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { sessionMachine } from '../../src/machines/sessionMachine';
import type { Profile } from '../../src/schemas/profile';
import { createAuthApi } from '../../src/services/authApi';
import { ApiError, type HttpClient } from '../../src/services/http';
import type { TokenCheckResult } from '../../src/services/authApi';
import { fakeNotifications } from './notificationsFixture';
import { profile } from './profileFixture';

// The session with its real expiry road (watchExpiry ← onSessionExpired ← a signed-in call) and
// real cookies; the server is a fake HTTP client. Oracles: spec logout ('removes token, refresh
// token and service cookies; goes to /login'), err.token-check ('a failed token check removes both
// cookies'), and the notifications actor running exactly while signed in.

const clearAll = () => {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
};

/** A server that refuses every signed-in call and every refresh with 401. */
const refusingServer = (): HttpClient => {
  const refuse = async () => Promise.reject(new ApiError(401, 'Your session has expired. Please sign in again.'));
  return { get: refuse, post: refuse, put: refuse, delete: refuse } as unknown as HttpClient;
};

function startSignedInSession() {
  const notifications = fakeNotifications();
  const api = createAuthApi(refusingServer());
  const logins: string[] = [];
  const machine = sessionMachine.provide({
    actors: {
      checkToken: fromPromise<TokenCheckResult>(async () => 'valid'),
      loadProfile: fromPromise<Profile>(async () => profile),
      // The real logOut: the server call fails here, the cookies go anyway.
      logOut: fromPromise<void>(() => api.logOut()),
      notifications: notifications.machine,
    },
    actions: { goToLogin: () => logins.push('/login') },
  });
  const session = createActor(machine).start();
  return { session, notifications, api, logins };
}

beforeEach(() => {
  clearAll();
  Cookies.set('token', 'access-1', { path: '/' });
  Cookies.set('refreshToken', 'refresh-1', { path: '/' });
  Cookies.set('service', 'northbound', { path: '/' });
});
afterEach(clearAll);

describe('session: the notifications actor runs exactly while signed in', () => {
  it('[access.signed-in] starts on entering signedIn: one push subscription, page 1 limit 10 fetched', async () => {
    const { session, notifications } = startSignedInSession();
    await waitFor(session, (s) => s.matches('signedIn'));
    expect(notifications.open()).toBe(1);
    expect(notifications.queries).toEqual([{ page: 1, limit: 10 }]);
    expect(session.system.get('notifications')).toBe(session.getSnapshot().children.notifications);
    session.stop();
  });

  it('[logout] on logout the token, refreshToken and service cookies are removed, the user goes to /login, and pushes are no longer heard', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { session, notifications, logins } = startSignedInSession();
    await waitFor(session, (s) => s.matches('signedIn'));
    session.send({ type: 'logout.requested' });
    expect(notifications.open()).toBe(0);
    expect(notifications.push({ type: 'push.received', message: { type: 'NEW_NOTIFICATION' } })).toBe(false);
    await waitFor(session, (s) => s.matches('guest'));
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('refreshToken')).toBeUndefined();
    expect(Cookies.get('service')).toBeUndefined();
    expect(logins).toEqual(['/login']);
    expect(session.getSnapshot().children.notifications).toBeUndefined();
    expect(session.system.get('notifications')).toBeUndefined();
    session.stop();
    warn.mockRestore();
  });

  it('[err.token-check] a signed-in call whose 401 no refresh can cure ends the session: both tokens go and the notifications actor stops', async () => {
    const { session, notifications, api } = startSignedInSession();
    await waitFor(session, (s) => s.matches('signedIn'));
    // Any page's call, e.g. a sub-user list: 401, the refresh is refused too.
    await expect(api.withSession(() => refusingServer().get('/v1/user/sub/user'))).rejects.toMatchObject({ status: 401 });
    expect(session.getSnapshot().value).toBe('guest');
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('refreshToken')).toBeUndefined();
    expect(notifications.open()).toBe(0);
    expect(notifications.subscriptions).toEqual({ opened: 1, closed: 1 });
    session.stop();
  });

  it('signing in again starts a fresh notifications actor', async () => {
    const { session, notifications } = startSignedInSession();
    await waitFor(session, (s) => s.matches('signedIn'));
    session.send({ type: 'session.expired' });
    expect(notifications.open()).toBe(0);
    session.send({ type: 'session.started' });
    await waitFor(session, (s) => s.matches('signedIn'));
    expect(notifications.subscriptions).toEqual({ opened: 2, closed: 1 });
    session.stop();
    expect(notifications.open()).toBe(0);
  });
});
