import { expect, test } from '@playwright/test';
import { pathTestTitles } from '../../tests/support/pathCoverage';
import { computeCoverage } from '../../tests/support/pathCoverageCore';
import { coveringSample } from '../../tests/support/pathSample';
import { browserModelProblems, replayedPaths, replayInBrowser, type BrowserModel } from './browserReplay';

/**
 * The machine's own generated paths as browser tests, in the language of the group they are
 * declared in (e2e/support/language.ts). Titles carry the unit path's title, so
 * `npm run test:paths -- --browser` puts each browser result next to its path in the report.
 * `npm test` replays a covering sample: the fewest paths (greedy set cover) that still take every
 * transition and reach every state the whole list does. MACHINE_PATHS=all (set by
 * `npm run test:paths -- --browser`) replays every path.
 */
export function replayEveryPath<W>(model: BrowserModel<W>): void {
  const everyPath = process.env.MACHINE_PATHS === 'all';
  const replayable = replayedPaths(model);
  const replayed = everyPath ? replayable : coveringSample(model.machine, replayable).map((i) => replayable[i]!);
  const chosen = new Set(replayed);
  test.describe(`[browser:${model.machine.id}]`, () => {
    test('every state has a browser check, every event an executor, the paths cover every transition', () => {
      expect(browserModelProblems(model)).toEqual([]);
      const coverage = computeCoverage(model.machine, replayed);
      test.info().annotations.push({ type: 'replayed', description: `${replayed.length} of ${model.paths.length} paths${everyPath ? '' : ' (covering sample)'}` });
      // Only what the model says is outside the tested build (and why) may stay unvisited.
      const outside = model.outside;
      if (outside) test.info().annotations.push({ type: 'outside-browser', description: `${model.paths.length - replayable.length} of ${model.paths.length} paths: ${outside.why}` });
      expect(coverage.transitions.unvisited.filter((t) => !outside?.transitions.test(t)), 'transitions no replayed path takes').toEqual([]);
      expect(coverage.states.unvisited.filter((s) => !outside?.states.test(s)), 'states no replayed path reaches').toEqual([]);
    });
    // Titles (and numbers) of the unit suite's whole list: a left-out path leaves a gap, no shift.
    const titles = pathTestTitles(model.paths);
    model.paths.forEach((path, i) => {
      if (!chosen.has(path)) return;
      test(titles[i]!, async ({ page }, testInfo) => {
        await replayInBrowser(model, path, page, testInfo, (title, body) => test.step(title, body));
      });
    });
  });
}
