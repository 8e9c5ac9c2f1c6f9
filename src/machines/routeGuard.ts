import { matchRoute, type Access, type RouteMatch } from '../schemas/routeTable';
import type { SessionStatus } from './sessionStatus';

// Spec §5 "Route guards" as a pure function of the path and the session machine's status.
export interface GuardInput {
  readonly pathname: string;
  readonly search: string;
  readonly session: SessionStatus;
  /** The last path rendered in this tab, if any (where a signed-in user is sent back to). */
  readonly previousPath?: string;
  /** The session's `mustEnrol`: the company requires two-factor sign-in and this account has not set it up. */
  readonly mustEnrol?: boolean;
}

/** Where an account that must set up two-factor sign-in is kept (the server answers its other calls 403). */
export const ENROL_PAGE = '/settings/security';
/** The signed-in pages it may still open: setting it up, and signing out. */
export const ENROL_OPEN_PAGES: readonly string[] = [ENROL_PAGE, '/settings/logout'];

export type GuardDecision =
  | { readonly kind: 'render'; readonly match: RouteMatch }
  | { readonly kind: 'redirect'; readonly to: string }
  /** The session is still being checked with the server: show progress, decide afterwards. */
  | { readonly kind: 'wait' }
  /** A signed-in page while the server cannot be reached: offer a retry, keep the session. */
  | { readonly kind: 'unreachable' }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'error'; readonly status: 500; readonly message: 'Unknown middleware' };

/**
 * Where this tab has been, for spec guard.guest-only: the last page it rendered. AppRoutes tells it
 * each page it renders and asks it for `previousPath` before deciding.
 */
export interface RouteHistory {
  /** The last path (query included) rendered in this tab, if any. */
  readonly previousPath: () => string | undefined;
  readonly rendered: (path: string) => void;
}

export function createRouteHistory(): RouteHistory {
  let last: string | undefined;
  return {
    previousPath: () => last,
    rendered: (path) => {
      last = path;
    },
  };
}

/** The app's one route history: a tab has one past, whatever renders it. */
export const routeHistory: RouteHistory = createRouteHistory();

/** A same-origin path only: anything that could leave the site falls back. */
export function safeInternalPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return fallback;
  // Browsers drop tabs and newlines and read '\\' as '/', so '/\t/evil.example' would leave the site.
  if ([...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f || ch === '\\' || /\s/.test(ch))) return fallback;
  const probe = 'https://origin.invalid';
  try {
    return new URL(value, probe).origin === probe ? value : fallback;
  } catch {
    return fallback;
  }
}

export function guardRoute(input: GuardInput): GuardDecision {
  const match = matchRoute(input.pathname);
  if (!match) return { kind: 'notFound' }; // spec: route.unknown-404
  const access: Access = match.route.access;
  switch (access) {
    case 'public': // spec: route.public
      return { kind: 'render', match };
    case 'guestOnly': // spec: guard.guest-only
      if (input.session === 'checking') return { kind: 'wait' };
      if (input.session !== 'signedIn') return { kind: 'render', match };
      return { kind: 'redirect', to: previousOrHome(input.previousPath, input.pathname) };
    case 'signedIn': // spec: guard.no-token, guard.signed-in
      // The company requires two-factor of this account: every other signed-in page would only meet the server's 403.
      if (input.session === 'signedIn' && input.mustEnrol === true && !ENROL_OPEN_PAGES.includes(match.route.pattern)) return { kind: 'redirect', to: ENROL_PAGE };
      if (input.session === 'signedIn') return { kind: 'render', match };
      if (input.session === 'checking') return { kind: 'wait' };
      if (input.session === 'unreachable') return { kind: 'unreachable' };
      return { kind: 'redirect', to: loginRedirect(input.pathname + input.search) };
    default:
      // A route whose access rule has no guard: the spec's 'Unknown middleware' (500).
      return { kind: 'error', status: 500, message: 'Unknown middleware' };
  }
}

/** spec guard.signed-in: `/login` with `redirect` holding the original full path, query included. */
export function loginRedirect(fullPath: string): string {
  return `/login?redirect=${encodeURIComponent(fullPath)}`;
}

/** Where a successful sign-in goes: the `redirect` query when it is a same-origin path, else the dashboard. */
export function afterLoginPath(redirect: string | null | undefined): string {
  const target = safeInternalPath(redirect, '/dashboard');
  // A path that would bounce straight back to a guest-only page is no destination.
  return matchRoute(target.split(/[?#]/)[0] ?? '/')?.route.access === 'guestOnly' ? '/dashboard' : target;
}

function previousOrHome(previousPath: string | undefined, current: string): string {
  const previous = safeInternalPath(previousPath, '/');
  const previousMatch = matchRoute(previous.split(/[?#]/)[0] ?? '/');
  // Going "back" to another guest-only page (or itself) would bounce forever.
  if (previous === current || previousMatch?.route.access === 'guestOnly') return '/';
  return previous;
}
