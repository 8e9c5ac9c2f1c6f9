import { assign, fromPromise, setup } from 'xstate';
import type { CreatePasswordForm } from '../schemas/createPasswordForm.ts';
import { Messages } from '../schemas/messages.ts';
import { authApi } from '../services/authApi.ts';

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

const messageOf = (error: unknown) => (error instanceof Error ? error.message : Messages.somethingWrong);

/**
 * /password-recovery → /otp-sent → /create-password: request a code by email, prove it, choose a new
 * password. One actor spans the three pages, so it lives as long as the app.
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
  context: { email: '', resetToken: null, error: null },
  initial: 'enteringEmail',
  on: {
    'recovery.restarted': { target: '.enteringEmail', actions: assign({ email: '', resetToken: null, error: null }) },
  },
  states: {
    enteringEmail: {
      on: { 'email.submitted': { target: 'sendingOtp', actions: assign({ email: ({ event }) => event.email, error: null }) } },
    },
    sendingOtp: {
      invoke: {
        id: 'sendOtp',
        src: 'sendOtp',
        input: ({ context }) => ({ email: context.email }),
        onDone: {
          target: 'enteringOtp',
          actions: [{ type: 'toast', params: ({ event }) => ({ message: event.output }) }, { type: 'goTo', params: { path: '/otp-sent' } }],
          meta: { spec: ['msg.catalogue'] },
        },
        onError: { target: 'enteringEmail', actions: assign({ error: ({ event }) => messageOf(event.error) }), meta: { spec: ['err.rethrow'] } },
      },
    },
    enteringOtp: {
      on: {
        'otp.submitted': { target: 'verifyingOtp', actions: assign({ error: null }) },
        'otp.resendRequested': { target: 'sendingOtp', actions: assign({ error: null }) },
        'email.submitted': { target: 'sendingOtp', actions: assign({ email: ({ event }) => event.email, error: null }) },
      },
    },
    verifyingOtp: {
      invoke: {
        id: 'verifyOtp',
        src: 'verifyOtp',
        input: ({ context, event }) => ({ email: context.email, otp: (event as { otp: string }).otp }),
        onDone: {
          target: 'creatingPassword',
          actions: [assign({ resetToken: ({ event }) => event.output }), { type: 'goTo', params: { path: '/create-password' } }],
        },
        onError: { target: 'enteringOtp', actions: assign({ error: ({ event }) => messageOf(event.error) }), meta: { spec: ['err.rethrow'] } },
      },
    },
    creatingPassword: {
      on: { 'password.submitted': { target: 'savingPassword', actions: assign({ error: null }) } },
    },
    savingPassword: {
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context, event }) => ({ resetToken: context.resetToken ?? '', ...(event as { form: CreatePasswordForm }).form }),
        onDone: {
          target: 'done',
          actions: [
            assign({ resetToken: null }),
            { type: 'toast', params: ({ event }) => ({ message: event.output }) },
            { type: 'goTo', params: { path: '/login' } },
          ],
        },
        onError: { target: 'creatingPassword', actions: assign({ error: ({ event }) => messageOf(event.error) }), meta: { spec: ['err.rethrow'] } },
      },
    },
    done: {
      on: { 'email.submitted': { target: 'sendingOtp', actions: assign({ email: ({ event }) => event.email, error: null }) } },
    },
  },
});

/** Which page the recovery is on; a page opened out of turn sends the user to the right one. */
export function recoveryPage(value: unknown): '/password-recovery' | '/otp-sent' | '/create-password' {
  if (value === 'enteringOtp' || value === 'verifyingOtp') return '/otp-sent';
  if (value === 'creatingPassword' || value === 'savingPassword') return '/create-password';
  return '/password-recovery';
}
