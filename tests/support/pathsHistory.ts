/**
 * Coverage across runs: each `test:paths` run appends its figures to `<report dir>/history.json`
 * (the last 60 kept), and the report draws the runs of the same selection of machines as a small
 * trend chart, so a QA lead sees coverage and verified rules grow or slip between runs.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { escapeXml as esc } from '../../src/views/devtools/statechartSvg.ts';
import { runProblems, runTotals, specRuleCounts, specRuleStatuses, type PathsRun } from './pathsRun.ts';

export interface HistoryEntry {
  startedAt: string;
  /** the machines that ran, sorted: runs are compared only with runs of the same selection */
  machines: string[];
  paths: number;
  /** percentages, one decimal */
  states: number;
  transitions: number;
  transitionPairs: number;
  /** rules verified, of all rules in spec-rules.md */
  rulesVerified: number;
  rules: number;
  ok: boolean;
}

export const HISTORY_KEPT = 60;

const pct = (v: { covered: number; total: number }) => (v.total ? Math.round((1000 * v.covered) / v.total) / 10 : 100);

export function historyEntry(run: PathsRun): HistoryEntry {
  const totals = runTotals(run);
  return {
    startedAt: run.startedAt,
    machines: run.machines.map((m) => m.machineId).sort(),
    paths: totals.paths,
    states: pct(totals.states),
    transitions: pct(totals.transitions),
    transitionPairs: pct(totals.pairs),
    rulesVerified: specRuleCounts(specRuleStatuses(run)).verified,
    rules: run.specRules.rules.length,
    ok: runProblems(run).length === 0,
  };
}

export function readHistory(file: string): HistoryEntry[] {
  if (!existsSync(file)) return [];
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return Array.isArray(data) ? (data as HistoryEntry[]).filter((e) => e && typeof e.startedAt === 'string' && Array.isArray(e.machines)) : [];
  } catch {
    return []; // a broken history starts again rather than failing the run
  }
}

/** Appends this run and returns the runs comparable with it (same machines), oldest first. */
export function appendHistory(file: string, entry: HistoryEntry): HistoryEntry[] {
  const all = [...readHistory(file), entry].slice(-HISTORY_KEPT);
  writeFileSync(file, `${JSON.stringify(all, null, 1)}\n`);
  const key = entry.machines.join(',');
  return all.filter((e) => e.machines.join(',') === key);
}

const SERIES = [
  { key: 'transitions', label: 'transitions', color: '#1e4fa3' },
  { key: 'transitionPairs', label: 'transition pairs', color: '#8a5a00' },
  { key: 'rules', label: 'spec rules verified', color: '#1b7f3b' },
] as const;

const valueOf = (e: HistoryEntry, key: (typeof SERIES)[number]['key']) => (key === 'rules' ? (e.rules ? Math.round((1000 * e.rulesVerified) / e.rules) / 10 : 0) : e[key]);

/** A small SVG line chart of the comparable runs (percent, 0–100), failed runs marked red. */
export function trendSvg(entries: readonly HistoryEntry[]): string {
  if (entries.length < 2) return `<p class="muted">Coverage history: ${entries.length} run of this selection so far; the trend shows from the second run.</p>`;
  const w = 560;
  const h = 150;
  const left = 44;
  const top = 10;
  const plotW = w - left - 150;
  const plotH = h - top - 24;
  const x = (i: number) => left + (entries.length === 1 ? 0 : (plotW * i) / (entries.length - 1));
  const y = (v: number) => top + plotH - (plotH * v) / 100;
  const parts = [`<svg xmlns="http://www.w3.org/2000/svg" class="trend" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="Coverage over the last ${entries.length} runs" font-size="11" font-family="system-ui, sans-serif">`];
  for (const v of [0, 50, 100]) parts.push(`<line x1="${left}" x2="${left + plotW}" y1="${y(v)}" y2="${y(v)}" stroke="#d9e2ec"/><text x="${left - 6}" y="${y(v) + 4}" text-anchor="end" fill="#616e7c">${v}%</text>`);
  SERIES.forEach((s, k) => {
    const points = entries.map((e, i) => `${x(i).toFixed(1)},${y(valueOf(e, s.key)).toFixed(1)}`).join(' ');
    const last = valueOf(entries[entries.length - 1]!, s.key);
    parts.push(`<polyline points="${points}" fill="none" stroke="${s.color}" stroke-width="2"/>`);
    parts.push(`<text x="${left + plotW + 10}" y="${top + 14 + k * 18}" fill="${s.color}">${esc(s.label)} ${last}%</text>`);
  });
  entries.forEach((e, i) => {
    if (!e.ok) parts.push(`<circle cx="${x(i)}" cy="${y(0) + 10}" r="3.5" fill="#c62828"><title>${esc(e.startedAt)}: failed</title></circle>`);
  });
  parts.push(`<text x="${left}" y="${h - 2}" fill="#616e7c">${esc(entries[0]!.startedAt.slice(0, 16).replace('T', ' '))}</text>`);
  parts.push(`<text x="${left + plotW}" y="${h - 2}" text-anchor="end" fill="#616e7c">${esc(entries[entries.length - 1]!.startedAt.slice(0, 16).replace('T', ' '))}</text>`);
  parts.push('</svg>');
  return parts.join('');
}
