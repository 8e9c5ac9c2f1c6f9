import { assign, fromPromise, setup } from 'xstate';
import type { LoginForm } from '../schemas/loginForm.ts';
import { authApi, type LoginResult } from '../services/authApi.ts';
import { isApiError } from '../services/http.ts';
import { Messages } from '../schemas/messages.ts';

export interface LoginContext {
  readonly email: string;
  readonly error: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
}

export type LoginEvent = { type: 'credentials.submitted'; credentials: LoginForm };

const errorOf = (error: unknown) => ({
  error: error instanceof Error ? error.message : Messages.somethingWrong,
  fieldErrors: isApiError(error) ? error.fieldErrors : {},
});

/** /login: credentials → logIn (stores both tokens) → signed in; the view validates the form first. */
export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent },
  actors: {
    logIn: fromPromise<LoginResult, LoginForm>(({ input }) => authApi.logIn(input)),
  },
  actions: {
    // Provided where the machine is mounted.
    notifySignedIn: () => {},
    toastLoggedIn: () => {},
    goToRedirect: () => {},
    goToVerification: (_, _params: { email: string }) => {},
  },
  guards: {
    // The only 403 of logIn: the email address is not verified yet (a new code was sent).
    isEmailNotVerified: ({ event }) => {
      const error = (event as unknown as { error?: unknown }).error;
      return isApiError(error) && error.status === 403;
    },
  },
}).createMachine({
  id: 'login',
  context: { email: '', error: null, fieldErrors: {} },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'credentials.submitted': {
          target: 'submitting',
          actions: assign({ email: ({ event }) => event.credentials.email, error: null, fieldErrors: {} }),
        },
      },
    },
    submitting: {
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ event }) => (event as LoginEvent).credentials,
        onDone: {
          target: 'signedIn',
          actions: ['notifySignedIn', 'toastLoggedIn', 'goToRedirect'],
          meta: { spec: ['call.login-stores-tokens', 'msg.catalogue'] },
        },
        onError: [
          {
            guard: 'isEmailNotVerified',
            target: 'editing',
            actions: [assign(({ event }) => errorOf(event.error)), { type: 'goToVerification', params: ({ context }) => ({ email: context.email }) }],
          },
          { target: 'editing', actions: assign(({ event }) => errorOf(event.error)), meta: { spec: ['err.rethrow'] } },
        ],
      },
    },
    signedIn: { type: 'final' },
  },
});
