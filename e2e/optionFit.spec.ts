import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { Messages } from '../src/schemas/messages';
import { createSignedInCustomer } from './support/admin';
import { createPaidOrder } from './support/orders';

// Issue 18.5 in the browser: options fit each other (no reefer trailer or temperature log with a
// Dry Van; a choice that stops fitting is removed with a note), the payment form uses its card's
// width, and fields with a hint line up with their neighbours (input tops within 1 px).

const step = (page: Page) => page.locator('[data-step]');
const trailer = (page: Page) => page.getByRole('combobox', { name: 'Trailer' });

/** The input box of a labelled field (the element a customer types in, not its label or hint). */
const inputTop = async (field: Locator): Promise<number> => (await field.boundingBox())!.y;
async function expectTopsAligned(fields: Locator[], what: string) {
  const tops = await Promise.all(fields.map(inputTop));
  expect(Math.max(...tops) - Math.min(...tops), `${what}: input tops ${tops.join(', ')}`).toBeLessThanOrEqual(1);
}

/** Picks an option of a select, as a customer does: the field, then the option in its list. */
async function pick(page: Page, field: Locator, option: string) {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(field).toHaveValue(option);
}

async function trailerOptions(page: Page): Promise<string[]> {
  await trailer(page).click();
  await expect(trailer(page)).toHaveAttribute('aria-controls', /.+/);
  const list = await trailer(page).getAttribute('aria-controls');
  const names = await page.locator(`[id="${list}"]`).getByRole('option').allTextContents();
  await page.keyboard.press('Escape');
  return names;
}

async function toDetails(page: Page, mode: 'Reefer' | 'Dry Van') {
  // Kept from the first visit (choosing it again would deselect it).
  const port = page.getByRole('combobox', { name: 'Port / bridge of crossing' });
  if ((await port.inputValue()) === '') await pick(page, port, 'World Trade Bridge (Laredo, TX)');
  await page.getByRole('radiogroup', { name: 'Type of transportation' }).getByText('FTL', { exact: true }).click();
  await page.getByRole('radio', { name: new RegExp(mode) }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(step(page)).toHaveAttribute('data-step', 'step3');
}

/** Reefer with its trailer and temperature log, then Dry Van: both removed, with the note. */
async function changeModeUnderOptions(page: Page) {
  await page.goto('/additional-details');
  await page.getByRole('radio', { name: /Northbound Service/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await toDetails(page, 'Reefer');
  expect(await trailerOptions(page)).toEqual(['53 ft reefer trailer', 'Customer-provided trailer']);
  await pick(page, trailer(page), '53 ft reefer trailer');
  await page.getByRole('checkbox', { name: /Temperature log/ }).check();
  await page.getByRole('checkbox', { name: /Straps/ }).check();
  await pick(page, page.getByRole('combobox', { name: 'Programming' }), 'Instant');
  await pick(page, page.getByRole('combobox', { name: 'Quantity of Straps' }), '2');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(step(page)).toHaveAttribute('data-step', 'step5');
  await page.getByRole('button', { name: 'Previous' }).click();
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(step(page)).toHaveAttribute('data-step', 'step2');

  await toDetails(page, 'Dry Van');
  await expect(page.getByTestId('option-note')).toHaveText(Messages.optionsCleared(['53 ft reefer trailer', 'Temperature log'], 'Dry Van'));
  await expect(trailer(page)).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: /Temperature log/ })).toHaveCount(0);
  // What still fits stays chosen.
  await expect(page.getByRole('checkbox', { name: /Straps/ })).toBeChecked();
  expect(await trailerOptions(page)).toEqual(['53 ft dry van trailer', 'Customer-provided trailer']);
}

test.describe('options fit each other; forms line up', () => {
  test('with Dry Van no reefer trailer or temperature log; a change of mode removes them with a note; the reference hint lines up; checkout pays in the card\u2019s width', async ({ page, context, baseURL }) => {
    test.setTimeout(180_000);
    await createSignedInCustomer(context, baseURL!, { label: 'option-fit' });
    await changeModeUnderOptions(page);
    await expectTopsAligned([page.getByLabel('User reference'), trailer(page)], 'user reference (with a hint) and trailer');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    await pick(page, trailer(page), '53 ft dry van trailer');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(step(page)).toHaveAttribute('data-step', 'step5');
    for (const [side, building, city] of [['pickup', 'Planta Apodaca', 'Monterrey, Nuevo León (MX)'], ['drop', 'Dallas Distribution Center', 'Dallas, Texas (US)']] as const) {
      await page.getByRole('button', { name: `Add ${side} address` }).click();
      await page.getByLabel('Building name').fill(building);
      await page.getByLabel('Street').fill('Av. Industrial 1200');
      await page.getByRole('combobox', { name: 'City' }).fill(city.split(',')[0]!);
      await page.getByRole('option', { name: city }).click();
      await page.getByLabel('Postal code').fill('64000');
      await page.getByLabel('Contact name').fill('Dock Supervisor');
      await page.getByLabel('Contact number').fill('5551112233');
      // The contact number's hint sits under its field: the row's inputs line up.
      await expectTopsAligned([page.getByLabel('Contact name'), page.getByLabel('Contact number')], 'contact name and contact number (with a hint)');
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(step(page)).toHaveAttribute('data-step', 'step5');
    }
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('53 ft dry van trailer')).toBeVisible();
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page.getByRole('button', { name: 'Place order' }).click();

    // The payment form spans its card (the wizard's step card), not a narrow column.
    const form = page.getByTestId('card-form');
    await expect(form).toBeVisible();
    const card = await step(page).evaluate((el) => {
      const style = getComputedStyle(el);
      return el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    });
    expect(Math.abs((await form.boundingBox())!.width - card)).toBeLessThanOrEqual(1);
    await expectTopsAligned([page.getByLabel('Name on card'), page.getByLabel('Card number')], 'name and number');
    await expectTopsAligned([page.getByLabel('Expiry (MM/YY)'), page.getByLabel('CVC')], 'expiry and CVC');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByText('CVC is required')).toBeVisible();
    await expectTopsAligned([page.getByLabel('Expiry (MM/YY)'), page.getByLabel('CVC')], 'expiry and CVC with their errors');
  });

  test('options fit on a phone, and the Pay now form fills its dialog with its rows lined up @phone', async ({ page, context, baseURL, request }) => {
    test.setTimeout(120_000);
    const customer = await createSignedInCustomer(context, baseURL!, { label: 'option-fit-phone' });
    const unpaid = await createPaidOrder(request, customer, { paid: false });
    await changeModeUnderOptions(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.goto(`/my-orders/service/${unpaid}?pay=now`);
    const dialog = page.getByRole('dialog', { name: `Pay for order ${unpaid}` });
    const form = dialog.getByTestId('card-form');
    await expect(form).toBeVisible();
    const body = await form.evaluate((el) => {
      const parent = el.parentElement!;
      const style = getComputedStyle(parent);
      return parent.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    });
    expect(Math.abs((await form.boundingBox())!.width - body)).toBeLessThanOrEqual(1);
    await dialog.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(dialog.getByText('CVC is required')).toBeVisible();
    await expectTopsAligned([dialog.getByLabel('Expiry (MM/YY)'), dialog.getByLabel('CVC')], 'expiry and CVC with their errors');
  });
});
