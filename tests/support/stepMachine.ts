// One step of a machine with the pure `machine.transition`, recording which transition definitions
// it took and which state nodes it passed through (XState's `@xstate.microstep` inspection events):
// guarded alternatives on one event are told apart exactly. The records are kept per step object.
import {
  createEmptyActor,
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
} from 'xstate';
import { errorMessage, formatEvent, formatStateValue } from './formatEvent.ts';

export interface StepRecord {
  /** transitions taken during the macrostep, in order */
  taken: AnyTransitionDefinition[];
  /** ids of every state node active at any microstep (transient states included) */
  visited: Set<string>;
}

function recordingScope(): { scope: AnyActorScope; record: StepRecord } {
  const self = createEmptyActor();
  const record: StepRecord = { taken: [], visited: new Set() };
  self.system.inspect((ev) => {
    if (ev.type !== '@xstate.microstep') return;
    record.taken.push(...ev._transitions);
    for (const n of (ev.snapshot as AnyMachineSnapshot)._nodes ?? []) record.visited.add(n.id);
  });
  const scope = {
    self,
    id: '',
    sessionId: '',
    logger: () => {},
    defer: () => {},
    system: self.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
  return { scope, record };
}

export function finishRecord(record: StepRecord, snapshot: AnyMachineSnapshot): StepRecord {
  for (const n of snapshot._nodes) record.visited.add(n.id);
  for (const t of record.taken) {
    for (let n: AnyStateNode | undefined = t.source; n; n = n.parent) record.visited.add(n.id);
  }
  return record;
}

export function initialStep(machine: AnyStateMachine, input: unknown): { snapshot: AnyMachineSnapshot; record: StepRecord } {
  const { scope, record } = recordingScope();
  let snapshot: AnyMachineSnapshot;
  try {
    snapshot = machine.getInitialSnapshot(scope, input);
  } catch (err) {
    throw new Error(`pathCoverage: ${machine.id}: the initial snapshot threw: ${errorMessage(err)}`, { cause: err });
  }
  return { snapshot, record: finishRecord(record, snapshot) };
}

export function stepMachine(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject,
): { snapshot: AnyMachineSnapshot; record: StepRecord } {
  const { scope, record } = recordingScope();
  let next: AnyMachineSnapshot;
  try {
    next = machine.transition(snapshot, event, scope);
  } catch (err) {
    throw new Error(
      `pathCoverage: ${machine.id}: ${formatEvent(event)} in state ${formatStateValue(snapshot.value)} threw: ${errorMessage(err)}` +
        ` — if that event needs a payload, give a sample in options.events['${event.type}']`,
      { cause: err },
    );
  }
  return { snapshot: next, record: finishRecord(record, next) };
}

const stepRecords = new WeakMap<AnyStateMachine, WeakMap<object, StepRecord>>();

export function recordsFor(machine: AnyStateMachine): WeakMap<object, StepRecord> {
  let map = stepRecords.get(machine);
  if (!map) {
    map = new WeakMap();
    stepRecords.set(machine, map);
  }
  return map;
}
