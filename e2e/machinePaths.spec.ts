import { expect, test } from '@playwright/test';
import { pathTestTitles } from '../tests/support/pathCoverage';
import { computeCoverage } from '../tests/support/pathCoverageCore';
import { browserModelProblems, replayInBrowser, type BrowserModel } from './machinePaths/browserReplay';
import { editProfileBrowserModel } from './machinePaths/editProfileBrowserModel';
import { loginBrowserModel } from './machinePaths/loginBrowserModel';
import { serviceRequestBrowserModel } from './machinePaths/serviceRequestBrowserModel';
import { sessionBrowserModel } from './machinePaths/sessionBrowserModel';

// The machines' own generated paths, replayed in Chromium against the real server (issue 11 §4).
// Titles carry the unit path's title, so `npm run test:paths -- --browser` puts each browser result
// next to its path in the report.
function replayEveryPath<W>(model: BrowserModel<W>): void {
  test.describe(`[browser:${model.machine.id}]`, () => {
    test('every state has a browser check, every event an executor, the paths cover every transition', () => {
      expect(browserModelProblems(model)).toEqual([]);
      const coverage = computeCoverage(model.machine, [...model.paths]);
      expect(coverage.transitions.unvisited, 'transitions no replayed path takes').toEqual([]);
      expect(coverage.states.unvisited, 'states no replayed path reaches').toEqual([]);
    });
    const titles = pathTestTitles(model.paths);
    model.paths.forEach((path, i) => {
      test(titles[i]!, async ({ page }, testInfo) => {
        await replayInBrowser(model, path, page, testInfo, (title, body) => test.step(title, body));
      });
    });
  });
}

replayEveryPath(loginBrowserModel);
replayEveryPath(editProfileBrowserModel);
replayEveryPath(sessionBrowserModel);
replayEveryPath(serviceRequestBrowserModel);
