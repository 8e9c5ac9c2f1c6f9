import { assign, fromPromise, setup } from 'xstate';
import type { LoginForm } from '../schemas/loginForm.ts';
import { authApi, type LoginResult } from '../services/authApi.ts';
import { statusOf, submitFailure } from '../services/http.ts';

export interface LoginContext {
  readonly email: string;
  readonly error: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
}

export type LoginEvent = { type: 'credentials.submitted'; credentials: LoginForm };

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
    showFailure: assign((_, params: { error: unknown }) => submitFailure(params.error)),
  },
  guards: {
    // The only 403 of logIn: the email address is not verified yet (a new code was sent).
    isEmailNotVerified: (_, params: { error: unknown }) => statusOf(params.error) === 403,
  },
}).createMachine({
  id: 'login',
  description: 'Signing in with your email and password',
  context: { email: '', error: null, fieldErrors: {} },
  initial: 'editing',
  states: {
    editing: {
      description: 'Typing your email and password',
      on: {
        'credentials.submitted': {
          description: 'Sign in',
          target: 'submitting',
          actions: assign({ email: ({ event }) => event.credentials.email, error: null, fieldErrors: {} }),
        },
      },
    },
    submitting: {
      description: 'Checking your email and password',
      invoke: {
        id: 'logIn',
        src: 'logIn',
        input: ({ event }) => (event as LoginEvent).credentials,
        onDone: {
          description: 'Your email and password are right',
          target: 'signedIn',
          actions: ['notifySignedIn', 'toastLoggedIn', 'goToRedirect'],
          meta: { spec: ['call.login-stores-tokens', 'msg.catalogue'] },
        },
        onError: [
          {
            description: 'Your email address is not verified yet: enter the code we sent',
            guard: { type: 'isEmailNotVerified', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: [
              { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
              { type: 'goToVerification', params: ({ context }) => ({ email: context.email }) },
            ],
          },
          {
            description: 'Sign-in refused: the reason shows above the form',
            target: 'editing',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            meta: { spec: ['err.rethrow'] },
          },
        ],
      },
    },
    signedIn: { type: 'final', description: 'Signed in' },
  },
});
