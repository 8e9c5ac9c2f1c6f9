import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PathsReporter } from './PathsReporter.ts';
import { doorMachine, fakeModule, lampMachine, machineMeta, machineSuite } from './pathsRunFixture.ts';

function project() {
  const base = mkdtempSync(join(tmpdir(), 'paths-reporter-'));
  const root = join(base, 'main');
  mkdirSync(join(base, 'shared'), { recursive: true });
  mkdirSync(root);
  writeFileSync(join(base, 'shared', 'spec-rules.md'), '## S\n- `val.required` — x\n- `wizard.one-step` — y\n- `logout` — z\n');
  return root;
}

describe('PathsReporter', () => {
  it('writes index.html and summary.json, JUnit when asked, and prints the table', async () => {
    const root = project();
    const logged: string[] = [];
    const reporter = new PathsReporter({ root, env: { PATHS_JUNIT: 'out/junit.xml', PATHS_SEED: '7' }, log: (t) => logged.push(t) });
    const run = await reporter.report([fakeModule('tests/machines/door.paths.test.ts', [machineSuite(machineMeta(doorMachine))])]);
    expect(run.options).toEqual({ machines: null, strategy: 'shortest', maxLength: null, walks: 10, seed: 7, until: null });
    expect(run.specRules).toMatchObject({ file: '../shared/spec-rules.md', rules: [{ id: 'val.required' }, { id: 'wizard.one-step' }, { id: 'logout' }] });
    expect(readFileSync(join(root, 'reports/paths/index.html'), 'utf8')).toContain('id="machine-door"');
    expect(readFileSync(join(root, 'reports/paths/index.html'), 'utf8')).toContain('No mutation results in tests/mutation/results/ yet');
    const summary = JSON.parse(readFileSync(join(root, 'reports/paths/summary.json'), 'utf8'));
    expect(summary).toMatchObject({ ok: true, problems: [], machines: [{ machineId: 'door' }] });
    expect(readFileSync(join(root, 'out/junit.xml'), 'utf8')).toContain('<testsuite name="door"');
    expect(logged.join('\n')).toMatch(/door +1 +2\/2 +2\/2 .* ok[\s\S]*HTML report: reports\/paths\/index.html\nJUnit XML: {3}out\/junit.xml/);
  });

  it('says not ok in the summary when something failed, and reads browser results from PATHS_E2E_REPORT', async () => {
    const root = project();
    const lamp = machineMeta(lampMachine);
    writeFileSync(
      join(root, 'e2e.json'),
      JSON.stringify({ stats: { startTime: 't0' }, suites: [{ title: 'j.spec.ts', specs: [{ title: `journey: ${lamp.paths[1]!.description}`, tests: [{ projectName: 'desktop', status: 'expected', results: [] }] }] }] }),
    );
    const reporter = new PathsReporter({ root, env: { PATHS_REPORT_DIR: 'r', PATHS_E2E_REPORT: 'e2e.json' }, log: () => {} });
    const run = await reporter.report([fakeModule('tests/machines/lamp.paths.test.ts', [machineSuite(lamp, () => 'passed', 'failed')])], [{ name: 'Error', message: 'late' }]);
    const summary = JSON.parse(readFileSync(join(root, 'r/summary.json'), 'utf8'));
    expect(summary.ok).toBe(false);
    expect(summary.problems).toContain('lamp: states not covered: blazing');
    expect(summary.problems).toContain('(unhandled): Error: late');
    expect(run.browserReport).toEqual({ file: 'e2e.json', startedAt: 't0', counted: false });
    expect(run.machines[0]!.paths[1]!.browser).toHaveLength(1);
    expect(existsSync(join(root, 'reports'))).toBe(false);
  });
});
