import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { advanceOrder, createSignedInCustomer } from './support/admin';
import { createPaidOrder } from './support/orders';

// Issue 18.7 against the real server: "orders searchable by movement id or reference, filterable by
// date, with the booking date on each card and counts on the tabs".

const cards = (page: Page) => page.getByTestId('order-card');
const tab = (page: Page, name: string) => page.getByRole('tab', { name: new RegExp(`^${name}`) });
const count = (page: Page, status: string) => page.getByTestId(`tab-count-${status}`);
/** Today as the browser's calendar has it: '24 Nov 2026' and '2026-11-24'. */
const today = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    const iso = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    return { iso, shown: d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }), long: d.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }) };
  });

async function expectAxeClean(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('searching and filtering my orders', () => {
  test('a movement id finds its order (reload keeps the search), counts on the tabs match the cards, dates filter, Clear brings all back', async ({ page, context, baseURL, request }) => {
    test.slow(); // the operator CLI, many screens and the real server: slow on a busy machine
    const customer = await createSignedInCustomer(context, baseURL!, { label: 'orders-search' });
    const first = await createPaidOrder(request, customer);
    const second = await createPaidOrder(request, customer);
    const moving = await createPaidOrder(request, customer);
    advanceOrder(moving, 'InProgress');

    await page.goto('/my-orders');
    await expect(cards(page)).toHaveCount(2);
    // Counts on the tabs are the orders each tab lists.
    await expect(count(page, 'Pending')).toHaveText('2');
    await expect(count(page, 'InProgress')).toHaveText('1');
    await expect(count(page, 'Completed')).toHaveText('0');
    await tab(page, 'In transit').click();
    await expect(cards(page)).toHaveCount(1);
    await tab(page, 'Upcoming').click();
    // The booking date on each card, its month by name.
    const day = await today(page);
    for (const booked of await page.getByTestId('booked-on').allTextContents()) expect(booked).toBe(`Booked ${day.shown}`);

    // Search by movement id: only that order, counts follow, and a reload keeps it.
    await page.getByTestId('orders-search').fill(second.toLowerCase());
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(second);
    await expect(count(page, 'Pending')).toHaveText('1');
    await expect(count(page, 'InProgress')).toHaveText('0');
    await expect(page).toHaveURL(new RegExp(`search=${second.toLowerCase()}`));
    await page.reload();
    await expect(page.getByTestId('orders-search')).toHaveValue(second.toLowerCase());
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(second);

    // Nothing matches: what was searched, and Clear.
    await page.getByTestId('orders-search').fill('NOPE-42');
    const none = page.getByTestId('orders-no-match');
    await expect(none).toContainText('No upcoming orders matching “NOPE-42”');
    await expectAxeClean(page, 'no match');
    await none.getByRole('button', { name: 'Clear search and dates' }).click();
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByTestId('orders-search')).toHaveValue('');
    await expect(page).toHaveURL(/\/my-orders$/);

    // Booking dates: today from the calendar keeps both orders; a past month has none.
    await page.getByTestId('orders-dates').click();
    const calendar = page.locator('.mantine-Popover-dropdown');
    await calendar.getByRole('button', { name: day.long, exact: true }).click();
    await calendar.getByRole('button', { name: day.long, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`from=${day.iso}&to=${day.iso}`));
    await expect(page.getByTestId('orders-dates')).toHaveText(`${day.shown} – ${day.shown}`);
    await expect(cards(page)).toHaveCount(2);
    await page.goto('/my-orders?from=2020-01-01&to=2020-01-31');
    await expect(page.getByTestId('orders-no-match')).toContainText('No upcoming orders booked from 1 Jan 2020 to 31 Jan 2020');
    await expect(count(page, 'Pending')).toHaveText('0');
    await expect(count(page, 'InProgress')).toHaveText('0');
    expect(first).not.toBe(second);
  });

  test('search and dates fit a phone, and a reference finds its order @phone', async ({ page, context, baseURL, request }) => {
    const customer = await createSignedInCustomer(context, baseURL!, { label: 'orders-search-phone' });
    const movementId = await createPaidOrder(request, customer);
    await createPaidOrder(request, customer);
    await page.goto('/my-orders');
    await expect(cards(page)).toHaveCount(2);
    await expect(count(page, 'Pending')).toHaveText('2');
    const reference = (await cards(page).filter({ hasText: movementId }).innerText()).match(/Ref\. (\w+)/)![1]!;
    await page.getByTestId('orders-search').fill(reference);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText(movementId);
    await expect(count(page, 'Pending')).toHaveText('1');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAxeClean(page, 'phone search');
  });
});
