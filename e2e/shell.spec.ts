import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { routes } from '../src/schemas/routeTable';
import { signInOnce } from './support/admin';
import { ownedByReact } from './support/ownedByReact';

test('[layout.landing] landing renders its public nav, both account buttons and the footer', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Cross-border freight, booked in minutes.' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const label of ['My Orders', 'Service', 'About us', 'Contact us']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Free Carrier Account' })).toHaveAttribute('href', /^https:\/\//);
  await expect(header.getByRole('link', { name: 'Free User Account' })).toHaveAttribute('href', '/register');
  await expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await expect(header.getByRole('link', { name: 'Cargo Connects home' })).toHaveAttribute('href', '/');
  // spec: footer.links
  const footer = page.getByRole('contentinfo');
  for (const label of ['About us', 'Our offerings', 'Newsroom', 'Blog', 'Careers']) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expect(footer.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
});

test('[layout.landing] the public nav navigates without a full reload', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await expect(page).toHaveTitle('About us · Cargo Connects');
});

test('[route.unknown-404] an unknown URL answers 404 and shows the error page with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/page?x=1');
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId('error-message')).toHaveText('This page could not be found');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cross-border freight, booked in minutes.' })).toBeVisible();
});

test('[route.unknown-404] a client-side navigation to an unknown path shows the same error page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    history.pushState(null, '', '/definitely-not-here');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('error-message')).toHaveText('This page could not be found');
});

// That every route of spec §2 answers 200 needs no browser: tests/server/specRoutes.server.test.ts.

test('[route.public] every public page renders its title for a guest', async ({ page }) => {
  // The code and new-password steps only make sense inside a recovery: opened cold, they send to its start.
  const recoveryStart = routes.find((x) => x.pattern === '/password-recovery')!;
  for (const r of routes.filter((x) => x.access !== 'signedIn')) {
    await page.goto(r.pattern);
    const shown = ['/otp-sent', '/create-password'].includes(r.pattern) ? recoveryStart : r;
    await expect(page).toHaveURL(new RegExp(`${shown.pattern}$`));
    await expect(page.getByRole('heading', { level: 1 }).first(), r.pattern).toBeVisible();
    await expect(page).toHaveTitle(`${shown.title} · Cargo Connects`);
  }
});

test('[guard.no-token] a guest opening a signed-in page lands on /login with the original path', async ({ page }) => {
  await page.goto('/my-orders?tab=Completed');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmy-orders%3Ftab%3DCompleted$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('[layout.dashboard] [layout.settings] signed-in layouts render for a signed-in customer', async ({ page, context, baseURL }) => {
  await signInOnce(context, baseURL!);
  await page.goto('/my-orders');
  await expect(page.locator('[data-layout="dashboard"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New Service' })).toHaveAttribute('href', '/additional-details'); // header.new-service
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // header.profile-menu: opens, lists its three entries, closes on an outside click.
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  for (const item of ['Profile', 'Settings', 'Logout']) await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  await page.mouse.click(10, 400);
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeHidden();

  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/my-orders');

  await page.goto('/settings/notifications');
  const list = page.getByRole('navigation', { name: 'Settings' }).getByRole('link');
  await expect(list.first()).toHaveText('Notifications');
  await expect(list.last()).toHaveText('Logout');
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chat with us' })).toBeVisible();
});

test('[guard.guest-only] a user with a token who opens /login is sent back to where they were', async ({ page, context, baseURL }) => {
  await signInOnce(context, baseURL!);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Demo/ })).toBeVisible();
  await page.evaluate(() => {
    history.pushState(null, '', '/login');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('[const.min-delay] a slow route load shows the progress indicator, a fast one does not', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route(/\/assets\/ContactUsPage-[^/]+\.js$/, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await ownedByReact(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByTestId('route-progress')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByTestId('route-progress')).toHaveCount(0);
  // Already loaded chunk: no indicator at all.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(page.getByTestId('route-progress')).toHaveCount(0);
});

test('[err.chunk-reload] a failed chunk load reloads the page once, then not again within 60 s', async ({ page }) => {
  let loads = 0;
  page.on('load', () => loads++);
  await page.route(/\/assets\/AboutUsPage-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A click on the prerendered link before React owns it is the browser's own navigation: one more load.
  await ownedByReact(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }));
  const before = loads;
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).click();
  await expect.poll(() => loads).toBe(before + 1); // the forced reload
  await expect(page.getByTestId('error-message')).toBeVisible(); // still failing after reload: no loop
  await page.waitForTimeout(1500);
  expect(loads).toBe(before + 1);
});

for (const tag of ['', '@phone ']) {
  test(`${tag}[err.chunk-reload] with the server down, a page not loaded yet fails in the app with Try again, not the browser's error`, async ({ page }) => {
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const before = loads;
    // The landing itself up (React owns its prerendered links once it has hydrated them; before, a
    // click is the browser's own navigation): only then does the server go down, so what fails is
    // the next page's code.
    // On a phone the menu opens first (its own chunk), then the server goes down.
    if (tag) {
      await ownedByReact(page.getByRole('button', { name: 'Open menu' }));
      await page.getByRole('button', { name: 'Open menu' }).click();
    }
    const nav = tag ? page.getByRole('dialog') : page.getByRole('navigation', { name: 'Main' });
    // The menu is open (its chunk loaded) before the server goes down: on a loaded machine it can take a while.
    await expect(nav.getByRole('link', { name: 'About us' })).toBeVisible();
    await ownedByReact(nav.getByRole('link', { name: 'About us' }));
    await page.route('**/*', (route) => route.abort('connectionrefused'));
    await nav.getByRole('link', { name: 'About us' }).click();
    await expect(page.getByRole('alert').getByRole('heading', { name: 'This page did not load' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible(); // the app stays
    await page.waitForTimeout(1000);
    expect(loads).toBe(before); // no reload into the browser's error page
    await page.unroute('**/*');
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  });
}

for (const tag of ['', '@phone ']) {
  test(`${tag}a cold load with a slow API shows the layout with grey shapes while the session is checked`, async ({ page, context, baseURL }) => {
    await signInOnce(context, baseURL!);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v1/user/profile', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/my-orders', { waitUntil: 'commit' });
    await expect(page.getByTestId('page-skeleton')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cargo Connects home' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  });
}

test('@phone the landing page works on a phone: the menu opens and navigates', async ({ page }) => {
  await page.goto('/');
  await ownedByReact(page.getByRole('button', { name: 'Open menu' }));
  await page.getByRole('button', { name: 'Open menu' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('link', { name: 'Free User Account' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
});

// Every page of the route table is judged by axe in e2e/accessibility.spec.ts; the 404 page is not one of them.
for (const path of ['/no-such-page']) {
  test(`[a11y] axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
