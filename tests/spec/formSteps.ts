/**
 * Step oracles for the account forms, from spec §3 (sign-up → the code we emailed; the code → signed
 * in; forgot password: email → code → new password → /login; change password) and err.rethrow (a
 * refused call shows the server's words, on the fields it names). Each flow is a table written from
 * those words: what the customer sends, where it waits, what the call carries, where an answer or a
 * refusal leads. `formSteps(flow)` turns a table into the `steps` oracle of definePathTests.
 */
import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { holds } from './oracle';

type Event = { type: string; [key: string]: unknown };
interface StepLike {
  from: AnyMachineSnapshot;
  event: Event;
  to: AnyMachineSnapshot;
}

export interface FormFlow {
  /** customer events that send something: where the form waits, the call, what it carries */
  readonly sends: Readonly<Record<string, { readonly to: string; readonly call: string; readonly input: (from: AnyMachineSnapshot, event: Event) => unknown }>>;
  /** a call answered: where the customer goes (and what else must hold) */
  readonly answered: Readonly<Record<string, { readonly to: string; readonly check?: (step: StepLike) => void }>>;
  /** a call refused: where the form is again (or, by the refusal, where it leads), the refusal on it */
  readonly refused: Readonly<Record<string, string | ((error: unknown) => string)>>;
  /** other customer events */
  readonly other?: Readonly<Record<string, (step: StepLike) => void>>;
}

const GENERIC = 'Something is wrong please try again';

export function formSteps(flow: FormFlow) {
  return (step: StepLike): void => {
    const { from, event, to } = step;
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (actor) {
      const [, kind, id] = actor as unknown as [string, string, string];
      if (kind === 'done') {
        const rule = flow.answered[id];
        if (!rule) throw new Error(`no form step oracle for ${event.type}`);
        expect(to.value, `${id} answered`).toBe(rule.to);
        rule.check?.(step);
        return;
      }
      const rule = flow.refused[id];
      if (!rule) throw new Error(`no form step oracle for ${event.type}`);
      const back = typeof rule === 'function' ? rule(event.error) : rule;
      expect(to.value, `${id} refused: the form again`).toBe(back);
      const error = event.error as { message?: string; fieldErrors?: Record<string, string> };
      const fields = { ...(error?.fieldErrors ?? {}) };
      // A form the customer is back on shows the refusal on its fields; a page that ends shows the reason.
      const onFields = Object.keys(fields).length > 0 && 'fieldErrors' in (to.context as object) && to.status !== 'done';
      holds('err.rethrow', () => {
        if (onFields) expect(to.context.fieldErrors, 'the refusal on the fields it names').toEqual(fields);
        else expect(to.context.error, 'the refusal in the server’s words').toBe(error instanceof Error && error.message ? error.message : GENERIC);
      });
      return;
    }
    const send = flow.sends[event.type];
    if (send) {
      expect(to.value, `${event.type}: the form waits for the answer`).toBe(send.to);
      expect(to.context.error, 'the last refusal goes').toBeNull();
      if ('fieldErrors' in (to.context as object)) expect(to.context.fieldErrors).toEqual({});
      const child = (to.children as Record<string, { getSnapshot: () => { input?: unknown } } | undefined>)[send.call];
      expect(child, `the call "${send.call}" is under way`).toBeDefined();
      expect(child!.getSnapshot().input, `what ${send.call} sends`).toEqual(send.input(from, event));
      return;
    }
    const other = flow.other?.[event.type];
    if (!other) throw new Error(`no form step oracle for ${event.type}`);
    other(step);
  };
}

const sentForm = (_: AnyMachineSnapshot, event: Event) => event.form;

/** Sign-up: the form goes to the server; accepted, on to the code we emailed that address. */
export const registerSteps = formSteps({
  sends: { 'registration.submitted': { to: 'submitting', call: 'signUp', input: sentForm } },
  answered: {
    signUp: {
      to: 'registered',
      check: ({ event, to }) => expect(to.context.email, 'the code is asked for the address the server answered').toBe((event.output as { email: string }).email),
    },
  },
  refused: { signUp: 'editing' },
});

