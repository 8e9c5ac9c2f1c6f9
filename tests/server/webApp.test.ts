import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressBuild } from '../../scripts/precompressBuild.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp.ts';

const indexHtml = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const entryJs = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const html = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('web app (static files + route-aware 404)', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cargo-webapp-'));
    await mkdir(path.join(dir, 'assets'));
    await mkdir(path.join(dir, '.vite'));
    await writeFile(path.join(dir, 'index.html'), indexHtml);
    await writeFile(path.join(dir, 'assets', 'index-AbC123.js'), entryJs);
    await writeFile(path.join(dir, 'assets', 'elk-worker.min-Wk123.js'), 'self.onmessage = () => {};');
    await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(path.join(dir, 'firebase-messaging-sw.js'), entryJs);
    await writeFile(path.join(dir, '.vite', 'manifest.json'), '{}');
    t = await createTestApp({ staticDir: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/my-orders/service/CC25000001', '/settings/privacy-policy', '/sub-user/edit-sub-user/abc%20def'])(
    'answers the client route %s with index.html and 200',
    async (route) => {
      const res = await t.app.request(route, { headers: html });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(await res.text()).toBe(indexHtml);
    },
  );

  it.each(['/nope', '/my-orders/service', '/my-orders/service/1/extra', '/index.html'])(
    'answers the unknown page %s with index.html and 404',
    async (route) => {
      const res = await t.app.request(route, { headers: html });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('etag')).toBeNull();
      expect(await res.text()).toBe(indexHtml);
    },
  );

  it('serves a page to a client without an Accept header (curl)', async () => {
    const res = await t.app.request('/dashboard');
    expect(res.status).toBe(200);
  });

  it('keeps unknown API paths as JSON 404 even for browsers', async () => {
    for (const route of ['/v1/nope', '/v1', '/health/nope']) {
      const res = await t.app.request(route, { headers: html });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ statusCode: 404, message: 'Not found' });
    }
  });

  it('serves hashed assets with a year of immutable cache', async () => {
    const res = await t.app.request('/assets/index-AbC123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-length')).toBe(String(entryJs.length));
    expect(await res.text()).toBe(entryJs);
  });

  it('serves other files with revalidation', async () => {
    const res = await t.app.request('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing asset with 404, never HTML', async () => {
    const res = await t.app.request('/assets/gone-123.js', { headers: { Accept: '*/*' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers non-HTML clients on unknown pages with the JSON 404', async () => {
    const res = await t.app.request('/nope', { headers: { Accept: 'application/json' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ statusCode: 404, message: 'Not found' });
  });

  it.each(['/.vite/manifest.json', '/../package.json', '/assets/../index.html', '/%2e%2e/%2e%2e/etc/passwd', '/assets%2Findex-AbC123.js'])(
    'never serves %s as a file',
    async (route) => {
      const res = await t.app.request(route, { headers: { Accept: '*/*' } });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('console.log');
    },
  );

  it('compresses text with brotli or gzip, as the client accepts', async () => {
    const br = await t.app.request('/assets/index-AbC123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(entryJs);

    const gz = await t.app.request('/', { headers: { ...html, 'Accept-Encoding': 'gzip, br;q=0' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(indexHtml);

    const small = await t.app.request('/favicon.svg', { headers: { 'Accept-Encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('sends a hashed script only the headers a script uses; pages and workers keep the document ones', async () => {
    const script = await t.app.request('/assets/index-AbC123.js');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'strict-transport-security', 'referrer-policy', 'cross-origin-opener-policy'])
      expect(script.headers.get(name), name).toBeNull();
    // A worker runs under the CSP of its own response.
    const worker = await t.app.request('/assets/elk-worker.min-Wk123.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-security-policy')).toContain("script-src 'self'");
    const page = await t.app.request('/login', { headers: html });
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    // A missing asset is an error answer, with every header.
    expect((await t.app.request('/assets/gone-123.js')).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a matching If-None-Match with 304 for a file whose name stays (the service worker)', async () => {
    const first = await t.app.request('/firebase-messaging-sw.js');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.request('/firebase-messaging-sw.js', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // Another representation (brotli) has its own tag.
    const br = await t.app.request('/firebase-messaging-sw.js', { headers: { 'If-None-Match': etag!, 'Accept-Encoding': 'br' } });
    expect(br.status).toBe(200);
  });

  it('gives a hashed asset no tag: its name is its version, cached for a year and never revalidated', async () => {
    const res = await t.app.request('/assets/index-AbC123.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('answers HEAD like GET without a body', async () => {
    const res = await t.app.request('/login', { method: 'HEAD', headers: html });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-length')).toBe(String(indexHtml.length));
    expect(await res.text()).toBe('');
  });

  it('leaves other methods on pages to the JSON 404', async () => {
    const res = await t.app.request('/login', { method: 'POST', headers: html });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ statusCode: 404, message: 'Not found' });
  });
});

describe('web app: the build precompressed (issue 15.3)', () => {
  let t: TestApp;
  let dir: string;
  const script = `export const big = ${JSON.stringify('x'.repeat(4000))};\n`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cargo-webapp-pre-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), indexHtml);
    await writeFile(path.join(dir, 'assets', 'app-Pre123.js'), script);
    await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await precompressBuild(dir)).toBe(2); // the script and index.html; the small svg is left alone
    // Marked, so the answer shows it came from the file the build wrote, not from compressing at run time.
    await writeFile(path.join(dir, 'assets', 'app-Pre123.js.br'), brotliCompressSync(Buffer.from(`${script}// from the build\n`)));
    t = await createTestApp({ staticDir: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('writes a .br and a .gz that decode to the file', async () => {
    expect(gunzipSync(await readFile(path.join(dir, 'assets', 'app-Pre123.js.gz'))).toString()).toBe(script);
    expect(brotliDecompressSync(await readFile(path.join(dir, 'index.html.br'))).toString()).toBe(indexHtml);
    await expect(readFile(path.join(dir, 'favicon.svg.br'))).rejects.toThrow();
  });

  it("serves the build's own compressed copy", async () => {
    const br = await t.app.request('/assets/app-Pre123.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(`${script}// from the build\n`);
    const gz = await t.app.request('/assets/app-Pre123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(script);
  });

  it('keeps the copies out of the URL space', async () => {
    for (const copy of ['/assets/app-Pre123.js.br', '/assets/app-Pre123.js.gz']) {
      expect((await t.app.request(copy)).status).toBe(404);
    }
  });
});
