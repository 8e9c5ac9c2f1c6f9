// Replaying a generated path against the machine, checking every step: the state and context the
// path recorded, the state assertions, the step oracle (and its lookahead) and the call oracle.
import {
  createActor,
  initialTransition,
  transition as pureTransition,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InputFrom,
} from 'xstate';
import { matchingStateKeys, type StateAssertions } from './checkStateAssertions.ts';
import { describePath } from './describePath.ts';
import { errorMessage, formatEvent, formatStateValue, safeStringify, sameJson } from './formatEvent.ts';
import type { AnyPath } from './generatePaths.ts';
import { inputOfPath } from './inputOfPath.ts';
import { withInertActors } from './withInertActors.ts';

/** The actions a step ran, in order (XState's pure transition of the same step): what the step did besides moving. */
export type StepActions = ReadonlyArray<{ readonly type: string; readonly params?: unknown }>;

export interface ReplayOptions<M extends AnyStateMachine> {
  states?: StateAssertions<M>;
  /** 'actor' (default): a real actor with every actor replaced by a never-settling promise. 'pure': pure transitions. */
  run?: 'pure' | 'actor';
  /** Implementations merged over the machine's (and over the never-settling actor fakes). */
  provide?: Parameters<M['provide']>[0];
  input?: InputFrom<M>;
  /** Compare the context (as JSON) at each step too. Default true. */
  checkContext?: boolean;
  /**
   * A step oracle: given where the customer was (`from`) and what happened (`event`), what must
   * follow (`to`). Written from the spec, never from the machine: the path itself was generated from
   * the machine, so only an oracle like this notices a transition that goes to the wrong place.
   */
  steps?: (step: { from: AnyMachineSnapshot; event: AnyEventObject; to: AnyMachineSnapshot; actions: StepActions }) => void | Promise<void>;
  /**
   * Events to try from every snapshot of the path, besides the path's own next event: each is
   * computed with the pure `transition()` and checked by `steps`. Catches a transition removed or
   * sent elsewhere, which the generated path (made from the same machine) would not even take.
   */
  lookahead?: (snapshot: AnyMachineSnapshot) => readonly AnyEventObject[];
  /**
   * A call oracle: for each actor a step starts (by name), what the machine's own implementation of
   * it does with the input the path gave it (tests/spec/specCalls.ts: the spec §7 call it makes).
   * The paths run inert fakes; this is where the real actors are looked at.
   */
  calls?: (call: { machine: AnyStateMachine; src: string; input: unknown }) => void | Promise<void>;
}

type ChildRef = { src?: unknown; getSnapshot: () => { input?: unknown } };

/** The actors `to` has that `from` had not (the same id restarted counts as new). */
function startedChildren(from: AnyMachineSnapshot | null, to: AnyMachineSnapshot): ChildRef[] {
  const before = new Set(Object.values((from?.children ?? {}) as Record<string, unknown>));
  return Object.values(to.children as Record<string, ChildRef | undefined>).filter((c): c is ChildRef => c !== undefined && !before.has(c));
}

const neverClock = { setTimeout: () => 0, clearTimeout: () => {} };

function describeSnapshot(s: AnyMachineSnapshot): string {
  return `${formatStateValue(s.value)} (status ${s.status})`;
}

/**
 * Replays one path against the machine and checks, at every step, the state value, status,
 * (optionally) context, and runs the assertions of every state key that applies.
 */
