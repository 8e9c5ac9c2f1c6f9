/**
 * The path-coverage engine every `tests/machines/*.paths.test.ts` uses (DESIGN.md §4).
 * Engine (no vitest import): ./pathCoverageCore.ts. This file adds the vitest helper.
 */
import { it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import {
  assertFullCoverage,
  checkStateAssertions,
  computeCoverage,
  coverageReports,
  describePath,
  generatePaths,
  replayPath,
  type CoverageReport,
  type GenerateOptions,
  type MachinePath,
  type ReplayOptions,
  type StateAssertions,
} from './pathCoverageCore.ts';

export * from './pathCoverageCore.ts';

declare module 'vitest' {
  interface TaskMeta {
    /** set on the "covers 100% …" test of every definePathTests call, for reporters */
    pathCoverage?: CoverageReport;
  }
}

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

/**
 * Registers, in the current describe block:
 * - one check that every reachable state has an assertion in `states` (its title names the missing ones),
 * - one `it(describePath(path))` per generated path, replaying it (see replayPath),
 * - `it('covers 100% of states and transitions')`.
 * Returns the paths and the coverage report (also pushed to `coverageReports`).
 */
export function definePathTests<M extends AnyStateMachine>(
  machine: M,
  options: PathTestOptions<M>,
): { paths: Array<MachinePath<M>>; report: CoverageReport } {
  const paths = generatePaths(machine, options);
  const report = computeCoverage(machine, paths, { input: options.input });
  coverageReports.push(report);

  const problems = stateAssertionProblems(machine, paths as ReadonlyArray<MachinePath>, options.states);
  it(problems ?? `${machine.id}: every reachable state has an assertion`, () => {
    if (problems) throw new Error(problems);
  });

  const replay: ReplayOptions<M> = {
    states: options.states,
    run: options.run,
    provide: options.provide,
    input: options.input,
    checkContext: options.checkContext,
  };
  for (const path of paths) {
    it(describePath(path), () => replayPath(machine, path, replay));
  }

  it('covers 100% of states and transitions', ({ task }) => {
    task.meta.pathCoverage = report;
    assertFullCoverage(report);
  });
  return { paths, report };
}
