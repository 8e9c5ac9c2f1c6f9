// What `npm run test:mutation` mutates, with which tests, and the StrykerJS options of each run.
// Read by scripts/mutation.ts (which runs Stryker), vitest.mutation.config.ts (which tests a pass
// runs) and tests/mutation/pathsOnly.setup.ts. No Stryker or Vitest import here: plain data.
import { parseArgs } from 'node:util';

export type Pass = 'paths' | 'suite';
export const PASSES: readonly Pass[] = ['paths', 'suite'];

export const PASS_DESCRIPTIONS: Readonly<Record<Pass, string>> = {
  paths: 'generated paths alone (tests/machines/*.paths.test.ts, [paths:*] suites, with the spec oracles of tests/spec/)',
  suite: 'unit suite, vitest project node (without tests/server unless --with-server)',
};

/** Everything the full run mutates: the machines (the route guard is src/machines/routeGuard.ts) and the schemas. */
export const FULL_MUTATE: readonly string[] = ['src/machines/**/*.ts', 'src/schemas/**/*.ts'];
/** The wizard's files (its statechart and the parts it is built from). */
export const WIZARD_FILES: readonly string[] = [
  'src/machines/serviceRequestMachine.ts',
  'src/machines/serviceRequestContext.ts',
  'src/machines/serviceRequestGuards.ts',
  'src/machines/serviceRequestActions.ts',
  'src/machines/serviceRequestActors.ts',
  'src/machines/chooseRoute.ts',
  'src/machines/addressProblems.ts',
  'src/machines/wizardScreen.ts',
];
/** The bounded CI variant (`--sample`): the wizard and the route guard. */
export const SAMPLE_MUTATE: readonly string[] = [...WIZARD_FILES, 'src/machines/routeGuard.ts'];
/** `--sample` stops Stryker after this many minutes unless --time-limit says otherwise. */
export const SAMPLE_TIME_LIMIT_MINUTES = 30;

/** The targets: the share of the mutants in TARGET_SCOPE each pass must kill. */
export const TARGETS: Readonly<Record<Pass, number>> = { paths: 85, suite: 90 };
export const TARGET_SCOPE = 'src/machines/';

export const REPORT_ROOT = 'reports/mutation';
/**
 * The full run's results, kept in the repository: measuring it takes more CPU than one sitting has,
 * and reports/ is not kept, so a part measured in one session must still count in the next (and in
 * any clone). Stryker's incremental file is its whole report (same schema), so it is also what
 * `--summary-only` reads when the HTML/JSON reports of reports/ are not there.
 */
export const RESULTS_ROOT = 'tests/mutation/results';
export const EQUIVALENT_FILE = 'tests/mutation/equivalent.json';
export const VITEST_CONFIG = 'vitest.mutation.config.ts';

// ---------------------------------------------------------------------------------------------
// Which tests a pass runs (vitest.mutation.config.ts)

export interface TestSelection {
  pass: Pass;
  include: string[];
  exclude: string[];
  setupFiles: string[];
}

/** Switches the mutant on before a test file imports the machines (see the file's comment). */
export const ACTIVATE_EARLY = 'tests/mutation/activateEarly.setup.ts';

export function mutationTestSelection(env: Readonly<Record<string, string | undefined>>): TestSelection {
  const pass = env.MUTATION_PASS ?? 'suite';
  if (pass === 'paths') {
    return { pass, include: ['tests/machines/*.paths.test.ts'], exclude: [], setupFiles: [ACTIVATE_EARLY, 'tests/mutation/pathsOnly.setup.ts'] };
  }
  if (pass === 'suite') {
    const exclude = ['tests/views/**', 'tests/mutation/**'];
    if (env.MUTATION_WITH_SERVER !== '1') exclude.push('tests/server/**');
    return { pass, include: ['tests/**/*.test.ts'], exclude, setupFiles: [ACTIVATE_EARLY] };
  }
  throw new Error(`MUTATION_PASS must be ${PASSES.join(' or ')}, got '${pass}'`);
}

interface TaskLike {
  readonly name: string;
  readonly suite?: TaskLike | undefined;
}

