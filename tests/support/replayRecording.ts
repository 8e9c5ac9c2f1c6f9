import { createActor, fromPromise, type AnyStateMachine } from 'xstate';
import { parseRecording, type RecordedActor, type Recording } from '../../src/views/devtools/recording.ts';

// A recording exported from the statecharts workspace (docs/statecharts.md, "Recordings") turned
// into a regression path: a fresh actor of the same machine, with the same input, receives the
// recorded events in order and must reach the recorded state value after each one. The oracle is
// the recording (what the app did when a person used it), not the machine under test.
//
// Invoked actors are replaced by calls that never answer: their answers are in the recording
// (`xstate.done.actor.*` events with their output) and are replayed like any other event. Timers
// never fire: a delayed transition that happened is in the recording as its `xstate.after.*` event.

export interface ReplayStep {
  readonly index: number;
  readonly type: string;
  readonly sentence: string;
  readonly expected: unknown;
  readonly actual: unknown;
  readonly ok: boolean;
}

export function readRecording(text: string): Recording {
  const parsed = parseRecording(text);
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.recording;
}

/** The recorded actors of one machine (a recording holds every machine of the tab). */
export const recordedActorsOf = (recording: Recording, machineId: string): RecordedActor[] => recording.actors.filter((a) => a.machine === machineId);

const never = fromPromise(() => new Promise<never>(() => {}));
const stoppedClock = { setTimeout: () => 0, clearTimeout: () => {} };

/** Replays one recorded actor against `machine`; every step says whether the state value matched. */
export function replayActor(machine: AnyStateMachine, recorded: RecordedActor): ReplayStep[] {
  const [first, ...rest] = recorded.events;
  if (!first || first.type !== 'xstate.init') throw new Error(`The recording of ${recorded.machine} does not start at its start (its oldest events were dropped).`);
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, never]));
  const input = (first.payload as { input?: unknown }).input;
  const actor = createActor(machine.provide({ actors } as never), { ...(input !== undefined ? { input } : {}), clock: stoppedClock as never });
  const steps: ReplayStep[] = [];
  const check = (index: number, type: string, sentence: string, expected: unknown) => {
    const actual = actor.getSnapshot().value as unknown;
    steps.push({ index, type, sentence, expected, actual, ok: JSON.stringify(actual) === JSON.stringify(expected) });
  };
  actor.start();
  check(0, first.type, first.sentence, first.value);
  rest.forEach((event, i) => {
    actor.send({ ...event.payload, type: event.type } as never);
    check(i + 1, event.type, event.sentence, event.value);
  });
  actor.stop();
  return steps;
}

/** Says which steps went elsewhere, in the recording's words: empty when the machine behaves as recorded. */
export function replayDifferences(steps: readonly ReplayStep[]): string[] {
  return steps
    .filter((s) => !s.ok)
    .map((s) => `step ${s.index} "${s.sentence}" (${s.type}): recorded ${JSON.stringify(s.expected)}, now ${JSON.stringify(s.actual)}`);
}
