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

// The page a visitor gets is in their language (docs/i18n.md): the i18n_redirected cookie when it
// names a language we speak, else Accept-Language, else English; anything else is English.
describe('prerendered pages in the visitor language', () => {
  const page = (lang: string, words: string) => `<!doctype html><html lang="${lang}" data-mantine-color-scheme="light"><body><div id="root" data-prerendered="guest"><h1>${words}</h1></div></body></html>`;
  const englishLanding = page('en', 'Cross-border freight, booked in minutes.');
  const spanishLanding = page('es', 'Carga transfronteriza, reservada en minutos.');
  const spa = '<!doctype html>\n<html lang="en" data-mantine-color-scheme="light"><body><div id="root"></div></body></html>';
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cargo-prerendered-locale-'));
    await mkdir(path.join(dir, '.vite', 'prerendered', 'en'), { recursive: true });
    await mkdir(path.join(dir, '.vite', 'prerendered', 'es'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), spa);
    await writeFile(path.join(dir, '.vite', 'prerendered', 'en', 'index.html'), englishLanding);
    await writeFile(path.join(dir, '.vite', 'prerendered', 'es', 'index.html'), spanishLanding);
    await writeFile(path.join(dir, '.vite', 'prerendered.json'), JSON.stringify({ '/': { en: '.vite/prerendered/en/index.html', es: '.vite/prerendered/es/index.html' } }));
    t = await createTestApp({ staticDir: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (route: string, headers: Record<string, string> = {}) => t.app.request(route, { headers: { ...html, ...headers } });
  const decodedOrRaw = (text: string): string => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };

  it('gives a visitor with no choice and no browser language the English page', async () => {
    const res = await get('/');
    expect(await res.text()).toBe(englishLanding);
    expect(res.headers.get('content-language')).toBe('en');
  });

  it("follows the browser's Accept-Language: es-MX reads Spanish, by quality and order", async () => {
    expect(await (await get('/', { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.8' })).text()).toBe(spanishLanding);
    expect(await (await get('/', { 'Accept-Language': 'fr-FR, es;q=0.5, en;q=0.4' })).text()).toBe(spanishLanding);
    expect(await (await get('/', { 'Accept-Language': 'en-US,en;q=0.9,es;q=0.8' })).text()).toBe(englishLanding);
    const spanish = await get('/', { 'Accept-Language': 'es-MX' });
    expect(spanish.headers.get('content-language')).toBe('es');
  });

  it('a choice in the i18n_redirected cookie wins over the browser', async () => {
    expect(await (await get('/', { Cookie: 'i18n_redirected=es', 'Accept-Language': 'en-US' })).text()).toBe(spanishLanding);
    expect(await (await get('/', { Cookie: 'token=abc; i18n_redirected=en', 'Accept-Language': 'es-MX' })).text()).toBe(englishLanding);
  });

  it('says the page varies by cookie and language, so no cache hands one visitor another language', async () => {
    for (const headers of [{}, { 'Accept-Language': 'es-MX' }, { Cookie: 'i18n_redirected=es' }] as Record<string, string>[]) {
      const vary = (await get('/', headers)).headers.get('vary') ?? '';
      expect(vary.split(/,\s*/)).toEqual(expect.arrayContaining(['Cookie', 'Accept-Language']));
    }
    const spaVary = (await get('/login', { 'Accept-Language': 'es-MX' })).headers.get('vary') ?? '';
    expect(spaVary.split(/,\s*/)).toEqual(expect.arrayContaining(['Cookie', 'Accept-Language']));
  });

  it.each([
    ['a language we do not speak', 'i18n_redirected=fr'],
    ['another case', 'i18n_redirected=ES'],
    ['markup', 'i18n_redirected=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['a header split', 'i18n_redirected=es%0D%0ASet-Cookie%3A%20x%3D1'],
    ['a bad escape', 'i18n_redirected=%E0%A4%A'],
    ['a long value', `i18n_redirected=${'es'.repeat(5000)}`],
  ])('an unknown cookie value (%s) is no choice: English, and the value is not echoed', async (_, cookie) => {
    const res = await get('/', { Cookie: cookie });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toBe(englishLanding);
    expect(res.headers.get('content-language')).toBe('en');
    expect(res.headers.get('set-cookie')).toBeNull();
    const raw = cookie.slice('i18n_redirected='.length);
    for (const value of [raw, decodedOrRaw(raw)]) for (const [, header] of res.headers) expect(header.includes(value) && value.length > 2).toBe(false);
  });

  it.each(['fr-FR', 'xx-YY;q=1, *;q=0.5', 'es;q=0', '<script>alert(1)</script>', `${'x'.repeat(600)},es`, ''])(
    'a browser language we do not speak (%s) is English, and never echoed',
    async (acceptLanguage) => {
      const res = await get('/', { 'Accept-Language': acceptLanguage });
      expect(await res.text()).toBe(englishLanding);
      expect(res.headers.get('content-language')).toBe('en');
    },
  );

  it("sets the plain SPA page's <html lang> the same way (a route without a prerendered page, and the 404)", async () => {
    const spanish = await get('/login', { 'Accept-Language': 'es-MX' });
    expect(spanish.status).toBe(200);
    expect(await spanish.text()).toBe(spa.replace('lang="en"', 'lang="es"'));
    const notFound = await get('/nope', { Cookie: 'i18n_redirected=es' });
    expect(notFound.status).toBe(404);
    expect(await notFound.text()).toContain('<html lang="es" data-mantine-color-scheme="light">');
    expect(await (await get('/login', { Cookie: 'i18n_redirected=<b>' })).text()).toBe(spa);
  });

  it('compresses and tags each language apart', async () => {
    const en = await get('/', { 'Accept-Encoding': 'br' });
    const es = await get('/', { 'Accept-Encoding': 'br', 'Accept-Language': 'es' });
    expect(en.headers.get('etag')).not.toBe(es.headers.get('etag'));
    const spaEn = await get('/login', { 'Accept-Encoding': 'br' });
    const spaEs = await get('/login', { 'Accept-Encoding': 'br', 'Accept-Language': 'es' });
    expect(spaEn.headers.get('etag')).not.toBe(spaEs.headers.get('etag'));
  });
});
