// Coverage of paths over a machine: the states, transitions, transition pairs and spec rules they
// visit, the check that fails naming what is left, and the table the run prints.
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { formatEvent, formatStateValue, sameJson } from './formatEvent.ts';
import type { AnyPath } from './generatePaths.ts';
import { inputOfPath } from './inputOfPath.ts';
import { machineCatalogue, specIds, transitionKey } from './machineCatalogue.ts';
import type { WalkSummary } from './randomWalks.ts';
import { finishRecord, initialStep, recordsFor, stepMachine, type StepRecord } from './stepMachine.ts';

export interface CoverageReport {
  machineId: string;
  paths: number;
  states: { covered: number; total: number; unvisited: string[] };
  transitions: { covered: number; total: number; unvisited: string[] };
  /** Consecutive transition pairs (t1 then t2, t2 leaving a state t1 may leave active). Informational. */
  transitionPairs: { covered: number; total: number };
  specRules: {
    /** meta.spec ids on visited state nodes and taken transitions. */
    exercised: string[];
    /** every meta.spec id the machine declares. */
    declared: string[];
    /** declared but not exercised. */
    unexercised: string[];
  };
  /** Present when the paths came from generatePaths. */
  exploration?: Exploration;
}

export interface Exploration {
  snapshots: number;
  truncated: boolean;
  maxLength: number | null;
  maxSnapshots: number;
  /** with strategy 'simple': how many simple paths were enumerated, and whether maxSimplePaths cut them */
  simplePaths?: { count: number; capped: boolean; max: number };
  /** with random walks: how many, how many unique, what stopped them */
  walks?: WalkSummary;
}

/** Every report computed in this module instance (one per test file in vitest). */
export const coverageReports: CoverageReport[] = [];

export interface GenerationInfo extends Exploration {
  input: unknown;
}

/** What generatePaths saw while exploring, keyed by the array it returned: the report shows it. */
export const generationInfo = new WeakMap<object, GenerationInfo>();

export function coverageData(
  machine: AnyStateMachine,
  paths: readonly AnyPath[],
  input: unknown,
): { coveredT: Set<string>; coveredS: Set<string>; sequences: string[][]; spec: Set<string> } {
  const cat = machineCatalogue(machine);
  const records = recordsFor(machine);
  const coveredT = new Set<string>();
  const coveredS = new Set<string>();
  const spec = new Set<string>();
  const sequences: string[][] = [];
  const initRecords = new Map<unknown, StepRecord>();
  const use = (record: StepRecord, seq: string[]) => {
    for (const t of record.taken) {
      const entry = cat.byKey.get(transitionKey(t));
      if (!entry) continue;
      coveredT.add(entry.key);
      seq.push(entry.key);
      for (const s of entry.spec) spec.add(s);
    }
    for (const id of record.visited) {
      const st = cat.stateById.get(id);
      if (st) {
        coveredS.add(id);
        for (const s of st.spec) spec.add(s);
      }
    }
  };
  for (const path of paths) {
    const seq: string[] = [];
    path.steps.forEach((step, i) => {
      let record = records.get(step);
      if (!record) {
        if (i === 0 && step.event.type === 'xstate.init') {
          const own = inputOfPath(path, input);
          record = initRecords.get(own) ?? initialStep(machine, own).record;
          initRecords.set(own, record);
        } else if (i === 0) {
          record = finishRecord({ taken: [], visited: new Set() }, step.state);
        } else {
          const replay = stepMachine(machine, path.steps[i - 1]!.state, step.event);
          if (!sameJson(replay.snapshot.value, step.state.value)) {
            throw new Error(
              `pathCoverage: ${machine.id}: path does not replay at step ${i} (${formatEvent(step.event)}): ` +
                `expected ${formatStateValue(step.state.value)}, machine goes to ${formatStateValue(replay.snapshot.value)}`,
            );
          }
          record = replay.record;
        }
        records.set(step, record);
      }
      use(record, seq);
    });
    sequences.push(seq);
  }
  if (machine.root.meta) for (const s of specIds(machine.root.meta)) spec.add(s);
  return { coveredT, coveredS, sequences, spec };
}

/** State node ids that may be active right after `t` (static approximation). */
function mayBeActiveAfter(t: AnyTransitionDefinition): Set<string> {
  const out = new Set<string>();
  const addDescendants = (n: AnyStateNode) => {
    out.add(n.id);
    for (const c of Object.values(n.states) as AnyStateNode[]) addDescendants(c);
  };
  const addEntered = (n: AnyStateNode) => {
    out.add(n.id);
    if (n.type === 'history') {
      if (n.parent) addDescendants(n.parent);
      return;
    }
    if (n.type === 'parallel') for (const c of Object.values(n.states) as AnyStateNode[]) addEntered(c);
    if (n.type === 'compound') {
      for (const target of n.initial?.target ?? []) addEntered(target);
    }
  };
  const addAncestors = (n: AnyStateNode) => {
    for (let a: AnyStateNode | undefined = n; a; a = a.parent) {
      out.add(a.id);
      // sibling regions of a parallel ancestor stay active in any of their states
      if (a.parent?.type === 'parallel') {
        for (const sib of Object.values(a.parent.states) as AnyStateNode[]) if (sib !== a) addDescendants(sib);
      }
    }
  };
  if (t.target?.length) {
    for (const target of t.target) {
      addAncestors(target);
      addEntered(target);
    }
  } else {
    addAncestors(t.source);
    addDescendants(t.source);
  }
  return out;
}

