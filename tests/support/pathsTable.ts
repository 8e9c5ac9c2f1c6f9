/** The plain-text summary test:paths prints: one row per machine, a total row, then what is wrong. */
import type { WalkSummary } from './pathCoverageCore.ts';
import type { PathRunOptions } from './pathsMeta.ts';
import { failureGroups, machineProblems, runProblems, runTotals, specRuleCounts, specRuleStatuses, type MachineRun, type PathsRun } from './pathsRun.ts';

export function formatDuration(ms: number): string {
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

/** At most `max` characters, ending in … when cut (a failed path's full steps are in the HTML report). */
export function clip(text: string, max: number): string {
  return [...text].length <= max ? text : `${[...text].slice(0, max - 1).join('')}…`;
}

function ratio(v: { covered: number; total: number } | undefined, mustBeFull: boolean): string {
  if (!v) return '–';
  return `${v.covered}/${v.total}${mustBeFull && v.covered < v.total ? ' ✗' : ''}`;
}

/** Left-aligned text columns, right-aligned numbers, two spaces apart. */
export function alignColumns(rows: readonly string[][], rightAligned: readonly number[] = []): string[] {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => [...(r[c] ?? '')].length)));
  return rows.map((r) =>
    r
      .map((cell, c) => {
        const pad = ' '.repeat(widths[c]! - [...cell].length);
        return rightAligned.includes(c) ? pad + cell : cell + pad;
      })
      .join('  ')
      .trimEnd(),
  );
}

function resultCell(m: MachineRun, run: PathsRun): string {
  const problems = machineProblems(m, run.specRules.rules);
  if (!problems.length) return 'ok';
  const failed = m.paths.filter((p) => p.result === 'failed').length;
  return failed ? `FAIL (${failed} path${failed === 1 ? '' : 's'})` : 'FAIL';
}

/** The run's table plus the lines below it (unvisited names, failures, where the reports are). */
export function formatPathsTable(run: PathsRun, files: { html?: string; junit?: string } = {}): string {
  const rules = run.specRules.rules;
  const ruleTotal = rules.length ? `/${rules.length}` : '';
  const totals = runTotals(run);
  const header = ['machine', 'paths', 'states', 'transitions', 'transition pairs', 'rules verified', 'time', 'result'];
  const statuses = specRuleStatuses(run);
  const counts = specRuleCounts(statuses);
  const rows = run.machines.map((m) => {
    const r = m.meta.report;
    return [
      m.label,
      String(m.paths.length),
      ratio(r?.states, true),
      ratio(r?.transitions, true),
      ratio(r?.transitionPairs, false),
      `${m.rules.verified.length}${ruleTotal}${m.rules.failed.length ? ` ✗${m.rules.failed.length}` : ''}`,
      formatDuration(m.durationMs),
      resultCell(m, run),
    ];
  });
  const problems = runProblems(run);
  const total = [
    'total',
    String(totals.paths),
    ratio(totals.states, false),
    ratio(totals.transitions, false),
    ratio(totals.pairs, false),
    `${counts.verified}${ruleTotal}`,
    formatDuration(totals.durationMs),
    problems.length ? 'FAIL' : 'ok',
  ];
  const lines = alignColumns([header, ...rows, total], [1, 6]);
  const rule = '─'.repeat(Math.max(...lines.map((l) => [...l].length)));
  const out = [lines[0]!, rule, ...lines.slice(1, -1), rule, lines[lines.length - 1]!];

  const o = run.options;
  const settings = [
    `paths: ${o.strategy}`,
    o.maxLength !== null ? `max length ${o.maxLength}` : null,
    o.walks > 0 ? walksText(o) : null,
    o.machines ? `machines: ${o.machines.join(', ')}` : null,
  ].filter(Boolean);
  out.push('', settings.join(' · '));
  for (const m of run.machines) {
    const w = m.meta.report?.exploration?.walks;
    if (w && o.until) out.push(`  ${m.machineId}: ${walkOutcome(w)}`);
  }
  out.push(
    run.specRules.file
      ? `spec rules of ${run.specRules.file} (${rules.length}): ${counts.verified} verified by oracles (machine paths, browser replay, rule tests), ${counts.failed} failed, ${counts['not covered']} not covered, ${counts['out of scope']} out of scope`
      : 'spec rules: spec-rules.md not found (looked in ../shared/ and ../; set SPEC_RULES=<file>)',
  );
  const failedRules = statuses.filter((x) => x.status === 'failed');
  if (failedRules.length) out.push(`failed rules: ${failedRules.map((x) => `${x.id} (${x.by.join('; ')})`).join(', ')}`);
  if (run.notSelected.length) out.push(`not selected: ${run.notSelected.join(', ')}`);
  if (run.browserReport) out.push(`browser results from ${run.browserReport.file}${run.browserReport.startedAt ? ` (run ${run.browserReport.startedAt})` : ''}`);

  if (problems.length) {
    out.push('', 'Problems:');
    for (const m of run.machines) {
      const mine = machineProblems(m, rules);
      if (!mine.length) continue;
      out.push(`  ${m.label === m.machineId ? `${m.machineId} (${m.file})` : m.label}:`);
      const r = m.meta.report;
      if (r?.states.unvisited.length) out.push('    states not covered:', ...r.states.unvisited.map((n) => `      ${n}`));
      if (r?.transitions.unvisited.length) out.push('    transitions not covered:', ...r.transitions.unvisited.map((n) => `      ${n}`));
      for (const p of mine.filter((x) => !/^(states|transitions) not covered:/.test(x))) out.push(`    - ${p}`);
      for (const g of failureGroups(m)) {
        out.push(`    ✗ ${clip(g.cause, 200)}`, `      ${g.paths.length} path${g.paths.length === 1 ? '' : 's'} (${g.where.join(', ')}): ${g.paths.join(', ')}${g.states.length ? ` · failed at ${g.states.join(', ')}` : ''}`);
      }
    }
    for (const p of problems.filter((x) => !run.machines.some((m) => x.startsWith(`${m.label}: `)))) out.push(`  ${p}`);
  }
  if (files.html || files.junit) out.push('');
  if (files.html) out.push(`HTML report: ${files.html}`);
  if (files.junit) out.push(`JUnit XML:   ${files.junit}`);
  return out.join('\n');
}

/** The random walks asked for, in words: a count, or a stop condition with the most walks tried. */
export function walksText(o: Pick<PathRunOptions, 'walks' | 'seed' | 'until'>): string {
  const until = o.until;
  if (!until) return `${o.walks} random walks per machine, seed ${o.seed}`;
  const stops = [until.transitions !== undefined ? `${until.transitions}% of transitions` : null, until.timeMs !== undefined ? formatDuration(until.timeMs) : null].filter(Boolean);
  return `random walks until ${stops.join(' or ')} (at most ${o.walks}), seed ${o.seed}`;
}

/** How one machine's walks ended, from its coverage report. */
export function walkOutcome(w: WalkSummary): string {
  const by = { count: 'the walk count', transitions: 'the transition target', time: 'the time limit' }[w.stoppedBy];
  return `${w.unique} random walk${w.unique === 1 ? '' : 's'} kept of ${w.walked} walked (repeats dropped), ${w.transitionsPct}% of transitions; stopped by ${by}`;
}
