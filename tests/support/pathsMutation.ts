/**
 * The mutation section of reports/paths/index.html: both scores of the full run as
 * the repository holds them (scripts/mutationResults.ts) and every mutant not killed, each either
 * equivalent (with why) or with what is missing: no path runs its code, or the paths run it and no
 * oracle noticed. For the latter the section names the spec oracles that read those paths, the
 * place a new check goes.
 */
import { escapeXml as esc } from '../../src/views/devtools/statechartSvg.ts';
import type { MutationSummary, PassSummary, Survivor } from '../../scripts/mutationSummary.ts';

/** For each source file, the spec oracles (tests/spec/*) its generated paths are checked with. */
export type OraclesByFile = Readonly<Record<string, readonly string[]>>;

const IMPORT = /from\s+['"]([^'"]+)['"]/g;

const importsOf = (file: string, source: string): string[] =>
  [...source.matchAll(IMPORT)].map((m) => resolveImport(file.split('/').slice(0, -1), m[1]!)).filter((f): f is string => f !== null);

/**
 * Which oracles check which files, from the imports of the paths test files (file name → source):
 * a source file a paths test imports is checked by every tests/spec module that test imports, and
 * so is every src file it imports in turn (`readSource` gives a src file's text, undefined when
 * there is none): the wizard's guards and actors are checked through its statechart's paths.
 */
export function oraclesByFile(pathsTests: Readonly<Record<string, string>>, readSource: (file: string) => string | undefined = () => undefined): OraclesByFile {
  const out: Record<string, Set<string>> = {};
  for (const [testFile, source] of Object.entries(pathsTests)) {
    const imports = importsOf(testFile, source);
    const oracles = imports.filter((f) => f.startsWith('tests/spec/'));
    const reached = new Set<string>();
    const queue = imports.filter((i) => i.startsWith('src/'));
    for (let f = queue.shift(); f !== undefined; f = queue.shift()) {
      if (reached.has(f)) continue;
      reached.add(f);
      const text = readSource(f) ?? readSource(f.replace(/\.ts$/, '.tsx'));
      if (text !== undefined) queue.push(...importsOf(f, text).filter((i) => i.startsWith('src/')));
    }
    for (const f of reached) {
      const set = (out[f] ??= new Set());
      for (const o of oracles) set.add(o);
    }
  }
  return Object.fromEntries(Object.entries(out).map(([f, s]) => [f, [...s].sort()]));
}

/** 'tests/machines' + '../spec/loginRules' → 'tests/spec/loginRules.ts'; null for a package. */
function resolveImport(dir: readonly string[], spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const parts = [...dir];
  for (const seg of spec.split('/')) {
    if (seg === '..') parts.pop();
    else if (seg !== '.') parts.push(seg);
  }
  const file = parts.join('/');
  return /\.(ts|tsx|mjs|js)$/.test(file) ? file : `${file}.ts`;
}

/** What is missing for one mutant not killed, in words. */
export function survivorVerdict(s: Survivor, pass: PassSummary['pass'], oracles: OraclesByFile): string {
  if (s.equivalent) return `equivalent: ${s.equivalent}`;
  const runner = pass === 'paths' ? 'no generated path' : 'no test of the suite';
  if (s.status === 'NoCoverage') return `${runner} runs this code: a path (or sample) that reaches it is missing`;
  if (pass === 'suite') return 'tests run this code and none noticed the change: an expectation of what it does is missing';
  const named = oracles[s.file] ?? [];
  return named.length > 0
    ? `the paths run this code and no oracle noticed: a check is missing in ${named.join(', ')}`
    : 'the paths run this code (through the machines that use it) and no oracle noticed: a check of what it produces is missing';
}

/** Code as the list shows it: one line, at most 100 characters. */
const cut = (code: string) => (code.length > 100 ? `${code.slice(0, 97)}…` : code);

const pct = (n: number | null) => (n === null ? '—' : `${n.toFixed(2)}%`);

