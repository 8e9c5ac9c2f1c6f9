import { describe, expect } from 'vitest';
import { loginMachine } from '../../src/machines/loginMachine';
import { definePathTests } from '../support/pathCoverage';
import { checkLoginRules, checkLoginShows, checkLoginStep } from '../spec/loginRules';
import type { ApiError } from '../../src/services/http';
import { loginSamples } from './loginMachine.samples';

// The refusals these paths can meet: what the page may show is theirs, or nothing.
const refusals = [...loginSamples['xstate.error.actor.logIn']!, ...loginSamples['xstate.error.actor.logInSecondStep']!].map((e) => (e as unknown as { error: ApiError }).error);

describe('login machine: generated paths', () => {
  definePathTests(loginMachine, {
    events: loginSamples,
    steps: checkLoginStep,
    states: {
      // The sign-in rules at every step (tests/spec/loginRules.ts).
      '#login': (s) => {
        checkLoginRules(loginMachine, s);
        checkLoginShows(s, refusals);
      },
      editing: (s) => expect(s.can({ type: 'credentials.submitted', credentials: { email: 'a@b.co', password: 'x' } })).toBe(true),
      submitting: (s) => {
        expect(s.children.logIn).toBeDefined();
        expect(s.context.error).toBeNull();
      },
      secondStep: (s) => {
        // No tokens before the code: nothing tells the session it is signed in (the actions are the oracle's).
        expect(s.context.challenge).toEqual(expect.any(String));
        expect(s.can({ type: 'password.back' })).toBe(true);
      },
      'secondStep.enteringCode': (s) => expect(s.can({ type: 'recovery.toggled' })).toBe(true),
      'secondStep.checkingCode': (s) => {
        expect(s.children.logInSecondStep).toBeDefined();
        expect(s.context.error).toBeNull();
        expect(s.context.fieldErrors).toEqual({});
      },
      signedIn: (s) => expect(s.status).toBe('done'),
    },
  });
});
