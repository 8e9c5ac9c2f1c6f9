import { expect, test, type Route } from '@playwright/test';
import { demo, signInByApi } from './support/admin';

// The offline statechart viewer, on in the e2e build (VITE_STATECHARTS=1 in playwright.config.ts),
// against the real app and API. docs/statecharts.md shows what these tests look at.

test('[devtools] the Statecharts panel follows the login machine as events flow, the password masked', async ({ page }) => {
  // Hold the real sign-in answer so the diagram can be seen in its "submitting" state.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v1/user/auth/logIn', async (route: Route) => {
    await held;
    await route.continue();
  });

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  const toggle = page.getByRole('complementary', { name: 'Developer tools' }).getByRole('button', { name: /^Statecharts \(\d+\)$/ });
  await toggle.click();
  const panel = page.getByRole('region', { name: 'Statecharts panel' });
  await expect(panel.getByRole('heading', { name: 'login' })).toBeVisible();
  const box = (state: string) => panel.locator(`[data-state="login.${state}"]`);
  await expect(box('editing')).toHaveAttribute('data-active', 'true');
  await expect(panel.getByTestId('current-state')).toHaveText('editing');

  const password = 'Not-The-Password-42';
  await page.getByRole('textbox', { name: 'Email' }).fill(demo.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('textbox', { name: 'Password' }).press('Enter');

  await expect(box('submitting')).toHaveAttribute('data-active', 'true');
  await expect(box('editing')).toHaveAttribute('data-active', 'false');
  await expect(panel.getByTestId('current-state')).toHaveText('submitting');
  await expect(panel.locator('[data-edge="credentials.submitted"]')).toHaveAttribute('data-taken', 'true');
  const events = panel.getByRole('list', { name: 'Last events of login' });
  const submitted = events.locator('li[data-event="credentials.submitted"]');
  await expect(submitted).toContainText(demo.email);
  await expect(submitted).toContainText('"password": "••••••"');
  await expect(page.locator('body')).not.toContainText(password);

  release();
  await expect(box('editing')).toHaveAttribute('data-active', 'true');
  await expect(panel.locator('[data-edge="error: logIn"]')).toHaveAttribute('data-taken', 'true');
  await expect(events.locator('li[data-event="xstate.error.actor.logIn"]')).toContainText('Invalid email or password');
  await expect(page.getByRole('alert')).toContainText('Invalid email or password');

  await panel.getByRole('button', { name: 'Close' }).click();
  await expect(panel).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('[devtools] /__statecharts lists the running session machine of a signed-in customer', async ({ page, context, baseURL }) => {
  await signInByApi(context, baseURL!);
  await page.goto('/__statecharts');
  await expect(page).toHaveTitle('Statecharts · Cargo Connects');
  await expect(page.getByRole('heading', { level: 1, name: 'Statecharts' })).toBeVisible();
  const session = page.locator('section[data-machine="session"]');
  await expect(session.getByRole('heading', { level: 2, name: 'session' })).toBeVisible();
  await expect(session.getByTestId('current-state')).toHaveText('signedIn');
  await expect(session.locator('[data-state="session.signedIn"]')).toHaveAttribute('data-active', 'true');
  await expect(page.getByRole('navigation', { name: 'Running machines' }).getByRole('link', { name: 'session' })).toBeVisible();
  // The access token travels in the session's events only masked.
  const cookies = await context.cookies();
  const token = cookies.find((c) => c.name === 'token')!.value;
  await expect(page.locator('body')).not.toContainText(token.slice(-24));
});

test('[devtools] the wizard reads in the customer’s words, with the code names beside them', async ({ page, context, baseURL }) => {
  await signInByApi(context, baseURL!);
  await page.goto('/additional-details');
  await page.getByRole('complementary', { name: 'Developer tools' }).getByRole('button', { name: /^Statecharts \(\d+\)$/ }).click();
  const panel = page.getByRole('region', { name: 'Statecharts panel' });
  await expect(panel.getByTestId('current-state')).toHaveText('step1.choosing');
  await expect(panel.locator('strong[title="step1.choosing"]')).toHaveText('Service › Choosing the service');
  const box = panel.locator('[data-state="serviceRequest.step1.choosing"]');
  await expect(box).toHaveAttribute('data-active', 'true');
  await expect(box.locator('text').first()).toHaveText('Choosing the service');
  await expect(box.locator('text.code')).toHaveText('step1.choosing');
  const events = panel.getByRole('list', { name: 'Last events of serviceRequest' });
  await expect(events.locator('li[data-event="xstate.done.actor.checkVerification"]')).toContainText('Verified by the admin');
});

test('[devtools] ?inspect opens the online Stately inspector and offers to reopen it', async ({ page, context }) => {
  // The inspector is stately.ai: the pop-up's request is answered by nothing, its address is what counts.
  const requested = new Promise<string>((resolve) => {
    void context.route('https://stately.ai/**', (route) => {
      resolve(route.request().url());
      return route.abort();
    });
  });
  const popup = page.waitForEvent('popup');
  await page.goto('/login?inspect');
  await popup;
  expect(await requested).toMatch(/^https:\/\/stately\.ai\/inspect/);
  await expect(page.getByRole('button', { name: /Stately inspector/ })).toBeVisible();
});

test('[devtools] without ?inspect the Stately inspector code is never loaded', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(scripts.filter((url) => /statelyInspector/.test(url))).toEqual([]);
  await expect(page.getByRole('button', { name: /Stately inspector/ })).toHaveCount(0);
});
