import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ruleIt } from '../spec/ruleIt';

// The one road of a session's end: a signed-in call's 401 that one refresh cannot cure tells
// onSessionExpired (the session machine's watchExpiry listens), whichever machine made the call.
// Real HTTP against a local server; only the cookie jar is replaced (node has no document).

const jar = vi.hoisted(() => ({ token: undefined as string | undefined, refreshToken: undefined as string | undefined }));
vi.mock('../../src/services/cookies.ts', () => ({
  getToken: () => jar.token,
  getRefreshToken: () => jar.refreshToken,
  storeTokens: ({ accessToken, refreshToken }: { accessToken: string; refreshToken: string }) => {
    jar.token = accessToken;
    jar.refreshToken = refreshToken;
  },
  clearTokenCookies: () => {
    jar.token = undefined;
    jar.refreshToken = undefined;
  },
  clearSessionCookies: () => {
    jar.token = undefined;
    jar.refreshToken = undefined;
  },
}));

const { createAuthApi, onSessionExpired } = await import('../../src/services/authApi.ts');
const { createHttpClient } = await import('../../src/services/http.ts');
const { createOrdersApi } = await import('../../src/services/ordersApi.ts');

/** What the server answers: the refresh call, and the order calls with the current token. */
let refreshAnswer: 200 | 401 = 401;
let orderAnswer: (token: string | undefined) => number = () => 401;
const hits: string[] = [];
let server: Server;
let orders: ReturnType<typeof createOrdersApi>;

beforeAll(async () => {
  server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    const token = req.headers.authorization?.replace(/^Bearer /, '');
    const status = req.url === '/v1/user/auth/token' ? refreshAnswer : orderAnswer(token);
    const data = req.url === '/v1/user/auth/token' ? { accessToken: 'fresh', refreshToken: 'refresh-2' } : { response: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } };
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(status === 200 ? { statusCode: 200, message: 'done', data } : { statusCode: status, message: 'Your session has expired. Please sign in again.' }));
  });
  await new Promise<void>((r) => server.listen(0, r));
  const client = createHttpClient({ baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, getToken: () => jar.token });
  orders = createOrdersApi(client, createAuthApi(client).withSession);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

let expired = 0;
beforeEach(() => {
  hits.length = 0;
  expired = 0;
  jar.token = 'stale';
  jar.refreshToken = 'refresh-1';
});
onSessionExpired(() => expired++);

describe('session expiry through the HTTP layer', () => {
  ruleIt('[err.token-check] a 401 the refresh cannot cure tells onSessionExpired once and rethrows the 401', async () => {
    refreshAnswer = 401;
    orderAnswer = () => 401;
    await expect(orders.list()).rejects.toMatchObject({ name: 'ApiError', status: 401 });
    expect(expired).toBe(1);
    expect(hits).toEqual(['GET /v1/user/order?page=1&limit=10', 'POST /v1/user/auth/token']);
    // Both tokens are dropped, so the guard sends the customer to /login.
    expect(jar).toEqual({ token: undefined, refreshToken: undefined });
  });

  it('without a refresh token the session is over at the first 401', async () => {
    jar.refreshToken = undefined;
    orderAnswer = () => 401;
    await expect(orders.cancel('CC26000001')).rejects.toMatchObject({ status: 401 });
    expect(expired).toBe(1);
    expect(hits).toEqual(['POST /v1/common/cancel/movement/user/CC26000001']);
  });

  it('a 401 the refresh cures is retried once with the new token, and the session goes on', async () => {
    refreshAnswer = 200;
    orderAnswer = (token) => (token === 'fresh' ? 200 : 401);
    await expect(orders.list()).resolves.toMatchObject({ orders: [] });
    expect(expired).toBe(0);
    expect(hits).toEqual(['GET /v1/user/order?page=1&limit=10', 'POST /v1/user/auth/token', 'GET /v1/user/order?page=1&limit=10']);
  });

  it('other failures are not a verdict on the session', async () => {
    orderAnswer = () => 409;
    await expect(orders.cancel('CC26000001')).rejects.toMatchObject({ status: 409 });
    expect(expired).toBe(0);
  });
});
