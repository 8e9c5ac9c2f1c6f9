import { expect, test, type ConsoleMessage } from '@playwright/test';

// A Mexican visitor's first page is Spanish before any script runs (the server picks the
// prerendered page by Accept-Language), hydrates without a mismatch, and the header's switch turns
// the page to English and back keeping what was typed. The terms and the privacy policy are in
// Spanish too, saying that the English version (behind the same switch) governs. The words are
// written here in Spanish.

test.describe('a Spanish browser without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'es-MX', extraHTTPHeaders: { 'Accept-Language': 'es-MX,es;q=0.9' } });

  test('gets the landing and the sign-in page in Spanish, from the HTML alone', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.headers()['content-language']).toBe('es');
    expect(response?.headers()['vary']).toMatch(/Accept-Language/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Carga transfronteriza, reservada en minutos · Cargo Connects');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carga transfronteriza, reservada en minutos.');
    await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link')).toHaveText(['Mis órdenes', 'Servicio', 'Nosotros', 'Contacto']);
    await expect(page.getByRole('link', { name: 'Solicitar un servicio' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Regístrese gratis' }).first()).toBeVisible();

    await page.goto('/login');
    await expect(page).toHaveTitle('Iniciar sesión · Cargo Connects');
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test('a language we do not speak in the cookie is no choice (the browser decides); a known one wins', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'fr', url: baseURL! }]);
    await page.goto('/');
    // Not a choice: the browser's Spanish decides.
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cross-border freight, booked in minutes.');
  });
});

test.describe('a Spanish browser with JavaScript', () => {
  test.use({ locale: 'es-MX', extraHTTPHeaders: { 'Accept-Language': 'es-MX,es;q=0.9' } });
  const problems = (messages: ConsoleMessage[]) =>
    messages.filter((m) => m.type() === 'error' || (m.type() === 'warning' && /hydrat|did not match|server rendered|Uncompiled message/i.test(m.text()))).map((m) => m.text());

  for (const path of ['/', '/login', '/register']) {
    test(`${path} hydrates the Spanish page without a mismatch`, async ({ page }) => {
      const messages: ConsoleMessage[] = [];
      page.on('console', (m) => messages.push(m));
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Hydrated: a client-side link works without a page load, and the next page is Spanish too.
      const navigated = page.waitForURL('**/about-us');
      await page.getByRole('link', { name: 'Nosotros' }).first().click();
      await navigated;
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nosotros');
      expect(problems(messages)).toEqual([]);
    });
  }

  test('a Mexican visitor gets an instant quote in Spanish: the form, the price in dollars as Mexico writes them, what it includes', async ({ page }) => {
    const choose = async (label: string, option: string) => {
      await page.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
    };
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'O cotice primero al instante: sin crear una cuenta' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cotización al instante');
    await page.getByRole('button', { name: 'Ver mi precio' }).click();
    // What is missing, said whole in Spanish (the field's name too).
    await expect(page.getByText('El campo fecha de recolección es obligatorio')).toBeVisible();
    await expect(page.getByText('El campo ciudad de recolección es obligatorio')).toBeVisible();
    await choose('Dirección del cruce', 'Servicio al norte (MX → EE. UU.)');
    await choose('Puerto o puente de cruce', 'Puente Solidaridad Colombia (Laredo, TX)');
    await choose('Tipo de transporte', 'FTL');
    await choose('Modalidad', 'Caja seca');
    await choose('Remolque', 'Caja seca de 53 pies');
    await choose('Ciudad de recolección', 'Monterrey, Nuevo León (MX)');
    await choose('Ciudad de entrega', 'Dallas, Texas (US)');
    await page.getByLabel('Fecha de recolección').fill(new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
    await page.getByRole('button', { name: 'Ver mi precio' }).click();
    // The seeded catalog's price (e2e/instantQuote.spec.ts says how it adds up), as es-MX writes dollars.
    await expect(page.getByTestId('instant-quote-total')).toHaveText(/^USD\s1,770\.00$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Qué incluye el precio' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Cruce por Puente Solidaridad Colombia' })).toBeVisible();
    await expect(page.getByText(/^Este precio está vigente hasta el /)).toBeVisible();
  });

  test('from the landing, the sign-in page opens in Spanish with its form messages', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Iniciar sesión' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
    await page.getByLabel('Correo electrónico').fill('no-es-un-correo');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Formato de correo electrónico no válido')).toBeVisible();
  });

  test('the switch turns the sign-in page to English and back, keeping the typed email', async ({ page, context }) => {
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    const email = page.getByLabel('Correo electrónico');
    await email.fill('lucia@frontera.example');

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByLabel('Email')).toHaveValue('lucia@frontera.example');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en');
    // The page stayed: no reload, the same URL.
    expect(new URL(page.url()).pathname).toBe('/login');

    await page.getByRole('button', { name: 'Español' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByLabel('Correo electrónico')).toHaveValue('lucia@frontera.example');
    await expect(page).toHaveTitle('Iniciar sesión · Cargo Connects');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('es');
  });
});

// Chose Spanish with the switch (the cookie), in a browser whose own language is Spanish: no forced
// Accept-Language header, so the app's requests say the page's language, as in a real browser.
test.describe('a reader who chose Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('the terms and the privacy policy in Spanish, with the notice that English governs; the switch shows the English text', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'es', url: baseURL! }]);
    const notice = 'En caso de cualquier discrepancia entre esta traducción y la versión en inglés, prevalecerá la versión en inglés.';
    await page.goto('/privacy-policy-cargo-connects');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aviso de privacidad');
    await expect(page.getByRole('heading', { level: 2, name: 'Qué información recabamos' })).toBeVisible();
    await expect(page.getByText(notice)).toBeVisible();
    // Spanish words in a Spanish page: nothing marks them as another language.
    await expect(page.locator('article')).not.toHaveAttribute('lang');

    await page.goto('/terms-condition');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Términos y condiciones');
    await expect(page.getByRole('heading', { level: 2, name: 'Cuentas y verificación' })).toBeVisible();
    await expect(page.getByText(notice)).toBeVisible();
    await expect(page.locator('article')).not.toHaveAttribute('lang');

    // The notice's way to the English version: the header's switch.
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Accounts and verification' })).toBeVisible();
    await expect(page.getByText(notice)).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('article')).not.toHaveAttribute('lang');
  });
});
