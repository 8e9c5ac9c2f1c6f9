import { expect, test, type Locator, type Page } from '@playwright/test';
import { admin, adminApi } from './support/admin';
import { ownedByReact } from './support/ownedByReact';

// The instant quote against the real server and its seeded catalog: a visitor with no account gets
// a price from the landing in a few choices, and anyone with the quote's link sees the same price.
//
// The price, by the rule of DESIGN.md §2 on the seeded catalog (server/db/seedCatalog.ts), written
// out by hand: Northbound Service 450.00 + FTL 850.00 + Dry Van 150.00; Monterrey lies in the
// "Monterrey metro" zone (180.00) plus the base price (95.00); Dallas lies in no zone (45.00).
const NORTHBOUND_MONTERREY_DALLAS = '$1,770.00';

/** A pickup date ten days ahead, written without the app's clock. */
const PICKUP_DATE = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

/** Opens a select and picks an option, with a click on the desktop and a tap on the phone. */
async function choose(page: Page, label: string, option: string, touch = false) {
  const field: Locator = page.getByRole('combobox', { name: label });
  if (touch) await field.tap();
  else await field.click();
  const choice = page.getByRole('option', { name: option, exact: true });
  await expect(choice).toBeInViewport();
  if (touch) await choice.tap();
  else await choice.click();
  await expect(field).toHaveValue(option);
}

async function fillQuote(page: Page, touch = false) {
  // The prerendered /quote shows the plain form (native selects, also comboboxes) until the app takes over.
  await expect(page.locator('form[action="/quote"]')).toHaveCount(0);
  await choose(page, 'Direction', 'Northbound Service', touch);
  await choose(page, 'Port / bridge of crossing', 'Colombia Solidarity Bridge (Laredo, TX)', touch);
  await choose(page, 'Type of transportation', 'FTL', touch);
  await choose(page, 'Mode', 'Dry Van', touch);
  await choose(page, 'Trailer', '53 ft dry van trailer', touch);
  await choose(page, 'Pickup city', 'Monterrey, Nuevo León (MX)', touch);
  await choose(page, 'Drop city', 'Dallas, Texas (US)', touch);
  await page.getByLabel('Pickup date').fill(PICKUP_DATE);
}

test('a visitor gets a price from the landing without an account, and its link shows the same price to anyone', async ({ page, browser, baseURL }) => {
  // Nothing a visitor types about the load is personal: the quote's calls carry no email, name or phone.
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/common/quote') && request.method() === 'POST') sent.push(request.postData() ?? '');
  });
  await page.goto('/');
  const link = page.getByRole('link', { name: 'Or get an instant quote first: no account needed' });
  await ownedByReact(link);
  await link.click();
  await expect(page).toHaveURL(/\/quote$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Get an instant quote' })).toBeVisible();

  // Asked with nothing chosen, the form says what is missing and asks the server nothing.
  await page.getByRole('button', { name: 'Get my price' }).click();
  await expect(page.getByText('type of service is required')).toBeVisible();
  expect(sent.filter((body) => body.includes('pickupDate'))).toEqual([]);

  await fillQuote(page);
  await page.getByRole('button', { name: 'Get my price' }).click();
  const quote = page.getByTestId('instant-quote');
  await expect(quote.getByTestId('instant-quote-total')).toHaveText(NORTHBOUND_MONTERREY_DALLAS);
  await expect(page.getByText(/^This price holds until /)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Crossing at Colombia Solidarity Bridge' })).toBeVisible();
  expect(sent.join('\n')).not.toMatch(/@|email|phone|contact/i);

  // Its own link: another browser, with no cookie of this one, opens the same price.
  const href = await page.getByTestId('instant-quote-link').getAttribute('href');
  expect(href).toMatch(/^\/quote\/[A-Za-z0-9_-]{22}$/);
  const stranger = await browser.newContext({ baseURL });
  const other = await stranger.newPage();
  await other.goto(href!);
  await expect(other.getByRole('heading', { level: 1, name: 'Your instant quote' })).toBeVisible();
  await expect(other.getByTestId('instant-quote-total')).toHaveText(NORTHBOUND_MONTERREY_DALLAS);
  await stranger.close();
});

