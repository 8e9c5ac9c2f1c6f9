import { registerSteps } from '../spec/formSteps';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, transition } from 'xstate';
import { checkAnswerToasts } from '../spec/toastRules';
import { registerMachine } from '../../src/machines/registerMachine';
import { ApiError } from '../../src/services/http';
import { undescribed } from '../support/descriptions';
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
    steps: registerSteps,
    states: {
      editing: (s) => expect(s.can({ type: 'registration.submitted', form })).toBe(true),
      submitting: (s) => {
        expect(s.children.signUp).toBeDefined();
        // Created: the server's words as a success toast, then the code page for the email it confirmed.
        checkAnswerToasts(registerMachine, s, { signUp: (message) => ({ email: form.email, message }) });
        const [, actions] = transition(registerMachine, s, { type: 'xstate.done.actor.signUp', output: { email: 'confirmed@acme.example', message: 'Registration successful.' } } as never);
        expect(actions.filter((a) => a.type === 'goToVerification').map((a) => a.params), 'on to the code sent to that email').toEqual([{ email: 'confirmed@acme.example' }]);
      },
      registered: (s) => {
        expect(s.status).toBe('done');
        expect(s.context.email).toBe(form.email);
      },
    },
  });
});

describe('register machine: descriptions and failures', () => {
  it('every state and transition says what it is in the customer\u2019s words', () => {
    expect(undescribed(registerMachine)).toEqual([]);
  });

  const refuse = async (error: unknown) => {
    const actor = createActor(registerMachine.provide({ actors: { signUp: fromPromise(async () => Promise.reject(error)) } })).start();
    actor.send({ type: 'registration.submitted', form });
    await new Promise((r) => setTimeout(r, 0));
    return actor.getSnapshot();
  };

  it('[err.rethrow] a taken email shows on the email field, not twice', async () => {
    const taken = 'An account with this email already exists';
    const s = await refuse(new ApiError(409, taken, { email: taken }));
    expect(s.value).toBe('editing');
    expect(s.context.fieldErrors).toEqual({ email: taken });
    expect(s.context.error).toBeNull();
  });

  it('[err.rethrow] a failure without field messages shows its message above the form', async () => {
    const s = await refuse(new ApiError(429, 'Too many attempts. Please try again later.'));
    expect(s.context).toMatchObject({ error: 'Too many attempts. Please try again later.', fieldErrors: {} });
  });
});
