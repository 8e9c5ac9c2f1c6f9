import { expect, type Page, type Response } from '@playwright/test';
import { Messages } from '../../src/schemas/messages';
import type { JourneyEventType, JourneyState } from './journeyModel';
import { payWithCard } from '../support/cardWatch';
import { message, pattern, said, t } from '../support/language';

// How each screen of the journey model is recognised and how each user action is performed, in
// the words a customer would use (roles and names). One entry per state and per event: the
// journey spec refuses to run a model with a screen or an action missing here. A screen asserts
// every spec rule its state lists (`meta.spec`) through `rule(id, check)`; the spec fails a screen
// that lists a rule its driver did not assert there.
// Every word is the spec's English through `t` (e2e/support/language.ts): the journey runs in
// English, and in Spanish expecting the catalog's translation of the same words. On a phone the
// public header's links are behind its menu button; the signed-in header shows the same controls.

export interface JourneyWorld {
  readonly page: Page;
  readonly customer: { readonly email: string; readonly password: string; readonly contactName: string };
  /** A cancelled order of this customer (a past order to book again), made through the API. */
  readonly pastId: string;
  /** The order placed in the journey (read from the payment screen). */
  placedId: string | null;
  /** Every `GET /v1/user/order` list answer and `GET /v1/user/notification` answer, in order. */
  readonly orderLists: Response[];
  readonly notificationLists: Response[];
  /** How many order list answers had come before the step's action: the screen reads the ones it caused. */
  orderListsBefore: number;
}

export type Rule = (id: string, check: () => Promise<void>) => Promise<void>;
type Screen = (world: JourneyWorld, rule: Rule) => Promise<void>;
type Action = (world: JourneyWorld) => Promise<void>;

/** The order list's tab names (one message per tab) and the wizard's book-again note, as the catalog holds them. */
const TAB = '{tab, select, Pending {Upcoming} InProgress {In transit} Completed {Completed} other {Cancelled}}';
const BOOKING_AGAIN = 'Booking again from order {movementId}: the same service, route, equipment and addresses, priced today. Check the summary and pay when ready.';

const step = (page: Page) => page.locator('[data-step]');
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: pattern('Notifications', {}, '^') });
const profileMenu = (page: Page) => page.getByRole('banner').getByRole('button', { name: t('Open profile menu') });
const authCookies = async (page: Page) => (await page.context().cookies()).map((c) => c.name).filter((n) => n === 'token' || n === 'refreshToken').sort();
const tokenOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'token')?.value;

/** The public header's menu button: shown where its links do not fit the bar (a phone, or longer words). */
const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: t('Open menu') });
/** Where the public header's links are: the bar, or its menu, opened. */
async function publicLinks(page: Page) {
  await expect(page.getByRole('banner').getByRole('link').first()).toBeVisible();
  if (!(await menuButton(page).isVisible())) return page.getByRole('banner');
  // A prerendered page's button does nothing until the page's code has run: tapped again, as a customer would.
  await expect(async () => {
    if (!(await page.getByRole('dialog').isVisible())) await menuButton(page).click();
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 2_000 });
  }).toPass();
  return page.getByRole('dialog');
}
async function closePublicLinks(page: Page) {
  if (!(await page.getByRole('dialog').isVisible())) return;
  await page.getByRole('dialog').getByRole('button', { name: t('Close menu') }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}

const signInForm = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: t('Sign in') })).toBeVisible();
  await expect(page.getByLabel(t('Email'))).toBeVisible();
};

const submit = async (page: Page, email: string, password: string) => {
  await page.getByLabel(t('Email')).fill(email);
  await page.getByLabel(t('Password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t('Sign in') }).click();
};


/** The server's word on an order right now. */
async function orderOnServer(page: Page, movementId: string): Promise<{ status: string; paymentStatus: string }> {
  const response = await page.request.get(`/v1/user/order/${movementId}`, { headers: { Authorization: `Bearer ${await tokenOf(page)}` } });
  expect(response.ok(), `the server has order ${movementId}`).toBe(true);
  return ((await response.json()) as { data: { status: string; paymentStatus: string } }).data;
}

/** spec call.orders-query: the newest order list call since the step's action carries status, page and limit; its answer is response + pagination. */
async function lastOrderList(world: JourneyWorld, status: string): Promise<{ response: Array<{ movementId: string }>; pagination: Record<string, number> }> {
  // Only a call the step's action caused: an older one (before the order was placed) has not got it.
  const caused = () => world.orderLists.slice(world.orderListsBefore).filter((r) => new URL(r.url()).searchParams.get('status') === status);
  await expect.poll(() => caused().length > 0, { message: `an order list call for ${status} after the step's action` }).toBe(true);
  const answer = caused().at(-1)!;
  const query = new URL(answer.url()).searchParams;
  expect([query.get('status'), query.get('page'), query.get('limit')], answer.url()).toEqual([status, '1', '10']);
  return ((await answer.json()) as { data: { response: Array<{ movementId: string }>; pagination: Record<string, number> } }).data;
}

async function ordersPaginated(page: Page, list: { response: Array<{ movementId: string }>; pagination: Record<string, number> }, movementId: string) {
  expect(list.pagination).toMatchObject({ page: 1, limit: 10, total: expect.any(Number), totalPages: expect.any(Number) });
  expect(list.response.map((o) => o.movementId)).toContain(movementId);
  // One order per card, keyed by its movementId.
  await expect(page.locator(`[data-movement-id="${movementId}"]`)).toHaveCount(1);
}

/** spec header.new-service: on /my-orders a New Service button to the wizard, elsewhere a My Orders link. */
async function newServiceButton(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: t('New Service') })).toHaveAttribute('href', '/additional-details');
}

