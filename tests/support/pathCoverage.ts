/**
 * The path-coverage engine every `tests/machines/*.paths.test.ts` uses (DESIGN.md §4).
 * Engine (no vitest import): ./pathCoverageCore.ts. This file adds the vitest helper.
 */
import { describe, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import {
  assertFullCoverage,
  checkStateAssertions,
  computeCoverage,
  coverageReports,
  generatePaths,
  machineGraph,
  pathInfo,
  replayPath,
  type CoverageReport,
  type GenerateOptions,
  type MachinePath,
  type ReplayOptions,
  type StateAssertions,
} from './pathCoverageCore.ts';
import { applyPathOverrides, pathEnvOverrides } from './pathOverrides.ts';
import type { PathsMachineMeta } from './pathsMeta.ts';

export * from './pathCoverageCore.ts';
export type * from './pathsMeta.ts';
export * from './pathOverrides.ts';

export interface PathTestOptions<M extends AnyStateMachine>
  extends GenerateOptions<M>,
    Omit<ReplayOptions<M>, 'input' | 'states'> {
  /**
   * One assertion per reachable state, keyed by state name (`checking`, `form.editing`) or
   * `#stateId`. Every key whose state node is active runs, outermost first. Every reachable
   * atomic/final state needs its own key.
   */
  states: StateAssertions<M>;
}

/** The message of the "every reachable state has an assertion" check, or undefined when fine. */
export function stateAssertionProblems(
  machine: AnyStateMachine,
  paths: ReadonlyArray<MachinePath>,
  states: Readonly<Record<string, unknown>>,
): string | undefined {
  const { missing, unknown } = checkStateAssertions(machine, paths, states);
  const parts: string[] = [];
  if (missing.length) parts.push(`no assertion for reachable state${missing.length === 1 ? '' : 's'}: ${missing.join(', ')}`);
  if (unknown.length) parts.push(`assertion key${unknown.length === 1 ? '' : 's'} naming no state: ${unknown.join(', ')}`);
  return parts.length ? `${machine.id}: ${parts.join('; ')}` : undefined;
}

/** The title of the suite that holds one machine's generated-path tests (test:paths filters on it). */
export function pathsSuiteTitle(machineId: string): string {
  return `[paths:${machineId}]`;
}

/** A test title of at most ~300 characters (long paths keep their full steps in the report). */
export function pathTestTitle(description: string, events: number): string {
  if (description.length <= 320) return description;
  return `${description.slice(0, 300)}… (${events} events)`;
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/**
 * Registers, in a `[paths:<machine id>]` suite inside the current describe block:
 * - one check that every reachable state has an assertion in `states` (its title names the missing ones),
 * - one `it(path.description)` per generated path, replaying it (see replayPath),
 * - `it('covers 100% of states and transitions')`, which fails naming every unvisited one.
 * The suite's meta carries the report, the diagram data and the paths for PathsReporter.
 * Path generation errors become a failing test instead of breaking the whole file.
 * Returns the paths and the coverage report (also pushed to `coverageReports`).
 */
export function definePathTests<M extends AnyStateMachine>(
  machine: M,
  options: PathTestOptions<M>,
): { paths: Array<MachinePath<M>>; report: CoverageReport } {
  const overrides = pathEnvOverrides();
  const title = pathsSuiteTitle(machine.id);
  const { generate, run } = applyPathOverrides(options, overrides);
  if (overrides.machines && !overrides.machines.includes(machine.id)) {
    // not selected with --machine: say it exists, generate nothing
    it.skip(`${title} not selected`, () => {});
    return { paths: [], report: computeCoverage(machine, []) };
  }

  const started = performance.now();
  let paths: Array<MachinePath<M>> = [];
  let report: CoverageReport | null = null;
  let error: string | null = null;
  try {
    paths = generatePaths(machine, generate);
    report = computeCoverage(machine, paths, { input: options.input });
    coverageReports.push(report);
  } catch (err) {
    error = errorText(err);
  }
  const meta: PathsMachineMeta = {
    machineId: machine.id,
    options: run,
    generationMs: performance.now() - started,
    error,
    report,
    graph: machineGraph(machine),
    paths: paths.map(pathInfo),
  };

  describe(title, { meta: { pathsMachine: meta } }, () => {
    if (error !== null) {
      it(`${machine.id}: generates paths`, { meta: { pathsTest: { kind: 'generation' } } }, () => {
        throw new Error(error!);
      });
      return;
    }
    const problems = stateAssertionProblems(machine, paths as ReadonlyArray<MachinePath>, options.states);
    it(problems ?? `${machine.id}: every reachable state has an assertion`, { meta: { pathsTest: { kind: 'assertions' } } }, () => {
      if (problems) throw new Error(problems);
    });

    const replay: ReplayOptions<M> = {
      states: options.states,
      run: options.run,
      provide: options.provide,
      input: options.input,
      checkContext: options.checkContext,
    };
    paths.forEach((path, index) => {
      it(pathTestTitle(path.description, path.steps.length - 1), { meta: { pathsTest: { kind: 'path', index } } }, () =>
        replayPath(machine, path, replay),
      );
    });

    it('covers 100% of states and transitions', { meta: { pathsTest: { kind: 'coverage' }, pathCoverage: report! } }, () => {
      assertFullCoverage(report!);
    });
  });
  if (error !== null) return { paths: [], report: computeCoverage(machine, []) };
  return { paths, report: report! };
}
