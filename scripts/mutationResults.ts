// The full run's mutation figures as the repository holds them (tests/mutation/results/<pass>/),
// for readers that do not run Stryker: the paths report (tests/support/PathsReporter.ts) shows both
// scores and every surviving mutant from here.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { EQUIVALENT_FILE, FULL_MUTATE, PASSES, PASS_DESCRIPTIONS, TARGETS, TARGET_SCOPE, incrementalFile, measuredFilesFile } from './mutationConfig.ts';
import { mutationSummary, parseEquivalents, parseMutationReport, summarizePass, type MutationSummary, type PassSummary } from './mutationSummary.ts';

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Both passes of the full run as measured so far; null when no pass has a result yet. */
export function fullRunSummary(root: string, generatedAt = new Date()): MutationSummary | null {
  const reports = PASSES.map((pass) => ({ pass, report: incrementalFile({ variant: 'full', mutate: [...FULL_MUTATE] }, pass) })).filter((r) => existsSync(path.join(root, r.report)));
  if (reports.length === 0) return null;
  const equivalents = parseEquivalents(readJson(path.join(root, EQUIVALENT_FILE)));
  const all = globSync([...FULL_MUTATE], { cwd: root }).sort();
  const passes: PassSummary[] = [];
  for (const { pass, report } of reports) {
    const measuredFile = path.join(root, measuredFilesFile(pass));
    const measured = new Set(existsSync(measuredFile) ? (readJson(measuredFile) as string[]) : []);
    passes.push(
      summarizePass(
        {
          pass,
          description: PASS_DESCRIPTIONS[pass],
          target: TARGETS[pass],
          targetScope: TARGET_SCOPE,
          report,
          html: report,
          durationSeconds: null,
          expectedFiles: all.filter((f) => !measured.has(f)),
        },
        parseMutationReport(readJson(path.join(root, report))),
        equivalents,
      ),
    );
  }
  return mutationSummary('full', FULL_MUTATE, passes, generatedAt);
}
