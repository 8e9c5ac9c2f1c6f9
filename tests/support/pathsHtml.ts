/**
 * reports/paths/index.html: one self-contained page (inline CSS, SVG and a few lines of JS,
 * nothing fetched) with the summary table, and per machine its diagram, figures, unvisited
 * list, spec rules and every generated path as steps with its result.
 */
import { escapeXml as esc, statechartSvg } from '../../src/views/devtools/statechartSvg.ts';
import { formatDuration, walkOutcome, walksText } from './pathsTable.ts';
import { trendSvg, type HistoryEntry } from './pathsHistory.ts';
import {
  failureGroups,
  machineProblems,
  runProblems,
  runTotals,
  unknownSpecIds,
  type MachineRun,
  type PathRun,
  type PathsRun,
} from './pathsRun.ts';
import type { SpecRule } from './specRules.ts';
import { specRuleCounts, specRuleStatuses, type SpecRuleState } from './pathsRun.ts';

const CSS = `
:root { --ink:#1f2933; --muted:#616e7c; --line:#d9e2ec; --ok:#1b7f3b; --okbg:#e3f5e8; --bad:#c62828; --badbg:#fdecea; --warn:#8a5a00; --warnbg:#fff4d6; --bg:#f7f9fb; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, 'Segoe UI', sans-serif; color: var(--ink); background: var(--bg); }
header, main, footer { max-width: 1280px; margin: 0 auto; padding: 16px 24px; }
header { padding-top: 24px; }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 19px; margin: 0; display: flex; gap: 10px; align-items: center; }
h3 { font-size: 15px; margin: 18px 0 6px; }
.sub { color: var(--muted); margin: 0; }
.card { background: #fff; border: 1px solid var(--line); border-radius: 10px; padding: 16px 20px; margin: 0 0 20px; }
table.summary { border-collapse: collapse; font-variant-numeric: tabular-nums; }
table.summary th, table.summary td { text-align: left; padding: 6px 10px; border-bottom: 1px solid var(--line); white-space: nowrap; }
table.summary th { font-size: 12px; text-transform: uppercase; letter-spacing: .03em; color: var(--muted); }
table.summary td.num { text-align: right; }
table.summary tr.total td { font-weight: 600; border-top: 2px solid var(--ink); border-bottom: 0; }
.badge { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: 12px; font-weight: 600; }
.badge.ok { background: var(--okbg); color: var(--ok); }
.badge.fail { background: var(--badbg); color: var(--bad); }
.badge.skip { background: var(--warnbg); color: var(--warn); }
.short { color: var(--bad); font-weight: 600; }
.figures { display: flex; flex-wrap: wrap; gap: 8px 28px; margin: 10px 0 4px; }
.figures div { min-width: 110px; }
.figures b { display: block; font-size: 18px; }
.figures span { color: var(--muted); font-size: 12px; }
.diagram { overflow: auto; border: 1px solid var(--line); border-radius: 8px; background: #fff; margin: 10px 0; max-height: 900px; }
.legend { color: var(--muted); font-size: 12px; }
.problems { background: var(--badbg); color: var(--bad); border-radius: 8px; padding: 8px 14px; margin: 10px 0; }
.problems ul { margin: 4px 0; padding-left: 18px; }
ul.names { margin: 4px 0; padding-left: 18px; }
ul.names code, .steps code { font-size: 12.5px; }
.rules { columns: 2 360px; margin: 4px 0; padding-left: 18px; }
.rules li { break-inside: avoid; }
.rules .id { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 12.5px; }
.muted { color: var(--muted); }
ol.paths { list-style: none; margin: 0; padding: 0; }
ol.paths > li { border-top: 1px solid var(--line); }
ol.paths summary { cursor: pointer; padding: 5px 2px; display: flex; gap: 8px; align-items: baseline; }
ol.paths summary .title { flex: 1; font-size: 13px; overflow-wrap: anywhere; }
ol.paths li.failed summary .title { color: var(--bad); }
.mark { width: 18px; text-align: center; font-weight: 700; }
li.passed .mark { color: var(--ok); } li.failed .mark { color: var(--bad); } li.skipped .mark, li.pending .mark { color: var(--warn); }
.steps { margin: 2px 0 10px 28px; padding: 0; font-size: 13px; }
.steps li { margin: 1px 0; }
.steps .ev { color: #3949ab; }
.steps [title] { text-decoration: underline dotted #9aa5b1; text-underline-offset: 3px; cursor: help; }
p.code { margin: 2px 0 4px 28px; color: var(--muted); font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 11.5px; overflow-wrap: anywhere; }
pre.error { white-space: pre-wrap; background: var(--badbg); color: #7f1d1d; padding: 8px 12px; border-radius: 6px; margin: 4px 0 10px 28px; font-size: 12px; }
.tools { display: flex; gap: 14px; align-items: center; margin: 6px 0; font-size: 13px; }
.tools button { font: inherit; padding: 2px 10px; border: 1px solid var(--line); background: #fff; border-radius: 6px; cursor: pointer; }
body.failed-only ol.paths > li:not(.failed) { display: none; }
a { color: #1e4fa3; }
ol.causes { margin: 4px 0 10px; padding-left: 22px; }
ol.causes pre.cause { margin: 2px 0 4px; }
`;

