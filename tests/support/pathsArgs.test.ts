import { describe, expect, it } from 'vitest';
import { browserGrep, parsePathsArgs, pathsEnv, pathsNamePattern, playwrightArgs, vitestArgs } from '../../scripts/pathsArgs.ts';
import { applyPathOverrides, pathEnvOverrides } from './pathOverrides.ts';
import { pathsSuiteTitle } from './pathCoverage.ts';

describe('npm run test:paths options', () => {
  it('parses every option, in both --flag value and --flag=value forms', () => {
    const args = parsePathsArgs([
      '--machine', 'login',
      '--machine=order,orders',
      '--paths', 'simple',
      '--max-length=12',
      '--seed', '42',
      '--walks', '3',
      '--junit', 'reports/paths/junit.xml',
      '--report-dir', 'out',
      '--e2e-report', 'e2e.json',
      '--browser',
      '--until', 'transitions=100',
      '--time=2m',
    ]);
    expect(args).toEqual({
      machines: ['login', 'order', 'orders'],
      strategy: 'simple',
      maxLength: 12,
      seed: 42,
      walks: 3,
      untilTransitions: 100,
      timeMs: 120_000,
      junit: 'reports/paths/junit.xml',
      reportDir: 'out',
      e2eReport: 'e2e.json',
      browser: true,
      help: false,
    });
    expect(pathsEnv(args)).toEqual({
      PATHS_MACHINE: 'login,order,orders',
      PATHS_STRATEGY: 'simple',
      PATHS_MAX_LENGTH: '12',
      PATHS_SEED: '42',
      PATHS_WALKS: '3',
      PATHS_UNTIL_TRANSITIONS: '100',
      PATHS_TIME_MS: '120000',
      PATHS_JUNIT: 'reports/paths/junit.xml',
      PATHS_REPORT_DIR: 'out',
      PATHS_E2E_REPORT: 'e2e.json',
      PATHS_BROWSER: '1',
    });
  });

  it('--browser replays the chosen machines in Chromium: their [browser:<id>] tests, the journey only when chosen', () => {
    expect(playwrightArgs(parsePathsArgs(['--browser']))).toEqual(['test', 'e2e/machinePaths.spec.ts', 'e2e/journey.spec.ts', '--project', 'desktop', '--reporter=list,json', '--pass-with-no-tests']);
    const some = playwrightArgs(parsePathsArgs(['--browser', '--machine', 'login,editProfile']));
    expect(some).toEqual(['test', 'e2e/machinePaths.spec.ts', '--project', 'desktop', '--reporter=list,json', '--pass-with-no-tests', '--grep', '\\[browser:(login|editProfile)\\]']);
    const grep = new RegExp(browserGrep(['login', 'customerJourney'])!);
    expect(grep.test('[browser:login] › Typing → (Sign in) → Checking')).toBe(true);
    expect(grep.test('journey: landing → login')).toBe(true);
    expect(grep.test('[browser:loginX] › a')).toBe(false);
    expect(grep.test('[browser:session] › a')).toBe(false);
  });

  it('no options: every machine, nothing overridden', () => {
    const args = parsePathsArgs([]);
    expect(pathsEnv(args)).toEqual({});
    expect(parsePathsArgs(['-h']).help).toBe(true);
  });

  it('refuses what it does not understand, saying why', () => {
    expect(() => parsePathsArgs(['--paths', 'random'])).toThrow("--paths is shortest or simple, got 'random'");
    expect(() => parsePathsArgs(['--max-length', '0'])).toThrow("--max-length needs an integer ≥ 1, got '0'");
    expect(() => parsePathsArgs(['--seed', 'x'])).toThrow("--seed needs an integer ≥ 0, got 'x'");
    expect(() => parsePathsArgs(['--machine'])).toThrow('--machine needs a value');
    expect(() => parsePathsArgs(['--machine', '--seed', '1'])).toThrow('--machine needs a value');
    expect(() => parsePathsArgs(['--machines', 'x'])).toThrow("unknown option '--machines'");
    expect(() => parsePathsArgs(['--until', 'states=100'])).toThrow("--until is transitions=<1–100>, got 'states=100'");
    expect(() => parsePathsArgs(['--until', 'transitions=0'])).toThrow('--until is transitions=<1–100>');
    expect(parsePathsArgs(['--until', 'transitions=80%']).untilTransitions).toBe(80);
    expect(() => parsePathsArgs(['--time', '60'])).toThrow("--time is a duration such as 60s, 2m or 500ms, got '60'");
    expect(parsePathsArgs(['--time', '500ms']).timeMs).toBe(500);
  });

  it("filters vitest's test names down to the chosen machines' suites", () => {
    const all = new RegExp(pathsNamePattern([]));
    const some = new RegExp(pathsNamePattern(['login', 'a.b']));
    expect(all.test(`login machine: generated paths ${pathsSuiteTitle('login')} idle → …`)).toBe(true);
    expect(all.test('sub-users machine: deletion removes the entry')).toBe(false);
    expect(some.test(`x ${pathsSuiteTitle('login')} y`)).toBe(true);
    expect(some.test(`x ${pathsSuiteTitle('a.b')} y`)).toBe(true);
    expect(some.test(`x ${pathsSuiteTitle('loginForm')} y`)).toBe(false);
    expect(some.test(`x ${pathsSuiteTitle('aXb')} y`)).toBe(false);
  });

  it('runs vitest on the node project with both reporters', () => {
    expect(vitestArgs(['tests/machines/a.paths.test.ts'], parsePathsArgs(['--machine', 'a']), './R.ts')).toEqual([
      'run',
      '--project',
      'node',
      '--reporter=default',
      '--reporter=./R.ts',
      '-t',
      '\\[paths:(a)\\]',
      'tests/machines/a.paths.test.ts',
    ]);
  });

  it('adds the happy-dom project when view tests are among the files', () => {
    expect(vitestArgs(['tests/machines/a.paths.test.ts', 'tests/views/B.test.tsx'], parsePathsArgs([]), './R.ts').slice(0, 5)).toEqual(['run', '--project', 'node', '--project', 'dom']);
  });
});

