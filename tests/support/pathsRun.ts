/**
 * One test:paths run as plain data: collected from vitest's reported modules (the
 * `[paths:<id>]` suites definePathTests registers), joined with spec-rules.md and, when a
 * Playwright JSON report exists, with the browser result of each path. The table, the HTML
 * report and the JUnit file are all rendered from this.
 */
import type { TaskMeta } from 'vitest';
import type { BrowserResult } from './playwrightResults.ts';
import type { PathInfo, PathRunOptions, PathsMachineMeta, PathsTestMeta } from './pathsMeta.ts';
import type { SpecRule } from './specRules.ts';
import { OUT_OF_SCOPE } from '../spec/scope.ts';

export type TestOutcome = 'passed' | 'failed' | 'skipped' | 'pending';

export interface PathRun extends PathInfo {
  result: TestOutcome;
  durationMs: number;
  error: string | null;
  /** Playwright tests whose title contains this path's description */
  browser: BrowserResult[];
}

export interface CheckRun {
  kind: Exclude<PathsTestMeta['kind'], 'path'>;
  name: string;
  result: TestOutcome;
  error: string | null;
}

export interface MachineRun {
  machineId: string;
  /** the machine id, plus the file name when the same id runs in several files */
  label: string;
  /** id of its section in the HTML report: `machine-<id>` (the statechart viewer links there) */
  anchor: string;
  /** test file, relative to the project root */
  file: string;
  meta: PathsMachineMeta;
  paths: PathRun[];
  checks: CheckRun[];
  /** path generation + every test of the machine, ms */
  durationMs: number;
  /** spec rules its oracles asserted on its paths: held everywhere, or failed somewhere */
  rules: { verified: string[]; failed: string[] };
}

export type SpecRuleState = 'verified' | 'failed' | 'not covered' | 'out of scope';

/** One suite of rule tests (tests/schemas → "schema tests"): the rules its oracles asserted, per file. */
export interface RuleTestRun {
  suite: string;
  file: string;
  verified: string[];
  failed: string[];
}

/** Which suite a rule test belongs to, by where its file is. */
export function ruleSuiteOf(file: string): string {
  if (file.includes('tests/schemas/')) return 'schema tests';
  if (file.includes('tests/services/')) return 'service tests';
  if (file.includes('tests/server/')) return 'server tests';
  if (file.includes('routeGuard')) return 'route guard tests';
  return 'unit tests';
}

export interface SpecRuleStatus {
  id: string;
  status: SpecRuleState;
  /** verified or failed: by which suite and machines (`machine paths: serviceRequest, session`) */
  by: string[];
  /** out of scope: why */
  reason: string | null;
}

export interface PathsRun {
  startedAt: string;
  durationMs: number;
  /** the options the tester asked for (machines: null = all) */
  options: PathRunOptions & { machines: string[] | null };
  specRules: { file: string | null; rules: SpecRule[] };
  machines: MachineRun[];
  /** machines whose tests exist but were not selected with --machine */
  notSelected: string[];
  /** failures outside any machine's suite: files that failed to load, other failing tests */
  otherFailures: Array<{ file: string; name: string; error: string }>;
  /** rules asserted by tests that are their oracle outside the paths (`ruleIt`): schema, service, guard tests */
  ruleTests?: RuleTestRun[];
  /** the Playwright report the browser results came from */
  /** counted: this run replayed the paths in the browser (`--browser`), so their failures fail it */
  browserReport: { file: string; startedAt: string | null; counted?: boolean } | null;
}

// The parts of vitest's reported tasks this module reads (structural, so tests can fake them).
interface ReportedError {
  message: string;
}
export interface CaseLike {
  readonly type: 'test';
  readonly name: string;
  meta(): TaskMeta;
  result(): { state: TestOutcome; errors?: ReadonlyArray<ReportedError> | undefined };
  diagnostic(): { duration: number } | undefined;
}
export interface SuiteLike {
  readonly type: 'suite';
  readonly name: string;
  meta(): TaskMeta;
  readonly children: { array(): ReadonlyArray<CaseLike | SuiteLike> };
}
export interface ModuleLike {
  readonly relativeModuleId: string;
  errors(): ReadonlyArray<ReportedError>;
  readonly children: { array(): ReadonlyArray<CaseLike | SuiteLike> };
}

