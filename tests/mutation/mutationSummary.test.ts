import { describe, expect, it } from 'vitest';
import { isGeneratedPathTest, measuredFilesFile, mutationTestSelection, parseMutationArgs, strykerOptions, variantDir } from '../../scripts/mutationConfig.ts';
import {
  formatSummary,
  incompletePass,
  mutationSummary,
  parseEquivalents,
  parseMutationReport,
  sourceAt,
  summarizePass,
  type PassInput,
} from '../../scripts/mutationSummary.ts';

// A hand-written report in the mutation-testing-report schema (positions 1-based, end exclusive).
const machineSource = "export const ok = (n: number) => n > 0;\nexport const name = 'tiny';\n";
const at = (line: number, start: number, end: number) => ({ start: { line, column: start }, end: { line, column: end } });
const report = {
  schemaVersion: '2',
  projectRoot: '/repo',
  thresholds: { high: 85, low: 60 },
  files: {
    'src/machines/tiny.ts': {
      language: 'typescript',
      source: machineSource,
      mutants: [
        { id: '1', mutatorName: 'EqualityOperator', replacement: 'n >= 0', location: at(1, 34, 39), status: 'Survived', coveredBy: ['a', 'b'], static: false },
        { id: '2', mutatorName: 'EqualityOperator', replacement: 'n <= 0', location: at(1, 34, 39), status: 'Killed', killedBy: ['a'] },
        { id: '3', mutatorName: 'ArrowFunction', replacement: '() => undefined', location: at(1, 19, 39), status: 'Survived', coveredBy: ['a'], static: true },
        { id: '4', mutatorName: 'StringLiteral', replacement: '""', location: at(2, 21, 27), status: 'NoCoverage' },
        { id: '5', mutatorName: 'ConditionalExpression', replacement: 'true', location: at(1, 34, 39), status: 'Timeout' },
      ],
    },
    '/repo/src/schemas/tinySchema.ts': {
      language: 'typescript',
      source: 'export const max = 10;\n',
      mutants: [
        { id: '6', mutatorName: 'ArithmeticOperator', replacement: '-10', location: at(1, 20, 22), status: 'Killed' },
        { id: '7', mutatorName: 'StringLiteral', replacement: '""', location: at(1, 20, 22), status: 'CompileError' },
        { id: '8', mutatorName: 'BlockStatement', replacement: '{}', location: at(1, 1, 23), status: 'Ignored', statusReason: 'disabled' },
      ],
    },
  },
};

const equivalents = parseEquivalents([
  { file: 'src/machines/tiny.ts', line: 1, mutator: 'EqualityOperator', replacement: 'n >= 0', reason: 'n is never 0 here' },
  { file: 'src/machines/tiny.ts', line: 9, mutator: 'StringLiteral', replacement: '""', reason: 'moved away' },
  { file: 'src/machines/notMutated.ts', line: 1, mutator: 'StringLiteral', replacement: '""', reason: 'file not in this run' },
]);

const input: PassInput = {
  pass: 'paths',
  description: 'generated paths alone',
  target: 85,
  targetScope: 'src/machines/',
  report: 'reports/mutation/full/paths/mutation.json',
  html: 'reports/mutation/full/paths/index.html',
  durationSeconds: 42,
};