/** The emailed code: verified, the customer is signed in. */
export const emailVerificationSteps = formSteps({
  sends: { 'otp.submitted': { to: 'verifying', call: 'verifyEmail', input: sentForm } },
  answered: { verifyEmail: { to: 'verified' } },
  refused: { verifyEmail: 'editing' },
});

/** Change password (settings): refused, try again; changed, done until the customer changes it again. */
export const changePasswordSteps = formSteps({
  sends: { 'password.submitted': { to: 'saving', call: 'changePassword', input: sentForm } },
  answered: { changePassword: { to: 'saved' } },
  refused: { changePassword: 'refused' },
  other: {
    'form.reset': ({ to }) => {
      expect(to.value, 'Change it again: the empty form').toBe('editing');
      expect(to.context.message).toBeNull();
    },
  },
});

/** Forgot password: the email gets a code, the code a reset token, the token a new password, then /login. */
export const passwordRecoverySteps = formSteps({
  sends: {
    'email.submitted': { to: 'sendingOtp', call: 'sendOtp', input: (_, event) => ({ email: event.email }) },
    'otp.resendRequested': { to: 'sendingOtp', call: 'sendOtp', input: (from) => ({ email: from.context.email }) },
    'otp.submitted': { to: 'verifyingOtp', call: 'verifyOtp', input: (from, event) => ({ email: from.context.email, otp: event.otp }) },
    'password.submitted': { to: 'savingPassword', call: 'resetPassword', input: (from, event) => ({ resetToken: from.context.resetToken, ...(event.form as object) }) },
  },
  answered: {
    sendOtp: { to: 'enteringOtp' },
    verifyOtp: { to: 'creatingPassword', check: ({ event, to }) => expect(to.context.resetToken, 'the reset token the code earned').toBe(event.output) },
    resetPassword: { to: 'done', check: ({ to }) => expect(to.context.resetToken, 'a used reset token is forgotten').toBeNull() },
  },
  refused: { sendOtp: 'enteringEmail', verifyOtp: 'enteringOtp', resetPassword: 'creatingPassword' },
  other: {
    'recovery.restarted': ({ to }) => {
      expect(to.value, 'Use another email').toBe('enteringEmail');
      expect([to.context.email, to.context.resetToken, to.context.error]).toEqual(['', null, null]);
    },
  },
});

/** The contact form: sent, then a thank-you until the customer writes another. */
export const contactSteps = formSteps({
  sends: { 'contact.submitted': { to: 'sending', call: 'sendContactForm', input: sentForm } },
  answered: { sendContactForm: { to: 'sent', check: ({ event, to }) => expect(to.context.message, 'the server’s thank-you').toBe(event.output) } },
  refused: { sendContactForm: 'editing' },
  other: {
    'form.reset': ({ to }) => {
      expect(to.value, 'Send another message').toBe('editing');
      expect(to.context.message).toBeNull();
    },
  },
});

/**
 * /accept-invite: the link is checked first; a forged (400 with a reason), used (409) or
 * expired (410) link ends the page with its reason; otherwise Try again. The password goes with the
 * link's token; set → sign in.
 */
const deadLink = (error: unknown): boolean => {
  const e = error as { status?: number; fieldErrors?: Record<string, string> };
  return e.status === 409 || e.status === 410 || (e.status === 400 && Object.keys(e.fieldErrors ?? {}).length === 0);
};
export const acceptInviteSteps = formSteps({
  sends: {
    'password.submitted': { to: 'accepting', call: 'acceptInvitation', input: (from, event) => ({ ...(event.form as object), token: from.context.token }) },
    retry: { to: 'checking', call: 'checkInvitation', input: (from) => ({ token: from.context.token }) },
  },
  answered: {
    checkInvitation: { to: 'choosing', check: ({ event, to }) => expect(to.context.invitation, 'who the invitation is for').toEqual(event.output) },
    acceptInvitation: { to: 'accepted' },
  },
  refused: {
    checkInvitation: (error) => (deadLink(error) ? 'invalid' : 'checkFailed'),
    acceptInvitation: (error) => (deadLink(error) ? 'invalid' : 'choosing'),
  },
});
