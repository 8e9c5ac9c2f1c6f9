import { expect, test, type Page } from '@playwright/test';
import { createSignedInCustomer } from './support/admin';
import { PSEUDO_LOCALE as PSEUDO } from './support/language';
import { accessTokenOf, createPaidOrder } from './support/orders';
import { stringsOf, wordsOutsideTheCatalog } from './support/pseudoWords';

// The pseudo-language run over every page (e2e/support/pseudoWords.ts says how words outside the
// catalogs show); the journeys and the machines' paths in it: e2e/journey.spec.ts and
// e2e/machinePaths.spec.ts with E2E_LOCALE=en-XA, and a sample in e2e/pseudoJourney.spec.ts.

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
    for (const path of ['/', '/login', '/register', '/password-recovery', '/contact-us', '/about-us', '/terms-condition', '/privacy-policy-cargo-connects', '/quote', '/no-such-page']) {
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
