/**
 * The parts of the browser's catalog (docs/i18n.md): a page loads the one part that holds its
 * words, its layout's and the shell's, never the words of pages it does not show. Every part is
 * a subset of "app" (all the browser's words, for the statecharts viewer and the tests).
 */
export const AREA_PAGES = {
  /** The dashboard and the order list: a signed-in customer's first page. */
  orders: ['DashboardPage', 'MyOrdersPage', 'LoaderPage'],
  /** An order (its dialogs and panels: payment, rating, documents, sharing). */
  order: ['OrderPage'],
  wizard: ['ServiceRequestPage'],
  account: ['EditProfilePage', 'ChangePasswordPage', 'AddressBookPage', 'SecurityPage', 'ActivityPage', 'ExportsPage', 'NotificationPreferencesPage', 'NotificationsPage', 'GuidelinePage', 'LogoutPage', 'SubUsersPage', 'AddSubUserPage', 'EditSubUserPage'],
  /** The public pages drawn with Mantine (help, contact, tracking, unsubscribe). */
  site: ['AboutUsPage', 'ContactUsPage', 'TermsPage', 'PrivacyPolicyPage', 'TrackingPage', 'UnsubscribePage', 'QuotePage'],
} as const satisfies Record<string, readonly string[]>;

export type CatalogArea = keyof typeof AREA_PAGES;
export const CATALOG_AREAS = Object.keys(AREA_PAGES) as CatalogArea[];
export type CatalogPart = 'landing' | 'public' | CatalogArea | 'app';
export const CATALOG_PARTS: readonly CatalogPart[] = ['landing', 'public', ...CATALOG_AREAS, 'app'];

/** The parts that hold every message of a part (a bigger part in is that part in too). */
export const COVERED_BY: Readonly<Record<CatalogPart, readonly CatalogPart[]>> = {
  landing: ['landing', 'public', 'app'],
  public: ['public', 'app'],
  orders: ['orders', 'app'],
  order: ['order', 'app'],
  wizard: ['wizard', 'app'],
  account: ['account', 'app'],
  site: ['site', 'app'],
  app: ['app'],
};

/** The area a page's words are in (none: the page loads the whole "app" part). */
export const areaOf = (page: string): CatalogArea | undefined => CATALOG_AREAS.find((area) => (AREA_PAGES[area] as readonly string[]).includes(page));

/** The signed-in header on a public page (the landing's, for a signed-in customer): the part of the page they most likely open next. */
export const SIGNED_IN_HEADER_PART: CatalogPart = 'orders';
