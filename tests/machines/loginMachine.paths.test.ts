import { describe, expect } from 'vitest';
import { loginMachine } from '../../src/machines/loginMachine';
import { ApiError } from '../../src/services/http';
import { definePathTests } from '../support/pathCoverage';
import { checkLoginRules } from '../spec/loginRules';

describe('login machine: generated paths', () => {
  definePathTests(loginMachine, {
    events: {
      'credentials.submitted': [{ type: 'credentials.submitted', credentials: { email: 'ana@acme.example', password: 'secret-pass' } }],
      'xstate.done.actor.logIn': [{ type: 'xstate.done.actor.logIn', output: { verifyByAdmin: false } }],
      'xstate.error.actor.logIn': [
        { type: 'xstate.error.actor.logIn', error: new ApiError(401, 'Invalid email or password') },
        { type: 'xstate.error.actor.logIn', error: new ApiError(403, 'Please verify your email address. We sent you a new code.') },
      ],
    },
    states: {
      // The sign-in rules at every step (tests/spec/loginRules.ts).
      '#login': (s) => checkLoginRules(loginMachine, s),
      editing: (s) => expect(s.can({ type: 'credentials.submitted', credentials: { email: 'a@b.co', password: 'x' } })).toBe(true),
      submitting: (s) => {
        expect(s.children.logIn).toBeDefined();
        expect(s.context.error).toBeNull();
      },
      signedIn: (s) => expect(s.status).toBe('done'),
    },
  });
});
