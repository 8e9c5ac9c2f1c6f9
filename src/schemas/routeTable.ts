// The route table of spec §2, shared by the client router, the server (which answers unknown
// paths with 404) and the bundle benchmark. Data only: no framework imports.

/** `focused`: the signed-in header without the marketing footer (the booking flow). */
export type Layout = 'landing' | 'default' | 'dashboard' | 'focused' | 'settings' | 'bare';
export type Access = 'public' | 'guestOnly' | 'signedIn';

export interface RouteDef {
  /** wouter-style pattern: `:name` matches one path segment. */
  readonly pattern: string;
  /** Page component, lazily loaded from `src/views/pages/<page>.tsx`. */
  readonly page: string;
  readonly title: string;
  readonly layout: Layout;
  readonly access: Access;
  /** A page only some builds include: the server answers 404 when the build says it lacks it. */
  readonly feature?: 'statecharts';
}

export const routes: readonly RouteDef[] = [
  // spec: route.public
  { pattern: '/', page: 'LandingPage', title: 'Cross-border freight, booked in minutes', layout: 'landing', access: 'public' },
  { pattern: '/login', page: 'LoginPage', title: 'Sign in', layout: 'landing', access: 'guestOnly' },
  { pattern: '/verification', page: 'VerificationPage', title: 'Verify your account', layout: 'landing', access: 'guestOnly' },
  { pattern: '/register', page: 'RegisterPage', title: 'Create your company account', layout: 'landing', access: 'guestOnly' },
  { pattern: '/password-recovery', page: 'PasswordRecoveryPage', title: 'Recover your password', layout: 'landing', access: 'guestOnly' },
  { pattern: '/otp-sent', page: 'OtpSentPage', title: 'Enter your code', layout: 'landing', access: 'guestOnly' },
  { pattern: '/create-password', page: 'CreatePasswordPage', title: 'Create a new password', layout: 'landing', access: 'guestOnly' },
  // The link of a sub-user's invitation email (guest-only: a signed-in tab goes back).
  { pattern: '/accept-invite', page: 'AcceptInvitePage', title: 'Join your company account', layout: 'landing', access: 'guestOnly' },
  { pattern: '/privacy-policy-cargo-connects', page: 'PrivacyPolicyPage', title: 'Privacy policy', layout: 'landing', access: 'public' },
  { pattern: '/terms-condition', page: 'TermsPage', title: 'Terms and conditions', layout: 'landing', access: 'public' },
  { pattern: '/about-us', page: 'AboutUsPage', title: 'About us', layout: 'landing', access: 'public' },
  { pattern: '/contact-us', page: 'ContactUsPage', title: 'Contact us', layout: 'landing', access: 'public' },
  // An instant quote without an account, and a shared one by its id.
  { pattern: '/quote', page: 'QuotePage', title: 'Get an instant quote', layout: 'landing', access: 'public' },
  { pattern: '/quote/:quoteId', page: 'QuotePage', title: 'Your instant quote', layout: 'landing', access: 'public' },
  // A shipment shared through a tracking link, for anyone holding it (no account).
  { pattern: '/track/:token', page: 'TrackingPage', title: 'Shipment tracking', layout: 'bare', access: 'public' },
  // An email's one-click unsubscribe link (no account needed).
  { pattern: '/unsubscribe/:token', page: 'UnsubscribePage', title: 'Unsubscribe', layout: 'bare', access: 'public' },
  // spec: route.signed-in
  { pattern: '/dashboard', page: 'DashboardPage', title: 'Dashboard', layout: 'dashboard', access: 'signedIn' },
  { pattern: '/my-orders', page: 'MyOrdersPage', title: 'My orders', layout: 'dashboard', access: 'signedIn' },
  { pattern: '/my-orders/service/:id', page: 'OrderPage', title: 'Order', layout: 'dashboard', access: 'signedIn' },
  { pattern: '/additional-details', page: 'ServiceRequestPage', title: 'Request a service', layout: 'focused', access: 'signedIn' },
  { pattern: '/edit-profile', page: 'EditProfilePage', title: 'Edit profile', layout: 'dashboard', access: 'signedIn' },
  { pattern: '/sub-user', page: 'SubUsersPage', title: 'Sub-users', layout: 'dashboard', access: 'signedIn' },
  { pattern: '/sub-user/add-sub-user', page: 'AddSubUserPage', title: 'Add a sub-user', layout: 'dashboard', access: 'signedIn' },
  { pattern: '/sub-user/edit-sub-user/:accountId', page: 'EditSubUserPage', title: 'Edit sub-user', layout: 'dashboard', access: 'signedIn' },
  { pattern: '/settings/notifications', page: 'NotificationsPage', title: 'Notifications', layout: 'settings', access: 'signedIn' },
  // Which order events reach the company, and how.
  { pattern: '/settings/notification-preferences', page: 'NotificationPreferencesPage', title: 'Notification preferences', layout: 'settings', access: 'signedIn' },
  // The basics peers have.
  { pattern: '/settings/password', page: 'ChangePasswordPage', title: 'Change password', layout: 'settings', access: 'signedIn' },
  { pattern: '/settings/addresses', page: 'AddressBookPage', title: 'Address book', layout: 'settings', access: 'signedIn' },
  // Two-factor sign-in and the signed-in devices (issue 37).
  { pattern: '/settings/security', page: 'SecurityPage', title: 'Security', layout: 'settings', access: 'signedIn' },
  // The team activity log and the records to export, for the main user and admins (issue 37).
  { pattern: '/settings/activity', page: 'ActivityPage', title: 'Team activity', layout: 'settings', access: 'signedIn' },
  { pattern: '/settings/exports', page: 'ExportsPage', title: 'Export records', layout: 'settings', access: 'signedIn' },
  { pattern: '/settings/logout', page: 'LogoutPage', title: 'Logout', layout: 'settings', access: 'signedIn' },
  { pattern: '/settings/:slug', page: 'GuidelinePage', title: 'Settings', layout: 'settings', access: 'signedIn' },
  { pattern: '/loader', page: 'LoaderPage', title: 'Loading', layout: 'default', access: 'signedIn' },
  // Not in the spec: the product owners' offline statechart viewer (docs/statecharts.md). Public: it
  // shows whatever runs in the tab, signed in or not. Where the viewer is off it renders the not-found page
  // and the server answers 404 (the build's .vite/features.json, scripts/builtFeatures.ts).
  { pattern: '/__statecharts', page: 'StatechartsPage', title: 'Statecharts', layout: 'bare', access: 'public', feature: 'statecharts' },
];

export const guestOnlyPaths: readonly string[] = routes.filter((r) => r.access === 'guestOnly').map((r) => r.pattern);

export interface RouteMatch {
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string>>;
}

const segments = (path: string): string[] => path.split('/').filter((s) => s.length > 0);

/** Matches a pathname (no query, no hash) against the table; first match wins, like the router. */
export function matchRoute(pathname: string): RouteMatch | undefined {
  const actual = segments(pathname);
  for (const route of routes) {
    const wanted = segments(route.pattern);
    if (wanted.length !== actual.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < wanted.length && ok; i++) {
      const w = wanted[i]!;
      const a = actual[i]!;
      if (w.startsWith(':')) {
        let value: string;
        try {
          value = decodeURIComponent(a);
        } catch {
          ok = false;
          break;
        }
        params[w.slice(1)] = value;
      } else ok = w === a;
    }
    if (ok) return { route, params };
  }
  return undefined;
}