/** True for a test inside a `[paths:<machine>]` suite (tests/support/pathCoverage.ts registers those). */
export function isGeneratedPathTest(task: TaskLike): boolean {
  for (let suite = task.suite; suite; suite = suite.suite) {
    if (suite.name.startsWith('[paths:')) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Command line

export type Variant = 'full' | 'sample' | 'custom';

export interface MutationArgs {
  variant: Variant;
  mutate: string[];
  /** --part: `mutate` is a part of the full run, measured into the full run's reports (see MUTATION_USAGE). */
  part: boolean;
  passes: Pass[];
  concurrency: number;
  /** Minutes after which Stryker is stopped and the pass reported incomplete; null: no limit. */
  timeLimitMinutes: number | null;
  enforce: boolean;
  force: boolean;
  /** Test again only the mutants not killed (after adding oracles: a kill stays a kill). */
  retestSurvivors: boolean;
  withServer: boolean;
  summaryOnly: boolean;
  help: boolean;
}

export const MUTATION_USAGE = `npm run test:mutation -- [options]

Runs StrykerJS twice over src/machines and src/schemas: with the generated paths alone, then with
the unit suite (node project, without tests/server). Writes Stryker's HTML and JSON reports under
reports/mutation/<run>/<pass>/ and reports/mutation/summary.json, prints the scores and
survivors. Exits non-zero when a run does not finish (or hits its time limit), and, with
--enforce, when a score in src/machines is below its target (paths ${TARGETS.paths}%, suite ${TARGETS.suite}%).
The suite pass starts from the paths pass: the suite runs the same generated paths, so a mutant one
of them killed is reused while that test is unchanged, and only the others are tested again.

  --sample               mutate only the wizard (${WIZARD_FILES.length} files) and src/machines/routeGuard.ts
                         (stopped after ${SAMPLE_TIME_LIMIT_MINUTES} minutes unless --time-limit)
  --mutate <glob>        mutate only these files (repeatable; Stryker globs, 'file.ts:10-40' too)
  --part <glob>          measure this part of the full run (repeatable, same globs): its results join
                         the full run's incremental file and report, which keep every other file's
                         last results, so a full run too long for one sitting is measured in parts;
                         the summary names the files not measured yet, and no target counts as met
                         until none is left. Rerun a part with --retest-survivors (or --force) after
                         changing an oracle (tests/spec/) or a sample: Stryker reuses results unless a
                         test file changed.
  --pass paths|suite     run one pass only (repeatable; default both)
  --concurrency <n>      Stryker test-runner processes (default 2)
  --time-limit <min>     stop a pass after this many minutes (0: no limit)
  --force                ignore the incremental file: test every mutant again
  --retest-survivors     test again the mutants of these files that were not killed, and reuse every
                         kill (oracles were added, none removed: what failed a test still does)
  --with-server          keep tests/server in the suite pass (slow: every schema mutant reruns it)
  --summary-only         do not run Stryker: rebuild the summary from the last reports
  --enforce              exit non-zero when a score is below its target
  -h, --help             this text`;

function positiveInt(flag: string, raw: string, min: number): number {
  const n = Number(raw);
  if (raw === '' || !Number.isInteger(n) || n < min) throw new Error(`${flag} needs an integer ≥ ${min}, got '${raw}'`);
  return n;
}

export function parseMutationArgs(argv: readonly string[]): MutationArgs {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    allowPositionals: false,
    options: {
      sample: { type: 'boolean', default: false },
      mutate: { type: 'string', multiple: true, default: [] },
      part: { type: 'string', multiple: true, default: [] },
      pass: { type: 'string', multiple: true, default: [] },
      concurrency: { type: 'string' },
      'time-limit': { type: 'string' },
      force: { type: 'boolean', default: false },
      'retest-survivors': { type: 'boolean', default: false },
      'with-server': { type: 'boolean', default: false },
      'summary-only': { type: 'boolean', default: false },
      enforce: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if ([values.sample, values.mutate.length > 0, values.part.length > 0].filter(Boolean).length > 1) throw new Error('--sample, --mutate and --part exclude each other');
  const passes: Pass[] = [];
  for (const p of values.pass.flatMap((v) => v.split(','))) {
    if (p !== 'paths' && p !== 'suite') throw new Error(`--pass is paths or suite, got '${p}'`);
    if (!passes.includes(p)) passes.push(p);
  }
  const part = values.part.length > 0;
  const variant: Variant = values.sample ? 'sample' : values.mutate.length > 0 ? 'custom' : 'full';
  const limit = values['time-limit'] === undefined ? undefined : positiveInt('--time-limit', values['time-limit'], 0);
  return {
    variant,
    mutate: variant === 'sample' ? [...SAMPLE_MUTATE] : variant === 'custom' ? values.mutate : part ? values.part : [...FULL_MUTATE],
    part,
    passes: passes.length > 0 ? PASSES.filter((p) => passes.includes(p)) : [...PASSES],
    concurrency: values.concurrency === undefined ? 2 : positiveInt('--concurrency', values.concurrency, 1),
    timeLimitMinutes: limit === undefined ? (variant === 'sample' ? SAMPLE_TIME_LIMIT_MINUTES : null) : limit === 0 ? null : limit,
    enforce: values.enforce,
    force: values.force,
    retestSurvivors: values['retest-survivors'],
    withServer: values['with-server'],
    summaryOnly: values['summary-only'],
    help: values.help,
  };
}

// ---------------------------------------------------------------------------------------------
// Stryker

/**
 * The folder of a run under reports/mutation: `full`, `sample`, or `custom-<files>` (each --mutate set
 * its own, since Stryker's incremental file carries the results of every file it ever held).
 */
export function variantDir(args: Pick<MutationArgs, 'variant' | 'mutate'>): string {
  if (args.variant !== 'custom') return args.variant;
  const slug = args.mutate
    .map((glob) => glob.replace(/^src\//, '').replace(/\.ts\b/g, '').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, ''))
    .join('+');
  return `custom-${slug.slice(0, 80)}`;
}

/** Where one pass of one run keeps its reports and incremental file. */
export function passReportDir(args: Pick<MutationArgs, 'variant' | 'mutate'>, pass: Pass): string {
  return `${REPORT_ROOT}/${variantDir(args)}/${pass}`;
}

/** Stryker's incremental file of one pass: the full run's is kept in RESULTS_ROOT, the others beside their reports. */
export function incrementalFile(args: Pick<MutationArgs, 'variant' | 'mutate'>, pass: Pass): string {
  return args.variant === 'full' ? `${RESULTS_ROOT}/${pass}/stryker-incremental.json` : `${passReportDir(args, pass)}/stryker-incremental.json`;
}

/** The files of the full run a part covered whole (a file without a mutant has no entry in the report). */
export function measuredFilesFile(pass: Pass): string {
  return `${RESULTS_ROOT}/${pass}/measured-files.json`;
}

/** The StrykerJS options of one pass (written as JSON next to its reports and given to `stryker run`). */
export function strykerOptions(args: Pick<MutationArgs, 'variant' | 'mutate' | 'concurrency' | 'force'>, pass: Pass): Record<string, unknown> {
  const dir = passReportDir(args, pass);
  return {
    $schema: '../../../../node_modules/@stryker-mutator/core/schema/stryker-schema.json',
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner', './tests/mutation/annotationIgnorer.mjs'],
    // Descriptions and spec tags are annotations, not behaviour (see the ignorer's comment).
    ignorers: ['statechart-annotations'],
    // Each pass runs only the test files that import the mutated file (Vitest's module graph), which
    // includes tests/machines/machineModules.paths.test.ts (import.meta.glob of every machine), so a
    // module that no longer loads still fails a test by name.
    vitest: { configFile: VITEST_CONFIG, related: true },
    coverageAnalysis: 'perTest',
    // Static mutants (the machine definitions are built when a module loads) are kept: they run
    // every related test file, which is slower, but they are most of what a machine can get wrong.
    ignoreStatic: false,
    // A file no test of the pass imports (the route guard in the paths pass) is all NoCoverage, not a crash.
    allowEmpty: true,
    mutate: args.mutate,
    concurrency: args.concurrency,
    // A timed-out mutant counts as killed. Stryker's default (5 s over 1.5 × the dry run) marked
    // mutants "Timeout" on a loaded 2-core machine that a calmer run found to survive: more slack.
    timeoutMS: 10_000,
    timeoutFactor: 2,
    incremental: true,
    incrementalFile: incrementalFile(args, pass),
    force: args.force,
    reporters: ['html', 'json', 'progress-append-only'],
    htmlReporter: { fileName: `${dir}/index.html` },
    jsonReporter: { fileName: `${dir}/mutation.json` },
    thresholds: { high: TARGETS[pass], low: 60, break: null },
    // Stryker rewrites the sandbox's tsconfig with the TypeScript JS API, which TypeScript 7 (native)
    // no longer has; ours has no `extends` or `references` to rewrite, so point it at no file.
    tsconfigFile: 'tsconfig.stryker-does-not-rewrite.json',
    tempDirName: '.stryker-tmp',
    cleanTempDir: true,
    ignorePatterns: ['dist', 'data', '.data-*', 'reports', RESULTS_ROOT, 'test-results', 'playwright-report', 'docs', '.scratch', '*.log'],
    fileLogLevel: 'off',
    logLevel: 'info',
  };
}
