import { expect, type Page } from '@playwright/test';
import { notificationsMachine, type NotificationsContext } from '../../src/machines/notificationsMachine';
import { Messages } from '../../src/schemas/messages';
import { cutTitle, NOTIFICATION_DROPDOWN_MAX } from '../../src/schemas/notificationRules';
import type { NotificationList } from '../../src/schemas/notification';
import { generatePaths } from '../../tests/support/pathCoverageCore';
import { notificationsPathOptions } from '../../tests/machines/notificationsMachine.samples';
import { advanceOrder, createCustomer, signInByApi } from '../support/admin';
import { answeredIn, message, pattern, t } from '../support/language';
import { createPaidOrder } from '../support/orders';
import type { BrowserModel } from './browserReplay';

interface NotificationsWorld {
  readonly page: Page;
  readonly baseURL: string;
  readonly customer: { email: string; password: string };
  /** the bell's and the list's `GET /v1/user/notification` calls, in order (full URLs) */
  readonly fetches: string[];
  /** `PUT /v1/user/notification/token` calls (none: the e2e build has no Firebase) */
  readonly tokenCalls: string[];
  /** console warnings: where a failure is logged (spec err.notif-logged) */
  readonly warnings: string[];
  /** page loads since the app started: a push must refetch without one */
  loads: number;
  /** fetches made before the customer's last action */
  fetchesBefore: number;
  /** the order the last notification chosen or opened leads to */
  opened: string | null;
}

/** Events whose paths need notifications on the server before the app starts. */
const NEEDS_NOTIFICATIONS = new Set(['item.chosen', 'item.read', 'all.read', 'feed.refresh']);

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: pattern('Notifications', {}, '^') });
const dropdown = (page: Page) => page.getByRole('menu', { name: t('Notifications') });
const list = (page: Page) => page.getByRole('list', { name: t('Notifications') });

/** The browser's access token (cookie), to ask the server what is true right now. */
async function accessToken(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value;
  expect(token, 'the browser holds an access token').toBeTruthy();
  return token!;
}

/** The company's newest notifications as the server has them now. */
async function onServer(page: Page): Promise<NotificationList> {
  // In the page's language: the titles are the server's words.
  const response = await page.request.get('/v1/user/notification?page=1&limit=10', { headers: { Authorization: `Bearer ${await accessToken(page)}`, ...answeredIn() } });
  expect(response.ok(), 'the server lists the notifications').toBe(true);
  return ((await response.json()) as { data: NotificationList }).data;
}

/** The bell's accessible name for `n` unread (spec header.bell-badge). */
const bellName = (n: number) => (n === 0 ? t('Notifications') : t('Notifications ({count})', { count: n > 99 ? '99+' : String(n) }));

async function expectBellCountsServer(page: Page): Promise<void> {
  await expect.poll(async () => (await bell(page).getAttribute('aria-label')) === bellName((await onServer(page)).unreadCount), { message: 'the bell counts what the server says is unread' }).toBe(true);
  const { unreadCount } = await onServer(page);
  await expect(page.getByTestId('notification-badge')).toHaveCount(unreadCount > 0 ? 1 : 0);
  if (unreadCount > 0) await expect(page.getByTestId('notification-badge')).toHaveText(String(unreadCount));
}

/** Opens the full list through the profile menu (a link in the app: no reload, the session goes on). */
async function openFullList(page: Page): Promise<void> {
  if (new URL(page.url()).pathname !== '/settings/notifications') {
    await page.getByRole('banner').getByRole('button', { name: t('Open profile menu') }).click();
    await page.getByRole('menuitem', { name: t('Settings') }).click();
  }
  await expect(page).toHaveURL(/\/settings\/notifications$/);
  await expect(list(page).getByRole('link').first()).toBeVisible();
}

/**
 * Cuts this browser's push stream as a dropped connection would: the server keeps five streams per
 * session and closes the oldest past that, so five more on the browser's session close its stream.
 * The browser reconnects (after a second) and must refetch.
 */
