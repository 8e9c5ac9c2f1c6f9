import { expect, test, type Page } from '@playwright/test';
import { hydrated, openBeforeItsCode } from './support/beforeItsCode';

// The landing's own quote form (issue: a quote without an account on `/`, still fast): plain
// markup that works before, and without, any script, and gives the same price on /quote.
//
// Northbound Service 450.00 + FTL 850.00 + Dry Van 150.00, a Monterrey pickup (its metro zone
// 180.00 plus the base 95.00) and a Dallas drop (no zone: 45.00), on the seeded catalog
// (server/db/seedCatalog.ts), written out by hand.
const NORTHBOUND_MONTERREY_DALLAS = '$1,770.00';

/** A pickup date ten days ahead, written without the app's clock. */
const PICKUP_DATE = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

async function fillLandingQuote(page: Page) {
  const form = page.getByRole('form', { name: 'What are you shipping, and where?' });
  await form.getByLabel('Direction').selectOption({ label: 'Northbound Service' });
  await form.getByLabel('Port / bridge of crossing').selectOption({ label: 'Colombia Solidarity Bridge (Laredo, TX)' });
  await form.getByLabel('Type of transportation and mode').selectOption({ label: 'FTL · Dry Van' });
  await form.getByLabel('Trailer').selectOption({ label: '53 ft dry van trailer' });
  await form.getByLabel('Pickup city').selectOption({ label: 'Monterrey, Nuevo León' });
  await form.getByLabel('Drop city').selectOption({ label: 'Dallas, Texas' });
  await form.getByLabel('Pickup date').fill(PICKUP_DATE);
  return form;
}

test('without JavaScript, the landing’s form opens /quote with the choices, which prices them at once', async ({ browser, baseURL }) => {
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await plain.newPage();
  await page.goto('/');
  const form = await fillLandingQuote(page);
  await form.getByRole('button', { name: 'Get my price' }).click();
  await expect(page).toHaveURL(/\/quote\?/);
  const choices = Object.fromEntries(new URL(page.url()).searchParams);
  expect(choices).toEqual({ serviceId: 'northbound', portId: 'colombia-solidarity-bridge', modeId: 'ftl-dry-van', trailerId: 'dry-van-53', pickupCityId: 'monterrey-nl', dropCityId: 'dallas-tx', pickupDate: PICKUP_DATE });
  // The prerendered /quote draws the form before (here: without) any script.
  await expect(page.getByRole('form', { name: 'What are you shipping, and where?' })).toBeVisible();
  const link = page.url();
  await plain.close();

  // The same link in a browser that runs the page: priced with no further click.
  const running = await browser.newContext({ baseURL });
  const quote = await running.newPage();
  await quote.goto(link);
  await expect(quote.getByTestId('instant-quote-total')).toHaveText(NORTHBOUND_MONTERREY_DALLAS);
  await running.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('@phone chosen before the page is interactive (CPU 4× slower, scripts held), the choices stay and a tap prices them', async ({ page }) => {
    const release = await openBeforeItsCode(page, '/');
    await expect(page.locator('form[action="/quote"]')).toBeAttached();
    const form = await fillLandingQuote(page);
    release();
    await hydrated(page);
    await expect(form.getByLabel('Pickup city')).toHaveValue('monterrey-nl');
    await expect(form.getByLabel('Pickup date')).toHaveValue(PICKUP_DATE);
    await form.getByRole('button', { name: 'Get my price' }).tap();
    await expect(page).toHaveURL(/\/quote\?serviceId=northbound&/);
    await expect(page.getByTestId('instant-quote-total')).toHaveText(NORTHBOUND_MONTERREY_DALLAS);
  });
});
