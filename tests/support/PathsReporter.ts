/**
 * The vitest reporter of `npm run test:paths`: after the run it prints the coverage table and
 * writes reports/paths/index.html, reports/paths/summary.json and (with PATHS_JUNIT) JUnit XML.
 * It reads only what definePathTests put in task meta, so any `*.paths.test.ts` (a journey
 * model included) shows up as one more machine.
 *
 * Env: PATHS_REPORT_DIR (default reports/paths), PATHS_JUNIT (file), PATHS_E2E_REPORT
 * (Playwright JSON, default reports/e2e.json), SPEC_RULES, and the PATHS_* generation options.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { globSync } from 'tinyglobby';
import type { Reporter, TestModule, Vitest } from 'vitest/node';
import { fullRunSummary } from '../../scripts/mutationResults.ts';
import { MAX_WALKS_UNTIL, pathEnvOverrides } from './pathOverrides.ts';
import { appendHistory, historyEntry } from './pathsHistory.ts';
import { pathsHtml } from './pathsHtml.ts';
import { pathsJunit } from './pathsJunit.ts';
import { mutationSection, oraclesByFile } from './pathsMutation.ts';
import { attachBrowserResults, collectMachineRuns, runProblems, specRuleStatuses, type ModuleLike, type PathsRun } from './pathsRun.ts';
import { formatPathsTable } from './pathsTable.ts';
import { readBrowserReport } from './playwrightResults.ts';
import { loadSpecRules } from './specRules.ts';

export interface PathsReporterOptions {
  root?: string;
  env?: Readonly<Record<string, string | undefined>>;
  /** where the table goes (default: vitest's logger) */
  log?: (text: string) => void;
}

export class PathsReporter implements Reporter {
  private root: string;
  private readonly env: Readonly<Record<string, string | undefined>>;
  private log: (text: string) => void;
  private started = Date.now();
  /** the last run, for whoever embeds the reporter */
  run: PathsRun | null = null;

  constructor(options: PathsReporterOptions = {}) {
    this.root = options.root ?? process.cwd();
    this.env = options.env ?? process.env;
    this.log = options.log ?? ((text) => process.stdout.write(`${text}\n`));
  }

  onInit(vitest: Vitest): void {
    this.root = vitest.config.root;
    this.log = (text) => vitest.logger.log(text);
  }

  onTestRunStart(): void {
    this.started = Date.now();
  }

  async onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<{ message?: string; name?: string }>): Promise<void> {
    this.run = await this.report(testModules as unknown as ReadonlyArray<ModuleLike>, unhandledErrors);
  }

  /** Builds the run, writes the files, prints the table (diagrams are laid out by ELK, asynchronously). */
  async report(modules: ReadonlyArray<ModuleLike>, unhandledErrors: ReadonlyArray<{ message?: string; name?: string }> = []): Promise<PathsRun> {
    const env = this.env;
    const overrides = pathEnvOverrides(env);
    const collected = collectMachineRuns(modules);
    for (const e of unhandledErrors) {
      collected.otherFailures.push({ file: '(unhandled)', name: e.name ?? 'Error', error: e.message ?? String(e) });
    }
    const e2eFile = resolve(this.root, env.PATHS_E2E_REPORT || 'reports/e2e.json');
    const browser = readBrowserReport(e2eFile);
    if (browser) attachBrowserResults(collected.machines, browser.results);
    const walks = overrides.walks ?? (overrides.until ? MAX_WALKS_UNTIL : overrides.seed !== null ? 10 : 0);
    const specRules = loadSpecRules(this.root);
    const run: PathsRun = {
      startedAt: new Date(this.started).toISOString(),
      durationMs: Date.now() - this.started,
      options: {
        machines: overrides.machines,
        strategy: overrides.strategy ?? 'shortest',
        maxLength: overrides.maxLength,
        walks,
        seed: walks > 0 ? (overrides.seed ?? 1) : null,
        until: walks > 0 ? overrides.until : null,
      },
      specRules: { file: specRules.file ? this.rel(specRules.file, true) : null, rules: specRules.rules },
      ...collected,
      browserReport: browser ? { file: this.rel(e2eFile), startedAt: browser.startedAt, counted: env.PATHS_BROWSER === '1' } : null,
    };

    const dir = resolve(this.root, env.PATHS_REPORT_DIR || 'reports/paths');
    mkdirSync(dir, { recursive: true });
    const html = resolve(dir, 'index.html');
    const history = appendHistory(resolve(dir, 'history.json'), historyEntry(run));
    const mutation = this.mutation();
    writeFileSync(html, await pathsHtml(run, history, mutationSection(mutation.summary, mutation.oracles)));
    const summary = { ok: runProblems(run).length === 0, problems: runProblems(run), specRuleStatuses: specRuleStatuses(run), ...run, mutation: mutation.summary };
    writeFileSync(resolve(dir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);
    let junit: string | undefined;
    if (env.PATHS_JUNIT) {
      junit = resolve(this.root, env.PATHS_JUNIT);
      mkdirSync(dirname(junit), { recursive: true });
      writeFileSync(junit, pathsJunit(run));
    }
    this.log(`\n${formatPathsTable(run, { html: this.rel(html), junit: junit && this.rel(junit) })}\n`);
    return run;
  }

  /** The full run's mutation figures (tests/mutation/results/) and which oracles read which file's paths. */
  private mutation() {
    const tests = globSync(['tests/machines/*.paths.test.ts'], { cwd: this.root });
    const read = (f: string) => (existsSync(resolve(this.root, f)) ? readFileSync(resolve(this.root, f), 'utf8') : undefined);
    const oracles = oraclesByFile(Object.fromEntries(tests.map((f) => [f, readFileSync(resolve(this.root, f), 'utf8')])), read);
    try {
      return { summary: fullRunSummary(this.root), oracles };
    } catch (err) {
      // A damaged results file must not cost the path report; the section says nothing was found.
      this.log(`paths report: mutation results not read: ${(err as Error).message}`);
      return { summary: null, oracles };
    }
  }

  /** Inside the project: relative to it. Outside: absolute (spec-rules.md beside the clone reads best as ../shared/…). */
  private rel(file: string, besideOk = false): string {
    const r = relative(this.root, file);
    return r && (!r.startsWith('..') || besideOk) ? r : file;
  }
}

export default PathsReporter;
