import { expect, test, type Page } from '@playwright/test';
import { createCustomer } from './support/admin';

// Issue 18.7, the basics peers have: change password, address book. Against the real server.

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('change password from the profile: the rule shows as typed, a wrong current one is refused, the new one signs in and the old one no longer does', async ({ page, request }) => {
  const customer = await createCustomer(request, { label: 'password' });
  const NEW = 'Brand-New-Pass-2026';
  // Another device signed in before the change.
  const other = await request.post('/v1/user/auth/logIn', { data: customer });
  const otherToken = ((await other.json()) as { data: { accessToken: string } }).data.accessToken;

  await signIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/edit-profile');
  await page.getByRole('link', { name: 'Change password' }).first().click();
  await expect(page).toHaveURL(/\/settings\/password$/);
  await expect(page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();

  const newPassword = page.getByLabel('New password', { exact: true });
  await expect(newPassword).toHaveAccessibleDescription('Password must be at least 8 characters');
  await page.getByLabel('Current password').fill('not-my-password');
  await newPassword.fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toHaveCount(2);

  await newPassword.fill(NEW);
  await page.getByLabel('Confirm new password').fill(NEW);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct')).toBeVisible();

  await page.getByLabel('Current password').fill(customer.password);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed. Your other devices have been signed out.' })).toBeVisible();
  // This device stays signed in; the other one is signed out.
  await page.goto('/edit-profile');
  await expect(page.getByLabel('Email')).toHaveValue(customer.email);
  expect((await request.get('/v1/user/profile', { headers: { Authorization: `Bearer ${otherToken}` } })).status()).toBe(401);

  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, customer.email, customer.password);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Password', { exact: true }).fill(NEW);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
