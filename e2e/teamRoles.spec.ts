import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { admin, createCustomer, signInByApi, uniqueEmail } from './support/admin';
import { accessTokenOf, createPaidOrder } from './support/orders';

// Team roles (a Viewer refused at the server as well as in the UI) and a sub-user invited by
// email (who sets their own password), against the real server.

const VIEWER_CANNOT_REQUEST = 'Viewers cannot request services. Ask the main user or an admin for the Booker role.';
const VIEWER_CANNOT_CHANGE = 'Viewers cannot change orders. Ask the main user or an admin for the Booker role.';
const SUB_PASSWORD = 'Border-Run-2026';

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** A sub-user of the customer's company with a password set now, through the API. */
async function addSubUser(request: APIRequestContext, owner: { email: string; password: string }, role: 'viewer' | 'booker' | 'admin') {
  const email = uniqueEmail(role);
  const token = await accessTokenOf(request, owner);
  const response = await request.post('/v1/user/sub/user', {
    headers: { Authorization: `Bearer ${token}` },
    data: { contactName: `Vera ${role}`, contactNumber: '5550102030', email, role, access: 'password', password: SUB_PASSWORD },
  });
  expect(response.status()).toBe(201);
  return { email, password: SUB_PASSWORD };
}

/** The invitation link in the newest mail to the address (the dev outbox, read with the operator CLI). */
function invitationLink(email: string): string {
  const out = admin('outbox', '--to', email, '--limit', '1');
  const link = /(https?:\/\/\S+\/accept-invite\?token=\S+)/.exec(out)?.[1];
  if (!link) throw new Error(`no invitation in the outbox for ${email}:\n${out}`);
  return link;
}

/** A phone's browser context, as the @phone project's (its pages open on the server under test). */
const phone = (baseURL: string) => ({ ...devices['Pixel 7'], baseURL });

async function viewerSetup(browser: Browser, baseURL: string, request: APIRequestContext, options: Parameters<Browser['newContext']>[0] = {}) {
  const owner = await createCustomer(request, { label: 'roles' });
  const unpaid = await createPaidOrder(request, owner, { paid: false });
  const viewer = await addSubUser(request, owner, 'viewer');
  const context = await browser.newContext(options);
  await signInByApi(context, baseURL, viewer);
  return { owner, unpaid, viewer, context };
}