async function dropPushStream(world: NotificationsWorld): Promise<void> {
  const { page, baseURL } = world;
  const token = await accessToken(page);
  const reconnected = page.waitForResponse((r) => r.url().includes('/v1/user/notification/events') && r.status() === 200, { timeout: 20_000 });
  const others = new AbortController();
  for (let i = 0; i < 5; i++) {
    const response = await fetch(new URL('/v1/user/notification/events', baseURL), { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' }, signal: others.signal });
    expect(response.status, 'another stream of the same session').toBe(200);
  }
  try {
    await reconnected;
  } finally {
    others.abort();
  }
}

/**
 * The header bell of a signed-in customer, against the real server: notifications are raised by
 * the customer's own orders (a paid order, a carrier assigned through the operator CLI), pushes
 * come over the server's event stream. Oracles from the spec (header.bell-badge,
 * header.bell-dropdown, header.dropdown-toggle, notif.title-cut, call.notification-defaults,
 * push.refetch, err.notif-logged, route.order-from-notification) and the read state.
 *
 * The push-token region is outside the e2e build: a token is issued by Firebase Cloud Messaging
 * (Google), which the tested build does not configure (no VITE_FIREBASE_*, VITE_PUSH), so no
 * customer action can produce `push.token`; those paths stay in the unit suite (`outside`).
 */
export const notificationsBrowserModel: BrowserModel<NotificationsWorld> = {
  machine: notificationsMachine,
  paths: generatePaths(notificationsMachine, notificationsPathOptions),
  outside: {
    why: 'a push token comes from Firebase Cloud Messaging, which the e2e build does not configure',
    path: (p) => p.steps.some((s) => s.event.type === 'push.token'),
    transitions: /^token\.\w+ --(push\.token|xstate\.(done|error)\.actor\.registerToken)\b/,
    states: /^token\.(registering|registered)$/,
  },
  world: async (page, testInfo) => {
    const world: NotificationsWorld = {
      page,
      baseURL: testInfo.project.use.baseURL!,
      customer: await createCustomer(page.request, { label: 'replay-bell' }),
      fetches: [],
      tokenCalls: [],
      warnings: [],
      loads: 0,
      fetchesBefore: 0,
      opened: null,
    };
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'GET' && pathname === '/v1/user/notification') world.fetches.push(request.url());
      if (pathname === '/v1/user/notification/token') world.tokenCalls.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'warning') world.warnings.push(message.text());
    });
    page.on('load', () => world.loads++);
    return world;
  },
  start: async (world, ahead) => {
    const { page, baseURL, customer } = world;
    if (ahead.some((e) => NEEDS_NOTIFICATIONS.has(e.type))) {
      // Two unread: an order paid, then (for a row to choose under the bell) a carrier assigned to
      // it through the operator CLI, a title past 90 characters; otherwise a second order paid.
      const movementId = await createPaidOrder(page.request, customer);
      if (ahead.some((e) => e.type === 'item.chosen')) advanceOrder(movementId, 'Pending');
      else await createPaidOrder(page.request, customer);
    }
    await signInByApi(page.context(), baseURL, customer);
    // The push stream connected first: no push can be missed.
    const stream = page.waitForResponse((r) => r.url().includes('/v1/user/notification/events') && r.status() === 200);
    await page.goto('/dashboard');
    await stream;
    world.loads = 0;
  },
  do: {
    'push.received': async (world) => {
      world.fetchesBefore = world.fetches.length;
      // A new order of the company: the server records a notification and pushes NEW_NOTIFICATION.
      await createPaidOrder(world.page.request, world.customer);
    },
    'push.resumed': async (world) => {
      world.fetchesBefore = world.fetches.length;
      await dropPushStream(world);
    },
    'feed.refresh': async ({ page }) => {
      // Read state changed on the server (the bell's own Mark all as read, let through): fetch again.
      await bell(page).click();
      await dropdown(page).getByRole('menuitem', { name: t('Mark all as read') }).click();
      await expect(page.getByTestId('notification-badge')).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dropdown(page)).toBeHidden();
    },
    'dropdown.toggled': async ({ page }) => {
      await bell(page).click();
    },
    'dropdown.closed': async ({ page }) => {
      // spec header.dropdown-toggle: a click outside closes it.
      await page.mouse.click(4, 400);
    },
    'item.chosen': async (world, { event, state }) => {
      // The row the path chooses: an unread one when the model's is unread, a read one otherwise.
      const chosen = (state.context as NotificationsContext).notifications.find((n) => n._id === (event as { id?: string }).id);
      const rows = dropdown(world.page).getByRole('menuitem').filter({ has: world.page.locator('time') });
      const row = chosen?.readAt === null ? rows.filter({ hasText: t('Unread') }).first() : rows.filter({ hasNotText: t('Unread') }).first();
      world.opened = /\/my-orders\/service\/(.+)$/.exec((await row.getAttribute('href')) ?? '')?.[1] ?? null;
      await row.click();
    },
    'item.read': async (world) => {
      // Opened from the full list: the session's bell marks it read.
      await openFullList(world.page);
      const row = list(world.page).getByRole('link', { name: pattern('Unread', {}, '^') }).first();
      world.opened = /\/my-orders\/service\/(.+)$/.exec((await row.getAttribute('href')) ?? '')?.[1] ?? null;
      await row.click();
    },
    'all.read': async ({ page }) => {
      await openFullList(page);
      await page.getByRole('button', { name: t('Mark all as read') }).click();
    },
  },
  wires: {
    loadNotifications: { method: 'GET', path: /^\/v1\/user\/notification$/ },
    markRead: { method: 'POST', path: /^\/v1\/user\/notification\/[^/]+\/read$/ },
    markAllRead: { method: 'POST', path: /^\/v1\/user\/notification\/read-all$/ },
    registerToken: { method: 'PUT', path: /^\/v1\/user\/notification\/token$/ },
  },
  see: {
    '#notifications': async ({ page }) => {
      await expect(bell(page)).toBeVisible();
    },
    'feed.loading': async (world, { via, rule }) => {
      const { page } = world;
      await rule('call.notification-defaults', async () => {
        expect(world.fetches.length, 'a notification fetch went out').toBeGreaterThan(0);
        for (const url of world.fetches) {
          const query = new URL(url).searchParams;
          expect([query.get('page'), query.get('limit')], `page and limit sent: ${url}`).toEqual(['1', '10']);
        }
      });
      if (via.type === 'push.received' || via.type === 'push.resumed') {
        await rule('push.refetch', async () => {
          // The held call is the bell's refetch: it went out on the page as it was, no reload.
          expect(world.fetches.length, 'the bell fetched again').toBeGreaterThan(world.fetchesBefore);
          expect(world.loads, 'no page load').toBe(0);
          await expect(bell(page)).toBeVisible();
        });
      }
    },
    'feed.ready': async (world, { via, state, rule }) => {
      const { page } = world;
      if (via.type === 'xstate.error.actor.loadNotifications') {
        await rule('err.notif-logged', async () => {
          await expect.poll(() => world.warnings.some((w) => w.includes('Notification fetch failed')), { message: 'the failed fetch is logged' }).toBe(true);
          // Only logged: the bell keeps what it had (nothing yet), no error is shown.
          await expect(bell(page)).toHaveAccessibleName(t('Notifications'));
          await expect(page.getByText(message(Messages.somethingWrong))).toHaveCount(0);
        });
      }
      if (via.type === 'xstate.done.actor.loadNotifications') {
        await rule('header.bell-badge', () => expectBellCountsServer(page));
      }
      if (!state.matches({ dropdown: 'closed' }) || !via.type.includes('loadNotifications')) return;
      // A look under the bell, then closed again.
      const server = via.type.startsWith('xstate.done') ? await onServer(page) : null;
      await bell(page).click();
      await expect(dropdown(page)).toBeVisible();
      await rule('header.bell-dropdown', async () => {
        await expect(dropdown(page).getByRole('menuitem', { name: t('View all') })).toHaveAttribute('href', '/settings/notifications');
        if (!server || server.response.length === 0) {
          await expect(dropdown(page).getByText(message(Messages.noNotifications), { exact: true })).toBeVisible();
          await expect(dropdown(page).getByRole('menuitem').filter({ has: page.locator('time') })).toHaveCount(0);
        } else {
          const newest = server.response.slice(0, NOTIFICATION_DROPDOWN_MAX);
          await expect(dropdown(page).getByRole('menuitem').filter({ has: page.locator('time') })).toHaveCount(newest.length);
        }
      });
      if (server && server.response.length > 0) await seeRows(page, server, rule);
      await page.keyboard.press('Escape');
      await expect(dropdown(page)).toBeHidden();
    },
    'token.unregistered': async (world) => {
      // No Firebase in this build: no token, nothing registered.
      expect(world.tokenCalls).toEqual([]);
    },
    'dropdown.closed': async (world, { via, rule }) => {
      const { page } = world;
      await expect(dropdown(page)).toBeHidden();
      await expect(bell(page)).toHaveAttribute('aria-expanded', 'false');
      if (via.type === 'dropdown.closed' || via.type === 'dropdown.toggled') {
        await rule('header.dropdown-toggle', async () => {
          await expect(dropdown(page)).toBeHidden();
        });
      }
      if (via.type === 'item.chosen') {
        await rule('route.order-from-notification', async () => {
          expect(world.opened, 'the chosen row links to its order').toBeTruthy();
          await expect(page).toHaveURL(new RegExp(`/my-orders/service/${world.opened}$`));
        });
      }
    },
    'dropdown.open': async (world, { state, rule }) => {
      const { page } = world;
      await expect(dropdown(page)).toBeVisible();
      await expect(bell(page)).toHaveAttribute('aria-expanded', 'true');
      await rule('header.dropdown-toggle', async () => {
        await expect(dropdown(page)).toBeVisible();
      });
      await rule('header.bell-dropdown', async () => {
        await expect(dropdown(page).getByRole('menuitem', { name: t('View all') })).toHaveAttribute('href', '/settings/notifications');
        if (state.context.pagination === null) {
          // The first fetch is held: grey rows, no "nothing new" yet.
          await expect(dropdown(page).getByTestId('notifications-loading')).toBeVisible();
          await expect(dropdown(page).getByText(message(Messages.noNotifications))).toHaveCount(0);
        }
      });
      if (state.context.pagination !== null) await seeRows(page, await onServer(page), rule);
    },
    'reading.idle': async (world, { via, rule }) => {
      const { page } = world;
      const answered = /^xstate\.(done|error)\.actor\.(markRead|markAllRead)$/.exec(via.type);
      if (!answered) return;
      if (answered[1] === 'done') {
        // The count the server answered: the bell says the server's.
        await rule('header.bell-badge', () => expectBellCountsServer(page));
        if (answered[2] === 'markAllRead') {
          expect((await onServer(page)).unreadCount).toBe(0);
          await expect(page.getByTestId('notification-badge')).toHaveCount(0);
        }
      } else {
        await rule('err.notif-logged', async () => {
          const logged = answered[2] === 'markRead' ? 'Marking a notification read failed' : 'Marking all notifications read failed';
          await expect.poll(() => world.warnings.some((w) => w.includes(logged)), { message: `"${logged}" is logged` }).toBe(true);
          await expect(page.getByText(message(Messages.somethingWrong))).toHaveCount(0);
        });
        expect((await onServer(page)).unreadCount, 'nothing was marked read on the server').toBeGreaterThan(0);
      }
    },
    'reading.markingOne': async (world, { via }) => {
      // The call is held; the customer is on the order they opened.
      expect(world.opened).toBeTruthy();
      await expect(world.page).toHaveURL(new RegExp(`/my-orders/service/${world.opened}$`));
      if (via.type === 'item.read') expect((await onServer(world.page)).unreadCount, 'not read on the server yet').toBeGreaterThan(0);
    },
    'reading.markingAll': async ({ page }) => {
      // Shown read at once on the list; the server is still being told.
      await expect(page.getByText(t('All caught up'))).toBeVisible();
      await expect(list(page).getByTestId('unread-dot')).toHaveCount(0);
      expect((await onServer(page)).unreadCount, 'not read on the server yet').toBeGreaterThan(0);
    },
  },
};

