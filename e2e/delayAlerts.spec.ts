import { expect, test } from '@playwright/test';
import { DELAY_WARNINGS } from '../src/schemas/orderDelay';
import { wallClockAt } from '../src/schemas/order';
import { createCustomer, signInByApi } from './support/admin';
import { accessTokenOf, createPaidOrder } from './support/orders';

// Issue 17.3 end to end: a paid order booked for a pickup one minute away, that no carrier takes.
// The server's scheduled check (DELAY_CHECK_SECONDS=5 in these tests) raises one notification when
// the pickup time passes, and the order shows the warning — in the browser, against the real server.

/** The next minute on the border's clock, as the wizard's schedule fields hold it. */
function nextMinute(): { date: string; time: string } {
  const [date, time] = wallClockAt(new Date(Date.now() + 60_000)).split('T') as [string, string];
  return { date, time };
}

test('[17.3] a pickup that passes without a carrier: one notification, a warning on the order and its card', async ({ page, request, baseURL }) => {
  test.setTimeout(300_000);
  const customer = await createCustomer(request, { label: 'delay' });
  const movementId = await createPaidOrder(request, customer, { schedule: nextMinute() });
  await signInByApi(page.context(), baseURL!, customer);
  await page.goto(`/my-orders/service/${movementId}`);
  await expect(page.getByRole('heading', { name: new RegExp(movementId) }).first()).toBeVisible();
  // Not late yet: the pickup is still ahead.
  await expect(page.getByText(DELAY_WARNINGS.pickupLate.title)).toHaveCount(0);

  // Within two minutes the pickup has passed and a check has run: the page hears it (the bell's push), or a reload shows it.
  await expect
    .poll(
      async () => {
        if ((await page.getByText(DELAY_WARNINGS.pickupLate.title).count()) === 0) await page.reload();
        return page.getByText(DELAY_WARNINGS.pickupLate.title).count();
      },
      { timeout: 240_000, intervals: [5_000] },
    )
    .toBeGreaterThan(0);
  await expect(page.getByText(DELAY_WARNINGS.pickupLate.detail)).toBeVisible();

  // The card in the list says so too.
  await page.goto('/my-orders');
  await expect(page.getByRole('link', { name: new RegExp(movementId) }).getByText(DELAY_WARNINGS.pickupLate.title)).toBeVisible();

  // One notification, however many checks ran since (the job runs every 5 s here).
  await page.waitForTimeout(12_000);
  const token = await accessTokenOf(request, customer);
  const list = await request.get('/v1/user/notification?page=1&limit=50', { headers: { Authorization: `Bearer ${token}` } });
  const titles = ((await list.json()) as { data: { response: Array<{ title: string }> } }).data.response.map((n) => n.title);
  expect(titles.filter((t) => t.startsWith(`Pickup is late for order ${movementId}`))).toHaveLength(1);
});