function passRow(p: PassSummary): string {
  const t = p.totals;
  const verdict = !p.complete ? 'incomplete' : p.met ? 'ok' : [...p.unmeasured, ...(p.partlyMeasured ?? [])].some((f) => f.startsWith(p.targetScope)) ? 'partial' : 'below';
  const badge = verdict === 'ok' ? 'ok' : verdict === 'below' ? 'fail' : 'skip';
  const num = (n: number) => `<td class="num">${n}</td>`;
  return `<tr><td>${esc(p.pass)}</td>${num(t.valid)}${num(t.killed)}${num(t.timeout)}${num(t.survived)}${num(t.noCoverage)}${num(t.equivalent)}<td><b>${pct(p.scopeScore)}</b> of ${esc(p.targetScope)}</td><td>${p.target}%</td><td><span class="badge ${badge}">${verdict}</span></td></tr>`;
}

function survivorList(p: PassSummary, oracles: OraclesByFile): string {
  if (p.survivors.length === 0) return '';
  const byFile = new Map<string, Survivor[]>();
  for (const s of p.survivors) byFile.set(s.file, [...(byFile.get(s.file) ?? []), s]);
  const files = [...byFile.entries()].map(([file, list]) => {
    const open = list.filter((s) => !s.equivalent).length;
    const items = list
      .map((s) => `<li><code>${s.line}:${s.column}</code> ${esc(s.mutator)}: <code>${esc(cut(s.original))}</code> → <code>${esc(cut(s.replacement))}</code> <span class="muted">— ${esc(survivorVerdict(s, p.pass, oracles))}</span></li>`)
      .join('');
    return `<details><summary>${esc(file)}: ${open} not killed${list.length > open ? `, ${list.length - open} equivalent` : ''}</summary><ul>${items}</ul></details>`;
  });
  return `<h3>${esc(p.pass)} pass: every mutant not killed (${p.survivors.length})</h3>${files.join('')}`;
}

/** The section, or a line saying where the figures would come from. */
export function mutationSection(summary: MutationSummary | null, oracles: OraclesByFile): string {
  if (!summary) {
    return '<section class="card" id="mutation"><h2>Mutation score</h2><p class="muted">No mutation results in tests/mutation/results/ yet: run <code>npm run test:mutation</code> (docs/testing.md).</p></section>';
  }
  const unmeasured = summary.passes
    .filter((p) => p.unmeasured.length > 0)
    .map((p) => {
      const scope = p.unmeasured.filter((f) => f.startsWith(p.targetScope));
      const rest = p.unmeasured.length - scope.length;
      const named = scope.length > 0 ? `${scope.length} in ${esc(p.targetScope)} (${scope.map(esc).join(', ')})` : `none in ${esc(p.targetScope)}`;
      return `<p class="muted">${esc(p.pass)}: not measured yet: ${named}${rest > 0 ? `; ${rest} other file${rest === 1 ? '' : 's'} (schemas: no target)` : ''}</p>`;
    })
    .join('') +
    summary.passes
      .filter((p) => (p.partlyMeasured ?? []).length > 0)
      .map((p) => `<p class="muted">${esc(p.pass)}: measured only in line ranges so far: ${(p.partlyMeasured ?? []).map(esc).join(', ')}</p>`)
      .join('');
  return `<section class="card" id="mutation"><details><summary><h2 style="display:inline-flex">Mutation score: ${summary.passes.map((p) => `${esc(p.pass)} ${pct(p.scopeScore)}`).join(' · ')}</h2></summary>
<p class="muted">StrykerJS over ${summary.mutate.map(esc).join(' and ')}, the full run as kept in tests/mutation/results/ (measured in parts: <code>npm run test:mutation -- --part &lt;file&gt;</code>). A score leaves out the mutants listed as equivalent (tests/mutation/equivalent.json); the target is held against ${esc(summary.passes[0]?.targetScope ?? 'src/machines/')} and counts only once every file there is measured.</p>
<table class="summary"><thead><tr><th>pass</th><th>mutants</th><th>killed</th><th>timeout</th><th>survived</th><th>no coverage</th><th>equivalent</th><th>score</th><th>target</th><th></th></tr></thead><tbody>${summary.passes.map(passRow).join('')}</tbody></table>
${unmeasured}${summary.passes.map((p) => survivorList(p, oracles)).join('')}</details></section>`;
}
