import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createHttpClient } from '../../src/services/http.ts';
import { createNotificationsApi } from '../../src/services/notificationsApi.ts';
import { ruleIt } from '../spec/ruleIt';

// A real HTTP server: the calls go over real sockets through the app's HTTP client.
const seen: { method: string; url: string; authorization: string | null; body: unknown }[] = [];
let server: Server;
let baseURL = '';
let token = 'access-1';

beforeAll(async () => {
  server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization ?? null, body: raw ? JSON.parse(raw) : null });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== 'Bearer access-2') return json(401, { statusCode: 401, message: 'Unauthorized' });
    if (req.url!.startsWith('/v1/user/notification/token')) return json(200, { statusCode: 200, message: 'Token saved', data: { webToken: 'x' } });
    const url = new URL(req.url!, 'http://localhost');
    return json(200, {
      statusCode: 200,
      message: 'ok',
      data: {
        response: [{ _id: 'n1', title: 'Order CC26000001 was created', redirectId: 'CC26000001', createdAt: '2026-03-07T14:05:00.000Z' }],
        pagination: { page: Number(url.searchParams.get('page')), limit: Number(url.searchParams.get('limit')), total: 1, totalPages: 1 },
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  baseURL = `http://localhost:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// withSession as authApi does it: one refresh (a new token) and one retry on a 401.
const refreshOnce = async <T>(call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    token = 'access-2';
    return call();
  }
};

const api = () => createNotificationsApi(createHttpClient({ baseURL, getToken: () => token }), refreshOnce);

describe('notificationsApi', () => {
  ruleIt('[call.notification-defaults] lists with page 1 and limit 10 by default, with the bearer token', async () => {
    token = 'access-1';
    seen.length = 0;
    const list = await api().list();
    expect(seen.map((s) => [s.method, s.url, s.authorization])).toEqual([
      ['GET', '/v1/user/notification?page=1&limit=10', 'Bearer access-1'],
      ['GET', '/v1/user/notification?page=1&limit=10', 'Bearer access-2'],
    ]);
    expect(list.response[0]!.redirectId).toBe('CC26000001');
    expect(list.pagination).toEqual({ page: 1, limit: 10, total: 1, totalPages: 1 });
  });

  it('sends the page and limit asked for', async () => {
    seen.length = 0;
    await api().list({ page: 3, limit: 5 });
    expect(seen.at(-1)!.url).toBe('/v1/user/notification?page=3&limit=5');
  });

  ruleIt('[call.notification-token] sends the push token as webToken', async () => {
    seen.length = 0;
    await api().registerToken('fcm-token-1');
    expect(seen.at(-1)).toMatchObject({ method: 'PUT', url: '/v1/user/notification/token', body: { webToken: 'fcm-token-1' } });
  });

  it('rethrows failures as ApiErrors for the machine to log', async () => {
    token = 'stale';
    const failing = createNotificationsApi(createHttpClient({ baseURL, getToken: () => 'stale' }), (call) => call());
    await expect(failing.list()).rejects.toMatchObject({ name: 'ApiError', status: 401 });
  });
});
