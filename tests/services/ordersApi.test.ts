import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createHttpClient } from '../../src/services/http';
import { createOrdersApi, receiptUrl } from '../../src/services/ordersApi';
import { ruleIt } from '../spec/ruleIt';
import { inTimeZone } from '../support/inTimeZone';

// A real HTTP server on an ephemeral port: the calls go through the platform's fetch, so the raw paths
// (with their literal '&'), queries and multipart bodies are what a server receives.

type Hit = { method: string; url: string; contentType: string | null; body: string };
const hits: Hit[] = [];

const readBody = async (req: IncomingMessage): Promise<string> => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
};

let server: Server;
let api: ReturnType<typeof createOrdersApi>;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    hits.push({ method: req.method ?? '', url: req.url ?? '', contentType: req.headers['content-type'] ?? null, body: await readBody(req) });
    res.writeHead(200, { 'content-type': 'application/json' });
    const data = (req.url ?? '').startsWith('/v1/user/order?') ? { response: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 }, counts: { Pending: 0, InProgress: 0, Completed: 0, Cancelled: 0 } } : { movementId: 'CC26000001' };
    res.end(JSON.stringify({ statusCode: 200, message: 'done', data }));
  });
  await new Promise<void>((r) => server.listen(0, r));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  api = createOrdersApi(createHttpClient({ baseURL, getToken: () => 'tok' }), (call) => call());
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const last = () => hits[hits.length - 1]!;

describe('ordersApi', () => {
  ruleIt('[call.orders-query] lists with status, page and limit (defaults 1 and 10), and without a status for every order', async () => {
    expect(await api.list({ status: 'Completed', page: 2 })).toEqual({
      orders: [],
      pagination: { page: 1, limit: 10, total: 0, totalPages: 0 },
      counts: { Pending: 0, InProgress: 0, Completed: 0, Cancelled: 0 },
    });
    expect(last().url).toBe('/v1/user/order?status=Completed&page=2&limit=10');
    await api.list({ limit: 5 });
    expect(last().url).toBe('/v1/user/order?page=1&limit=5');
    // An empty search or day is no filter.
    await api.list({ search: '', from: '', to: '' });
    expect(last().url).toBe('/v1/user/order?page=1&limit=10');
  });

  it('sends a search as typed and booking days as the instants of the customer\u2019s own days (issue 18.7)', async () => {
    await inTimeZone('America/Mexico_City', () => api.list({ status: 'Pending', search: 'CC26 0001', from: '2026-11-01', to: '2026-11-30' }));
    const query = new URLSearchParams(last().url.split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      status: 'Pending',
      page: '1',
      limit: '10',
      search: 'CC26 0001',
      from: '2026-11-01T00:00:00.000-06:00',
      to: '2026-11-30T23:59:59.999-06:00',
    });
  });

  it('calls every order route of the contract', async () => {
    await api.order('CC26000001');
    expect(last()).toMatchObject({ method: 'GET', url: '/v1/user/order/CC26000001' });
    expect(await api.saveEntryNum('CC26000001', { entryNum: 'E-1' })).toEqual({ order: { movementId: 'CC26000001' }, message: 'done' });
    expect(last()).toMatchObject({ method: 'PUT', url: '/v1/user/order/entryNum/CC26000001', body: '{"entryNum":"E-1"}' });
    await api.rate('CC26000001', { rating: 5, review: 'Great' });
    expect(last()).toMatchObject({ method: 'POST', url: '/v1/user/rating/CC26000001', body: '{"rating":5,"review":"Great"}' });
    await api.cancel('CC26000001');
    expect(last()).toMatchObject({ method: 'POST', url: '/v1/common/cancel/movement/user/CC26000001' });
    await api.operatorLocation('CC26000001');
    expect(last()).toMatchObject({ method: 'GET', url: '/v1/common/locat/operator/CC26000001' });
    await api.documents('CC26000001');
    expect(last()).toMatchObject({ method: 'POST', url: '/v1/common/qr&proof/doc/user/CC26000001' });
  });

  it('links the receipt download under the API base URL', () => {
    expect(receiptUrl('CC26000001')).toBe('/v1/user/order/CC26000001/receipt');
    expect(receiptUrl('CC26000001', 'https://api.example.com/')).toBe('https://api.example.com/v1/user/order/CC26000001/receipt');
  });

  it('uploads a document as multipart `file` + `type` to the path with its literal &', async () => {
    const file = new File(['%PDF-1.4 invoice'], 'invoice.pdf', { type: 'application/pdf' });
    expect(await api.uploadDocument('CC26000001', file, 'qr')).toEqual({ documents: { movementId: 'CC26000001' }, message: 'done' });
    const hit = last();
    expect(hit).toMatchObject({ method: 'POST', url: '/v1/common/qr&proof&doc/CC26000001' });
    expect(hit.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(hit.body).toContain('name="file"; filename="invoice.pdf"');
    expect(hit.body).toContain('%PDF-1.4 invoice');
    expect(hit.body).toMatch(/name="type"\r\n\r\nqr\r\n/);
  });

  ruleIt('[val.upload-size] refuses a file of 2MB or more before sending a byte', async () => {
    const count = hits.length;
    const big = new File([new Uint8Array(2 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' });
    const error = await api.uploadDocument('CC26000001', big, 'doc').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'File size must be less than 2MB.', fieldErrors: { file: 'File size must be less than 2MB.' } });
    expect(hits.length).toBe(count);
  });

  it('an id is one path segment, whatever it holds', async () => {
    await api.order('CC1/../x');
    expect(last().url).toBe('/v1/user/order/CC1%2F..%2Fx');
  });
});
