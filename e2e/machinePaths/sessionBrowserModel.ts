import { expect, type Page } from '@playwright/test';
import type { AnyEventObject } from 'xstate';
import { sessionMachine } from '../../src/machines/sessionMachine';
import { generatePaths } from '../../tests/support/pathCoverageCore';
import { sessionSamples } from '../../tests/machines/sessionMachine.samples';
import { createCustomer } from '../support/admin';
import { t } from '../support/language';
import type { BrowserModel } from './browserReplay';

interface SessionWorld {
  readonly page: Page;
  readonly baseURL: string;
  readonly customer: { email: string; password: string; contactName: string };
}

const RENAMED = 'Renamed Shipper';
const NOT_A_TOKEN = 'not-a-valid-token';

const cookieNames = async (page: Page) => (await page.context().cookies()).map((c) => c.name).filter((n) => n === 'token' || n === 'refreshToken').sort();

/** Signs in through the API: the two cookies the login page would store. */
async function tokensFor(page: Page, customer: { email: string; password: string }): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await page.request.post('/v1/user/auth/logIn', { data: { email: customer.email, password: customer.password } });
  expect(response.ok(), 'sign-in through the API').toBe(true);
  return ((await response.json()) as { data: { accessToken: string; refreshToken: string } }).data;
}

/** Revokes the browser's current session on the server, as a sign-out on another device would. */
async function revokeSession(page: Page): Promise<void> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  expect(token, 'the browser holds a token to revoke').toBeTruthy();
  const response = await page.request.post('/v1/user/auth/logOut', { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), 'the session is revoked on the server').toBe(true);
}

const firstOf = (ahead: readonly AnyEventObject[], type: string) => ahead.find((e) => e.type === type);
const outputOf = (e: AnyEventObject | undefined) => (e as { output?: unknown } | undefined)?.output;

/**
 * The app-long session as the customer lives it: which page a token opens, what a refused or
 * unreachable check shows, sign-out and expiry. Oracles from the spec (guard.signed-in,
 * err.token-check, err.profile-load, logout, call.refresh) and the cookies the browser keeps.
 */
