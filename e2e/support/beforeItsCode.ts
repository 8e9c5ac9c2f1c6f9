import { expect, type Page } from '@playwright/test';

// A prerendered page before its code has come: the CPU slowed 4× (Lighthouse's mobile preset) and
// the scripts held until released, so what a test does meanwhile happens before hydration on every run.

/** Opens `path` with its scripts held; returns the function that lets them through. */
export async function openBeforeItsCode(page: Page, path: string): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.locator('#root[data-prerendered="guest"] form')).toBeAttached();
  return release;
}

/** The page's code has run: React has hydrated it (a hydrated root carries React's container key). */
export async function hydrated(page: Page) {
  await expect
    .poll(() => page.locator('#root').evaluate((root) => Object.keys(root).some((key) => key.startsWith('__reactContainer'))))
    .toBe(true);
  await page.waitForLoadState('networkidle');
}
