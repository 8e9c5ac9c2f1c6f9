import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { admin, advanceOrder, createCustomer, createSignedInCustomer, signInByApi } from './support/admin';
import { createPaidOrder } from './support/orders';

// Issue 17.2 against the real server: read state on the bell and the list, preferences that stay
// saved, and the unsubscribe link of a notification email read from the dev outbox.

async function openWithPushStream(page: Page, path: string) {
  const stream = page.waitForResponse((r) => r.url().includes('/v1/user/notification/events') && r.status() === 200);
  await page.goto(path);
  await stream;
}

async function expectAxeClean(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The newest unsubscribe link mailed to `email`, as a path of this server. */
function unsubscribePath(email: string): string {
  const out = admin('outbox', '--to', email, '--limit', '5');
  const token = /\/unsubscribe\/([\w-]{20,})/.exec(out)?.[1];
  if (!token) throw new Error(`no unsubscribe link in the outbox for ${email}:\n${out}`);
  return `/unsubscribe/${token}`;
}

test.describe('notifications read and chosen', () => {
  test('the bell counts unread: opening an item lowers it, Mark all as read clears it', async ({ page, context, baseURL, request }) => {
    // Two carrier steps through the operator CLI: each starts a process.
    test.setTimeout(120_000);
    const customer = await createSignedInCustomer(context, baseURL!, { label: 'unread' });
    const movementId = await createPaidOrder(request, customer);
    advanceOrder(movementId, 'Pending');
    await openWithPushStream(page, '/dashboard');

    const bell = page.getByRole('button', { name: /^Notifications/ });
    // Paid, then carrier assigned: two unread.
    await expect(bell).toHaveAccessibleName('Notifications (2)');
    await bell.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('2 unread')).toBeVisible();
    const items = menu.getByRole('menuitem').filter({ hasText: movementId });
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Unread');
    await items.first().click();
    await expect(page).toHaveURL(new RegExp(`/my-orders/service/${movementId}$`));
    await expect(bell).toHaveAccessibleName('Notifications (1)');

    await bell.click();
    await expect(menu.getByRole('menuitem').filter({ hasText: movementId }).first()).not.toContainText('Unread');
    await menu.getByRole('menuitem', { name: 'Mark all as read' }).click();
    await expect(bell).toHaveAccessibleName('Notifications');
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Mark all as read' })).toHaveCount(0);

    // A new event is unread again, pushed live.
    advanceOrder(movementId, 'InProgress');
    await expect(bell).toHaveAccessibleName('Notifications (2)');
  });

  test('the full list shows unread rows in words and weight; opening one and Mark all as read @phone', async ({ page, context, baseURL, request }) => {
    const customer = await createSignedInCustomer(context, baseURL!, { label: 'unread-list' });
    const first = await createPaidOrder(request, customer);
    const second = await createPaidOrder(request, customer);
    await openWithPushStream(page, '/settings/notifications');

    const list = page.getByRole('list', { name: 'Notifications' });
    await expect(list.getByRole('link')).toHaveCount(2);
    await expect(page.getByText('2 unread')).toBeVisible();
    await expect(list.getByTestId('unread-dot')).toHaveCount(2);
    await expectAxeClean(page, '/settings/notifications with unread rows');

    await list.getByRole('link').filter({ hasText: first }).click();
    await expect(page).toHaveURL(new RegExp(`/my-orders/service/${first}$`));
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications (1)');
    await page.goBack();
    await expect(page.getByText('1 unread')).toBeVisible();
    await expect(list.getByRole('link').filter({ hasText: first })).not.toHaveAccessibleName(/^Unread/);
    await expect(list.getByRole('link').filter({ hasText: second })).toHaveAccessibleName(/^Unread/);

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.getByText('All caught up')).toBeVisible();
    await expect(list.getByTestId('unread-dot')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveAccessibleName('Notifications');
    await page.reload();
    await expect(page.getByText('All caught up')).toBeVisible();
  });

  for (const tag of ['', '@phone ']) {
    test(`${tag}preferences saved survive a reload`, async ({ page, context, baseURL }) => {
      await createSignedInCustomer(context, baseURL!, { label: 'prefs' });
      await page.goto('/settings/notifications');
      await page.getByRole('link', { name: 'Preferences', exact: true }).click();
      await expect(page).toHaveURL(/\/settings\/notification-preferences$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Notification preferences' })).toBeVisible();

      const inTransitEmail = page.getByRole('switch', { name: 'In transit: Email' });
      const paymentPush = page.getByRole('switch', { name: 'Payment: Browser push' });
      // The defaults: in transit is not emailed; everything is pushed.
      await expect(inTransitEmail).not.toBeChecked();
      await expect(paymentPush).toBeChecked();
      await expectAxeClean(page, '/settings/notification-preferences');
      await inTransitEmail.click({ force: true });
      await paymentPush.click({ force: true });
      await expect(page.getByText('You have changes that are not saved yet.')).toBeVisible();
      await page.getByRole('button', { name: 'Save preferences' }).click();
      await expect(page.getByText('Everything is saved.')).toBeVisible();

      await page.reload();
      await expect(page.getByRole('switch', { name: 'In transit: Email' })).toBeChecked();
      await expect(page.getByRole('switch', { name: 'Payment: Browser push' })).not.toBeChecked();
      await expect(page.getByRole('switch', { name: 'Delivered: In app' })).toBeChecked();
    });
  }

  test('the unsubscribe link of a notification email turns that email off without signing in; a replay says so', async ({ page, context, baseURL, request }) => {
    const customer = await createCustomer(request, { label: 'unsub' });
    await createPaidOrder(request, customer);
    const path = unsubscribePath(customer.email);

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    await expect(page.getByTestId('unsubscribe-result')).toHaveText('Done: you will no longer get these emails.');
    await expect(page.getByText('“Payment” emails are off for your company.', { exact: false })).toBeVisible();
    await expectAxeClean(page, '/unsubscribe done');

    await page.reload();
    await expect(page.getByTestId('unsubscribe-result')).toHaveText('These emails were already off: nothing else to do.');

    await signInByApi(context, baseURL!, customer);
    await page.goto('/settings/notification-preferences');
    await expect(page.getByRole('switch', { name: 'Payment: Email' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Delivered: Email' })).toBeChecked();
  });

  test('a forged unsubscribe link says so clearly @phone', async ({ page }) => {
    await page.goto(`/unsubscribe/${'x'.repeat(43)}`);
    await expect(page.getByRole('alert')).toHaveText(
      'This unsubscribe link is not valid. Check that you opened the whole link, or turn emails off in your notification preferences.',
    );
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expectAxeClean(page, '/unsubscribe forged');
  });
});