export const sessionBrowserModel: BrowserModel<SessionWorld> = {
  machine: sessionMachine,
  paths: generatePaths(sessionMachine, { events: sessionSamples }),
  // The company's two-factor rule needs a company that requires it and an Admin without it; the
  // unit paths' oracles (tests/spec/sessionRules.ts) and tests/services/twoFactorSignIn.test.ts take it.
  outside: {
    why: 'the company\'s two-factor rule needs a second account held back by it (tests/spec/sessionRules.ts, tests/services/twoFactorSignIn.test.ts)',
    path: (p) => p.steps.some((s) => s.event.type.startsWith('security.')),
    transitions: /--security\.enrol/,
    states: /^$/,
  },
  world: async (page, testInfo) => ({
    page,
    baseURL: testInfo.project.use.baseURL!,
    customer: { ...(await createCustomer(page.request, { label: 'replay-session' })), contactName: 'Test Shipper' },
  }),
  start: async ({ page, baseURL, customer }, ahead) => {
    // The first check's outcome is the server's, from the cookies the browser arrives with.
    const check = firstOf(ahead, 'xstate.done.actor.checkToken') ?? firstOf(ahead, 'xstate.error.actor.checkToken');
    const first = ahead[0];
    const verdict = first?.type === 'xstate.error.actor.checkToken' ? 'offline' : outputOf(check);
    if (verdict !== 'missing') {
      const tokens = await tokensFor(page, customer);
      const refresh = outputOf(firstOf(ahead, 'xstate.done.actor.refreshTokens'));
      await page.context().addCookies([
        { name: 'token', value: verdict === 'invalid' ? NOT_A_TOKEN : tokens.accessToken, url: baseURL },
        // A refresh the server refuses: a refresh token it never issued.
        { name: 'refreshToken', value: refresh === false ? 'not-a-refresh-token' : tokens.refreshToken, url: baseURL },
      ]);
    }
    await page.goto(verdict === 'missing' ? '/' : '/dashboard');
  },
  arrange: {
    // Signed out elsewhere between two calls: the server then refuses the next one.
    loadProfile: async ({ page }, outcome) => {
      if (outcome.type === 'xstate.error.actor.loadProfile') await revokeSession(page);
    },
    checkToken: async ({ page }, outcome) => {
      // A token the server never issued is refused as it is; a real one is revoked first.
      const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
      if (outputOf(outcome) === 'invalid' && token !== NOT_A_TOKEN) await revokeSession(page);
    },
  },
  do: {
    'session.started': async ({ page, customer }) => {
      await page.goto('/login');
      await page.getByLabel(t('Email')).fill(customer.email);
      await page.getByLabel(t('Password'), { exact: true }).fill(customer.password);
      await page.getByRole('button', { name: t('Sign in') }).click();
    },
    'session.retry': async ({ page }) => {
      await page.getByRole('button', { name: t('Try again') }).click();
    },
    'profile.updated': async ({ page }) => {
      await page.getByRole('banner').getByRole('button', { name: t('Open profile menu') }).click();
      await page.getByRole('menuitem', { name: t('Profile') }).click();
      await page.getByLabel(t('Contact name')).fill(RENAMED);
      await page.getByRole('button', { name: t('Continue') }).click();
      await page.getByRole('button', { name: t('Save changes') }).click();
    },
    'session.expired': async ({ page }) => {
      // Signed out on the server; the next call's 401 cannot be renewed.
      await revokeSession(page);
      await page.getByRole('banner').getByRole('link', { name: t('My Orders') }).first().click();
    },
    'logout.requested': async ({ page }) => {
      await page.getByRole('banner').getByRole('button', { name: t('Open profile menu') }).click();
      await page.getByRole('menuitem', { name: t('Logout') }).click();
    },
  },
  wires: {
    checkToken: { method: 'POST', path: /^\/v1\/common\/tokenVerify\/user$/, withoutCall: (e) => outputOf(e) === 'missing' },
    refreshTokens: { method: 'POST', path: /^\/v1\/user\/auth\/token$/ },
    loadProfile: { method: 'GET', path: /^\/v1\/user\/profile$/ },
    logOut: { method: 'POST', path: /^\/v1\/user\/auth\/logOut$/ },
  },
  see: {
    checking: async ({ page }, { next }) => {
      // No token: nothing to ask, the public page at once.
      if (outputOf(next) === 'missing') return;
      // The answer is held: the layout waits with grey shapes, no page yet.
      await expect(page.getByTestId('page-skeleton')).toBeVisible();
    },
    refreshing: async ({ page }) => {
      await expect(page.getByTestId('page-skeleton')).toBeVisible();
      await expect(page.getByRole('heading', { name: t('We cannot reach Cargo Connects') })).toHaveCount(0);
    },
    loadingProfile: async ({ page }) => {
      await expect(page.getByRole('heading', { name: t('We cannot reach Cargo Connects') })).toHaveCount(0);
      expect(await cookieNames(page)).toEqual(['refreshToken', 'token']);
    },
    signedIn: async ({ page, customer }, { via, rule }) => {
      await rule('access.signed-in', async () => {
        await expect(page.getByRole('banner').getByRole('button', { name: t('Open profile menu') })).toBeVisible();
      });
      if (via.type === 'profile.updated') {
        await page.getByRole('banner').getByRole('button', { name: t('Open profile menu') }).click();
        await expect(page.getByRole('menu')).toContainText(RENAMED);
        await page.keyboard.press('Escape');
      } else {
        await expect(page).toHaveURL(/\/dashboard$/);
        await page.getByRole('banner').getByRole('button', { name: t('Open profile menu') }).click();
        await expect(page.getByRole('menu')).toContainText(customer.contactName);
        await page.keyboard.press('Escape');
      }
    },
    loggingOut: async ({ page }) => {
      // Signing out: no signed-in page any more while the server is told.
      await expect(page.getByTestId('page-skeleton')).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: t('Open profile menu') })).toHaveCount(0);
    },
    guest: async ({ page }, { via, from, rule }) => {
      const gone = async () => expect.poll(() => cookieNames(page)).toEqual([]);
      if (via.type === 'xstate.done.actor.checkToken' && from?.matches('checking') && outputOf(via) === 'missing') {
        // No token: the public site, a guest header.
        await expect(page.getByRole('link', { name: t('Log in') }).first()).toBeVisible();
        return;
      }
      if (via.type.startsWith('xstate.done.actor.logOut') || via.type.startsWith('xstate.error.actor.logOut')) {
        await rule('logout', async () => {
          await expect(page).toHaveURL(/\/login$/);
          await gone();
        });
        return;
      }
      if (via.type === 'session.expired') {
        await rule('err.token-check', async () => {
          await expect(page).toHaveURL(/\/login\?redirect=/);
          await gone();
        });
        return;
      }
      if (via.type === 'xstate.error.actor.loadProfile') {
        await rule('err.profile-load', async () => {
          await expect(page).toHaveURL(/\/login/);
          await gone();
        });
        return;
      }
      // A token the server refuses (and no renewal): cookies removed, on to /login.
      await rule('err.token-check', async () => {
        await expect(page).toHaveURL(/\/login/);
        await gone();
      });
    },
    unreachable: async ({ page }) => {
      await expect(page.getByRole('heading', { name: t('We cannot reach Cargo Connects') })).toBeVisible();
      await expect(page.getByRole('button', { name: t('Try again') })).toBeVisible();
      // Nothing is lost: the cookies stay for when the server is back.
      expect(await cookieNames(page)).toEqual(['refreshToken', 'token']);
    },
  },
};
