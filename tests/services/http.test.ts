import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Schema } from 'effect';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, createHttpClient, isApiError, requestUrl, submitFailure, type ApiEnvelope } from '../../src/services/http.ts';
import { ruleIt } from '../spec/ruleIt';

// A real HTTP server on an ephemeral port: the client runs the platform's fetch over real sockets.
const readBody = async (req: IncomingMessage): Promise<string> => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
};

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

const hits = new Map<string, number>();

const handle = async (req: IncomingMessage, res: ServerResponse) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const raw = await readBody(req);
  hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
  switch (url.pathname) {
    case '/v1/echo':
      return send(res, 200, {
        statusCode: 200,
        message: 'ok',
        data: {
          method: req.method,
          authorization: req.headers.authorization ?? null,
          contentType: req.headers['content-type'] ?? null,
          query: Object.fromEntries(url.searchParams),
          body: raw === '' ? null : JSON.parse(raw),
        },
      });
    case '/v1/invalid':
      return send(res, 422, {
        statusCode: 422,
        message: 'Invalid email format',
        errors: { email: 'Invalid email format', contactNumber: 'Invalid contact-number format', junk: 5 },
      });
    case '/v1/unauthorized':
      return send(res, 401, { statusCode: 401, message: 'Unauthorized' });
    case '/v1/crash':
      res.writeHead(500, { 'content-type': 'text/plain' });
      return res.end('boom');
    case '/v1/blank-message':
      return send(res, 400, { statusCode: 400, message: '' });
    case '/v1/slow':
      return setTimeout(() => send(res, 200, { statusCode: 200, message: 'late', data: null }), 2000);
    default:
      return send(res, 404, { statusCode: 404, message: 'This page could not be found' });
  }
};

