import { describe, expect } from 'vitest';
import { sessionMachine } from '../../src/machines/sessionMachine';
import { fakeNotifications } from './notificationsFixture';
import { definePathTests } from '../support/pathCoverage';
import { checkExpiryHeard, checkSessionRules, checkSessionStep } from '../spec/sessionRules';
import { sessionSamples } from './sessionMachine.samples';
import { checkAccountOffers } from '../spec/teamRoleRules';
import { awaitsAdminVerification, changesOrders, editsCompanyName, managesSubUsers, paysForOrders, requestsServices } from '../../src/machines/accountRules';
import type { Profile } from '../../src/schemas/profile';

const LEVELS = ['owner', 'admin', 'booker', 'viewer'] as const;
const offersTo = (who: Profile | null) => ({
  requestsServices: requestsServices(who),
  paysForOrders: paysForOrders(who),
  changesOrders: changesOrders(who),
  managesSubUsers: managesSubUsers(who),
  editsCompanyName: editsCompanyName(who),
  awaitsAdminVerification: awaitsAdminVerification(who),
});

// The notifications actor runs exactly while signed in: at every step of every path, its push
// subscription is open in signedIn and closed everywhere else (spec access.signed-in, logout,
// err.token-check: what a signed-out browser no longer hears).
const notifications = fakeNotifications();
const notSignedIn = (s: { children: { notifications?: unknown } }) => {
  expect(s.children.notifications).toBeUndefined();
  expect(notifications.open()).toBe(0);
};

describe('session machine: generated paths', () => {
  definePathTests(sessionMachine, {
    events: sessionSamples,
    provide: { actions: { clearTokenCookies: () => {}, goToLogin: () => {}, renewTokens: () => {} }, actors: { notifications: notifications.machine } },
    steps: checkSessionStep,
    states: {
      // The spec's session rules at every step (tests/spec/sessionRules.ts).
      '#session': (s) => {
        checkSessionRules(sessionMachine, s);
        // What the app offers whoever is signed in, and each other role and verification in their place.
        const signedIn = s.context.profile as Profile | null;
        const variants = signedIn ? LEVELS.flatMap((accessLevel) => [true, false].map((verifyByAdmin) => ({ ...signedIn, accessLevel, verifyByAdmin }))) : [];
        for (const who of [signedIn, ...variants]) checkAccountOffers(who, offersTo(who));
      },
      checking: (s) => {
        expect(s.children.checkToken).toBeDefined();
        notSignedIn(s);
      },
      refreshing: (s) => {
        expect(s.children.refreshTokens).toBeDefined();
        expect(s.context.refreshed).toBe(false); // at most one silent refresh per check
        notSignedIn(s);
      },
      loadingProfile: (s) => {
        expect(s.children.loadProfile).toBeDefined();
        notSignedIn(s);
      },
      signedIn: async (s) => {
        expect(s.context.profile).not.toBeNull();
        expect(s.context.refreshed).toBe(false);
        expect(s.children.watchExpiry).toBeDefined();
        expect(s.children.watchEnrolment).toBeDefined();
        // One notifications actor, reachable by its systemId, with one push subscription open.
        expect(s.children.notifications).toBeDefined();
        expect(s.children.notifications!.system.get('notifications')).toBe(s.children.notifications);
        expect(notifications.open()).toBe(1);
        // The session's own expiry listener hears a signed-in call no refresh could cure.
        await checkExpiryHeard(sessionMachine);
      },
      loggingOut: (s) => {
        expect(s.children.logOut).toBeDefined();
        notSignedIn(s);
      },
      guest: (s) => {
        expect(s.context.profile).toBeNull();
        expect(s.can({ type: 'session.started' })).toBe(true);
        notSignedIn(s);
      },
      unreachable: (s) => {
        expect(s.can({ type: 'session.retry' })).toBe(true);
        notSignedIn(s);
      },
    },
  });
});
