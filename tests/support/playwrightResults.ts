/**
 * The tests of a Playwright JSON report (reports/e2e.json, written by `CI=1 npx playwright test`),
 * flattened, so the path report can show a browser result next to each journey path whose
 * description is in a test title.
 */
import { existsSync, readFileSync } from 'node:fs';
import { stripAnsi } from './pathsRun.ts';

export interface BrowserResult {
  /** describe titles and the test title joined with ' › ' */
  title: string;
  project: string;
  /** Playwright's verdict: expected (passed), unexpected (failed), flaky, skipped */
  status: 'passed' | 'failed' | 'flaky' | 'skipped';
  durationMs: number;
  error: string | null;
  /** spec rules the test's browser oracles asserted (annotations `spec-verified` / `spec-failed`) */
  specVerified: string[];
  specFailed: string[];
}

interface Annotation {
  type?: string;
  description?: string;
}

/** The rule ids of one annotation type (space-separated in its description), over all annotations. */
function rulesOf(annotations: readonly Annotation[], type: string): string[] {
  const ids = annotations.filter((a) => a.type === type).flatMap((a) => (a.description ?? '').split(/\s+/).filter(Boolean));
  return [...new Set(ids)].sort();
}

interface JsonSuite {
  title?: string;
  specs?: Array<{
    title: string;
    tests?: Array<{
      projectName?: string;
      status?: string;
      annotations?: Annotation[];
      results?: Array<{ duration?: number; error?: { message?: string }; annotations?: Annotation[] }>;
    }>;
  }>;
  suites?: JsonSuite[];
}

const STATUS: Record<string, BrowserResult['status']> = {
  expected: 'passed',
  unexpected: 'failed',
  flaky: 'flaky',
  skipped: 'skipped',
};

/** Flattens a Playwright JSON report; file-level suites (titles ending in .ts) are left out of titles. */
export function browserResults(report: unknown): BrowserResult[] {
  const out: BrowserResult[] = [];
  const walk = (suite: JsonSuite, titles: string[]) => {
    const here = suite.title && !/\.(spec|test)\.[cm]?[jt]sx?$/.test(suite.title) ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        const last = results[results.length - 1];
        out.push({
          title: [...here, spec.title].join(' › '),
          project: test.projectName ?? '',
          status: STATUS[test.status ?? ''] ?? 'failed',
          durationMs: results.reduce((n, r) => n + (r.duration ?? 0), 0),
          error: last?.error?.message !== undefined ? stripAnsi(last.error.message) : null,
          specVerified: rulesOf([...(test.annotations ?? []), ...(last?.annotations ?? [])], 'spec-verified'),
          specFailed: rulesOf([...(test.annotations ?? []), ...(last?.annotations ?? [])], 'spec-failed'),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  const root = report as { suites?: JsonSuite[] } | null;
  for (const suite of root?.suites ?? []) walk(suite, []);
  return out;
}

/** Reads the report file when it exists; a broken file counts as absent. */
export function readBrowserReport(file: string): { results: BrowserResult[]; startedAt: string | null } | null {
  if (!existsSync(file)) return null;
  try {
    const json = JSON.parse(readFileSync(file, 'utf8')) as { stats?: { startTime?: string } };
    return { results: browserResults(json), startedAt: json.stats?.startTime ?? null };
  } catch {
    return null;
  }
}