let server: Server;
let baseURL: string;
let deadURL: string;

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A port that was just released: connecting to it is refused (network failure).
  const dead = createServer();
  await new Promise<void>((resolve) => dead.listen(0, '127.0.0.1', resolve));
  deadURL = `http://127.0.0.1:${(dead.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => dead.close(() => resolve()));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

type Echo = {
  method: string;
  authorization: string | null;
  contentType: string | null;
  query: Record<string, string>;
  body: unknown;
};

const catchError = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    expect(isApiError(error)).toBe(true);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
};

describe('createHttpClient', () => {
  ruleIt('[call.bearer] sends Authorization: Bearer <token> when a token exists', async () => {
    const client = createHttpClient({ baseURL, getToken: () => 'abc.def' });
    const { data } = await client.get<Echo>('/v1/echo');
    expect(data.authorization).toBe('Bearer abc.def');
  });

  ruleIt('[call.bearer] sends no Authorization header without a token (missing or empty)', async () => {
    for (const token of [undefined, '']) {
      const client = createHttpClient({ baseURL, getToken: () => token });
      const { data } = await client.get<Echo>('/v1/echo');
      expect(data.authorization).toBeNull();
    }
  });

  ruleIt('[call.bearer] reads the token per request, so a new login is picked up', async () => {
    let token: string | undefined;
    const client = createHttpClient({ baseURL, getToken: () => token });
    expect((await client.get<Echo>('/v1/echo')).data.authorization).toBeNull();
    token = 'fresh';
    expect((await client.get<Echo>('/v1/echo')).data.authorization).toBe('Bearer fresh');
  });

  ruleIt('[call.bearer] resolves to the unwrapped body: the { statusCode, message, data } envelope', async () => {
    const client = createHttpClient({ baseURL, getToken: () => undefined });
    const body: ApiEnvelope<Echo> = await client.get<Echo>('/v1/echo');
    expect(body.statusCode).toBe(200);
    expect(body.message).toBe('ok');
    expect(body.data.method).toBe('GET');
  });

  ruleIt('sends query parameters and skips undefined ones [call.orders-query]', async () => {
    const client = createHttpClient({ baseURL, getToken: () => undefined });
    const { data } = await client.get<Echo>('/v1/echo', {
      query: { status: 'Pending', page: 2, limit: 10, missing: undefined },
    });
    expect(data.query).toEqual({ status: 'Pending', page: '2', limit: '10' });
  });

  it('sends JSON bodies with POST, PUT and DELETE', async () => {
    const client = createHttpClient({ baseURL, getToken: () => 't' });
    const post = await client.post<Echo>('/v1/echo', { body: { email: 'a@b.co' } });
    expect(post.data).toMatchObject({ method: 'POST', body: { email: 'a@b.co' }, authorization: 'Bearer t' });
    expect(post.data.contentType).toContain('application/json');
    const put = await client.put<Echo>('/v1/echo', { body: { webToken: 'w' } });
    expect(put.data).toMatchObject({ method: 'PUT', body: { webToken: 'w' } });
    const del = await client.delete<Echo>('/v1/echo');
    expect(del.data).toMatchObject({ method: 'DELETE', body: null });
  });

  it('accepts the base URL as a function read per request', async () => {
    const getBase = vi.fn(() => baseURL);
    const client = createHttpClient({ baseURL: getBase, getToken: () => undefined });
    await client.get('/v1/echo');
    await client.get('/v1/echo');
    expect(getBase).toHaveBeenCalledTimes(2);
  });

  ruleIt('[err.rethrow] a 4xx with errors becomes an ApiError with status, message and fieldErrors', async () => {
    const client = createHttpClient({ baseURL, getToken: () => undefined });
    const error = await catchError(client.post('/v1/invalid', { body: { email: 'x' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiError');
    expect(error.status).toBe(422);
    expect(error.message).toBe('Invalid email format');
    // Only string messages are field errors; the non-string entry is dropped.
    expect(error.fieldErrors).toEqual({
      email: 'Invalid email format',
      contactNumber: 'Invalid contact-number format',
    });
    expect(error.aborted).toBe(false);
  });

  ruleIt('[err.rethrow] a 404 keeps the server message and has no field errors', async () => {
    const client = createHttpClient({ baseURL, getToken: () => undefined });
    const error = await catchError(client.get('/v1/nowhere'));
    expect(error.status).toBe(404);
    expect(error.message).toBe('This page could not be found');
    expect(error.fieldErrors).toEqual({});
  });

  ruleIt('[err.rethrow] a 5xx without a JSON message gets the generic message, once (no retry)', async () => {
    const client = createHttpClient({ baseURL, getToken: () => undefined });
    const error = await catchError(client.get('/v1/crash'));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Something is wrong please try again');
    expect(hits.get('/v1/crash')).toBe(1);
  });

  ruleIt('[err.rethrow] a blank server message falls back to the generic message', async () => {
    const client = createHttpClient({ baseURL, getToken: () => undefined });
    const error = await catchError(client.get('/v1/blank-message'));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Something is wrong please try again');
  });

  ruleIt('[err.rethrow] a network failure becomes an ApiError with status 0 and the generic message', async () => {
    const client = createHttpClient({ baseURL: deadURL, getToken: () => undefined });
    const error = await catchError(client.get('/v1/echo'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Something is wrong please try again');
    expect(error.fieldErrors).toEqual({});
    expect(error.aborted).toBe(false);
  });

  ruleIt('[err.rethrow] an aborted request becomes an ApiError with status 0 and aborted = true', async () => {
    const client = createHttpClient({ baseURL, getToken: () => undefined });
    const controller = new AbortController();
    const pending = client.get('/v1/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await catchError(pending);
    expect(error.status).toBe(0);
    expect(error.aborted).toBe(true);
  });

  it('tells onUnauthorized about a 401, then still rethrows', async () => {
    const onUnauthorized = vi.fn();
    const client = createHttpClient({ baseURL, getToken: () => 'expired', onUnauthorized });
    const error = await catchError(client.get('/v1/unauthorized'));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Unauthorized');
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onUnauthorized).toHaveBeenCalledWith(error);
    await catchError(client.post('/v1/invalid'));
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('rethrows the ApiError even when onUnauthorized itself throws', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = createHttpClient({
      baseURL,
      getToken: () => undefined,
      onUnauthorized: () => {
        throw new Error('listener broke');
      },
    });
    const error = await catchError(client.get('/v1/unauthorized'));
    expect(error.status).toBe(401);
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('decodes data with a response schema', async () => {
    const client = createHttpClient({ baseURL, getToken: () => 'tok' });
    const schema = Schema.Struct({ method: Schema.String, authorization: Schema.String });
    const body = await client.get('/v1/echo', { schema });
    expect(body.data).toEqual({ method: 'GET', authorization: 'Bearer tok' });
    expect(body.message).toBe('ok');
  });

  ruleIt('[err.rethrow] a body that does not match the schema becomes ApiError status 0, generic message', async () => {
    const client = createHttpClient({ baseURL, getToken: () => undefined });
    const schema = Schema.Struct({ authorization: Schema.String });
    const error = await catchError(client.get('/v1/echo', { schema }));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Something is wrong please try again');
  });
});

describe('requestUrl', () => {
  it('joins the base and the path with one slash, and leaves a same-origin path as it is', () => {
    expect(requestUrl('https://api.example.test/', '/v1/user/order')).toBe('https://api.example.test/v1/user/order');
    expect(requestUrl('https://api.example.test', 'v1/user/order')).toBe('https://api.example.test/v1/user/order');
    expect(requestUrl('', '/v1/user/order')).toBe('/v1/user/order');
  });

  it('keeps an absolute URL (a payment provider’s token URL) whatever the base', () => {
    expect(requestUrl('https://api.example.test', 'https://cards.example.test/tokens')).toBe('https://cards.example.test/tokens');
  });

  it('adds the query after what the path already has, encoded, without undefined values', () => {
    expect(requestUrl('', '/v1/user/order', { search: 'a&b c', page: 1, from: undefined, done: false })).toBe('/v1/user/order?search=a%26b+c&page=1&done=false');
    expect(requestUrl('', '/v1/x?y=1', { page: 2 })).toBe('/v1/x?y=1&page=2');
    expect(requestUrl('', '/v1/x', { from: undefined })).toBe('/v1/x');
  });
});

describe('isApiError', () => {
  it('recognises only ApiError', () => {
    expect(isApiError(new ApiError(400, 'x'))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ status: 400, message: 'x' })).toBe(false);
  });

  it('defaults the message to the generic one', () => {
    expect(new ApiError(0).message).toBe('Something is wrong please try again');
  });
});

describe('submitFailure', () => {
  it('puts the server’s per-field messages on their fields and says nothing twice', () => {
    const taken = new ApiError(409, 'An account with this email already exists', { email: 'An account with this email already exists' });
    expect(submitFailure(taken)).toEqual({ error: null, fieldErrors: { email: 'An account with this email already exists' } });
  });
  it('shows a message above the form when no field is named, the generic one when there is none', () => {
    expect(submitFailure(new ApiError(401, 'Invalid email or password'))).toEqual({ error: 'Invalid email or password', fieldErrors: {} });
    expect(submitFailure('boom')).toEqual({ error: 'Something is wrong please try again', fieldErrors: {} });
  });
});