// ESC [ … m: terminal colours in assertion messages
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

export function stripAnsi(text: string): string {
  return text.replace(ANSI, '');
}

export function plainError(errors: ReadonlyArray<ReportedError> | undefined): string | null {
  if (!errors?.length) return null;
  return errors.map((e) => stripAnsi(e.message)).join('\n');
}

function allTests(node: { children: { array(): ReadonlyArray<CaseLike | SuiteLike> } }): CaseLike[] {
  return node.children.array().flatMap((c) => (c.type === 'test' ? [c] : allTests(c)));
}

function machineRun(file: string, suite: SuiteLike, meta: PathsMachineMeta): MachineRun {
  const paths: PathRun[] = meta.paths.map((p) => ({ ...p, result: 'pending', durationMs: 0, error: null, browser: [] }));
  const checks: CheckRun[] = [];
  let durationMs = meta.generationMs;
  const verified = new Set<string>();
  const failed = new Set<string>();
  for (const test of allTests(suite)) {
    const info = test.meta().pathsTest;
    const recorded = test.meta().specRules;
    for (const id of recorded?.verified ?? []) verified.add(id);
    for (const id of recorded?.failed ?? []) failed.add(id);
    const result = test.result();
    const duration = test.diagnostic()?.duration ?? 0;
    durationMs += duration;
    const error = plainError(result.errors);
    if (info?.kind === 'path') {
      const path = paths[info.index];
      if (path) Object.assign(path, { result: result.state, durationMs: duration, error });
    } else if (info) {
      checks.push({ kind: info.kind, name: test.name, result: result.state, error });
    }
  }
  const rules = { verified: [...verified].filter((id) => !failed.has(id)).sort(), failed: [...failed].sort() };
  return { machineId: meta.machineId, label: meta.machineId, anchor: sectionId(meta.machineId), file, meta, paths, checks, durationMs, rules };
}

/** `machine-<id>`, with anything but letters, digits, `_` and `-` turned into `-`. */
export function sectionId(name: string): string {
  return `machine-${name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '')}`;
}

const NOT_SELECTED = /^\[paths:(.+)\] not selected$/;

/** Reads the machines' runs out of vitest's reported modules. */
export function collectMachineRuns(modules: ReadonlyArray<ModuleLike>): Pick<PathsRun, 'machines' | 'notSelected' | 'otherFailures' | 'ruleTests'> {
  const machines: MachineRun[] = [];
  const notSelected = new Set<string>();
  const otherFailures: PathsRun['otherFailures'] = [];
  const ruleTests = new Map<string, RuleTestRun>();
  const visit = (file: string, node: CaseLike | SuiteLike) => {
    if (node.type === 'suite') {
      const meta = node.meta().pathsMachine;
      if (meta) machines.push(machineRun(file, node, meta));
      else for (const child of node.children.array()) visit(file, child);
      return;
    }
    const skipped = NOT_SELECTED.exec(node.name);
    if (skipped) notSelected.add(skipped[1]!);
    const result = node.result();
    if (result.state === 'failed') otherFailures.push({ file, name: node.name, error: plainError(result.errors) ?? 'failed' });
    const recorded = node.meta().specRules;
    if (recorded && (recorded.verified.length || recorded.failed.length)) {
      const run = ruleTests.get(file) ?? { suite: ruleSuiteOf(file), file, verified: [], failed: [] };
      for (const id of recorded.failed) if (!run.failed.includes(id)) run.failed.push(id);
      for (const id of recorded.verified) if (!run.verified.includes(id)) run.verified.push(id);
      ruleTests.set(file, run);
    }
  };
  for (const mod of modules) {
    const file = mod.relativeModuleId;
    const loadError = plainError(mod.errors());
    if (loadError) otherFailures.push({ file, name: '(loading the file)', error: loadError });
    for (const child of mod.children.array()) visit(file, child);
  }
  machines.sort((a, b) => a.machineId.localeCompare(b.machineId) || a.file.localeCompare(b.file));
  for (const m of machines) {
    const same = machines.filter((o) => o.machineId === m.machineId);
    if (same.length < 2) continue;
    const base = (x: MachineRun) => x.file.split('/').pop()!;
    m.label = `${m.machineId} (${base(m)})`;
    // the machine's own file (sessionMachine.paths.test.ts) keeps the plain anchor
    const primary = same.find((o) => base(o).startsWith(`${o.machineId}Machine.`) || base(o).startsWith(`${o.machineId}.`)) ?? same[0]!;
    if (m !== primary) m.anchor = sectionId(`${m.machineId}-${base(m).replace(/\.paths\.test\.ts$/, '')}`);
  }
  const selected = new Set(machines.map((m) => m.machineId));
  const rules = [...ruleTests.values()].map((r) => ({ ...r, verified: r.verified.filter((id) => !r.failed.includes(id)).sort(), failed: r.failed.sort() }));
  return { machines, notSelected: [...notSelected].filter((id) => !selected.has(id)).sort(), otherFailures, ruleTests: rules.sort((a, b) => a.file.localeCompare(b.file)) };
}

