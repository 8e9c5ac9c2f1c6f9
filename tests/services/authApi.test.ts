// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuthApi, onSessionExpired } from '../../src/services/authApi';
import { ApiError, type HttpClient } from '../../src/services/http';

// spec call.refresh, err.token-check: a signed-in call answered 401 is refreshed once silently and
// retried once; every 401 that refresh cannot cure ends the session — told to onSessionExpired,
// the one road by which the session hears it. No answer at all is not a verdict.

const unauthorized = () => new ApiError(401, 'Your session has expired. Please sign in again.');
const offline = () => new ApiError(0, 'Something is wrong please try again');

/** A fake server: `refresh` answers POST /v1/user/auth/token. */
function server(refresh: () => Promise<unknown>): HttpClient {
  const post = async (path: string) => {
    if (path === '/v1/user/auth/token') return { statusCode: 200, message: '', data: await refresh() };
    throw new Error(`unexpected ${path}`);
  };
  return { post } as unknown as HttpClient;
}
const fresh = async () => ({ accessToken: 'access-2', refreshToken: 'refresh-2' });

let expiries = 0;
let stopListening = () => {};
beforeEach(() => {
  Cookies.set('token', 'access-1', { path: '/' });
  Cookies.set('refreshToken', 'refresh-1', { path: '/' });
  expiries = 0;
  const stop = onSessionExpired(() => expiries++);
  stopListening = () => void stop();
});
afterEach(() => {
  stopListening();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

/** A signed-in call answering with `answers` in turn (an Error is thrown). */
const call = (...answers: unknown[]) => {
  let n = 0;
  return async () => {
    const answer = answers[n++];
    if (answer instanceof Error) throw answer;
    return answer;
  };
};

describe('authApi.withSession: every 401 a refresh cannot cure ends the session', () => {
  it('[err.token-check] no refresh token: the session ends', async () => {
    Cookies.remove('refreshToken', { path: '/' });
    await expect(createAuthApi(server(fresh)).withSession(call(unauthorized()))).rejects.toMatchObject({ status: 401 });
    expect(expiries).toBe(1);
  });

  it('[err.token-check] the refresh is refused: the session ends and both tokens go', async () => {
    await expect(createAuthApi(server(async () => Promise.reject(unauthorized()))).withSession(call(unauthorized()))).rejects.toMatchObject({ status: 401 });
    expect(expiries).toBe(1);
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('refreshToken')).toBeUndefined();
  });

  it('[err.token-check] refused again with the fresh token: the session ends', async () => {
    await expect(createAuthApi(server(fresh)).withSession(call(unauthorized(), unauthorized()))).rejects.toMatchObject({ status: 401 });
    expect(expiries).toBe(1);
  });

  it('[call.refresh] a 401 the refresh cures is invisible: the retry answers, the session goes on', async () => {
    await expect(createAuthApi(server(fresh)).withSession(call(unauthorized(), 'orders'))).resolves.toBe('orders');
    expect(expiries).toBe(0);
    expect(Cookies.get('token')).toBe('access-2');
  });

  it('no answer is not a verdict: offline during the refresh or the retry keeps the session', async () => {
    await expect(createAuthApi(server(async () => Promise.reject(offline()))).withSession(call(unauthorized()))).rejects.toMatchObject({ status: 0 });
    await expect(createAuthApi(server(fresh)).withSession(call(unauthorized(), offline()))).rejects.toMatchObject({ status: 0 });
    expect(expiries).toBe(0);
  });

  it('other failures are rethrown untouched (err.rethrow) and end nothing', async () => {
    await expect(createAuthApi(server(fresh)).withSession(call(new ApiError(403, 'Only the main user can manage sub-users.')))).rejects.toMatchObject({ status: 403 });
    expect(expiries).toBe(0);
  });
});
