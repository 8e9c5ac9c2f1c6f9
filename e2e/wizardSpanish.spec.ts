import { expect, test, type Page } from '@playwright/test';
import { createSignedInCustomer, saveAccountLanguage } from './support/admin';

// The wizard in Spanish, on a desktop and on a phone: a customer books through every step reading
// Spanish, and the longer Spanish words fit (nothing wider than the page, no button or label cut).
// The Spanish words are written here as the customer reads them. WIZARD_SHOTS=<dir> keeps a
// picture of each step, to look at.

const step = (page: Page) => page.locator('[data-step]');
const shots = process.env.WIZARD_SHOTS;

async function look(page: Page, name: string): Promise<void> {
  // Nothing wider than the window, and no control whose words are cut off or spill out of it.
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1) found.push(`page ${document.documentElement.scrollWidth} > ${window.innerWidth}`);
    for (const element of document.querySelectorAll<HTMLElement>('main button, main label, main legend, main h1, main h2, main h3, main [class*="Stepper-stepLabel"], main [role="radio"] + *, main input')) {
      if (!element.checkVisibility()) continue;
      const box = element.getBoundingClientRect();
      if (box.right > window.innerWidth + 1) found.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" ends at ${Math.round(box.right)}`);
      const style = getComputedStyle(element);
      if (element.tagName !== 'INPUT' && style.overflow !== 'visible' && element.scrollWidth > element.clientWidth + 1) found.push(`${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}" cut (${element.scrollWidth} > ${element.clientWidth})`);
    }
    return found;
  });
  if (shots) await page.screenshot({ path: `${shots}/${test.info().project.name}-${name}.png`, fullPage: true });
  expect(problems, name).toEqual([]);
}

