/**
 * The path-coverage engine every `tests/machines/*.paths.test.ts` uses (DESIGN.md §4).
 * Engine (no vitest import): ./pathCoverageCore.ts. This file adds the vitest helper.
 */
import { checkSpecCall } from '../spec/specCalls';
import { describe, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
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
import { recordSpecRules } from '../spec/oracle.ts';

export * from './pathCoverageCore.ts';
export type * from './pathsMeta.ts';
export * from './pathOverrides.ts';

export interface PathTestOptions<M extends AnyStateMachine>
  extends GenerateOptions<M>,
    Omit<ReplayOptions<M>, 'input' | 'states' | 'calls'> {
  /**
   * The call oracle (default: tests/spec/specCalls.ts, the spec §7 call of each actor a path
   * starts). `false` only for the harness's own fixture machines, which call no API.
   */
  calls?: ReplayOptions<M>['calls'] | false;
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
  const { missing, unknown, unreached } = checkStateAssertions(machine, paths, states);
  const parts: string[] = [];
  if (missing.length) parts.push(`no assertion for reachable state${missing.length === 1 ? '' : 's'}: ${missing.join(', ')}`);
  if (unknown.length) parts.push(`assertion key${unknown.length === 1 ? '' : 's'} naming no state: ${unknown.join(', ')}`);
  if (unreached.length) parts.push(`assertion key${unreached.length === 1 ? '' : 's'} for a state no path reaches: ${unreached.join(', ')}`);
  return parts.length ? `${machine.id}: ${parts.join('; ')}` : undefined;
}

/**
 * What the step oracle also checks from every snapshot of a path: the answer (done or error, every
 * sample) of each call under way, and every sampled customer event the machine takes there. The
 * path takes one of them; these are the others, so a transition a mutant removed or redirected is
 * seen even where no generated path goes through it.
 */
const handles = (snapshot: AnyMachineSnapshot, event: AnyEventObject): boolean =>
  (snapshot.machine as AnyStateMachine).getTransitionData(snapshot as never, event as never).length > 0;

export function lookaheadEvents<M extends AnyStateMachine>(sampler: GenerateOptions<M>['events']) {
  return (snapshot: AnyMachineSnapshot): AnyEventObject[] => {
    if (!sampler) return [];
    const samples = (typeof sampler === 'function' ? sampler(snapshot as never) : sampler) as Record<string, ReadonlyArray<AnyEventObject> | undefined>;
    const running = Object.keys(snapshot.children ?? {});
    const out: AnyEventObject[] = [];
    for (const [type, list] of Object.entries(samples)) {
      const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(type);
      if (actor) {
        if (running.includes(actor[1]!)) out.push(...(list ?? []));
      } else if (!type.startsWith('xstate.')) {
        // Every event some transition here takes, a no-op one included: `can()` says false for a
        // transition without target or actions, so an event whose effect a mutant removed would
        // drop out of the lookahead instead of failing its oracle.
        for (const event of list ?? []) if (handles(snapshot, event)) out.push(event);
      }
    }
    return out;
  };
}

/** The title of the suite that holds one machine's generated-path tests (test:paths filters on it). */
export function pathsSuiteTitle(machineId: string): string {
  return `[paths:${machineId}]`;
}

/** Longest test title: dashboards and JUnit consumers cut or choke on longer names. */
export const MAX_TITLE_LENGTH = 200;

/**
 * A test title of at most MAX_TITLE_LENGTH characters: the description, or when longer its first
 * state, `…` and as many of its last steps as fit, then `(n events)` (the end is what tells a path
 * from its siblings; the report keeps every step). With `pathNo`, the path number is added so
 * that titles cut alike stay apart.
 */
export function pathTestTitle(description: string, events: number, pathNo?: number): string {
  const length = (text: string) => [...text].length;
  const tag = pathNo === undefined ? '' : ` (path ${pathNo})`;
  if (length(description) + tag.length <= MAX_TITLE_LENGTH) return description + tag;
  const tail = ` (${pathNo === undefined ? '' : `path ${pathNo}, `}${events} event${events === 1 ? '' : 's'})`;
  const parts = description.split(' → ');
  for (let from = 2; from < parts.length; from++) {
    const title = `${parts[0]} → … → ${parts.slice(from).join(' → ')}${tail}`;
    if (length(title) <= MAX_TITLE_LENGTH) return title;
  }
  // not even the first and the last state fit: the beginning, cut
  return [...description].slice(0, MAX_TITLE_LENGTH - 1 - tail.length).join('').trimEnd() + '…' + tail;
}

/** The titles of a machine's path tests: each within MAX_TITLE_LENGTH, no two alike. */
export function pathTestTitles(paths: ReadonlyArray<{ description: string; steps: ReadonlyArray<unknown> }>): string[] {
  const plain = paths.map((p) => pathTestTitle(p.description, p.steps.length - 1));
  const count = new Map<string, number>();
  for (const t of plain) count.set(t, (count.get(t) ?? 0) + 1);
  return plain.map((t, i) => (count.get(t)! > 1 ? pathTestTitle(paths[i]!.description, paths[i]!.steps.length - 1, i + 1) : t));
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
  // A machine that cannot even be walked (say its initial state is gone) must fail a test, not the
  // file's collection: a file that collects no tests counts as passed for StrykerJS (stryker-js#6150).
  let graph: PathsMachineMeta['graph'] = { id: machine.id, states: [], transitions: [] } as unknown as PathsMachineMeta['graph'];
  try {
    graph = machineGraph(machine);
  } catch (err) {
    error ??= errorText(err);
  }
  const meta: PathsMachineMeta = {
    machineId: machine.id,
    options: run,
    generationMs: performance.now() - started,
    error,
    report,
    graph,
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
      steps: options.steps,
      lookahead: options.steps ? lookaheadEvents(options.events) : undefined,
      // Every actor a path starts is looked at as the machine defines it: the spec call it makes.
      calls: options.calls === false ? undefined : (options.calls ?? checkSpecCall),
    };
    const titles = pathTestTitles(paths);
    paths.forEach((path, index) => {
      it(titles[index]!, { meta: { pathsTest: { kind: 'path', index } } }, async ({ task }) => {
        // Spec oracles (tests/spec/) record the rules they assert into this test's meta.
        const stop = recordSpecRules(task.meta);
        try {
          await replayPath(machine, path, replay);
        } finally {
          stop();
        }
      });
    });

    it('covers 100% of states and transitions', { meta: { pathsTest: { kind: 'coverage' }, pathCoverage: report! } }, () => {
      assertFullCoverage(report!);
    });
  });
  if (error !== null) return { paths: [], report: computeCoverage(machine, []) };
  return { paths, report: report! };
}
