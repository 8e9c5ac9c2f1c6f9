import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createCustomerByApi } from './support/admin';
import { base32, hotp } from './support/totp';
import { t } from './support/language';

// Issue 37, the sign-in's second step against the real server: a customer turns two-factor on
// through the API, then signs in through the page. The codes are computed here, from the secret the
// setup answered, by RFC 4226 (HOTP) over RFC 6238's 30-second steps — not by the server's library.
// The refusals' words are the issue's (src/schemas/twoFactorMessages.ts), written out.

const WRONG_CODE = 'That code is not correct. Check your authenticator app and try again.';
const USED_RECOVERY = 'This recovery code has already been used. Each recovery code works once.';

/**
 * The authenticator app: each code once, never an earlier step than one used (the server refuses
 * a replay), within the ±1 step the server allows; waits for the next step when it must.
 */
function authenticator(secret: string) {
  const key = base32(secret);
  let last = -Infinity;
  const step = () => Math.floor(Date.now() / 30_000);
  return {
    async next(): Promise<string> {
      let counter = Math.max(last + 1, step() - 1);
      while (counter > step() + 1) await new Promise((resolve) => setTimeout(resolve, 1_000));
      last = counter;
      return hotp(key, counter);
    },
    /** A code the server cannot take now: none of the steps it would accept. */
    wrong(): string {
      const near = [-1, 0, 1].map((d) => hotp(key, step() + d));
      let n = 0;
      while (near.includes(String(n).padStart(6, '0'))) n++;
      return String(n).padStart(6, '0');
    },
  };
}

/** A new customer with two-factor on: setup with the password, confirmed with the app's code. */
async function customerWithTwoFactor(request: APIRequestContext) {
  const customer = await createCustomerByApi(request, { label: 'two-factor' });
  const headers = { Authorization: `Bearer ${customer.accessToken}` };
  const setup = await request.post('/v1/user/twoFactor/setup', { data: { password: customer.password }, headers });
  expect(setup.status(), await setup.text()).toBe(200);
  const { secret } = ((await setup.json()) as { data: { secret: string } }).data;
  const app = authenticator(secret);
  const confirm = await request.post('/v1/user/twoFactor/confirm', { data: { code: await app.next() }, headers });
  expect(confirm.status(), await confirm.text()).toBe(200);
  const { recoveryCodes } = ((await confirm.json()) as { data: { recoveryCodes: string[] } }).data;
  return { email: customer.email, password: customer.password, app, recoveryCodes };
}

async function passwordStep(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel(t('Email')).fill(who.email);
  await page.getByLabel(t('Password'), { exact: true }).fill(who.password);
  await page.getByRole('button', { name: t('Sign in') }).click();
}

/** Signed out here, the trusted-device cookie kept (it is the browser's, not the session's). */
async function signOut(page: Page) {
  await page.goto('/settings/logout');
  await expect(page).toHaveURL(/\/login/);
}

test.describe('two-factor sign-in', () => {
  test('asks for the code, refuses a wrong one in the server\u2019s words, signs in with the right one; a trusted device skips the step', async ({ page, request }) => {
    const customer = await customerWithTwoFactor(request);
    await passwordStep(page, customer);
    const code = page.getByLabel(t('Authentication code'));
    await expect(code).toBeFocused();
    await expect(page.context().cookies().then((c) => c.some((cookie) => cookie.name === 'token')), 'no tokens before the code').resolves.toBe(false);

    await code.fill(customer.app.wrong());
    await page.getByRole('button', { name: t('Verify') }).click();
    await expect(page.getByText(WRONG_CODE)).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');

    await code.fill(await customer.app.next());
    await page.getByLabel(t('Trust this device for 30 days')).check();
    await page.getByRole('button', { name: t('Verify') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // This browser is trusted for 30 days: the password alone signs in.
    await signOut(page);
    await passwordStep(page, customer);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a recovery code signs in once and is refused the second time @phone', async ({ page, request }) => {
    const customer = await customerWithTwoFactor(request);
    const [recovery] = customer.recoveryCodes;
    await passwordStep(page, customer);
    await page.getByRole('button', { name: t('Use a recovery code') }).click();
    // Typed without its dash, in capitals: the same code.
    await page.getByLabel(t('Recovery code')).fill(recovery!.replace('-', '').toUpperCase());
    await page.getByRole('button', { name: t('Verify') }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await signOut(page);
    await passwordStep(page, customer);
    await page.getByRole('button', { name: t('Use a recovery code') }).click();
    await page.getByLabel(t('Recovery code')).fill(recovery!);
    await page.getByRole('button', { name: t('Verify') }).click();
    await expect(page.getByText(USED_RECOVERY)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
