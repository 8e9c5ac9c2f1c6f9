// Screenshots of pages at desktop and phone widths, for looking at what you build:
//   node scripts/screenshots.mjs http://localhost:3000 / /login     (FULL=1 full page, TOKEN=1 with a token cookie)
// Writes reports/screenshots/<width>_<path>.png.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
const [,, base, ...paths] = process.argv;
mkdirSync('reports/screenshots', { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage','--disable-background-networking','--no-first-run','--disable-quic'] });
for (const [name, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', { width: 390, height: 844 }]]) {
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  if (process.env.TOKEN) await ctx.addCookies([{ name: 'token', value: 'x', url: base }]);
  const page = await ctx.newPage();
  for (const p of paths) {
    await page.goto(base + p); await page.waitForTimeout(700);
    const file = `reports/screenshots/${name}${p.replace(/\//g, '_') || '_root'}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(file);
  }
  await ctx.close();
}
await browser.close();
