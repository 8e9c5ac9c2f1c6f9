import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp.ts';

// /__statecharts exists only in builds with the offline viewer (VITE_STATECHARTS=1): the build says
// so in .vite/features.json (scripts/builtFeatures.ts); without it the server answers 404.
const html = { Accept: 'text/html' };

async function distWith(features: string | null): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'cargo-features-'));
  await mkdir(path.join(dir, '.vite'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  if (features !== null) await writeFile(path.join(dir, '.vite', 'features.json'), features);
  return dir;
}

describe('/__statecharts follows the build', () => {
  const apps: TestApp[] = [];
  const dirs: string[] = [];
  const appFor = async (features: string | null) => {
    const dir = await distWith(features);
    dirs.push(dir);
    const t = await createTestApp({ staticDir: dir });
    apps.push(t);
    return t;
  };
  let on: TestApp;
  let off: TestApp;
  let unmarked: TestApp;
  beforeAll(async () => {
    on = await appFor('{ "statecharts": true }\n');
    off = await appFor('{ "statecharts": false }\n');
    unmarked = await appFor(null);
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('200 in a build with the viewer', async () => {
    expect((await on.app.request('/__statecharts', { headers: html })).status).toBe(200);
  });

  it('404 in a build without it, and in a build that does not say', async () => {
    expect((await off.app.request('/__statecharts', { headers: html })).status).toBe(404);
    expect((await unmarked.app.request('/__statecharts', { headers: html })).status).toBe(404);
    // other pages are unaffected, and the marker itself is never served
    expect((await off.app.request('/login', { headers: html })).status).toBe(200);
    expect((await on.app.request('/.vite/features.json')).status).toBe(404);
  });
});