/** The rows under the bell against the server's newest: order, cut titles, unread styling, Mark all as read. */
async function seeRows(page: Page, server: NotificationList, rule: (id: string, check: () => Promise<void>) => Promise<void>): Promise<void> {
  const rows = dropdown(page).getByRole('menuitem').filter({ has: page.locator('time') });
  const newest = server.response.slice(0, NOTIFICATION_DROPDOWN_MAX);
  await expect(rows).toHaveCount(newest.length);
  const cutTitles = async () => {
    for (const [i, n] of newest.entries()) {
      const row = rows.nth(i);
      await expect(row).toContainText(cutTitle(n.title));
      if (n.title.length > 90) {
        expect(cutTitle(n.title)).toBe(`${n.title.slice(0, 90)}...`);
        await expect(row).not.toContainText(n.title);
        await expect(row).toHaveAttribute('title', n.title);
      }
    }
  };
  // The rule is recorded where a title is long enough to be cut.
  if (newest.some((n) => n.title.length > 90)) await rule('notif.title-cut', cutTitles);
  else await cutTitles();
  // Issue 17.2: unread said in words and weight, and counted; Mark all as read while any is.
  for (const [i, n] of newest.entries()) {
    const row = rows.nth(i);
    if (n.readAt === null) {
      await expect(row).toHaveAttribute('data-unread', 'true');
      await expect(row).toContainText(t('Unread'));
    } else {
      await expect(row).not.toHaveAttribute('data-unread', 'true');
      await expect(row).not.toContainText(t('Unread'));
    }
  }
  if (server.unreadCount > 0) {
    await expect(dropdown(page).getByText(t('{count} unread', { count: String(server.unreadCount) }))).toBeVisible();
    await expect(dropdown(page).getByRole('menuitem', { name: t('Mark all as read') })).toBeVisible();
  } else {
    await expect(dropdown(page).getByRole('menuitem', { name: t('Mark all as read') })).toHaveCount(0);
  }
}
