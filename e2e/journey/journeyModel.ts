import { setup } from 'xstate';

/**
 * The customer's journey across pages as a test model (DESIGN.md §4): screens are states, user
 * actions are events. It is thin on purpose: each page's own behaviour is proven by its machine's
 * generated paths, replayed in Chromium (e2e/machinePaths.spec.ts); this model only crosses the
 * pages in one sitting, from signing in through requesting a service (Book again lands on the
 * wizard's summary) and paying it (a declined card, then the test card), to the paid order on
 * /my-orders and its page, the settings (notifications, preferences, profile) and signing out.
 *
 * It has no behaviour of its own: e2e/journey.spec.ts runs the paths generated from it in
 * Chromium against the real server, asserting each screen and executing each action. Every state
 * lists the spec rules its screen shows (`meta.spec`); the driver asserts each of them on that
 * screen (a listed rule the driver does not check there fails the journey), and the paths report
 * counts them as verified by the browser. Each state is described by its screen's name
 * (`meta.screen`), so the paths and their browser tests are titled in words.
 *
 * Shaped for few, long paths (two): every branch would be another browser test from the start.
 */
export type JourneyEvent =
  | { type: 'login.opened' }
  | { type: 'deepLink.opened' }
  | { type: 'credentials.wrong' }
  | { type: 'credentials.submitted' }
  | { type: 'cancelledTab.clicked' }
  | { type: 'bookAgain.clicked' }
  | { type: 'payment.opened' }
  | { type: 'card.declined' }
  | { type: 'card.paid' }
  | { type: 'myOrders.clicked' }
  | { type: 'order.clicked' }
  | { type: 'settings.clicked' }
  | { type: 'preferences.clicked' }
  | { type: 'profile.clicked' }
  | { type: 'logout.clicked' };

/** A screen of the journey: its name is also the state's description, so path titles read in words. */
const screen = (name: string, spec: readonly string[]) => ({ description: name, meta: { screen: name, spec } });

export const journeyModel = setup({ types: { events: {} as JourneyEvent } }).createMachine({
  id: 'customerJourney',
  description: 'A customer signs in, books a service again and pays it, follows the order, looks at the settings and signs out',
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
      on: { 'credentials.wrong': { description: 'Sign in with a wrong password', target: 'loginRejected' } },
    },
    loginRejected: {
      ...screen('Sign-in form with the server’s error', ['err.rethrow']),
      on: { 'credentials.submitted': { description: 'Sign in', target: 'dashboard' } },
    },
    loginWithRedirect: {
      ...screen('Sign-in form remembering /my-orders', ['guard.no-token']),
      on: { 'credentials.submitted': { description: 'Sign in', target: 'myOrders' } },
    },
    dashboard: {
      ...screen('Dashboard with recent orders', ['layout.dashboard', 'access.signed-in', 'call.login-stores-tokens', 'header.new-service', 'header.bell-badge']),
      on: { 'settings.clicked': { description: 'Settings, from the profile menu', target: 'notifications' } },
    },
    myOrders: {
      ...screen('My orders, Upcoming tab, after signing in', ['guard.signed-in', 'header.new-service', 'call.orders-query']),
      on: { 'cancelledTab.clicked': { description: 'The Cancelled tab', target: 'cancelledOrders' } },
    },
    cancelledOrders: {
      ...screen('My orders, Cancelled tab with the past order', ['call.orders-query', 'orders.paginated']),
      on: { 'bookAgain.clicked': { description: 'Book again, from the past order’s card', target: 'summary' } },
    },
    summary: {
      ...screen('Service request summary, booked again with a fresh price', ['wizard.one-step', 'header.go-back-visible']),
      on: { 'payment.opened': { description: 'Continue to payment and place the order', target: 'payment' } },
    },
    payment: {
      ...screen('Payment: the order placed, the card form', ['wizard.one-step']),
      on: { 'card.declined': { description: 'Pay with a card that is declined', target: 'paymentDeclined' } },
    },
    paymentDeclined: {
      ...screen('Payment: the card declined, the order unpaid', ['err.rethrow']),
      on: { 'card.paid': { description: 'Pay with the test card', target: 'paid' } },
    },
    paid: {
      ...screen('Service booked and paid', ['wizard.one-step']),
      on: { 'myOrders.clicked': { description: 'My Orders', target: 'paidOrders' } },
    },
    paidOrders: {
      ...screen('My orders, Upcoming tab with the paid order', ['header.new-service', 'call.orders-query', 'orders.paginated']),
      on: { 'order.clicked': { description: 'Open the paid order', target: 'paidOrder' } },
    },
    paidOrder: {
      ...screen('The paid order’s page', ['order.user-upload', 'order.proof-done']),
      on: { 'logout.clicked': { description: 'Logout, from the profile menu', target: 'loggedOut' } },
    },
    notifications: {
      ...screen('Settings: all notifications', ['header.profile-menu', 'layout.settings', 'notif.paginated']),
      on: { 'preferences.clicked': { description: 'Notification preferences', target: 'preferences' } },
    },
    preferences: {
      ...screen('Settings: notification preferences', ['layout.settings']),
      on: { 'profile.clicked': { description: 'Profile, from the profile menu', target: 'editProfile' } },
    },
    editProfile: {
      ...screen('Edit profile, step 1', ['header.profile-menu', 'header.go-back-visible']),
      on: { 'logout.clicked': { description: 'Logout, from the profile menu', target: 'loggedOut' } },
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
  | 'cancelledOrders'
  | 'summary'
  | 'payment'
  | 'paymentDeclined'
  | 'paid'
  | 'paidOrders'
  | 'paidOrder'
  | 'notifications'
  | 'preferences'
  | 'editProfile'
  | 'loggedOut';
export type JourneyEventType = JourneyEvent['type'];