/** spec header.profile-menu: Profile, Settings, Logout; a click outside closes it (spec header.dropdown-toggle). */
async function profileMenuEntries(page: Page) {
  await profileMenu(page).click();
  const entries = { Profile: '/edit-profile', Settings: '/settings/notifications', Logout: '/settings/logout' };
  for (const [name, href] of Object.entries(entries)) await expect(page.getByRole('menuitem', { name: t(name) })).toHaveAttribute('href', href);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: t('Profile') })).toBeHidden();
}

/** spec layout.settings: signed in; Notifications first, Logout last; the how-it-works carousel; the chat link. */
async function settingsLayout(page: Page, current: string) {
  const nav = page.getByRole('navigation', { name: t('Settings') });
  await expect(nav.getByRole('link').first()).toHaveText(t('Notifications'));
  await expect(nav.getByRole('link').last()).toHaveText(t('Logout'));
  await expect(nav.getByRole('link', { name: t(current), exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: t('How it works') })).toBeVisible();
  await expect(page.getByRole('link', { name: t('Chat with us') })).toBeVisible();
  await expect(profileMenu(page)).toBeVisible();
}

/** spec wizard.one-step: exactly one wizard step on screen, this one. */
async function oneStep(page: Page, name: string) {
  await expect(step(page)).toHaveCount(1);
  await expect(step(page)).toHaveAttribute('data-step', name);
}

