// @vitest-environment happy-dom
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuthApi, onSessionExpired } from '../../src/services/authApi';
import { ApiError, type HttpClient } from '../../src/services/http';
import { ruleIt } from '../spec/ruleIt';

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
  ruleIt('[err.token-check] no refresh token: the session ends', async () => {
    Cookies.remove('refreshToken', { path: '/' });
    await expect(createAuthApi(server(fresh)).withSession(call(unauthorized()))).rejects.toMatchObject({ status: 401 });
    expect(expiries).toBe(1);
  });

  ruleIt('[err.token-check] the refresh is refused: the session ends and both tokens go', async () => {
    await expect(createAuthApi(server(async () => Promise.reject(unauthorized()))).withSession(call(unauthorized()))).rejects.toMatchObject({ status: 401 });
    expect(expiries).toBe(1);
    expect(Cookies.get('token')).toBeUndefined();
    expect(Cookies.get('refreshToken')).toBeUndefined();
  });

  ruleIt('[err.token-check] refused again with the fresh token: the session ends', async () => {
    await expect(createAuthApi(server(fresh)).withSession(call(unauthorized(), unauthorized()))).rejects.toMatchObject({ status: 401 });
    expect(expiries).toBe(1);
  });

  ruleIt('[call.refresh] a 401 the refresh cures is invisible: the retry answers, the session goes on', async () => {
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

describe('authApi.refreshSession: tabs of one browser refresh once between them', () => {
  /**
   * A strict server (the oracle): each refresh token rotates once; presenting a rotated-out one is
   * a replay and ends the session. It counts the refreshes it answers.
   */
  function strictServer() {
    const state = { live: 'refresh-1', n: 1, refreshes: 0, ended: false };
    const refresh = async (presented: unknown) => {
      state.refreshes++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      if (state.ended || presented !== state.live) {
        state.ended = true;
        throw unauthorized();
      }
      state.n++;
      state.live = `refresh-${state.n}`;
      return { accessToken: `access-${state.n}`, refreshToken: state.live };
    };
    const post = async (path: string, options: { body: { refreshToken: unknown } }) => {
      if (path !== '/v1/user/auth/token') throw new Error(`unexpected ${path}`);
      return { statusCode: 200, message: '', data: await refresh(options.body.refreshToken) };
    };
    const client = { post } as unknown as HttpClient;
    return { state, client };
  }

  /** Web Locks as the browser grants them: one holder of a name at a time, in request order. */
  function fakeLocks() {
    let tail: Promise<unknown> = Promise.resolve();
    return {
      request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
        const run = tail.then(callback, callback);
        tail = run.catch(() => undefined);
        return run;
      },
    };
  }

  ruleIt('[call.refresh] two tabs whose calls both got a 401 share one refresh, and neither is signed out', async () => {
    const { state, client } = strictServer();
    const locks = fakeLocks();
    const [tabA, tabB] = [createAuthApi(client, { locks }), createAuthApi(client, { locks })];
    const results = await Promise.all([tabA.withSession(call(unauthorized(), 'a')), tabB.withSession(call(unauthorized(), 'b'))]);
    expect(results).toEqual(['a', 'b']);
    expect(state).toMatchObject({ refreshes: 1, ended: false });
    expect(expiries).toBe(0);
    expect(Cookies.get('refreshToken')).toBe('refresh-2');
  });

  ruleIt('[call.refresh] concurrent 401s in one tab share one refresh', async () => {
    const { state, client } = strictServer();
    const tab = createAuthApi(client, {});
    expect(await Promise.all([tab.refreshSession(), tab.refreshSession(), tab.refreshSession()])).toEqual([true, true, true]);
    expect(state.refreshes).toBe(1);
  });

  it('hands the new tokens to the other tabs over a BroadcastChannel', async () => {
    const { client } = strictServer();
    const sent: unknown[] = [];
    const tab = createAuthApi(client, { channel: { postMessage: (message: unknown) => sent.push(message), addEventListener: () => undefined } });
    await tab.refreshSession();
    expect(sent).toEqual([{ type: 'tokens.refreshed', replaces: 'refresh-1', tokens: { accessToken: 'access-2', refreshToken: 'refresh-2' } }]);
  });

  it('a tab told of new tokens for the refresh token it holds stores them', async () => {
    let listener: ((event: MessageEvent) => void) | undefined;
    createAuthApi(server(fresh), { channel: { postMessage: () => undefined, addEventListener: (_type: 'message', l: (event: MessageEvent) => void) => (listener = l) } });
    listener!(new MessageEvent('message', { data: { type: 'tokens.refreshed', replaces: 'refresh-0', tokens: { accessToken: 'x', refreshToken: 'y' } } }));
    expect(Cookies.get('refreshToken')).toBe('refresh-1');
    listener!(new MessageEvent('message', { data: { type: 'tokens.refreshed', replaces: 'refresh-1', tokens: { accessToken: 'access-9', refreshToken: 'refresh-9' } } }));
    expect([Cookies.get('token'), Cookies.get('refreshToken')]).toEqual(['access-9', 'refresh-9']);
  });
});

describe('login data in cookies', () => {
  const answering = (data: unknown): HttpClient => ({ post: async () => ({ statusCode: 200, message: '', data }) }) as unknown as HttpClient;

  ruleIt('[login.cookies] signing in writes the token, the refresh token and the service cookie', async () => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    await createAuthApi(answering({ accessToken: 'a-1', refreshToken: 'r-1', verifyByAdmin: true })).logIn({ email: 'a@b.example', password: 'whatever1' });
    expect(Cookies.get('token')).toBe('a-1');
    expect(Cookies.get('refreshToken')).toBe('r-1');
    expect(JSON.parse(Cookies.get('service') ?? 'null')).toEqual({ verifyByAdmin: true });
  });

  ruleIt('[login.cookies] signing in by email verification writes the service cookie too', async () => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    await createAuthApi(answering({ accessToken: 'a-2', refreshToken: 'r-2', verifyByAdmin: false })).verifyEmail({ email: 'a@b.example', otp: '123456' });
    expect(JSON.parse(Cookies.get('service') ?? 'null')).toEqual({ verifyByAdmin: false });
  });
});
