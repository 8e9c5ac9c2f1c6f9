import { describe, expect, it } from 'vitest';
import { attachBrowserResults, collectMachineRuns, failingStates, failureCause, failureGroups, machineProblems, runProblems, runTotals, specRuleStatuses, titleCarries } from './pathsRun.ts';
import { doorMachine, fakeCase, fakeModule, fakeSuite, lampMachine, machineMeta, machineSuite, pathsRunOf, someRules } from './pathsRunFixture.ts';

const door = machineMeta(doorMachine);
const lamp = machineMeta(lampMachine);

describe('collectMachineRuns', () => {
  it('finds each [paths:<id>] suite however deep, and gives every path its result, time and plain error', () => {
    const modules = [
      fakeModule('tests/machines/door.paths.test.ts', [fakeSuite('door machine', {}, [machineSuite(door)])]),
      fakeModule('tests/machines/lamp.paths.test.ts', [machineSuite(lamp, (i) => (i === 1 ? 'failed' : 'passed'), 'failed')]),
    ];
    const { machines, otherFailures, notSelected } = collectMachineRuns(modules);
    expect(machines.map((m) => [m.label, m.file])).toEqual([
      ['door', 'tests/machines/door.paths.test.ts'],
      ['lamp', 'tests/machines/lamp.paths.test.ts'],
    ]);
    const l = machines[1]!;
    expect(l.paths.map((p) => p.result)).toEqual(lamp.paths.map((_, i) => (i === 1 ? 'failed' : 'passed')));
    expect(l.paths[1]!.error).toBe('expected state on <b>'); // ANSI colours stripped
    expect(l.paths[1]!.steps[0]).toEqual({ event: 'start', state: 'off', eventCode: 'xstate.init', stateCode: 'off' });
    expect(l.checks.map((c) => [c.kind, c.result])).toEqual([
      ['assertions', 'passed'],
      ['coverage', 'failed'],
    ]);
    // generation time + every test's time
    expect(l.durationMs).toBe(3 + 2 * (lamp.paths.length + 2));
    expect(otherFailures).toEqual([]);
    expect(notSelected).toEqual([]);
  });

  it('names the machines that were not selected, and keeps failures outside any machine', () => {
    const modules = [
      fakeModule('a.paths.test.ts', [machineSuite(door), fakeCase('[paths:lamp] not selected', {}, 'skipped'), fakeCase('[paths:door] not selected', {}, 'skipped')]),
      fakeModule('b.paths.test.ts', [fakeCase('handwritten', {}, 'failed', 'boom')]),
      fakeModule('c.paths.test.ts', [], ['SyntaxError: Unexpected token']),
    ];
    const { notSelected, otherFailures } = collectMachineRuns(modules);
    expect(notSelected).toEqual(['lamp']);
    expect(otherFailures).toEqual([
      { file: 'b.paths.test.ts', name: 'handwritten', error: 'boom' },
      { file: 'c.paths.test.ts', name: '(loading the file)', error: 'SyntaxError: Unexpected token' },
    ]);
  });

  it('tells apart one machine id registered by two files', () => {
    const { machines } = collectMachineRuns([
      fakeModule('tests/machines/b.paths.test.ts', [machineSuite(door)]),
      fakeModule('tests/machines/a.paths.test.ts', [machineSuite(door)]),
    ]);
    expect(machines.map((m) => m.label)).toEqual(['door (a.paths.test.ts)', 'door (b.paths.test.ts)']);
    expect(machines.map((m) => m.anchor)).toEqual(['machine-door', 'machine-door-b']);
  });

  it("keeps the plain anchor (machine-<id>, where the statechart viewer links) for the machine's own file", () => {
    const { machines } = collectMachineRuns([
      fakeModule('tests/machines/editProfileMachine.paths.test.ts', [machineSuite(door)]),
      fakeModule('tests/machines/doorMachine.paths.test.ts', [machineSuite(door)]),
    ]);
    expect(machines.map((m) => [m.label, m.anchor])).toEqual([
      ['door (doorMachine.paths.test.ts)', 'machine-door'],
      ['door (editProfileMachine.paths.test.ts)', 'machine-door-editProfileMachine'],
    ]);
  });
});