/**
 * Whether a Playwright test title carries a path's description (`journey: <description>`):
 * contains it, and not as the beginning of a longer path (descriptions in words may be
 * prefixes of one another).
 */
export function titleCarries(title: string, description: string): boolean {
  if (!description) return false;
  for (let at = title.indexOf(description); at >= 0; at = title.indexOf(description, at + 1)) {
    if (!title.startsWith(' → ', at + description.length)) return true;
  }
  return false;
}

/** Attaches to each path the Playwright tests whose title carries its description. */
export function attachBrowserResults(machines: MachineRun[], browser: readonly BrowserResult[]): void {
  if (!browser.length) return;
  for (const m of machines) {
    for (const p of m.paths) p.browser = browser.filter((b) => titleCarries(b.title, p.description));
  }
}

// ──────────────────────────── verdicts ────────────────────────────

export function statesComplete(m: MachineRun): boolean {
  const r = m.meta.report;
  return r !== null && r.states.covered === r.states.total;
}

export function transitionsComplete(m: MachineRun): boolean {
  const r = m.meta.report;
  return r !== null && r.transitions.covered === r.transitions.total;
}

export function failedPaths(m: MachineRun): PathRun[] {
  return m.paths.filter((p) => p.result === 'failed');
}

/** Spec ids a machine tags that spec-rules.md does not list (only when the file was found). */
export function unknownSpecIds(m: MachineRun, rules: readonly SpecRule[]): string[] {
  if (!rules.length || !m.meta.report) return [];
  const known = new Set(rules.map((r) => r.id));
  return m.meta.report.specRules.declared.filter((id) => !known.has(id));
}

/** Everything wrong with one machine, one line each (empty when it is fine). */
export function machineProblems(m: MachineRun, rules: readonly SpecRule[]): string[] {
  const problems: string[] = [];
  if (m.meta.error) problems.push(`path generation failed: ${m.meta.error}`);
  const report = m.meta.report;
  if (report && !statesComplete(m)) problems.push(`states not covered: ${report.states.unvisited.join(', ')}`);
  if (report && !transitionsComplete(m)) problems.push(`transitions not covered: ${report.transitions.unvisited.join('; ')}`);
  const failed = failedPaths(m);
  if (failed.length) problems.push(`${failed.length} path${failed.length === 1 ? '' : 's'} failed`);
  for (const c of m.checks) if (c.result === 'failed' && c.kind !== 'coverage' && c.kind !== 'generation') problems.push(c.error ?? c.name);
  const pending = m.paths.filter((p) => p.result === 'pending').length;
  if (pending) problems.push(`${pending} path${pending === 1 ? '' : 's'} did not run`);
  const unknown = unknownSpecIds(m, rules);
  if (unknown.length) problems.push(`spec ids not in spec-rules.md: ${unknown.join(', ')}`);
  if (m.rules.failed.length) problems.push(`spec rules failed: ${m.rules.failed.join(', ')}`);
  return problems;
}

/** One cause of failure and the paths (1-based numbers) that failed of it, in the machine or in the browser. */
export interface FailureGroup {
  cause: string;
  paths: number[];
  /** where the machine paths failed: the state names (`step3.editing`) reached at the failing step */
  states: string[];
  /** 'machine paths' and/or 'browser (<project>)' */
  where: string[];
}

