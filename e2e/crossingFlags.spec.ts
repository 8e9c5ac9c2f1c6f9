import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { wallClockAt } from '../src/schemas/order';
import { PUSH_EVENTS_PATH } from '../src/services/pushEvents';
import { adminApi, createCustomer, signInByApi } from './support/admin';
import { accessTokenOf, createPaidOrder } from './support/orders';

// Issue 36 part 3 against the real server: the order list and the dashboard flag an order whose
// crossing papers are not ready, link to its papers, and drop the flag once the operator has
// accepted every required paper. A Northbound full truck needs the commercial invoice and the US
// entry number (the packing list is optional on a full truck).

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A pickup a week from now at 08:00 on the border's clock, and how the customer reads it ('6 Dec 2026 at 08:00'). */
function aWeekAhead(): { schedule: { date: string; time: string }; words: string } {
  const date = wallClockAt(new Date(Date.now() + 7 * 86_400_000)).slice(0, 10);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { schedule: { date, time: '08:00' }, words: `${day} ${MONTHS[month - 1]} ${year} at 08:00` };
}

/** The customer provides both required papers through the API, and the operator accepts them. */
async function provideAndAccept(request: APIRequestContext, customer: { email: string; password: string }, movementId: string): Promise<void> {
  const headers = { Authorization: `Bearer ${await accessTokenOf(request, customer)}` };
  const base = `/v1/user/order/${movementId}/crossing`;
  const invoice = await request.put(`${base}/commercialInvoice`, { headers, multipart: { file: { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF } } });
  expect(invoice.status(), await invoice.text()).toBe(200);
  const entry = await request.put(`${base}/usEntry`, { headers, data: { entryNum: '3901-2026-004512' } });
  expect(entry.status(), await entry.text()).toBe(200);
  await adminApi(request, 'POST', `/v1/admin/orders/${movementId}/crossing/commercialInvoice/review`, { decision: 'accept' });
  await adminApi(request, 'POST', `/v1/admin/orders/${movementId}/crossing/usEntry/review`, { decision: 'accept' });
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('an order whose papers are missing is flagged on My orders and the dashboard, links to its papers, and the flag goes once they are accepted', async ({ page, request, baseURL }) => {
  const customer = await createCustomer(request, { label: 'flags' });
  const pickup = aWeekAhead();
  const movementId = await createPaidOrder(request, customer, { schedule: pickup.schedule });
  await signInByApi(page.context(), baseURL!, customer);

  await page.goto('/my-orders');
  const card = page.getByTestId('order-card').filter({ hasText: movementId });
  await expect(card).toBeVisible();
  const flag = page.getByTestId('crossing-flag');
  await expect(flag).toHaveCount(1);
  await expect(flag).toContainText('Crossing papers: 0 of 2 ready');
  await expect(flag).toContainText('Next: upload the commercial invoice');
  await expect(flag).toHaveAttribute('href', `/my-orders/service/${movementId}#crossing`);
  await expectNoAxeViolations(page);

  await page.goto('/dashboard');
  const panel = page.getByTestId('papers-needed');
  await expect(panel).toContainText('1 order needs crossing papers');
  const row = panel.getByTestId('papers-needed-order');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(movementId);
  await expect(row).toContainText(`Pickup: ${pickup.words}`);
  await expect(row).toContainText('0 of 2 ready');
  await expect(row).toContainText('Next: upload the commercial invoice');
  await expectNoAxeViolations(page);

  // Followed: the order's page, at its papers.
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/my-orders/service/${movementId}#crossing$`));
  await expect(page.getByTestId('crossing')).toBeVisible();

  // On the list while the operator accepts the last paper: the flag goes by itself (live updates).
  // Accepted once the page's push stream is open: a push sent before it opens reaches no one.
  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === PUSH_EVENTS_PATH);
  await page.goto('/my-orders');
  await expect(page.getByTestId('crossing-flag')).toHaveCount(1);
  await streamOpen;
  await provideAndAccept(request, customer, movementId);
  await expect(page.getByTestId('crossing-flag')).toHaveCount(0);
  await expect(card).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByTestId('order-card').first()).toBeVisible();
  await expect(page.getByTestId('papers-needed')).toHaveCount(0);
});

test('@phone the flag on a phone: tapped, it opens the order’s papers', async ({ page, request, baseURL }) => {
  const customer = await createCustomer(request, { label: 'flags-phone' });
  const movementId = await createPaidOrder(request, customer, { schedule: aWeekAhead().schedule });
  await signInByApi(page.context(), baseURL!, customer);

  await page.goto('/dashboard');
  await expect(page.getByTestId('papers-needed')).toContainText('1 order needs crossing papers');
  await expectNoAxeViolations(page);

  await page.goto('/my-orders');
  const flag = page.getByTestId('crossing-flag');
  await expect(flag).toContainText('Crossing papers: 0 of 2 ready');
  // Within the phone's width: nothing cut off sideways.
  const box = (await flag.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoAxeViolations(page);
  await flag.tap();
  await expect(page).toHaveURL(new RegExp(`/my-orders/service/${movementId}#crossing$`));
  await expect(page.getByTestId('crossing')).toBeVisible();
});