describe('verdicts', () => {
  it('a fully covered machine whose tests passed, with known spec ids, has no problems', () => {
    const run = pathsRunOf([fakeModule('door.paths.test.ts', [machineSuite(door)])]);
    expect(runProblems(run)).toEqual([]);
  });

  it('lists every problem of a machine: unvisited states and transitions, failed paths, unknown spec ids', () => {
    const run = pathsRunOf([fakeModule('lamp.paths.test.ts', [machineSuite(lamp, (i) => (i === 0 ? 'failed' : 'passed'), 'failed')])]);
    expect(machineProblems(run.machines[0]!, someRules)).toEqual([
      'states not covered: blazing',
      'transitions not covered: on --boost [isStrong]--> blazing',
      '1 path failed',
      'spec ids not in spec-rules.md: not.a-rule',
    ]);
    // without the rules file, ids cannot be judged
    expect(machineProblems(run.machines[0]!, [])).toHaveLength(3);
  });

  it('fails a run in which no machine ran, naming the known ones', () => {
    const run = pathsRunOf([fakeModule('a.paths.test.ts', [fakeCase('[paths:door] not selected', {}, 'skipped')])], {
      options: { machines: ['dor'], strategy: 'shortest', maxLength: null, walks: 0, seed: null },
    });
    expect(runProblems(run)).toEqual(['no machine named dor ran (machines: door)']);
  });

  it('fails a run when one of several chosen machines does not exist', () => {
    const run = pathsRunOf([fakeModule('a.paths.test.ts', [machineSuite(door), fakeCase('[paths:lamp] not selected', {}, 'skipped')])], {
      options: { machines: ['door', 'lmap'], strategy: 'shortest', maxLength: null, walks: 0, seed: null },
    });
    expect(runProblems(run)).toEqual(['no machine named lmap ran (machines: door, lamp)']);
  });

  it('paths that never ran are a problem too', () => {
    const run = pathsRunOf([fakeModule('door.paths.test.ts', [machineSuite(door, () => 'pending')])]);
    expect(door.paths).toHaveLength(1);
    expect(machineProblems(run.machines[0]!, someRules)).toEqual(['1 path did not run']);
  });

  it('totals add up, and spec rules are a union over machines', () => {
    const run = pathsRunOf([fakeModule('a', [machineSuite(door)]), fakeModule('b', [machineSuite(lamp)])]);
    const totals = runTotals(run);
    expect(totals.paths).toBe(door.paths.length + lamp.paths.length);
    expect(totals.states).toEqual({ covered: 2 + 2, total: 2 + 3 });
    expect(totals.transitions).toEqual({ covered: 2 + 3, total: 2 + 4 });
    expect(totals.specExercised).toEqual(['logout', 'val.required', 'wizard.one-step']);
  });
});

describe('attachBrowserResults', () => {
  it('matches Playwright tests whose title contains the path description', () => {
    const run = pathsRunOf([fakeModule('a', [machineSuite(door)])]);
    const first = door.paths[0]!.description;
    attachBrowserResults(run.machines, [
      { title: `journey: ${first}`, project: 'desktop', status: 'passed', durationMs: 5, error: null, specVerified: [], specFailed: [] },
      { title: 'journey: something else', project: 'desktop', status: 'failed', durationMs: 5, error: 'x', specVerified: [], specFailed: [] },
    ]);
    expect(run.machines[0]!.paths[0]!.browser.map((b) => b.status)).toEqual(['passed']);
    expect(run.machines[0]!.paths.slice(1).every((p) => p.browser.length === 0)).toBe(true);
  });

  it('does not take the test of a longer path that starts with the same words', () => {
    const short = 'Ready → (Pay later) → Order saved, unpaid';
    expect(titleCarries(`journey: ${short}`, short)).toBe(true);
    expect(titleCarries(`desktop › journey: ${short} @phone`, short)).toBe(true);
    expect(titleCarries(`journey: ${short} → (Pay now) → Entering the card`, short)).toBe(false);
    expect(titleCarries(`journey: ${short} → (Pay now) → Entering the card; ${short}`, short)).toBe(true);
    expect(titleCarries('journey: anything', '')).toBe(false);
  });
});

describe('browser replay (test:paths --browser)', () => {
  const replay = (status: 'passed' | 'failed', specVerified: string[], specFailed: string[] = []) => ({
    title: `[browser:door] › ${door.paths[0]!.description}`,
    project: 'desktop',
    status,
    durationMs: 5,
    error: status === 'failed' ? 'expect(page).toHaveURL() failed\nmore' : null,
    specVerified,
    specFailed,
  });

  it('a rule a passing replay asserted is verified by the browser replay', () => {
    const run = pathsRunOf([fakeModule('door.paths.test.ts', [machineSuite(door)])]);
    attachBrowserResults(run.machines, [replay('passed', ['logout'])]);
    expect(specRuleStatuses(run).find((r) => r.id === 'logout')).toEqual({ id: 'logout', status: 'verified', by: ['browser replay: door'], reason: null });
  });

  it('a rule a replay failed on is failed, whatever else verified it; a failing replay verifies nothing', () => {
    const run = pathsRunOf([fakeModule('door.paths.test.ts', [machineSuite(door)])]);
    attachBrowserResults(run.machines, [replay('failed', ['val.required'], ['logout'])]);
    const statuses = specRuleStatuses(run);
    expect(statuses.find((r) => r.id === 'logout')).toMatchObject({ status: 'failed', by: ['browser replay: door'] });
    expect(statuses.find((r) => r.id === 'val.required')?.status).toBe('not covered');
  });

  it('a failed replay fails the run only when this run replayed the paths (--browser)', () => {
    const shown = pathsRunOf([fakeModule('door.paths.test.ts', [machineSuite(door)])], { browserReport: { file: 'reports/e2e.json', startedAt: null } });
    attachBrowserResults(shown.machines, [replay('failed', [])]);
    expect(runProblems(shown)).toEqual([]);
    const counted = pathsRunOf([fakeModule('door.paths.test.ts', [machineSuite(door)])], { browserReport: { file: 'reports/paths/e2e.json', startedAt: null, counted: true } });
    attachBrowserResults(counted.machines, [replay('failed', [])]);
    expect(runProblems(counted)).toEqual(['door: path 1 failed in the browser (desktop): expect(page).toHaveURL() failed']);
  });
});

