import { describe, expect, it } from 'vitest';
import { afterLoginPath, createRouteHistory, guardRoute, loginRedirect, safeInternalPath } from '../../src/machines/routeGuard';
import type { SessionStatus } from '../../src/machines/sessionStatus';
import { guestOnlyPaths, routes } from '../../src/schemas/routeTable';
import { ruleIt } from '../spec/ruleIt';

const concrete = (pattern: string) => pattern.replace(/:[^/]+/g, 'X123');
const statuses: SessionStatus[] = ['checking', 'guest', 'signedIn', 'unreachable'];

// The whole decision table: every route of spec §2 under every session status.
const expected = (access: string, session: SessionStatus, path: string) => {
  if (access === 'public') return { kind: 'render' };
  if (access === 'guestOnly') return session === 'checking' ? { kind: 'wait' } : session === 'signedIn' ? { kind: 'redirect', to: '/' } : { kind: 'render' };
  if (session === 'signedIn') return { kind: 'render' };
  if (session === 'checking') return { kind: 'wait' };
  if (session === 'unreachable') return { kind: 'unreachable' };
  return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(path)}` };
};

// Spec §2, as written there (not read from the route table).
const SPEC_PUBLIC = ['/', '/login', '/verification', '/register', '/password-recovery', '/otp-sent', '/create-password', '/privacy-policy-cargo-connects', '/terms-condition', '/about-us', '/contact-us'];
const SPEC_SIGNED_IN = ['/dashboard', '/my-orders', '/my-orders/service/CC26000001', '/additional-details', '/edit-profile', '/sub-user', '/sub-user/add-sub-user', '/sub-user/edit-sub-user/acc-1', '/settings/notifications', '/settings/terms', '/settings/logout', '/loader'];

describe('routeGuard', () => {
  ruleIt('[route.public] the public routes of spec §2 render without a token', () => {
    for (const path of SPEC_PUBLIC) expect(guardRoute({ pathname: path, search: '', session: 'guest' }).kind, path).toBe('render');
  });

  ruleIt('[route.signed-in] [role.layouts-auth] the signed-in routes of spec §2 (the dashboard and settings layouts) need a token, and render with one', () => {
    for (const path of SPEC_SIGNED_IN) {
      expect(guardRoute({ pathname: path, search: '', session: 'guest' }), path).toMatchObject({ kind: 'redirect', to: `/login?redirect=${encodeURIComponent(path)}` });
      expect(guardRoute({ pathname: path, search: '', session: 'signedIn' }).kind, path).toBe('render');
    }
  });

  for (const route of routes) {
    for (const session of statuses) {
      it(`[route.public] [route.signed-in] [guard.no-token] [guard.guest-only] ${route.pattern} with session ${session}`, () => {
        const path = concrete(route.pattern);
        const d = guardRoute({ pathname: path, search: '', session });
        const want = expected(route.access, session, path);
        expect({ kind: d.kind, ...(d.kind === 'redirect' ? { to: d.to } : {}) }).toEqual(want);
        if (d.kind === 'render') expect(d.match.route.pattern).toBe(route.pattern);
      });
    }
  }

  ruleIt('[guard.signed-in] the redirect holds the original full path, query included', () => {
    expect(guardRoute({ pathname: '/my-orders', search: '?tab=Completed&page=2', session: 'guest' })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fmy-orders%3Ftab%3DCompleted%26page%3D2',
    });
    expect(loginRedirect('/a?b=c')).toBe('/login?redirect=%2Fa%3Fb%3Dc');
  });

  ruleIt('[guard.guest-only] the six guest-only pages send a signed-in user to the previous path, or / if none', () => {
    expect([...guestOnlyPaths].sort()).toEqual(['/accept-invite', '/create-password', '/login', '/otp-sent', '/password-recovery', '/register', '/verification']);
    for (const p of guestOnlyPaths) {
      expect(guardRoute({ pathname: p, search: '', session: 'signedIn' })).toEqual({ kind: 'redirect', to: '/' });
      expect(guardRoute({ pathname: p, search: '', session: 'signedIn', previousPath: '/my-orders?page=2' })).toEqual({ kind: 'redirect', to: '/my-orders?page=2' });
    }
  });

  ruleIt('[guard.guest-only] never bounces back to a guest-only page or off-site', () => {
    expect(guardRoute({ pathname: '/login', search: '', session: 'signedIn', previousPath: '/register' })).toEqual({ kind: 'redirect', to: '/' });
    expect(guardRoute({ pathname: '/login', search: '', session: 'signedIn', previousPath: '//evil.example' })).toEqual({ kind: 'redirect', to: '/' });
  });

  describe('[guard.guest-only] the route history: the previous path lives with the guard', () => {
    // What AppRoutes does: ask the history for the previous path, decide, record what rendered.
    const visit = (history: ReturnType<typeof createRouteHistory>, pathname: string, search = '', session: SessionStatus = 'signedIn') => {
      const decision = guardRoute({ pathname, search, session, previousPath: history.previousPath() });
      if (decision.kind === 'render') history.rendered(pathname + search);
      return decision;
    };

    it('with a token, each guest-only page sends the user back to the page they were on, query included', () => {
      for (const p of guestOnlyPaths) {
        const history = createRouteHistory();
        visit(history, '/my-orders', '?tab=Completed&page=2');
        expect(visit(history, p)).toEqual({ kind: 'redirect', to: '/my-orders?tab=Completed&page=2' });
      }
    });

    it('with a token and no previous page in this tab, a guest-only page sends the user to /', () => {
      for (const p of guestOnlyPaths) expect(visit(createRouteHistory(), p)).toEqual({ kind: 'redirect', to: '/' });
    });

    it('the previous path is the last page rendered: redirects and guest pages shown before signing in do not count as a way back', () => {
      const history = createRouteHistory();
      visit(history, '/login', '', 'guest');
      expect(history.previousPath()).toBe('/login');
      visit(history, '/dashboard');
      expect(visit(history, '/register')).toEqual({ kind: 'redirect', to: '/dashboard' });
      // The redirect itself rendered nothing: the way back is still the dashboard.
      expect(visit(history, '/otp-sent')).toEqual({ kind: 'redirect', to: '/dashboard' });
      const fresh = createRouteHistory();
      visit(fresh, '/login', '', 'guest');
      expect(visit(fresh, '/login')).toEqual({ kind: 'redirect', to: '/' });
    });

    it('without a token the guest-only pages render, whatever the history', () => {
      const history = createRouteHistory();
      visit(history, '/about-us', '', 'guest');
      for (const p of guestOnlyPaths) expect(visit(history, p, '', 'guest')).toMatchObject({ kind: 'render' });
    });
  });

  ruleIt('[route.unknown-404] unknown paths are not found, whatever the session', () => {
    for (const p of ['/nope', '/my-orders/service', '/my-orders/service/1/2', '/settings', '/sub-user/edit-sub-user']) {
      for (const session of statuses) expect(guardRoute({ pathname: p, search: '', session })).toEqual({ kind: 'notFound' });
    }
  });

  ruleIt('[route.signed-in] fixed settings routes win over the guideline slug', () => {
    const d = guardRoute({ pathname: '/settings/logout', search: '', session: 'signedIn' });
    expect(d.kind === 'render' && d.match.route.page).toBe('LogoutPage');
    const g = guardRoute({ pathname: '/settings/how-it-works', search: '', session: 'signedIn' });
    expect(g.kind === 'render' && g.match.params).toEqual({ slug: 'how-it-works' });
  });

  ruleIt('[guard.signed-in] after sign-in, a same-origin redirect is followed and a hostile one lands on /dashboard', () => {
    expect(afterLoginPath('/my-orders?tab=Completed')).toBe('/my-orders?tab=Completed');
    expect(afterLoginPath(null)).toBe('/dashboard');
    for (const hostile of ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', 'http:/evil.example', ' /x', '/login']) {
      expect(afterLoginPath(hostile), JSON.stringify(hostile)).toBe('/dashboard');
    }
  });

  it('safeInternalPath keeps same-origin paths only', () => {
    expect(safeInternalPath('/my-orders?x=1#top', '/dashboard')).toBe('/my-orders?x=1#top');
    for (const bad of ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example', '', null, undefined]) {
      expect(safeInternalPath(bad, '/dashboard')).toBe('/dashboard');
    }
  });
});
