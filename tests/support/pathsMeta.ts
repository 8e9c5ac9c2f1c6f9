/**
 * What definePathTests hands to reporters through vitest task meta (JSON only: it crosses
 * from the test worker to the main process). Types only, so the reporter can import it
 * without loading vitest's test API.
 */
import type { CoverageReport } from './pathCoverageCore.ts';

export type StateNodeType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

/** A machine's definition reduced to what a diagram needs. */
export interface MachineGraph {
  id: string;
  states: Array<{
    /** state node id (unique), e.g. `login.form.editing` */
    id: string;
    /** path below the root, e.g. `form.editing`; the root is `(root)` */
    name: string;
    /** last path segment, the label drawn */
    key: string;
    parent: string | null;
    type: StateNodeType;
    /** ids of the child states entered by default */
    initial: string[];
    spec: string[];
  }>;
  transitions: Array<{
    /** unique name, as in CoverageReport.transitions.unvisited */
    name: string;
    source: string;
    /** target state ids; empty for a targetless transition */
    targets: string[];
    /** short event label: `credentials.submitted`, `done(logIn)`, `after 1000ms`, `always` */
    event: string;
    guard: string | null;
    spec: string[];
  }>;
}

export type PathSource = 'shortest' | 'simple' | 'walk';

export interface PathInfo {
  /** the test title */
  description: string;
  source: PathSource;
  /** first entry: the initial state with event `xstate.init` */
  steps: Array<{ event: string; state: string }>;
}

/** The options a run was generated with (after the tester's overrides). */
export interface PathRunOptions {
  strategy: 'shortest' | 'simple';
  maxLength: number | null;
  walks: number;
  seed: number | null;
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
