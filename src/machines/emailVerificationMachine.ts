import { assign, fromPromise, setup } from 'xstate';
import { BrowserMessages } from '../schemas/browserMessages.ts';
import type { OtpVerifyForm } from '../schemas/otpForms.ts';
import { authApi } from '../services/authApi.ts';
import { failureMessage } from '../services/http.ts';

export interface EmailVerificationContext {
  readonly error: string | null;
}

export type EmailVerificationEvent = { type: 'otp.submitted'; form: OtpVerifyForm };

/**
 * /verification: the emailed code → verifyOtp, whose answer signs the user in (stores both tokens).
 * A refused code shows its message above the form (failureMessage): the code field is six digit
 * boxes, so the server's per-field message for `otp` is not put on a field.
 */
export const emailVerificationMachine = setup({
  types: { context: {} as EmailVerificationContext, events: {} as EmailVerificationEvent },
  actors: {
    verifyEmail: fromPromise<void, OtpVerifyForm>(({ input }) => authApi.verifyEmail(input)),
  },
  actions: {
    notifySignedIn: () => {},
    goToDashboard: () => {},
    toast: (_, _params: { message: string }) => {},
  },
}).createMachine({
  id: 'emailVerification',
  description: 'Verifying your email address with the code we sent',
  context: { error: null },
  initial: 'editing',
  states: {
    editing: {
      description: 'Typing the code we emailed you',
      on: { 'otp.submitted': { description: 'Verify email', target: 'verifying', actions: assign({ error: null }) } },
    },
    verifying: {
      description: 'Checking your code',
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ event }) => (event as EmailVerificationEvent).form,
        onDone: {
          description: 'The code is right',
          target: 'verified',
          actions: ['notifySignedIn', { type: 'toast', params: { message: BrowserMessages.emailVerified } }, 'goToDashboard'],
          meta: { spec: ['call.login-stores-tokens'] },
        },
        onError: {
          description: 'Code refused: the reason shows above the form',
          target: 'editing',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
          meta: { spec: ['err.rethrow'] },
        },
      },
    },
    verified: { type: 'final', description: 'Your email address is verified: you are signed in' },
  },
});