describe('failures grouped by cause', () => {
  const wrongState = (step: number, title: string) =>
    `at step ${step} (toggle) of path: ${title}\n  expected state on\n  actual   state off`;
  const wrongAssertion = (step: number, title: string) =>
    `state "on" assertion failed at step ${step} (toggle) of path: ${title}:\n\u001b[31mexpected false to be true\u001b[39m // Object.is equality`;

  it('reads the cause without the step and the path, so one wrong assertion is one cause', () => {
    expect(failureCause(wrongAssertion(1, 'off → (toggle) → on'))).toBe('state "on": expected false to be true // Object.is equality');
    expect(failureCause(wrongAssertion(3, 'off → (toggle) → on → (toggle) → off → (toggle) → on'))).toBe('state "on": expected false to be true // Object.is equality');
    expect(failureCause(wrongState(2, 'a → b'))).toBe('after toggle: expected state on; actual   state off');
    expect(failureCause('Timed out 5000ms waiting for expect(locator).toBeVisible()')).toBe('Timed out 5000ms waiting for expect(locator).toBeVisible()');
  });

  it('lists each cause once with its paths, where they failed, and the state each failed at', () => {
    const run = pathsRunOf([fakeModule('lamp.paths.test.ts', [machineSuite(lamp, () => 'failed')])]);
    const m = run.machines[0]!;
    m.paths[0]!.error = wrongAssertion(1, m.paths[0]!.description);
    m.paths[1]!.error = wrongAssertion(1, m.paths[1]!.description);
    attachBrowserResults(run.machines, [
      { title: `[browser:lamp] › ${m.paths[1]!.description}`, project: 'desktop', status: 'failed', durationMs: 1, error: 'Timed out 5000ms', specVerified: [], specFailed: [] },
    ]);
    expect(failureGroups(m)).toEqual([
      { cause: 'state "on": expected false to be true // Object.is equality', paths: [1, 2], states: ['on'], where: ['machine paths'] },
      { cause: 'Timed out 5000ms', paths: [2], states: [], where: ['browser (desktop)'] },
    ]);
    expect(failingStates(m.paths[0]!)).toEqual(['on']);
  });
});

describe('rule tests outside the paths (ruleIt)', () => {
  it('count a rule by suite and file when their oracles held; a failed one fails the rule; a title alone earns nothing', () => {
    const modules = [
      fakeModule('tests/schemas/loginForm.test.ts', [fakeCase('[val.required] blank fields', { specRules: { verified: ['val.required'], failed: [] } }, 'passed')]),
      fakeModule('tests/services/cookies.test.ts', [fakeCase('[logout] removes the cookies', {}, 'passed')]),
    ];
    const run = pathsRunOf(modules);
    expect(run.ruleTests).toEqual([{ suite: 'schema tests', file: 'tests/schemas/loginForm.test.ts', verified: ['val.required'], failed: [] }]);
    const statuses = specRuleStatuses(run);
    expect(statuses.find((r) => r.id === 'val.required')).toEqual({ id: 'val.required', status: 'verified', by: ['schema tests: loginForm.test.ts'], reason: null });
    expect(statuses.find((r) => r.id === 'logout')?.status, 'a title alone').toBe('not covered');

    const failing = pathsRunOf([fakeModule('tests/schemas/loginForm.test.ts', [fakeCase('[val.required] blank fields', { specRules: { verified: [], failed: ['val.required'] } }, 'failed', 'boom')])]);
    expect(specRuleStatuses(failing).find((r) => r.id === 'val.required')?.status).toBe('failed');
    expect(runProblems(failing).length).toBeGreaterThan(0);
  });

  it('a rule test naming a rule spec-rules.md does not have is a problem', () => {
    const run = pathsRunOf([fakeModule('tests/schemas/x.test.ts', [fakeCase('[val.nope] x', { specRules: { verified: ['val.nope'], failed: [] } }, 'passed')])]);
    expect(runProblems(run)).toContain('tests/schemas/x.test.ts: names rules spec-rules.md does not have: val.nope');
  });
});