export async function replayPath<M extends AnyStateMachine>(
  machine: M,
  path: AnyPath,
  options: ReplayOptions<M> = {},
): Promise<void> {
  const states = (options.states ?? {}) as Record<string, (s: AnyMachineSnapshot) => void | Promise<void>>;
  const checkContext = options.checkContext ?? true;
  const title = describePath(path);

  let previous: AnyMachineSnapshot | null = null;
  // The machine the path runs on (set below for each mode), for the lookahead's pure transitions.
  let lookaheadMachine: AnyStateMachine = machine as AnyStateMachine;
  const check = async (actual: AnyMachineSnapshot, i: number) => {
    const step = path.steps[i]!;
    const expected = step.state;
    const where = `step ${i} (${formatEvent(step.event)}) of path: ${title}`;
    if (!sameJson(actual.value, expected.value) || actual.status !== expected.status) {
      const err = actual.status === 'error' ? `; actor error: ${errorMessage(actual.error)}` : '';
      throw new Error(`at ${where}\n  expected state ${describeSnapshot(expected)}\n  actual   state ${describeSnapshot(actual)}${err}`);
    }
    if (checkContext && !sameJson(actual.context, expected.context)) {
      throw new Error(
        `at ${where}\n  expected context ${safeStringify(expected.context)}\n  actual   context ${safeStringify(actual.context)}`,
      );
    }
    if (options.steps && previous) {
      try {
        const [, actions] = pureTransition(lookaheadMachine, previous, step.event);
        await options.steps({ from: previous, event: step.event, to: actual, actions: actions as unknown as StepActions });
      } catch (e) {
        if (e instanceof Error) {
          e.message = `step oracle failed at ${where} (from ${formatStateValue(previous.value)}):\n${e.message}`;
          throw e;
        }
        throw new Error(`step oracle failed at ${where}: ${String(e)}`, { cause: e });
      }
    }
    if (options.calls) {
      for (const child of startedChildren(previous, actual)) {
        if (typeof child.src !== 'string' || child.src.startsWith('xstate.')) continue;
        try {
          await options.calls({ machine: machine as AnyStateMachine, src: child.src, input: child.getSnapshot().input });
        } catch (e) {
          if (e instanceof Error) {
            e.message = `call oracle failed for "${child.src}" at ${where}:\n${e.message}`;
            throw e;
          }
          throw new Error(`call oracle failed for "${child.src}" at ${where}: ${String(e)}`, { cause: e });
        }
      }
    }
    previous = actual;
    if (options.steps && options.lookahead && actual.status === 'active') {
      for (const event of options.lookahead(actual)) {
        const [next, actions] = pureTransition(lookaheadMachine, actual, event);
        try {
          await options.steps({ from: actual, event, to: next, actions: actions as unknown as StepActions });
        } catch (e) {
          if (e instanceof Error) {
            e.message = `step oracle failed looking ahead from ${formatStateValue(actual.value)} with ${formatEvent(event)} at ${where}:\n${e.message}`;
            throw e;
          }
          throw new Error(`step oracle failed looking ahead at ${where}: ${String(e)}`, { cause: e });
        }
      }
    }
    for (const key of matchingStateKeys(actual, states)) {
      try {
        await states[key]!(actual);
      } catch (e) {
        if (e instanceof Error) {
          e.message = `state "${key}" assertion failed at ${where}:\n${e.message}`;
          throw e;
        }
        throw new Error(`state "${key}" assertion failed at ${where}: ${String(e)}`, { cause: e });
      }
    }
  };

  if ((options.run ?? 'actor') === 'pure') {
    const m = options.provide ? (machine.provide(options.provide) as AnyStateMachine) : (machine as AnyStateMachine);
    lookaheadMachine = m;
    let [snapshot] = initialTransition(m, inputOfPath(path, options.input));
    await check(snapshot, 0);
    for (let i = 1; i < path.steps.length; i++) {
      [snapshot] = pureTransition(m, snapshot, path.steps[i]!.event);
      await check(snapshot, i);
    }
    return;
  }

  const inert = withInertActors(machine as AnyStateMachine);
  // user implementations win over the inert fakes (provide() merges per kind)
  const m = options.provide ? (inert.provide(options.provide as never) as AnyStateMachine) : inert;
  lookaheadMachine = m;
  const actor = createActor(m, { input: inputOfPath(path, options.input) as InputFrom<M>, clock: neverClock });
  const sub = actor.subscribe({ error: () => {} });
  try {
    actor.start();
    await check(actor.getSnapshot(), 0);
    for (let i = 1; i < path.steps.length; i++) {
      actor.send(path.steps[i]!.event);
      await check(actor.getSnapshot(), i);
    }
  } finally {
    sub.unsubscribe();
    actor.stop();
  }
}
