import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_FEATURES_FILE } from '../../scripts/builtFeatures.ts';
import { routes } from '../../src/schemas/routeTable.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// Every route of spec §2 is a page the server answers: no browser needed to ask it. The build is
// the browser suite's, with the optional statechart viewer (VITE_STATECHARTS).
const indexHtml = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
const concrete = (pattern: string) => pattern.replace(/:[^/]+/g, 'CC26000001');

describe('the routes of spec §2', () => {
  let t: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cargo-spec-routes-'));
    await mkdir(path.join(dir, '.vite'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), indexHtml);
    await writeFile(path.join(dir, '.vite', 'manifest.json'), '{}');
    await writeFile(path.join(dir, BUILT_FEATURES_FILE), JSON.stringify({ statecharts: true }));
    t = await createTestApp({ staticDir: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('[route.public] [route.signed-in] every route answers 200 with the app page', async () => {
    expect(routes.length).toBeGreaterThan(20);
    for (const r of routes) {
      const response = await t.app.request(concrete(r.pattern), { headers: { accept: 'text/html' } });
      expect(response.status, r.pattern).toBe(200);
      expect(await response.text(), r.pattern).toContain('<div id="root"');
    }
  });
});
