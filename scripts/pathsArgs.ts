// The options of `npm run test:paths -- …`, parsed into the env vars definePathTests and
// PathsReporter read, plus the vitest command line that runs only the generated-path tests.

export interface PathsArgs {
  machines: string[];
  strategy: 'shortest' | 'simple' | null;
  maxLength: number | null;
  seed: number | null;
  walks: number | null;
  /** stop conditions of the random walks */
  untilTransitions: number | null;
  timeMs: number | null;
  junit: string | null;
  reportDir: string | null;
  e2eReport: string | null;
  browser: boolean;
  help: boolean;
}

export const PATHS_USAGE = `npm run test:paths -- [options]

Runs every machine's generated paths (tests/machines/*.paths.test.ts), prints the coverage
table and writes reports/paths/index.html. Exits non-zero on any failed path or check, any
machine below 100% of states or transitions, or a spec id missing from spec-rules.md.

  --machine <id>[,<id>]  only these machines (repeatable); ids as in the table
  --paths shortest|simple
                         shortest (default): a shortest path to every transition;
                         simple: every simple path (no state twice), topped up for back edges
  --max-length <n>       no path longer than n events (coverage may then drop below 100%)
  --seed <n>             add random walks chosen with this seed (10 per machine unless --walks)
  --walks <n>            random walks per machine (seed 1 unless --seed)
  --until transitions=<pct>
                         random walks until the walks alone took pct% of each machine's
                         transitions (GraphWalker's edge coverage); at most --walks walks
                         (default 1000); repeated walks are dropped
  --time <n>s|<n>m|<n>ms random walks for at most this long per machine (with --until: whichever
                         comes first)
  --junit <file>         also write JUnit XML there (e.g. reports/paths/junit.xml)
  --report-dir <dir>     where index.html and summary.json go (default reports/paths)
  --e2e-report <file>    Playwright JSON report for browser results (default reports/e2e.json)
  --browser              first replay the machines' paths in Chromium against the real app and
                         server (e2e/machinePaths.spec.ts; the journey model too when it is
                         selected); their results go in the report, and a browser failure fails
                         the run (the report is then <report-dir>/e2e.json)
  -h, --help             this text`;

function int(flag: string, raw: string | undefined, min: number): number {
  const n = Number(raw);
  if (raw === undefined || raw === '' || !Number.isInteger(n) || n < min) {
    throw new Error(`${flag} needs an integer ≥ ${min}${raw === undefined ? '' : `, got '${raw}'`}`);
  }
  return n;
}

