import type { AnyStateMachine, InspectionEvent } from 'xstate';
import { maskEvent, maskSnapshot, type MaskedSnapshot } from './maskSecrets';
import { eventSentence } from './eventWords';
import { describedStateValue, stateValueLabel, takenDescriptions, transitionsOf } from './machineGraph';

// The live actors of this tab, fed by the app's inspection fan-out (src/views/inspection.ts):
// each with its machine definition, its current snapshot and its last events, all masked.
// Records are immutable: every change makes new objects, so React can compare references.

export interface EventRecord {
  readonly seq: number;
  readonly at: number;
  readonly type: string;
  /** The event without its `type`, secrets masked. */
  readonly payload: Readonly<Record<string, unknown>>;
  /** Id of the actor that sent it, when another actor did. */
  readonly sourceId?: string;
  /** The state value after the event was processed ('editing'), once known. */
  readonly to?: string;
  /** The same state in the customer's words ('Addresses › Choosing pickup and drop addresses'), when described. */
  readonly toWords?: string;
  /** What the event did, in the customer's words: the descriptions of the transitions it took ('Pay later'). */
  readonly description?: string;
  /** The event as a sentence: its description, else its type said in words ('Profile loaded'). */
  readonly sentence: string;
  /** Session id of the actor that sent it (for the sequence view). */
  readonly sourceSessionId?: string;
  /** The state value and (masked) context once it was processed: one moment of the timeline. */
  readonly value?: unknown;
  readonly context?: unknown;
  /** Top-level context keys this event changed. */
  readonly changed?: readonly string[];
  /** The transitions it took (one per microstep). */
  readonly transitions?: readonly TakenTransition[];
}

/** One arrow of the sequence view: an event from one actor (or from outside) to another. */
export interface SequenceEntry {
  readonly seq: number;
  readonly at: number;
  /** Session id and name of the sender; undefined when the page (a click, the router) sent it. */
  readonly fromSessionId?: string;
  readonly from?: string;
  /** Whether the sender runs a state machine (else a call such as `loadProfile` answering its parent). */
  readonly fromMachine?: boolean;
  readonly toSessionId: string;
  readonly toMachine: boolean;
  readonly to: string;
  readonly type: string;
  readonly sentence: string;
}

export interface TakenTransition {
  readonly sourceId: string;
  readonly eventType: string;
  readonly targetIds: readonly string[];
  /** Which of the source's transitions it was (several may share an event: guarded ones). */
  readonly index: number;
}

export interface ActorRecord {
  readonly sessionId: string;
  readonly id: string;
  readonly parentSessionId?: string;
  /** The machine it runs; null for promise, callback and other non-machine actors. */
  readonly machine: AnyStateMachine | null;
  readonly snapshot: MaskedSnapshot;
  /** Newest last, at most `maxEvents`. */
  readonly events: readonly EventRecord[];
  /** The transitions the last event took (one per microstep), for the diagram to highlight. */
  readonly lastTransitions: readonly TakenTransition[];
  readonly startedAt: number;
}

export interface ActorRegistry {
  /** Add to the inspection fan-out: `addInspectionListener(registry.listener)`. */
  readonly listener: (event: InspectionEvent) => void;
  /** The live actors in the order they started; the same array until something changes. */
  readonly getActors: () => readonly ActorRecord[];
  /** Events between actors, oldest first (kept after their actors stop), at most `maxLog`. */
  readonly getLog: () => readonly SequenceEntry[];
  /** Called (batched, after the current task's synchronous work) whenever actors change. */
  readonly subscribe: (onChange: () => void) => () => void;
}

export interface RegistryOptions {
  readonly maxEvents?: number;
  readonly maxLog?: number;
  readonly now?: () => number;
  /** How change notifications are deferred (tests pass a synchronous one). */
  readonly schedule?: (flush: () => void) => void;
}

// What inspection events hand us is typed ActorRefLike; at run time it is a full actor.
interface InspectedActor {
  readonly id: string;
  readonly sessionId: string;
  readonly logic: unknown;
  readonly _parent?: { readonly sessionId: string };
  getSnapshot(): unknown;
}

