import { createElement, lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { guardRoute, routeHistory } from '../machines/routeGuard';
import type { Layout } from '../schemas/routeTable';
import { LandingLayout } from './layouts/LandingLayout';
import { ErrorBoundary } from './components/ErrorBoundary';
import { ErrorPage } from './components/ErrorPage';
import { RouteProgress } from './components/RouteProgress';
import { UnreachablePage } from './components/UnreachablePage';
import { useSessionHandle, useSessionStatus } from './SessionContext';
import type { PageProps } from './PageProps';

// One lazy chunk per page: the route table names the page, the file system supplies it.
const modules = import.meta.glob<{ default: ComponentType<PageProps> }>('./pages/*.tsx');
const pages = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>(
  Object.entries(modules).map(([file, load]) => [file.replace(/^.*\/(\w+)\.tsx$/, '$1'), lazy(load)]),
);

/** The pages a visitor most likely opens next, by whether a session cookie exists. */
export const LIKELY_NEXT_PAGES = { guest: ['LoginPage', 'RegisterPage'], signedIn: ['DashboardPage', 'MyOrdersPage'] } as const;

/** Loads page chunks ahead of need (spec: idle prefetch); a failure only means the page loads later. */
export function prefetchPages(names: readonly string[]): void {
  for (const [file, load] of Object.entries(modules)) {
    if (names.includes(file.replace(/^.*\/(\w+)\.tsx$/, '$1'))) void load().catch(() => undefined);
  }
}

// Signed-in layouts (menus, popovers) load with their first page, keeping the landing route small.
const layouts: Record<Layout, ComponentType<{ children: ReactNode }>> = {
  landing: LandingLayout,
  default: lazy(() => import('./layouts/DefaultLayout').then((m) => ({ default: m.DefaultLayout }))),
  dashboard: lazy(() => import('./layouts/DashboardLayout').then((m) => ({ default: m.DashboardLayout }))),
  settings: lazy(() => import('./layouts/SettingsLayout').then((m) => ({ default: m.SettingsLayout }))),
  bare: ({ children }) => children,
};

export interface AppRoutesProps {
  /** spec const.min-delay: the progress indicator waits this long before it shows. */
  readonly progressDelayMs: number;
}

export function AppRoutes({ progressDelayMs }: AppRoutesProps) {
  const session = useSessionHandle();
  const status = useSessionStatus();
  const [pathname] = useLocation();
  const search = useSearch();
  const query = search ? `?${search}` : '';
  // The previous path: where a signed-in user opening a guest-only page goes back to.
  const decision = guardRoute({ pathname, search: query, session: status, previousPath: routeHistory.previousPath() });

  const renderedTitle = decision.kind === 'render' ? decision.match.route.title : decision.kind === 'notFound' ? 'Page not found' : null;
  useEffect(() => {
    if (renderedTitle) document.title = `${renderedTitle} · Cargo Connects`;
  }, [renderedTitle]);

  useEffect(() => {
    if (decision.kind === 'render') routeHistory.rendered(pathname + query);
    const id = window.location.hash.slice(1);
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, query, decision.kind]);

  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  if (decision.kind === 'wait') return <RouteProgress delayMs={progressDelayMs} />;
  if (decision.kind === 'unreachable') return <UnreachablePage onRetry={() => session.actor?.send({ type: 'session.retry' })} />;
  if (decision.kind === 'notFound') return <ErrorPage status={404} message="This page could not be found" />;
  if (decision.kind === 'error') return <ErrorPage status={decision.status} message={decision.message} />;

  const { route, params } = decision.match;
  const page = pages.get(route.page);
  if (!page) return <ErrorPage status={500} message="Unknown middleware" />;
  const progress = <RouteProgress delayMs={progressDelayMs} />;
  // Looked up from module-level tables, not created here: createElement says so to the linter too.
  const content = <Suspense fallback={progress}>{createElement(page, { params, title: route.title })}</Suspense>;
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={progress}>{createElement(layouts[route.layout], null, content)}</Suspense>
    </ErrorBoundary>
  );
}
