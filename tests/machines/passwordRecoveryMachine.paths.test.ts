import { passwordRecoverySteps } from '../spec/formSteps';
import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import { checkAnswerToasts } from '../spec/toastRules';
import { passwordRecoveryMachine, recoveryPage } from '../../src/machines/passwordRecoveryMachine';
import { ApiError } from '../../src/services/http';
import { undescribed } from '../support/descriptions';
import { definePathTests } from '../support/pathCoverage';

const otpMessage = 'OTP has been sent to your email address. Please check your inbox and use the OTP to proceed';

describe('password recovery machine: generated paths', () => {
  definePathTests(passwordRecoveryMachine, {
    events: {
      'email.submitted': [{ type: 'email.submitted', email: 'ana@acme.example' }],
      'otp.submitted': [{ type: 'otp.submitted', otp: '123456' }],
      'password.submitted': [{ type: 'password.submitted', form: { password: 'New-Pass-2026', confirmPassword: 'New-Pass-2026' } }],
      'xstate.done.actor.sendOtp': [{ type: 'xstate.done.actor.sendOtp', output: otpMessage }],
      'xstate.error.actor.sendOtp': [{ type: 'xstate.error.actor.sendOtp', error: new ApiError(429, 'Too many attempts. Please try again later.') }],
      'xstate.done.actor.verifyOtp': [{ type: 'xstate.done.actor.verifyOtp', output: 'reset-token' }],
      'xstate.error.actor.verifyOtp': [{ type: 'xstate.error.actor.verifyOtp', error: new ApiError(400, 'Invalid or expired OTP') }],
      'xstate.done.actor.resetPassword': [{ type: 'xstate.done.actor.resetPassword', output: 'Your password has been changed. Please sign in.' }],
      'xstate.error.actor.resetPassword': [{ type: 'xstate.error.actor.resetPassword', error: new ApiError(400, 'This reset link has expired. Please request a new code.') }],
    },
    steps: passwordRecoverySteps,
    states: {
      '#passwordRecovery': (s) => {
        // Spec routes: the email on /password-recovery, the code on /otp-sent, the new password on
        // /create-password; each answer the server accepts moves the customer on to the next page.
        const PAGE: Record<string, string> = { enteringEmail: '/password-recovery', sendingOtp: '/password-recovery', done: '/password-recovery', enteringOtp: '/otp-sent', verifyingOtp: '/otp-sent', creatingPassword: '/create-password', savingPassword: '/create-password' };
        expect(recoveryPage(s.value), `the page of ${String(s.value)}`).toBe(PAGE[s.value as string]);
        checkAnswerToasts(passwordRecoveryMachine, s, { sendOtp: (message) => message, resetPassword: (message) => message });
        const NEXT: Record<string, [string, unknown]> = { sendOtp: ['/otp-sent', otpMessage], verifyOtp: ['/create-password', 'reset-token'], resetPassword: ['/login', 'Saved.'] };
        for (const id of Object.keys(s.children)) {
          const [path, output] = NEXT[id] ?? [];
          if (!path) continue;
          const [, actions] = transition(passwordRecoveryMachine, s, { type: `xstate.done.actor.${id}`, output } as never);
          expect(actions.filter((a) => a.type === 'goTo').map((a) => a.params), `${id} accepted: on to ${path}`).toEqual([{ path }]);
          const [, refused] = transition(passwordRecoveryMachine, s, { type: `xstate.error.actor.${id}`, error: new ApiError(400, 'No.') } as never);
          expect(refused.filter((a) => a.type === 'goTo'), `${id} refused: the customer stays on the page`).toEqual([]);
        }
      },
      enteringEmail: (s) => expect(recoveryPage(s.value)).toBe('/password-recovery'),
      sendingOtp: (s) => {
        expect(s.children.sendOtp).toBeDefined();
        expect(s.context.email).toBe('ana@acme.example');
      },
      enteringOtp: (s) => expect(recoveryPage(s.value)).toBe('/otp-sent'),
      verifyingOtp: (s) => expect(s.children.verifyOtp).toBeDefined(),
      creatingPassword: (s) => {
        expect(recoveryPage(s.value)).toBe('/create-password');
        expect(s.context.resetToken).toBe('reset-token');
      },
      savingPassword: (s) => expect(s.children.resetPassword).toBeDefined(),
      done: (s) => expect(s.context.resetToken).toBeNull(),
    },
  });

  it('every state and transition says what it is in the customer\u2019s words', () => {
    expect(undescribed(passwordRecoveryMachine)).toEqual([]);
  });

  it('[err.rethrow] a refused code shows the server message above the form (the six digit boxes take no field message)', async () => {
    const { createActor, fromPromise } = await import('xstate');
    const refused = new ApiError(400, 'Invalid or expired OTP', { otp: 'Invalid or expired OTP' });
    const actor = createActor(
      passwordRecoveryMachine.provide({
        actors: { sendOtp: fromPromise(async () => otpMessage), verifyOtp: fromPromise(async () => Promise.reject(refused)) },
      }),
    ).start();
    actor.send({ type: 'email.submitted', email: 'ana@acme.example' });
    await new Promise((r) => setTimeout(r, 0));
    actor.send({ type: 'otp.submitted', otp: '000000' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('enteringOtp');
    expect(actor.getSnapshot().context.error).toBe('Invalid or expired OTP');
  });

  it('[msg.catalogue] the toast after sending shows the server message (the spec OTP sentence)', async () => {
    const { createActor, fromPromise } = await import('xstate');
    const toasts: string[] = [];
    const pages: string[] = [];
    const actor = createActor(
      passwordRecoveryMachine.provide({
        actors: { sendOtp: fromPromise(async () => otpMessage) },
        actions: { toast: (_, p) => toasts.push(p.message), goTo: (_, p) => pages.push(p.path) },
      }),
    ).start();
    actor.send({ type: 'email.submitted', email: 'ana@acme.example' });
    await new Promise((r) => setTimeout(r, 0));
    expect(toasts).toEqual([otpMessage]);
    expect(pages).toEqual(['/otp-sent']);
  });
});