const isMachine = (logic: unknown): logic is AnyStateMachine =>
  typeof logic === 'object' && logic !== null && 'root' in logic && 'config' in logic && typeof (logic as { transition?: unknown }).transition === 'function';

const statusOf = (snapshot: unknown): string => {
  const status = (snapshot as { status?: unknown } | undefined)?.status;
  return typeof status === 'string' ? status : 'active';
};

const sourceIdOf = (ref: unknown): string | undefined => {
  const id = (ref as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
};

const sessionIdOf = (ref: unknown): string | undefined => {
  const id = (ref as { sessionId?: unknown } | undefined)?.sessionId;
  return typeof id === 'string' ? id : undefined;
};

/** Top-level keys whose values differ (compared as JSON: contexts are plain data, already masked). */
export function changedKeys(before: unknown, after: unknown): string[] {
  const a = before !== null && typeof before === 'object' ? (before as Record<string, unknown>) : {};
  const b = after !== null && typeof after === 'object' ? (after as Record<string, unknown>) : {};
  const same = (x: unknown, y: unknown) => {
    try {
      return JSON.stringify(x) === JSON.stringify(y);
    } catch {
      return x === y;
    }
  };
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => !same(a[key], b[key]));
}

// The event's data: everything but its type, leaving out absent fields (an init without input).
const withoutType = (event: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(event).filter(([key, value]) => key !== 'type' && value !== undefined));

