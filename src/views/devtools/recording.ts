import type { AnyStateMachine } from 'xstate';
import type { ActorRecord, EventRecord, SequenceEntry, TakenTransition } from './actorRegistry';
import type { MaskedSnapshot } from './maskSecrets';

// A recording: what the workspace saw in one tab, as a JSON file a product owner can send and
// open in /__statecharts elsewhere, and a tester can replay against the machines
// (tests/support/replayRecording.ts). Everything in it was masked when it was recorded.
// The format is documented in docs/statecharts.md ("Recordings").

export const RECORDING_FORMAT = 'cargo-connects/statecharts-recording';
export const RECORDING_VERSION = 1;

export interface RecordedEvent {
  readonly seq: number;
  readonly at: number;
  /** The event type, as the machine received it. */
  readonly type: string;
  /** The event without its type (masked). */
  readonly payload: Readonly<Record<string, unknown>>;
  readonly sentence: string;
  readonly sourceId?: string;
  /** The state value and data once the machine had processed it. */
  readonly value: unknown;
  readonly context: unknown;
  readonly changed: readonly string[];
  readonly transitions: readonly TakenTransition[];
}

export interface RecordedActor {
  readonly sessionId: string;
  /** The actor's id (an invoke id for invoked machines). */
  readonly id: string;
  /** The machine's id: which machine of src/machines to draw and replay it with. */
  readonly machine: string;
  readonly parentSessionId?: string;
  /** Oldest first; the first is `xstate.init` (with the actor's input) unless older ones were dropped. */
  readonly events: readonly RecordedEvent[];
}

export interface Recording {
  readonly format: typeof RECORDING_FORMAT;
  readonly version: typeof RECORDING_VERSION;
  readonly recordedAt: string;
  /** The page it was recorded on. */
  readonly page: string;
  readonly actors: readonly RecordedActor[];
  readonly sequence: readonly SequenceEntry[];
}

const recordedEvent = (e: EventRecord): RecordedEvent | null =>
  e.value === undefined
    ? null
    : {
        seq: e.seq,
        at: e.at,
        type: e.type,
        payload: e.payload,
        sentence: e.sentence,
        ...(e.sourceId !== undefined ? { sourceId: e.sourceId } : {}),
        value: e.value,
        context: e.context,
        changed: e.changed ?? [],
        transitions: e.transitions ?? [],
      };

/** The machines of the tab with their recorded moments, and the events between them. */
export function makeRecording(actors: readonly ActorRecord[], sequence: readonly SequenceEntry[], page: string, now: Date = new Date()): Recording {
  return {
    format: RECORDING_FORMAT,
    version: RECORDING_VERSION,
    recordedAt: now.toISOString(),
    page,
    actors: actors.flatMap((a) =>
      a.machine === null
        ? []
        : [
            {
              sessionId: a.sessionId,
              id: a.id,
              machine: a.machine.id,
              ...(a.parentSessionId !== undefined ? { parentSessionId: a.parentSessionId } : {}),
              events: a.events.map(recordedEvent).filter((e): e is RecordedEvent => e !== null),
            },
          ],
    ),
    sequence,
  };
}

/** A file name such as `statecharts-additional-details-2026-05-01T10-02-03.json`. */
export const recordingFileName = (r: Recording): string =>
  `statecharts-${r.page.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '') || 'home'}-${r.recordedAt.slice(0, 19).replace(/:/g, '-')}.json`;

export type ParsedRecording = { readonly ok: true; readonly recording: Recording } | { readonly ok: false; readonly error: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Reads a recording file, saying in words what is wrong with one that is not. */
export function parseRecording(text: string): ParsedRecording {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: 'This file is not a recording: it is not JSON.' };
  }
  if (!isObject(data) || data.format !== RECORDING_FORMAT) return { ok: false, error: 'This file is not a statecharts recording (it has no "format": "cargo-connects/statecharts-recording").' };
  if (data.version !== RECORDING_VERSION) return { ok: false, error: `This recording has version ${String(data.version)}; this app reads version ${RECORDING_VERSION}.` };
  if (!isString(data.recordedAt) || !isString(data.page)) return { ok: false, error: 'This recording is incomplete: it lacks when or where it was recorded.' };
  if (!Array.isArray(data.actors) || !Array.isArray(data.sequence)) return { ok: false, error: 'This recording is incomplete: it lacks its machines or its sequence.' };
  for (const [i, actor] of data.actors.entries()) {
    const where = `machine ${i + 1}`;
    if (!isObject(actor) || !isString(actor.sessionId) || !isString(actor.id) || !isString(actor.machine) || !Array.isArray(actor.events)) return { ok: false, error: `This recording is damaged: ${where} lacks its id, machine or events.` };
    for (const [j, e] of actor.events.entries()) {
      if (!isObject(e) || !isNumber(e.seq) || !isNumber(e.at) || !isString(e.type) || !isString(e.sentence) || !isObject(e.payload) || !('value' in e) || !Array.isArray(e.changed) || !Array.isArray(e.transitions)) {
        return { ok: false, error: `This recording is damaged: event ${j + 1} of ${actor.machine} is incomplete.` };
      }
    }
  }
  for (const e of data.sequence) {
    if (!isObject(e) || !isNumber(e.seq) || !isString(e.toSessionId) || !isString(e.to) || !isString(e.type) || !isString(e.sentence)) return { ok: false, error: 'This recording is damaged: its sequence has an incomplete event.' };
  }
  return { ok: true, recording: data as unknown as Recording };
}

/** A recorded machine as the viewer shows a live one, at its last moment. */
export function recordedActorRecord(actor: RecordedActor, machine: AnyStateMachine): ActorRecord & { machine: AnyStateMachine } {
  const last = actor.events.at(-1);
  const events: EventRecord[] = actor.events.map((e) => ({ ...e, to: undefined, description: undefined }) as unknown as EventRecord);
  return {
    sessionId: actor.sessionId,
    id: actor.id,
    ...(actor.parentSessionId !== undefined ? { parentSessionId: actor.parentSessionId } : {}),
    machine,
    snapshot: { status: 'active', value: last?.value, context: last?.context } as unknown as MaskedSnapshot,
    events,
    lastTransitions: last?.transitions ?? [],
    startedAt: actor.events[0]?.at ?? 0,
  };
}
