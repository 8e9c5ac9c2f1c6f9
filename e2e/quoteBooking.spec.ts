import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminApi, createSignedInCustomer, latestOtp, setVerifiedByApi, uniqueEmail } from './support/admin';
import { accessTokenOf } from './support/orders';
import { payWithCard, watchCardData } from './support/cardWatch';

// Issue 35 "Book this": a visitor's instant quote survives registration, the emailed code and the
// admin's verification; the wizard opens on the addresses with the quote's choices, and the order
// is charged exactly the quoted price. After the quote expired, today's price and the difference.
// Against the real server and its seeded catalog.
//
// The prices, by DESIGN.md §2 on the seeded catalog (server/db/seedCatalog.ts), written out by hand:
// Northbound Service 450.00 + FTL 850.00 + Dry Van 150.00 + Monterrey metro zone 180.00 + base 95.00
// + Dallas outside any zone 45.00 = 1,770.00; straps cost 6.00 each (4 straps: 24.00).
const QUOTED = '$1,770.00';
const QUOTED_CENTS = 177_000;
const WITH_FOUR_STRAPS = '$1,794.00';

const step = (page: Page) => page.locator('[data-step]');
const PASSWORD = 'Border-Run-2026';
/** Ten days ahead, written without the app's clock. */
const PICKUP_DATE = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
const QUOTE_BODY = {
  serviceId: 'northbound',
  transportationTypeId: 'ftl',
  modeId: 'ftl-dry-van',
  portId: 'colombia-solidarity-bridge',
  trailerId: 'dry-van-53',
  specialRequirementIds: [],
  quantities: {},
  pickupCityId: 'monterrey-nl',
  dropCityId: 'dallas-tx',
  pickupDate: PICKUP_DATE,
};

