import { describe, expect, it } from 'vitest';
import { seedSuiteFromPaths, withoutSurvivors, type IncrementalReport } from '../../scripts/mutationSeed.ts';

const loc = { start: { line: 3, column: 1 }, end: { line: 3, column: 9 } };

/** A paths report: in the login machine, mutant 1 killed by test 0, 2 survived, 3 uncovered, 4 ignored. */
function pathsReport(): IncrementalReport {
  return {
    schemaVersion: '1.0',
    thresholds: { high: 85, low: 60 },
    files: {
      'src/machines/loginMachine.ts': {
        source: 'login source',
        mutants: [
          { id: '1', mutatorName: 'BooleanLiteral', replacement: 'false', location: loc, status: 'Killed', killedBy: ['0'], coveredBy: ['0', '1'] },
          { id: '2', mutatorName: 'StringLiteral', replacement: '""', location: loc, status: 'Survived', coveredBy: ['1'] },
          { id: '3', mutatorName: 'BlockStatement', replacement: '{}', location: loc, status: 'NoCoverage', coveredBy: [] },
          { id: '4', mutatorName: 'StringLiteral', replacement: '""', location: loc, status: 'Ignored' },
        ],
      },
      'src/machines/otherMachine.ts': {
        source: 'other source',
        mutants: [{ id: '5', mutatorName: 'BooleanLiteral', replacement: 'true', location: loc, status: 'Killed', killedBy: ['1'] }],
      },
    },
    testFiles: {
      'tests/machines/loginMachine.paths.test.ts': {
        source: 'login paths',
        tests: [
          { id: '0', name: '[paths:login] Signing in → (Wrong password) → Signing in' },
          { id: '1', name: '[paths:login] every reachable state has an assertion' },
        ],
      },
    },
  };
}

