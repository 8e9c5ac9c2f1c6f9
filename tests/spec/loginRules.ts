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

export function checkLoginRules(machine: AnyStateMachine, s: AnyMachineSnapshot): void {
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
export function checkLoginStep({ event, to }: { from: AnyMachineSnapshot; event: { type: string; [k: string]: unknown }; to: AnyMachineSnapshot }): void {
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
