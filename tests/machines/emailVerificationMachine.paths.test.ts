import { emailVerificationSteps } from '../spec/formSteps';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, transition } from 'xstate';
import { emailVerificationMachine } from '../../src/machines/emailVerificationMachine';
import { ApiError } from '../../src/services/http';
import { undescribed } from '../support/descriptions';
import { definePathTests } from '../support/pathCoverage';

describe('email verification machine: generated paths', () => {
  definePathTests(emailVerificationMachine, {
    events: {
      'otp.submitted': [{ type: 'otp.submitted', form: { email: 'ana@acme.example', otp: '123456' } }],
      'xstate.done.actor.verifyEmail': [{ type: 'xstate.done.actor.verifyEmail', output: undefined }],
      'xstate.error.actor.verifyEmail': [{ type: 'xstate.error.actor.verifyEmail', error: new ApiError(400, 'Invalid or expired OTP') }],
    },
    steps: emailVerificationSteps,
    states: {
      editing: (s) => expect(s.can({ type: 'otp.submitted', form: { email: 'a@b.co', otp: '111111' } })).toBe(true),
      verifying: (s) => {
        expect(s.children.verifyEmail).toBeDefined();
        expect(s.context.error).toBeNull();
        // The right code signs the customer in (call.login-stores-tokens), says so, and opens the dashboard.
        const [, actions] = transition(emailVerificationMachine, s, { type: 'xstate.done.actor.verifyEmail', output: undefined } as never);
        const types = actions.map((a) => a.type);
        expect(types, 'verified: signed in, then the dashboard').toEqual(expect.arrayContaining(['notifySignedIn', 'goToDashboard']));
        const toasts = actions.filter((a) => a.type === 'toast').map((a) => a.params as { message: string; type?: string });
        expect(toasts, 'verified: one success toast that says so').toHaveLength(1);
        expect(toasts[0]!.message).toMatch(/verified/i);
        expect(toasts[0]!.type ?? 'success').toBe('success');
      },
      verified: (s) => expect(s.status).toBe('done'),
    },
  });
});

describe('email verification machine: descriptions and failures', () => {
  it('every state and transition says what it is in the customer\u2019s words', () => {
    expect(undescribed(emailVerificationMachine)).toEqual([]);
  });

  it('[err.rethrow] a refused code shows the server message above the form (the six digit boxes take no field message)', async () => {
    const refused = new ApiError(400, 'Invalid or expired OTP', { otp: 'Invalid or expired OTP' });
    const actor = createActor(emailVerificationMachine.provide({ actors: { verifyEmail: fromPromise(async () => Promise.reject(refused)) } })).start();
    actor.send({ type: 'otp.submitted', form: { email: 'ana@acme.example', otp: '000000' } });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('Invalid or expired OTP');
  });
});
