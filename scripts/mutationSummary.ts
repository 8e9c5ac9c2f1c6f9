// Reads StrykerJS's JSON report (the mutation-testing-report schema,
// https://github.com/stryker-mutator/mutation-testing-elements/tree/master/packages/report-schema)
// and turns it into the summary of `npm run test:mutation`: the score of each pass, per group
// (src/machines, src/schemas), per file, and every mutant that was not killed, with its place and
// replacement. Pure functions, no I/O: scripts/mutation.ts reads and writes the files.

import type { Pass, Variant } from './mutationConfig.ts';

// ---------------------------------------------------------------------------------------------
// The part of the mutation-testing-report schema read here

export type MutantStatus = 'Killed' | 'Survived' | 'NoCoverage' | 'CompileError' | 'RuntimeError' | 'Timeout' | 'Ignored' | 'Pending';

export interface ReportPosition {
  line: number;
  column: number;
}

export interface ReportMutant {
  id: string;
  mutatorName: string;
  replacement?: string;
  location: { start: ReportPosition; end: ReportPosition };
  status: MutantStatus;
  statusReason?: string;
  static?: boolean;
  coveredBy?: string[];
  killedBy?: string[];
}

export interface MutationReport {
  schemaVersion: string;
  projectRoot?: string;
  files: Record<string, { language?: string; source: string; mutants: ReportMutant[] }>;
}

/** Checks the shape this module relies on; throws naming what is wrong. */
export function parseMutationReport(json: unknown): MutationReport {
  const fail = (what: string): never => {
    throw new Error(`not a mutation-testing-report: ${what}`);
  };
  if (typeof json !== 'object' || json === null) fail('not an object');
  const r = json as Record<string, unknown>;
  if (typeof r.schemaVersion !== 'string') fail('no schemaVersion');
  if (typeof r.files !== 'object' || r.files === null) fail('no files');
  for (const [name, file] of Object.entries(r.files as Record<string, unknown>)) {
    const f = file as Record<string, unknown> | null;
    if (typeof f?.source !== 'string' || !Array.isArray(f.mutants)) fail(`file ${name} has no source or mutants`);
    for (const m of (f as { mutants: unknown[] }).mutants) {
      const mutant = m as Record<string, unknown>;
      if (typeof mutant.id !== 'string' || typeof mutant.mutatorName !== 'string' || typeof mutant.status !== 'string' || typeof mutant.location !== 'object') {
        fail(`a mutant of ${name} lacks id, mutatorName, status or location`);
      }
    }
  }
  return json as MutationReport;
}

// ---------------------------------------------------------------------------------------------
// Equivalent mutants (tests/mutation/equivalent.json)

/** A mutant that no test can kill because it does not change behaviour, with the reason why. */
export interface EquivalentMutant {
  file: string;
  line: number;
  mutator: string;
  replacement: string;
  /** The code it replaces, when the line holds more than one mutant of that kind. */
  original?: string;
  reason: string;
}

export function parseEquivalents(json: unknown): EquivalentMutant[] {
  if (!Array.isArray(json)) throw new Error('equivalent mutants: expected an array');
  return json.map((raw, i) => {
    const e = raw as Record<string, unknown>;
    const missing = (['file', 'mutator', 'replacement', 'reason'] as const).filter((k) => typeof e[k] !== 'string' || e[k] === '');
    if (typeof e.line !== 'number') missing.push('line' as never);
    if (missing.length > 0) throw new Error(`equivalent mutants: entry ${i} needs ${missing.join(', ')}`);
    return e as unknown as EquivalentMutant;
  });
}

// ---------------------------------------------------------------------------------------------
// Summary

export interface Counts {
  mutants: number;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  /** Survived or NoCoverage, but listed in equivalent.json: left out of `score`. */
  equivalent: number;
  ignored: number;
  runtimeError: number;
  compileError: number;
  pending: number;
  /** killed + timeout */
  detected: number;
  /** detected + survived + noCoverage: the mutants Stryker's score counts */
  valid: number;
  /** Stryker's mutation score: detected / valid, in % (2 decimals), null without valid mutants. */
  strykerScore: number | null;
  /** detected / (valid − equivalent), in %: the figure held against the target. */
  score: number | null;
}

