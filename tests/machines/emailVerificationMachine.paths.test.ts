import { describe, expect } from 'vitest';
import { emailVerificationMachine } from '../../src/machines/emailVerificationMachine';
import { ApiError } from '../../src/services/http';
import { definePathTests } from '../support/pathCoverage';

describe('email verification machine: generated paths', () => {
  definePathTests(emailVerificationMachine, {
    events: {
      'otp.submitted': [{ type: 'otp.submitted', form: { email: 'ana@acme.example', otp: '123456' } }],
      'xstate.done.actor.verifyEmail': [{ type: 'xstate.done.actor.verifyEmail', output: undefined }],
      'xstate.error.actor.verifyEmail': [{ type: 'xstate.error.actor.verifyEmail', error: new ApiError(400, 'Invalid or expired OTP') }],
    },
    states: {
      editing: (s) => expect(s.can({ type: 'otp.submitted', form: { email: 'a@b.co', otp: '111111' } })).toBe(true),
      verifying: (s) => {
        expect(s.children.verifyEmail).toBeDefined();
        expect(s.context.error).toBeNull();
      },
      verified: (s) => expect(s.status).toBe('done'),
    },
  });
});