export function parsePathsArgs(argv: readonly string[]): PathsArgs {
  const args: PathsArgs = {
    machines: [],
    strategy: null,
    maxLength: null,
    seed: null,
    walks: null,
    untilTransitions: null,
    timeMs: null,
    junit: null,
    reportDir: null,
    e2eReport: null,
    browser: false,
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const raw = argv[i]!;
    const eq = raw.indexOf('=');
    const flag = raw.startsWith('--') && eq > 0 ? raw.slice(0, eq) : raw;
    const inline = raw.startsWith('--') && eq > 0 ? raw.slice(eq + 1) : undefined;
    const value = () => {
      if (inline !== undefined) return inline;
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value`);
      i++;
      return next;
    };
    switch (flag) {
      case '--machine':
        args.machines.push(...value().split(',').map((s) => s.trim()).filter(Boolean));
        break;
      case '--paths': {
        const v = value();
        if (v !== 'shortest' && v !== 'simple') throw new Error(`--paths is shortest or simple, got '${v}'`);
        args.strategy = v;
        break;
      }
      case '--max-length':
        args.maxLength = int(flag, value(), 1);
        break;
      case '--seed':
        args.seed = int(flag, value(), 0);
        break;
      case '--walks':
        args.walks = int(flag, value(), 0);
        break;
      case '--until': {
        const v = value();
        const m = /^transitions=(\d+)%?$/.exec(v);
        if (!m || Number(m[1]) < 1 || Number(m[1]) > 100) throw new Error(`--until is transitions=<1–100>, got '${v}'`);
        args.untilTransitions = Number(m[1]);
        break;
      }
      case '--time': {
        const v = value();
        const m = /^(\d+)(ms|s|m)$/.exec(v);
        if (!m || Number(m[1]) < 1) throw new Error(`--time is a duration such as 60s, 2m or 500ms, got '${v}'`);
        args.timeMs = Number(m[1]) * ({ ms: 1, s: 1000, m: 60_000 } as const)[m[2] as 'ms' | 's' | 'm'];
        break;
      }
      case '--junit':
        args.junit = value();
        break;
      case '--report-dir':
        args.reportDir = value();
        break;
      case '--e2e-report':
        args.e2eReport = value();
        break;
      case '--browser':
        args.browser = true;
        break;
      case '-h':
      case '--help':
        args.help = true;
        break;
      default:
        throw new Error(`unknown option '${raw}'`);
    }
  }
  return args;
}

/** The env vars for the test workers and the reporter. */
export function pathsEnv(args: PathsArgs): Record<string, string> {
  const env: Record<string, string> = {};
  if (args.machines.length) env.PATHS_MACHINE = args.machines.join(',');
  if (args.strategy) env.PATHS_STRATEGY = args.strategy;
  if (args.maxLength !== null) env.PATHS_MAX_LENGTH = String(args.maxLength);
  if (args.seed !== null) env.PATHS_SEED = String(args.seed);
  if (args.walks !== null) env.PATHS_WALKS = String(args.walks);
  if (args.untilTransitions !== null) env.PATHS_UNTIL_TRANSITIONS = String(args.untilTransitions);
  if (args.timeMs !== null) env.PATHS_TIME_MS = String(args.timeMs);
  if (args.junit) env.PATHS_JUNIT = args.junit;
  if (args.reportDir) env.PATHS_REPORT_DIR = args.reportDir;
  if (args.e2eReport) env.PATHS_E2E_REPORT = args.e2eReport;
  if (args.browser) env.PATHS_BROWSER = '1';
  return env;
}

/** Vitest's test-name filter that keeps only the `[paths:<id>]` suites (of the chosen machines). */
export function pathsNamePattern(machines: readonly string[]): string {
  // Without --machine, the rule tests too (ruleIt: titles naming spec rules, `[val.reg.email] …`).
  if (!machines.length) return '\\[paths:|\\[[a-z]+\\.[a-z0-9.-]+\\]';
  const escaped = machines.map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return `\\[paths:(${escaped.join('|')})\\]`;
}

/** Playwright's title filter for the browser replays of the chosen machines (all when none). */
export function browserGrep(machines: readonly string[]): string | null {
  if (!machines.length) return null;
  const escaped = machines.filter((m) => m !== 'customerJourney').map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const parts = escaped.length ? [`\\[browser:(${escaped.join('|')})\\]`] : [];
  if (machines.includes('customerJourney')) parts.push('journey');
  return parts.join('|');
}

/** Arguments after `playwright`: the replay specs, desktop only, list + JSON reporters (the JSON file is set by env). */
export function playwrightArgs(args: PathsArgs): string[] {
  const files = ['e2e/machinePaths.spec.ts'];
  if (!args.machines.length || args.machines.includes('customerJourney')) files.push('e2e/journey.spec.ts');
  const grep = browserGrep(args.machines);
  return ['test', ...files, '--project', 'desktop', '--reporter=list,json', '--pass-with-no-tests', ...(grep ? ['--grep', grep] : [])];
}

/** Arguments after `vitest`. */
export function vitestArgs(files: readonly string[], args: PathsArgs, reporter: string): string[] {
  // The view tests (happy-dom) check the header's and the pages' rules through ruleIt too.
  const projects = files.some((f) => f.startsWith('tests/views/')) ? ['--project', 'node', '--project', 'dom'] : ['--project', 'node'];
  return ['run', ...projects, '--reporter=default', `--reporter=${reporter}`, '-t', pathsNamePattern(args.machines), ...files];
}