describe('mutation summary', () => {
  const summary = summarizePass(input, parseMutationReport(report), equivalents);

  it('counts a pass as Stryker does, and again without the equivalent mutants', () => {
    expect(summary.totals).toEqual({
      mutants: 8, killed: 2, timeout: 1, survived: 2, noCoverage: 1, equivalent: 1, ignored: 1, runtimeError: 0, compileError: 1, pending: 0,
      detected: 3, valid: 6, strykerScore: 50, score: 60,
    });
    expect(summary.files['src/machines/tiny.ts']).toMatchObject({ mutants: 5, detected: 2, valid: 5, strykerScore: 40, score: 50 });
    // An absolute file name is made relative to projectRoot.
    expect(summary.files['src/schemas/tinySchema.ts']).toMatchObject({ mutants: 3, killed: 1, compileError: 1, ignored: 1, valid: 1, score: 100 });
    expect(Object.keys(summary.groups)).toEqual(['src/machines', 'src/schemas']);
    expect(summary.groups['src/machines']!.score).toBe(50);
  });

  it('holds the target against the mutants in its scope only', () => {
    expect(summary.scopeScore).toBe(50);
    expect(summary.met).toBe(false);
    expect(summarizePass({ ...input, target: 50 }, parseMutationReport(report), equivalents).met).toBe(true);
  });

  it('names the files of the run with no result yet, and meets no target while one of its scope is left', () => {
    const expectedFiles = ['src/machines/tiny.ts', 'src/machines/later.ts', 'src/schemas/tinySchema.ts', 'src/schemas/other.ts'];
    const partial = summarizePass({ ...input, target: 50, expectedFiles }, parseMutationReport(report), equivalents);
    expect(partial.unmeasured).toEqual(['src/machines/later.ts', 'src/schemas/other.ts']);
    expect(partial.scopeScore).toBe(50);
    expect(partial.met).toBe(false);
    expect(formatSummary(mutationSummary('full', ['src/machines/**/*.ts'], [partial], new Date()))).toMatch(/src\/machines +5 .* 50\.00% +50% +PARTIAL\n[^]*2 files not measured yet[^]*\n  src\/machines\/later\.ts\n  src\/schemas\/other\.ts/);
    // Only files outside the target's scope left: the target is judged.
    const schemasLeft = summarizePass({ ...input, target: 50, expectedFiles: ['src/machines/tiny.ts', 'src/schemas/other.ts'] }, parseMutationReport(report), equivalents);
    expect(schemasLeft.met).toBe(true);
    expect(summary.unmeasured).toEqual([]);
  });

  it('a file with results from line ranges only is partly measured: no target is met while one of its scope is', () => {
    const ranged = summarizePass({ ...input, target: 50, expectedFiles: ['src/machines/tiny.ts'], notMeasuredWhole: ['src/machines/tiny.ts'] }, parseMutationReport(report), equivalents);
    expect(ranged.unmeasured).toEqual([]);
    expect(ranged.partlyMeasured).toEqual(['src/machines/tiny.ts']);
    expect(ranged.met).toBe(false);
    expect(formatSummary(mutationSummary('full', ['src/machines/**/*.ts'], [ranged], new Date()))).toMatch(/PARTIAL[^]*measured only in line ranges so far[^]*\n  src\/machines\/tiny\.ts/);
  });

  it('lists every mutant not killed, in source order, with what it replaced and by what', () => {
    expect(summary.survivors).toEqual([
      { file: 'src/machines/tiny.ts', line: 1, column: 19, mutator: 'ArrowFunction', original: '(n: number) => n > 0', replacement: '() => undefined', status: 'Survived', coveredBy: 1, static: true },
      { file: 'src/machines/tiny.ts', line: 1, column: 34, mutator: 'EqualityOperator', original: 'n > 0', replacement: 'n >= 0', status: 'Survived', coveredBy: 2, static: false, equivalent: 'n is never 0 here' },
      { file: 'src/machines/tiny.ts', line: 2, column: 21, mutator: 'StringLiteral', original: "'tiny'", replacement: '""', status: 'NoCoverage' },
    ]);
  });

  it('names equivalent.json entries that match no survivor of a mutated file', () => {
    expect(summary.staleEquivalents.map((e) => e.reason)).toEqual(['moved away']);
  });

  it('cuts source by 1-based positions across lines, whitespace collapsed', () => {
    expect(sourceAt('a = {\n  b: 1,\n};\n', { line: 1, column: 5 }, { line: 3, column: 2 })).toBe('{ b: 1, }');
  });

  it('refuses what is not a mutation-testing-report, and incomplete equivalent entries', () => {
    expect(() => parseMutationReport({ files: {} })).toThrow('not a mutation-testing-report: no schemaVersion');
    expect(() => parseMutationReport({ schemaVersion: '2', files: { 'a.ts': { source: '', mutants: [{ id: '1' }] } } })).toThrow(
      'not a mutation-testing-report: a mutant of a.ts lacks id, mutatorName, status or location',
    );
    expect(() => parseEquivalents([{ file: 'a.ts', line: 1, mutator: 'StringLiteral', replacement: '""' }])).toThrow('equivalent mutants: entry 0 needs reason');
  });

  it('is ok only when every pass finished at its target', () => {
    const when = new Date('2026-11-23T10:00:00Z');
    const met = summarizePass({ ...input, target: 40 }, parseMutationReport(report), []); // 40%: no equivalents given
    expect(mutationSummary('full', ['src/machines/**/*.ts'], [met], when)).toMatchObject({ schema: 'mutation-summary/1', generatedAt: '2026-11-23T10:00:00.000Z', ok: true });
    expect(mutationSummary('full', [], [met, summary], when).ok).toBe(false);
    const stopped = incompletePass({ ...input, pass: 'suite', target: 90 }, 'stopped at the time limit of 30 minutes');
    expect(stopped).toMatchObject({ complete: false, met: false, scopeScore: null, survivors: [] });
    expect(mutationSummary('sample', [], [met, stopped], when).ok).toBe(false);
  });

  it('prints one row per pass and group, then the survivors', () => {
    const stopped = incompletePass({ ...input, pass: 'suite', target: 90, durationSeconds: 1800 }, 'stopped at the time limit of 30 minutes');
    const text = formatSummary(mutationSummary('sample', ['src/machines/tiny.ts'], [summary, stopped], new Date(0)));
    expect(text).toBe(
      [
        'mutation testing (sample: src/machines/tiny.ts)',
        'pass / files    mutants  killed  timeout  survived  no cov  equiv    score  target      result',
        'paths                 8       2        1         2       1      1   60.00%',
        '  src/machines        5       1        1         2       1      1   50.00%     85%       BELOW',
        '  src/schemas         3       1        0         0       0      0  100.00%',
        'suite                                                                          90%  INCOMPLETE',
        '',
        'paths: 2 mutants not killed · 42 s · reports/mutation/full/paths/index.html',
        '  src/machines/tiny.ts:1:19  ArrowFunction  (n: number) => n > 0  →  () => undefined',
        "  src/machines/tiny.ts:2:21  StringLiteral (no coverage)  'tiny'  →  \"\"",
        '  stale entry in equivalent.json (no such surviving mutant): src/machines/tiny.ts:9 StringLiteral → ""',
        '',
        'suite: stopped at the time limit of 30 minutes',
      ].join('\n'),
    );
  });
});

