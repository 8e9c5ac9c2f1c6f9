// Starts the suite pass from what the paths pass proved (scripts/mutation.ts calls it before the
// suite pass). The suite runs every test the paths pass runs (same files, same names), so a mutant a
// generated path killed is killed in the suite too. Rather than measure those again, their results
// are copied into the suite's incremental file; Stryker's incremental differ then decides, with its
// usual rules: a Killed result is reused only while its killing test still exists unchanged. A
// mutant the paths pass did not kill is not copied, so the suite tests it. The suite pass so costs
// about the survivors of the paths pass instead of every mutant.

/** The part of Stryker's report (mutation-testing-report-schema) the seed reads and writes. */
export interface IncrementalReport {
  files: Record<string, { language?: string; source?: string; mutants: SeedMutant[] }>;
  testFiles?: Record<string, { source?: string; tests: SeedTest[] }>;
  [key: string]: unknown;
}

export interface SeedMutant {
  id: string;
  status: string;
  killedBy?: string[];
  coveredBy?: string[];
  [key: string]: unknown;
}

export interface SeedTest {
  id: string;
  name: string;
  location?: { start: { line: number; column: number } };
  [key: string]: unknown;
}

/** A mutant's identity across reports (ids are per report): what it replaces, where, with what. */
const mutantKey = (m: SeedMutant): string => {
  const at = (m.location as { start: { line: number; column: number }; end: { line: number; column: number } } | undefined) ?? { start: { line: 0, column: 0 }, end: { line: 0, column: 0 } };
  return `${String(m.mutatorName)}|${String(m.replacement)}|${at.start.line}:${at.start.column}-${at.end.line}:${at.end.column}`;
};

/** How the differ names a test: its file, where it starts, its full name (incremental-differ.js). */
const testKey = (file: string, test: SeedTest): string => {
  const start = test.location?.start ?? { line: 0, column: 0 };
  return `${file}@${start.line}:${start.column}\n${test.name}`;
};

export interface SeedResult {
  report: IncrementalReport;
  /** The files whose paths results were copied (a file the suite has measured keeps its own). */
  seeded: string[];
  /** Mutants copied as Killed: the suite reuses them while their killing test is unchanged. */
  killed: number;
}

/**
 * The suite's incremental report with the paths pass's results of `files` added, for each file the
 * suite has no result for yet. Test ids are per report, so every `killedBy`/`coveredBy` id is
 * carried over by the test's identity (file and name), adding the test to the suite's list when it
 * is missing. Only Killed results are copied: a survivor of the paths pass says nothing about the
 * suite, so it is left out and the suite tests it. `sources` (test file → its text now) marks the
 * test files a copied kill names as unchanged, as `withoutSurvivors` does: a paths file that only
 * gained oracles since the paths pass ran still fails on what it failed on (Stryker would otherwise
 * test again every kill of a file that changed at all); a killing test whose name is gone still
 * counts as gone, and its mutant is tested. `measuredWhole`: the files the suite has measured whole
 * (default: every file it has results for); a file measured so far only in line ranges (`--part
 * file.ts:1-300`) gets the kills of the mutants it has no result for.
 */
