// The 'shortest' strategy: breadth-first walks that keep a path whenever its last step takes a
// transition, or enters a state, that no shorter path did.
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { StatePath, Step } from 'xstate/graph';
import { safeStringify } from './formatEvent.ts';
import type { GenerateOptions } from './generatePaths.ts';
import { inputsOf, tagInput } from './inputOfPath.ts';
import { machineCatalogue, transitionKey, type Catalogue } from './machineCatalogue.ts';
import { canTake, sampleEvents } from './sampleEvents.ts';
import { initialStep, recordsFor, stepMachine, type StepRecord } from './stepMachine.ts';

export const DEFAULT_MAX_SNAPSHOTS = 5_000;

interface BfsNode {
  snapshot: AnyMachineSnapshot;
  parent: BfsNode | undefined;
  step: Step<AnyMachineSnapshot, AnyEventObject>;
  depth: number;
}

function stepsOf(node: BfsNode): Array<Step<AnyMachineSnapshot, AnyEventObject>> {
  const steps: Array<Step<AnyMachineSnapshot, AnyEventObject>> = [];
  for (let n: BfsNode | undefined = node; n; n = n.parent) steps.push(n.step);
  return steps.reverse();
}

function markCovered(
  cat: Catalogue,
  record: StepRecord,
  coveredT: Set<string>,
  coveredS: Set<string>,
): boolean {
  let fresh = false;
  for (const t of record.taken) {
    const key = transitionKey(t);
    if (cat.byKey.has(key) && !coveredT.has(key)) {
      coveredT.add(key);
      fresh = true;
    }
  }
  for (const id of record.visited) {
    if (cat.stateById.has(id) && !coveredS.has(id)) {
      coveredS.add(id);
      fresh = true;
    }
  }
  return fresh;
}

/**
 * Two breadth-first passes: first with snapshots judged equal by state value alone (cheap:
 * each state is expanded once, from the first context that reaches it), then, only if
 * something is still uncovered, by `serializeState` (value + context by default), which
 * finds transitions whose guards need a particular context.
 */
export function explorePaths(
  machine: AnyStateMachine,
  options: GenerateOptions<AnyStateMachine>,
  coveredT: Set<string>,
  coveredS: Set<string>,
): { paths: Array<StatePath<AnyMachineSnapshot, AnyEventObject>>; snapshots: number; truncated: boolean } {
  const cat = machineCatalogue(machine);
  const done = () => coveredT.size >= cat.transitions.length && coveredS.size >= cat.states.length;
  const out = { paths: [] as Array<StatePath<AnyMachineSnapshot, AnyEventObject>>, snapshots: 0, truncated: false };
  const add = (pass: ReturnType<typeof explorePass>, input: unknown) => {
    out.paths.push(...tagInput(pass.paths, input));
    out.snapshots += pass.snapshots;
    out.truncated ||= pass.truncated;
  };
  for (const input of inputsOf(options)) {
    const from = { ...options, input };
    // everyInput: this input's own coverage, merged into the machine's after.
    const t = options.everyInput ? new Set<string>() : coveredT;
    const s = options.everyInput ? new Set<string>() : coveredS;
    const mine = () => t.size >= cat.transitions.length && s.size >= cat.states.length;
    add(explorePass(machine, from, t, s, valueOnly), input);
    if (!mine()) add(explorePass(machine, from, t, s, options.serializeState ?? defaultSerialize), input);
    for (const k of t) coveredT.add(k);
    for (const k of s) coveredS.add(k);
    if (!options.everyInput && done()) break;
  }
  return out;
}

export function valueOnly(snapshot: AnyMachineSnapshot): string {
  return `${snapshot.status}:${safeStringify(snapshot.value)}`;
}

function explorePass(
  machine: AnyStateMachine,
  options: GenerateOptions<AnyStateMachine>,
  coveredT: Set<string>,
  coveredS: Set<string>,
  serialize: (snapshot: AnyMachineSnapshot) => string,
): { paths: Array<StatePath<AnyMachineSnapshot, AnyEventObject>>; snapshots: number; truncated: boolean } {
  const cat = machineCatalogue(machine);
  const records = recordsFor(machine);
  const maxLength = options.maxLength ?? Infinity;
  const maxSnapshots = options.maxSnapshots ?? DEFAULT_MAX_SNAPSHOTS;
  const done = () => coveredT.size >= cat.transitions.length && coveredS.size >= cat.states.length;

  const init = initialStep(machine, options.input);
  const initStep = { event: { type: 'xstate.init' }, state: init.snapshot };
  records.set(initStep, init.record);
  const root: BfsNode = { snapshot: init.snapshot, parent: undefined, step: initStep, depth: 0 };
  const paths: Array<StatePath<AnyMachineSnapshot, AnyEventObject>> = [];
  const toPath = (node: BfsNode) => {
    const steps = stepsOf(node);
    return { state: node.snapshot, steps, weight: steps.length - 1 };
  };
  if (markCovered(cat, init.record, coveredT, coveredS)) paths.push(toPath(root));

  const seen = new Set<string>([serialize(init.snapshot)]);
  const queue: BfsNode[] = [root];
  let truncated = false;
  for (let head = 0; head < queue.length && !done(); head++) {
    const node = queue[head]!;
    if (node.snapshot.status !== 'active' || node.depth >= maxLength) continue;
    for (const event of sampleEvents(node.snapshot, options.events)) {
      if (!canTake(node.snapshot, event, options.filterEvents)) continue;
      const { snapshot, record } = stepMachine(machine, node.snapshot, event);
      const step = { event, state: snapshot };
      records.set(step, record);
      const child: BfsNode = { snapshot, parent: node, step, depth: node.depth + 1 };
      if (markCovered(cat, record, coveredT, coveredS)) paths.push(toPath(child));
      const key = serialize(snapshot);
      if (!seen.has(key)) {
        if (seen.size >= maxSnapshots) {
          truncated = true;
          continue;
        }
        seen.add(key);
        queue.push(child);
      }
      if (done()) break;
    }
  }
  return { paths, snapshots: seen.size, truncated };
}

function defaultSerialize(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context && Object.keys(snapshot.context).length ? snapshot.context : undefined;
  return safeStringify({ value: snapshot.value, context });
}
