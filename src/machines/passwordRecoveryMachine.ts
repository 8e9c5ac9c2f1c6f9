import { assign, fromPromise, setup } from 'xstate';
import type { CreatePasswordForm } from '../schemas/createPasswordForm.ts';
import { authApi } from '../services/authApi.ts';
import { failureMessage } from '../services/http.ts';

export interface PasswordRecoveryContext {
  readonly email: string;
  readonly resetToken: string | null;
  readonly error: string | null;
}

export type PasswordRecoveryEvent =
  | { type: 'email.submitted'; email: string }
  | { type: 'otp.submitted'; otp: string }
  | { type: 'otp.resendRequested' }
  | { type: 'password.submitted'; form: CreatePasswordForm }
  | { type: 'recovery.restarted' };

/**
 * /password-recovery → /otp-sent → /create-password: request a code by email, prove it, choose a new
 * password. One actor spans the three pages, so it lives as long as the app. A refusal shows its
 * message above the form (failureMessage): the code is six digit boxes, so the server's per-field
 * message for `otp` is not put on a field.
 */
export const passwordRecoveryMachine = setup({
  types: { context: {} as PasswordRecoveryContext, events: {} as PasswordRecoveryEvent },
  actors: {
    sendOtp: fromPromise<string, { email: string }>(({ input }) => authApi.sendRecoveryOtp(input)),
    verifyOtp: fromPromise<string, { email: string; otp: string }>(({ input }) => authApi.verifyRecoveryOtp(input)),
    resetPassword: fromPromise<string, { resetToken: string } & CreatePasswordForm>(({ input }) => authApi.resetPassword(input)),
  },
  actions: {
    goTo: (_, _params: { path: '/password-recovery' | '/otp-sent' | '/create-password' | '/login' }) => {},
    toast: (_, _params: { message: string; type?: 'success' | 'error' }) => {},
  },
}).createMachine({
  id: 'passwordRecovery',
  description: 'Choosing a new password when you forgot yours',
  context: { email: '', resetToken: null, error: null },
  initial: 'enteringEmail',
  on: {
    'recovery.restarted': { description: 'Use another email', target: '.enteringEmail', actions: assign({ email: '', resetToken: null, error: null }) },
  },
  states: {
    enteringEmail: {
      description: 'Typing your email address',
      on: { 'email.submitted': { description: 'Send code', target: 'sendingOtp', actions: assign({ email: ({ event }) => event.email, error: null }) } },
    },
    sendingOtp: {
      description: 'Sending you a code',
      invoke: {
        id: 'sendOtp',
        src: 'sendOtp',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          description: 'Code sent: check your inbox',
          target: 'enteringOtp',
          actions: [{ type: 'toast', params: ({ event }) => ({ message: event.output }) }, { type: 'goTo', params: { path: '/otp-sent' } }],
          meta: { spec: ['msg.catalogue'] },
        },
        onError: {
          description: 'Not sent: the reason shows above the form',
          target: 'enteringEmail',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
          meta: { spec: ['err.rethrow'] },
        },
      },
    },
    enteringOtp: {
      description: 'Typing the code we emailed you',
      on: {
        'otp.submitted': { description: 'Verify code', target: 'verifyingOtp', actions: assign({ error: null }) },
        'otp.resendRequested': { description: 'Send a new code', target: 'sendingOtp', actions: assign({ error: null }) },
        'email.submitted': { description: 'Send code', target: 'sendingOtp', actions: assign({ email: ({ event }) => event.email, error: null }) },
      },
    },
    verifyingOtp: {
      description: 'Checking your code',
      invoke: {
        id: 'verifyOtp',
        src: 'verifyOtp',
        input: ({ context, event }) => ({ email: context.email, otp: (event as { otp: string }).otp }),
        onDone: {
          description: 'The code is right',
          target: 'creatingPassword',
          actions: [assign({ resetToken: ({ event }) => event.output }), { type: 'goTo', params: { path: '/create-password' } }],
        },
        onError: {
          description: 'Code refused: the reason shows above the form',
          target: 'enteringOtp',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
          meta: { spec: ['err.rethrow'] },
        },
      },
    },
    creatingPassword: {
      description: 'Choosing a new password',
      on: { 'password.submitted': { description: 'Save password', target: 'savingPassword', actions: assign({ error: null }) } },
    },
    savingPassword: {
      description: 'Saving your new password',
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => ({ resetToken: context.resetToken ?? '', ...(event as { form: CreatePasswordForm }).form }),
        onDone: {
          description: 'Password saved',
          target: 'done',
          actions: [
            assign({ resetToken: null }),
            { type: 'toast', params: ({ event }) => ({ message: event.output }) },
            { type: 'goTo', params: { path: '/login' } },
          ],
        },
        onError: {
          description: 'Not saved: the reason shows above the form',
          target: 'creatingPassword',
          actions: assign({ error: ({ event }) => failureMessage(event.error) }),
          meta: { spec: ['err.rethrow'] },
        },
      },
    },
    done: {
      description: 'Your password is changed: sign in with it',
      on: { 'email.submitted': { description: 'Send code', target: 'sendingOtp', actions: assign({ email: ({ event }) => event.email, error: null }) } },
    },
  },
});

/** Which page the recovery is on; a page opened out of turn sends the user to the right one. */
export function recoveryPage(value: unknown): '/password-recovery' | '/otp-sent' | '/create-password' {
  if (value === 'enteringOtp' || value === 'verifyingOtp') return '/otp-sent';
  if (value === 'creatingPassword' || value === 'savingPassword') return '/create-password';
  return '/password-recovery';
}
