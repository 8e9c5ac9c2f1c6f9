// `npm run test:paths -- [options]` (see PATHS_USAGE in ./pathsArgs.ts): runs the generated-path
// tests of every machine with tests/support/PathsReporter.ts, then exits non-zero when vitest
// failed or the reporter's summary says something is below 100% or wrong.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PATHS_USAGE, parsePathsArgs, pathsEnv, playwrightArgs, vitestArgs, type PathsArgs } from './pathsArgs.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let args: PathsArgs;
try {
  args = parsePathsArgs(process.argv.slice(2));
} catch (err) {
  console.error(`test:paths: ${(err as Error).message}\n\n${PATHS_USAGE}`);
  process.exit(2);
}
if (args.help) {
  console.log(PATHS_USAGE);
  process.exit(0);
}

const everyPathsFile = readdirSync(path.join(root, 'tests/machines'))
  .filter((f) => f.endsWith('.paths.test.ts'))
  .sort();
// With --machine, only the chosen machines' own files (`<id>Machine.paths.test.ts`) when each has
// one: Vitest imports every file it is given before the name filter skips it, and importing all 33
// (each generates its paths as it loads) was three quarters of a one-machine run (26 of 36 s).
const ownFiles = args.machines.map((id) => `${id}Machine.paths.test.ts`);
const files = (args.machines.length && ownFiles.every((f) => everyPathsFile.includes(f)) ? ownFiles : everyPathsFile).map((f) => `tests/machines/${f}`);
// Without --machine, the rule tests outside the paths too (schema, service, route-guard and view
// tests that are the oracle of the rules their titles name, through ruleIt): fast, no server.
if (!args.machines.length) {
  for (const dir of ['tests/schemas', 'tests/services']) {
    files.push(...readdirSync(path.join(root, dir)).filter((f) => f.endsWith('.test.ts')).sort().map((f) => `${dir}/${f}`));
  }
  files.push('tests/machines/routeGuard.test.ts');
  const views = readdirSync(path.join(root, 'tests/views'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.test\.tsx?$/.test(f));
  files.push(...views.sort().map((f) => `tests/views/${f.split(path.sep).join('/')}`));
}
const reportDir = path.resolve(root, args.reportDir ?? 'reports/paths');
const summaryFile = path.join(reportDir, 'summary.json');
rmSync(summaryFile, { force: true }); // a stale summary must not pass a run that crashed

// --browser: the machines' paths in Chromium first, so the report can show (and count) them.
let browserOk = true;
if (args.browser) {
  const e2eFile = path.resolve(root, args.e2eReport ?? path.join(reportDir, 'e2e.json'));
  rmSync(e2eFile, { force: true });
  const playwright = path.join(root, 'node_modules/@playwright/test/cli.js');
  const browser = spawnSync(process.execPath, [playwright, ...playwrightArgs(args)], {
    cwd: root,
    stdio: 'inherit',
    // Every path: `npm test` replays only a covering sample of them (e2e/machinePaths.spec.ts).
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile, MACHINE_PATHS: 'all' },
  });
  browserOk = browser.status === 0 && existsSync(e2eFile);
  if (!browserOk) console.error('test:paths: the browser replay failed (see above and the report)');
  args.e2eReport = e2eFile;
}

const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const result = spawnSync(process.execPath, [vitest, ...vitestArgs(files, args, './tests/support/PathsReporter.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ...pathsEnv(args) },
});

let summaryOk = false;
if (existsSync(summaryFile)) {
  summaryOk = (JSON.parse(readFileSync(summaryFile, 'utf8')) as { ok: boolean }).ok;
} else {
  console.error('test:paths: the reporter wrote no summary (vitest did not finish the run)');
}
process.exit(result.status === 0 && summaryOk && browserOk ? 0 : result.status || 1);
