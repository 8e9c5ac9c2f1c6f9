/**
 * Oracle for changing the password, written from the feature request's rules and never from the
 * machine: the customer sends current + new password; the server's answer decides. A refusal (a
 * wrong current password) keeps the form and says why — on the field when the server names one —
 * and the form can be sent again; while the change is on its way nothing is sent twice; once changed
 * the confirmation shows and no form is sent until the customer asks to change it again, which
 * starts from a clean form.
 */
import { expect } from 'vitest';
import { transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import type { ChangePasswordForm } from '../../src/schemas/changePasswordForm';

export type ChangePasswordPhase = 'form' | 'sending' | 'refused' | 'changed';

/** Which phase each state shows the customer (the table the checks read). */
export const PHASE_OF_STATE: Readonly<Record<string, ChangePasswordPhase>> = { editing: 'form', saving: 'sending', refused: 'refused', saved: 'changed' };

/** Where sending the form leads from each phase (undefined: it cannot be sent). */
const SUBMIT_LEADS_TO: Readonly<Record<ChangePasswordPhase, ChangePasswordPhase | undefined>> = { form: 'sending', refused: 'sending', sending: undefined, changed: undefined };

export function checkChangePasswordRules(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, form: ChangePasswordForm): void {
  const phase = PHASE_OF_STATE[String(snapshot.value)];
  expect(phase, `a known state: ${String(snapshot.value)}`).toBeDefined();
  const submit = { type: 'password.submitted', form } as const;
  const wanted = SUBMIT_LEADS_TO[phase!];
  expect(snapshot.can(submit), `[${phase}] the form can be sent: ${wanted !== undefined}`).toBe(wanted !== undefined);
  if (wanted !== undefined) {
    const [after] = transition(machine, snapshot, submit);
    expect(PHASE_OF_STATE[String(after.value)], `[${phase}] sending leads to ${wanted}`).toBe(wanted);
    expect(after.context.error, `[${phase}] a new attempt clears the last reason`).toBeNull();
    expect(after.context.fieldErrors, `[${phase}] a new attempt clears the field messages`).toEqual({});
  }
  if (phase === 'changed') {
    expect(snapshot.context.message, '[changed] the confirmation shows').toEqual(expect.any(String));
    const [again] = transition(machine, snapshot, { type: 'form.reset' });
    expect(PHASE_OF_STATE[String(again.value)], '[changed] Change it again opens the form').toBe('form');
    expect(again.context.message, '[changed] the form starts clean').toBeNull();
  } else {
    expect(snapshot.context.message, `[${phase}] no confirmation before the change`).toBeNull();
  }
  if (phase === 'refused') {
    const shown = snapshot.context.error !== null || Object.keys(snapshot.context.fieldErrors).length > 0;
    expect(shown, '[refused] the reason shows, above the form or on a field').toBe(true);
  }
}
