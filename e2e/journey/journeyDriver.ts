import { expect, type Page } from '@playwright/test';
import type { JourneyEventType, JourneyState } from './journeyModel';

// How each screen of the journey model is recognised and how each user action is performed, in
// the words a customer would use (roles and names). One entry per state and per event: the
// journey spec refuses to run a model with a screen or an action missing here.

export interface JourneyWorld {
  readonly page: Page;
  readonly customer: { readonly email: string; readonly password: string; readonly contactName: string };
  /** A paid order of this customer, made through the API before the journey starts. */
  readonly movementId: string;
}

type Step = (world: JourneyWorld) => Promise<void>;

const signInForm = async ({ page }: JourneyWorld) => {
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
};

const submit = async (page: Page, email: string, password: string) => {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

const openProfileMenu = (page: Page) => page.getByRole('button', { name: 'Open profile menu' }).click();
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

export const screens: Record<JourneyState, Step> = {
  landing: async ({ page }) => {
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cross-border freight, booked in minutes.' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Free User Account' })).toBeVisible();
  },
  login: async (world) => {
    await expect(world.page).toHaveURL(/\/login$/);
    await signInForm(world);
  },
  loginRejected: async (world) => {
    await signInForm(world);
    await expect(world.page.getByRole('alert').filter({ hasText: /password|credentials|incorrect|invalid/i }).first()).toBeVisible();
  },
  loginWithRedirect: async (world) => {
    await expect(world.page).toHaveURL('/login?redirect=%2Fmy-orders');
    await signInForm(world);
  },
  dashboard: async ({ page, movementId }) => {
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'My Orders' })).toBeVisible();
    await expect(page.getByRole('main').getByText(movementId).first()).toBeVisible();
    await expect(bell(page)).toBeVisible();
  },
  myOrders: async ({ page, movementId }) => {
    await expect(page).toHaveURL(/\/my-orders(\?.*)?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'New Service' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('main').getByText(movementId).first()).toBeVisible();
  },
  order: async ({ page, movementId }) => {
    await expect(page).toHaveURL(new RegExp(`/my-orders/service/${movementId}$`));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(movementId) })).toBeVisible();
    await expect(page.getByRole('main').getByText('Looking for a carrier').first()).toBeVisible();
  },
  bellOpen: async ({ page, movementId }) => {
    const menu = page.getByRole('dialog', { name: 'Notifications' }).or(page.getByRole('menu', { name: 'Notifications' }));
    await expect(menu).toBeVisible();
    await expect(menu.getByText(movementId).first()).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'View all' })).toBeVisible();
  },
  notifications: async ({ page, movementId }) => {
    await expect(page).toHaveURL(/\/settings\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(page.getByRole('main').getByText(movementId).first()).toBeVisible();
  },
  wizard: async ({ page }) => {
    await expect(page).toHaveURL(/\/additional-details$/);
    await expect(page.locator('[data-step="step1"]')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' }).first()).toBeVisible();
  },
  home: async ({ page }) => {
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cross-border freight, booked in minutes.' })).toBeVisible();
  },
  editProfile: async ({ page }) => {
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(page.getByLabel('Company name')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go back' }).first()).toBeVisible();
  },
  loggedOut: async (world) => {
    await expect(world.page).toHaveURL(/\/login$/);
    await signInForm(world);
    expect((await world.page.context().cookies()).map((c) => c.name)).not.toContain('token');
  },
};

export const actions: Record<JourneyEventType, Step> = {
  'login.opened': async ({ page }) => {
    await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
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
  'myOrders.clicked': async ({ page }) => {
    await page.getByRole('banner').getByRole('link', { name: 'My Orders' }).click();
  },
  'newService.clicked': async ({ page }) => {
    await page.getByRole('banner').getByRole('link', { name: 'New Service' }).click();
  },
  'order.clicked': async ({ page, movementId }) => {
    await page.getByRole('main').getByRole('link', { name: new RegExp(movementId) }).first().click();
  },
  'bell.clicked': async ({ page }) => {
    await bell(page).click();
  },
  'notification.clicked': async ({ page, movementId }) => {
    const menu = page.getByRole('dialog', { name: 'Notifications' }).or(page.getByRole('menu', { name: 'Notifications' }));
    await menu.getByText(movementId).first().click();
  },
  'viewAll.clicked': async ({ page }) => {
    await page.getByRole('menuitem', { name: 'View all' }).click();
  },
  'outside.clicked': async ({ page }) => {
    await page.mouse.click(5, 400);
    await expect(page.getByRole('menuitem', { name: 'View all' })).toHaveCount(0);
  },
  'profile.clicked': async ({ page }) => {
    await openProfileMenu(page);
    await page.getByRole('menuitem', { name: 'Profile' }).click();
  },
  'goBack.clicked': async ({ page }) => {
    await page.getByRole('button', { name: 'Go back' }).first().click();
  },
  'logout.clicked': async ({ page }) => {
    await page.getByRole('link', { name: 'Logout' }).or(page.getByRole('button', { name: 'Logout' })).first().click();
  },
};
