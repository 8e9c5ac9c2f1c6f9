// Random walks after the strategy's paths: seeded, so the same seed walks the same way.
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { StatePath, Step } from 'xstate/graph';
import { coverageData } from './computeCoverage.ts';
import type { GenerateOptions } from './generatePaths.ts';
import { dedupePaths } from './inputOfPath.ts';
import { machineCatalogue } from './machineCatalogue.ts';
import { canTake, sampleEvents } from './sampleEvents.ts';
import { initialStep, recordsFor, stepMachine } from './stepMachine.ts';

/**
 * Stop conditions of random walks, as GraphWalker's: walk on until the walks alone have taken
 * `transitions` percent of the machine's transitions, or `timeMs` has passed, whichever comes
 * first (`count` is then the most walks tried).
 */
export interface WalkStop {
  transitions?: number;
  timeMs?: number;
}

/** How the random walks ended: how many were walked, how many were new, what stopped them. */
export interface WalkSummary {
  walked: number;
  /** walks kept: the others repeated a walk before them (or a part of it) */
  unique: number;
  stoppedBy: 'count' | 'transitions' | 'time';
  /** the walks' own transition coverage, percent */
  transitionsPct: number;
  until: WalkStop | null;
}

/** A deterministic PRNG in [0, 1) (mulberry32): the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

export function randomWalks(
  machine: AnyStateMachine,
  options: GenerateOptions<AnyStateMachine>,
  count: number,
  seed: number,
  maxLength: number,
  until: WalkStop | null = null,
): { walks: Array<StatePath<AnyMachineSnapshot, AnyEventObject>>; summary: WalkSummary } {
  const records = recordsFor(machine);
  // the machine id is mixed in so that machines run with one seed do not walk in lockstep
  const random = seededRandom(seed ^ hashString(machine.id));
  const out: Array<StatePath<AnyMachineSnapshot, AnyEventObject>> = [];
  const started = performance.now();
  const total = machineCatalogue(machine).transitions.length;
  const taken = new Set<string>();
  const pct = () => (total ? (100 * taken.size) / total : 100);
  let stoppedBy: WalkSummary['stoppedBy'] = 'count';
  for (let w = 0; w < count; w++) {
    if (until?.transitions !== undefined && pct() >= until.transitions) {
      stoppedBy = 'transitions';
      break;
    }
    if (until?.timeMs !== undefined && performance.now() - started >= until.timeMs) {
      stoppedBy = 'time';
      break;
    }
    const init = initialStep(machine, options.input);
    const first = { event: { type: 'xstate.init' }, state: init.snapshot };
    records.set(first, init.record);
    const steps: Array<Step<AnyMachineSnapshot, AnyEventObject>> = [first];
    let snapshot = init.snapshot;
    while (steps.length - 1 < maxLength && snapshot.status === 'active') {
      const candidates = sampleEvents(snapshot, options.events).filter((e) => canTake(snapshot, e, options.filterEvents));
      if (!candidates.length) break;
      const event = candidates[Math.floor(random() * candidates.length)]!;
      const next = stepMachine(machine, snapshot, event);
      const step = { event, state: next.snapshot };
      records.set(step, next.record);
      steps.push(step);
      snapshot = next.snapshot;
    }
    const walk = { state: snapshot, steps, weight: steps.length - 1 };
    out.push(walk);
    if (until) for (const k of coverageData(machine, [walk], options.input).coveredT) taken.add(k);
  }
  if (stoppedBy === 'count' && until?.transitions !== undefined && pct() >= until.transitions) stoppedBy = 'transitions';
  // Two walks alike (or one a part of another) test the same thing: keep one.
  const unique = dedupePaths(out);
  if (!until) for (const k of coverageData(machine, unique, options.input).coveredT) taken.add(k);
  return { walks: unique, summary: { walked: out.length, unique: unique.length, stoppedBy, transitionsPct: Math.round(pct() * 10) / 10, until } };
}
