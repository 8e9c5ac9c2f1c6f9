import { defineConfig, devices } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Workers re-read this file: pick the port and data directory once, then pass them down by env.
if (!process.env.E2E_PORT) {
  const probe = spawnSync(process.execPath, ['-e', "const s=require('net').createServer();s.listen(0,()=>{console.log(s.address().port);s.close()})"], { encoding: 'utf8' });
  process.env.E2E_PORT = probe.stdout.trim();
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'cargo-e2e-'));
}
const port = process.env.E2E_PORT;
const baseURL = `http://localhost:${port}`;
// Debian's headless shell (chromium-headless-shell) when installed: the full browser in headless mode
// also runs its own UI renderers, and the whole suite is CPU-bound on two cores (94 s against 69 s
// for the same 15 replays). The same engine and version, so the full browser stays the fallback.
const chromium = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'e2e',
  // After the web server answers: books the order whose pickup the delay alert's test waits for.
  globalSetup: './e2e/support/globalSetup.ts',
  timeout: 60_000,
  // 15 s: the suite saturates two cores, and a cold page's chunks then took 7 s to run (orders on a phone).
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: 'reports/e2e.json' }]] : [['list']],
  use: {
    baseURL,
    // A failed test keeps its trace's action log, network and console, and a picture of the page at
    // the end. The trace's screencast and DOM snapshots cost a quarter of the suite's time (four specs:
    // 86 s with them, 71 s with snapshots only, 63 s without either, which is the same as no trace).
    // E2E_TRACE=full records them when a failure needs them: `E2E_TRACE=full npx playwright test <spec>`.
    trace: process.env.E2E_TRACE === 'full' ? 'retain-on-failure' : { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    // The customer's "reduce motion" setting, which the app honours (skeletons and progress bars hold
    // still): shimmering pages kept Chromium's GPU process compositing in software, a third of the
    // suite's CPU; with motion reduced the same tests took a quarter to a third less time (13 replays
    // 84 s → 63 s; orders, notifications and sub-users 342 → 231 test-seconds). No test is about an animation.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }, grepInvert: /@phone/ },
    { name: 'phone', use: { ...devices['Pixel 7'] }, grep: /@phone/ },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    // VITE_STATECHARTS: the offline statechart viewer is part of the tested build (e2e/statecharts.spec.ts).
    // SIGNUPS_PER_IP_PER_HOUR, QUOTES_PER_IP_PER_HOUR: every test company signs up, and every quote is asked, from this one machine.
    // DELAY_CHECK_SECONDS: the delay alerts' check runs often enough for a browser test to see it (e2e/delayAlerts.spec.ts).
    // VITE_PSEUDO_LOCALE: the build takes the pseudo-language from the cookie (e2e/pseudoLocale.spec.ts).
    env: { PORT: port!, DATA_DIR: process.env.E2E_DATA_DIR!, NODE_ENV: 'test', VITE_STATECHARTS: '1', VITE_PSEUDO_LOCALE: '1', SIGNUPS_PER_IP_PER_HOUR: '10000', QUOTES_PER_IP_PER_HOUR: '10000', DELAY_CHECK_SECONDS: '5' },
  },
});
