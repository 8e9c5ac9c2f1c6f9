import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserResults, readBrowserReport } from './playwrightResults.ts';

const report = {
  stats: { startTime: '2026-03-07T09:00:00.000Z' },
  suites: [
    {
      title: 'journey.spec.ts',
      specs: [
        {
          title: 'journey: landing → (login.opened) → login',
          tests: [
            { projectName: 'desktop', status: 'expected', annotations: [{ type: 'spec-verified', description: 'err.rethrow logout' }], results: [{ duration: 1200 }] },
            {
              projectName: 'phone',
              status: 'unexpected',
              results: [{ duration: 900, error: { message: '\u001b[31mTimed out\u001b[39m' }, annotations: [{ type: 'spec-verified', description: 'logout' }, { type: 'spec-failed', description: 'err.rethrow' }] }],
            },
          ],
        },
      ],
      suites: [
        {
          title: 'bell',
          specs: [{ title: 'rings @phone', tests: [{ projectName: 'phone', status: 'flaky', results: [{ duration: 10 }, { duration: 20 }] }] }],
        },
      ],
    },
  ],
};

describe('Playwright JSON report', () => {
  it('flattens specs × projects, nests describe titles, leaves the file out, maps statuses, reads the browser oracles\' rules', () => {
    expect(browserResults(report)).toEqual([
      { title: 'journey: landing → (login.opened) → login', project: 'desktop', status: 'passed', durationMs: 1200, error: null, specVerified: ['err.rethrow', 'logout'], specFailed: [] },
      { title: 'journey: landing → (login.opened) → login', project: 'phone', status: 'failed', durationMs: 900, error: 'Timed out', specVerified: ['logout'], specFailed: ['err.rethrow'] },
      { title: 'bell › rings @phone', project: 'phone', status: 'flaky', durationMs: 30, error: null, specVerified: [], specFailed: [] },
    ]);
  });

  it('reads the file when present; absent or broken is null', () => {
    const dir = mkdtempSync(join(tmpdir(), 'e2e-json-'));
    expect(readBrowserReport(join(dir, 'e2e.json'))).toBeNull();
    writeFileSync(join(dir, 'e2e.json'), JSON.stringify(report));
    expect(readBrowserReport(join(dir, 'e2e.json'))).toMatchObject({ startedAt: '2026-03-07T09:00:00.000Z', results: expect.any(Array) });
    writeFileSync(join(dir, 'broken.json'), '{"suites": [');
    expect(readBrowserReport(join(dir, 'broken.json'))).toBeNull();
    expect(browserResults(null)).toEqual([]);
  });
});
