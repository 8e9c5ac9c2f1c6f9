import { expect, test as base, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { routes } from '../src/schemas/routeTable';
import { advanceOrder, createCustomer, createSignedInCustomer, forgetSignedIn, saveAccountLanguage, signInOnce } from './support/admin';
import { accessTokenOf, createPaidOrder } from './support/orders';
import { ownedByReact } from './support/ownedByReact';

// Issue 18 point 6, with axe as the oracle: its full default rule set, plus the experimental
// label-content-name-mismatch (a control's name holds its visible words, WCAG 2.5.3), on every
// route of the route table signed out and signed in, and with menus, dialogs and drawers open. No
// serious or critical violation. Sizes and overlaps are measured in the browser, never read from
// the code. Every test runs at desktop width; those tagged @phone run again on a phone (Pixel 7).

type Account = { email: string; password: string; completed: string; fresh: string; subUserId: string };

const test = base.extend<object, { account: Account }>({
  // One verified company per worker: a completed order (rating), a new one (cancel), a sub-user.
  account: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const customer = await createCustomer(request, { label: 'a11y' });
      const completed = await createPaidOrder(request, customer);
      advanceOrder(completed, 'Completed');
      const fresh = await createPaidOrder(request, customer);
      const token = await accessTokenOf(request, customer);
      const sub = await request.post('/v1/user/sub/user', {
        headers: { Authorization: `Bearer ${token}` },
        data: { contactName: 'Rosa Delgado', contactNumber: '5550102030', email: `sub.${customer.email}`, password: 'Border-Run-2026' },
      });
      if (sub.status() !== 201) throw new Error(`sub-user: ${sub.status()} ${await sub.text()}`);
      const subUserId = ((await sub.json()) as { data: { accountId: string } }).data.accountId;
      await request.dispose();
      await use({ ...customer, completed, fresh, subUserId });
    },
    { scope: 'worker' },
  ],
});

async function expectNoSeriousAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const concrete = (pattern: string, account: Account) =>
  pattern.replace(':id', account.completed).replace(':accountId', encodeURIComponent(account.subUserId)).replace(':slug', 'faq');