/** Computes the coverage of `paths` over `machine`'s states and transitions. */
export function computeCoverage(
  machine: AnyStateMachine,
  paths: readonly AnyPath[],
  options: { input?: unknown } = {},
): CoverageReport {
  const cat = machineCatalogue(machine);
  const info = generationInfo.get(paths);
  const data = coverageData(machine, paths, options.input ?? info?.input);

  const pairTotal = new Set<string>();
  for (const t1 of cat.transitions) {
    const after = mayBeActiveAfter(t1.transition);
    for (const t2 of cat.transitions) if (after.has(t2.transition.source.id)) pairTotal.add(`${t1.key}\u0001${t2.key}`);
  }
  const pairCovered = new Set<string>();
  for (const seq of data.sequences) {
    for (let i = 1; i < seq.length; i++) {
      const pair = `${seq[i - 1]}\u0001${seq[i]}`;
      if (pairTotal.has(pair)) pairCovered.add(pair);
    }
  }
  const exercised = [...data.spec].sort();
  const report: CoverageReport = {
    machineId: machine.id,
    paths: paths.length,
    states: {
      covered: cat.states.filter((s) => data.coveredS.has(s.id)).length,
      total: cat.states.length,
      unvisited: cat.states.filter((s) => !data.coveredS.has(s.id)).map((s) => s.name),
    },
    transitions: {
      covered: cat.transitions.filter((t) => data.coveredT.has(t.key)).length,
      total: cat.transitions.length,
      unvisited: cat.transitions.filter((t) => !data.coveredT.has(t.key)).map((t) => t.name),
    },
    transitionPairs: { covered: pairCovered.size, total: pairTotal.size },
    specRules: {
      exercised,
      declared: cat.declaredSpec,
      unexercised: cat.declaredSpec.filter((s) => !data.spec.has(s)),
    },
  };
  if (info) {
    const { snapshots, truncated, maxLength, maxSnapshots, simplePaths: simple, walks } = info;
    report.exploration = { snapshots, truncated, maxLength, maxSnapshots };
    if (simple) report.exploration.simplePaths = simple;
    if (walks) report.exploration.walks = walks;
  }
  return report;
}

/** Throws, naming every unvisited state and transition, unless coverage is 100 %. */
export function assertFullCoverage(report: CoverageReport): void {
  const parts: string[] = [];
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  if (report.states.unvisited.length) {
    parts.push(
      `${report.machineId}: ${plural(report.states.unvisited.length, 'state')} not covered:\n` +
        report.states.unvisited.map((s) => `  ${s}`).join('\n'),
    );
  }
  if (report.transitions.unvisited.length) {
    parts.push(
      `${report.machineId}: ${plural(report.transitions.unvisited.length, 'transition')} not covered:\n` +
        report.transitions.unvisited.map((s) => `  ${s}`).join('\n'),
    );
  }
  if (!parts.length) return;
  const hints: string[] = [];
  if (report.exploration?.truncated) {
    hints.push(
      `exploration hit maxSnapshots (${report.exploration.maxSnapshots}) after ${report.exploration.snapshots} snapshots: ` +
        'raise it, or pass serializeState to ignore context that grows without bound',
    );
  }
  if (report.exploration?.maxLength != null) hints.push(`paths were limited to maxLength ${report.exploration.maxLength}`);
  hints.push('an uncovered transition usually needs an event sample (options.events) that makes its guard pass');
  throw new Error(`${parts.join('\n')}\n(${hints.join('; ')})`);
}

/** A plain-text table of reports (one row per machine). */
export function formatCoverageTable(reports: readonly CoverageReport[]): string {
  const rows = [
    ['machine', 'paths', 'states', 'transitions', 'pairs', 'spec rules'],
    ...reports.map((r) => [
      r.machineId,
      String(r.paths),
      `${r.states.covered}/${r.states.total}`,
      `${r.transitions.covered}/${r.transitions.total}`,
      `${r.transitionPairs.covered}/${r.transitionPairs.total}`,
      `${r.specRules.exercised.length}/${r.specRules.declared.length}`,
    ]),
  ];
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows.map((r) => r.map((cell, c) => cell.padEnd(widths[c]!)).join('  ').trimEnd()).join('\n');
}
