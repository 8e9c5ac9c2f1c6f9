/**
 * Spec oracles for Go back on /edit-profile (spec §4): from editProfileStep2 go to editProfileStep1;
 * otherwise one page back in history. Written from the spec, checked against the machine.
 */
import { expect } from 'vitest';
import { holds } from './oracle';
import { transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';

export function checkProfileRules(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): void {
  if (!snapshot.matches('editProfileStep1') && !snapshot.matches('editProfileStep2')) return;
  const [next, actions] = transition(machine, snapshot, { type: 'go.back' });
  const types = actions.map((a) => String(a.type));
  if (snapshot.matches('editProfileStep2')) {
    holds('goback.profile.step2', () => expect(next.matches('editProfileStep1'), '[goback.profile.step2] from step 2 to step 1').toBe(true));
    holds('goback.profile.step2', () => expect(types, '[goback.profile.step2] without leaving the page').not.toContain('historyBack'));
  } else {
    holds('goback.profile.history', () => expect(types, '[goback.profile.history] from step 1: one page back in history').toContain('historyBack'));
  }
  holds('header.go-back-visible', () => expect(snapshot.can({ type: 'go.back' }), '[header.go-back-visible] Go back shows on /edit-profile').toBe(true));
}