const SCRIPT = `
document.getElementById('failed-only').addEventListener('change', function (e) { document.body.classList.toggle('failed-only', e.target.checked); });
document.getElementById('expand').addEventListener('click', function () { document.querySelectorAll('ol.paths details').forEach(function (d) { d.open = true; }); });
document.getElementById('collapse').addEventListener('click', function () { document.querySelectorAll('ol.paths details').forEach(function (d) { d.open = false; }); });
`;

const MARK: Record<PathRun['result'], string> = { passed: '✓', failed: '✗', skipped: '–', pending: '?' };

function ratioCell(v: { covered: number; total: number } | undefined, mustBeFull: boolean): string {
  if (!v) return '<td class="num">–</td>';
  const short = mustBeFull && v.covered < v.total;
  return `<td class="num${short ? ' short' : ''}">${v.covered}/${v.total}</td>`;
}

function summaryTable(run: PathsRun): string {
  const rules = run.specRules.rules;
  const ruleTotal = rules.length ? `/${rules.length}` : '';
  const totals = runTotals(run);
  const ok = runProblems(run).length === 0;
  const rows = run.machines.map((m) => {
    const r = m.meta.report;
    const fine = machineProblems(m, rules).length === 0;
    return `<tr><td><a href="#${m.anchor}">${esc(m.label)}</a></td><td class="num">${m.paths.length}</td>${ratioCell(r?.states, true)}${ratioCell(r?.transitions, true)}${ratioCell(r?.transitionPairs, false)}<td class="num">${m.rules.verified.length}${ruleTotal}${m.rules.failed.length ? ` ✗${m.rules.failed.length}` : ''}</td><td class="num">${formatDuration(m.durationMs)}</td><td><span class="badge ${fine ? 'ok' : 'fail'}">${fine ? 'ok' : 'fail'}</span></td></tr>`;
  });
  return `<table class="summary"><thead><tr><th>machine</th><th>paths</th><th>states</th><th>transitions</th><th>transition pairs</th><th>rules verified</th><th>time</th><th>result</th></tr></thead><tbody>${rows.join('')}<tr class="total"><td>total</td><td class="num">${totals.paths}</td>${ratioCell(totals.states, false)}${ratioCell(totals.transitions, false)}${ratioCell(totals.pairs, false)}<td class="num">${specRuleCounts(specRuleStatuses(run)).verified}${ruleTotal}</td><td class="num">${formatDuration(totals.durationMs)}</td><td><span class="badge ${ok ? 'ok' : 'fail'}">${ok ? 'ok' : 'fail'}</span></td></tr></tbody></table>`;
}

function ruleItem(id: string, rules: ReadonlyMap<string, SpecRule>, extra = ''): string {
  const rule = rules.get(id);
  return `<li><span class="id">${esc(id)}</span>${rule ? ` — ${esc(rule.text)}` : ' <span class="short">(not in spec-rules.md)</span>'}${extra}</li>`;
}

/** Words, with the code on hover when it reads differently. */
function worded(className: string, words: string, code: string): string {
  return `<span class="${className}"${code !== words ? ` title="${esc(code)}"` : ''}>${esc(words)}</span>`;
}