export interface Survivor {
  file: string;
  line: number;
  column: number;
  mutator: string;
  /** The code the mutant replaced (whitespace collapsed). */
  original: string;
  replacement: string;
  status: 'Survived' | 'NoCoverage';
  /** Tests that ran the mutated code (none for NoCoverage); absent when the report does not say. */
  coveredBy?: number;
  static?: boolean;
  /** Set when equivalent.json lists it: why no test can kill it. */
  equivalent?: string;
}

export interface PassSummary {
  pass: Pass;
  description: string;
  /** false when Stryker did not finish (crash, time limit): no scores then. */
  complete: boolean;
  problem?: string;
  durationSeconds: number | null;
  report: string;
  html: string;
  target: number;
  targetScope: string;
  /** score of the mutants in targetScope, the figure the target is about */
  scopeScore: number | null;
  /** At its target, with every file of targetScope measured. */
  met: boolean;
  /** Files the run is about (the full run's) that its report has no result for yet (measured with --part). */
  unmeasured: string[];
  /** Files with results from line-range parts only: no part has covered them whole yet. */
  partlyMeasured?: string[];
  totals: Counts;
  groups: Record<string, Counts>;
  files: Record<string, Counts>;
  survivors: Survivor[];
  /** equivalent.json entries that matched no surviving mutant of a mutated file (moved or now killed). */
  staleEquivalents: EquivalentMutant[];
}

