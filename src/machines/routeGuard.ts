import { matchRoute, type Access, type RouteMatch } from '../schemas/routeTable';

// Spec §5 "Route guards" as a pure function. This first version knows only whether a token cookie
// exists; the session machine (server token check + profile) refines `signedIn` later.
export interface GuardInput {
  readonly pathname: string;
  readonly search: string;
  readonly hasToken: boolean;
  /** The last path rendered in this tab, if any (where a signed-in user is sent back to). */
  readonly previousPath?: string;
}

export type GuardDecision =
  | { readonly kind: 'render'; readonly match: RouteMatch }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'error'; readonly status: 500; readonly message: 'Unknown middleware' };

/** A same-origin path only: anything that could leave the site falls back. */
export function safeInternalPath(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

export function guardRoute(input: GuardInput): GuardDecision {
  const match = matchRoute(input.pathname);
  if (!match) return { kind: 'notFound' }; // spec: route.unknown-404
  const access: Access = match.route.access;
  switch (access) {
    case 'public': // spec: route.public
      return { kind: 'render', match };
    case 'guestOnly': // spec: guard.guest-only
      if (!input.hasToken) return { kind: 'render', match };
      return { kind: 'redirect', to: previousOrHome(input.previousPath, input.pathname) };
    case 'signedIn': // spec: guard.no-token, guard.signed-in
      if (input.hasToken) return { kind: 'render', match };
      return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(input.pathname + input.search)}` };
    default:
      // A route whose access rule has no guard: the spec's 'Unknown middleware' (500).
      return { kind: 'error', status: 500, message: 'Unknown middleware' };
  }
}

function previousOrHome(previousPath: string | undefined, current: string): string {
  const previous = safeInternalPath(previousPath, '/');
  const previousMatch = matchRoute(previous.split(/[?#]/)[0] ?? '/');
  // Going "back" to another guest-only page (or itself) would bounce forever.
  if (previous === current || previousMatch?.route.access === 'guestOnly') return '/';
  return previous;
}