describe('mutation options', () => {
  it('runs both passes over machines and schemas by default, two runners, no time limit', () => {
    expect(parseMutationArgs([])).toEqual({
      variant: 'full',
      mutate: ['src/machines/**/*.ts', 'src/schemas/**/*.ts'],
      part: false,
      passes: ['paths', 'suite'],
      concurrency: 2,
      timeLimitMinutes: null,
      enforce: false,
      force: false,
      retestSurvivors: false,
      withServer: false,
      summaryOnly: false,
      help: false,
    });
    expect(parseMutationArgs(['--retest-survivors']).retestSurvivors).toBe(true);
  });

  it('--sample mutates the wizard and the route guard, with a time limit', () => {
    expect(parseMutationArgs(['--sample', '--enforce'])).toMatchObject({
      variant: 'sample',
      // the wizard's statechart and the parts it is built from
      mutate: expect.arrayContaining(['src/machines/serviceRequestMachine.ts', 'src/machines/serviceRequestGuards.ts', 'src/machines/chooseRoute.ts', 'src/machines/routeGuard.ts']),
      timeLimitMinutes: 30,
      enforce: true,
    });
    expect(parseMutationArgs(['--sample', '--time-limit', '0']).timeLimitMinutes).toBeNull();
  });

  it('--mutate and --pass choose files and passes', () => {
    expect(parseMutationArgs(['--mutate', 'src/machines/loginMachine.ts', '--pass', 'suite,paths', '--concurrency', '1'])).toMatchObject({
      variant: 'custom',
      mutate: ['src/machines/loginMachine.ts'],
      passes: ['paths', 'suite'],
      concurrency: 1,
    });
  });

  it('--part measures files into the full run (its reports, and its incremental file kept in the repository)', () => {
    const part = parseMutationArgs(['--part', 'src/machines/loginMachine.ts', '--part', 'src/machines/serviceRequestMachine.ts:1-200', '--pass', 'paths']);
    expect(part).toMatchObject({ variant: 'full', part: true, mutate: ['src/machines/loginMachine.ts', 'src/machines/serviceRequestMachine.ts:1-200'], passes: ['paths'] });
    expect(variantDir(part)).toBe('full');
    expect(strykerOptions(part, 'paths')).toMatchObject({ mutate: part.mutate, incrementalFile: 'tests/mutation/results/paths/stryker-incremental.json' });
    expect(measuredFilesFile('suite')).toBe('tests/mutation/results/suite/measured-files.json');
  });

  it('refuses what it does not know', () => {
    expect(() => parseMutationArgs(['--pass', 'e2e'])).toThrow("--pass is paths or suite, got 'e2e'");
    expect(() => parseMutationArgs(['--concurrency', '0'])).toThrow("--concurrency needs an integer ≥ 1, got '0'");
    expect(() => parseMutationArgs(['--sample', '--mutate', 'x.ts'])).toThrow('--sample, --mutate and --part exclude each other');
    expect(() => parseMutationArgs(['--mutate', 'x.ts', '--part', 'y.ts'])).toThrow('--sample, --mutate and --part exclude each other');
    expect(() => parseMutationArgs(['--fast'])).toThrow();
  });

  it('gives each variant and pass its own reports and incremental file', () => {
    const options = strykerOptions({ variant: 'sample', mutate: ['src/machines/routeGuard.ts'], concurrency: 2, force: false }, 'paths');
    expect(options).toMatchObject({
      testRunner: 'vitest',
      // only the files that import the mutant (machineModules.paths.test.ts imports every machine)
      vitest: { configFile: 'vitest.mutation.config.ts', related: true },
      plugins: ['@stryker-mutator/vitest-runner', './tests/mutation/annotationIgnorer.mjs'],
      ignorers: ['statechart-annotations'],
      coverageAnalysis: 'perTest',
      ignoreStatic: false,
      incremental: true,
      incrementalFile: 'reports/mutation/sample/paths/stryker-incremental.json',
      jsonReporter: { fileName: 'reports/mutation/sample/paths/mutation.json' },
      htmlReporter: { fileName: 'reports/mutation/sample/paths/index.html' },
    });
    expect(strykerOptions({ variant: 'sample', mutate: [], concurrency: 2, force: false }, 'suite')).toMatchObject({ vitest: { configFile: 'vitest.mutation.config.ts', related: true } });
    expect(variantDir({ variant: 'full', mutate: [] })).toBe('full');
    expect(variantDir({ variant: 'custom', mutate: ['src/machines/loginMachine.ts', 'src/schemas/*.ts:1-20'] })).toBe('custom-machines-loginMachine+schemas-1-20');
  });
});

