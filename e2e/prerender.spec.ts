import { expect, test, type ConsoleMessage } from '@playwright/test';

// Issue 15.1: public pages paint before JavaScript (scripts/prerender.ts) and hydrate without a mismatch.

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing and sign-in pages are there in the HTML, styled', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Cross-border freight, booked in minutes · Cargo Connects');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    // Mantine's styles are applied: the header's primary button has the brand colour, not a browser default.
    const background = await page.getByRole('link', { name: 'Free User Account' }).first().evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toBe('rgb(0, 65, 180)');

    await page.goto('/login');
    await expect(page).toHaveTitle('Sign in · Cargo Connects');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('a signed-in page is its frame with grey shapes, not a blank page', async ({ page }) => {
    await page.goto('/my-orders');
    await expect(page.getByTestId('page-skeleton')).toBeVisible();
  });

  test('an unknown path is still a 404 with the plain app page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    expect(await page.locator('#root').getAttribute('data-prerendered')).toBeNull();
  });
});

test.describe('with JavaScript', () => {
  const problems = (messages: ConsoleMessage[]) =>
    messages.filter((m) => m.type() === 'error' || (m.type() === 'warning' && /hydrat|did not match|server rendered/i.test(m.text()))).map((m) => m.text());

  for (const path of ['/', '/login', '/register', '/about-us', '/contact-us']) {
    test(`${path} hydrates the prerendered HTML without a mismatch and stays usable`, async ({ page }) => {
      const messages: ConsoleMessage[] = [];
      page.on('console', (m) => messages.push(m));
      await page.goto(path);
      expect(await page.locator('#root').getAttribute('data-prerendered')).toBe('guest');
      // Hydrated: a client-side link works without a page load.
      await page.waitForLoadState('networkidle');
      const navigated = page.waitForURL('**/about-us');
      await page.getByRole('link', { name: 'About us' }).first().click();
      await navigated;
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(problems(messages)).toEqual([]);
    });
  }

  test('typing into the prerendered sign-in form reaches the app', async ({ page }) => {
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The schema's message: the form is the app's, not inert HTML.
    await expect(page.getByText('Email is required').first()).toBeVisible();
  });
});
