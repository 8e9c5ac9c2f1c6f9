import { assign, fromPromise, setup } from 'xstate';
import type { OtpVerifyForm } from '../schemas/otpForms.ts';
import { Messages } from '../schemas/messages.ts';
import { authApi } from '../services/authApi.ts';

export interface EmailVerificationContext {
  readonly error: string | null;
}

export type EmailVerificationEvent = { type: 'otp.submitted'; form: OtpVerifyForm };

/** /verification: the emailed code → verifyOtp, whose answer signs the user in (stores both tokens). */
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
  context: { error: null },
  initial: 'editing',
  states: {
    editing: {
      on: { 'otp.submitted': { target: 'verifying', actions: assign({ error: null }) } },
    },
    verifying: {
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ event }) => (event as EmailVerificationEvent).form,
        onDone: {
          target: 'verified',
          actions: ['notifySignedIn', { type: 'toast', params: { message: 'Your email address is verified.' } }, 'goToDashboard'],
          meta: { spec: ['call.login-stores-tokens'] },
        },
        onError: {
          target: 'editing',
          actions: assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : Messages.somethingWrong) }),
          meta: { spec: ['err.rethrow'] },
        },
      },
    },
    verified: { type: 'final' },
  },
});
