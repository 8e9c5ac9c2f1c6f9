// `npm run test:planted [-- <id> ...]`: plants each wrong rule of tests/planted/plantedRules.ts and
// each wrong view of tests/planted/plantedViews.ts, one at a time, while Vitest loads the source.
// A wrong rule runs `npm run test:paths -- --machine <its machine>` (report in a temporary
// directory) and must fail naming the rule; a wrong view runs only its named tests in its view test
// files (Vitest's happy-dom `dom` project, no browser) and one of them must fail. Exit 1 when a
// plant survives, is not named, or its text no longer matches the source (a stale plant proves
// nothing). One summary line counts both: `planted wrong rules: X of Y caught …`.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLANTED_RULES, type PlantedRule } from '../tests/planted/plantedRules.ts';
import { PLANTED_VIEWS, type PlantedView } from '../tests/planted/plantedViews.ts';

type Plant = ({ kind: 'rule' } & PlantedRule) | ({ kind: 'view'; view: PlantedView['kind'] } & Omit<PlantedView, 'kind'>);

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALL: Plant[] = [...PLANTED_RULES.map((p) => ({ ...p, kind: 'rule' as const })), ...PLANTED_VIEWS.map((p) => ({ ...p, kind: 'view' as const, view: p.kind }))];
const twice = ALL.filter((p, i) => ALL.findIndex((q) => q.id === p.id) !== i);
if (twice.length) {
  console.error(`test:planted: ids used twice: ${twice.map((p) => p.id).join(', ')}`);
  process.exit(2);
}
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = only.filter((id) => !ALL.some((p) => p.id === id));
if (unknown.length) {
  console.error(`test:planted: no plant ${unknown.join(', ')}; known: ${ALL.map((p) => p.id).join(', ')}`);
  process.exit(2);
}
const plants = only.length ? ALL.filter((p) => only.includes(p.id)) : ALL;
const PARALLEL = Number(process.env.PLANTED_PARALLEL ?? 2);

interface Outcome {
  plant: Plant;
  verdict: 'caught' | 'SURVIVED' | 'NOT NAMED' | 'STALE';
  detail: string;
}

function occurrences(text: string, find: string): number {
  let n = 0;
  for (let at = text.indexOf(find); at >= 0; at = text.indexOf(find, at + 1)) n++;
  return n;
}

/** Runs `args` under node with PLANT set; resolves to its exit code and output. */
function spawnPlanted(id: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, PLANT: id, FORCE_COLOR: '0', NO_COLOR: '1' } });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function runRule(plant: PlantedRule): Promise<Omit<Outcome, 'plant'>> {
  const reportDir = mkdtempSync(path.join(tmpdir(), `planted-${plant.id}-`));
  const { code, output } = await spawnPlanted(plant.id, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/paths.ts', '--machine', plant.machine, '--report-dir', reportDir]);
  const summaryFile = path.join(reportDir, 'summary.json');
  const summary = existsSync(summaryFile) ? (JSON.parse(readFileSync(summaryFile, 'utf8')) as { specRuleStatuses?: Array<{ id: string; status: string }> }) : null;
  rmSync(reportDir, { recursive: true, force: true });
  if (code === 0) return { verdict: 'SURVIVED', detail: 'the generated paths passed' };
  const rule = summary?.specRuleStatuses?.find((r) => r.id === plant.names);
  const named = rule ? rule.status === 'failed' : output.includes(plant.names);
  return {
    verdict: named ? 'caught' : 'NOT NAMED',
    detail: rule ? `spec rule ${plant.names}: ${rule.status}` : named ? `the failure says "${plant.names}"` : `failed, but "${plant.names}" is not named`,
  };
}

interface VitestJson {
  testResults?: Array<{ name: string; message?: string; assertionResults?: Array<{ fullName: string; status: string }> }>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function runView(plant: Omit<PlantedView, 'kind'>): Promise<Omit<Outcome, 'plant'>> {
  const missing = plant.tests.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length) return { verdict: 'STALE', detail: `no test file ${missing.join(', ')}` };
  const reportDir = mkdtempSync(path.join(tmpdir(), `planted-${plant.id}-`));
  const reportFile = path.join(reportDir, 'vitest.json');
  // Only the tests that must catch it: a view plant costs one Vitest start, not the suite.
  const args = [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'dom', '--reporter', 'json', '--outputFile', reportFile, '--testNamePattern', escapeRegExp(plant.names), ...plant.tests];
  const { code, output } = await spawnPlanted(plant.id, args);
  const report = existsSync(reportFile) ? (JSON.parse(readFileSync(reportFile, 'utf8')) as VitestJson) : null;
  rmSync(reportDir, { recursive: true, force: true });
  const tests = (report?.testResults ?? []).flatMap((file) => file.assertionResults ?? []);
  const ran = tests.filter((t) => t.fullName.includes(plant.names) && (t.status === 'passed' || t.status === 'failed'));
  const failed = ran.filter((t) => t.status === 'failed');
  if (ran.length === 0) {
    // A file that did not load (a plant that breaks the syntax) says why; else the name matched nothing.
    const why = report ? (report.testResults ?? []).map((file) => file.message).find(Boolean) : output.trim().split('\n').at(-1);
    return { verdict: 'NOT NAMED', detail: `no test named "${plant.names}" ran in ${plant.tests.join(', ')}${why ? `: ${why.split('\n')[0]}` : ''}` };
  }
  if (code === 0 || failed.length === 0) return { verdict: 'SURVIVED', detail: `${ran.length} test(s) named "${plant.names}" passed` };
  return { verdict: 'caught', detail: `failed: "${failed[0]!.fullName}"` };
}

function run(plant: Plant): Promise<Outcome> {
  const source = readFileSync(path.join(root, plant.file), 'utf8');
  const found = occurrences(source, plant.find);
  if (found !== 1) return Promise.resolve({ plant, verdict: 'STALE', detail: `its text occurs ${found} times in ${plant.file}` });
  return (plant.kind === 'rule' ? runRule(plant) : runView(plant)).then((outcome) => ({ plant, ...outcome }));
}

const where = (plant: Plant) => (plant.kind === 'rule' ? plant.machine : `${plant.view}, ${plant.tests.map((t) => path.basename(t)).join(' ')}`);

const started = Date.now();
const outcomes: Outcome[] = [];
const queue = [...plants];
await Promise.all(
  Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
    for (let plant = queue.shift(); plant; plant = queue.shift()) {
      const at = Date.now();
      const outcome = await run(plant);
      outcomes.push(outcome);
      console.log(`${outcome.verdict.padEnd(9)} ${plant.id} (${where(plant)}; ${Math.round((Date.now() - at) / 1000)} s): ${outcome.detail}`);
    }
  }),
);

const bad = outcomes.filter((o) => o.verdict !== 'caught');
const tally = (kind: Plant['kind']) => {
  const of = outcomes.filter((o) => o.plant.kind === kind);
  return `${of.filter((o) => o.verdict === 'caught').length} of ${of.length}`;
};
// CI reads the first "planted wrong rules: X of Y": it counts rules and views together.
console.log(
  `\nplanted wrong rules: ${outcomes.length - bad.length} of ${outcomes.length} caught and named (rules ${tally('rule')} by the generated paths, views ${tally('view')} by the view tests; ${Math.round((Date.now() - started) / 1000)} s)`,
);
for (const o of bad) console.log(`  ${o.verdict}: ${o.plant.id} — ${o.plant.wrong}`);
process.exit(bad.length ? 1 : 0);
