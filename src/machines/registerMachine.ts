import { assign, fromPromise, setup } from 'xstate';
import type { RegistrationForm } from '../schemas/registrationForm.ts';
import { Messages } from '../schemas/messages.ts';
import { authApi } from '../services/authApi.ts';
import { isApiError } from '../services/http.ts';

export interface RegisterContext {
  readonly email: string;
  readonly message: string | null;
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
  context: { email: '', message: null, error: null, fieldErrors: {} },
  initial: 'editing',
  states: {
    editing: {
      meta: { spec: ['val.reg.required', 'val.reg.references'] },
      on: {
        'registration.submitted': { target: 'submitting', actions: assign({ error: null, fieldErrors: {} }) },
      },
    },
    submitting: {
      invoke: {
        id: 'signUp',
        src: 'signUp',
        input: ({ event }) => (event as RegisterEvent).form,
        onDone: {
          target: 'registered',
          actions: [
            assign({ email: ({ event }) => event.output.email, message: ({ event }) => event.output.message }),
            { type: 'toast', params: ({ event }) => ({ message: event.output.message }) },
            { type: 'goToVerification', params: ({ event }) => ({ email: event.output.email }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : Messages.somethingWrong),
            fieldErrors: ({ event }) => (isApiError(event.error) ? event.error.fieldErrors : {}),
          }),
          meta: { spec: ['err.rethrow'] },
        },
      },
    },
    registered: { type: 'final' },
  },
});