/** One address in each quoted city, in the company's book. */
async function addressesInQuotedCities(request: APIRequestContext, token: string) {
  const post = (data: unknown) => request.post('/v1/user/address', { data, headers: { Authorization: `Bearer ${token}` } });
  for (const body of [
    { type: 'pickup', addressDetails: { buildinName: 'Planta Apodaca', street: 'Av. Industrial 1200', postalCode: '66600', cityId: 'monterrey-nl' }, contactDetails: { contactName: 'Dock Supervisor', contactNumber: '5551112233' } },
    { type: 'drop', addressDetails: { buildinName: 'DFW Crossdock', street: '100 Industrial Pkwy', postalCode: '75201', cityId: 'dallas-tx' }, contactDetails: { contactName: 'Dock Manager', contactNumber: '5551234567' } },
  ]) {
    expect((await post(body)).status()).toBe(201);
  }
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a visitor quotes, registers, waits for verification, then books and pays exactly the quoted price', async ({ page, request }) => {
  // Six pages, a registration and a payment: about a minute with both workers busy.
  test.setTimeout(120_000);
  const cardData = watchCardData(page);
  await page.goto('/quote');
  // The prerendered plain form gives way to the live one once the catalog is in.
  await expect(page.locator('form[action="/quote"]')).toHaveCount(0);
  await choose(page, 'Direction', 'Northbound Service');
  await choose(page, 'Port / bridge of crossing', 'Colombia Solidarity Bridge (Laredo, TX)');
  await choose(page, 'Type of transportation', 'FTL');
  await choose(page, 'Mode', 'Dry Van');
  await choose(page, 'Trailer', '53 ft dry van trailer');
  await choose(page, 'Pickup city', 'Monterrey, Nuevo León (MX)');
  await choose(page, 'Drop city', 'Dallas, Texas (US)');
  await page.getByLabel('Pickup date').fill(PICKUP_DATE);
  await page.getByRole('button', { name: 'Get my price' }).click();
  await expect(page.getByTestId('instant-quote-total')).toHaveText(QUOTED);
  const quoteId = /\/quote\/([A-Za-z0-9_-]{22})$/.exec((await page.getByTestId('instant-quote-link').getAttribute('href'))!)![1]!;

  // Book this: a visitor is asked to sign in, told the quote is kept through registration.
  await page.getByRole('button', { name: 'Book this price' }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/additional-details?quote=${quoteId}`)}`);
  await expect(page.getByText('Sign in to book your instant quote. New here? Create an account: this browser keeps your quote until your company is verified.')).toBeVisible();
  await page.getByRole('link', { name: 'Create a company account' }).click();

  const email = uniqueEmail('quote-booking');
  await page.getByLabel('Company name').fill('Frontera Freight SA');
  await page.getByLabel('Contact name').fill('Lucía Ortega');
  await page.getByLabel('Contact number').fill('5551234567');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verification\?email=/);
  await page.getByLabel('Digit 1 of 6').fill(latestOtp(email));
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Waiting for the admin: the dashboard keeps the quote and says when it can be booked.
  const reminder = page.getByTestId('pending-quote');
  await expect(reminder).toContainText('Your instant quote is waiting');
  await expect(reminder).toContainText(`Monterrey to Dallas for ${QUOTED}`);
  await expect(reminder).toContainText('You can book it as soon as our team has verified your company');
  await expect(reminder.getByRole('link', { name: 'Book it' })).toHaveCount(0);

  // Verified (days later, in another visit): the reminder books it.
  await setVerifiedByApi(request, email, true);
  const token = await accessTokenOf(request, { email, password: PASSWORD });
  await addressesInQuotedCities(request, token);
  await page.reload();
  const summaryCall = page.waitForRequest((r) => r.url().endsWith('/v1/user/order/coordinatesPrice'));
  await reminder.getByRole('link', { name: 'Book it' }).click();
  await expect(page).toHaveURL(`/additional-details?quote=${quoteId}`);

  // The wizard opens on the addresses, with the quote's choices and the one address in each quoted city.
  await expect(step(page)).toHaveAttribute('data-step', 'step5');
  await expect(page.getByTestId('book-again-note')).toContainText('Choose a pickup address in Monterrey and a drop address in Dallas.');
  await expect(page.getByRole('checkbox', { name: /Pickup: Planta Apodaca/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Drop: DFW Crossdock/ })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  // The summary asks with the quote and shows its price while it holds.
  expect((await summaryCall).postDataJSON()).toMatchObject({ quoteId, serviceId: 'northbound', modeId: 'ftl-dry-van' });
  await expect(step(page)).toHaveAttribute('data-step', 'step6');
  await expect(page.getByTestId('quoted-price')).toContainText('The price of your instant quote, held until');
  await expect(page.getByTestId('quote-total')).toHaveText(QUOTED);

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText(QUOTED);
  await expect(page.getByTestId('quote-lapsed')).toHaveCount(0);
  await payWithCard(page);
  await expect(step(page)).toHaveAttribute('data-step', 'step7');
  const movementId = (await page.getByTestId('movement-id').textContent())!;

  // Charged exactly the quoted price, once; no card data reached our API; the reminder is done.
  const order = ((await (await request.get(`/v1/user/order/${movementId}`, { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: { quote: { total: number }; paymentStatus: string } }).data;
  expect([order.quote.total, order.paymentStatus]).toEqual([QUOTED_CENTS, 'paid']);
  expect(cardData.toApi).toEqual([]);
  await page.goto('/dashboard');
  await expect(page.getByTestId('greeting')).toBeVisible();
  await expect(page.getByTestId('pending-quote')).toHaveCount(0);
});

test('an expired quote books at today’s price, with the difference said in words', async ({ page, context, baseURL, request }) => {
  const customer = await createSignedInCustomer(context, baseURL!, { label: 'quote-expired' });
  await addressesInQuotedCities(request, await accessTokenOf(request, customer));
  const made = await request.post('/v1/common/quote', { data: QUOTE_BODY });
  expect(made.status()).toBe(201);
  const quoteId = ((await made.json()) as { data: { id: string } }).data.id;

  // Kept from its page while it held (Book this), then the hold ends (the operator ends it early).
  await page.goto(`/quote/${quoteId}`);
  await page.getByRole('button', { name: 'Book this price' }).click();
  await expect(step(page)).toHaveAttribute('data-step', 'step5');
  await adminApi(request, 'POST', `/v1/admin/quotes/${quoteId}/expire`);

  // The dashboard says the quoted price no longer holds.
  await page.goto('/dashboard');
  const reminder = page.getByTestId('pending-quote');
  await expect(reminder).toContainText(`Monterrey to Dallas: the quoted ${QUOTED} held until`);
  await expect(reminder).toContainText('Booking it now gives today’s price.');
  await reminder.getByRole('link', { name: 'Book it' }).click();

  // Four straps added on the details: today's price for these choices, and how much more than quoted.
  await expect(step(page)).toHaveAttribute('data-step', 'step5');
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(step(page)).toHaveAttribute('data-step', 'step3');
  await page.getByRole('checkbox', { name: /Straps/ }).click();
  await choose(page, 'Quantity of straps', '4');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(step(page)).toHaveAttribute('data-step', 'step5');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(step(page)).toHaveAttribute('data-step', 'step6');
  await expect(page.getByTestId('quoted-price')).toContainText(`Your instant quote of ${QUOTED} stopped holding on`);
  await expect(page.getByTestId('quoted-price')).toContainText('This is today’s price: $24.00 more than quoted.');
  await expect(page.getByTestId('quote-total')).toHaveText(WITH_FOUR_STRAPS);

  // The order is placed at today's price.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByTestId('checkout-total')).toHaveText(WITH_FOUR_STRAPS);
});

test('a signed-in customer books from the quote page at once, and adds the addresses the quote names', async ({ page, context, baseURL }) => {
  await createSignedInCustomer(context, baseURL!, { label: 'quote-direct' });
  const made = await page.request.post('/v1/common/quote', { data: QUOTE_BODY });
  const quoteId = ((await made.json()) as { data: { id: string } }).data.id;
  await page.goto(`/quote/${quoteId}`);
  await page.getByRole('button', { name: 'Book this price' }).click();
  await expect(page).toHaveURL(`/additional-details?quote=${quoteId}`);
  // No address in either city yet: the note says where to add them, nothing is chosen.
  await expect(step(page)).toHaveAttribute('data-step', 'step5');
  await expect(page.getByTestId('book-again-note')).toContainText('Choose a pickup address in Monterrey and a drop address in Dallas.');
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
});
