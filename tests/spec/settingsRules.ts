/**
 * Spec oracle for the settings layout (spec §8 "Settings fetch failures: logged and loader hidden"),
 * written from the spec's words, checked against the machine.
 */
import { expect } from 'vitest';
import { transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { holds } from './oracle';

export function checkSettingsRules(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, loadingState: string, invokeId: string): void {
  if (!snapshot.matches(loadingState)) return;
  const [after, actions] = transition(machine, snapshot, { type: `xstate.error.actor.${invokeId}`, error: new Error('offline') });
  holds('err.settings-logged', () => {
    expect(actions.map((a) => String(a.type)).some((t) => /log/i.test(t)), '[err.settings-logged] a failed settings fetch is logged').toBe(true);
    expect(after.matches(loadingState), '[err.settings-logged] the loader is hidden').toBe(false);
    expect(JSON.stringify(after.context), '[err.settings-logged] nothing is shown to the customer').not.toContain('offline');
  });
}
