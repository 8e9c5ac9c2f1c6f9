import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { advanceOrder, createSignedInCustomer } from './support/admin';
import { accessTokenOf, createPaidOrder } from './support/orders';
import { payWithCard } from './support/cardWatch';

// Issue 17.5 "Book again": from a past order, the wizard opens with the same service, route,
// equipment and addresses on the summary, priced by the server again (the quote request is watched
// on the wire), and paying it places a second order. Against the real server.

const step = (page: Page) => page.locator('[data-step]');
const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;


async function expectAxeClean(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${label}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** From `open` (which clicks Book again somewhere) to a paid second order; returns its movement id. */
async function bookAgainAndPay(page: Page, pastId: string, open: () => Promise<void>) {
  const quote = page.waitForResponse((r) => r.url().endsWith('/v1/user/order/coordinatesPrice') && r.request().method() === 'POST');
  await open();
  await expect(page).toHaveURL(new RegExp(`/additional-details\\?bookAgain=${pastId}$`));
  // A fresh server price: the summary asks for it, and shows what the server answered.
  const answer = await quote;
  expect(answer.status()).toBe(200);
  const fresh = ((await answer.json()) as { data: { total: number } }).data.total;
  await expect(step(page)).toHaveAttribute('data-step', 'step6');
  await expect(page.getByTestId('quote-total')).toHaveText(usd(fresh));
  await expect(page.getByTestId('book-again-note')).toContainText(`Booking again from order ${pastId}`);
  // The same service, route, equipment and addresses.
  const summary = step(page);
  for (const words of ['Northbound Service', 'Colombia Solidarity Bridge', 'FTL', 'Dry Van', '53 ft dry van trailer', 'Planta Apodaca', 'Dallas DC 4']) {
    await expect(summary.getByText(words, { exact: false }).first()).toBeVisible();
  }
  await expectAxeClean(page, 'book again summary');

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText(usd(fresh));
  await payWithCard(page);
  await expect(step(page)).toHaveAttribute('data-step', 'step7');
  const second = (await page.getByTestId('movement-id').textContent())!;
  expect(second).not.toBe(pastId);
  return { second, fresh };
}

test.describe('Book again (issue 17.5)', () => {
  test('from a completed order\u2019s page: the summary with a fresh price, then a second order', async ({ page, context, baseURL, request }) => {
    const customer = await createSignedInCustomer(context, baseURL!, { label: 'bookagain' });
    const pastId = await createPaidOrder(request, customer);
    advanceOrder(pastId, 'Completed');

    await page.goto(`/my-orders/service/${pastId}`);
    await expect(page.getByTestId('order-title')).toContainText(pastId);
    await expectAxeClean(page, 'completed order page');
    const { second, fresh } = await bookAgainAndPay(page, pastId, () => page.getByRole('link', { name: 'Book again' }).click());

    // Two orders now: the old one, and the new one with a new reference, the same choices, paid at the fresh price.
    const token = await accessTokenOf(request, customer);
    const get = async (id: string) => ((await (await request.get(`/v1/user/order/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: any }).data;
    const [old, now] = [await get(pastId), await get(second)];
    expect(now).toMatchObject({ paymentStatus: 'paid', status: 'NewAssignments', service: old.service, port: old.port, mode: old.mode, trailer: old.trailer });
    expect(now.userReference).not.toBe(old.userReference);
    expect(now.pickups.map((a: { _id: string }) => a._id)).toEqual(old.pickups.map((a: { _id: string }) => a._id));
    expect(now.quote.total).toBe(fresh);
    await page.goto('/my-orders');
    await expect(page.locator(`[data-movement-id="${second}"]`)).toBeVisible();
  });

  test('an address deleted since: the addresses step says so', async ({ page, context, baseURL, request }) => {
    const customer = await createSignedInCustomer(context, baseURL!, { label: 'bookagain-gone' });
    const pastId = await createPaidOrder(request, customer);
    advanceOrder(pastId, 'Completed');
    const token = await accessTokenOf(request, customer);
    const old = ((await (await request.get(`/v1/user/order/${pastId}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: any }).data;
    expect((await request.delete(`/v1/user/address/${old.drops[0]._id}`, { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

    await page.goto(`/additional-details?bookAgain=${pastId}`);
    await expect(step(page)).toHaveAttribute('data-step', 'step5');
    await expect(page.getByTestId('book-again-note')).toHaveText(
      `An address of order ${pastId} is no longer in your address book. Choose the pickup and drop addresses to continue.`,
    );
    await expectAxeClean(page, 'book again, address gone');
  });

  test('from the menu of a completed order\u2019s card, on a phone @phone', async ({ page, context, baseURL, request }) => {
    const customer = await createSignedInCustomer(context, baseURL!, { label: 'bookagain-phone' });
    const pastId = await createPaidOrder(request, customer);
    advanceOrder(pastId, 'Completed');

    await page.goto('/my-orders?tab=Completed');
    await page.getByRole('button', { name: `More for order ${pastId}` }).click();
    await expectAxeClean(page, 'order card menu');
    await bookAgainAndPay(page, pastId, () => page.getByRole('menuitem', { name: 'Book again' }).click());
  });
});
