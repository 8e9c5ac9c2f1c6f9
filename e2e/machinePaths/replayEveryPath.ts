import { expect, test } from '@playwright/test';
import { pathTestTitles } from '../../tests/support/pathCoverage';
import { computeCoverage, matchingStateKeys, type MachinePath } from '../../tests/support/pathCoverageCore';
import { coveringSample, greedyCover } from '../../tests/support/pathSample';
import { browserModelProblems, errorStatus, replayedPaths, replayInBrowser, type BrowserModel } from './browserReplay';

/**
 * What a path shows the customer, for words: each screen check it runs (a step's loading shapes and
 * its failure notice are the same words on every step: each counts once), each refusal by the server
 * (its own message) and a call that cannot reach the server (the same notice everywhere).
 */
function shown<W>(model: BrowserModel<W>, path: MachinePath): Set<string> {
  return new Set(
    path.steps.flatMap((step) => {
      const screens = matchingStateKeys(step.state, model.see).map((key) => `see:${key.replace(/^.*\.(failed|loading)$/, '$1')}`);
      const status = errorStatus(step.event);
      return status === null ? screens : [...screens, status === 0 ? 'unreachable' : `refused:${step.event.type}:${status}`];
    }),
  );
}

/**
 * A sample for words, not behaviour: the fewest paths (greedy set cover, shorter first) that show
 * everything the whole list shows. The covering sample proves every transition once, in English;
 * a second language needs every screen's and every refusal's words (the wizard: 16 of 73 paths).
 */
export function wordsSample<W>(model: BrowserModel<W>, paths: readonly MachinePath[]): MachinePath[] {
  return greedyCover(
    paths.map((p) => shown(model, p)),
    paths.map((p) => p.steps.length),
  ).map((i) => paths[i]!);
}

export function replayEveryPath<W>(model: BrowserModel<W>, { sample = 'transitions' }: { sample?: 'transitions' | 'words' } = {}): void {
  const everyPath = process.env.MACHINE_PATHS === 'all';
  const replayable = replayedPaths(model);
  const replayed = everyPath ? replayable : sample === 'words' ? wordsSample(model, replayable) : coveringSample(model.machine, replayable).map((i) => replayable[i]!);
  const chosen = new Set(replayed);
  test.describe(`[browser:${model.machine.id}]`, () => {
    if (sample === 'words' && !everyPath) {
      test('the words sample shows every screen and refusal the whole list does', () => {
        const all = new Set(replayable.flatMap((p) => [...shown(model, p)]));
        const sampled = new Set(replayed.flatMap((p) => [...shown(model, p)]));
        test.info().annotations.push({ type: 'replayed', description: `${replayed.length} of ${model.paths.length} paths (words sample)` });
        expect([...all].filter((k) => !sampled.has(k))).toEqual([]);
      });
    } else test('every state has a browser check, every event an executor, the paths cover every transition', () => {
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
