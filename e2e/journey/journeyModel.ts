import { setup } from 'xstate';

/**
 * The customer's journey as a test model (DESIGN.md §4): screens are states, user actions are
 * events. It has no behaviour of its own: e2e/journey.spec.ts runs the paths generated from it in
 * Chromium against the real server, asserting each screen and executing each action. Every state
 * carries the spec rules its screen shows (`meta.spec`), so the coverage report can count them, and
 * is described by its screen's name (`meta.screen`), so the paths and their browser tests are titled
 * in words.
 */
export type JourneyEvent =
  | { type: 'login.opened' }
  | { type: 'deepLink.opened' }
  | { type: 'credentials.wrong' }
  | { type: 'credentials.submitted' }
  | { type: 'myOrders.clicked' }
  | { type: 'newService.clicked' }
  | { type: 'order.clicked' }
  | { type: 'bell.clicked' }
  | { type: 'notification.clicked' }
  | { type: 'viewAll.clicked' }
  | { type: 'outside.clicked' }
  | { type: 'profile.clicked' }
  | { type: 'goBack.clicked' }
  | { type: 'logout.clicked' };

/** A screen of the journey: its name is also the state's description, so path titles read in words. */
const screen = (name: string, spec: readonly string[]) => ({ description: name, meta: { screen: name, spec } });

export const journeyModel = setup({ types: { events: {} as JourneyEvent } }).createMachine({
  id: 'customerJourney',
  description: 'A customer signs in, follows an order, reads a notification and signs out',
  initial: 'landing',
  states: {
    landing: {
      ...screen('Landing page, signed out', ['route.public', 'layout.landing', 'access.guest']),
      on: {
        'login.opened': { description: 'Log in', target: 'login' },
        'deepLink.opened': { description: 'Open /my-orders signed out', target: 'loginWithRedirect' },
      },
    },
    login: {
      ...screen('Sign-in form', ['route.public']),
      on: {
        'credentials.wrong': { description: 'Sign in with a wrong password', target: 'loginRejected' },
        'credentials.submitted': { description: 'Sign in', target: 'dashboard' },
      },
    },
    loginRejected: {
      ...screen('Sign-in form with the server’s error', ['err.rethrow']),
      on: { 'credentials.submitted': { description: 'Sign in', target: 'dashboard' } },
    },
    loginWithRedirect: {
      ...screen('Sign-in form remembering /my-orders', ['guard.no-token', 'guard.signed-in']),
      on: { 'credentials.submitted': { description: 'Sign in', target: 'myOrders' } },
    },
    dashboard: {
      ...screen('Dashboard with recent orders', ['layout.dashboard', 'access.signed-in', 'call.login-stores-tokens', 'header.new-service', 'header.bell-badge']),
      on: {
        'myOrders.clicked': { description: 'My Orders', target: 'myOrders' },
        'bell.clicked': { description: 'Open the bell', target: 'bellOpen' },
        'profile.clicked': { description: 'Profile, from the profile menu', target: 'editProfile' },
      },
    },
    myOrders: {
      ...screen('My orders, Upcoming tab', ['header.new-service', 'orders.paginated', 'call.orders-query']),
      on: {
        'order.clicked': { description: 'Open the order', target: 'order' },
        'newService.clicked': { description: 'New Service', target: 'wizard' },
      },
    },
    order: {
      ...screen('One order with its status', ['route.order-from-notification', 'order.user-upload', 'order.proof-done']),
      on: { 'myOrders.clicked': { description: 'My Orders', target: 'myOrders' } },
    },
    bellOpen: {
      ...screen('Bell dropdown with the order’s notification', ['header.bell-dropdown', 'notif.title-cut', 'call.notification-defaults']),
      on: {
        'notification.clicked': { description: 'Open the notification', target: 'order' },
        'viewAll.clicked': { description: 'View all', target: 'notifications' },
        'outside.clicked': { description: 'Click outside the dropdown', target: 'dashboard' },
      },
    },
    notifications: {
      ...screen('Settings: all notifications', ['layout.settings', 'notif.paginated']),
      on: { 'logout.clicked': { description: 'Logout', target: 'loggedOut' } },
    },
    wizard: {
      ...screen('Service request, step 1', ['wizard.one-step', 'header.go-back-visible']),
      on: { 'goBack.clicked': { description: 'Go back', target: 'home' } },
    },
    home: {
      ...screen('Home page after Go back from step 1', ['goback.wizard.step1']),
    },
    editProfile: {
      ...screen('Edit profile, step 1', ['header.profile-menu', 'header.go-back-visible']),
      on: { 'goBack.clicked': { description: 'Go back', target: 'dashboard' } },
    },
    loggedOut: {
      ...screen('Sign-in form after Logout', ['logout']),
      type: 'final',
    },
  },
});

export type JourneyState =
  | 'landing'
  | 'login'
  | 'loginRejected'
  | 'loginWithRedirect'
  | 'dashboard'
  | 'myOrders'
  | 'order'
  | 'bellOpen'
  | 'notifications'
  | 'wizard'
  | 'home'
  | 'editProfile'
  | 'loggedOut';
export type JourneyEventType = JourneyEvent['type'];
