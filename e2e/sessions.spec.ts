import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { advanceOrder, createSignedInCustomer } from './support/admin';
import { createPaidOrder } from './support/orders';

// Sessions across tabs against the real server: two tabs of one browser share one session.

/** Opens a signed-in page and waits until its push stream is connected. */
async function openWithPushStream(page: Page, path: string): Promise<void> {
  const stream = page.waitForResponse((r) => r.url().includes('/v1/user/notification/events') && r.status() === 200);
  await page.goto(path);
  await stream;
}

/** The token cookie swapped for the same claims, correctly signed, expired a minute ago (what a tab holds after 15 idle minutes). */
async function expireAccessToken(context: BrowserContext, baseURL: string): Promise<void> {
  const token = (await context.cookies(baseURL)).find((c) => c.name === 'token')!.value;
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify({ ...claims, iat: now - 16 * 60, exp: now - 60 })).toString('base64url');
  const secret = readFileSync(join(process.env.E2E_DATA_DIR!, 'jwt-secret'), 'utf8').trim();
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  await context.addCookies([{ name: 'token', value: `${header}.${payload}.${signature}`, url: baseURL }]);
}

test.describe('two tabs, one session', () => {
  test('[call.refresh] with an expired access token, a push makes both tabs refetch and neither is signed out', async ({ context, baseURL, request }) => {
    test.slow(); // two tabs, the token expiry and a push
    const customer = await createSignedInCustomer(context, baseURL!, { label: 'two-tabs' });
    const movementId = await createPaidOrder(request, customer);
    const tabs = [await context.newPage(), await context.newPage()];
    for (const tab of tabs) await openWithPushStream(tab, '/dashboard');
    const bells = tabs.map((tab) => tab.getByRole('button', { name: /^Notifications/ }));
    const before = await bells[0]!.getAttribute('aria-label');

    await expireAccessToken(context, baseURL!);
    // Refreshes reach the server half a second late (a slow network), so the tabs' refreshes
    // overlap every time rather than now and then. The server still answers each one.
    await context.route('**/v1/user/auth/token', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    const refreshes: number[] = [];
    for (const tab of tabs) tab.on('response', (r) => void (r.url().endsWith('/v1/user/auth/token') && refreshes.push(r.status())));
    advanceOrder(movementId);

    // Both tabs show the new notification: each refetch got through, with a refreshed token.
    for (const bell of bells) await expect(bell).not.toHaveAccessibleName(before ?? '');
    for (const bell of bells) await expect(bell).toHaveAccessibleName(/^Notifications \([1-9]\d*\)$/);
    expect(refreshes.length).toBeGreaterThan(0);
    expect(refreshes.every((status) => status === 200)).toBe(true);
    for (const tab of tabs) await expect(tab).toHaveURL(/\/dashboard$/);
    // Still signed in on a fresh load, in both tabs.
    for (const tab of tabs) {
      await tab.reload();
      await expect(tab).toHaveURL(/\/dashboard$/);
      await expect(tab.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    }
  });

  test('signing out in one tab closes the event streams of the session at once', async ({ context, baseURL }) => {
    await createSignedInCustomer(context, baseURL!, { label: 'stream-logout' });
    const [leaving, other] = [await context.newPage(), await context.newPage()];
    await openWithPushStream(leaving, '/dashboard');
    const streamOfOther = other.waitForResponse((r) => r.url().includes('/v1/user/notification/events') && r.status() === 200);
    await other.goto('/dashboard');
    const stream = (await streamOfOther).request();
    // The other tab's stream ends long before the server's 25 s ping would have noticed.
    // (Chromium reports a stream the server ends as failed, net::ERR_ABORTED.)
    const ended = Promise.race([
      other.waitForEvent('requestfinished', { predicate: (r) => r === stream, timeout: 40_000 }),
      other.waitForEvent('requestfailed', { predicate: (r) => r === stream, timeout: 40_000 }),
    ]);

    await leaving.getByRole('button', { name: 'Open profile menu' }).click();
    await leaving.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(leaving).toHaveURL(/\/login/);
    const started = Date.now();
    await ended;
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
