import { describe, expect, it } from 'vitest';
import { guardRoute, safeInternalPath } from '../../src/machines/routeGuard';
import { guestOnlyPaths, routes } from '../../src/schemas/routeTable';

const concrete = (pattern: string) => pattern.replace(/:[^/]+/g, 'X123');

describe('routeGuard', () => {
  it('[route.public] every public route renders for a guest and for a signed-in user', () => {
    for (const r of routes.filter((x) => x.access === 'public')) {
      for (const hasToken of [false, true]) {
        const d = guardRoute({ pathname: concrete(r.pattern), search: '', hasToken });
        expect(d.kind, r.pattern).toBe('render');
      }
    }
  });

  it('[guard.no-token] every signed-in route sends a guest to /login with the full original path', () => {
    for (const r of routes.filter((x) => x.access === 'signedIn')) {
      const path = concrete(r.pattern);
      const d = guardRoute({ pathname: path, search: '?tab=Completed&page=2', hasToken: false });
      expect(d).toEqual({ kind: 'redirect', to: `/login?redirect=${encodeURIComponent(path + '?tab=Completed&page=2')}` });
    }
  });

  it('[route.signed-in] every signed-in route renders with a token', () => {
    for (const r of routes.filter((x) => x.access === 'signedIn')) {
      const d = guardRoute({ pathname: concrete(r.pattern), search: '', hasToken: true });
      expect(d.kind, r.pattern).toBe('render');
      if (d.kind === 'render') expect(d.match.route.pattern).toBe(r.pattern);
    }
  });

  it('[guard.guest-only] the six guest-only pages send a signed-in user to the previous path, or / if none', () => {
    expect([...guestOnlyPaths].sort()).toEqual(['/create-password', '/login', '/otp-sent', '/password-recovery', '/register', '/verification']);
    for (const p of guestOnlyPaths) {
      expect(guardRoute({ pathname: p, search: '', hasToken: true })).toEqual({ kind: 'redirect', to: '/' });
      expect(guardRoute({ pathname: p, search: '', hasToken: true, previousPath: '/my-orders?page=2' })).toEqual({ kind: 'redirect', to: '/my-orders?page=2' });
      expect(guardRoute({ pathname: p, search: '', hasToken: false }).kind).toBe('render');
    }
  });

  it('[guard.guest-only] never bounces back to a guest-only page or off-site', () => {
    expect(guardRoute({ pathname: '/login', search: '', hasToken: true, previousPath: '/register' })).toEqual({ kind: 'redirect', to: '/' });
    expect(guardRoute({ pathname: '/login', search: '', hasToken: true, previousPath: '//evil.example' })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('[route.unknown-404] unknown paths are not found, for guests and signed-in users', () => {
    for (const p of ['/nope', '/my-orders/service', '/my-orders/service/1/2', '/settings', '/sub-user/edit-sub-user']) {
      expect(guardRoute({ pathname: p, search: '', hasToken: false })).toEqual({ kind: 'notFound' });
      expect(guardRoute({ pathname: p, search: '', hasToken: true })).toEqual({ kind: 'notFound' });
    }
  });

  it('[route.signed-in] fixed settings routes win over the guideline slug', () => {
    const d = guardRoute({ pathname: '/settings/logout', search: '', hasToken: true });
    expect(d.kind === 'render' && d.match.route.page).toBe('LogoutPage');
    const g = guardRoute({ pathname: '/settings/how-it-works', search: '', hasToken: true });
    expect(g.kind === 'render' && g.match.params).toEqual({ slug: 'how-it-works' });
  });

  it('safeInternalPath keeps same-origin paths only', () => {
    expect(safeInternalPath('/my-orders?x=1', '/dashboard')).toBe('/my-orders?x=1');
    for (const bad of ['//evil.example', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example', '', null, undefined]) {
      expect(safeInternalPath(bad, '/dashboard')).toBe('/dashboard');
    }
  });
});