/** A page is ready when its first heading shows and nothing is still shaped in grey. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
}

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not rendered');
  return b;
};

// The statechart viewer (/__statecharts) is a developer tool, not a customer's page.
const customerRoutes = routes.filter((r) => r.pattern !== '/__statecharts');

for (const tag of ['', '@phone ']) {
  for (const signedIn of [false, true]) {
    test(`${tag}[a11y] axe: every route ${signedIn ? 'signed in' : 'signed out'}`, async ({ page, context, baseURL, account }) => {
      // About 5 s a page (two axe passes), more on a busy machine: the budget
      // grows with the routes (31 today) instead of a fixed 3 minutes that a new page runs past.
      test.setTimeout(customerRoutes.length * 12_000);
      // Signed out, every signed-in route lands on the same sign-in page: axe judges each page once.
      const judged = new Set<string>();
      for (const route of customerRoutes) {
        // Each page starts from the signed-in state; /settings/logout ends that session, so a new one is made after it.
        if (signedIn) {
          await context.clearCookies();
          await signInOnce(context, baseURL!, account);
        }
        await page.goto(concrete(route.pattern, account));
        await settled(page);
        const landed = new URL(page.url()).pathname;
        if (!judged.has(landed)) await expectNoSeriousAxeViolations(page, route.pattern);
        judged.add(landed);
        if (signedIn && route.pattern === '/settings/logout') forgetSignedIn(account.email);
      }
    });
  }

  test(`${tag}[a11y] axe in Spanish: the key pages signed out and signed in, <html lang> and every lang attribute valid`, async ({ page, context, baseURL }) => {
    test.setTimeout(18 * 12_000);
    const inSpanish = async () => context.addCookies([{ name: 'i18n_redirected', value: 'es', url: baseURL! }]);
    const judge = async (path: string) => {
      await page.goto(path);
      await settled(page);
      // The page is in Spanish, and says so to screen readers (axe's html-has-lang, html-lang-valid, valid-lang).
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expectNoSeriousAxeViolations(page, `${path} (es)`);
    };
    await inSpanish();
    for (const path of ['/', '/login', '/register', '/contact-us', '/password-recovery', '/quote', '/no-such-page']) await judge(path);
    // A Spanish reader's own account (the worker's account reads English; at sign-in the app turns to the account's language).
    const reader = await createSignedInCustomer(context, baseURL!, { label: 'a11y-es' });
    await saveAccountLanguage(context, 'es');
    const order = await createPaidOrder(context.request, reader);
    for (const path of ['/dashboard', '/my-orders', `/my-orders/service/${order}`, '/additional-details', '/edit-profile', '/sub-user', '/settings/notifications', '/settings/addresses']) await judge(path);
  });

  test(`${tag}[a11y] axe with the profile menu and the notifications open; header targets and the bell's count`, async ({ page, context, baseURL, account }) => {
    await signInOnce(context, baseURL!, account);
    await page.goto('/my-orders');
    await settled(page);
    const header = page.getByRole('banner');
    // WCAG 2.5.8: at least 24 px; the header's icon buttons are 44 px. Measured again if a control is
    // swapped meanwhile (the bell and the profile menu replace their placeholders when the browser is idle).
    const bell = header.getByRole('button', { name: /^Notifications/ });
    await expect(async () => {
      for (const control of await header.locator('a:visible, button:visible').all()) {
        const b = await box(control);
        expect(Math.min(b.width, b.height), await control.evaluate((e) => e.outerHTML.slice(0, 80))).toBeGreaterThanOrEqual(24);
      }
      for (const name of [/^Notifications/, /^Open profile menu$/]) {
        const b = await box(header.getByRole('button', { name }));
        expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(44);
      }
      // The red count sits at the bell's corner: it covers less than a fifth of the bell's glyph.
      await expect(bell.getByTestId('notification-badge')).toBeVisible();
      const glyph = await box(bell.locator('svg'));
      const badge = await box(bell.getByTestId('notification-badge'));
      const overlap = Math.max(0, Math.min(glyph.x + glyph.width, badge.x + badge.width) - Math.max(glyph.x, badge.x)) * Math.max(0, Math.min(glyph.y + glyph.height, badge.y + badge.height) - Math.max(glyph.y, badge.y));
      expect(overlap / (glyph.width * glyph.height)).toBeLessThan(0.2);
      expect(await bell.getByTestId('notification-badge').evaluate((e) => parseFloat(getComputedStyle(e).fontSize))).toBeGreaterThanOrEqual(12);
    }).toPass();

    await header.getByRole('button', { name: 'Open profile menu' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    // Contrast is judged on the menu as it stays, not while it fades in.
    await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
    await expectNoSeriousAxeViolations(page, 'profile menu');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await bell.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menu').getByRole('menuitem').first()).toBeVisible();
    await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
    await expectNoSeriousAxeViolations(page, 'notifications menu');
  });

  test(`${tag}[a11y] a signed-in customer on the public pages gets the signed-in header`, async ({ page, context, baseURL, account }) => {
    await signInOnce(context, baseURL!, account);
    for (const path of ['/', '/about-us', '/contact-us']) {
      await page.goto(path);
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: 'Open profile menu' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
      await expect(header.getByRole('link', { name: 'Cargo Connects home' })).toHaveAttribute('href', '/');
    }
  });

  test(`${tag}[a11y] badges and alerts read at 12 px or more, and axe finds their contrast enough`, async ({ page, context, baseURL, account }) => {
    await signInOnce(context, baseURL!, account);
    for (const path of ['/my-orders', `/my-orders/service/${account.fresh}`, `/my-orders/service/${account.completed}`]) {
      await page.goto(path);
      await settled(page);
      const badges = page.locator('.mantine-Badge-root:visible');
      expect(await badges.count()).toBeGreaterThan(0);
      for (const size of await badges.evaluateAll((all) => all.map((e) => parseFloat(getComputedStyle(e).fontSize)))) expect(size, path).toBeGreaterThanOrEqual(12);
      await expectNoSeriousAxeViolations(page, path);
    }
    // The sign-in error, an alert.
    await context.clearCookies();
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill('Not-The-Password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toBeVisible();
    for (const size of await alert.locator('*').evaluateAll((all) => all.filter((e) => e.textContent?.trim()).map((e) => parseFloat(getComputedStyle(e).fontSize)))) expect(size).toBeGreaterThanOrEqual(12);
    await expectNoSeriousAxeViolations(page, 'sign-in error');
  });

  test(`${tag}[a11y] the verification-pending notice is readable, title included`, async ({ page, context, baseURL }) => {
    await createSignedInCustomer(context, baseURL!, { adminVerified: false, label: 'a11y-unverified' });
    for (const path of ['/dashboard', '/additional-details']) {
      await page.goto(path);
      await expect(page.getByText('Verification pending')).toHaveCount(1);
      await expect(page.getByText('Verification pending')).toBeVisible();
      await expectNoSeriousAxeViolations(page, path);
    }
  });

  test(`${tag}[a11y] the order page: cancel dialog, rating stars, tab order follows the visual order`, async ({ page, context, baseURL, account }) => {
    await signInOnce(context, baseURL!, account);
    await page.goto(`/my-orders/service/${account.fresh}`);
    await settled(page);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'cancel dialog');
    await page.keyboard.press('Escape');

    await page.goto(`/my-orders/service/${account.completed}`);
    await settled(page);
    // Focus order: each next focused element is below, or on the same row to the right of, the previous one.
    const positions: { x: number; y: number; what: string }[] = [];
    await page.getByTestId('order-title').click();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const at = await page.evaluate(() => {
        const e = document.activeElement as HTMLElement | null;
        if (!e || e === document.body || !e.closest('main')) return null;
        const r = e.getBoundingClientRect();
        return { x: r.left + window.scrollX, y: r.top + window.scrollY, what: e.outerHTML.slice(0, 60) };
      });
      if (!at) break;
      positions.push(at);
    }
    expect(positions.length).toBeGreaterThan(3);
    // Down the page; the one allowed move up is into the next column to the right (desktop's two columns).
    let lastColumnStart = -1;
    for (let i = 1; i < positions.length; i++) {
      const a = positions[i - 1]!;
      const b = positions[i]!;
      if (b.y + 4 < a.y) {
        // Moving up is only allowed into a column to the right that starts a new visual column (desktop), once.
        expect(b.x, `focus went from ${a.what} up to ${b.what}`).toBeGreaterThan(a.x + 100);
        expect(lastColumnStart, 'focus went back up twice').toBe(-1);
        lastColumnStart = i;
      }
    }

    const form = page.getByTestId('rating-form');
    await expect(form.getByRole('radio', { name: '4 stars' })).toBeAttached();
    await expectNoSeriousAxeViolations(page, 'rating form');
    await form.getByRole('radio', { name: '4 stars' }).locator('xpath=following-sibling::label[1]').click();
    await form.getByRole('button', { name: 'Submit rating' }).click();
    await expect(page.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'rating summary');
  });

  test(`${tag}[a11y] the wizard: no list opens on focus, a calendar with named month buttons, the step-5 hint, address cards without nested controls`, async ({ page, context, baseURL, account }) => {
    await signInOnce(context, baseURL!, account);
    await page.goto('/additional-details');
    await page.getByRole('radio', { name: /Northbound Service/ }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    const port = page.getByRole('combobox', { name: 'Port / bridge of crossing' });
    await port.focus();
    await page.waitForTimeout(300);
    await expect(page.getByRole('listbox')).toHaveCount(0);
    // A text field shows a 2 px focus ring.
    const outline = await port.evaluate((e) => ({ width: parseFloat(getComputedStyle(e).outlineWidth), style: getComputedStyle(e).outlineStyle }));
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
    await port.click();
    await page.getByRole('option', { name: 'World Trade Bridge (Laredo, TX)' }).click();
    await page.getByRole('radiogroup', { name: 'Type of transportation' }).getByText('FTL', { exact: true }).click();
    await page.getByRole('radio', { name: /Dry Van/ }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('combobox', { name: 'Trailer' }).click();
    await page.getByRole('option', { name: '53 ft dry van trailer' }).click();
    await page.getByRole('combobox', { name: 'Programming' }).click();
    await page.getByRole('option', { name: 'Schedule' }).click();
    await page.getByRole('button', { name: 'Schedule date' }).click();
    // The calendar is a dialog named by its field.
    const calendar = page.getByRole('dialog', { name: 'Schedule date' });
    await expect(calendar.getByRole('button', { name: 'Next month' })).toBeVisible();
    await expect(calendar.getByRole('button', { name: 'Previous month' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'calendar');
    await calendar.getByRole('button', { name: 'Next month' }).click();
    await calendar.locator('table button:not([data-disabled])').first().click();
    await expect(calendar).toBeHidden();
    await page.getByLabel('Schedule time').fill('09:30');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    // step5: the disabled Next says why until an address of each kind is chosen; Edit names what it edits.
    await expect(page.getByText('Please select at least one pickup address.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Edit pickup address Planta Apodaca$/ }).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'step 5');
  });

  test(`${tag}[a11y] the wizard's error when the API is down is readable and offers Try again`, async ({ page, context, baseURL, account }) => {
    await signInOnce(context, baseURL!, account);
    await page.route('**/v1/user/transitInfo/**', (route) => route.abort('connectionrefused'));
    await page.goto('/additional-details');
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'wizard error');
  });

  test(`${tag}[a11y] the 404 page has a main landmark and a skip link that reaches it`, async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('main')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expectNoSeriousAxeViolations(page, '404');
  });

  test(`${tag}[a11y] /loader is named and has a heading`, async ({ page, context, baseURL, account }) => {
    await signInOnce(context, baseURL!, account);
    await page.goto('/loader');
    await expect(page.getByRole('heading', { level: 1, name: 'Loading…' })).toBeVisible();
    await expect(page).toHaveTitle('Loading · Cargo Connects');
    await expectNoSeriousAxeViolations(page, '/loader');
  });
}

test('@phone [a11y] the phone menu: burger with aria-expanded, a named close button, axe with the drawer open', async ({ page }) => {
  await page.goto('/');
  const burger = page.getByRole('button', { name: 'Open menu' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  const b = await box(burger);
  expect(Math.min(b.width, b.height)).toBeGreaterThanOrEqual(44);
  await ownedByReact(burger);
  await burger.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' }).first()).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByRole('button', { name: 'Close menu' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'phone menu');
  await dialog.getByRole('button', { name: 'Close menu' }).click();
  await expect(dialog).toBeHidden();
});

test('@phone [a11y] the wizard header on a phone: the back arrow leads, nothing overflows', async ({ page, context, baseURL, account }) => {
  await signInOnce(context, baseURL!, account);
  await page.goto('/additional-details');
  await page.getByRole('radio', { name: /Northbound Service/ }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  const header = page.getByRole('banner');
  const back = header.getByRole('button', { name: 'Go back' });
  await expect(back).toBeVisible();
  const logo = header.getByRole('link', { name: 'Cargo Connects home' });
  expect((await box(back)).x).toBeLessThan((await box(logo)).x);
  const width = page.viewportSize()!.width;
  for (const control of await header.locator('a:visible, button:visible').all()) {
    const c = await box(control);
    expect(c.x + c.width).toBeLessThanOrEqual(width);
    expect(Math.min(c.width, c.height)).toBeGreaterThanOrEqual(24);
  }
  await expectNoSeriousAxeViolations(page, 'wizard step 2');
});