test('a Viewer sees orders but has no Request a service, Pay now or Cancel, is turned away from the wizard, and the server refuses them too', async ({ browser, baseURL, request }) => {
  // Several companies, sub-users and operator-CLI reads of the outbox: slow on a busy machine.
  test.slow();
  const { owner, unpaid, viewer, context } = await viewerSetup(browser, baseURL!, request);
  const page = await context.newPage();

  // The dashboard and the orders list: the order shows, unpaid, with no Pay now and no New Service.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a service' })).toHaveCount(0);
  await page.goto('/my-orders');
  await expect(page.getByRole('link', { name: new RegExp(`Order ${unpaid}`) })).toBeVisible();
  await expect(page.getByRole('link', { name: /Pay now/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'New Service' })).toHaveCount(0);
  // No sub-user menu entry either.
  await page.getByRole('button', { name: 'Open profile menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Sub-users' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The order page: its details, no Pay now, no Cancel, no sharing.
  await page.goto(`/my-orders/service/${unpaid}`);
  await expect(page.getByTestId('payment-section')).toBeVisible();
  await expect(page.getByRole('button', { name: /Pay now/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Cancel order/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Create link/i })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // The wizard, opened by its address: sent away with the reason.
  await page.goto('/additional-details');
  await expect(page.getByTestId('role-notice')).toContainText(VIEWER_CANNOT_REQUEST);
  await expect(page.getByRole('link', { name: 'Back to the dashboard' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The server: a direct call answers 403 with the same words, and nothing changes.
  const token = await accessTokenOf(request, viewer);
  const headers = { Authorization: `Bearer ${token}` };
  const create = await request.post('/v1/user/order/reference/validate', { headers, data: { userReference: 'VIEW1' } });
  expect(create.status()).toBe(403);
  expect(((await create.json()) as { message: string }).message).toBe(VIEWER_CANNOT_REQUEST);
  const cancel = await request.post(`/v1/common/cancel/movement/user/${unpaid}`, { headers });
  expect(cancel.status()).toBe(403);
  expect(((await cancel.json()) as { message: string }).message).toBe(VIEWER_CANNOT_CHANGE);
  const order = await request.get(`/v1/user/order/${unpaid}`, { headers });
  expect(order.status()).toBe(200);
  expect(((await order.json()) as { data: { status: string } }).data.status).not.toBe('Cancelled');
  await context.close();

  // The same page for the main user has both buttons: the Viewer's page lacks them, not the selectors.
  const ownerContext = await browser.newContext();
  await signInByApi(ownerContext, baseURL!, owner);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto(`/my-orders/service/${unpaid}`);
  await expect(ownerPage.getByRole('button', { name: /Pay now/ })).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: /Cancel order/ })).toBeVisible();
  await ownerContext.close();
});

test('@phone a Viewer on a phone: the order list without Pay now, the wizard turned away', async ({ browser, baseURL, request }) => {
  // Several companies, sub-users and operator-CLI reads of the outbox: slow on a busy machine.
  test.slow();
  const { unpaid, context } = await viewerSetup(browser, baseURL!, request, phone(baseURL!));
  const page = await context.newPage();
  await page.goto('/my-orders');
  await expect(page.getByRole('link', { name: new RegExp(`Order ${unpaid}`) })).toBeVisible();
  await expect(page.getByRole('link', { name: /Pay now/ })).toHaveCount(0);
  await page.goto('/additional-details');
  await expect(page.getByTestId('role-notice')).toContainText(VIEWER_CANNOT_REQUEST);
  await expectNoSeriousAxeViolations(page);
  await context.close();
});

async function inviteThroughTheForm(page: Page, email: string, role: 'Viewer' | 'Booker') {
  await page.goto('/sub-user/add-sub-user');
  await page.getByLabel('Contact name').fill('Iris Vega');
  await page.getByLabel('Contact number').fill('5550102030');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('radio', { name: new RegExp(`^${role}`) }).check();
  await expect(page.getByRole('radio', { name: /Send an invitation email/ })).toBeChecked();
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent. The sub-user sets their own password from the email.')).toBeVisible();
  await expect(page).toHaveURL(/\/sub-user$/);
}

test('an invitation accepted end to end: invited as a Viewer, "Invitation sent" with Resend, the link sets the password once, then sign in', async ({ browser, baseURL, request }) => {
  // Several companies, sub-users and operator-CLI reads of the outbox: slow on a busy machine.
  test.slow();
  const owner = await createCustomer(request, { label: 'inviter' });
  const main = await browser.newContext();
  await signInByApi(main, baseURL!, owner);
  const page = await main.newPage();
  const email = uniqueEmail('invitee');
  await inviteThroughTheForm(page, email, 'Viewer');

  const row = page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
  await expect(row).toContainText('Viewer');
  await expect(row).toContainText('Invitation sent');
  await expectNoSeriousAxeViolations(page);
  // Resend: a new link; the first stops working.
  const first = invitationLink(email);
  await row.getByRole('button', { name: /Resend/ }).click();
  await expect(page.getByText('Invitation sent again. Earlier links no longer work.')).toBeVisible();
  const link = invitationLink(email);
  expect(link).not.toBe(first);

  // The invitee, in a browser of their own.
  const invitee = await browser.newContext();
  const guest = await invitee.newPage();
  await guest.goto(first.replace(/^https?:\/\/[^/]+/, ''));
  await expect(guest.getByTestId('invitation-invalid')).toBeVisible();
  await expect(guest.getByText('This invitation has expired. Ask the main user or an admin to send a new one.')).toBeVisible();

  await guest.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(guest.getByText(`You will sign in as ${email}.`)).toBeVisible();
  await expectNoSeriousAxeViolations(guest);
  await guest.getByLabel('Password', { exact: true }).fill('short');
  await guest.getByLabel('Confirm password').fill('short');
  await guest.getByRole('button', { name: 'Set password' }).click();
  // The one password rule, under the field (its description says it too).
  await expect(guest.getByLabel('Password', { exact: true })).toHaveAttribute('data-invalid', 'true');
  await expect(guest).toHaveURL(/\/accept-invite\?token=/);
  await guest.getByLabel('Password', { exact: true }).fill('Chosen-pass-9');
  await guest.getByLabel('Confirm password').fill('Chosen-pass-9');
  await guest.getByRole('button', { name: 'Set password' }).click();
  await expect(guest).toHaveURL(/\/login$/);
  await expect(guest.getByText('Your password is set. Sign in with your email and new password.')).toBeVisible();
  await guest.getByLabel('Email', { exact: true }).fill(email);
  await guest.getByLabel('Password', { exact: true }).fill('Chosen-pass-9');
  await guest.getByRole('button', { name: 'Sign in' }).click();
  await expect(guest).toHaveURL(/\/dashboard$/);

  // Replayed: the link says it was used, and changes nothing.
  const replay = await invitee.request.post('/v1/common/invitation/accept', {
    data: { token: new URL(link).searchParams.get('token'), password: 'Another-pass-1', confirmPassword: 'Another-pass-1' },
  });
  expect(replay.status()).toBe(409);
  expect((await request.post('/v1/user/auth/logIn', { data: { email, password: 'Chosen-pass-9' } })).status()).toBe(200);

  // The list no longer says "Invitation sent".
  await page.reload();
  await expect(row).toContainText('Viewer');
  await expect(row).not.toContainText('Invitation sent');
  await invitee.close();
  await main.close();
});

test('@phone an invitation on a phone: the form, the list card and the accept page', async ({ browser, baseURL, request }) => {
  // Several companies, sub-users and operator-CLI reads of the outbox: slow on a busy machine.
  test.slow();
  const owner = await createCustomer(request, { label: 'phoneinviter' });
  const main = await browser.newContext(phone(baseURL!));
  await signInByApi(main, baseURL!, owner);
  const page = await main.newPage();
  const email = uniqueEmail('phoneinvitee');
  await inviteThroughTheForm(page, email, 'Booker');
  const card = page.getByRole('listitem').filter({ hasText: email });
  await expect(card).toContainText('Invitation sent');
  await expect(card.getByRole('button', { name: /Resend/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const invitee = await browser.newContext(phone(baseURL!));
  const guest = await invitee.newPage();
  await guest.goto(invitationLink(email).replace(/^https?:\/\/[^/]+/, ''));
  await expect(guest.getByText(`You will sign in as ${email}.`)).toBeVisible();
  await expectNoSeriousAxeViolations(guest);
  await guest.getByLabel('Password', { exact: true }).fill('Chosen-pass-9');
  await guest.getByLabel('Confirm password').fill('Chosen-pass-9');
  await guest.getByRole('button', { name: 'Set password' }).click();
  await expect(guest).toHaveURL(/\/login$/);
  await invitee.close();
  await main.close();
});
