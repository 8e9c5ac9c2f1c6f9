import { createElement, Suspense, useContext, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { guardRoute, routeHistory } from '../machines/routeGuard';
import { matchRoute, type Layout } from '../schemas/routeTable';
import { ErrorBoundary } from './components/ErrorBoundary';
import { ErrorPage } from './components/ErrorPage';
import { PageSkeleton } from './components/PageSkeleton';
import { RouteProgress } from './components/RouteProgress';
import { UnreachablePage } from './components/UnreachablePage';
import { AppEffectsContext } from './AppEffectsContext';
import { useSessionHandle, useSessionStatus, useSessionValue } from './SessionContext';
import { useCatalogPart } from './useCatalogPart';
import { useI18n } from './useI18n';
import type { PageProps } from './PageProps';
import type { CatalogPart } from '../schemas/catalogParts';
import { catalogPartOf, LANDING_PAGE, PLAIN_PAGES } from './plainPages';
import { retryableLazy, retryFailedChunks, type RetryableLazy } from './retryableLazy';
import { prefetchMantine, WithMantine } from './WithMantine';

// One lazy chunk per page: the route table names the page, the file system supplies it.
const modules = import.meta.glob<{ default: ComponentType<PageProps> }>('./pages/*.tsx');
const pages = new Map<string, RetryableLazy<PageProps>>(
  Object.entries(modules).map(([file, load]) => [file.replace(/^.*\/(\w+)\.tsx$/, '$1'), retryableLazy(load)]),
);

/** The pages a visitor most likely opens next, by whether a session cookie exists. */
export const LIKELY_NEXT_PAGES = { guest: ['LoginPage', 'RegisterPage'], signedIn: ['DashboardPage', 'MyOrdersPage'] } as const;

/** Loads page chunks ahead of need (spec: idle prefetch); a failure only means the page loads later. */
export function prefetchPages(names: readonly string[]): void {
  for (const [file, load] of Object.entries(modules)) {
    if (names.includes(file.replace(/^.*\/(\w+)\.tsx$/, '$1'))) void load().catch(() => undefined);
  }
}

type LayoutProps = { children: ReactNode };
type LoadedLayout = Exclude<Layout, 'bare'>;
// Layouts load with their first page: signed-in ones (menus, popovers) keep the landing route
// small, and the landing's (public header, footer) is not in a signed-in customer's first load.
const layoutModules: Record<LoadedLayout, () => Promise<{ default: ComponentType<LayoutProps> }>> = {
  landing: () => import('./layouts/LandingLayout').then((m) => ({ default: m.LandingLayout })),
  default: () => import('./layouts/DefaultLayout').then((m) => ({ default: m.DefaultLayout })),
  dashboard: () => import('./layouts/DashboardLayout').then((m) => ({ default: m.DashboardLayout })),
  focused: () => import('./layouts/FocusedLayout').then((m) => ({ default: m.FocusedLayout })),
  settings: () => import('./layouts/SettingsLayout').then((m) => ({ default: m.SettingsLayout })),
};
const lazyLayouts = Object.fromEntries(Object.entries(layoutModules).map(([name, load]) => [name, retryableLazy(load)])) as Record<LoadedLayout, RetryableLazy<LayoutProps>>;

/**
 * While the session is checked, the code the route will need (Mantine's provider, its layout, its
 * page) downloads beside that request, not after it: otherwise each waits for the one before it
 * to render (session → layout → page), a round trip each on a phone. A failure only means it loads later.
 */
function preloadRoute(pathname: string): void {
  const route = matchRoute(pathname)?.route;
  if (!route) return;
  if (!PLAIN_PAGES.has(route.page) || !(route.layout === 'landing' || route.layout === 'bare')) prefetchMantine();
  if (route.layout !== 'bare') void layoutModules[route.layout]().catch(() => undefined);
  prefetchPages([route.page]);
}

const Bare = ({ children }: LayoutProps) => children;
const layoutOf = (layout: Layout): ComponentType<LayoutProps> =>
  layout === 'bare' ? Bare : lazyLayouts[layout].component();

export interface AppRoutesProps {
  /** spec const.min-delay: the progress indicator waits this long before it shows. */
  readonly progressDelayMs: number;
  /** Called once the page's code is in and its content committed (main.tsx: the prerendered page turns interactive). */
  readonly onPageShown?: () => void;
}

/** Renders its children once the catalog's part is in for the active language (suspends meanwhile). */
function CatalogGate({ part, children }: { part: CatalogPart; children: ReactNode }) {
  useCatalogPart(part);
  return children;
}

/**
 * The page with its title in the page's language: rendered inside its catalog part's gate, since
 * a page's title is in its part (scripts/i18n/messageTableExtractor.ts), and the document's title too.
 */
function RoutePage({ component, params, title }: { component: ComponentType<PageProps>; params: PageProps['params']; title: string }) {
  const i18n = useI18n();
  const said = i18n._(title);
  useEffect(() => {
    document.title = `${said} · Cargo Connects`;
  }, [said]);
  return createElement(component, { params, title: said });
}

/** Rendered beside the page, inside its boundary: its effect runs when the page itself has committed. */
function PageShown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

export function AppRoutes({ progressDelayMs, onPageShown }: AppRoutesProps) {
  const session = useSessionHandle();
  const status = useSessionStatus();
  const i18n = useI18n();
  const [pathname] = useLocation();
  const search = useSearch();
  // Bumped by Try again after a chunk failed to load: fresh lazies, a fresh boundary.
  const [attempt, setAttempt] = useState(0);
  const catalog = useContext(AppEffectsContext)?.catalog;
  const retry = () => {
    retryFailedChunks();
    catalog?.retry?.();
    setAttempt((n) => n + 1);
  };
  const query = search ? `?${search}` : '';
  // The previous path: where a signed-in user opening a guest-only page goes back to.
  const mustEnrol = useSessionValue((snapshot) => snapshot.context.mustEnrol, false);
  const decision = guardRoute({ pathname, search: query, session: status, previousPath: routeHistory.previousPath(), mustEnrol });

  const waiting = decision.kind === 'wait';
  useEffect(() => {
    if (waiting) preloadRoute(pathname);
  }, [waiting, pathname]);

  // A page's title is in its catalog part: RoutePage says it once the part is in.
  const notFoundTitle = decision.kind === 'notFound' ? i18n._('Page not found') : null;
  useEffect(() => {
    if (notFoundTitle) document.title = `${notFoundTitle} · Cargo Connects`;
  }, [notFoundTitle]);

  // The first page keeps where the browser put it (a customer may have scrolled the prerendered page).
  const firstPage = useRef(true);
  useEffect(() => {
    if (decision.kind === 'render') routeHistory.rendered(pathname + query);
    const id = window.location.hash.slice(1);
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else if (!firstPage.current) window.scrollTo(0, 0);
    if (decision.kind === 'render') firstPage.current = false;
  }, [pathname, query, decision.kind]);

  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  // The session is being checked (a slow API can take seconds): the page's frame with grey shapes.
  if (decision.kind === 'wait') return <PageSkeleton layout={matchRoute(pathname)?.route.layout ?? 'landing'} />;
  if (decision.kind === 'unreachable') return <UnreachablePage onRetry={() => session.actor?.send({ type: 'session.retry' })} />;
  if (decision.kind === 'notFound') return <ErrorPage status={404} message={i18n._('This page could not be found')} />;
  if (decision.kind === 'error') return <ErrorPage status={decision.status} message={decision.message} />;

  const { route, params } = decision.match;
  const page = pages.get(route.page);
  if (!page) return <ErrorPage status={500} message={i18n._('Unknown middleware')} />;
  const progress = <RouteProgress delayMs={progressDelayMs} />;
  // Looked up from module-level tables, not created here: createElement says so to the linter too.
  // The inner boundary keeps the layout (header, menus) when only the page fails.
  // Mantine's provider (its chunk loads with the first page that needs it) goes around the page
  // when the layout is plain markup (landing, bare), so a failure to load it keeps the header;
  // around the whole layout otherwise (the signed-in layouts are Mantine too).
  const plainPage = PLAIN_PAGES.has(route.page);
  const plainLayout = route.layout === 'landing' || route.layout === 'bare';
  const withMantine = (children: ReactNode) => (
    <WithMantine fallback={progress}>
      <CatalogGate part={catalogPartOf(route.page)}>{children}</CatalogGate>
    </WithMantine>
  );
  const pageElement = (
    <Suspense fallback={progress}>
      {/* A plain page opened after the landing needs the public part's words (the sign-in forms' messages). */}
      {plainPage && route.page !== LANDING_PAGE ? (
        <CatalogGate part="public">
          <RoutePage component={page.component()} params={params} title={route.title} />
        </CatalogGate>
      ) : (
        <RoutePage component={page.component()} params={params} title={route.title} />
      )}
      {onPageShown ? <PageShown onShown={onPageShown} /> : null}
    </Suspense>
  );
  const content = (
    <ErrorBoundary resetKey={`${pathname}#${attempt}`} onRetry={retry} embedded>
      {!plainPage && plainLayout ? withMantine(pageElement) : pageElement}
    </ErrorBoundary>
  );
  const framed = <Suspense fallback={progress}>{createElement(layoutOf(route.layout), null, content)}</Suspense>;
  return (
    <ErrorBoundary resetKey={`${pathname}#${attempt}`} onRetry={retry}>
      {!plainPage && !plainLayout ? withMantine(framed) : framed}
    </ErrorBoundary>
  );
}
