import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { advanceOrder, createCustomer, createSignedInCustomer } from './support/admin';
import { createPaidOrder } from './support/orders';

// Issue 17.1 against the real server: the customer shares an order from its page, someone with no
// account follows it live (the operator CLI moves the order as its carrier would), then the
// customer revokes the link and the open page says so.

/** Opens the public page and waits until its event stream is connected (so no change is missed). */
async function openTracking(page: Page, url: string) {
  const stream = page.waitForResponse((r) => r.url().includes('/v1/public/tracking/') && r.url().endsWith('/events') && r.status() === 200);
  await page.goto(url);
  await stream;
}

test('a tracking link: created on the order page, followed live with no account, then revoked', async ({ page, context, baseURL, request, browser }) => {
  test.slow(); // the operator CLI, many screens and the real server: slow on a busy machine
  const customer = await createSignedInCustomer(context, baseURL!, { label: 'tracking' });
  const movementId = await createPaidOrder(request, customer);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);

  await page.goto(`/my-orders/service/${movementId}`);
  const share = page.getByTestId('share-tracking');
  await expect(share.getByText('No tracking links yet.')).toBeVisible();
  await share.getByLabel('Who is it for? (optional)').fill('Dallas warehouse');
  await share.getByRole('button', { name: 'Create link' }).click();
  const urlField = share.getByTestId('tracking-link-url');
  await expect(urlField).toHaveValue(new RegExp(`^${baseURL}/track/[A-Za-z0-9_-]{43}$`));
  const url = await urlField.inputValue();
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(share.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  const row = share.getByTestId('tracking-link-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Dallas warehouse');
  await expect(row).toHaveAttribute('data-state', 'active');
  await share.screenshot({ path: 'reports/screens/share-tracking-section.png' });

  // Someone with the link and no session at all.
  const guest = await browser.newContext({ baseURL: baseURL! });
  expect(await guest.cookies()).toEqual([]);
  const publicPage = await guest.newPage();
  await openTracking(publicPage, url);
  await expect(publicPage.getByRole('heading', { level: 1 })).toContainText('Monterrey');
  await expect(publicPage.getByRole('heading', { level: 1 })).toContainText('Dallas');
  await expect(publicPage.getByTestId('status-badge')).toHaveText('Looking for a carrier');
  await expect(publicPage.getByTestId('order-timeline')).toContainText('Looking for a carrier');
  await expect(publicPage.getByTestId('tracking-live')).toBeVisible();
  // Nothing private: not the price, the contacts, the phone or the customer's reference.
  const body = publicPage.locator('body');
  for (const secret of ['$', 'Dock Manager', '5551234567', 'Planta Apodaca', '100 Industrial Pkwy', 'Test Shipper']) await expect(body).not.toContainText(secret);

  // The carrier side moves the order: the open page follows without a reload.
  await publicPage.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  advanceOrder(movementId, 'InProgress');
  await expect(publicPage.getByTestId('status-badge')).toHaveText('In transit');
  await expect(publicPage.getByTestId('tracking-carrier')).not.toContainText('Being assigned');
  await expect(publicPage.getByTestId('tracking-location-label')).toContainText('Colombia Solidarity Bridge');
  await expect(publicPage.getByTestId('tracking-eta')).not.toContainText('Once the truck is on its way');
  expect(await publicPage.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

  // The customer revokes (after confirming): the open page says so, and shows nothing of the order.
  await row.getByRole('button', { name: /^Revoke/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke this tracking link?' });
  await dialog.getByRole('button', { name: 'Revoke link' }).click();
  await expect(row).toHaveAttribute('data-state', 'revoked');
  await expect(share.getByTestId('new-tracking-link')).toHaveCount(0);
  await expect(publicPage.getByRole('heading', { level: 1, name: 'This tracking link was revoked' })).toBeVisible();
  await expect(publicPage.getByTestId('tracking-message')).toHaveText('This tracking link was revoked by the shipper. Ask them for a new one if you still need to follow the delivery.');
  await expect(publicPage.getByTestId('order-timeline')).toHaveCount(0);
  await publicPage.screenshot({ path: 'reports/screens/tracking-revoked.png' });
  // And a fresh visit too.
  await publicPage.reload();
  await expect(publicPage.getByRole('heading', { level: 1, name: 'This tracking link was revoked' })).toBeVisible();
  await guest.close();
});

test('an unknown tracking link says it was not found', async ({ page }) => {
  await page.goto(`/track/${'A'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tracking link not found' })).toBeVisible();
  await expect(page.getByTestId('tracking-message')).toHaveText('There is no tracking link at this address. Check that you copied the whole link.');
  await expect(page).toHaveTitle('Shipment tracking · Cargo Connects');
});

test('a delivered shipment shows the proof of delivery; screenshots of the public page', async ({ request, browser, baseURL }) => {
  test.slow(); // the operator CLI, many screens and the real server: slow on a busy machine
  const customer = await createCustomer(request, { label: 'tracking-done' });
  const movementId = await createPaidOrder(request, customer);
  advanceOrder(movementId, 'InProgress');
  const login = await request.post('/v1/user/auth/logIn', { data: customer });
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const created = await request.post(`/v1/user/order/${movementId}/tracking-links`, { data: { label: 'Consignee' }, headers: { Authorization: `Bearer ${accessToken}` } });
  const { url } = ((await created.json()) as { data: { url: string } }).data;

  for (const [name, viewport] of [['desktop', { width: 1440, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
    const guest = await browser.newContext({ baseURL: baseURL!, viewport, deviceScaleFactor: name === 'phone' ? 2 : 1 });
    const page = await guest.newPage();
    await page.goto(url);
    await expect(page.getByTestId('status-badge')).toHaveText('In transit');
    await page.screenshot({ path: `reports/screens/tracking-in-transit-${name}.png`, fullPage: true });
    await guest.close();
  }

  advanceOrder(movementId, 'Completed');
  const guest = await browser.newContext({ baseURL: baseURL! });
  const page = await guest.newPage();
  await page.goto(url);
  await expect(page.getByTestId('status-badge')).toHaveText('Completed');
  await expect(page.getByTestId('tracking-delivered')).toBeVisible();
  await expect(page.getByTestId('tracking-location-label')).toHaveText('Delivered in Dallas, Texas');
  const proof = page.getByTestId('tracking-proof').getByRole('link', { name: 'View proof of delivery' });
  const pdf = await guest.request.get((await proof.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await page.screenshot({ path: 'reports/screens/tracking-delivered-desktop.png', fullPage: true });
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await guest.close();
});
