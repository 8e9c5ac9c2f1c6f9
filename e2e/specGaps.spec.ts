import { expect, test } from '@playwright/test';
import { createCustomer } from './support/admin';

// Spec §3 and §9 details a customer never sees but the browser holds: cookies and prefetching.

test('[const.locale-cookie] the locale cookie says English for 365 days', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const locale = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
  expect(locale?.value).toBe('en');
  const days = (locale!.expires * 1000 - Date.now()) / (24 * 60 * 60 * 1000);
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);
});

test('[const.prefetch-timeout] an idle landing page fetches the sign-in page chunk before it is opened', async ({ page }) => {
  const prefetched = page.waitForRequest(/\/assets\/LoginPage-[^/]+\.js$/, { timeout: 10_000 });
  await page.goto('/');
  await prefetched;
  await expect(page).toHaveURL(/\/$/);
});

test('[login.cookies] signing in keeps token, refreshToken and the service cookie', async ({ page, context, request }) => {
  const customer = await createCustomer(request, { label: 'cookies' });
  await page.goto('/login');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const names = (await context.cookies()).map((c) => c.name);
  expect(names).toEqual(expect.arrayContaining(['token', 'refreshToken', 'service']));
});
