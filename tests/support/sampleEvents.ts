// Which events to try from a snapshot: the ones its active states take, each as its samples say
// (or `{ type }` alone), and only those `snapshot.can()` take, so every step is a transition.
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import { errorMessage, formatEvent, formatStateValue, safeStringify } from './formatEvent.ts';
import type { GenerateOptions } from './generatePaths.ts';

type MachineEvent<M extends AnyStateMachine> = EventFromLogic<M>;

/**
 * Event samples per event type. Event types the machine accepts but that have no entry
 * here are sent as `{ type }` alone; an empty array means "never send this event".
 * Actor completions / delayed events use their XState names:
 * `'xstate.done.actor.<invokeId>': [{ type, output }]`, `'xstate.error.actor.<invokeId>': [{ type, error }]`.
 */
export type EventSamples<M extends AnyStateMachine> = {
  [K in MachineEvent<M>['type']]?: ReadonlyArray<Extract<MachineEvent<M>, { type: K }>>;
} & {
  [K in `xstate.${string}`]?: ReadonlyArray<AnyEventObject>;
};

export type EventSampler<M extends AnyStateMachine> =
  | EventSamples<M>
  | ((snapshot: SnapshotFrom<M>) => EventSamples<M>);

function ownEventDescriptors(snapshot: AnyMachineSnapshot): string[] {
  const out = new Set<string>();
  for (const node of snapshot._nodes) for (const d of node.ownEvents) out.add(d);
  return [...out];
}

const eventKeys = new WeakMap<object, string>();

export function sampleEvents(snapshot: AnyMachineSnapshot, sampler: unknown): AnyEventObject[] {
  const samples = (typeof sampler === 'function' ? (sampler as (s: unknown) => unknown)(snapshot) : sampler ?? {}) as Record<
    string,
    readonly AnyEventObject[] | undefined
  >;
  const out: AnyEventObject[] = [];
  const seen = new Set<string>();
  const push = (e: AnyEventObject) => {
    let k = eventKeys.get(e);
    if (k === undefined) {
      k = safeStringify(e);
      eventKeys.set(e, k);
    }
    if (!seen.has(k)) {
      seen.add(k);
      out.push(e);
    }
  };
  for (const descriptor of ownEventDescriptors(snapshot)) {
    // raised internally when a compound state reaches a final child; never sent from outside
    if (descriptor.startsWith('xstate.done.state.') || descriptor === 'xstate.init') continue;
    if (descriptor === '*' || descriptor.endsWith('.*')) {
      const prefix = descriptor === '*' ? '' : descriptor.slice(0, -1);
      for (const [type, list] of Object.entries(samples)) {
        if (type.startsWith(prefix)) for (const e of list ?? []) push(e);
      }
      continue;
    }
    const list = samples[descriptor];
    if (list === undefined) push({ type: descriptor });
    else for (const e of list) push(e);
  }
  return out;
}

export function canTake(
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject,
  filter: GenerateOptions<AnyStateMachine>['filterEvents'],
): boolean {
  let ok: boolean;
  try {
    ok = snapshot.can(event);
  } catch (err) {
    throw new Error(
      `pathCoverage: checking ${formatEvent(event)} in state ${formatStateValue(snapshot.value)} threw: ${errorMessage(err)}` +
        ` — give a sample in options.events['${event.type}']`,
      { cause: err },
    );
  }
  return ok && (!filter || filter(snapshot, event));
}
