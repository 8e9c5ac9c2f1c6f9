import { assign, fromPromise, setup } from 'xstate';
import type { RegistrationForm } from '../schemas/registrationForm.ts';
import { authApi } from '../services/authApi.ts';
import { submitFailure } from '../services/http.ts';

export interface RegisterContext {
  readonly email: string;
  readonly error: string | null;
  /** The server's per-field messages (e.g. a taken email), shown on their fields. */
  readonly fieldErrors: Readonly<Record<string, string>>;
}

export type RegisterEvent = { type: 'registration.submitted'; form: RegistrationForm };

/** /register: a valid form → signUp → the email verification code is on its way. */
export const registerMachine = setup({
  types: { context: {} as RegisterContext, events: {} as RegisterEvent },
  actors: {
    signUp: fromPromise<{ email: string; message: string }, RegistrationForm>(({ input }) => authApi.signUp(input)),
  },
  actions: {
    goToVerification: (_, _params: { email: string }) => {},
    toast: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'register',
  description: 'Creating a company account',
  context: { email: '', error: null, fieldErrors: {} },
  initial: 'editing',
  states: {
    editing: {
      description: 'Typing your company, contact and sign-in details',
      meta: { spec: ['val.reg.required', 'val.reg.references'] },
      on: {
        'registration.submitted': { description: 'Create account', target: 'submitting', actions: assign({ error: null, fieldErrors: {} }) },
      },
    },
    submitting: {
      description: 'Creating your account',
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ event }) => (event as RegisterEvent).form,
        onDone: {
          description: 'Account created',
          target: 'registered',
          actions: [
            assign({ email: ({ event }) => event.output.email }),
            { type: 'toast', params: ({ event }) => ({ message: event.output.message }) },
            { type: 'goToVerification', params: ({ event }) => ({ email: event.output.email }) },
          ],
        },
        onError: {
          description: 'Refused: the reason shows above the form or on its fields (e.g. a taken email)',
          target: 'editing',
          actions: assign(({ event }) => submitFailure(event.error)),
          meta: { spec: ['err.rethrow'] },
        },
      },
    },
    registered: { type: 'final', description: 'On to the code we emailed you' },
  },
});