test('@phone a visitor gets a price by touch alone', async ({ page }) => {
  await page.goto('/quote');
  await fillQuote(page, true);
  await page.getByRole('button', { name: 'Get my price' }).tap();
  await expect(page.getByTestId('instant-quote-total')).toHaveText(NORTHBOUND_MONTERREY_DALLAS);
  // Book this, by touch: a visitor signs in (or registers) first, the quote kept for after.
  await page.getByRole('button', { name: 'Book this price' }).tap();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadditional-details%3Fquote%3D[A-Za-z0-9_-]{22}$/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cargo-connects.pending-quote.v1') ?? 'null')?.total)).toBe(177_000);
});

test('a quote that no longer holds shows the price it had and gives today’s for the same load, under a new link', async ({ page, request }) => {
  // A quote asked through the API, as the form asks it; its id from its answer.
  const options = await request.get('/v1/common/quote/options');
  expect(options.ok()).toBe(true);
  const asked = await request.post('/v1/common/quote', {
    data: { serviceId: 'northbound', transportationTypeId: 'ftl', modeId: 'ftl-dry-van', portId: 'colombia-solidarity-bridge', trailerId: 'dry-van-53', pickupCityId: 'monterrey-nl', dropCityId: 'dallas-tx', pickupDate: PICKUP_DATE },
  });
  expect(asked.status()).toBe(201);
  const { id } = ((await asked.json()) as { data: { id: string } }).data;
  // The operator ends its hold (a price given in error), as `npm run admin -- expire-quote <id>` does.
  await adminApi(request, 'POST', `/v1/admin/quotes/${id}/expire`);

  await page.goto(`/quote/${id}`);
  await expect(page.getByText('This price no longer holds')).toBeVisible();
  await expect(page.getByTestId('instant-quote-total')).toHaveText(NORTHBOUND_MONTERREY_DALLAS);
  await page.getByRole('button', { name: 'Get today’s price' }).click();
  await expect(page.getByText(/^This price holds until /)).toBeVisible();
  await expect(page.getByTestId('instant-quote-total')).toHaveText(NORTHBOUND_MONTERREY_DALLAS);
  const renewed = await page.getByTestId('instant-quote-link').getAttribute('href');
  expect(renewed, 'a new quote, with its own link').toMatch(/^\/quote\/[A-Za-z0-9_-]{22}$/);
  expect(renewed).not.toBe(`/quote/${id}`);
});

test('the operator’s command line ends a quote’s hold too', async ({ request }) => {
  const asked = await request.post('/v1/common/quote', {
    data: { serviceId: 'southbound', transportationTypeId: 'ltl', modeId: 'ltl-dry-van', portId: 'world-trade-bridge', trailerId: 'dry-van-53', pickupCityId: 'laredo-tx', dropCityId: 'monterrey-nl', pickupDate: PICKUP_DATE },
  });
  expect(asked.status()).toBe(201);
  const { id } = ((await asked.json()) as { data: { id: string } }).data;
  expect(admin('expire-quote', id)).toContain(`Quote ${id} no longer holds its price`);
  expect(((await (await request.get(`/v1/common/quote/${id}`)).json()) as { data: { expired: boolean } }).data.expired).toBe(true);
});

test('a link to a quote that does not exist says so and offers a new one', async ({ page }) => {
  await page.goto('/quote/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByText('This quote does not exist. Get a new one from the quote form.')).toBeVisible();
  await page.getByRole('button', { name: 'Get a new quote' }).click();
  await expect(page.getByRole('button', { name: 'Get my price' })).toBeVisible();
});