function pathItem(p: PathRun, index: number, showBrowser: boolean, anchor: string): string {
  const state = (s: PathRun['steps'][number]) => worded('st', s.state, s.stateCode);
  const steps = p.steps
    .slice(1)
    .map((s, i) => `<li>${state(p.steps[i]!)} ${worded('ev', `--${s.event}-->`, `--${s.eventCode}-->`)} ${state(s)}</li>`);
  const first = p.steps[0];
  const body =
    (steps.length ? `<ol class="steps">${steps.join('')}</ol>` : `<ol class="steps"><li>initial state ${first ? state(first) : ''} only</li></ol>`) +
    (p.code !== p.description ? `<p class="code" title="the path in the code's names">${esc(p.code)}</p>` : '');
  const browser = showBrowser
    ? p.browser.length
      ? p.browser.map((b) => `<span class="badge ${b.status === 'passed' ? 'ok' : b.status === 'skipped' ? 'skip' : 'fail'}" title="${esc(b.title)}">browser${b.project ? ` ${esc(b.project)}` : ''}: ${b.status}</span>`).join(' ')
      : '<span class="badge skip">browser: no test</span>'
    : '';
  const browserErrors = p.browser.filter((b) => b.error).map((b) => `<pre class="error">${esc(`browser (${b.project}): ${b.error}`)}</pre>`);
  const open = p.result === 'failed' || p.browser.some((b) => b.status === 'failed') ? ' open' : '';
  const source = p.source === 'walk' ? ' <span class="badge skip">random walk</span>' : '';
  return `<li class="${p.result}" id="${anchor}-path-${index + 1}"><details${open}><summary><span class="mark">${MARK[p.result]}</span><span class="title"${p.code !== p.description ? ` title="${esc(p.code)}"` : ''}>${index + 1}. ${esc(p.description)}</span>${source}${browser}<span class="muted">${p.steps.length - 1} step${p.steps.length === 2 ? '' : 's'} · ${formatDuration(p.durationMs)}</span></summary>${body}${p.error ? `<pre class="error">${esc(p.error)}</pre>` : ''}${browserErrors.join('')}</details></li>`;
}

