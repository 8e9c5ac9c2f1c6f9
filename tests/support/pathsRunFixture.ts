// Test fixtures for the reporter's tests: a real machine's generated paths wrapped in objects
// shaped like vitest's reported modules, suites and test cases.
import type { TaskMeta } from 'vitest';
import { assign, setup, type AnyStateMachine } from 'xstate';
import { computeCoverage, generatePaths, machineGraph, pathInfo, type GenerateOptions } from './pathCoverageCore.ts';
import type { PathsMachineMeta } from './pathsMeta.ts';
import { collectMachineRuns, type CaseLike, type ModuleLike, type PathsRun, type SuiteLike, type TestOutcome } from './pathsRun.ts';
import type { SpecRule } from './specRules.ts';
import type { SpecRuleRecord } from '../spec/oracle.ts';

/** Off/on with a guarded transition that the default samples never take, and spec tags. */
export const lampMachine = setup({
  types: { context: {} as { level: number }, events: {} as { type: 'toggle' } | { type: 'dim' } | { type: 'boost'; power: number } },
  guards: { isStrong: ({ event }) => event.type === 'boost' && event.power > 9 },
}).createMachine({
  id: 'lamp',
  context: { level: 0 },
  initial: 'off',
  states: {
    off: { meta: { spec: ['logout'] }, on: { toggle: { target: 'on', meta: { spec: ['wizard.one-step'] } } } },
    on: {
      on: {
        toggle: 'off',
        dim: { actions: assign({ level: ({ context }) => context.level + 1 }) },
        boost: { guard: 'isStrong', target: 'blazing', meta: { spec: ['not.a-rule'] } },
      },
    },
    blazing: { type: 'final' },
  },
});

/** A machine the default samples cover fully, with known spec tags only. */
export const doorMachine = setup({}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { open: { target: 'opened', meta: { spec: ['val.required'] } } } },
    opened: { meta: { spec: ['wizard.one-step'] }, on: { close: 'closed' } },
  },
});

/** Described in the customer's words: reports show the descriptions, the code names beside them. */
export const kettleMachine = setup({}).createMachine({
  id: 'kettle',
  description: 'Boil water',
  initial: 'cold',
  states: {
    cold: { description: 'Cold water', on: { 'switch.on': { target: 'heating', description: 'Switch it on' } } },
    heating: {
      description: 'Heating up',
      initial: 'rising',
      states: { rising: { on: { 'temperature.reached': { target: '#kettle.boiled', description: 'It boils' } } } },
    },
    boiled: { type: 'final', description: 'Boiled' },
  },
});

export function machineMeta(machine: AnyStateMachine, options: GenerateOptions<AnyStateMachine> = {}): PathsMachineMeta {
  const paths = generatePaths(machine, options);
  return {
    machineId: machine.id,
    options: { strategy: options.strategy ?? 'shortest', maxLength: options.maxLength ?? null, walks: options.randomWalks?.count ?? 0, seed: options.randomWalks?.seed ?? null },
    generationMs: 3,
    error: null,
    report: computeCoverage(machine, paths),
    graph: machineGraph(machine),
    paths: paths.map(pathInfo),
  };
}

export function fakeCase(name: string, meta: TaskMeta, state: TestOutcome, error?: string, duration = 2): CaseLike {
  return {
    type: 'test',
    name,
    meta: () => meta,
    result: () => ({ state, errors: error ? [{ message: error }] : undefined }),
    diagnostic: () => (state === 'passed' || state === 'failed' ? { duration } : undefined),
  };
}

export function fakeSuite(name: string, meta: TaskMeta, children: Array<CaseLike | SuiteLike>): SuiteLike {
  return { type: 'suite', name, meta: () => meta, children: { array: () => children } };
}

export function fakeModule(file: string, children: Array<CaseLike | SuiteLike>, errors: string[] = []): ModuleLike {
  return { relativeModuleId: file, errors: () => errors.map((message) => ({ message })), children: { array: () => children } };
}

/** The suite definePathTests would have registered, with each path's outcome chosen by `outcome`. */
export function machineSuite(
  meta: PathsMachineMeta,
  outcome: (index: number) => TestOutcome = () => 'passed',
  coverage: TestOutcome = 'passed',
  /** what the spec oracles recorded on each path (tests/spec/oracle.ts) */
  records: (index: number) => SpecRuleRecord | undefined = () => undefined,
): SuiteLike {
  const cases = [
    fakeCase(`${meta.machineId}: every reachable state has an assertion`, { pathsTest: { kind: 'assertions' } }, 'passed'),
    ...meta.paths.map((p, index) =>
      fakeCase(p.description, { pathsTest: { kind: 'path', index }, ...(records(index) ? { specRules: records(index) } : {}) }, outcome(index), outcome(index) === 'failed' ? `\u001b[31mexpected state on\u001b[39m <b>` : undefined),
    ),
    fakeCase('covers 100% of states and transitions', { pathsTest: { kind: 'coverage' } }, coverage, coverage === 'failed' ? `${meta.machineId}: 1 transition not covered` : undefined),
  ];
  return fakeSuite(`[paths:${meta.machineId}]`, { pathsMachine: meta }, cases);
}

export const someRules: SpecRule[] = [
  { id: 'logout', text: 'removes token, refresh token and service cookies; goes to /login.', section: 'States and transitions (§4)' },
  { id: 'wizard.one-step', text: 'one step shown at a time, step1…step8 plus stepCheckout.', section: 'States and transitions (§4)' },
  { id: 'val.required', text: "blank fields give 'X is required' with the field label.", section: 'Validation (§5)' },
];

/** A whole run over the given modules. */
export function pathsRunOf(modules: ModuleLike[], overrides: Partial<PathsRun> = {}): PathsRun {
  return {
    startedAt: '2026-03-07T10:00:00.000Z',
    durationMs: 1234,
    options: { machines: null, strategy: 'shortest', maxLength: null, walks: 0, seed: null },
    specRules: { file: '../shared/spec-rules.md', rules: someRules },
    ...collectMachineRuns(modules),
    browserReport: null,
    ...overrides,
  };
}
