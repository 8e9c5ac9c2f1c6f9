import { describe, expect, it } from 'vitest';
import { alignColumns, clip, formatDuration, formatPathsTable } from './pathsTable.ts';
import { doorMachine, fakeModule, lampMachine, machineMeta, machineSuite, pathsRunOf } from './pathsRunFixture.ts';

const door = machineMeta(doorMachine);
const lamp = machineMeta(lampMachine);

describe('formatPathsTable', () => {
  it('prints one row per machine, a total row with the union of spec rules, and what is wrong by name', () => {
    const run = pathsRunOf([
      fakeModule('tests/machines/door.paths.test.ts', [machineSuite(door)]),
      fakeModule('tests/machines/lamp.paths.test.ts', [machineSuite(lamp, (i) => (i === 0 ? 'failed' : 'passed'), 'failed')]),
    ]);
    expect(formatPathsTable(run, { html: 'reports/paths/index.html', junit: 'reports/paths/junit.xml' })).toBe(
      [
        'machine  paths  states  transitions  transition pairs  spec rules   time  result',
        '───────────────────────────────────────────────────────────────────────────────────────',
        'door         1  2/2     2/2          1/2               2/3          9 ms  ok',
        'lamp         2  2/3 ✗   3/4 ✗        2/7               2/3         11 ms  FAIL (1 path)',
        '───────────────────────────────────────────────────────────────────────────────────────',
        'total        3  4/5     5/6          3/9               3/3         20 ms  FAIL',
        '',
        'paths: shortest',
        'spec rules: 3 of the 3 in ../shared/spec-rules.md exercised by generated paths',
        '',
        'Problems:',
        '  lamp (tests/machines/lamp.paths.test.ts):',
        '    states not covered:',
        '      blazing',
        '    transitions not covered:',
        '      on --boost [isStrong]--> blazing',
        '    - 1 path failed',
        '    - spec ids not in spec-rules.md: not.a-rule',
        '    ✗ off → (toggle) → on → (toggle) → off',
        '',
        'HTML report: reports/paths/index.html',
        'JUnit XML:   reports/paths/junit.xml',
      ].join('\n'),
    );
  });

  it('says which options were used, what was not selected, where browser results came from, and when the rules file is missing', () => {
    const run = pathsRunOf([fakeModule('a', [machineSuite(door)])], {
      options: { machines: ['door'], strategy: 'simple', maxLength: 12, walks: 10, seed: 42 },
      notSelected: ['lamp'],
      specRules: { file: null, rules: [] },
      browserReport: { file: 'reports/e2e.json', startedAt: '2026-03-07T09:00:00.000Z' },
    });
    const text = formatPathsTable(run);
    expect(text).toContain('door         1  2/2     2/2          1/2               2           9 ms  ok');
    expect(text).toContain('paths: simple · max length 12 · 10 random walks per machine, seed 42 · machines: door');
    expect(text).toContain('spec rules: spec-rules.md not found');
    expect(text).toContain('not selected: lamp');
    expect(text).toContain('browser results from reports/e2e.json (run 2026-03-07T09:00:00.000Z)');
    expect(text).not.toContain('Problems:');
  });

  it('lists failures outside any machine', () => {
    const run = pathsRunOf([fakeModule('x.paths.test.ts', [], ['SyntaxError: nope\n  at x'])]);
    expect(formatPathsTable(run)).toContain('Problems:\n  no machine ran\n  x.paths.test.ts: (loading the file): SyntaxError: nope');
  });
});

describe('table helpers', () => {
  it('formats durations', () => {
    expect([formatDuration(0.4), formatDuration(999), formatDuration(1234), formatDuration(12_345)]).toEqual(['0 ms', '999 ms', '1.23 s', '12.3 s']);
  });

  it('clips long lines', () => {
    expect(clip('abcdef', 6)).toBe('abcdef');
    expect(clip('abcdefg', 6)).toBe('abcde…');
  });

  it('aligns columns, numbers to the right', () => {
    expect(alignColumns([['a', 'n'], ['long', '10'], ['b', '2']], [1])).toEqual(['a      n', 'long  10', 'b      2']);
  });
});