function machineSection(m: MachineRun, run: PathsRun, diagram: string): string {
  const rules = new Map(run.specRules.rules.map((r) => [r.id, r]));
  const r = m.meta.report;
  const problems = machineProblems(m, run.specRules.rules);
  const o = m.meta.options;
  const simple = r?.exploration?.simplePaths;
  const how = [
    `${o.strategy} paths`,
    simple ? `${simple.count} simple path${simple.count === 1 ? '' : 's'}${simple.capped ? ` (stopped at the cap of ${simple.max}; shortest paths added for the rest)` : ''}` : null,
    o.maxLength !== null ? `max length ${o.maxLength}` : null,
    r?.exploration?.walks ? walkOutcome(r.exploration.walks) : o.walks ? `${o.walks} random walks, seed ${o.seed}` : null,
    `generated in ${formatDuration(m.meta.generationMs)}`,
  ]
    .filter(Boolean)
    .join(' · ');
  const figure = (label: string, v: { covered: number; total: number } | undefined, mustBeFull: boolean) =>
    v ? `<div><b class="${mustBeFull && v.covered < v.total ? 'short' : ''}">${v.covered}/${v.total}</b><span>${label}</span></div>` : '';
  const failedChecks = m.checks.filter((c) => c.result === 'failed' && c.error);
  const showBrowser = m.paths.some((p) => p.browser.length > 0);
  const unvisitedS = r?.states.unvisited ?? [];
  const unvisitedT = r?.transitions.unvisited ?? [];
  const unknown = unknownSpecIds(m, run.specRules.rules);
  const parts = [
    `<section class="card machine" id="${m.anchor}">`,
    `<h2>${esc(m.label)} <span class="badge ${problems.length ? 'fail' : 'ok'}">${problems.length ? 'fail' : 'ok'}</span></h2>`,
    `<p class="sub">${esc(m.file)} · ${esc(how)} · ${formatDuration(m.durationMs)} in all</p>`,
    `<div class="figures"><div><b>${m.paths.length}</b><span>paths</span></div>${figure('states', r?.states, true)}${figure('transitions', r?.transitions, true)}${figure('transition pairs', r?.transitionPairs, false)}${r ? `<div><b>${m.rules.verified.length}</b><span>spec rules verified</span></div>` : ''}</div>`,
  ];
  if (problems.length) parts.push(`<div class="problems"><b>What is wrong</b><ul>${problems.map((p) => `<li>${esc(p)}</li>`).join('')}</ul></div>`);
  const groups = failureGroups(m);
  if (groups.length) {
    const item = (g: (typeof groups)[number]) =>
      `<li><pre class="error cause">${esc(g.cause)}</pre>${g.paths.length} path${g.paths.length === 1 ? '' : 's'} (${esc(g.where.join(', '))}): ${g.paths.map((n) => `<a href="#${m.anchor}-path-${n}">${n}</a>`).join(', ')}${g.states.length ? ` · failed at ${g.states.map((s) => `<code>${esc(s)}</code>`).join(', ')} (marked on the diagram)` : ''}</li>`;
    parts.push(`<div class="failures"><h3>Failures by cause (${groups.length})</h3><ol class="causes">${groups.map(item).join('')}</ol></div>`);
  }
  parts.push(
    `<div class="diagram">${diagram}</div>`,
    '<p class="legend">Boxes are states, in the customer\'s words where the machine describes them, with the code name in small type (dashed: compound state or "(any state)" for transitions declared on the machine; double border: final). Arrows are transitions labelled with their description, or <code>event [guard]</code> (hover a label for its event); <code>done(x)</code>/<code>error(x)</code> are the results of invoked actor x; § marks a spec-rule tag (hover for ids). Red and dashed: never visited by any generated path. A thick red border with ✗: a path failed there.</p>',
    '<h3>Not visited</h3>',
  );
  if (!r) parts.push('<p class="short">No coverage: path generation failed.</p>');
  else if (!unvisitedS.length && !unvisitedT.length) parts.push('<p class="muted">Nothing: every state and every transition is on at least one generated path.</p>');
  else {
    const said = (description: string | undefined) => (description ? ` — ${esc(description)}` : '');
    const stateSaid = new Map(m.meta.graph.states.map((s) => [s.name, s.description]));
    const transitionSaid = new Map(m.meta.graph.transitions.map((t) => [t.name, t.description]));
    if (unvisitedS.length) parts.push(`<p>States:</p><ul class="names">${unvisitedS.map((s) => `<li><code>${esc(s)}</code>${said(stateSaid.get(s))}</li>`).join('')}</ul>`);
    if (unvisitedT.length) parts.push(`<p>Transitions:</p><ul class="names">${unvisitedT.map((s) => `<li><code>${esc(s)}</code>${said(transitionSaid.get(s))}</li>`).join('')}</ul>`);
  }
  if (failedChecks.length) {
    parts.push('<h3>Failed checks</h3>', ...failedChecks.map((c) => `<pre class="error">${esc(c.error!)}</pre>`));
  }
  if (r) {
    parts.push(`<h3>Spec rules verified by oracles (${m.rules.verified.length})</h3>`);
    parts.push(
      m.rules.verified.length
        ? `<ul class="rules">${m.rules.verified.map((id) => ruleItem(id, rules)).join('')}</ul>`
        : '<p class="muted">None: no spec oracle (tests/spec/) asserted a rule on this machine\'s paths.</p>',
    );
    if (m.rules.failed.length) parts.push(`<p class="short">Failed: ${m.rules.failed.map((id) => `<code>${esc(id)}</code>`).join(', ')}</p>`);
    if (r.specRules.exercised.length) parts.push(`<p class="muted">Tagged and on a generated path (a tag alone verifies nothing): ${r.specRules.exercised.map((id) => `<code>${esc(id)}</code>`).join(', ')}</p>`);
    if (r.specRules.unexercised.length) {
      parts.push(`<p class="muted">Tagged on this machine but on no generated path: ${r.specRules.unexercised.map((id) => `<code>${esc(id)}</code>`).join(', ')}</p>`);
    }
    if (unknown.length) parts.push(`<p class="short">Not in spec-rules.md: ${unknown.map((id) => `<code>${esc(id)}</code>`).join(', ')}</p>`);
  }
  parts.push(`<h3>Generated paths (${m.paths.length})</h3>`);
  parts.push(`<ol class="paths">${m.paths.map((p, i) => pathItem(p, i, showBrowser, m.anchor)).join('')}</ol>`);
  parts.push('</section>');
  return parts.join('\n');
}

const RULE_MARK: Record<SpecRuleState, { mark: string; color: string }> = {
  verified: { mark: '✓', color: 'ok' },
  failed: { mark: '✗', color: 'bad' },
  'not covered': { mark: '·', color: 'muted' },
  'out of scope': { mark: '–', color: 'muted' },
};

