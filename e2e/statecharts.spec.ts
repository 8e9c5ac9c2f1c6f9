import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { createSignedInCustomer, demo, signInOnce } from './support/admin';

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
  await expect(panel.locator('section[data-machine="login"]')).toBeVisible();
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
  const events = panel.getByRole('list', { name: 'Events of login' });
  const submitted = events.locator('li[data-event="credentials.submitted"]');
  await expect(submitted).toContainText(demo.email);
  await expect(submitted).toContainText('"password":"••••••"');
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
  await signInOnce(context, baseURL!);
  await page.goto('/__statecharts');
  await expect(page).toHaveTitle('Statecharts · Cargo Connects');
  await expect(page.getByRole('heading', { level: 1, name: 'Statecharts' })).toBeVisible();
  const session = page.locator('section[data-machine="session"]');
  await expect(session.getByRole('heading', { level: 2 }).first()).toHaveAttribute('title', 'machine session');
  await expect(session.getByTestId('current-state')).toHaveText('signedIn');
  await expect(session.locator('[data-state="session.signedIn"]')).toHaveAttribute('data-active', 'true');
  await expect(page.getByRole('navigation', { name: 'Running machines' }).locator('a[title="session"]')).toBeVisible();
  // The access token travels in the session's events only masked.
  const cookies = await context.cookies();
  const token = cookies.find((c) => c.name === 'token')!.value;
  await expect(page.locator('body')).not.toContainText(token.slice(-24));
});

test('[devtools] the wizard reads in the customer’s words, with the code names beside them', async ({ page, context, baseURL }) => {
  await signInOnce(context, baseURL!);
  await page.goto('/additional-details');
  await page.getByRole('complementary', { name: 'Developer tools' }).getByRole('button', { name: /^Statecharts \(\d+\)$/ }).click();
  const panel = page.getByRole('region', { name: 'Statecharts panel' });
  await expect(panel.getByTestId('current-state')).toHaveText('step1.choosing');
  await expect(panel.locator('strong[title="step1.choosing"]')).toHaveText('Service › Choosing the service');
  const box = panel.locator('[data-state="serviceRequest.step1.choosing"]');
  await expect(box).toHaveAttribute('data-active', 'true');
  await expect(box.locator('text').first()).toHaveText('Choosing the service');
  await expect(box.locator('text.code')).toHaveText('step1.choosing');
  const events = panel.getByRole('list', { name: 'Events of serviceRequest' });
  await expect(events.locator('li[data-event="xstate.done.actor.checkVerification"]')).toContainText('Verified by the admin');
});

test('[devtools] ?inspect tries stately.ai first and opens the online inspector when it answers', async ({ page, context }) => {
  // stately.ai stands in for itself here: its reachability is what is tested, not its page.
  const requested: string[] = [];
  await context.route('https://stately.ai/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>inspector</title>' });
  });
  const popup = page.waitForEvent('popup');
  await page.goto('/login?inspect');
  await popup;
  expect(requested.every((url) => /^https:\/\/stately\.ai\/inspect/.test(url))).toBe(true);
  await expect(page.getByRole('button', { name: /online inspector \(stately\.ai\)/ })).toBeVisible();
});

test('[devtools] ?inspect without a connection to stately.ai says so, opens no window, and points to the offline viewer', async ({ page, context }) => {
  await context.route('https://stately.ai/**', (route) => route.abort('internetdisconnected'));
  let popups = 0;
  page.on('popup', () => popups++);
  await page.goto('/login?inspect');
  const unavailable = page.getByRole('button', { name: 'Online inspector unavailable' });
  await expect(unavailable).toBeVisible();
  await unavailable.click();
  await expect(page.getByRole('status').filter({ hasText: 'stately.ai cannot be reached' })).toContainText('Statecharts');
  await page.reload();
  await expect(unavailable).toBeVisible();
  expect(popups).toBe(0);
  // the offline viewer is there
  await expect(page.getByRole('button', { name: /^Statecharts \(\d+\)$/ })).toBeVisible();
});

