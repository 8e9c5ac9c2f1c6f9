import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fail } from '../../server/http/HttpError.ts';
import { ok } from '../../server/http/ok.ts';
import { paginated } from '../../server/http/paginated.ts';
import { readPagination } from '../../server/http/readPagination.ts';
import { validateBody } from '../../server/http/validateBody.ts';
import { Messages } from '../../src/schemas/messages.ts';
import { RegistrationForm } from '../../src/schemas/registrationForm.ts';
import { createTestApp, json, type TestApp } from './support/testApp.ts';

const MB = 1024 * 1024;

// Test-only routes, mounted on a real createApp() here and nowhere in production code.
function mountTestRoutes(t: TestApp): void {
  t.app.get('/v1/test/ok', (c) => ok(c, { id: 7 }, 'Fetched.'));
  t.app.post('/v1/test/created', (c) => ok(c, { id: 8 }, 'Created.', 201));
  t.app.get('/v1/test/conflict', () => fail(409, 'Reference already used', { reference: 'Reference already used' }));
  t.app.get('/v1/test/boom', () => {
    throw new Error('relation "secret_table" does not exist at /srv/app/server/db.ts:42');
  });
  t.app.get('/v1/test/throw-string', () => {
    throw 'password=hunter2';
  });
  t.app.get('/v1/test/reject-object', async () => {
    await Promise.reject({ detail: 'internal object' });
    return new Response('unreachable');
  });
  t.app.post('/v1/test/register', validateBody(RegistrationForm), (c) => {
    const form = c.req.valid('json');
    return ok(c, { companyName: form.companyName, email: form.email, references: form.commercialReference.length });
  });
  t.app.post('/v1/test/echo', async (c) => ok(c, { size: (await c.req.text()).length }));
  t.app.post('/v1/test/upload', async (c) => ok(c, { size: (await c.req.arrayBuffer()).byteLength }));
  t.app.get('/v1/test/list', (c) => {
    const { page, limit, offset } = readPagination(c);
    const all = Array.from({ length: 23 }, (_, i) => i + 1);
    return ok(c, paginated(all.slice(offset, offset + limit), page, limit, all.length));
  });
}

const validRegistration = {
  companyName: '  Acme Freight  ',
  contactName: 'Ana Ruiz',
  contactNumber: '5512345678',
  email: 'ana@acme.example',
  password: 'secret-1',
  confirmPassword: 'secret-1',
  commercialReference: [],
};