describe('mutation test selection', () => {
  it('the paths pass runs the generated-path files, skipping their hand-written tests', () => {
    expect(mutationTestSelection({ MUTATION_PASS: 'paths' })).toEqual({
      pass: 'paths',
      include: ['tests/machines/*.paths.test.ts'],
      exclude: [],
      // The mutant is switched on before the machines are built (stryker-js#6144), then non-path tests skip.
      setupFiles: ['tests/mutation/activateEarly.setup.ts', 'tests/mutation/pathsOnly.setup.ts'],
    });
    const suite = { name: '[paths:login]', suite: { name: 'login machine: generated paths' } };
    expect(isGeneratedPathTest({ name: 'idle → (submit) → checking', suite })).toBe(true);
    expect(isGeneratedPathTest({ name: 'a 404 is notFound', suite: { name: 'order machine' } })).toBe(false);
  });

  it('the suite pass runs the node project without views, the harness and (unless asked) the server', () => {
    expect(mutationTestSelection({})).toMatchObject({ pass: 'suite', exclude: ['tests/views/**', 'tests/mutation/**', 'tests/server/**'], setupFiles: ['tests/mutation/activateEarly.setup.ts'] });
    expect(mutationTestSelection({ MUTATION_PASS: 'suite', MUTATION_WITH_SERVER: '1' }).exclude).toEqual(['tests/views/**', 'tests/mutation/**']);
    expect(() => mutationTestSelection({ MUTATION_PASS: 'dom' })).toThrow("MUTATION_PASS must be paths or suite, got 'dom'");
  });
});
