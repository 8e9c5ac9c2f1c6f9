import { expect, test, type Page } from '@playwright/test';
import { admin, demo, latestOtp, signInOnce, uniqueEmail } from './support/admin';

const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const notVerified = 'You are not verified by the admin. Please contact the admin for assistanc';

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

async function cookieNames(page: Page) {
  return (await page.context().cookies()).map((c) => c.name).sort();
}

async function logOutFromMenu(page: Page) {
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await cookieNames(page)).not.toContain('token');
  expect(await cookieNames(page)).not.toContain('refreshToken');
}

// The registration form's own checks (required messages, the password rule, nothing sent) are
// in tests/views/RegisterPage.view.test.tsx: they need no server.

test('[guard.admin-verification] [call.login-stores-tokens] [logout] the account life cycle: register, verify email, wait for the admin, sign in, edit profile, log out', async ({ page }) => {
  // Seven pages and the operator CLI (a process of its own): about a minute with both workers busy.
  test.setTimeout(120_000);
  const email = uniqueEmail('journey');
  await page.goto('/register');
  await page.getByLabel('Company name').fill('Frontera Freight SA');
  await page.getByLabel('Contact name').fill('Lucía Ortega');
  await page.getByLabel('Contact number').fill('(555) 123-4567');
  await expect(page.getByLabel('Contact number')).toHaveValue('5551234567'); // val.number-input
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Border-Run-2026');
  await page.getByLabel('Confirm password').fill('Border-Run-2026');
  await page.getByRole('button', { name: 'Add a reference' }).click();
  await page.getByRole('group', { name: 'Reference 1' }).getByLabel('Company name').fill('Transportes Norte');
  await page.getByRole('button', { name: 'Create account' }).click();
  // A half-filled reference needs all four fields (val.reg.references).
  await expect(page.getByText('contact-name is required')).toBeVisible();
  const ref = page.getByRole('group', { name: 'Reference 1' });
  await ref.getByLabel('Contact name').fill('Mario Vega');
  await ref.getByLabel('Email').fill('mario@norte.example.com');
  await ref.getByLabel('Contact number').fill('5559876543');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/verification\?email=/);
  await page.getByLabel('Digit 1 of 6').fill(latestOtp(email));
  await page.getByRole('button', { name: 'Verify email' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Signed in, but not yet verified by the admin.
  await expect(page.getByTestId('unverified-notice')).toContainText(notVerified);
  await logOutFromMenu(page);

  admin('verify', email);

  await page.goto('/my-orders?tab=Completed&page=1');
  await expect(page).toHaveURL('/login?redirect=%2Fmy-orders%3Ftab%3DCompleted%26page%3D1');
  await signIn(page, email, 'Border-Run-2026');
  await expect(page.getByText('Successfully logged in.')).toBeVisible();
  await expect(page).toHaveURL(/\/my-orders\?tab=Completed&page=1$/);
  expect(await cookieNames(page)).toEqual(expect.arrayContaining(['refreshToken', 'token']));
  await expect(page.getByTestId('unverified-notice')).toHaveCount(0);

  // Edit profile, both steps; the header's Go back follows the spec.
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/edit-profile$/);
  // Picture: over 2MB is refused with the spec's message; a real PNG replaces the default avatar.
  const picker = page.locator('input[type="file"]');
  await picker.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024, 1) });
  await expect(page.getByRole('alert').filter({ hasText: 'File size must be less than 2MB.' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Profile picture' })).toHaveCount(0);
  await picker.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') });
  await expect(page.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', /^\/v1\/common\/uploads\//);
  await page.getByLabel('Contact name').fill('Lucía Ortega Ruiz');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('group', { name: 'Reference 1' }).getByLabel('Company name')).toHaveValue('Transportes Norte');
  await page.getByRole('banner').getByRole('button', { name: 'Go back' }).click(); // goback.profile.step2
  await expect(page.getByLabel('Contact name')).toHaveValue('Lucía Ortega Ruiz');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await expect(page.getByRole('menu')).toContainText('Lucía Ortega Ruiz');
  await expect(page.getByRole('banner').getByRole('img', { name: 'Lucía Ortega Ruiz' })).toHaveAttribute('src', /^\/v1\/common\/uploads\//);
  await page.keyboard.press('Escape');
  // From step 1, Go back is one page back in history (goback.profile.history).
  await page.getByRole('banner').getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/my-orders\?tab=Completed&page=1$/);

  await logOutFromMenu(page);
});

for (const hostile of ['//evil.example', 'https://evil.example', 'javascript:alert(1)']) {
  test(`[guard.signed-in] a hostile redirect (${hostile}) lands on /dashboard`, async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent(hostile)}`);
    await signIn(page, demo.email, demo.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
}

test('[err.token-check] an invalidated token sends the user to /login with both cookies gone', async ({ page, context, baseURL }) => {
  await signInOnce(context, baseURL!);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await context.addCookies([
    { name: 'token', value: 'forged.token.value', url: baseURL! },
    { name: 'refreshToken', value: 'forged-refresh', url: baseURL! },
  ]);
  await page.goto('/my-orders');
  await expect(page).toHaveURL('/login?redirect=%2Fmy-orders');
  expect(await cookieNames(page)).not.toContain('token');
  expect(await cookieNames(page)).not.toContain('refreshToken');
});

test('[guard.guest-only] a signed-in user opening /login goes back where they were', async ({ page, context, baseURL }) => {
  await signInOnce(context, baseURL!);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('banner').getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await page.evaluate(() => {
    history.pushState(null, '', '/register');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/my-orders$/);
});

test('[msg.catalogue] password recovery: code by email, then a new password that signs in', async ({ page, request }) => {
  const email = uniqueEmail('recovery');
  const form = { companyName: 'Ruta Sur', contactName: 'Ana Paz', contactNumber: '5550001111', email, password: 'First-Pass-2026', confirmPassword: 'First-Pass-2026' };
  expect((await request.post('/v1/user/auth/signUp', { data: form })).status()).toBe(201);
  expect((await request.post('/v1/user/auth/verifyOtp', { data: { email, otp: latestOtp(email) } })).status()).toBe(200);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/password-recovery$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('OTP has been sent to your email address. Please check your inbox and use the OTP to proceed')).toBeVisible();
  await expect(page).toHaveURL(/\/otp-sent$/);
  await page.getByLabel('Digit 1 of 6').fill('000000');
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid or expired OTP' })).toBeVisible();
  await page.getByLabel('Digit 1 of 6').fill(latestOtp(email));
  await page.getByRole('button', { name: 'Verify code' }).click();
  await expect(page).toHaveURL(/\/create-password$/);
  await page.getByLabel('Password', { exact: true }).fill('Second-Pass-2026');
  await page.getByLabel('Confirm password').fill('Second-Pass-2027');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await page.getByLabel('Confirm password').fill('Second-Pass-2026');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, email, 'First-Pass-2026');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await signIn(page, email, 'Second-Pass-2026');
  await expect(page).toHaveURL(/\/dashboard$/);
});
