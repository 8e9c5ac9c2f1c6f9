import { expect, test, type Locator, type Page } from '@playwright/test';
import { advanceOrder, createSignedInCustomer } from './support/admin';
import { PAID_CARD, watchCardData } from './support/cardWatch';

// A customer on a touch phone chooses everything with a finger: every select, menu and date picker
// of the booking journey, the header and the order list. Only taps choose (no click, no keyboard,
// no events sent to an element); typing is for text. Before each tap on an option, item or day the
// test sees it in the viewport, where the customer's finger can reach it.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const step = (page: Page) => page.locator('[data-step]');

/** Taps a select, sees its field and the option in view, taps the option. */
async function choose(page: Page, field: Locator, option: string) {
  await field.tap();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  const choice = page.getByRole('option', { name: option, exact: true });
  await expect(choice).toBeInViewport({ ratio: 1 });
  // The page did not scroll the field away as its list opened.
  await expect(field).toBeInViewport();
  await choice.tap();
  await expect(choice).toBeHidden();
  await expect(field).toHaveValue(option);
}

/** Taps a menu's button, sees the item in view, taps it. */
async function chooseFromMenu(page: Page, button: Locator, item: string) {
  await button.tap();
  const entry = page.getByRole('menuitem', { name: item });
  await expect(entry).toBeInViewport({ ratio: 1 });
  await entry.tap();
}

/**
 * A day of the browser's calendar (today, or a day of a month ahead) as the calendar names its button
 * ('15 December 2026'), as a field shows it ('15 Dec 2026') and in the address ('2026-12-15').
 */
const dayNames = (page: Page, monthsAhead = 0, day?: number) =>
  page.evaluate(
    ([ahead, d]) => {
      const date = new Date();
      if (d !== undefined) {
        date.setDate(1);
        date.setMonth(date.getMonth() + ahead!);
        date.setDate(d);
      }
      return {
        long: date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
        shown: date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
        iso: `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`,
      };
    },
    [monthsAhead, day] as const,
  );

async function addAddress(page: Page, side: 'pickup' | 'drop', building: string, city: string) {
  await page.getByRole('button', { name: `Add ${side} address` }).tap();
  await expect(step(page)).toHaveAttribute('data-step', 'step4');
  await page.getByLabel('Building name').fill(building);
  await page.getByLabel('Street').fill('Av. Industrial 1200');
  // A searchable list: the customer types part of the name, then taps the city.
  const field = page.getByRole('combobox', { name: 'City' });
  await field.tap();
  await field.fill(city.split(',')[0]!);
  const choice = page.getByRole('option', { name: city, exact: true });
  await expect(choice).toBeInViewport({ ratio: 1 });
  await expect(field).toBeInViewport();
  await choice.tap();
  await expect(field).toHaveValue(city);
  await page.getByLabel('Postal code').fill('64000');
  await page.getByLabel('Contact name').fill('Dock Supervisor');
  await page.getByLabel('Contact number').fill('5551112233');
  await page.getByRole('button', { name: 'Save address' }).tap();
  await expect(step(page)).toHaveAttribute('data-step', 'step5');
}