export const screens: Record<JourneyState, Screen> = {
  landing: async ({ page }, rule) => {
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: t('Cross-border freight, booked in minutes.') })).toBeVisible();
    await rule('route.public', async () => {
      expect(await authCookies(page)).toEqual([]);
      await expect(page).toHaveURL(/\/$/);
    });
    await rule('layout.landing', async () => {
      const links = await publicLinks(page);
      for (const name of ['My Orders', 'Service', 'About us', 'Contact us', 'Free Carrier Account', 'Free User Account']) {
        await expect(links.getByRole('link', { name: t(name), exact: true }).first()).toBeVisible();
      }
      await closePublicLinks(page);
    });
    await rule('access.guest', async () => {
      const links = await publicLinks(page);
      await expect(links.getByRole('link', { name: t('Log in') })).toBeVisible();
      await closePublicLinks(page);
      await expect(profileMenu(page)).toHaveCount(0);
    });
  },
  login: async ({ page }, rule) => {
    await rule('route.public', async () => {
      await expect(page).toHaveURL(/\/login$/);
      await signInForm(page);
      expect(await authCookies(page)).toEqual([]);
    });
  },
  loginRejected: async ({ page }, rule) => {
    await signInForm(page);
    await rule('err.rethrow', async () => {
      await expect(page.getByRole('alert').filter({ hasText: message(Messages.invalidCredentials) })).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    });
  },
  loginWithRedirect: async ({ page }, rule) => {
    await rule('guard.no-token', async () => {
      await expect(page).toHaveURL('/login?redirect=%2Fmy-orders');
      await signInForm(page);
    });
  },
  dashboard: async ({ page }, rule) => {
    await expect(page).toHaveURL(/\/dashboard$/);
    await rule('layout.dashboard', async () => {
      await expect(page.locator('[data-layout="dashboard"]')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
    await rule('access.signed-in', async () => {
      await expect(profileMenu(page)).toBeVisible();
    });
    await rule('call.login-stores-tokens', async () => {
      await expect.poll(() => authCookies(page)).toEqual(['refreshToken', 'token']);
    });
    await rule('header.new-service', async () => {
      await expect(page.getByRole('banner').getByRole('link', { name: t('My Orders') })).toHaveAttribute('href', '/my-orders');
      await expect(page.getByRole('banner').getByRole('link', { name: t('New Service') })).toHaveCount(0);
    });
    await rule('header.bell-badge', async () => {
      // The cancelled order raised one notification, unread: the bell counts it.
      await expect(bell(page)).toHaveAccessibleName(pattern('Notifications ({count})', { count: '[1-9]\\d*' }, '^$'));
      await expect(page.getByTestId('notification-badge')).toBeVisible();
    });
  },
  myOrders: async (world, rule) => {
    const { page } = world;
    await expect(page.getByRole('heading', { level: 1, name: t('My orders') })).toBeVisible();
    await rule('guard.signed-in', async () => {
      // Signed in from the remembered path: back where the customer was going.
      await expect(page).toHaveURL(/\/my-orders$/);
      await expect(profileMenu(page)).toBeVisible();
    });
    await rule('header.new-service', () => newServiceButton(page));
    await expect(page.getByRole('tab', { name: new RegExp(`^${t(TAB, { tab: 'Pending' })}`) })).toHaveAttribute('aria-selected', 'true');
    await rule('call.orders-query', async () => {
      await lastOrderList(world, 'Pending');
    });
  },
  cancelledOrders: async (world, rule) => {
    const { page, pastId } = world;
    await expect(page.getByTestId('tab-Cancelled')).toHaveAttribute('aria-selected', 'true');
    let list!: Awaited<ReturnType<typeof lastOrderList>>;
    await rule('call.orders-query', async () => {
      list = await lastOrderList(world, 'Cancelled');
    });
    await rule('orders.paginated', () => ordersPaginated(page, list, pastId));
  },
  summary: async ({ page, pastId }, rule) => {
    await expect(page).toHaveURL(new RegExp(`/additional-details\\?bookAgain=${pastId}$`));
    await rule('wizard.one-step', () => oneStep(page, 'step6'));
    await expect(page.getByTestId('book-again-note')).toContainText(t(BOOKING_AGAIN, { movementId: pastId }));
    await expect(page.getByTestId('quote-total')).toHaveText(said().money);
    await rule('header.go-back-visible', async () => {
      await expect(page.getByRole('button', { name: t('Go back') }).first()).toBeVisible();
    });
  },
  payment: async (world, rule) => {
    const { page } = world;
    await rule('wizard.one-step', () => oneStep(page, 'stepCheckout'));
    await expect(page.getByTestId('checkout-total')).toHaveText(said().money);
    await expect(page.getByLabel(t('Card number'))).toBeVisible();
    world.placedId = /CC\d{8}/.exec((await page.getByText(pattern('Order {movementId}', { movementId: 'CC\\d{8}' }, '^$')).textContent()) ?? '')?.[0] ?? '';
    expect(world.placedId).toMatch(/^CC\d{8}$/);
    expect((await orderOnServer(page, world.placedId)).paymentStatus, 'placed, not paid yet').toBe('unpaid');
  },
  paymentDeclined: async (world, rule) => {
    const { page } = world;
    await rule('err.rethrow', async () => {
      await expect(page.getByRole('alert').filter({ hasText: message(Messages.cardDeclined) })).toBeVisible();
    });
    await expect(step(page)).toHaveAttribute('data-step', 'stepCheckout');
    expect((await orderOnServer(page, world.placedId!)).paymentStatus, 'a declined card pays nothing').toBe('unpaid');
  },
  paid: async (world, rule) => {
    const { page } = world;
    await rule('wizard.one-step', () => oneStep(page, 'step7'));
    await expect(page.getByTestId('movement-id')).toHaveText(world.placedId!);
    await expect(page.getByRole('link', { name: t('View order') })).toHaveAttribute('href', `/my-orders/service/${world.placedId}`);
    expect(await orderOnServer(page, world.placedId!)).toMatchObject({ paymentStatus: 'paid', status: 'NewAssignments' });
  },
  paidOrders: async (world, rule) => {
    const { page } = world;
    await expect(page).toHaveURL(/\/my-orders$/);
    await rule('header.new-service', () => newServiceButton(page));
    let list!: Awaited<ReturnType<typeof lastOrderList>>;
    await rule('call.orders-query', async () => {
      list = await lastOrderList(world, 'Pending');
    });
    await rule('orders.paginated', () => ordersPaginated(page, list, world.placedId!));
  },
  paidOrder: async (world, rule) => {
    const { page } = world;
    const id = world.placedId!;
    await expect(page).toHaveURL(new RegExp(`/my-orders/service/${id}$`));
    await expect(page.getByTestId('order-title')).toContainText(id);
    await expect(page.getByRole('main').getByText(message('Looking for a carrier')).first()).toBeVisible();
    const { status } = await orderOnServer(page, id);
    await rule('order.user-upload', async () => {
      await expect(page.getByTestId('check-user-upload')).toHaveAttribute('data-done', String(status !== 'NewAssignments'));
    });
    await rule('order.proof-done', async () => {
      await expect(page.getByTestId('check-proof')).toHaveAttribute('data-done', String(status === 'Completed'));
    });
  },
  notifications: async (world, rule) => {
    const { page } = world;
    await expect(page).toHaveURL(/\/settings\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: t('Notifications') })).toBeVisible();
    await expect(page.getByRole('list', { name: t('Notifications') }).getByRole('link').filter({ hasText: world.pastId }).first()).toBeVisible();
    await rule('notif.paginated', async () => {
      await expect.poll(() => world.notificationLists.length).toBeGreaterThan(0);
      const answer = ((await world.notificationLists.at(-1)!.json()) as { data: { response: unknown[]; pagination: Record<string, number> } }).data;
      expect(answer.pagination).toMatchObject({ page: 1, limit: 10, total: answer.response.length, totalPages: 1 });
    });
    await rule('layout.settings', () => settingsLayout(page, 'Notifications'));
    await rule('header.profile-menu', () => profileMenuEntries(page));
  },
  preferences: async ({ page }, rule) => {
    await expect(page).toHaveURL(/\/settings\/notification-preferences$/);
    await expect(page.getByRole('heading', { level: 1, name: t('Notification preferences') })).toBeVisible();
    await expect(page.getByRole('switch', { name: `${message('Payment')}: ${message('Browser push')}` })).toBeChecked();
    await rule('layout.settings', () => settingsLayout(page, 'Notification preferences'));
  },
  editProfile: async ({ page, customer }, rule) => {
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(page.getByLabel(t('Contact name'))).toHaveValue(customer.contactName);
    await rule('header.go-back-visible', async () => {
      await expect(page.getByRole('button', { name: t('Go back') }).first()).toBeVisible();
    });
    await rule('header.profile-menu', () => profileMenuEntries(page));
  },
  loggedOut: async ({ page }, rule) => {
    await rule('logout', async () => {
      await expect(page).toHaveURL(/\/login$/);
      await signInForm(page);
      await expect.poll(() => authCookies(page)).toEqual([]);
    });
  },
};

