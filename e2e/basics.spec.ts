import { expect, test, type Page } from '@playwright/test';
import { createCustomer, createSignedInCustomer } from './support/admin';
import { createPaidOrder } from './support/orders';

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

test('the address book lists pickup and drop addresses, edits one and deletes one after a confirmation; the order keeps its copy', async ({ page, request, context, baseURL }) => {
  const customer = await createSignedInCustomer(context, baseURL!, { label: 'addresses' });
  const movementId = await createPaidOrder(request, customer, { paid: false });

  await page.goto('/settings/notifications');
  await page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Address book' }).click();
  await expect(page).toHaveURL(/\/settings\/addresses$/);
  const pickups = page.getByRole('region', { name: 'Pickup addresses' });
  const drops = page.getByRole('region', { name: 'Drop addresses' });
  await expect(pickups.getByRole('article', { name: 'Planta Apodaca' })).toBeVisible();
  await expect(drops.getByRole('article', { name: 'Dallas DC 4' })).toBeVisible();

  // Edit: the address form's rules, then the new details in the list.
  await page.getByRole('button', { name: 'Edit Planta Apodaca' }).click();
  const form = page.getByRole('form', { name: 'Edit address' });
  await form.getByLabel('Building name').fill('');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('building-name is required')).toBeVisible();
  await form.getByLabel('Building name').fill('Planta Apodaca Norte');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(pickups.getByRole('article', { name: 'Planta Apodaca Norte' })).toBeVisible();

  // Delete: asked first; Cancel keeps it, Delete removes it.
  await page.getByRole('button', { name: 'Delete Dallas DC 4' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(drops.getByRole('article', { name: 'Dallas DC 4' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Dallas DC 4' }).click();
  await dialog.getByRole('button', { name: 'Delete address' }).click();
  await expect(drops.getByRole('article', { name: 'Dallas DC 4' })).toHaveCount(0);
  await expect(drops.getByText('No drop addresses yet.')).toBeVisible();

  await page.reload();
  await expect(pickups.getByRole('article', { name: 'Planta Apodaca Norte' })).toBeVisible();
  await expect(drops.getByRole('article')).toHaveCount(0);

  // The order placed with them still shows the addresses as booked.
  await page.goto(`/my-orders/service/${movementId}`);
  await expect(page.getByText('Dallas DC 4').first()).toBeVisible();
  await expect(page.getByText('Planta Apodaca', { exact: true }).first()).toBeVisible();
});

test('@phone change password and the address book are in the settings list', async ({ page, context, baseURL }) => {
  await createSignedInCustomer(context, baseURL!, { label: 'phone-basics' });
  await page.goto('/settings/notifications');
  const nav = page.getByRole('navigation', { name: 'Settings' });
  await nav.getByRole('link', { name: 'Address book' }).click();
  await expect(page.getByRole('heading', { name: 'Address book', level: 1 })).toBeVisible();
  await expect(page.getByText('No pickup addresses yet.')).toBeVisible();
  await nav.getByRole('link', { name: 'Change password' }).click();
  await expect(page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription('Password must be at least 8 characters');
});