test('[devtools] without ?inspect the Stately inspector code is never loaded', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(scripts.filter((url) => /statelyInspector/.test(url))).toEqual([]);
  await expect(page.getByRole('button', { name: /inspector/ })).toHaveCount(0);
});

// ─── The workspace beside the app, at a laptop's 1366×768 ───

test.describe('[devtools] the statecharts workspace at 1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  const step = (page: Page) => page.locator('[data-step]');
  const openPanel = async (page: Page) => {
    await page.getByRole('complementary', { name: 'Developer tools' }).getByRole('button', { name: /^Statecharts \(\d+\)$/ }).click();
    return page.getByRole('region', { name: 'Statecharts panel' });
  };
  /** Nothing of the page is under the panel: the page's content ends where the panel begins. */
  const besideThePanel = async (page: Page, panel: Locator) => {
    const panelBox = (await panel.boundingBox())!;
    const widest = await page.evaluate(() => Math.max(...[...document.querySelectorAll('#root *')].map((el) => el.getBoundingClientRect().right)));
    expect(widest).toBeLessThanOrEqual(panelBox.x + 1);
    expect(panelBox.x + panelBox.width).toBeCloseTo(1366, 0);
  };
  /** The current state's box lies inside the diagram's viewport. */
  const currentInView = async (panel: Locator) => {
    const viewport = panel.locator('[data-current]');
    // ELK lays the diagram out asynchronously: wait until the current state is drawn
    await expect(viewport).not.toHaveAttribute('data-current', '');
    const current = await viewport.getAttribute('data-current');
    const rect = viewport.locator(`[data-state="${current}"] rect`).first();
    await expect(rect).toBeVisible();
    const box = (await rect.boundingBox())!;
    const view = (await viewport.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(view.x - 1);
    expect(box.y).toBeGreaterThanOrEqual(view.y - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(view.x + view.width + 1);
    expect(box.y + box.height).toBeLessThanOrEqual(view.y + view.height + 1);
  };

  test('docked beside the wizard, resizable and remembered, on the page’s machine after a reload; the current state always in view and in words', async ({ page, context, baseURL }) => {
    await createSignedInCustomer(context, baseURL!, { label: 'workspace' });
    await page.goto('/additional-details');
    await expect(step(page)).toHaveAttribute('data-step', 'step1');
    const panel = await openPanel(page);
    await expect(panel.locator('section[data-machine="serviceRequest"]')).toBeVisible();
    await besideThePanel(page, panel);
    await expect(panel.getByTestId('current-words')).toHaveText('Service › Choosing the service');
    await expect(panel.getByTestId('current-words')).toHaveAttribute('title', 'step1.choosing');
    await currentInView(panel);

    // The page stays usable: choose the service with the panel open.
    await page.locator('#root').getByRole('radio', { name: /Northbound Service/ }).click();
    await page.locator('#root').getByRole('button', { name: 'Next' }).click();
    await expect(step(page)).toHaveAttribute('data-step', 'step2');
    await expect(panel.getByTestId('current-state')).toHaveText(/^step2\./);
    await currentInView(panel);

    // Wider by keyboard on its edge; the width and the open panel survive a reload.
    const separator = panel.getByRole('separator', { name: 'Panel width' });
    const before = Number(await separator.getAttribute('aria-valuenow'));
    await separator.focus();
    // One press (a second one was lost now and then on a busy CI machine, cause not found; quick
    // presses in a row are the view test's, tests/views/devtools/DevtoolsDock.test.tsx).
    await page.keyboard.press('Shift+ArrowLeft');
    await expect(separator).toHaveAttribute('aria-valuenow', String(before + 80));
    await page.reload();
    await expect(step(page)).toHaveAttribute('data-step', 'step2');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('separator', { name: 'Panel width' })).toHaveAttribute('aria-valuenow', String(before + 80));
    await expect(panel.locator('section[data-machine="serviceRequest"]')).toBeVisible();
    await besideThePanel(page, panel);

    // Zoom and fit.
    const zoom = panel.getByTestId('zoom-level');
    const at = await zoom.textContent();
    await panel.getByRole('button', { name: 'Fit' }).click();
    await expect(zoom).not.toHaveText(at!);
    await panel.getByRole('button', { name: 'Zoom in' }).click();
    await panel.getByRole('checkbox', { name: 'Follow the current state' }).check();
    await currentInView(panel);
  });

  test('events as sentences, the data as a table with what changed, time travel, the sequence between machines', async ({ page, context, baseURL }) => {
    await createSignedInCustomer(context, baseURL!, { label: 'travel' });
    await page.goto('/additional-details');
    const panel = await openPanel(page);
    await page.locator('#root').getByRole('radio', { name: /Northbound Service/ }).click();
    await page.locator('#root').getByRole('button', { name: 'Next' }).click();
    await expect(step(page)).toHaveAttribute('data-step', 'step2');

    const events = panel.getByRole('list', { name: 'Events of serviceRequest' });
    // no raw built-in event types as the sentence; the type is on hover
    await expect(events.locator('li[data-event="xstate.done.actor.checkVerification"] [title="xstate.done.actor.checkVerification"]')).toHaveText('Verified by the admin');
    for (const sentence of await events.locator('li [title]').allTextContents()) expect(sentence).not.toMatch(/^xstate\./);
    // the event that moved to step2 changed the draft: its row is marked
    const data = panel.getByRole('table', { name: 'Data of serviceRequest' });
    await expect(data.locator('tr[data-changed="true"]').first()).toBeVisible();

    // Back in time: the first moment shows the machine as it was, then back to now.
    const slider = panel.getByRole('slider');
    await slider.focus();
    await page.keyboard.press('Home');
    await expect(panel.getByText(/^Back at \d\d:\d\d:\d\d/)).toBeVisible();
    await expect(panel.locator('section[data-machine="serviceRequest"]')).toHaveAttribute('data-travelling', 'true');
    await expect(panel.getByTestId('current-state')).not.toHaveText(/^step2/);
    await expect(panel.locator('[data-state="serviceRequest.step2"]')).toHaveAttribute('data-active', 'false');
    await panel.getByRole('button', { name: 'Back to now' }).click();
    await expect(panel.getByTestId('current-state')).toHaveText(/^step2/);

    // The sequence: lanes per machine, arrows between them.
    await panel.getByRole('button', { name: 'Sequence' }).click();
    const sequence = panel.getByRole('group', { name: 'Sequence of events between machines' });
    await expect(sequence.locator('[data-lane="serviceRequest"]')).toBeVisible();
    await expect(sequence.locator('[data-lane="session"]')).toBeVisible();
    await expect(sequence.locator('g[data-to="notifications"]').first()).toBeAttached();
    await expect(sequence.locator('g[data-to="serviceRequest"][data-from="the page"]').first()).toBeAttached();
  });

  test('a product owner completes the whole wizard with the workspace open, exports the recording, and it opens on another computer', async ({ page, context, baseURL, browser }) => {
    test.setTimeout(120_000);
    await createSignedInCustomer(context, baseURL!, { label: 'recording' });
    await page.goto('/additional-details');
    const panel = await openPanel(page);
    const words = panel.getByTestId('current-words');
    await expect(words).toHaveText('Service › Choosing the service');
    await page.locator('#root').getByRole('radio', { name: /Northbound Service/ }).click();
    await page.locator('#root').getByRole('button', { name: 'Next' }).click();
    await expect(step(page)).toHaveAttribute('data-step', 'step2');
    await page.locator('#root').getByRole('combobox', { name: 'Port / bridge of crossing' }).click();
    await page.getByRole('option', { name: 'World Trade Bridge (Laredo, TX)' }).click();
    await page.locator('#root').getByRole('radiogroup', { name: 'Type of transportation' }).getByText('FTL', { exact: true }).click();
    await page.locator('#root').getByRole('radio', { name: /Dry Van/ }).click();
    await page.locator('#root').getByRole('button', { name: 'Next' }).click();
    await expect(step(page)).toHaveAttribute('data-step', 'step3');
    await page.locator('#root').getByRole('combobox', { name: 'Trailer' }).click();
    await page.getByRole('option', { name: '53 ft dry van trailer' }).click();
    await page.locator('#root').getByRole('combobox', { name: 'Programming' }).click();
    await page.getByRole('option', { name: 'Instant' }).click();
    await page.locator('#root').getByRole('button', { name: 'Next' }).click();
    await expect(step(page)).toHaveAttribute('data-step', 'step5');
    await expect(words).toHaveText(/^Addresses › /);
    for (const [side, building, city] of [
      ['pickup', 'Planta Apodaca', 'Monterrey, Nuevo León (MX)'],
      ['drop', 'Dallas Distribution Center', 'Dallas, Texas (US)'],
    ] as const) {
      await page.locator('#root').getByRole('button', { name: `Add ${side} address` }).click();
      await expect(step(page)).toHaveAttribute('data-step', 'step4');
      await page.locator('#root').getByLabel('Building name').fill(building);
      await page.locator('#root').getByLabel('Street').fill('Av. Industrial 1200');
      await page.locator('#root').getByRole('combobox', { name: 'City' }).fill(city.split(',')[0]!);
      await page.getByRole('option', { name: city }).click();
      await page.locator('#root').getByLabel('Postal code').fill('64000');
      await page.locator('#root').getByLabel('Contact name').fill('Dock Supervisor');
      await page.locator('#root').getByLabel('Contact number').fill('5551112233');
      await page.locator('#root').getByRole('button', { name: 'Save address' }).click();
      await expect(step(page)).toHaveAttribute('data-step', 'step5');
    }
    await page.locator('#root').getByRole('button', { name: 'Next' }).click();
    await expect(step(page)).toHaveAttribute('data-step', 'step6');
    await page.locator('#root').getByRole('button', { name: 'Continue to payment' }).click();
    await expect(step(page)).toHaveAttribute('data-step', 'stepCheckout');
    await page.locator('#root').getByRole('button', { name: 'Place order' }).click();
    await page.locator('#root').getByLabel('Name on card').fill('Ana Ruiz');
    await page.locator('#root').getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.locator('#root').getByLabel('Expiry (MM/YY)').fill('12/30');
    await page.locator('#root').getByLabel('CVC').fill('123');
    await page.locator('#root').getByRole('button', { name: /^Pay \$/ }).click();
    await expect(step(page)).toHaveAttribute('data-step', 'step7');
    await expect(panel.getByTestId('current-state')).toHaveText('step7');
    await besideThePanel(page, panel);
    await expect(panel).not.toContainText('4242 4242 4242 4242');

    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Export recording' }).click();
    const file = await (await download).path();
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('4242 4242 4242 4242');
    expect(text).not.toContain('"123"');
    if (process.env.SAVE_RECORDING) writeFileSync(process.env.SAVE_RECORDING, text);

    // Another computer: a fresh browser with nothing signed in.
    const elsewhere = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const other = await elsewhere.newPage();
    await other.goto('/__statecharts');
    // A bad file says so and changes nothing.
    await other.getByLabel('Open a recording…').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello": 1}') });
    await expect(other.getByRole('alert')).toContainText('notes.json: This file is not a statecharts recording');
    await expect(other.getByRole('region', { name: 'Recording' })).toHaveCount(0);
    // The real one opens, at its end, and can be scrubbed back to the start.
    await other.getByLabel('Open a recording…').setInputFiles(file);
    const recording = other.getByRole('region', { name: 'Recording' });
    const wizard = recording.locator('section[data-machine="serviceRequest"]');
    await expect(wizard.getByTestId('current-state')).toHaveText('step7');
    await expect(other.getByRole('alert')).toHaveCount(0);
    await wizard.getByRole('slider').focus();
    await other.keyboard.press('Home');
    await expect(wizard).toHaveAttribute('data-travelling', 'true');
    await expect(wizard.getByRole('button', { name: 'Go to the end' })).toBeVisible();
    await elsewhere.close();
  });

  test('a recording can also be dropped on /__statecharts', async ({ page }) => {
    await page.goto('/__statecharts');
    const recording = readFileSync('tests/recordings/wizard-paid.json', 'utf8');
    const transfer = await page.evaluateHandle((text) => {
      const dt = new DataTransfer();
      dt.items.add(new File([text], 'wizard-paid.json', { type: 'application/json' }));
      return dt;
    }, recording);
    await page.locator('main').dispatchEvent('drop', { dataTransfer: transfer });
    await expect(page.getByRole('region', { name: 'Recording' }).locator('section[data-machine="serviceRequest"]').getByTestId('current-state')).toHaveText('step7');
  });
});

