import { expect, test } from '@playwright/test';
import { createCustomer, uniqueEmail } from './support/admin';
import { hydrated, openBeforeItsCode } from './support/beforeItsCode';

// A customer on a phone types as soon as a prerendered form appears, before its code has come: what
// they typed stays, reaches the form, and is sent by its button. The CPU is slowed 4× (Lighthouse's
// mobile preset) and the page's scripts are held until the typing is done, so the typing happens
// before hydration on every run, however fast this machine is that day.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('typed before the page is interactive @phone', () => {
  test('sign in: the email and password typed at once sign the customer in', async ({ page, request }) => {
    const customer = await createCustomer(request, { label: 'early-login' });
    const release = await openBeforeItsCode(page, '/login');
    await page.getByLabel('Email').pressSequentially(customer.email);
    await page.getByLabel('Password', { exact: true }).pressSequentially(customer.password);
    // Sent before any code came: it goes nowhere (no page load with the password in the address).
    await page.getByRole('button', { name: 'Sign in' }).tap();
    expect(page.url()).not.toContain('password');
    release();
    await hydrated(page);
    await expect(page.getByLabel('Email')).toHaveValue(customer.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(customer.password);
    await page.getByRole('button', { name: 'Sign in' }).tap();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('sign in: tapped while the page’s own code is on its way, it signs in once that code has come', async ({ page, request }) => {
    const customer = await createCustomer(request, { label: 'early-login-tap' });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // The app's entry runs; the sign-in page's own chunk is held.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/LoginPage-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const signIns: unknown[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/v1/user/auth/logIn')) signIns.push(r.postDataJSON());
    });
    await page.goto('/login');
    await page.getByLabel('Email').pressSequentially(customer.email);
    await page.getByLabel('Password', { exact: true }).pressSequentially(customer.password);
    await page.getByRole('button', { name: 'Sign in' }).tap();
    expect(signIns).toEqual([]);
    release();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(signIns).toEqual([{ email: customer.email, password: customer.password }]);
  });

  test('register: every field typed at once is kept and sent, digits only in the number', async ({ page }) => {
    const email = uniqueEmail('early-register');
    const release = await openBeforeItsCode(page, '/register');
    await page.getByLabel('Company name').pressSequentially('Frontera Freight SA');
    await page.getByLabel('Contact name').pressSequentially('Lucía Ortega');
    await page.getByLabel('Contact number').pressSequentially('(555) 123-4567');
    await page.getByLabel('Email').pressSequentially(email);
    await page.getByLabel('Password', { exact: true }).pressSequentially('Border-Run-2026');
    await page.getByLabel('Confirm password').pressSequentially('Border-Run-2026');
    release();
    await hydrated(page);
    // The number reached the form's own rule (val.number-input): digits only.
    await expect(page.getByLabel('Contact number')).toHaveValue('5551234567');
    await expect(page.getByLabel('Confirm password')).toHaveValue('Border-Run-2026');
    await page.getByRole('button', { name: 'Create account' }).tap();
    await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();
  });

  test('contact us: the message typed at once is sent', async ({ page }) => {
    const release = await openBeforeItsCode(page, '/contact-us');
    await page.getByLabel('Name', { exact: true }).pressSequentially('Ana Ruiz');
    await page.getByLabel('Email').pressSequentially('ana@example.com');
    await page.getByRole('textbox', { name: 'Message' }).pressSequentially('Three loads a week, Laredo to Monterrey.');
    release();
    await hydrated(page);
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Three loads a week, Laredo to Monterrey.');
    await page.getByRole('button', { name: /Send/ }).tap();
    await expect(page.getByText('Message sent')).toBeVisible();
  });

  test('password recovery: the email typed at once gets its code', async ({ page, request }) => {
    const customer = await createCustomer(request, { label: 'early-recovery' });
    const release = await openBeforeItsCode(page, '/password-recovery');
    await page.getByLabel('Email').pressSequentially(customer.email);
    release();
    await hydrated(page);
    await expect(page.getByLabel('Email')).toHaveValue(customer.email);
    await page.getByRole('button', { name: 'Send code' }).tap();
    await expect(page.getByLabel('Digit 1 of 6')).toBeVisible();
  });
});
