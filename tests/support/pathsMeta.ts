/**
 * What definePathTests hands to reporters through vitest task meta (JSON only: it crosses
 * from the test worker to the main process). Types only, so the reporter can import it
 * without loading vitest's test API.
 */
import type { StatechartGraph } from '../../src/views/devtools/statechartSvg.ts';
import type { CoverageReport, WalkStop } from './pathCoverageCore.ts';

/** A machine's definition reduced to what a diagram needs (the shared statechart engine's input). */
export type MachineGraph = StatechartGraph;
export type { StateNodeType } from '../../src/views/devtools/statechartSvg.ts';

export type PathSource = 'shortest' | 'simple' | 'walk';

export interface PathInfo {
  /** the path in the customer's words (the test title, unless too long or shared with another path) */
  description: string;
  /** the same path in code names: state values and event types */
  code: string;
  source: PathSource;
  /**
   * first entry: the initial state, with event `start` (code `xstate.init`). `event` and `state`
   * in words (descriptions, else readable code names), `eventCode` and `stateCode` as in the code.
   */
  steps: Array<{ event: string; state: string; eventCode: string; stateCode: string }>;
}

/** The options a run was generated with (after the tester's overrides). */
export interface PathRunOptions {
  strategy: 'shortest' | 'simple';
  maxLength: number | null;
  /** random walks asked for (with `until`: the most walks tried) */
  walks: number;
  seed: number | null;
  /** the walks' stop condition (--until transitions=N, --time), if any */
  until?: WalkStop | null;
}

/** Meta of the `[paths:<id>]` suite that definePathTests registers. */
export interface PathsMachineMeta {
  machineId: string;
  options: PathRunOptions;
  /** time spent generating paths and computing coverage, ms */
  generationMs: number;
  /** set when path generation threw; then report/graph/paths may be partial */
  error: string | null;
  report: CoverageReport | null;
  graph: MachineGraph;
  paths: PathInfo[];
}

/** Meta of each test definePathTests registers, so a reporter can tell them apart. */
export type PathsTestMeta =
  | { kind: 'path'; index: number }
  | { kind: 'assertions' }
  | { kind: 'coverage' }
  | { kind: 'generation' };

declare module 'vitest' {
  interface TaskMeta {
    /** on the "covers 100% …" test of every definePathTests call */
    pathCoverage?: CoverageReport;
    /** on the `[paths:<id>]` suite */
    pathsMachine?: PathsMachineMeta;
    /** on every test inside it */
    pathsTest?: PathsTestMeta;
  }
}
