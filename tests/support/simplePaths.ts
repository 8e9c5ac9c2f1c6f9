// The 'simple' strategy: every path that visits no state twice, depth-first, within a budget.
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { StatePath, Step } from 'xstate/graph';
import { DEFAULT_MAX_SNAPSHOTS, valueOnly } from './explorePaths.ts';
import type { GenerateOptions } from './generatePaths.ts';
import { canTake, sampleEvents } from './sampleEvents.ts';
import { initialStep, recordsFor, stepMachine } from './stepMachine.ts';

export const DEFAULT_MAX_SIMPLE_PATHS = 200;

/**
 * Every simple path (no state twice, as judged by serializeState, default the state value)
 * from the initial state to a state it cannot leave without repeating one, depth-first.
 * Stops at maxSimplePaths paths (or a step budget): simple paths grow exponentially with
 * parallel regions, and the shortest-path top-up covers whatever the cut leaves out.
 */
export function simplePaths(
  machine: AnyStateMachine,
  options: GenerateOptions<AnyStateMachine>,
): { paths: Array<StatePath<AnyMachineSnapshot, AnyEventObject>>; capped: boolean } {
  const serialize = options.serializeState ?? valueOnly;
  const maxLength = options.maxLength ?? Infinity;
  const maxPaths = options.maxSimplePaths ?? DEFAULT_MAX_SIMPLE_PATHS;
  const maxSnapshots = options.maxSnapshots ?? DEFAULT_MAX_SNAPSHOTS;
  const budget = maxPaths * 50 + maxSnapshots;
  const records = recordsFor(machine);
  const init = initialStep(machine, options.input);
  const initStep = { event: { type: 'xstate.init' }, state: init.snapshot };
  records.set(initStep, init.record);
  interface Frame {
    step: Step<AnyMachineSnapshot, AnyEventObject>;
    key: string;
    events: AnyEventObject[] | null;
    next: number;
    extended: boolean;
  }
  const frames: Frame[] = [{ step: initStep, key: serialize(init.snapshot), events: null, next: 0, extended: false }];
  const onPath = new Set<string>([frames[0]!.key]);
  const paths: Array<StatePath<AnyMachineSnapshot, AnyEventObject>> = [];
  let computed = 0;
  let capped = false;
  while (frames.length) {
    const top = frames[frames.length - 1]!;
    const snapshot = top.step.state;
    top.events ??=
      snapshot.status === 'active' && frames.length - 1 < maxLength
        ? sampleEvents(snapshot, options.events).filter((e) => canTake(snapshot, e, options.filterEvents))
        : [];
    if (top.next < top.events.length) {
      const event = top.events[top.next++]!;
      if (++computed > budget) {
        capped = true;
        break;
      }
      const next = stepMachine(machine, snapshot, event);
      const key = serialize(next.snapshot);
      if (onPath.has(key)) continue;
      if (frames.length > maxSnapshots) {
        throw new Error(
          `pathCoverage: ${machine.id}: the simple strategy explored more than ${maxSnapshots} snapshots on one path; ` +
            "use strategy 'shortest', set maxLength, or pass serializeState that ignores context growing without bound",
        );
      }
      const step = { event, state: next.snapshot };
      records.set(step, next.record);
      top.extended = true;
      frames.push({ step, key, events: null, next: 0, extended: false });
      onPath.add(key);
      continue;
    }
    if (!top.extended && frames.length > 1) {
      const steps = frames.map((f) => f.step);
      paths.push({ state: snapshot, steps, weight: steps.length - 1 });
      if (paths.length >= maxPaths) {
        capped = true;
        break;
      }
    }
    frames.pop();
    onPath.delete(top.key);
  }
  return { paths, capped };
}