describe('HTTP layer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    mountTestRoutes(t);
  });
  afterAll(() => t.close());

  describe('envelope', () => {
    it('wraps data as { statusCode, message, data }', async () => {
      const res = await t.app.request('/v1/test/ok');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ statusCode: 200, message: 'Fetched.', data: { id: 7 } });
    });

    it('carries a non-200 success status in statusCode too', async () => {
      const res = await t.app.request('/v1/test/created', { method: 'POST' });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ statusCode: 201, message: 'Created.', data: { id: 8 } });
    });

    it('answers fail() with { statusCode, message, errors }', async () => {
      const res = await t.app.request('/v1/test/conflict');
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ statusCode: 409, message: 'Reference already used', errors: { reference: 'Reference already used' } });
    });

    it('paginates lists as { response, pagination }', async () => {
      const res = await t.app.request('/v1/test/list?page=3&limit=10');
      expect(await res.json()).toEqual({
        statusCode: 200,
        message: 'OK',
        data: { response: [21, 22, 23], pagination: { page: 3, limit: 10, total: 23, totalPages: 3 } },
      });
      const defaults = await (await t.app.request('/v1/test/list')).json();
      expect(defaults.data.pagination).toEqual({ page: 1, limit: 10, total: 23, totalPages: 3 });
    });

    it('rejects bad paging with 400 and field errors', async () => {
      const res = await t.app.request('/v1/test/list?page=0&limit=abc');
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        statusCode: 400,
        message: 'page must be a whole number from 1 to 1000000',
        errors: { page: 'page must be a whole number from 1 to 1000000', limit: 'limit must be a whole number from 1 to 100' },
      });
    });
  });

  describe('unknown paths and methods', () => {
    it.each([
      ['GET', '/v1/nope'],
      ['POST', '/v1/user/auth/unknown'],
      ['DELETE', '/v1'],
      ['GET', '/health/extra'],
      ['GET', '/no-web-app-configured'],
    ])('%s %s → 404 JSON', async (method, path) => {
      const res = await t.app.request(path, { method, headers: { Accept: 'text/html' } });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ statusCode: 404, message: 'Not found' });
    });

    it('answers a wrong method on an existing path with 405 JSON and Allow', async () => {
      const res = await t.app.request('/health', { method: 'POST' });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD');
      expect(await res.json()).toEqual({ statusCode: 405, message: 'Method not allowed' });

      const get = await t.app.request('/v1/test/register', { method: 'GET' });
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('POST');
    });
  });

  describe('internal errors', () => {
    it.each(['/v1/test/boom', '/v1/test/throw-string', '/v1/test/reject-object'])(
      '%s → generic 500, nothing internal leaks, cause logged',
      async (path) => {
        const before = t.logs.length;
        const res = await t.app.request(path);
        expect(res.status).toBe(500);
        const text = await res.text();
        expect(JSON.parse(text)).toEqual({ statusCode: 500, message: Messages.somethingWrong });
        expect(text).not.toMatch(/secret_table|hunter2|internal object|stack|\.ts|at /);
        expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
        const logged = t.logs.slice(before);
        expect(logged).toHaveLength(1);
        expect(logged[0]).toMatchObject({ level: 'error', message: `GET ${path} failed` });
        expect(logged[0]!.error).toBeInstanceOf(Error);
      },
    );
  });

  describe('JSON bodies', () => {
    it('answers malformed JSON with 400, not 500', async () => {
      const res = await t.app.request('/v1/test/register', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email": ' });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ statusCode: 400, message: 'Request body must be valid JSON' });
    });

    it('answers an empty JSON body with 400', async () => {
      const res = await t.app.request('/v1/test/register', { method: 'POST', headers: { 'Content-Type': 'application/json' } });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ statusCode: 400, message: 'Request body is empty; send a JSON object' });
    });

    it('answers a non-JSON Content-Type with 415', async () => {
      const res = await t.app.request('/v1/test/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'email=a@b.c',
      });
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual({ statusCode: 415, message: 'Content-Type must be application/json' });
    });

    it('accepts a JSON media type with parameters', async () => {
      const res = await t.app.request('/v1/test/register', json(validRegistration, 'POST', { 'Content-Type': 'application/json; charset=utf-8' }));
      expect(res.status).toBe(200);
    });
  });

  describe('validateBody', () => {
    it('reports every field error at once; message is the first', async () => {
      const res = await t.app.request('/v1/test/register', json({ email: 'not-an-email', password: 'a', confirmPassword: 'b' }));
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.statusCode).toBe(400);
      expect(body.errors).toMatchObject({
        companyName: 'company-name is required',
        contactName: 'contact-name is required',
        contactNumber: 'contact-number is required',
        email: Messages.invalidEmail,
        confirmPassword: Messages.passwordsDoNotMatch,
      });
      expect(body.message).toBe(Object.values(body.errors)[0]);
      expect(Object.keys(body)).toEqual(['statusCode', 'message', 'errors']);
    });

    it('gives 400 for a JSON body that is not an object', async () => {
      const res = await t.app.request('/v1/test/register', json([1, 2]));
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(typeof body.message).toBe('string');
    });

    it('hands the decoded value to the handler', async () => {
      const res = await t.app.request('/v1/test/register', json(validRegistration));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({
        statusCode: 200,
        message: 'OK',
        data: { companyName: 'Acme Freight', email: 'ana@acme.example', references: 0 },
      });
    });
  });

  describe('body size', () => {
    const big = 'x'.repeat(MB + 10);

    it('answers a JSON body over 1 MB with 413 JSON (Content-Length)', async () => {
      const res = await t.app.request('/v1/test/echo', json({ big }));
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ statusCode: 413, message: 'Request body is too large (limit 1 MB)' });
    });

    it('answers 413 with Connection: close, and the server really closes the connection', async () => {
      const res = await t.app.request('/v1/test/echo', json({ big }));
      expect(res.headers.get('connection')).toBe('close');
      // Over a real socket: the client is told not to reuse it, and it ends.
      const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise((resolve) => server.once('listening', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const seen = await new Promise<{ status: number; connection: string | undefined; closed: boolean }>((resolve, reject) => {
          const req = httpRequest({ host: '127.0.0.1', port, path: '/v1/test/echo', method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': String(2 * MB) }, agent: false }, (res) => {
            res.resume();
            res.on('end', () => {
              const socket = res.socket;
              const done = () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, closed: true });
              if (socket.destroyed) done();
              else socket.once('close', done);
            });
          });
          req.on('error', reject);
          req.end();
        });
        expect(seen).toEqual({ status: 413, connection: 'close', closed: true });
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    });

    it('counts streamed bytes when there is no Content-Length', async () => {
      const bytes = new TextEncoder().encode(JSON.stringify({ big }));
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.slice(i, i + 64 * 1024));
          controller.close();
        },
      });
      const res = await t.app.request('/v1/test/echo', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
        body,
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
    });

    it('lets a body under the limit through', async () => {
      const res = await t.app.request('/v1/test/echo', json({ text: 'x'.repeat(MB - 100) }));
      expect(res.status).toBe(200);
    });

    it('gives multipart uploads their own, larger limit', async () => {
      const form = new FormData();
      form.set('file', new Blob([new Uint8Array(3 * MB)]), 'photo.jpg');
      const res = await t.app.request('/v1/test/upload', { method: 'POST', body: form });
      expect(res.status).toBe(200);
      const huge = new FormData();
      huge.set('file', new Blob([new Uint8Array(11 * MB)]), 'photo.jpg');
      const tooBig = await t.app.request('/v1/test/upload', { method: 'POST', body: huge });
      expect(tooBig.status).toBe(413);
      expect(await tooBig.json()).toEqual({ statusCode: 413, message: 'Request body is too large (limit 10 MB)' });
    });
  });

  describe('security headers', () => {
    it.each(['/health', '/v1/nope', '/v1/test/conflict'])('are on %s', async (path) => {
      const res = await t.app.request(path);
      const csp = res.headers.get('content-security-policy');
      expect(csp).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob: https:; " +
          "font-src 'self' data:; connect-src 'self' https://*.googleapis.com https://*.firebaseio.com " +
          'https://fcmregistrations.googleapis.com wss://*.firebaseio.com https://stately.ai; ' +
          "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('x-powered-by')).toBeNull();
      // Same origin only: no permissive CORS.
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});