function specRulesSection(run: PathsRun): string {
  const { rules, file } = run.specRules;
  if (!file) return '<section class="card" id="spec-rules"><h2>Spec rules</h2><p class="short">spec-rules.md was not found (looked in ../shared/ and ../ from the repository; set SPEC_RULES=&lt;file&gt;): the run fails.</p></section>';
  const statuses = new Map(specRuleStatuses(run).map((x) => [x.id, x]));
  const counts = specRuleCounts([...statuses.values()]);
  const sections = [...new Set(rules.map((r) => r.section))];
  const body = sections.map((section) => {
    const items = rules
      .filter((r) => r.section === section)
      .map((r) => {
        const st = statuses.get(r.id)!;
        const { mark, color } = RULE_MARK[st.status];
        const why = st.by.length ? st.by.join('; ') : (st.reason ?? 'no oracle asserted it');
        return `<li data-rule-status="${st.status}"><span class="mark" style="color:var(--${color})">${mark}</span> <span class="id">${esc(r.id)}</span> — ${esc(r.text)} <span class="muted">(${esc(st.status)}: ${esc(why)})</span></li>`;
      });
    return `<h3>${esc(section)}</h3><ul class="rules" style="list-style:none;padding-left:0">${items.join('')}</ul>`;
  });
  return `<section class="card" id="spec-rules"><details${counts.failed ? ' open' : ''}><summary><h2 style="display:inline-flex">Spec rules: ${counts.verified} of ${rules.length} verified, ${counts.failed} failed, ${counts['not covered']} not covered, ${counts['out of scope']} out of scope</h2></summary><p class="muted">From ${esc(file)}. A rule counts as verified only when a spec oracle (tests/spec/) asserted it on a generated path and it held on every path; a tag or a test title earns nothing. Out of scope: rules no machine holds, with the reason (tests/spec/scope.ts).</p>${body.join('')}</details></section>`;
}

/** `mutation`: the mutation section (tests/support/pathsMutation.ts), built by the reporter from the repository's results. */
export async function pathsHtml(run: PathsRun, history: readonly HistoryEntry[] = [], mutation = ''): Promise<string> {
  // ELK lays diagrams out asynchronously: all of them first, then the page.
  const diagrams = await Promise.all(
    run.machines.map((m) =>
      statechartSvg(m.meta.graph, {
        unvisitedStates: m.meta.report?.states.unvisited ?? [],
        unvisitedTransitions: m.meta.report?.transitions.unvisited ?? [],
        failedStates: failureGroups(m).flatMap((g) => g.states),
      }),
    ),
  );
  const problems = runProblems(run);
  const o = run.options;
  const settings = [
    `${o.strategy} paths`,
    o.maxLength !== null ? `max length ${o.maxLength}` : null,
    o.walks > 0 ? walksText(o) : null,
    o.machines ? `machines: ${o.machines.join(', ')}` : 'all machines',
  ].filter(Boolean);
  const browser = run.browserReport
    ? `Browser results: ${esc(run.browserReport.file)}${run.browserReport.startedAt ? ` (run ${esc(run.browserReport.startedAt)})` : ''}.`
    : '';
  const other = run.otherFailures.length
    ? `<div class="problems"><b>Failures outside any machine</b><ul>${run.otherFailures.map((f) => `<li>${esc(f.file)}: ${esc(f.name)}<pre class="error">${esc(f.error)}</pre></li>`).join('')}</ul></div>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Path coverage: ${problems.length ? 'FAIL' : 'ok'} · ${run.machines.length} machine${run.machines.length === 1 ? '' : 's'}</title>
<style>${CSS}</style>
</head>
<body>
<header>
<h1>Generated-path coverage <span class="badge ${problems.length ? 'fail' : 'ok'}">${problems.length ? `${problems.length} problem${problems.length === 1 ? '' : 's'}` : 'all ok'}</span></h1>
<p class="sub">npm run test:paths · ${esc(new Date(run.startedAt).toISOString())} · ${esc(settings.join(' · '))} · ${formatDuration(run.durationMs)} wall clock</p>
${browser ? `<p class="sub">${browser}</p>` : ''}
</header>
<main>
<section class="card">${summaryTable(run)}<h3>Coverage history (${history.length} run${history.length === 1 ? '' : 's'} of these machines)</h3>${trendSvg(history)}${run.notSelected.length ? `<p class="muted">Not selected: ${run.notSelected.map(esc).join(', ')}</p>` : ''}${other}</section>
${specRulesSection(run)}
${mutation}
<div class="tools"><label><input type="checkbox" id="failed-only"> failed paths only</label><button type="button" id="expand">expand all paths</button><button type="button" id="collapse">collapse all</button></div>
${run.machines.map((m, i) => machineSection(m, run, diagrams[i]!)).join('\n')}
</main>
<footer class="muted">Each path is replayed against the machine with its actors replaced by the path's own events; states and transitions are counted from XState's own microsteps. See docs/testing.md.</footer>
<script>${SCRIPT}</script>
</body>
</html>
`;
}
