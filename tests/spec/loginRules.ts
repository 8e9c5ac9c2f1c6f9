/**
 * Oracles for /login, written from the spec (err.rethrow: a refused call shows the server's message;
 * guard.signed-in: a signed-in customer goes on to the page they asked for) and DESIGN.md's login
 * (a 403 means the email is not verified yet: go to /verification with that email). Checked at every
 * step of every generated path; never read from loginMachine's definition.
 */
import { expect } from 'vitest';
import { transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { ApiError } from '../../src/services/http';
import { holds } from './oracle';

const SAMPLE = { email: 'ana@acme.example', password: 'secret-pass' };

function after(machine: AnyStateMachine, s: AnyMachineSnapshot, event: { type: string; [k: string]: unknown }) {
  const [next, actions] = transition(machine, s, event as never);
  return { next, actions: actions.map((a) => ({ type: String(a.type), params: (a as { params?: unknown }).params })) };
}

/**
 * Issue 37, the sign-in's second step, written from the issue and the server's answers
 * (README "Two-factor sign-in"): a right password of an account with two-factor on answers a
 * challenge and no tokens, so nobody is signed in yet and the page asks for the code; a right code
 * signs in exactly as the password did; a wrong, replayed or used code is refused in the server's
 * words on its field and the code can be typed again; a challenge that is over (401: expired, used,
 * too many codes) sends the customer back to the password, saying why; a throttle (429) says so
 * above the form. "Back" returns to the password with nothing left of the step.
 */
function checkSecondStepRules(machine: AnyStateMachine, s: AnyMachineSnapshot): void {
  if (s.matches('submitting')) {
    const challenged = after(machine, s, { type: 'xstate.done.actor.logIn', output: { twoFactorRequired: true, challenge: 'c-1' } });
    expect(challenged.next.status, 'a challenge is not a sign-in').toBe('active');
    const names = challenged.actions.map((a) => a.type);
    for (const signedInAction of ['notifySignedIn', 'toastLoggedIn', 'goToRedirect']) expect(names, `a challenge: no ${signedInAction} yet`).not.toContain(signedInAction);
    expect(challenged.next.context.challenge, 'the challenge is kept for the code').toBe('c-1');
    expect(challenged.next.context.recovery, 'the step asks for the app\'s code first').toBe(false);
    expect(challenged.next.can({ type: 'code.submitted', code: '000000', trustDevice: false }), 'the page now takes a code').toBe(true);
    expect(challenged.next.can({ type: 'credentials.submitted', credentials: SAMPLE }), 'not the password form').toBe(false);
  }
  const onCodeStep = s.can({ type: 'code.submitted', code: '000000', trustDevice: false });
  if (onCodeStep) {
    expect(s.context.challenge, 'the code step has its challenge').toEqual(expect.any(String));
    const toggled = after(machine, s, { type: 'recovery.toggled' });
    expect(toggled.next.context.recovery, '"Use a recovery code" switches the field').toBe(!s.context.recovery);
    expect(toggled.next.can({ type: 'code.submitted', code: '000000', trustDevice: false })).toBe(true);
    const sent = after(machine, s, { type: 'code.submitted', code: '000000', trustDevice: true });
    expect(sent.next.context, 'a new try clears the last refusal').toMatchObject({ error: null, fieldErrors: {} });
  }
  if (onCodeStep || s.matches({ secondStep: 'checkingCode' })) {
    const back = after(machine, s, { type: 'password.back' });
    expect(back.next.can({ type: 'credentials.submitted', credentials: SAMPLE }), 'Back: the password form again').toBe(true);
    expect(back.next.context, 'Back: nothing left of the step').toMatchObject({ challenge: null, error: null, fieldErrors: {} });
  }
  if (s.matches({ secondStep: 'checkingCode' })) {
    const signedIn = after(machine, s, { type: 'xstate.done.actor.logInSecondStep', output: { verifyByAdmin: false } });
    expect(signedIn.next.status, 'a right code ends the sign-in').toBe('done');
    const names = signedIn.actions.map((a) => a.type);
    expect(names, 'signed in exactly as with the password alone').toEqual(expect.arrayContaining(['notifySignedIn', 'toastLoggedIn']));
    holds('guard.signed-in', () => expect(names, '[guard.signed-in] after the code, on to the page asked for').toContain('goToRedirect'));

    const wrongMessage = 'That code is not correct. Check your authenticator app and try again.';
    const wrong = after(machine, s, { type: 'xstate.error.actor.logInSecondStep', error: new ApiError(400, wrongMessage, { code: wrongMessage }) });
    expect(wrong.next.can({ type: 'code.submitted', code: '000000', trustDevice: false }), 'a wrong code: type it again').toBe(true);
    holds('err.rethrow', () => expect(wrong.next.context.fieldErrors, '[err.rethrow] the server\'s words on the code field').toEqual({ code: wrongMessage }));
    expect(wrong.next.context.challenge, 'the same challenge takes the next code').toBe(s.context.challenge);
    expect(wrong.actions.map((a) => a.type), 'a refused code goes nowhere').not.toContain('goToRedirect');

    const expiredMessage = 'Your sign-in has expired. Please enter your email and password again.';
    const expired = after(machine, s, { type: 'xstate.error.actor.logInSecondStep', error: new ApiError(401, expiredMessage) });
    expect(expired.next.can({ type: 'credentials.submitted', credentials: SAMPLE }), 'a challenge that is over: back to the password').toBe(true);
    holds('err.rethrow', () => expect(expired.next.context.error, '[err.rethrow] saying why').toBe(expiredMessage));
    expect(expired.next.context.challenge, 'the old challenge is gone').toBeNull();

    const throttled = after(machine, s, { type: 'xstate.error.actor.logInSecondStep', error: new ApiError(429, 'Too many attempts. Please try again later.') });
    expect(throttled.next.can({ type: 'code.submitted', code: '000000', trustDevice: false }), 'a throttle keeps the step').toBe(true);
    holds('err.rethrow', () => expect(throttled.next.context.error, '[err.rethrow] as the password\'s throttle shows it: above the form').toBe('Too many attempts. Please try again later.'));
  }
}

export function checkLoginRules(machine: AnyStateMachine, s: AnyMachineSnapshot): void {
  checkSecondStepRules(machine, s);
  if (s.matches('editing')) {
    // Sending the form asks the server, with what was typed, and clears the last refusal.
    const sent = after(machine, s, { type: 'credentials.submitted', credentials: SAMPLE });
    expect(sent.next.matches('submitting')).toBe(true);
    expect(sent.next.context).toMatchObject({ email: SAMPLE.email, error: null, fieldErrors: {} });
  }
  if (s.matches('submitting')) {
    const signedIn = after(machine, s, { type: 'xstate.done.actor.logIn', output: { verifyByAdmin: true } });
    expect(signedIn.next.status, 'right credentials end the sign-in').toBe('done');
    const names = signedIn.actions.map((a) => a.type);
    // The session learns it is signed in, the customer is told, and goes on where they were headed.
    expect(names).toEqual(expect.arrayContaining(['notifySignedIn', 'toastLoggedIn']));
    holds('guard.signed-in', () => expect(names, '[guard.signed-in] after sign-in, on to the page asked for').toContain('goToRedirect'));

    const wrong = new ApiError(401, 'Invalid email or password');
    const refused = after(machine, s, { type: 'xstate.error.actor.logIn', error: wrong });
    expect(refused.next.matches('editing')).toBe(true);
    holds('err.rethrow', () => expect(refused.next.context.error, '[err.rethrow] the server\'s words above the form').toBe(wrong.message));
    expect(refused.actions.map((a) => a.type), 'a refusal goes nowhere').not.toEqual(expect.arrayContaining(['goToRedirect']));
    expect(refused.actions.map((a) => a.type)).not.toContain('goToVerification');

    const unverified = new ApiError(403, 'Please verify your email address. We sent you a new code.');
    const verify = after(machine, s, { type: 'xstate.error.actor.logIn', error: unverified });
    holds('err.rethrow', () => expect(verify.next.context.error).toBe(unverified.message));
    expect(verify.actions.find((a) => a.type === 'goToVerification')?.params, 'an unverified email: on to /verification with that email').toEqual({ email: s.context.email });
  }
}

/** Each step of signing in: the form sends what was typed, and only that. */
export function checkLoginStep({ from, event, to }: { from: AnyMachineSnapshot; event: { type: string; [k: string]: unknown }; to: AnyMachineSnapshot }): void {
  if (event.type === 'code.submitted') {
    const child = (to.children as Record<string, { getSnapshot: () => { input?: unknown } } | undefined>).logInSecondStep;
    expect(child, 'the code is checked by the server').toBeDefined();
    const typed = String(event.code);
    // The second step: the challenge logIn answered, exactly one code — the app's 6 digits
    // (the spaces apps show are not the code's), or the recovery code as typed (any case, dash or
    // not: the server's) — and "Trust this device for 30 days" as ticked.
    const expected = from.context.recovery
      ? { challenge: from.context.challenge, recoveryCode: typed.trim(), trustDevice: event.trustDevice }
      : { challenge: from.context.challenge, code: typed.split(' ').join(''), trustDevice: event.trustDevice };
    expect(child!.getSnapshot().input, 'the challenge, the code typed and the trust choice').toEqual(expected);
    return;
  }
  if (event.type !== 'credentials.submitted') return;
  const child = (to.children as Record<string, { getSnapshot: () => { input?: unknown } } | undefined>).logIn;
  expect(child, 'Sign in asks the server').toBeDefined();
  expect(child!.getSnapshot().input, 'the email and password typed').toEqual(event.credentials);
}

/**
 * What /login shows above its form and on its fields, at every step: nothing, or the server's own
 * words for the last refusal (err.rethrow) — never anything else (not even an empty message in
 * place of none: the page opens with nothing above the form and no field marked).
 */
export function checkLoginShows(s: AnyMachineSnapshot, refusals: readonly ApiError[]): void {
  const context = s.context as { error: unknown; fieldErrors: unknown };
  expect([null, ...refusals.map((e) => e.message)], 'above the form: nothing, or the server\'s words').toContainEqual(context.error);
  expect(context.fieldErrors, 'the fields\' messages: none, or the server\'s per field').toBeInstanceOf(Object);
  for (const [field, message] of Object.entries(context.fieldErrors as Record<string, unknown>)) {
    expect(refusals.some((e) => e.fieldErrors[field] === message), `the message on ${field} is the server's`).toBe(true);
  }
}