async function bookInSpanish(page: Page, phone: boolean): Promise<void> {
  await page.goto('/additional-details');
  // The page in Spanish: served so (the cookie), or turned by the header's switch.
  if ((await page.locator('html').getAttribute('lang')) !== 'es') {
    await page.getByRole('banner').getByTestId('language-switch').first().click();
  }
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 2, name: '¿En qué sentido cruza su carga?' })).toBeVisible();
  await expect(page.getByText(/^desde USD\s[\d,]+\.\d{2}$/).first()).toBeVisible();
  if (phone) await expect(page.getByTestId('wizard-progress')).toHaveText('Paso 1 de 6 · Servicio');
  else for (const milestone of ['Servicio', 'Ruta', 'Detalles', 'Direcciones', 'Resumen', 'Pago']) await expect(page.locator('.mantine-Stepper-stepLabel', { hasText: milestone })).toBeVisible();
  await look(page, '1-service');
  await page.getByRole('radio', { name: /Servicio al norte \(MX → EE\. UU\.\)/ }).click();
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();

  await expect(step(page)).toHaveAttribute('data-step', 'step2');
  await expect(page.getByRole('heading', { level: 2, name: 'Cruce y equipo' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Puerto o puente de cruce' }).click();
  await page.getByRole('option', { name: 'Puente Comercio Mundial (Laredo, TX)' }).click();
  await page.getByRole('radiogroup', { name: 'Tipo de transporte' }).getByText('FTL', { exact: true }).click();
  await page.getByRole('radio', { name: /Caja seca/ }).click();
  await look(page, '2-route');
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();

  await expect(step(page)).toHaveAttribute('data-step', 'step3');
  await expect(page.getByRole('heading', { level: 2, name: 'Detalles de la carga' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Remolque' }).click();
  await page.getByRole('option', { name: 'Caja seca de 53 pies' }).click();
  await page.getByRole('checkbox', { name: /Cinchos/ }).click();
  await page.getByRole('combobox', { name: 'Cantidad de cinchos' }).click();
  await page.getByRole('option', { name: '4', exact: true }).click();
  await expect(page.getByText(/^USD\s[\d,.]+ por unidad · USD\s[\d,.]+ por 4$/)).toBeVisible();
  await page.getByRole('combobox', { name: 'Programación' }).click();
  await page.getByRole('option', { name: 'Programada' }).click();
  // The calendar in Spanish: this month's name and the weekdays.
  await page.getByRole('button', { name: 'Fecha programada' }).click();
  const calendar = page.getByRole('dialog', { name: 'Fecha programada' });
  const month = new Date().toLocaleString('es-MX', { month: 'long' });
  await expect(calendar.getByText(new RegExp(`^${month} \\d{4}$`))).toBeVisible();
  for (const weekday of ['lu', 'ma', 'mi', 'ju', 'vi', 'sá', 'do']) await expect(calendar.getByText(weekday, { exact: true })).toBeVisible();
  await look(page, '3-details-calendar');
  // Next month's 15th: always ahead.
  await calendar.getByRole('button', { name: 'Mes siguiente' }).click();
  await calendar.getByRole('button', { name: /^15 / }).click();
  await expect(page.getByRole('button', { name: 'Fecha programada' })).toHaveText(/^15 [a-z]{3,4}\.? \d{4}$/);
  await page.getByLabel('Hora programada').fill('09:30');
  await look(page, '3-details');
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();

  await expect(step(page)).toHaveAttribute('data-step', 'step5');
  await expect(page.getByRole('heading', { level: 2, name: 'Direcciones de recolección y entrega' })).toBeVisible();
  await look(page, '5-addresses-empty');
  for (const [side, building, city] of [
    ['recolección', 'Planta Apodaca', 'Monterrey, Nuevo León (MX)'],
    ['entrega', 'Centro de distribución Dallas', 'Dallas, Texas (US)'],
  ] as const) {
    await page.getByRole('button', { name: `Agregar dirección de ${side}` }).click();
    await expect(step(page)).toHaveAttribute('data-step', 'step4');
    await expect(page.getByRole('heading', { level: 2, name: `Nueva dirección de ${side}` })).toBeVisible();
    await page.getByLabel('Nombre del edificio').fill(building);
    await page.getByLabel('Calle').fill('Av. Industrial 1200');
    await page.getByRole('combobox', { name: 'Ciudad' }).fill(city.split(',')[0]!);
    await page.getByRole('option', { name: city }).click();
    await page.getByLabel('Código postal').fill('64000');
    await page.getByLabel('Nombre de contacto').fill('Supervisor de andén');
    await page.getByLabel('Teléfono de contacto').fill('5551112233');
    if (side === 'recolección') await look(page, '4-address');
    await page.getByRole('button', { name: 'Guardar dirección' }).click();
    await expect(step(page)).toHaveAttribute('data-step', 'step5');
  }
  // A saved address is chosen.
  await expect(page.getByRole('checkbox', { name: /Planta Apodaca/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Centro de distribución Dallas/ })).toBeChecked();
  await look(page, '5-addresses');
  await page.getByRole('button', { name: 'Siguiente', exact: true }).click();

  await expect(step(page)).toHaveAttribute('data-step', 'step6');
  await expect(page.getByRole('heading', { level: 2, name: 'Resumen' })).toBeVisible();
  const quote = page.getByTestId('quote');
  await expect(quote.getByText('Servicio al norte (MX → EE. UU.)')).toBeVisible();
  await expect(quote.getByText('Cinchos × 4')).toBeVisible();
  await expect(page.getByTestId('quote-total')).toHaveText(/^USD\s[\d,]+\.\d{2}$/);
  await expect(quote.getByText(/^Ruta: [\d,.]+ km en 1 tramo$/)).toBeVisible();
  await expect(page.getByText(/^15 [a-z]{3,4}\.? \d{4} a las 09:30$/)).toBeVisible();
  await look(page, '6-summary');
  await page.getByRole('button', { name: 'Continuar al pago' }).click();

  await expect(step(page)).toHaveAttribute('data-step', 'stepCheckout');
  await expect(page.getByRole('heading', { level: 2, name: 'Pago' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Colocar orden' })).toBeVisible();
  await look(page, '7-checkout');
}

test.describe('the service request in Spanish', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'es', url: baseURL! }]);
    await createSignedInCustomer(context, baseURL!, { label: 'wizard-es' });
    // A Spanish reader's account: at sign-in the app turns to the account's language.
    await saveAccountLanguage(context, 'es');
  });

  test('a customer books reading Spanish, and the words fit (desktop)', async ({ page }) => {
    test.slow();
    await bookInSpanish(page, false);
  });

  test.describe('on a phone', () => {
    // A small phone (390 × 844, touch): the narrowest the Spanish words must fit in.
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 });
    test('a customer books reading Spanish, and the words fit @phone', async ({ page }) => {
      test.slow();
      await bookInSpanish(page, true);
    });
  });
});
