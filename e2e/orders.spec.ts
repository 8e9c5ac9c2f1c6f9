import { expect, test, type Page } from '@playwright/test';
import { advanceOrder, createCustomer, createSignedInCustomer } from './support/admin';
import { watchCardData } from './support/cardWatch';
import { createPaidOrder } from './support/orders';

// Following orders against the real server: the list by tab, one order's actions (entry number,
// cancel, rating), the operator CLI moving an order along as its carrier would, and company scoping.

const card = (page: Page, movementId: string) => page.getByTestId('order-card').filter({ hasText: movementId });

/** Opens a signed-in page and waits until the push stream is connected (so no push can be missed). */
async function openWithPushStream(page: Page, path: string) {
  const stream = page.waitForResponse((r) => r.url().includes('/v1/user/notification/events') && r.status() === 200);
  await page.goto(path);
  await stream;
}

test.describe('orders', () => {
  test('an unpaid order says so in the list with Pay now, which pays it there (card only to the provider); a cancelled one never looks for a carrier', async ({ page, context, baseURL, request }) => {
    const customer = await createSignedInCustomer(context, baseURL!, { label: 'orders-unpaid' });
    const unpaid = await createPaidOrder(request, customer, { paid: false });
    const other = await createPaidOrder(request, customer, { paid: false });
    const cardData = watchCardData(page);

    await page.goto('/my-orders');
    const entry = page.getByTestId('unpaid-order').filter({ hasText: unpaid });
    await expect(entry.getByTestId('payment-badge')).toHaveText('Unpaid');
    await expect(entry).toContainText(/Pay by .+, or the order is cancelled/);
    await entry.getByRole('link', { name: `Pay now for order ${unpaid}` }).click();
    await expect(page).toHaveURL(new RegExp(`/my-orders/service/${unpaid}\\?pay=now$`));
    const dialog = page.getByRole('dialog', { name: `Pay for order ${unpaid}` });
    // Declined first: the provider's word, and the dialog stays for another card.
    for (const number of ['4000 0000 0000 0002', '4242 4242 4242 4242']) {
      await dialog.getByLabel('Name on card').fill('Ana Ruiz');
      await dialog.getByLabel('Card number').fill(number);
      await dialog.getByLabel('Expiry (MM/YY)').fill('12/30');
      await dialog.getByLabel('CVC').fill('123');
      await dialog.getByRole('button', { name: /^Pay \$/ }).click();
      if (number.startsWith('4000')) await expect(dialog.getByText('Your card was declined. Please use another card.')).toBeVisible();
    }
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('payment-section').getByTestId('payment-badge')).toHaveText('Paid');
    await expect(page.getByTestId('payment-section').getByRole('button', { name: 'Pay now' })).toHaveCount(0);
    // The receipt downloads as a PDF (the session cookie signs the plain link in).
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download receipt' }).click()]);
    expect(download.suggestedFilename()).toBe(`receipt-${unpaid}.pdf`);
    expect((await (await import('node:fs/promises')).readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    expect(cardData.toProvider).toHaveLength(2);
    expect(cardData.toApi).toEqual([]);

    // The other unpaid order, cancelled: when, nothing charged, no carrier search, no Pay now.
    await page.goto(`/my-orders/service/${other}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByRole('dialog', { name: 'Cancel this order?' }).getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByTestId('carrier-cancelled')).toContainText(/This order was cancelled on .+, so no carrier will take it\./);
    await expect(page.getByTestId('payment-section')).toContainText('Cancelled before it was paid: nothing was charged.');
    await expect(page.getByTestId('payment-section').getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  });

  test('a new order is in the Upcoming tab; its page takes an entry number that survives a reload', async ({ page, context, baseURL, request }) => {
    const customer = await createSignedInCustomer(context, baseURL!, { label: 'orders-list' });
    const movementId = await createPaidOrder(request, customer);

    await page.goto('/my-orders');
    await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    const pending = card(page, movementId);
    await expect(pending).toBeVisible();
    await expect(pending.getByTestId('status-badge')).toHaveText('Looking for a carrier');
    await expect(pending).toContainText('Monterrey');
    await expect(pending).toContainText('Dallas');
    await expect(pending).toContainText('Instant');

    // Other tabs are empty for a new company, each saying so; the tab is in the URL.
    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect(page).toHaveURL(/\/my-orders\?tab=Completed$/);
    await expect(page.getByTestId('orders-empty')).toContainText('No completed orders yet');
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    await expect(card(page, movementId)).toBeVisible();

    await card(page, movementId).click();
    await expect(page).toHaveURL(new RegExp(`/my-orders/service/${movementId}$`));
    await expect(page.getByTestId('order-title')).toHaveText(`Order ${movementId}`);
    await expect(page.getByTestId('check-user-upload')).toHaveAttribute('data-done', 'false');
    await expect(page.getByTestId('check-proof')).toHaveAttribute('data-done', 'false');

    // Northbound, the entry number is the crossing's US entry paper (saved through the spec's entry-number call).
    const usEntry = page.getByTestId('crossing-usEntry');
    await usEntry.getByRole('button', { name: 'Fill in' }).click();
    const entry = usEntry.getByRole('textbox', { name: 'US customs entry number' });
    await entry.fill('not valid!');
    await usEntry.getByRole('button', { name: 'Save' }).click();
    await expect(usEntry.getByText('entry number must be at most 30 letters, digits or hyphens')).toBeVisible();
    await entry.fill('3901-2026-004512');
    await usEntry.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Entry number saved successfully')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('crossing-usEntry').getByTestId('crossing-data')).toHaveText('3901-2026-004512');
  });

  test('cancelling asks first; the cancelled order moves to the Cancelled tab', async ({ page, context, baseURL, request }) => {
    const customer = await createSignedInCustomer(context, baseURL!, { label: 'orders-cancel' });
    const keep = await createPaidOrder(request, customer);
    const movementId = await createPaidOrder(request, customer);

    await page.goto(`/my-orders/service/${movementId}`);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
    await expect(dialog).toContainText(movementId);
    await dialog.getByRole('button', { name: 'Keep order' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('status-badge')).toHaveText('Looking for a carrier');

    await page.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('Order cancelled successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('status-badge')).toHaveText('Cancelled');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    await page.getByRole('link', { name: 'My orders' }).first().click();
    await expect(card(page, keep)).toBeVisible();
    await expect(card(page, movementId)).toHaveCount(0);
    await page.getByRole('tab', { name: 'Cancelled' }).click();
    await expect(card(page, movementId).getByTestId('status-badge')).toHaveText('Cancelled');
    await expect(card(page, keep)).toHaveCount(0);
  });

  test('the carrier side moves the order along (operator CLI): the open page follows live, then the order is rated once', async ({ page, context, baseURL, request }) => {
    const customer = await createSignedInCustomer(context, baseURL!, { label: 'orders-rate' });
    const movementId = await createPaidOrder(request, customer);
    await openWithPushStream(page, `/my-orders/service/${movementId}`);
    await expect(page.getByTestId('carrier-unassigned')).toBeVisible();

    let loads = 0;
    page.on('load', () => loads++);
    // A carrier takes it: the push refreshes the page as it is.
    advanceOrder(movementId);
    await expect(page.getByTestId('status-badge')).toHaveText('Carrier assigned');
    await expect(page.getByTestId('carrier')).toBeVisible();
    await expect(page.getByTestId('operator-location')).toContainText('Open in map');
    await expect(page.getByTestId('check-user-upload')).toHaveAttribute('data-done', 'true');
    expect(loads).toBe(0);

    advanceOrder(movementId, 'Completed');
    await expect(page.getByTestId('status-badge')).toHaveText('Completed');
    await expect(page.getByTestId('check-proof')).toHaveAttribute('data-done', 'true');
    await expect(page.getByTestId('documents-list')).toContainText('proof');
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

    const form = page.getByTestId('rating-form');
    await form.getByRole('button', { name: 'Submit rating' }).click();
    await expect(form.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
    // Stars are chosen by clicking them (their labels).
    await form.getByRole('radio', { name: '5 stars' }).locator('xpath=following-sibling::label[1]').click();
    await form.getByPlaceholder('What went well, what could be better').fill('On time at both docks.');
    await form.getByRole('button', { name: 'Submit rating' }).click();
    await expect(page.getByText('Thank you for rating this service.')).toBeVisible();
    const summary = page.getByTestId('rating-summary');
    await expect(summary).toContainText('On time at both docks.');
    await expect(page.getByTestId('rating-form')).toHaveCount(0);

    // Read-only from now on, after a reload too; the order is in the Completed tab.
    await page.reload();
    await expect(page.getByTestId('rating-summary')).toContainText('On time at both docks.');
    await expect(page.getByTestId('rating-form')).toHaveCount(0);
    await page.goto('/my-orders?tab=Completed');
    await expect(card(page, movementId).getByTestId('status-badge')).toHaveText('Completed');
  });

  test("another company's order id shows the not-found page", async ({ page, context, baseURL, request }) => {
    const owner = await createCustomer(request, { label: 'orders-owner' });
    const movementId = await createPaidOrder(request, owner);
    await createSignedInCustomer(context, baseURL!, { label: 'orders-stranger' });

    await page.goto(`/my-orders/service/${movementId}`);
    await expect(page.getByTestId('error-message')).toHaveText('This page could not be found');
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
    await expect(page.getByText(movementId)).toHaveCount(0);
  });

  test('the order list and an order fit a phone @phone', async ({ page, context, baseURL, request }) => {
    const customer = await createSignedInCustomer(context, baseURL!, { label: 'orders-phone' });
    const movementId = await createPaidOrder(request, customer);

    await page.goto('/my-orders');
    const pending = card(page, movementId);
    await expect(pending).toBeVisible();
    // Every tab fits or scrolls inside its bar; the page itself never scrolls sideways.
    for (const name of ['Upcoming', 'In transit', 'Completed', 'Cancelled']) await expect(page.getByRole('tab', { name })).toBeAttached();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const box = await pending.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);

    await pending.click();
    await expect(page.getByTestId('order-title')).toHaveText(`Order ${movementId}`);
    await expect(page.getByRole('button', { name: 'Cancel order' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