test('@phone a customer books and pays an order by touch alone, then opens the header menus, the date filter and an order card\u2019s menu by touch', async ({ page, context, baseURL }) => {
  test.slow(); // eight steps, a payment and the operator CLI on a busy machine
  await createSignedInCustomer(context, baseURL!, { label: 'touch' });
  const cardData = watchCardData(page);
  await page.goto('/additional-details');

  // step1 and step2: the service, then the port from its list.
  await expect(step(page)).toHaveAttribute('data-step', 'step1');
  await page.getByRole('radio', { name: /Northbound Service/ }).tap();
  await page.getByRole('button', { name: 'Next' }).tap();
  await expect(step(page)).toHaveAttribute('data-step', 'step2');
  await choose(page, page.getByRole('combobox', { name: 'Port / bridge of crossing' }), 'World Trade Bridge (Laredo, TX)');
  await page.getByRole('radiogroup', { name: 'Type of transportation' }).getByText('FTL', { exact: true }).tap();
  await page.getByRole('radio', { name: /Dry Van/ }).tap();
  await page.getByRole('button', { name: 'Next' }).tap();
  await expect(step(page)).toHaveAttribute('data-step', 'step3');

  // step3: trailer, 4 chains (the quantity field sits low on the page), programming, the schedule's day.
  await choose(page, page.getByRole('combobox', { name: 'Trailer' }), '53 ft dry van trailer');
  await page.getByRole('checkbox', { name: /Chains/ }).tap();
  await choose(page, page.getByRole('combobox', { name: 'Quantity of chains' }), '4');
  await expect(page.getByText(/^\$[\d,.]+ each · \$[\d,.]+ for 4$/)).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: 'Programming' }), 'Schedule');
  const day = await dayNames(page, 1, 15);
  const dateField = page.getByRole('button', { name: 'Schedule date' });
  await dateField.tap();
  const calendar = page.getByRole('dialog', { name: 'Schedule date' });
  await expect(calendar).toBeInViewport({ ratio: 1 });
  await calendar.getByRole('button', { name: 'Next month' }).tap();
  const dayButton = calendar.getByRole('button', { name: day.long, exact: true });
  await expect(dayButton).toBeInViewport({ ratio: 1 });
  await dayButton.tap();
  await expect(calendar).toBeHidden();
  await expect(dateField).toHaveText(day.shown);
  await page.getByLabel('Schedule time').fill('09:30');
  await page.getByRole('button', { name: 'Next' }).tap();
  await expect(step(page)).toHaveAttribute('data-step', 'step5');

  // step4 (twice) and step5: both addresses, each city from its list.
  await addAddress(page, 'pickup', 'Planta Apodaca', 'Monterrey, Nuevo León (MX)');
  await addAddress(page, 'drop', 'Dallas Distribution Center', 'Dallas, Texas (US)');
  await page.getByRole('button', { name: 'Next' }).tap();

  // step6: the summary holds what was tapped.
  await expect(step(page)).toHaveAttribute('data-step', 'step6');
  await expect(page.getByText(/Chains × 4 \(\$[\d,.]+\)/)).toBeVisible();
  await expect(page.getByText('53 ft dry van trailer', { exact: true })).toBeVisible();
  await expect(page.getByText(day.shown).first()).toBeVisible();
  const total = (await page.getByTestId('quote-total').textContent())!;
  await page.getByRole('button', { name: 'Continue to payment' }).tap();

  // Checkout: the card typed into the provider's fields, Pay tapped.
  await expect(step(page)).toHaveAttribute('data-step', 'stepCheckout');
  await page.getByRole('button', { name: 'Place order' }).tap();
  await expect(page.getByTestId('checkout-total')).toHaveText(total);
  await page.getByLabel('Name on card').fill('Ana Ruiz');
  await page.getByLabel('Card number').fill(PAID_CARD);
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).tap();

  // step7: booked and paid.
  await expect(step(page)).toHaveAttribute('data-step', 'step7');
  const movementId = (await page.getByTestId('movement-id').textContent())!;
  expect(movementId).toMatch(/^CC\d{8}$/);
  expect(cardData.toProvider).toEqual(['POST /payment-sandbox/tokens']);
  expect(cardData.toApi).toEqual([]);

  // /my-orders: the booked-between calendar, a dialog, filters by today's bookings.
  await page.goto('/my-orders');
  const card = page.getByTestId('order-card').filter({ hasText: movementId });
  await expect(card).toBeVisible();
  const today = await dayNames(page);
  await page.getByTestId('orders-dates').tap();
  const booked = page.getByRole('dialog', { name: 'Booked between' });
  await expect(booked).toBeInViewport({ ratio: 1 });
  const todayButton = booked.getByRole('button', { name: today.long, exact: true });
  await expect(todayButton).toBeInViewport({ ratio: 1 });
  await todayButton.tap();
  await todayButton.tap();
  await expect(page).toHaveURL(new RegExp(`from=${today.iso}&to=${today.iso}`));
  await expect(booked).toBeHidden();
  await expect(card).toBeVisible();

  // The header's notifications and profile menus.
  await chooseFromMenu(page, page.getByRole('button', { name: /^Notifications/ }), 'View all');
  await expect(page).toHaveURL(/\/notifications$/);
  await chooseFromMenu(page, page.getByRole('button', { name: 'Open profile menu' }), 'Profile');
  await expect(page).toHaveURL(/\/edit-profile$/);

  // A completed order's card menu: Book again.
  advanceOrder(movementId, 'Completed');
  await page.goto('/my-orders?tab=Completed');
  await chooseFromMenu(page, page.getByRole('button', { name: `More for order ${movementId}` }), 'Book again');
  await expect(page).toHaveURL(new RegExp(`/additional-details\\?bookAgain=${movementId}$`));
  await expect(step(page)).toHaveAttribute('data-step', 'step6');
});
