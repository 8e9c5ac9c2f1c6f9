import { assign, fromPromise, setup } from 'xstate';
import type { LoginForm } from '../schemas/loginForm.ts';
import { authApi, type LoginResult, type LogInOutcome, type SecondStepInput } from '../services/authApi.ts';
import { statusOf, submitFailure } from '../services/http.ts';

export interface LoginContext {
  readonly email: string;
  readonly error: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The second step's challenge (logIn answered `twoFactorRequired`); null on the password step. */
  readonly challenge: string | null;
  /** The second step asks for a recovery code instead of the app's 6 digits. */
  readonly recovery: boolean;
}

export type LoginEvent =
  | { type: 'credentials.submitted'; credentials: LoginForm }
  /** The second step's code (the app's, or a recovery code when `recovery`), and "Trust this device for 30 days". */
  | { type: 'code.submitted'; code: string; trustDevice: boolean }
  | { type: 'recovery.toggled' }
  | { type: 'password.back' };

const isChallenge = (output: LogInOutcome): output is { twoFactorRequired: true; challenge: string } => 'twoFactorRequired' in output && output.twoFactorRequired === true;

/** What the second step sends: the app's code without the spaces apps show between groups, or the recovery code as typed (the server takes any case, dash or not). */
export function secondStepInput(context: LoginContext, event: { code: string; trustDevice: boolean }): SecondStepInput {
  const challenge = context.challenge ?? '';
  return context.recovery
    ? { challenge, recoveryCode: event.code.trim(), trustDevice: event.trustDevice }
    : { challenge, code: event.code.replace(/\s+/g, ''), trustDevice: event.trustDevice };
}

const PASSWORD_STEP = { challenge: null, recovery: false, error: null, fieldErrors: {} } as const;

/**
 * /login: credentials → logIn (stores both tokens) → signed in; the view validates the form first.
 * With two-factor on and this browser not trusted, logIn answers a challenge instead of tokens: the
 * second step asks for the authenticator app's code (or a recovery code) and "trust this device",
 * and POST /v1/user/auth/twoFactor signs in exactly as logIn would have.
 */
export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent },
  actors: {
    logIn: fromPromise<LogInOutcome, LoginForm>(({ input }) => authApi.logIn(input)),
    logInSecondStep: fromPromise<LoginResult, SecondStepInput>(({ input }) => authApi.logInSecondStep(input)),
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
    isChallenge: (_, params: { output: LogInOutcome }) => isChallenge(params.output),
    // The second step's 401: the challenge is over (expired, used, or out of codes): the password again.
    isChallengeOver: (_, params: { error: unknown }) => statusOf(params.error) === 401,
  },
}).createMachine({
  id: 'login',
  description: 'Signing in with your email and password',
  context: { email: '', error: null, fieldErrors: {}, challenge: null, recovery: false },
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
        input: ({ event }) => (event as Extract<LoginEvent, { type: 'credentials.submitted' }>).credentials,
        onDone: [
          {
            description: 'Two-factor sign-in is on: enter the code from your app',
            guard: { type: 'isChallenge', params: ({ event }) => ({ output: event.output }) },
            target: 'secondStep',
            actions: assign({ challenge: ({ event }) => (isChallenge(event.output) ? event.output.challenge : null), recovery: false }),
          },
          {
            description: 'Your email and password are right',
            target: 'signedIn',
            actions: ['notifySignedIn', 'toastLoggedIn', 'goToRedirect'],
            meta: { spec: ['call.login-stores-tokens', 'msg.catalogue'] },
          },
        ],
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
    secondStep: {
      description: 'Two-factor sign-in',
      initial: 'enteringCode',
      on: {
        'password.back': { description: 'Back to your email and password', target: 'editing', actions: assign(PASSWORD_STEP) },
      },
      states: {
        enteringCode: {
          description: 'Typing the code from your app, or a recovery code',
          on: {
            'code.submitted': { description: 'Check the code', target: 'checkingCode', actions: assign({ error: null, fieldErrors: {} }) },
            'recovery.toggled': {
              description: 'Switch between the app\'s code and a recovery code',
              actions: assign({ recovery: ({ context }) => !context.recovery, error: null, fieldErrors: {} }),
            },
          },
        },
        checkingCode: {
          description: 'Checking your code',
          invoke: {
            id: 'logInSecondStep',
            src: 'logInSecondStep',
            input: ({ context, event }) => secondStepInput(context, event as Extract<LoginEvent, { type: 'code.submitted' }>),
            onDone: {
              description: 'Your code is right',
              target: '#login.signedIn',
              actions: ['notifySignedIn', 'toastLoggedIn', 'goToRedirect'],
              meta: { spec: ['call.login-stores-tokens', 'msg.catalogue'] },
            },
            onError: [
              {
                description: 'The sign-in ran out: your email and password again',
                guard: { type: 'isChallengeOver', params: ({ event }) => ({ error: event.error }) },
                target: '#login.editing',
                actions: [assign({ challenge: null, recovery: false }), { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }],
                meta: { spec: ['err.rethrow'] },
              },
              {
                description: 'Code refused: the reason shows',
                target: 'enteringCode',
                actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
                meta: { spec: ['err.rethrow'] },
              },
            ],
          },
        },
      },
    },
    signedIn: { type: 'final', description: 'Signed in' },
  },
});
