import { describe, expect, it } from 'vitest';
import { alignColumns, clip, formatDuration, formatPathsTable } from './pathsTable.ts';
import { doorMachine, fakeModule, lampMachine, machineMeta, machineSuite, pathsRunOf } from './pathsRunFixture.ts';

const door = machineMeta(doorMachine);
const lamp = machineMeta(lampMachine);

describe('formatPathsTable', () => {
  it('prints one row per machine, a total row with the rules its oracles verified, and what is wrong by name', () => {
    const run = pathsRunOf([
      fakeModule('tests/machines/door.paths.test.ts', [machineSuite(door, undefined, undefined, () => ({ verified: ['logout'], failed: [] }))]),
      // wizard.one-step held on one lamp path and not on the other: failed.
      fakeModule('tests/machines/lamp.paths.test.ts', [
        machineSuite(lamp, (i) => (i === 0 ? 'failed' : 'passed'), 'failed', (i) => (i === 0 ? { verified: [], failed: ['wizard.one-step'] } : { verified: ['wizard.one-step'], failed: [] })),
      ]),
    ]);
    expect(formatPathsTable(run, { html: 'reports/paths/index.html', junit: 'reports/paths/junit.xml' })).toBe(
      [
        'machine  paths  states  transitions  transition pairs  rules verified   time  result',
        '───────────────────────────────────────────────────────────────────────────────────────────',
        'door         1  2/2     2/2          1/2               1/3              9 ms  ok',
        'lamp         2  2/3 ✗   3/4 ✗        2/7               0/3 ✗1          11 ms  FAIL (1 path)',
        '───────────────────────────────────────────────────────────────────────────────────────────',
        'total        3  4/5     5/6          3/9               1/3             20 ms  FAIL',
        '',
        'paths: shortest',
        // a tag earns nothing: lamp tags wizard.one-step and val.required, its oracles verified neither
        'spec rules of ../shared/spec-rules.md (3): 1 verified by oracles (machine paths, browser replay, rule tests), 1 failed, 1 not covered, 0 out of scope',
        'failed rules: wizard.one-step (machine paths: lamp)',
        '',
        'Problems:',
        '  lamp (tests/machines/lamp.paths.test.ts):',
        '    states not covered:',
        '      blazing',
        '    transitions not covered:',
        '      on --boost [isStrong]--> blazing',
        '    - 1 path failed',
        '    - spec ids not in spec-rules.md: not.a-rule',
        '    - spec rules failed: wizard.one-step',
        // failures by cause: the cause once, then its paths by number
        '    ✗ expected state on <b>',
        '      1 path (machine paths): 1',
        '',
        'HTML report: reports/paths/index.html',
        'JUnit XML:   reports/paths/junit.xml',
      ].join('\n'),
    );
  });

  it('says which options were used, what was not selected, where browser results came from; a missing rules file fails the run', () => {
    const run = pathsRunOf([fakeModule('a', [machineSuite(door)])], {
      options: { machines: ['door'], strategy: 'simple', maxLength: 12, walks: 10, seed: 42 },
      notSelected: ['lamp'],
      specRules: { file: null, rules: [] },
      browserReport: { file: 'reports/e2e.json', startedAt: '2026-03-07T09:00:00.000Z' },
    });
    const text = formatPathsTable(run);
    expect(text).toContain('door         1  2/2     2/2          1/2               0               9 ms  ok');
    expect(text).toContain('total        1  2/2     2/2          1/2               0               9 ms  FAIL');
    expect(text).toContain('paths: simple · max length 12 · 10 random walks per machine, seed 42 · machines: door');
    expect(text).toContain('spec rules: spec-rules.md not found');
    expect(text).toContain('not selected: lamp');
    expect(text).toContain('browser results from reports/e2e.json (run 2026-03-07T09:00:00.000Z)');
    expect(text).toContain('Problems:\n  spec-rules.md was not found (looked in ../shared/ and ../; set SPEC_RULES=<file>)');
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
