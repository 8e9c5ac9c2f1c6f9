// `npm run test:mutation -- [options]` (see MUTATION_USAGE in ./mutationConfig.ts): runs StrykerJS
// once per pass (generated paths alone, then the unit suite), each with its own Vitest selection
// (vitest.mutation.config.ts) and incremental file, then reads Stryker's JSON reports and writes
// reports/mutation/summary.json (scripts/mutationSummary.ts) and prints the scores and survivors.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { globSync } from 'tinyglobby';
import {
  EQUIVALENT_FILE,
  FULL_MUTATE,
  MUTATION_USAGE,
  PASS_DESCRIPTIONS,
  REPORT_ROOT,
  TARGETS,
  TARGET_SCOPE,
  incrementalFile,
  measuredFilesFile,
  parseMutationArgs,
  passReportDir,
  strykerOptions,
  variantDir,
  type MutationArgs,
  type Pass,
} from './mutationConfig.ts';
import { seedSuiteFromPaths, withoutSurvivors, type IncrementalReport } from './mutationSeed.ts';
import {
  formatSummary,
  incompletePass,
  mutationSummary,
  parseEquivalents,
  parseMutationReport,
  summarizePass,
  type PassInput,
  type PassSummary,
} from './mutationSummary.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let args: MutationArgs;
try {
  args = parseMutationArgs(process.argv.slice(2));
} catch (err) {
  console.error(`test:mutation: ${(err as Error).message}\n\n${MUTATION_USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(MUTATION_USAGE);
  process.exit(0);
}

const equivalents = parseEquivalents(JSON.parse(readFileSync(path.join(root, EQUIVALENT_FILE), 'utf8')));

interface StrykerRun {
  code: number | null;
  timedOut: boolean;
  seconds: number;
}

/** Runs `stryker run <config>` in its own process group, stopping it (and its workers) at the time limit. */
function runStryker(configFile: string, pass: Pass): Promise<StrykerRun> {
  const bin = path.join(root, 'node_modules/@stryker-mutator/core/bin/stryker.js');
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, 'run', configFile], {
      cwd: root,
      stdio: 'inherit',
      detached: true,
      env: { ...process.env, MUTATION_PASS: pass, MUTATION_WITH_SERVER: args.withServer ? '1' : '0' },
    });
    let timedOut = false;
    const stop = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
    };
    const limit = args.timeLimitMinutes === null ? null : setTimeout(() => {
      timedOut = true;
      console.error(`\ntest:mutation: ${pass} pass stopped at its time limit (${args.timeLimitMinutes} min)`);
      stop('SIGTERM');
      setTimeout(() => stop('SIGKILL'), 15_000).unref();
    }, args.timeLimitMinutes * 60_000);
    const forward = () => stop('SIGTERM');
    process.once('SIGINT', forward);
    process.once('SIGTERM', forward);
    child.on('exit', (code) => {
      if (limit) clearTimeout(limit);
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve({ code, timedOut, seconds: (Date.now() - started) / 1000 });
    });
  });
}

function readPass(input: PassInput, problem: string | null): PassSummary {
  if (problem) return incompletePass(input, problem);
  // In a fresh clone only the full run's incremental file is there: it is the same report.
  const kept = args.variant === 'full' ? incrementalFile(args, input.pass) : null;
  if (!existsSync(path.join(root, input.report)) && kept && existsSync(path.join(root, kept))) input.report = kept;
  const file = path.join(root, input.report);
  if (!existsSync(file)) {
    // Stryker finishes without a report when no test file of the pass imports a mutated file.
    return incompletePass(input, `no report at ${input.report}${args.summaryOnly ? '' : ' (does any test of this pass import the mutated files? Then every mutant is NoCoverage)'}`);
  }
  try {
    return summarizePass(input, parseMutationReport(JSON.parse(readFileSync(file, 'utf8'))), equivalents);
  } catch (err) {
    return incompletePass(input, `${input.report}: ${(err as Error).message}`);
  }
}

/** Files a set of Stryker globs names whole (a 'file.ts:10-40' range does not measure its file). */
const filesOf = (globs: readonly string[]): string[] => globSync(globs.filter((g) => !/:\d+-\d+$/.test(g)), { cwd: root }).sort();

/** The files some part of this pass has covered whole (tests/mutation/results/<pass>/measured-files.json). */
function measuredWhole(pass: Pass): Set<string> {
  const file = path.join(root, measuredFilesFile(pass));
  return new Set<string>(existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : []);
}

/**
 * The full run's files that have no result yet. A file a run covered whole counts as measured even
 * when it has no mutant (its report then has no entry for it); the list is kept beside the report.
 */
function expectedFiles(pass: Pass, ran: boolean): string[] | undefined {
  if (args.variant !== 'full') return undefined;
  const file = path.join(root, measuredFilesFile(pass));
  const measured = measuredWhole(pass);
  if (ran) {
    for (const f of filesOf(args.mutate)) measured.add(f);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify([...measured].sort(), null, 2)}\n`);
  }
  return filesOf(FULL_MUTATE).filter((f) => !measured.has(f));
}

/** The text of each test file that still exists (test file → source), as the incremental differ compares it. */
const testSources = (files: readonly string[]): Record<string, string> =>
  Object.fromEntries(files.filter((f) => existsSync(path.join(root, f))).map((f) => [f, readFileSync(path.join(root, f), 'utf8')]));