export function seedSuiteFromPaths(
  paths: IncrementalReport,
  suite: IncrementalReport | null,
  files: readonly string[],
  sources: Readonly<Record<string, string>> = {},
  measuredWhole: ReadonlySet<string> = new Set(files.filter((f) => suite?.files[f] !== undefined)),
): SeedResult {
  const report: IncrementalReport = suite
    ? { ...suite, files: { ...suite.files }, testFiles: cloneTestFiles(suite.testFiles) }
    : { ...paths, files: {}, testFiles: {} };
  const testFiles = report.testFiles!;
  const suiteIdByKey = new Map<string, string>();
  let nextId = 0;
  for (const [file, entry] of Object.entries(testFiles)) {
    for (const test of entry.tests) {
      suiteIdByKey.set(testKey(file, test), test.id);
      const n = Number(test.id);
      if (Number.isInteger(n) && n >= nextId) nextId = n + 1;
    }
  }
  const pathsTestById = new Map<string, { file: string; test: SeedTest }>();
  for (const [file, entry] of Object.entries(paths.testFiles ?? {})) {
    for (const test of entry.tests) pathsTestById.set(test.id, { file, test });
  }
  /** The suite's id of a paths test, adding the test (and its file) when the suite lacks it. */
  const suiteId = (pathsId: string): string | null => {
    const found = pathsTestById.get(pathsId);
    if (!found) return null;
    const key = testKey(found.file, found.test);
    const known = suiteIdByKey.get(key);
    if (known !== undefined) return known;
    const id = String(nextId++);
    const entry = (testFiles[found.file] ??= { source: paths.testFiles?.[found.file]?.source, tests: [] });
    entry.tests.push({ ...found.test, id });
    suiteIdByKey.set(key, id);
    return id;
  };

  const seeded: string[] = [];
  let killed = 0;
  for (const file of files) {
    const from = paths.files[file];
    if (!from) continue;
    // A file the suite measured whole keeps its own results; one measured in line ranges gets the
    // paths kills of the mutants it has no result for yet (the next range's).
    const own = report.files[file];
    if (own && measuredWhole.has(file)) continue;
    const known = new Set((own?.mutants ?? []).map(mutantKey));
    const mutants: SeedMutant[] = [];
    for (const m of from.mutants) {
      // A mutant the paths pass did not kill is left out: the differ has nothing to reuse, so the suite tests it.
      if (m.status !== 'Killed' || known.has(mutantKey(m))) continue;
      const killedBy = (m.killedBy ?? []).map(suiteId).filter((id): id is string => id !== null);
      if (killedBy.length === 0) continue;
      mutants.push({ ...m, killedBy, coveredBy: killedBy });
    }
    if (own && mutants.length === 0) continue;
    killed += mutants.length;
    report.files[file] = own ? { ...own, mutants: [...own.mutants, ...mutants] } : { ...from, mutants };
    seeded.push(file);
  }
  // Also when a file measured in ranges gets nothing new: its kills so far stand as the tests grow.
  if (seeded.length > 0 || files.some((f) => paths.files[f] && !measuredWhole.has(f))) {
    for (const [file, entry] of Object.entries(testFiles)) if (sources[file] !== undefined) testFiles[file] = { ...entry, source: sources[file] };
  }
  return { report, seeded, killed };
}

function cloneTestFiles(testFiles: IncrementalReport['testFiles']): NonNullable<IncrementalReport['testFiles']> {
  const out: NonNullable<IncrementalReport['testFiles']> = {};
  for (const [file, entry] of Object.entries(testFiles ?? {})) out[file] = { ...entry, tests: [...entry.tests] };
  return out;
}

/**
 * `--retest-survivors`: the report without the mutants of `files` that no test killed, so Stryker
 * (which reuses a result only for a mutant it finds in the report) tests exactly those again. Every
 * other result stays: after oracles are added and none removed, a mutant a test failed on still fails
 * it. `sources` (test file → its text now) marks each test file as unchanged: Stryker would otherwise
 * test again every mutant killed by a test in a file that changed at all (tests have no location in
 * Vitest's report, so any edit of the file counts); a test whose name changed still counts as gone.
 */
export function withoutSurvivors(
  report: IncrementalReport,
  files: readonly string[],
  sources: Readonly<Record<string, string>> = {},
): { report: IncrementalReport; dropped: number } {
  const kept = new Set(['Killed', 'Timeout', 'Ignored']);
  const out: IncrementalReport = { ...report, files: { ...report.files } };
  let dropped = 0;
  for (const file of files) {
    const entry = report.files[file];
    if (!entry) continue;
    const mutants = entry.mutants.filter((m) => kept.has(m.status));
    dropped += entry.mutants.length - mutants.length;
    out.files[file] = { ...entry, mutants };
  }
  if (report.testFiles) {
    out.testFiles = Object.fromEntries(
      Object.entries(report.testFiles).map(([file, entry]) => [file, sources[file] === undefined ? entry : { ...entry, source: sources[file] }]),
    );
  }
  return { report: out, dropped };
}