/**
 * A failure's cause without what is particular to its path (the step number, the path's title):
 * one wrong assertion reads the same on every path it breaks, so they group.
 */
export function failureCause(error: string): string {
  const lines = stripAnsi(error)
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const first = lines[0] ?? 'failed';
  const assertion = /^state "([^"]+)" assertion failed at step \d+/.exec(first);
  if (assertion) return `state "${assertion[1]}": ${lines[1] ?? ''}`.trim();
  const mismatch = /^at step \d+ \((.*?)\) of path:/.exec(first);
  if (mismatch) return `after ${mismatch[1]}: ${lines.slice(1, 3).join('; ')}`;
  return first;
}

/** The state names of a path's step that failed (`at step N` in the error), for the diagram. */
export function failingStates(p: PathRun): string[] {
  const at = /at step (\d+) /.exec(stripAnsi(p.error ?? ''));
  const step = at ? p.steps[Number(at[1])] : undefined;
  if (!step) return [];
  return step.stateCode.replace(/^\[|\]$/g, '').split(' | ');
}

/** Failed paths grouped by cause, the largest group first. */
export function failureGroups(m: MachineRun): FailureGroup[] {
  const groups = new Map<string, FailureGroup>();
  const add = (cause: string, path: number, where: string, states: string[]) => {
    const g = groups.get(cause) ?? { cause, paths: [], states: [], where: [] };
    if (!g.paths.includes(path)) g.paths.push(path);
    for (const s of states) if (!g.states.includes(s)) g.states.push(s);
    if (!g.where.includes(where)) g.where.push(where);
    groups.set(cause, g);
  };
  m.paths.forEach((p, i) => {
    if (p.result === 'failed') add(failureCause(p.error ?? 'failed'), i + 1, 'machine paths', failingStates(p));
    for (const b of p.browser.filter((r) => r.status === 'failed')) add(failureCause(b.error ?? 'failed'), i + 1, `browser (${b.project})`, []);
  });
  return [...groups.values()].sort((a, b) => b.paths.length - a.paths.length);
}

export function machineOk(m: MachineRun, rules: readonly SpecRule[]): boolean {
  return machineProblems(m, rules).length === 0;
}

/** Problems of the whole run, one line each; the run passes when this is empty. */
export function runProblems(run: PathsRun): string[] {
  const problems: string[] = [];
  const ran = new Set(run.machines.map((m) => m.machineId));
  const known = [...new Set([...ran, ...run.notSelected])].sort();
  const knownText = known.length ? ` (machines: ${known.join(', ')})` : '';
  const missing = (run.options.machines ?? []).filter((id) => !ran.has(id));
  if (missing.length) problems.push(`no machine named ${missing.join(', ')} ran${knownText}`);
  else if (!run.machines.length) problems.push(`no machine ran${knownText}`);
  if (!run.specRules.file) problems.push('spec-rules.md was not found (looked in ../shared/ and ../; set SPEC_RULES=<file>)');
  for (const m of run.machines) for (const p of machineProblems(m, run.specRules.rules)) problems.push(`${m.label}: ${p}`);
  for (const f of run.otherFailures) problems.push(`${f.file}: ${f.name}: ${f.error.split('\n')[0]}`);
  const ids = new Set(run.specRules.rules.map((r) => r.id));
  for (const r of run.ruleTests ?? []) {
    const unknown = [...r.verified, ...r.failed].filter((id) => !ids.has(id));
    if (run.specRules.file && unknown.length) problems.push(`${r.file}: names rules spec-rules.md does not have: ${unknown.join(', ')}`);
  }
  if (run.browserReport?.counted) {
    for (const m of run.machines) {
      m.paths.forEach((p, i) => {
        for (const b of p.browser.filter((r) => r.status === 'failed')) {
          problems.push(`${m.label}: path ${i + 1} failed in the browser (${b.project}): ${(b.error ?? '').split('\n')[0]}`);
        }
      });
    }
  }
  return problems;
}

export interface RunTotals {
  paths: number;
  states: { covered: number; total: number };
  transitions: { covered: number; total: number };
  pairs: { covered: number; total: number };
  /** union of the exercised spec ids over all machines */
  specExercised: string[];
  durationMs: number;
}

