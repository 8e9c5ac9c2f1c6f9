import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createSignedInCustomer } from './support/admin';
import { totpNow } from './support/totp';

// Issue 37 on /settings/security against the real server: two-factor turned on through the page
// (the code computed here from the key the page shows, by RFC 4226/6238), the recovery codes shown
// once, another device signed out (and its refresh token refused by the API), the company's rule,
// turning off. The words are the server's (src/schemas/twoFactorMessages.ts), written out.

const ON = 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.';
const OWNER_FIRST = 'Turn on two-factor sign-in for your own account before requiring it for the company.';
const RULE_SAVED = "The company's two-factor rule was saved.";
const REQUIRED_FOR_ROLE = 'Your company requires two-factor sign-in for your role, so it cannot be turned off.';
const OFF = 'Two-factor sign-in is off. Your other devices have been signed out.';
const DEVICE_ENDED = 'That device has been signed out.';
const RECOVERY_CODE = /^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/;

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const twoFactor = (page: Page) => page.getByRole('region', { name: 'Two-factor sign-in' });
const rule = (page: Page) => page.getByRole('switch', { name: /^Require two-factor sign-in for the main user and admins/ });

/** Turn on, the password again: the QR code and the key show. Returns the key as typed (no spaces). */
async function startSetup(page: Page, password: string): Promise<string> {
  await twoFactor(page).getByRole('button', { name: 'Turn on' }).click();
  await page.getByLabel('Current password').fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code to add Cargo Connects to your authenticator app' })).toBeVisible();
  const shown = await page.getByTestId('two-factor-secret').locator('[aria-hidden="true"]').innerText();
  return shown.replace(/\s+/g, '');
}

test('two-factor on through the page, the codes once; another device signed out and its refresh refused; the company rule; off', async ({ browser, baseURL, request }) => {
  test.slow();
  const context = await browser.newContext();
  const me = await createSignedInCustomer(context, baseURL!, { label: 'security' });
  // A second device: a sign-in through the API, its refresh token kept.
  const other = await request.post('/v1/user/auth/logIn', { data: me, headers: { 'User-Agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1' } });
  expect(other.status()).toBe(200);
  const { refreshToken: otherRefresh } = ((await other.json()) as { data: { refreshToken: string } }).data;

  const page = await context.newPage();
  await page.goto('/settings/security');
  await expect(twoFactor(page).getByText('Off', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: 'Security' })).toHaveAttribute('aria-current', 'page');

  // The company's rule before the main user has it: refused in the server's words.
  await rule(page).click({ force: true });
  await expect(page.getByRole('alert')).toContainText(OWNER_FIRST);
  await expect(rule(page)).not.toBeChecked();

  // Turn on: password, key, a code computed here.
  const secret = await startSetup(page, me.password);
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('6-digit code').fill(totpNow(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();

  // The ten codes, once: focus on them, Done only after ticking.
  const codesRegion = page.getByRole('region', { name: 'Your recovery codes' });
  await expect(codesRegion).toBeFocused();
  await expect(codesRegion.getByRole('status')).toHaveText(ON);
  const codes = await codesRegion.getByRole('listitem').allInnerTexts();
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(RECOVERY_CODE);
  await expectNoSeriousAxeViolations(page);
  await expect(codesRegion.getByRole('button', { name: 'Done' })).toBeDisabled();
  await codesRegion.getByRole('checkbox', { name: 'I have saved these codes' }).check();
  await codesRegion.getByRole('button', { name: 'Done' }).click();
  await expect(twoFactor(page).getByText('10 recovery codes left.')).toBeVisible();
  await expect(twoFactor(page).getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByText(codes[0]!)).toHaveCount(0);
  await page.reload();
  await expect(twoFactor(page).getByText('10 recovery codes left.')).toBeVisible();
  await expect(page.getByText(codes[0]!)).toHaveCount(0);

  // Signed-in devices: this one marked; the other signed out after a confirmation.
  const devices = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  const otherRow = devices.getByRole('listitem').filter({ hasNotText: 'This device' });
  await expect(otherRow).toContainText('Safari on iOS');
  await otherRow.getByRole('button', { name: /^Sign out/ }).click();
  await page.getByRole('dialog', { name: 'Sign out this device?' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('status').filter({ hasText: DEVICE_ENDED })).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices.getByRole('listitem')).toContainText('This device');
  const refresh = await request.post('/v1/user/auth/token', { data: { refreshToken: otherRefresh } });
  expect(refresh.status(), 'the signed-out device’s refresh token is refused').toBe(401);

  // The company's rule, now that the main user has it on.
  await rule(page).click({ force: true });
  await expect(page.getByRole('status').filter({ hasText: RULE_SAVED })).toBeVisible();
  await expect(rule(page)).toBeChecked();

  // Turning off while the company requires it: refused; the rule off, then off (a recovery code).
  await twoFactor(page).getByRole('button', { name: 'Turn off' }).click();
  await page.getByLabel('Current password').fill(me.password);
  await page.getByLabel('Code from your app, or a recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByRole('alert')).toContainText(REQUIRED_FOR_ROLE);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await rule(page).click({ force: true });
  await expect(rule(page)).not.toBeChecked();
  await twoFactor(page).getByRole('button', { name: 'Turn off' }).click();
  await page.getByLabel('Current password').fill(me.password);
  await page.getByLabel('Code from your app, or a recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(twoFactor(page).getByRole('status')).toHaveText(OFF);
  await expect(twoFactor(page).getByText('Off', { exact: true })).toBeVisible();
  await context.close();
});

test('@phone the setup fits a phone: the QR code and the key, no sideways scrolling', async ({ page, baseURL }) => {
  const me = await createSignedInCustomer(page.context(), baseURL!, { label: 'security-phone' });
  await page.goto('/settings/security');
  const secret = await startSetup(page, me.password);
  expect(secret.length).toBeGreaterThanOrEqual(16);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
