import { expect, test, type Page } from '@playwright/test';
import { createSignedInCustomer } from './support/admin';
import { accessTokenOf, createPaidOrder } from './support/orders';

// The pseudo-language run: in en-XA every word the catalogs hold comes out accented ("Śĩĝń ĩń"),
// so a visible word of plain ASCII letters on a page was written outside the catalogs (or came as
// data: the test's own company, addresses, numbers, dates Intl wrote, which are listed). The build
// of the browser suite takes en-XA from the cookie (VITE_PSEUDO_LOCALE); no other build does.

const PSEUDO = 'en-XA';

/** Words no catalog holds on purpose: the brand, units and codes, and data the test or the seed made. */
const DATA_WORDS = [
  ...['Cargo', 'Connects', 'USD', 'MXN', 'App', 'Store', 'Google', 'Play'],
  // Places are named as they are (the bridges have catalog names; the cities do not).
  ...['Monterrey', 'Nuevo', 'Dallas', 'Texas', 'Laredo', 'Paso', 'Ciudad', 'Otay', 'Mesa', 'Tijuana', 'Nogales', 'Pharr', 'Reynosa'],
  // The test's own data: its company, addresses and contacts (e2e/support).
  ...['Test', 'Shipper', 'example', 'com', 'cargoconnects', 'test', 'pseudo', 'Freight', 'Planta', 'Apodaca', 'Industrial', 'Pkwy', 'Dock', 'Manager'],
  // File formats.
  ...['PNG', 'JPEG', 'WebP', 'GIF', 'PDF'],
];

/**
 * Visible text nodes carrying a plain-ASCII word of three letters or more that is not data.
 * `serverTexts`: what the API wrote (notification bodies, help pages): the server speaks en and es
 * only, and its Spanish is proven by tests/server/locale.test.ts; here it is data.
 */
async function wordsOutsideTheCatalog(page: Page, data: readonly string[] = [], serverTexts: readonly string[] = []): Promise<string[]> {
  return page.evaluate(
    ({ allowed, fromServer }) => {
      const withoutData = (text: string) => fromServer.reduce((rest, known) => rest.replaceAll(known, ' '), text).replace(/\S+@\S+/g, ' ').replace(/\b[A-Za-z]*\d[A-Za-z0-9]*\b/g, ' ');
      // Months and weekdays as Intl writes them for this language: formats, not catalog words.
      const formats = new Set<string>();
      for (let m = 0; m < 12; m++) for (const month of ['long', 'short'] as const) formats.add(new Date(2026, m, 1).toLocaleString('en-XA', { month }));
      for (let d = 1; d <= 7; d++) for (const weekday of ['long', 'short'] as const) formats.add(new Date(2026, 10, d).toLocaleString('en-XA', { weekday }));
      // Lists as Intl joins them ("PNG, JPEG or GIF").
      const allowedWords = new Set([...allowed, ...formats, 'AM', 'PM', 'and'].map((w) => w.toLowerCase()));
      // Text marked as another language on purpose (a language's own name in the switch, a page whose text the server has only in English).
      const otherLanguage = (element: Element) => {
        const marked = element.closest('[lang]');
        return marked !== null && marked !== document.documentElement && marked.getAttribute('lang') !== document.documentElement.lang;
      };
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        const element = node.parentElement;
        if (!text || !element || element.closest('script, style, noscript, [data-devtools], [data-testid="devtools"], aside[aria-label="Developer tools"]')) continue;
        if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) || otherLanguage(element)) continue;
        const plain = withoutData(text).split(/[^\p{L}]+/u).filter((word) => word.length >= 3 && /^[A-Za-z]+$/.test(word) && !allowedWords.has(word.toLowerCase()));
        if (plain.length > 0) found.push(`${element.tagName.toLowerCase()}: "${text.slice(0, 80)}"`);
      }
      // Accessible names said aloud but not drawn as text.
      for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
        if (element.closest('aside[aria-label="Developer tools"], [data-devtools], [aria-hidden="true"]') || otherLanguage(element)) continue;
        for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(attribute);
          if (!value) continue;
          const plain = withoutData(value).split(/[^\p{L}]+/u).filter((word) => word.length >= 3 && /^[A-Za-z]+$/.test(word) && !allowedWords.has(word.toLowerCase()));
          if (plain.length > 0) found.push(`${element.tagName.toLowerCase()}[${attribute}]: "${value.slice(0, 80)}"`);
        }
      }
      return found;
    },
    { allowed: [...DATA_WORDS, ...data], fromServer: [...serverTexts].filter((t) => t.length >= 3).sort((a, b) => b.length - a.length) },
  );
}

async function usePseudo(page: Page, baseURL: string): Promise<void> {
  await page.context().addCookies([{ name: 'i18n_redirected', value: PSEUDO, url: baseURL }]);
}

/** Opens a page in pseudo-English and waits until it is drawn in it. */
async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', PSEUDO);
  await expect(page.locator('main, #main').first()).toBeVisible();
  // Drawn, not loading: no skeleton, no progress bar, no busy list (the event stream never idles the network).
  await expect(page.locator('[aria-busy="true"], [data-testid="page-skeleton"]')).toHaveCount(0);
  await expect(page.getByRole('heading').first()).toBeVisible();
}

test.describe('pseudo-language: no customer-visible text outside the catalogs', () => {
  test('public pages', async ({ page, baseURL }) => {
    await usePseudo(page, baseURL!);
    const found: Record<string, string[]> = {};
    for (const path of ['/', '/login', '/register', '/password-recovery', '/contact-us', '/about-us', '/terms-condition', '/privacy-policy-cargo-connects', '/no-such-page']) {
      await visit(page, path);
      const words = await wordsOutsideTheCatalog(page);
      if (words.length > 0) found[path] = words;
    }
    expect(found).toEqual({});
  });

  test('signed-in pages', async ({ page, context, baseURL, request }) => {
    const customer = await createSignedInCustomer(context, baseURL!, { label: 'pseudo' });
    const movementId = await createPaidOrder(request, customer);
    await usePseudo(page, baseURL!);
    const token = await accessTokenOf(request, customer);
    const headers = { Authorization: `Bearer ${token}` };
    /** Every string of an API answer. */
    const stringsOf = (value: unknown): string[] =>
      typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(stringsOf) : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];
    const serverTexts = async () => [
      ...stringsOf(await (await request.get('/v1/common/guidelinePages/user')).json()),
      ...stringsOf(await (await request.get('/v1/user/notification', { headers })).json()),
    ];
    const found: Record<string, string[]> = {};
    const paths = ['/dashboard', '/my-orders', `/my-orders/service/${movementId}`, '/additional-details', '/settings/notifications', '/settings/notification-preferences', '/edit-profile', '/settings/password', '/sub-user', '/sub-user/add-sub-user', '/settings/addresses'];
    for (const path of paths) {
      await visit(page, path);
      const words = await wordsOutsideTheCatalog(page, [movementId, customer.email], await serverTexts());
      if (words.length > 0) found[path] = words;
    }
    expect(found).toEqual({});
  });
});