test('[devtools] this build has the viewer, so the server answers /__statecharts with 200', async ({ request }) => {
  const res = await request.get('/__statecharts', { headers: { Accept: 'text/html' } });
  expect(res.status()).toBe(200);
});

// The pictures of docs/statecharts.md, at 1366×768: DOCS_SCREENSHOTS=1 npx playwright test e2e/statecharts.spec.ts -g pictures
test.describe('[devtools] pictures for docs/statecharts.md', () => {
  test.skip(!process.env.DOCS_SCREENSHOTS, 'set DOCS_SCREENSHOTS=1 to retake the pictures');
  test.use({ viewport: { width: 1366, height: 768 } });
  const shot = (page: Page, name: string) => page.screenshot({ path: `docs/images/${name}.png` });

  test('pictures of the workspace', async ({ page, context, baseURL }) => {
    test.setTimeout(120_000);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await shot(page, 'statecharts-dock-button');

    await createSignedInCustomer(context, baseURL!, { label: 'pictures' });
    await page.goto('/additional-details');
    const app = page.locator('#root');
    await page.getByRole('complementary', { name: 'Developer tools' }).getByRole('button', { name: /^Statecharts/ }).click();
    const panel = page.getByRole('region', { name: 'Statecharts panel' });
    await app.getByRole('radio', { name: /Northbound Service/ }).click();
    await app.getByRole('button', { name: 'Next' }).click();
    await app.getByRole('combobox', { name: 'Port / bridge of crossing' }).click();
    await page.getByRole('option', { name: 'World Trade Bridge (Laredo, TX)' }).click();
    await app.getByRole('radiogroup', { name: 'Type of transportation' }).getByText('FTL', { exact: true }).click();
    await app.getByRole('radio', { name: /Dry Van/ }).click();
    await app.getByRole('button', { name: 'Next' }).click();
    await expect(page.locator('[data-step]')).toHaveAttribute('data-step', 'step3');
    await expect(panel.getByTestId('current-state')).toHaveText('step3.editing');
    await page.waitForTimeout(400);
    await shot(page, 'statecharts-panel-wizard');

    await panel.getByRole('heading', { level: 4, name: 'What happened' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shot(page, 'statecharts-panel-data');

    const slider = panel.getByRole('slider');
    await slider.focus();
    for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
    await panel.getByRole('toolbar').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.waitForTimeout(300);
    await shot(page, 'statecharts-panel-timetravel');

    await panel.getByRole('button', { name: 'Sequence' }).click();
    await page.waitForTimeout(300);
    await shot(page, 'statecharts-panel-sequence');
    await panel.getByRole('button', { name: 'Machine' }).click();

    // /__statecharts has no panel beside it
    await page.goto('/__statecharts');
    await page.getByLabel('Open a recording…').setInputFiles('tests/recordings/wizard-paid.json');
    await expect(page.getByRole('region', { name: 'Recording' })).toBeVisible();
    await page.waitForTimeout(500);
    await shot(page, 'statecharts-page-recording');
  });

  test('pictures of the online inspector offline', async ({ page, context }) => {
    await context.route('https://stately.ai/**', (route) => route.abort('internetdisconnected'));
    await page.goto('/login?inspect');
    await page.getByRole('button', { name: 'Online inspector unavailable' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'stately.ai' })).toBeVisible();
    await shot(page, 'statecharts-inspect-unavailable');
  });
});