export function createActorRegistry(options: RegistryOptions = {}): ActorRegistry {
  const maxEvents = options.maxEvents ?? 200;
  const maxLog = options.maxLog ?? 500;
  const now = options.now ?? Date.now;
  const schedule = options.schedule ?? queueMicrotask;

  const records = new Map<string, ActorRecord>();
  // The record of the event each actor is processing, keyed by the event object itself: the
  // '@xstate.snapshot' that follows carries the same object.
  const pending = new WeakMap<object, { sessionId: string; seq: number }>();
  const listeners = new Set<() => void>();
  // Names outlive their actors, so the sequence view can still say who sent an old event.
  const names = new Map<string, string>();
  const machineSessions = new Set<string>();
  let log: readonly SequenceEntry[] = [];
  let seq = 0;
  let cached: readonly ActorRecord[] | null = [];
  let flushQueued = false;

  const changed = () => {
    cached = null;
    if (flushQueued) return;
    flushQueued = true;
    schedule(() => {
      flushQueued = false;
      for (const listener of listeners) listener();
    });
  };

  const update = (sessionId: string, change: (record: ActorRecord) => ActorRecord) => {
    const record = records.get(sessionId);
    if (!record) return;
    records.set(sessionId, change(record));
    changed();
  };

  // Actors are listed from the moment they start. '@xstate.actor' fires when one is constructed,
  // which React may do and then throw away unstarted (strict-mode renders): those never run.
  const register = (actorRef: InspectedActor) => {
    const snapshot = actorRef.getSnapshot();
    if (statusOf(snapshot) !== 'active') return;
    const parent = actorRef._parent;
    names.set(actorRef.sessionId, isMachine(actorRef.logic) ? actorRef.logic.id : actorRef.id);
    if (isMachine(actorRef.logic)) machineSessions.add(actorRef.sessionId);
    records.set(actorRef.sessionId, {
      sessionId: actorRef.sessionId,
      id: actorRef.id,
      ...(parent ? { parentSessionId: parent.sessionId } : {}),
      machine: isMachine(actorRef.logic) ? actorRef.logic : null,
      snapshot: maskSnapshot(snapshot, actorRef.id),
      events: [],
      lastTransitions: [],
      startedAt: now(),
    });
    changed();
  };

  const listener = (inspection: InspectionEvent): void => {
    const actorRef = inspection.actorRef as unknown as InspectedActor;
    const sessionId = actorRef.sessionId;
    switch (inspection.type) {
      case '@xstate.event': {
        if (!records.has(sessionId)) {
          if (inspection.event.type !== 'xstate.init') return;
          register(actorRef);
          if (!records.has(sessionId)) return;
        }
        const event = maskEvent(inspection.event, actorRef.id);
        const type = String(event.type);
        const sourceSessionId = sessionIdOf(inspection.sourceRef);
        const record: EventRecord = {
          seq: ++seq,
          at: now(),
          type,
          payload: withoutType(event),
          sentence: eventSentence(type),
          ...(sourceIdOf(inspection.sourceRef) !== undefined ? { sourceId: sourceIdOf(inspection.sourceRef)! } : {}),
          ...(sourceSessionId !== undefined ? { sourceSessionId } : {}),
        };
        const from = sourceSessionId !== undefined ? (names.get(sourceSessionId) ?? sourceIdOf(inspection.sourceRef)) : undefined;
        const entry: SequenceEntry = {
          seq: record.seq,
          at: record.at,
          ...(sourceSessionId !== undefined ? { fromSessionId: sourceSessionId, from: from ?? sourceSessionId, fromMachine: machineSessions.has(sourceSessionId) } : {}),
          toSessionId: sessionId,
          toMachine: machineSessions.has(sessionId),
          to: names.get(sessionId) ?? actorRef.id,
          type,
          sentence: record.sentence,
        };
        log = [...log, entry].slice(-maxLog);
        if (typeof inspection.event === 'object' && inspection.event !== null) pending.set(inspection.event, { sessionId, seq: record.seq });
        update(sessionId, (r) => ({ ...r, events: [...r.events, record].slice(-maxEvents), lastTransitions: [] }));
        return;
      }
      case '@xstate.microstep': {
        // The event's own transitions (not the eventless ones after them) say what it did.
        const processed = pending.get(inspection.event);
        const said = takenDescriptions(inspection._transitions.filter((t) => t.eventType !== '')).join(' / ');
        if (processed && processed.sessionId === sessionId && said) {
          update(sessionId, (r) => ({ ...r, events: r.events.map((e) => (e.seq === processed.seq && e.description === undefined ? { ...e, description: said, sentence: said } : e)) }));
          log = log.map((l) => (l.seq === processed.seq && l.toSessionId === sessionId ? { ...l, sentence: said } : l));
        }
        const transitions = inspection._transitions.map((t) => ({
          sourceId: t.source.id,
          eventType: t.eventType,
          targetIds: (t.target ?? []).map((n) => n.id),
          index: transitionsOf(t.source).indexOf(t),
        }));
        if (transitions.length > 0) {
          update(sessionId, (r) => ({
            ...r,
            lastTransitions: [...r.lastTransitions, ...transitions],
            events: processed && processed.sessionId === sessionId ? r.events.map((e) => (e.seq === processed.seq ? { ...e, transitions: [...(e.transitions ?? []), ...transitions] } : e)) : r.events,
          }));
        }
        return;
      }
      case '@xstate.snapshot': {
        if (!records.has(sessionId)) return;
        if (statusOf(inspection.snapshot) !== 'active') {
          records.delete(sessionId);
          changed();
          return;
        }
        const snapshot = maskSnapshot(inspection.snapshot, actorRef.id);
        const processed = pending.get(inspection.event);
        const to = snapshot.value === undefined ? undefined : stateValueLabel(snapshot.value);
        update(sessionId, (r) => {
          const toWords = to !== undefined && r.machine ? describedStateValue(r.machine.root, snapshot.value) : undefined;
          return {
            ...r,
            snapshot,
            events:
              processed && processed.sessionId === sessionId && to !== undefined
                ? r.events.map((e) =>
                    e.seq === processed.seq
                      ? { ...e, to, ...(toWords !== undefined ? { toWords } : {}), value: snapshot.value, context: snapshot.context, changed: e.type === 'xstate.init' ? [] : changedKeys(r.snapshot.context, snapshot.context) }
                      : e,
                  )
                : r.events,
          };
        });
        return;
      }
      default:
        return;
    }
  };

  return {
    listener,
    getActors: () => (cached ??= [...records.values()]),
    getLog: () => log,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}