export interface MutationSummary {
  schema: 'mutation-summary/1';
  generatedAt: string;
  variant: Variant;
  mutate: string[];
  /** every pass complete and at its target */
  ok: boolean;
  passes: PassSummary[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function emptyCounts(): Counts {
  return { mutants: 0, killed: 0, timeout: 0, survived: 0, noCoverage: 0, equivalent: 0, ignored: 0, runtimeError: 0, compileError: 0, pending: 0, detected: 0, valid: 0, strykerScore: null, score: null };
}

function add(c: Counts, status: MutantStatus, equivalent: boolean): void {
  c.mutants++;
  if (status === 'Killed') c.killed++;
  else if (status === 'Timeout') c.timeout++;
  else if (status === 'Survived') c.survived++;
  else if (status === 'NoCoverage') c.noCoverage++;
  else if (status === 'Ignored') c.ignored++;
  else if (status === 'RuntimeError') c.runtimeError++;
  else if (status === 'CompileError') c.compileError++;
  else c.pending++;
  if (equivalent) c.equivalent++;
}

function finish(c: Counts): Counts {
  c.detected = c.killed + c.timeout;
  c.valid = c.detected + c.survived + c.noCoverage;
  c.strykerScore = c.valid === 0 ? null : round2((100 * c.detected) / c.valid);
  const counted = c.valid - c.equivalent;
  c.score = counted === 0 ? null : round2((100 * c.detected) / counted);
  return c;
}

/** A report's file name relative to the project, with forward slashes. */
export function reportFileName(name: string, projectRoot: string | undefined): string {
  let file = name.replace(/\\/g, '/');
  const root = projectRoot?.replace(/\\/g, '/').replace(/\/$/, '');
  if (root && file.startsWith(`${root}/`)) file = file.slice(root.length + 1);
  return file;
}

/** The group a file counts in: its first two folders (`src/machines`). */
export function groupOf(file: string): string {
  return file.split('/').slice(0, 2).join('/');
}

/** The source text between two 1-based positions (columns 1-based, end exclusive), whitespace collapsed. */
export function sourceAt(source: string, start: ReportPosition, end: ReportPosition): string {
  const lines = source.split('\n');
  const offset = (p: ReportPosition) => lines.slice(0, p.line - 1).reduce((n, l) => n + l.length + 1, 0) + p.column - 1;
  return collapse(source.slice(offset(start), offset(end)));
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

function isEquivalent(e: EquivalentMutant, s: Omit<Survivor, 'equivalent'>): boolean {
  return (
    e.file === s.file &&
    e.line === s.line &&
    e.mutator === s.mutator &&
    collapse(e.replacement) === s.replacement &&
    (e.original === undefined || collapse(e.original) === s.original)
  );
}

export interface PassInput {
  pass: Pass;
  description: string;
  target: number;
  targetScope: string;
  report: string;
  html: string;
  durationSeconds: number | null;
  /** Every file the run is about; those without a result in the report are `unmeasured`. Default: the report's own. */
  expectedFiles?: readonly string[];
  /** Files no part has covered whole yet; those with results (line ranges) are `partlyMeasured`. */
  notMeasuredWhole?: readonly string[];
}

/** The summary of one pass from its Stryker JSON report. */
export function summarizePass(input: PassInput, report: MutationReport, equivalents: readonly EquivalentMutant[]): PassSummary {
  const totals = emptyCounts();
  const scope = emptyCounts();
  const groups: Record<string, Counts> = {};
  const files: Record<string, Counts> = {};
  const survivors: Survivor[] = [];
  const used = new Set<EquivalentMutant>();
  const mutatedFiles = new Set<string>();

  const entries = Object.entries(report.files).map(([name, data]) => [reportFileName(name, report.projectRoot), data] as const);
  for (const [file, data] of entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    mutatedFiles.add(file);
    const fileCounts = (files[file] = emptyCounts());
    const group = (groups[groupOf(file)] ??= emptyCounts());
    const mutants = [...data.mutants].sort((a, b) => a.location.start.line - b.location.start.line || a.location.start.column - b.location.start.column);
    for (const m of mutants) {
      let equivalent: EquivalentMutant | undefined;
      if (m.status === 'Survived' || m.status === 'NoCoverage') {
        const survivor: Survivor = {
          file,
          line: m.location.start.line,
          column: m.location.start.column,
          mutator: m.mutatorName,
          original: sourceAt(data.source, m.location.start, m.location.end),
          replacement: collapse(m.replacement ?? ''),
          status: m.status,
        };
        if (m.coveredBy) survivor.coveredBy = m.coveredBy.length;
        if (m.static !== undefined) survivor.static = m.static;
        equivalent = equivalents.find((e) => isEquivalent(e, survivor));
        if (equivalent) {
          survivor.equivalent = equivalent.reason;
          used.add(equivalent);
        }
        survivors.push(survivor);
      }
      for (const c of [totals, fileCounts, group]) add(c, m.status, equivalent !== undefined);
      if (file.startsWith(input.targetScope)) add(scope, m.status, equivalent !== undefined);
    }
  }
  [totals, scope, ...Object.values(groups), ...Object.values(files)].forEach(finish);
  const scopeScore = scope.score;
  const unmeasured = (input.expectedFiles ?? []).filter((f) => !mutatedFiles.has(f)).sort();
  // Results but no part that covered the file whole: line ranges measured so far (`--part file.ts:1-300`).
  const partlyMeasured = (input.notMeasuredWhole ?? []).filter((f) => mutatedFiles.has(f)).sort();
  const scopeMeasured = ![...unmeasured, ...partlyMeasured].some((f) => f.startsWith(input.targetScope));
  return {
    pass: input.pass,
    description: input.description,
    complete: true,
    durationSeconds: input.durationSeconds,
    report: input.report,
    html: input.html,
    target: input.target,
    targetScope: input.targetScope,
    scopeScore,
    met: scopeMeasured && (scopeScore === null || scopeScore >= input.target),
    unmeasured,
    partlyMeasured,
    totals,
    groups,
    files,
    survivors,
    staleEquivalents: equivalents.filter((e) => mutatedFiles.has(e.file) && !used.has(e)),
  };
}

/** A pass that produced no usable report. */
export function incompletePass(input: PassInput, problem: string): PassSummary {
  return {
    pass: input.pass,
    description: input.description,
    complete: false,
    problem,
    durationSeconds: input.durationSeconds,
    report: input.report,
    html: input.html,
    target: input.target,
    targetScope: input.targetScope,
    scopeScore: null,
    met: false,
    unmeasured: [...(input.expectedFiles ?? [])],
    partlyMeasured: [],
    totals: finish(emptyCounts()),
    groups: {},
    files: {},
    survivors: [],
    staleEquivalents: [],
  };
}

export function mutationSummary(variant: Variant, mutate: readonly string[], passes: PassSummary[], generatedAt: Date): MutationSummary {
  return {
    schema: 'mutation-summary/1',
    generatedAt: generatedAt.toISOString(),
    variant,
    mutate: [...mutate],
    ok: passes.length > 0 && passes.every((p) => p.complete && p.met),
    passes,
  };
}

// ---------------------------------------------------------------------------------------------
// Printing

const pct = (n: number | null) => (n === null ? '–' : `${n.toFixed(2)}%`);

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) => r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ').trimEnd());
}

/** The short table printed at the end of a run: one row per pass and group, then the survivors. */
export function formatSummary(summary: MutationSummary, options: { maxSurvivors?: number } = {}): string {
  const max = options.maxSurvivors ?? 40;
  const rows: string[][] = [['pass / files', 'mutants', 'killed', 'timeout', 'survived', 'no cov', 'equiv', 'score', 'target', 'result']];
  for (const p of summary.passes) {
    if (!p.complete) {
      rows.push([p.pass, '', '', '', '', '', '', '', `${p.target}%`, 'INCOMPLETE']);
      continue;
    }
    const row = (label: string, c: Counts, result: string) => [label, String(c.mutants), String(c.killed), String(c.timeout), String(c.survived), String(c.noCoverage), String(c.equivalent), pct(c.score), result ? `${p.target}%` : '', result];
    rows.push(row(p.pass, p.totals, ''));
    for (const [group, c] of Object.entries(p.groups)) {
      const targeted = `${group}/` === p.targetScope;
      const partial = [...p.unmeasured, ...(p.partlyMeasured ?? [])].some((f) => f.startsWith(p.targetScope));
      rows.push(row(`  ${group}`, c, targeted ? (p.met ? 'ok' : partial ? 'PARTIAL' : 'BELOW') : ''));
    }
  }
  const lines = [`mutation testing (${summary.variant}: ${summary.mutate.join(', ')})`, ...table(rows)];
  for (const p of summary.passes) {
    if (!p.complete) {
      lines.push('', `${p.pass}: ${p.problem ?? 'did not finish'}`);
      continue;
    }
    if (p.unmeasured.length > 0) {
      lines.push('', `${p.pass}: ${p.unmeasured.length} file${p.unmeasured.length === 1 ? '' : 's'} not measured yet (npm run test:mutation -- --part <file>):`);
      for (const f of p.unmeasured) lines.push(`  ${f}`);
    }
    if ((p.partlyMeasured ?? []).length > 0) {
      lines.push('', `${p.pass}: measured only in line ranges so far (npm run test:mutation -- --part <file> completes it):`);
      for (const f of p.partlyMeasured ?? []) lines.push(`  ${f}`);
    }
    const open = p.survivors.filter((s) => !s.equivalent);
    lines.push('', `${p.pass}: ${open.length} mutant${open.length === 1 ? '' : 's'} not killed${p.durationSeconds === null ? '' : ` · ${Math.round(p.durationSeconds)} s`} · ${p.html}`);
    for (const s of open.slice(0, max)) {
      const cut = (t: string) => (t.length > 60 ? `${t.slice(0, 57)}...` : t);
      lines.push(`  ${s.file}:${s.line}:${s.column}  ${s.mutator}${s.status === 'NoCoverage' ? ' (no coverage)' : ''}  ${cut(s.original)}  →  ${cut(s.replacement)}`);
    }
    if (open.length > max) lines.push(`  … and ${open.length - max} more in reports/mutation/summary.json`);
    for (const e of p.staleEquivalents) lines.push(`  stale entry in equivalent.json (no such surviving mutant): ${e.file}:${e.line} ${e.mutator} → ${e.replacement}`);
  }
  return lines.join('\n');
}
