// Which state assertions apply to a snapshot, and which reachable states have none.
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, SnapshotFrom } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import type { AnyPath } from './generatePaths.ts';
import { stateName } from './machineCatalogue.ts';

export type StateAssertions<M extends AnyStateMachine = AnyStateMachine> = Record<
  string,
  (snapshot: SnapshotFrom<M>) => void | Promise<void>
>;

function keyMatchesNode(key: string, node: AnyStateNode): boolean {
  return key.startsWith('#') ? key.slice(1) === node.id : key === stateName(node);
}

/**
 * Which reachable (at-rest) atomic/final states have no assertion keyed by their name
 * (`form.editing`, or `#stateId`), and which keys name no state of the machine.
 */
export function checkStateAssertions(
  machine: AnyStateMachine,
  paths: readonly AnyPath[],
  states: Readonly<Record<string, unknown>>,
): { missing: string[]; unknown: string[]; unreached: string[] } {
  const keys = Object.keys(states);
  const reachable = new Map<string, AnyStateNode>();
  const active = new Set<AnyStateNode>();
  for (const path of paths) {
    for (const step of path.steps) {
      for (const node of step.state._nodes) {
        active.add(node);
        if (node.type === 'atomic' || node.type === 'final') reachable.set(node.id, node);
      }
    }
  }
  const missing = [...reachable.values()]
    .filter((node) => !keys.some((k) => keyMatchesNode(k, node)))
    .map(stateName);
  const all = [machine.root, ...getStateNodes(machine.root)];
  const unknown = keys.filter((k) => !all.some((node) => keyMatchesNode(k, node)));
  // A key for a state no path reaches: the test expects a state the machine no longer gets to (a
  // machine that lost a state or a transition still covers 100% of what is left).
  const unreached = keys.filter((k) => !unknown.includes(k) && ![...active].some((node) => keyMatchesNode(k, node)));
  return { missing: [...new Set(missing)].sort(), unknown, unreached };
}

/** The assertion keys that apply to a snapshot (every active state node with a key), outermost first. */
export function matchingStateKeys(snapshot: AnyMachineSnapshot, states: Readonly<Record<string, unknown>>): string[] {
  const keys = Object.keys(states);
  const nodes = [...snapshot._nodes].sort((a, b) => a.path.length - b.path.length);
  const out: string[] = [];
  for (const node of nodes) for (const k of keys) if (keyMatchesNode(k, node) && !out.includes(k)) out.push(k);
  return out;
}
