import { describe, expect } from 'vitest';
import { registerMachine } from '../../src/machines/registerMachine';
import { ApiError } from '../../src/services/http';
import { definePathTests } from '../support/pathCoverage';

const form = { companyName: 'Acme', contactName: 'Ana', contactNumber: '5551234567', email: 'ana@acme.example', password: 'pw-123456', confirmPassword: 'pw-123456', commercialReference: [] };

describe('register machine: generated paths', () => {
  definePathTests(registerMachine, {
    events: {
      'registration.submitted': [{ type: 'registration.submitted', form }],
      'xstate.done.actor.signUp': [{ type: 'xstate.done.actor.signUp', output: { email: form.email, message: 'Registration successful.' } }],
      'xstate.error.actor.signUp': [
        { type: 'xstate.error.actor.signUp', error: new ApiError(409, 'An account with this email already exists', { email: 'An account with this email already exists' }) },
      ],
    },
    states: {
      editing: (s) => expect(s.can({ type: 'registration.submitted', form })).toBe(true),
      submitting: (s) => expect(s.children.signUp).toBeDefined(),
      registered: (s) => {
        expect(s.status).toBe('done');
        expect(s.context.email).toBe(form.email);
      },
    },
  });
});