export function runTotals(run: PathsRun): RunTotals {
  const sum = (pick: (m: MachineRun) => { covered: number; total: number } | undefined) =>
    run.machines.reduce(
      (acc, m) => {
        const v = pick(m);
        return v ? { covered: acc.covered + v.covered, total: acc.total + v.total } : acc;
      },
      { covered: 0, total: 0 },
    );
  const exercised = new Set<string>();
  for (const m of run.machines) for (const id of m.meta.report?.specRules.exercised ?? []) exercised.add(id);
  return {
    paths: run.machines.reduce((n, m) => n + m.paths.length, 0),
    states: sum((m) => m.meta.report?.states),
    transitions: sum((m) => m.meta.report?.transitions),
    pairs: sum((m) => m.meta.report?.transitionPairs),
    specExercised: [...exercised].sort(),
    durationMs: run.machines.reduce((n, m) => n + m.durationMs, 0),
  };
}

/**
 * Every rule of spec-rules.md with its status: verified when an oracle asserted it on a generated
 * path and it held on every path; failed when it did not hold somewhere; out of scope with the
 * reason of tests/spec/scope.ts; otherwise not covered. Tags and test titles earn nothing.
 */
export function specRuleStatuses(run: Pick<PathsRun, 'specRules' | 'machines' | 'ruleTests'>): SpecRuleStatus[] {
  // Browser oracles count only from a passing (or failing) replay of that machine's paths.
  const inBrowser = (m: MachineRun, pick: (b: BrowserResult) => string[]) => new Set(m.paths.flatMap((p) => p.browser.flatMap(pick)));
  const browserFailed = new Map(run.machines.map((m) => [m.machineId, inBrowser(m, (b) => b.specFailed)]));
  const browserVerified = new Map(run.machines.map((m) => [m.machineId, inBrowser(m, (b) => (b.status === 'passed' || b.status === 'flaky' ? b.specVerified : []))]));
  const by = (label: string, ids: string[]) => (ids.length ? [`${label}: ${ids.join(', ')}`] : []);
  return run.specRules.rules.map(({ id }) => {
    const failedBy = run.machines.filter((m) => m.rules.failed.includes(id)).map((m) => m.machineId);
    const verifiedBy = run.machines.filter((m) => m.rules.verified.includes(id)).map((m) => m.machineId);
    const failedInBrowser = run.machines.filter((m) => browserFailed.get(m.machineId)?.has(id)).map((m) => m.machineId);
    const verifiedInBrowser = run.machines.filter((m) => browserVerified.get(m.machineId)?.has(id)).map((m) => m.machineId);
    // Rule tests (schema, service, guard): by suite, naming their files.
    const ruleSuites = (pick: (r: RuleTestRun) => string[]) => {
      const bySuite = new Map<string, string[]>();
      for (const r of run.ruleTests ?? []) if (pick(r).includes(id)) bySuite.set(r.suite, [...(bySuite.get(r.suite) ?? []), r.file.split('/').pop()!]);
      return [...bySuite].flatMap(([suite, files]) => by(suite, files));
    };
    const failedInTests = ruleSuites((r) => r.failed);
    const verifiedInTests = ruleSuites((r) => r.verified);
    if (failedBy.length || failedInBrowser.length || failedInTests.length) return { id, status: 'failed', by: [...by('machine paths', failedBy), ...by('browser replay', failedInBrowser), ...failedInTests], reason: null };
    if (verifiedBy.length || verifiedInBrowser.length || verifiedInTests.length) return { id, status: 'verified', by: [...by('machine paths', verifiedBy), ...by('browser replay', verifiedInBrowser), ...verifiedInTests], reason: null };
    const reason = OUT_OF_SCOPE[id];
    if (reason) return { id, status: 'out of scope', by: [], reason };
    return { id, status: 'not covered', by: [], reason: null };
  });
}

/** How many rules are in each state. */
export function specRuleCounts(statuses: readonly SpecRuleStatus[]): Record<SpecRuleState, number> {
  const counts: Record<SpecRuleState, number> = { verified: 0, failed: 0, 'not covered': 0, 'out of scope': 0 };
  for (const s of statuses) counts[s.status]++;
  return counts;
}
