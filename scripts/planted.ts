// `npm run test:planted [-- <id> ...]`: plants each wrong rule of tests/planted/plantedRules.ts,
// one at a time, runs `npm run test:paths -- --machine <its machine>` against it (report in a
// temporary directory) and expects the run to fail and name the rule. Exit 1 when a plant survives,
// is not named, or its text no longer matches the source (a stale plant proves nothing).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PLANTED_RULES, type PlantedRule } from '../tests/planted/plantedRules.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = only.filter((id) => !PLANTED_RULES.some((p) => p.id === id));
if (unknown.length) {
  console.error(`test:planted: no planted rule ${unknown.join(', ')}; known: ${PLANTED_RULES.map((p) => p.id).join(', ')}`);
  process.exit(2);
}
const plants = only.length ? PLANTED_RULES.filter((p) => only.includes(p.id)) : PLANTED_RULES;
const PARALLEL = Number(process.env.PLANTED_PARALLEL ?? 2);

interface Outcome {
  plant: PlantedRule;
  verdict: 'caught' | 'SURVIVED' | 'NOT NAMED' | 'STALE';
  detail: string;
}

function occurrences(text: string, find: string): number {
  let n = 0;
  for (let at = text.indexOf(find); at >= 0; at = text.indexOf(find, at + 1)) n++;
  return n;
}

function run(plant: PlantedRule): Promise<Outcome> {
  const source = readFileSync(path.join(root, plant.file), 'utf8');
  const found = occurrences(source, plant.find);
  if (found !== 1) return Promise.resolve({ plant, verdict: 'STALE', detail: `its text occurs ${found} times in ${plant.file}` });
  const reportDir = mkdtempSync(path.join(tmpdir(), `planted-${plant.id}-`));
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/paths.ts', '--machine', plant.machine, '--report-dir', reportDir], {
      cwd: root,
      env: { ...process.env, PLANT: plant.id, FORCE_COLOR: '0', NO_COLOR: '1' },
    });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const summaryFile = path.join(reportDir, 'summary.json');
      const summary = existsSync(summaryFile) ? (JSON.parse(readFileSync(summaryFile, 'utf8')) as { specRuleStatuses?: Array<{ id: string; status: string }> }) : null;
      rmSync(reportDir, { recursive: true, force: true });
      if (code === 0) return resolve({ plant, verdict: 'SURVIVED', detail: 'the generated paths passed' });
      const rule = summary?.specRuleStatuses?.find((r) => r.id === plant.names);
      const named = rule ? rule.status === 'failed' : output.includes(plant.names);
      resolve({
        plant,
        verdict: named ? 'caught' : 'NOT NAMED',
        detail: rule ? `spec rule ${plant.names}: ${rule.status}` : named ? `the failure says "${plant.names}"` : `failed, but "${plant.names}" is not named`,
      });
    });
  });
}

const started = Date.now();
const outcomes: Outcome[] = [];
const queue = [...plants];
await Promise.all(
  Array.from({ length: Math.min(PARALLEL, queue.length) }, async () => {
    for (let plant = queue.shift(); plant; plant = queue.shift()) {
      const outcome = await run(plant);
      outcomes.push(outcome);
      console.log(`${outcome.verdict.padEnd(9)} ${plant.id} (${plant.machine}): ${outcome.detail}`);
    }
  }),
);

const bad = outcomes.filter((o) => o.verdict !== 'caught');
console.log(`\nplanted wrong rules: ${outcomes.length - bad.length} of ${outcomes.length} caught by the generated paths and named (${Math.round((Date.now() - started) / 1000)} s)`);
for (const o of bad) console.log(`  ${o.verdict}: ${o.plant.id} — ${o.plant.wrong}`);
process.exit(bad.length ? 1 : 0);
