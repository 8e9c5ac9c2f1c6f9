import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp.ts';

// The server answers a path with the HTML prerendered for its route (scripts/prerender.ts).
const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';
const landingHtml = '<!doctype html><html><body><div id="root" data-prerendered="guest"><h1>Landing</h1></div></body></html>';
const frameHtml = '<!doctype html><html><body><div id="root" data-prerendered="checking"><p>frame</p></div></body></html>';
const html = { Accept: 'text/html' };

describe('prerendered pages', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cargo-prerendered-'));
    await mkdir(path.join(dir, '.vite', 'prerendered'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), indexHtml);
    await writeFile(path.join(dir, '.vite', 'prerendered', 'index.html'), landingHtml);
    await writeFile(path.join(dir, '.vite', 'prerendered', 'shell-dashboard.html'), frameHtml);
    await writeFile(
      path.join(dir, '.vite', 'prerendered.json'),
      JSON.stringify({
        '/': '.vite/prerendered/index.html',
        '/my-orders/service/:id': '.vite/prerendered/shell-dashboard.html',
        // A listed file that is missing, and one outside the build: both ignored.
        '/login': '.vite/prerendered/login.html',
        '/about-us': '../outside.html',
      }),
    );
    t = await createTestApp({ staticDir: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('answers a prerendered route with its page, by route pattern', async () => {
    const landing = await t.app.request('/', { headers: html });
    expect(landing.status).toBe(200);
    expect(landing.headers.get('cache-control')).toBe('no-cache');
    expect(await landing.text()).toBe(landingHtml);
    const order = await t.app.request('/my-orders/service/CC25000001', { headers: html });
    expect(order.status).toBe(200);
    expect(await order.text()).toBe(frameHtml);
  });

  it('falls back to index.html for routes without one, missing files and paths outside the build', async () => {
    for (const route of ['/contact-us', '/login', '/about-us']) {
      const res = await t.app.request(route, { headers: html });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(indexHtml);
    }
  });

  it('never serves a prerendered page for an unknown path, nor as a file of its own', async () => {
    const unknown = await t.app.request('/nope', { headers: html });
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe(indexHtml);
    const direct = await t.app.request('/.vite/prerendered/index.html', { headers: html });
    expect(await direct.text()).not.toBe(landingHtml);
  });
});
