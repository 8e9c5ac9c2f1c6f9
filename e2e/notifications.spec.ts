import { expect, test, type Page } from '@playwright/test';
import { createSignedInCustomer } from './support/admin';
import { createPaidOrder } from './support/orders';

// The bell against the real server: an order event creates a notification and the server pushes
// NEW_NOTIFICATION over its event stream; the bell refetches without a reload.

/** Opens a signed-in page and waits until the push stream is connected (so no push can be missed). */
async function openWithPushStream(page: Page, path: string) {
  const stream = page.waitForResponse((r) => r.url().includes('/v1/user/notification/events') && r.status() === 200);
  await page.goto(path);
  await stream;
}

test.describe('notifications', () => {
  test('a new order rings the bell without a reload; its item opens the order', async ({ page, context, baseURL, request }) => {
    const customer = await createSignedInCustomer(context, baseURL!, { label: 'bell' });
    await openWithPushStream(page, '/dashboard');

    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName('Notifications');
    await bell.click();
    await expect(page.getByRole('menu').getByText('No new notifications')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    let loads = 0;
    page.on('load', () => loads++);
    const movementId = await createPaidOrder(request, customer);

    // spec push.refetch, header.bell-badge: the count rises on the page as it is.
    await expect(bell).toHaveAccessibleName(/^Notifications \([1-9]\d*\)$/);
    await expect(page.getByTestId('notification-badge')).toBeVisible();
    expect(loads).toBe(0);

    await bell.click();
    const item = page.getByRole('menuitem').filter({ hasText: movementId }).first();
    await expect(item).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'View all' })).toHaveAttribute('href', '/settings/notifications');
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/my-orders/service/${movementId}$`));
    await expect(page.getByRole('menu')).toBeHidden();
  });

  test('the full list shows new notifications live and opens an order @phone', async ({ page, context, baseURL, request }) => {
    const customer = await createSignedInCustomer(context, baseURL!, { label: 'bell-list' });
    const movementId = await createPaidOrder(request, customer);
    await openWithPushStream(page, '/dashboard');

    const bell = page.getByRole('button', { name: /^Notifications \(\d+\)$/ });
    await bell.click();
    await page.getByRole('menuitem', { name: 'View all' }).click();
    await expect(page).toHaveURL(/\/settings\/notifications$/);

    const list = page.getByRole('list', { name: 'Notifications' });
    await expect(list.getByRole('link').filter({ hasText: movementId }).first()).toBeVisible();

    // A push while the list is open shows there too.
    const second = await createPaidOrder(request, customer);
    await expect(list.getByRole('link').filter({ hasText: second }).first()).toBeVisible();
    await list.getByRole('link').filter({ hasText: movementId }).first().click();
    await expect(page).toHaveURL(new RegExp(`/my-orders/service/${movementId}$`));
  });
});
