// A path in the customer's words (the machine's descriptions) and in code names.
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition } from 'xstate';
import { stateValueWords, takenDescriptions } from '../../src/views/devtools/machineGraph.ts';
import { eventCode, formatStateValue, readableEvent } from './formatEvent.ts';
import type { AnyPath } from './generatePaths.ts';
import { recordsFor, stepMachine } from './stepMachine.ts';

/** Whether an event descriptor (`go.back`, `step.*`, `*`) matches an event type. */
function descriptorMatches(descriptor: string, type: string): boolean {
  if (descriptor === type || descriptor === '*') return true;
  return descriptor.endsWith('.*') && type.startsWith(descriptor.slice(0, -1));
}

/**
 * An event in the customer's words: the description of the transition it took ('Pay later';
 * guarded alternatives each have their own: 'Card declined'), else `readableEvent`.
 */
export function eventWords(event: AnyEventObject, taken: readonly AnyTransitionDefinition[] = []): string {
  const own = taken.filter((t) => t.eventType !== '' && descriptorMatches(t.eventType, event.type));
  const said = takenDescriptions(own);
  return said.length ? said.join(' / ') : readableEvent(event);
}

/** A snapshot's state in the customer's words: `Addresses › Choosing pickup and drop addresses`. */
export function stateWords(snapshot: Pick<AnyMachineSnapshot, 'value'> & { machine?: AnyStateMachine }): string {
  return snapshot.machine ? stateValueWords(snapshot.machine.root, snapshot.value) : formatStateValue(snapshot.value);
}

/** The transitions step `i` of a path took: recorded while generating, else found by replaying that one step. */
export function takenAt(path: AnyPath, i: number): AnyTransitionDefinition[] {
  const step = path.steps[i]!;
  const machine = (step.state as { machine?: AnyStateMachine }).machine;
  if (!machine) return [];
  const recorded = recordsFor(machine).get(step);
  if (recorded) return recorded.taken;
  if (i === 0) return [];
  try {
    return stepMachine(machine, path.steps[i - 1]!.state, step.event).record.taken;
  } catch {
    return [];
  }
}

/**
 * A path in the customer's words, states and (events):
 * `Checking your company is verified → (Verified by the admin) → Reopening your saved request → …`.
 * States and transitions without a description read as their code names (see readableEvent).
 */
export function describePath(path: AnyPath): string {
  if (!path.steps.length) return stateWords(path.state);
  const parts: string[] = [];
  path.steps.forEach((step, i) => {
    if (i > 0 || step.event.type !== 'xstate.init') parts.push(`(${eventWords(step.event, takenAt(path, i))})`);
    parts.push(stateWords(step.state));
  });
  return parts.join(' → ');
}

/** The same path in code names: `checkingVerification → (xstate.done.actor.checkVerification) → restoring → …`. */
export function describePathCode(path: AnyPath): string {
  if (!path.steps.length) return formatStateValue(path.state.value);
  const parts: string[] = [];
  path.steps.forEach((step, i) => {
    if (i > 0 || step.event.type !== 'xstate.init') parts.push(`(${eventCode(step.event)})`);
    parts.push(formatStateValue(step.state.value));
  });
  return parts.join(' → ');
}