describe('seeding the suite pass from the paths pass', () => {
  it('with no suite results yet: copies the killed mutants with their killing test, leaves the rest to be tested', () => {
    const { report, seeded, killed } = seedSuiteFromPaths(pathsReport(), null, ['src/machines/loginMachine.ts']);
    expect(seeded).toEqual(['src/machines/loginMachine.ts']);
    expect(killed).toBe(1);
    // The other file is not in the part: nothing of it is copied.
    expect(Object.keys(report.files)).toEqual(['src/machines/loginMachine.ts']);
    const mutants = report.files['src/machines/loginMachine.ts']!.mutants;
    expect(mutants.map((m) => [m.id, m.status])).toEqual([['1', 'Killed']]);
    expect(report.files['src/machines/loginMachine.ts']!.source).toBe('login source');
    const [test] = report.testFiles!['tests/machines/loginMachine.paths.test.ts']!.tests;
    expect(test!.name).toBe('[paths:login] Signing in → (Wrong password) → Signing in');
    expect(mutants[0]!.killedBy).toEqual([test!.id]);
    expect(mutants[0]!.coveredBy).toEqual([test!.id]);
    expect(report.testFiles!['tests/machines/loginMachine.paths.test.ts']!.source).toBe('login paths');
    expect(report.schemaVersion).toBe('1.0');
  });

  it("uses the suite's own id of a test it already knows, and a fresh id for one it lacks", () => {
    const suite: IncrementalReport = {
      schemaVersion: '1.0',
      files: {},
      testFiles: {
        'tests/machines/loginMachine.paths.test.ts': {
          source: 'login paths',
          tests: [
            { id: '7', name: '[paths:login] every reachable state has an assertion' },
            { id: '12', name: 'login machine: a hand-written test' },
          ],
        },
      },
    };
    const { report } = seedSuiteFromPaths(pathsReport(), suite, ['src/machines/loginMachine.ts', 'src/machines/otherMachine.ts']);
    // Mutant 5 was killed by paths test 1, which the suite knows as 7.
    expect(report.files['src/machines/otherMachine.ts']!.mutants[0]!.killedBy).toEqual(['7']);
    // Mutant 1 was killed by paths test 0, which the suite lacks: added with an id no suite test has.
    const tests = report.testFiles!['tests/machines/loginMachine.paths.test.ts']!.tests;
    expect(tests.map((t) => [t.id, t.name])).toEqual([
      ['7', '[paths:login] every reachable state has an assertion'],
      ['12', 'login machine: a hand-written test'],
      ['13', '[paths:login] Signing in → (Wrong password) → Signing in'],
    ]);
    expect(report.files['src/machines/loginMachine.ts']!.mutants[0]!.killedBy).toEqual(['13']);
    // The suite report given is not changed.
    expect(suite.testFiles!['tests/machines/loginMachine.paths.test.ts']!.tests).toHaveLength(2);
    expect(suite.files).toEqual({});
  });

  it('keeps the results of a file the suite has measured, and skips a file the paths pass has not', () => {
    const own = { source: 'login source', mutants: [{ id: '1', status: 'Survived', coveredBy: ['3'] }] };
    const suite: IncrementalReport = { files: { 'src/machines/loginMachine.ts': own }, testFiles: {} };
    const { report, seeded, killed } = seedSuiteFromPaths(pathsReport(), suite, ['src/machines/loginMachine.ts', 'src/machines/newMachine.ts']);
    expect(seeded).toEqual([]);
    expect(killed).toBe(0);
    expect(report.files['src/machines/loginMachine.ts']).toEqual(own);
    expect(report.files['src/machines/newMachine.ts']).toBeUndefined();
  });

  it('a file measured only in line ranges gets the kills of the mutants it has no result for yet', () => {
    const survived = { id: '40', mutatorName: 'StringLiteral', replacement: '""', location: loc, status: 'Survived', coveredBy: [] };
    const suite: IncrementalReport = { files: { 'src/machines/loginMachine.ts': { source: 'login source', mutants: [survived] } }, testFiles: {} };
    const { report, seeded, killed } = seedSuiteFromPaths(pathsReport(), suite, ['src/machines/loginMachine.ts'], {}, new Set());
    expect([seeded, killed]).toEqual([['src/machines/loginMachine.ts'], 1]);
    expect(report.files['src/machines/loginMachine.ts']!.mutants.map((m) => [m.mutatorName, m.status])).toEqual([
      ['StringLiteral', 'Survived'],
      ['BooleanLiteral', 'Killed'],
    ]);
    // Its own result for the same mutant wins over the paths pass's.
    const own = { ...survived, mutatorName: 'BooleanLiteral', replacement: 'false' };
    const again = seedSuiteFromPaths(pathsReport(), { ...suite, files: { 'src/machines/loginMachine.ts': { source: 'login source', mutants: [own] } } }, ['src/machines/loginMachine.ts'], {}, new Set());
    expect([again.seeded, again.killed]).toEqual([[], 0]);
    // Nothing new to copy, yet its test files are taken as they are now: the ranges measured so far stand.
    const withTests = { ...suite, files: { 'src/machines/loginMachine.ts': { source: 'login source', mutants: [own] } }, testFiles: { 'tests/machines/loginMachine.paths.test.ts': { source: 'old', tests: [] } } };
    const later = seedSuiteFromPaths(pathsReport(), withTests, ['src/machines/loginMachine.ts'], { 'tests/machines/loginMachine.paths.test.ts': 'now' }, new Set());
    expect(later.report.testFiles!['tests/machines/loginMachine.paths.test.ts']!.source).toBe('now');
  });

  it('marks the test files as they are now, so a kill survives oracles added to its file since', () => {
    const { report } = seedSuiteFromPaths(pathsReport(), null, ['src/machines/loginMachine.ts'], { 'tests/machines/loginMachine.paths.test.ts': 'login paths, one oracle more' });
    expect(report.testFiles!['tests/machines/loginMachine.paths.test.ts']!.source).toBe('login paths, one oracle more');
    // Nothing seeded: the suite's own report is left as it was.
    const suite: IncrementalReport = { files: { 'src/machines/loginMachine.ts': { source: 'login source', mutants: [] } }, testFiles: { 'tests/machines/loginMachine.paths.test.ts': { source: 'old', tests: [] } } };
    const unseeded = seedSuiteFromPaths(pathsReport(), suite, ['src/machines/loginMachine.ts'], { 'tests/machines/loginMachine.paths.test.ts': 'new' });
    expect(unseeded.report.testFiles!['tests/machines/loginMachine.paths.test.ts']!.source).toBe('old');
  });

  it('leaves out a killed mutant whose killing test the paths report does not list', () => {
    const paths = pathsReport();
    paths.files['src/machines/loginMachine.ts']!.mutants[0]!.killedBy = ['99'];
    const { report, killed } = seedSuiteFromPaths(paths, null, ['src/machines/loginMachine.ts']);
    expect(killed).toBe(0);
    expect(report.files['src/machines/loginMachine.ts']!.mutants).toEqual([]);
  });
});

describe('--retest-survivors', () => {
  it('drops the survivors and uncovered mutants of the part, keeps kills, timeouts, ignored ones and other files', () => {
    const paths = pathsReport();
    paths.files['src/machines/loginMachine.ts']!.mutants.push({ id: '6', status: 'Timeout' });
    const { report, dropped } = withoutSurvivors(paths, ['src/machines/loginMachine.ts', 'src/machines/absent.ts']);
    expect(dropped).toBe(2);
    expect(report.files['src/machines/loginMachine.ts']!.mutants.map((m) => [m.id, m.status])).toEqual([
      ['1', 'Killed'],
      ['4', 'Ignored'],
      ['6', 'Timeout'],
    ]);
    expect(report.files['src/machines/otherMachine.ts']).toBe(paths.files['src/machines/otherMachine.ts']);
    expect(report.testFiles).toEqual(paths.testFiles);
    // The report given is not changed.
    expect(paths.files['src/machines/loginMachine.ts']!.mutants).toHaveLength(5);
  });

  it('marks each test file as it is now, so a kill by a test that kept its name is reused', () => {
    const { report } = withoutSurvivors(pathsReport(), [], { 'tests/machines/loginMachine.paths.test.ts': 'login paths, with a new oracle' });
    expect(report.testFiles!['tests/machines/loginMachine.paths.test.ts']).toEqual({
      source: 'login paths, with a new oracle',
      tests: pathsReport().testFiles!['tests/machines/loginMachine.paths.test.ts']!.tests,
    });
  });
});
