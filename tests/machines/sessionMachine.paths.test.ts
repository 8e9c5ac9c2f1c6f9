import { describe, expect } from 'vitest';
import { sessionMachine } from '../../src/machines/sessionMachine';
import { profile } from './profileFixture';
import { definePathTests } from '../support/pathCoverage';


describe('session machine: generated paths', () => {
  definePathTests(sessionMachine, {
    events: {
      'xstate.done.actor.checkToken': [
        { type: 'xstate.done.actor.checkToken', output: 'valid' },
        { type: 'xstate.done.actor.checkToken', output: 'missing' },
        { type: 'xstate.done.actor.checkToken', output: 'invalid' },
      ],
      'xstate.error.actor.checkToken': [{ type: 'xstate.error.actor.checkToken', error: new Error('offline') }],
      'xstate.done.actor.refreshTokens': [
        { type: 'xstate.done.actor.refreshTokens', output: true },
        { type: 'xstate.done.actor.refreshTokens', output: false },
      ],
      'xstate.error.actor.refreshTokens': [{ type: 'xstate.error.actor.refreshTokens', error: new Error('offline') }],
      'xstate.done.actor.loadProfile': [{ type: 'xstate.done.actor.loadProfile', output: profile }],
      'xstate.error.actor.loadProfile': [{ type: 'xstate.error.actor.loadProfile', error: new Error('401') }],
      'xstate.done.actor.logOut': [{ type: 'xstate.done.actor.logOut', output: undefined }],
      'xstate.error.actor.logOut': [{ type: 'xstate.error.actor.logOut', error: new Error('offline') }],
      'profile.updated': [{ type: 'profile.updated', profile: { ...profile, contactName: 'Renamed' } }],
    },
    provide: { actions: { clearTokenCookies: () => {}, goToLogin: () => {} } },
    states: {
      checking: (s) => expect(s.children.checkToken).toBeDefined(),
      refreshing: (s) => {
        expect(s.children.refreshTokens).toBeDefined();
        expect(s.context.refreshed).toBe(false); // at most one silent refresh per check
      },
      loadingProfile: (s) => expect(s.children.loadProfile).toBeDefined(),
      signedIn: (s) => {
        expect(s.context.profile).not.toBeNull();
        expect(s.context.refreshed).toBe(false);
        expect(s.children.watchExpiry).toBeDefined();
      },
      loggingOut: (s) => expect(s.children.logOut).toBeDefined(),
      guest: (s) => {
        expect(s.context.profile).toBeNull();
        expect(s.can({ type: 'session.started' })).toBe(true);
      },
      unreachable: (s) => expect(s.can({ type: 'session.retry' })).toBe(true),
    },
  });
});