const readJson = (file: string): IncrementalReport | null => (existsSync(path.join(root, file)) ? (JSON.parse(readFileSync(path.join(root, file), 'utf8')) as IncrementalReport) : null);

/**
 * Before the suite pass: what the paths pass killed is reused (see scripts/mutationSeed.ts). Returns
 * how to undo it: a run that does not finish must not leave the paths pass's results standing as the suite's.
 */
function seedSuite(): () => void {
  const paths = readJson(incrementalFile(args, 'paths'));
  const target = incrementalFile(args, 'suite');
  const before = existsSync(path.join(root, target)) ? readFileSync(path.join(root, target), 'utf8') : null;
  const undo = () => (before === null ? rmSync(path.join(root, target), { force: true }) : writeFileSync(path.join(root, target), before));
  if (!paths || args.force) return () => {};
  // A line range (`file.ts:1-300`) seeds its file: the kills of the mutants the suite has no result for yet.
  const files = globSync(args.mutate.map((g) => g.replace(/:\d+-\d+$/, '')), { cwd: root }).sort();
  const measured = measuredWhole('suite');
  const suite = readJson(target);
  const { report, seeded, killed } = seedSuiteFromPaths(paths, suite, files, testSources([...new Set([...Object.keys(paths.testFiles ?? {}), ...Object.keys(suite?.testFiles ?? {})])]), measured);
  if (JSON.stringify(report) === JSON.stringify(suite)) return () => {};
  mkdirSync(path.dirname(path.join(root, target)), { recursive: true });
  writeFileSync(path.join(root, target), `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    seeded.length > 0
      ? `\n== test:mutation: suite pass starts from the paths pass: ${killed} mutants a generated path killed, in ${seeded.length} file(s) the suite has not measured whole, are reused while their killing test exists`
      : '\n== test:mutation: suite pass continues a file measured in line ranges: its results so far stand with the test files as they are now',
  );
  return undo;
}

/** --retest-survivors: the pass's incremental file without the part's survivors; returns how to undo it. */
function dropSurvivors(pass: Pass): () => void {
  const target = incrementalFile(args, pass);
  const file = path.join(root, target);
  if (!args.retestSurvivors || !existsSync(file)) return () => {};
  const before = readFileSync(file, 'utf8');
  const old = JSON.parse(before) as IncrementalReport;
  const { report, dropped } = withoutSurvivors(old, filesOf(args.mutate), testSources(Object.keys(old.testFiles ?? {})));
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\n== test:mutation: ${pass} pass tests again the ${dropped} mutants of this part that were not killed; every kill is reused`);
  return () => writeFileSync(file, before);
}

const passes: PassSummary[] = [];
for (const pass of args.passes) {
  const dir = passReportDir(args, pass);
  const input: PassInput = {
    pass,
    description: PASS_DESCRIPTIONS[pass] + (pass === 'suite' && args.withServer ? ', with tests/server' : ''),
    target: TARGETS[pass],
    targetScope: TARGET_SCOPE,
    report: `${dir}/mutation.json`,
    html: `${dir}/index.html`,
    durationSeconds: null,
  };
  if (args.summaryOnly) {
    input.expectedFiles = expectedFiles(pass, false);
    input.notMeasuredWhole = input.expectedFiles;
    passes.push(readPass(input, null));
    continue;
  }
  const undoDrop = dropSurvivors(pass);
  const unseed = pass === 'suite' ? seedSuite() : () => {};
  mkdirSync(path.join(root, dir), { recursive: true });
  rmSync(path.join(root, input.report), { force: true }); // a stale report must not stand in for a crashed run
  const configFile = `${dir}/stryker.config.json`;
  writeFileSync(path.join(root, configFile), `${JSON.stringify(strykerOptions(args, pass), null, 2)}\n`);
  console.log(`\n== test:mutation: ${pass} pass: ${input.description}\n   mutating ${args.mutate.join(', ')}${args.part ? ' (a part of the full run)' : ''}; config ${configFile}`);
  const run = await runStryker(configFile, pass);
  input.durationSeconds = Math.round(run.seconds);
  const problem = run.timedOut
    ? `stopped at the time limit of ${args.timeLimitMinutes} minutes`
    : run.code !== 0
      ? `Stryker exited with code ${run.code}`
      : null;
  if (problem !== null) {
    unseed();
    undoDrop();
  }
  input.expectedFiles = expectedFiles(pass, problem === null);
  input.notMeasuredWhole = input.expectedFiles;
  passes.push(readPass(input, problem));
}

// A part is reported as the full run it belongs to.
const summary = mutationSummary(args.variant, args.part ? [...FULL_MUTATE] : args.mutate, passes, new Date());
const text = `${JSON.stringify(summary, null, 2)}\n`;
const runDir = `${REPORT_ROOT}/${variantDir(args)}`;
mkdirSync(path.join(root, runDir), { recursive: true });
writeFileSync(path.join(root, runDir, 'summary.json'), text);
writeFileSync(path.join(root, REPORT_ROOT, 'summary.json'), text);
console.log(`\n${formatSummary(summary)}\n\nsummary: ${REPORT_ROOT}/summary.json (also ${runDir}/summary.json)`);

const incomplete = passes.some((p) => !p.complete);
const below = passes.some((p) => p.complete && !p.met);
if (below && !args.enforce) console.log('below target (not enforced: add --enforce to fail the run)');
process.exit(incomplete || (below && args.enforce) ? 1 : 0);