describe('the overrides definePathTests applies', () => {
  it('reads the env vars, and refuses bad values', () => {
    expect(pathEnvOverrides({})).toEqual({ machines: null, strategy: null, maxLength: null, walks: null, seed: null, until: null });
    expect(pathEnvOverrides({ PATHS_MACHINE: 'a, b,', PATHS_STRATEGY: 'simple', PATHS_MAX_LENGTH: '5', PATHS_WALKS: '0', PATHS_SEED: '7', PATHS_UNTIL_TRANSITIONS: '100', PATHS_TIME_MS: '60000' })).toEqual({
      machines: ['a', 'b'],
      strategy: 'simple',
      maxLength: 5,
      walks: 0,
      seed: 7,
      until: { transitions: 100, timeMs: 60000 },
    });
    expect(() => pathEnvOverrides({ PATHS_UNTIL_TRANSITIONS: '101' })).toThrow(/percentage/);
    expect(() => pathEnvOverrides({ PATHS_STRATEGY: 'all' })).toThrow(/PATHS_STRATEGY/);
    expect(() => pathEnvOverrides({ PATHS_MAX_LENGTH: '-1' })).toThrow(/PATHS_MAX_LENGTH must be an integer ≥ 1/);
  });

  const none = pathEnvOverrides({});

  it("keeps the test file's own options when nothing is overridden", () => {
    expect(applyPathOverrides({ strategy: 'simple', maxLength: 9 }, none)).toEqual({
      generate: { strategy: 'simple', maxLength: 9 },
      run: { strategy: 'simple', maxLength: 9, walks: 0, seed: null, until: null },
    });
  });

  it("the tester's strategy and length win over the file's", () => {
    const { generate, run } = applyPathOverrides({ strategy: 'simple', maxLength: 9 }, { ...none, strategy: 'shortest', maxLength: 3 });
    expect(generate).toMatchObject({ strategy: 'shortest', maxLength: 3 });
    expect(run).toEqual({ strategy: 'shortest', maxLength: 3, walks: 0, seed: null, until: null });
  });

  it('a stop condition asks for walks (at most 1000 unless --walks) and reaches the generator', () => {
    const until = { transitions: 100 };
    const { generate, run } = applyPathOverrides({}, { ...none, until });
    expect(generate.randomWalks).toEqual({ count: 1000, seed: 1, until });
    expect(run).toEqual({ strategy: 'shortest', maxLength: null, walks: 1000, seed: 1, until });
    expect(applyPathOverrides({}, { ...none, until, walks: 20, seed: 3 }).generate.randomWalks).toEqual({ count: 20, seed: 3, until });
  });

  it('a seed alone asks for 10 random walks; walks alone use seed 1; --walks 0 turns them off', () => {
    expect(applyPathOverrides({}, { ...none, seed: 42 }).generate.randomWalks).toEqual({ count: 10, seed: 42 });
    expect(applyPathOverrides({}, { ...none, walks: 3 }).run).toMatchObject({ walks: 3, seed: 1 });
    const off = applyPathOverrides({ randomWalks: { count: 5, seed: 9 } }, { ...none, walks: 0 });
    expect(off.generate.randomWalks).toBeUndefined();
    expect(off.run).toMatchObject({ walks: 0, seed: null });
  });
});