export const actions: Record<JourneyEventType, Action> = {
  'login.opened': async ({ page }) => {
    const links = await publicLinks(page);
    await links.getByRole('link', { name: t('Log in') }).click();
  },
  'deepLink.opened': async ({ page }) => {
    await page.goto('/my-orders');
  },
  'credentials.wrong': async ({ page, customer }) => {
    await submit(page, customer.email, 'Not-The-Password-1');
  },
  'credentials.submitted': async ({ page, customer }) => {
    await submit(page, customer.email, customer.password);
  },
  'cancelledTab.clicked': async ({ page }) => {
    await page.getByTestId('tab-Cancelled').click();
  },
  'bookAgain.clicked': async ({ page, pastId }) => {
    await page.getByRole('button', { name: t('More for order {movementId}', { movementId: pastId }) }).click();
    await page.getByRole('menuitem', { name: t('Book again') }).click();
  },
  'payment.opened': async ({ page }) => {
    await page.getByRole('button', { name: t('Continue to payment') }).click();
    await page.getByRole('button', { name: t('Place order') }).click();
  },
  'card.declined': async ({ page }) => {
    // The test provider declines this one (README).
    await payWithCard(page, '4000 0000 0000 0002');
  },
  'card.paid': async ({ page }) => {
    await payWithCard(page, '4242 4242 4242 4242');
  },
  'myOrders.clicked': async ({ page }) => {
    await page.getByRole('banner').getByRole('link', { name: t('My Orders') }).first().click();
  },
  'order.clicked': async ({ page, placedId }) => {
    await page.locator(`[data-movement-id="${placedId}"]`).click();
  },
  'settings.clicked': async ({ page }) => {
    await profileMenu(page).click();
    await page.getByRole('menuitem', { name: t('Settings') }).click();
  },
  'preferences.clicked': async ({ page }) => {
    await page.getByRole('navigation', { name: t('Settings') }).getByRole('link', { name: t('Notification preferences') }).click();
  },
  'profile.clicked': async ({ page }) => {
    await profileMenu(page).click();
    await page.getByRole('menuitem', { name: t('Profile') }).click();
  },
  'logout.clicked': async ({ page }) => {
    await profileMenu(page).click();
    await page.getByRole('menuitem', { name: t('Logout') }).click();
  },
};
