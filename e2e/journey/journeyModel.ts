import { setup } from 'xstate';

/**
 * The customer's journey as a test model (DESIGN.md §4): screens are states, user actions are
 * events. It has no behaviour of its own: e2e/journey.spec.ts runs the paths generated from it in
 * Chromium against the real server, asserting each screen and executing each action. Every state
 * carries the spec rules its screen shows (`meta.spec`), so the coverage report can count them.
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

export const journeyModel = setup({ types: { events: {} as JourneyEvent } }).createMachine({
  id: 'customerJourney',
  initial: 'landing',
  states: {
    landing: {
      meta: { screen: 'Landing page, signed out', spec: ['route.public', 'layout.landing', 'access.guest'] },
      on: { 'login.opened': 'login', 'deepLink.opened': 'loginWithRedirect' },
    },
    login: {
      meta: { screen: 'Sign-in form', spec: ['route.public'] },
      on: { 'credentials.wrong': 'loginRejected', 'credentials.submitted': 'dashboard' },
    },
    loginRejected: {
      meta: { screen: 'Sign-in form with the server’s error', spec: ['err.rethrow'] },
      on: { 'credentials.submitted': 'dashboard' },
    },
    loginWithRedirect: {
      meta: { screen: 'Sign-in form remembering /my-orders', spec: ['guard.no-token', 'guard.signed-in'] },
      on: { 'credentials.submitted': 'myOrders' },
    },
    dashboard: {
      meta: { screen: 'Dashboard with recent orders', spec: ['layout.dashboard', 'access.signed-in', 'call.login-stores-tokens', 'header.new-service', 'header.bell-badge'] },
      on: { 'myOrders.clicked': 'myOrders', 'bell.clicked': 'bellOpen', 'profile.clicked': 'editProfile' },
    },
    myOrders: {
      meta: { screen: 'My orders, Pending tab', spec: ['header.new-service', 'orders.paginated', 'call.orders-query'] },
      on: { 'order.clicked': 'order', 'newService.clicked': 'wizard' },
    },
    order: {
      meta: { screen: 'One order with its status', spec: ['route.order-from-notification', 'order.user-upload', 'order.proof-done'] },
      on: { 'myOrders.clicked': 'myOrders' },
    },
    bellOpen: {
      meta: { screen: 'Bell dropdown with the order’s notification', spec: ['header.bell-dropdown', 'notif.title-cut', 'call.notification-defaults'] },
      on: { 'notification.clicked': 'order', 'viewAll.clicked': 'notifications', 'outside.clicked': 'dashboard' },
    },
    notifications: {
      meta: { screen: 'Settings: all notifications', spec: ['layout.settings', 'notif.paginated'] },
      on: { 'logout.clicked': 'loggedOut' },
    },
    wizard: {
      meta: { screen: 'Service request, step 1', spec: ['wizard.one-step', 'header.go-back-visible'] },
      on: { 'goBack.clicked': 'home' },
    },
    home: {
      meta: { screen: 'Home page after Go back from step 1', spec: ['goback.wizard.step1'] },
    },
    editProfile: {
      meta: { screen: 'Edit profile, step 1', spec: ['header.profile-menu', 'header.go-back-visible'] },
      on: { 'goBack.clicked': 'dashboard' },
    },
    loggedOut: {
      meta: { screen: 'Sign-in form after Logout', spec: ['logout'] },
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
