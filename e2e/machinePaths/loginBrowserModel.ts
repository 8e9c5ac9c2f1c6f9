import { expect, type Page } from '@playwright/test';
import { loginMachine } from '../../src/machines/loginMachine';
import { Messages } from '../../src/schemas/messages';
import { generatePaths } from '../../tests/support/pathCoverageCore';
import { loginSamples } from '../../tests/machines/loginMachine.samples';
import { createCustomer, uniqueEmail } from '../support/admin';
import { answeredIn, message, t } from '../support/language';
import { errorStatus, type BrowserModel } from './browserReplay';

interface LoginWorld {
  readonly page: Page;
  readonly customer: { email: string; password: string };
  /** the address typed last: the one a 403 sends on to /verification */
  typed: string;
}

async function unverifiedAccount(page: Page): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('unverified');
  const password = 'Cargo-Test-2026';
  const form = { companyName: 'Unverified Freight SA', contactName: 'Test Shipper', contactNumber: '5550001234', email, password, confirmPassword: password };
  const response = await page.request.post('/v1/user/auth/signUp', { data: form, headers: answeredIn() });
  expect(response.status(), 'sign-up of an account whose email stays unverified').toBe(201);
  return { email, password };
}

/**
 * /login as the customer meets it. The oracles come from the spec (err.rethrow, guard.signed-in,
 * call.login-stores-tokens, login.cookies) and DESIGN.md's sign-in (403: on to /verification).
 */
export const loginBrowserModel: BrowserModel<LoginWorld> = {
  machine: loginMachine,
  paths: generatePaths(loginMachine, { events: loginSamples }),
  // The two-factor step needs an account with an authenticator app and a code computed at the
  // moment: e2e/twoFactorSignIn.spec.ts takes it against the real server (wrong code, recovery
  // code once, trusted device); its rules are the unit paths' (tests/spec/loginRules.ts).
  outside: {
    why: 'the two-factor step is e2e/twoFactorSignIn.spec.ts\'s (an authenticator app\'s codes)',
    path: (p) => p.steps.some((s) => s.state.matches('secondStep')),
    transitions: /^secondStep|--> secondStep$/,
    states: /^secondStep/,
  },
  world: async (page) => ({ page, customer: await createCustomer(page.request, { label: 'replay-login' }), typed: '' }),
  start: async ({ page }) => {
    await page.goto('/login');
  },
  do: {
    'credentials.submitted': async (world, { next }) => {
      const status = errorStatus(next);
      // The server decides the outcome: act so that it answers what the path says next.
      const credentials =
        status === 401 ? { email: world.customer.email, password: 'Not-The-Password-1' } : status === 403 ? await unverifiedAccount(world.page) : world.customer;
      world.typed = credentials.email;
      await world.page.getByLabel(t('Email')).fill(credentials.email);
      await world.page.getByLabel(t('Password'), { exact: true }).fill(credentials.password);
      await world.page.getByRole('button', { name: t('Sign in') }).click();
    },
  },
  wires: { logIn: { method: 'POST', path: /^\/v1\/user\/auth\/logIn$/ } },
  see: {
    editing: async ({ page, typed }, { via, rule }) => {
      const status = errorStatus(via);
      if (status === 403) {
        await rule('err.rethrow', async () => {
          // An unverified address goes on to the code form, for that address.
          await expect(page).toHaveURL((url) => url.pathname === '/verification' && url.searchParams.get('email') === typed);
        });
        return;
      }
      await expect(page.getByRole('button', { name: t('Sign in') })).toBeEnabled();
      await expect(page.getByLabel(t('Email'))).toBeEditable();
      if (status === 401) {
        await rule('err.rethrow', async () => {
          await expect(page.getByRole('alert').filter({ hasText: message(Messages.invalidCredentials) })).toBeVisible();
        });
        await expect(page, 'a refusal stays on the form').toHaveURL(/\/login$/);
      }
    },
    submitting: async ({ page }) => {
      // The answer is held: the button says it is busy and cannot be pressed twice.
      await expect(page.getByRole('button', { name: t('Sign in') })).toHaveAttribute('data-loading', 'true');
      await expect(page.getByRole('button', { name: t('Sign in') })).toBeDisabled();
    },
    signedIn: async ({ page }, { rule }) => {
      await rule('guard.signed-in', async () => {
        await expect(page).toHaveURL(/\/dashboard$/);
      });
      await rule('call.login-stores-tokens', async () => {
        await expect.poll(async () => (await page.context().cookies()).map((c) => c.name).filter((n) => n === 'token' || n === 'refreshToken').sort()).toEqual(['refreshToken', 'token']);
      });
      await expect(page.getByText(message(Messages.loggedIn))).toBeVisible();
    },
  },
};
