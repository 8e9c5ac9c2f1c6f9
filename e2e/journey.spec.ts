import { expect, test } from '@playwright/test';
import { computeCoverage, listStates } from '../tests/support/pathCoverageCore';
import { actions, screens } from './journey/journeyDriver';
import { journeyModel } from './journey/journeyModel';
import { journeyPaths, journeyTests } from './journey/journeyTests';
import { inPseudo, inSpanish } from './support/language';

// The browser journey model (DESIGN.md §4): every path generated from e2e/journey/journeyModel.ts
// runs in Chromium against the real server (e2e/journey/journeyTests.ts), in English here; in
// Spanish on the desktop and the phone in e2e/spanishJourney.spec.ts. E2E_LOCALE=es runs this file
// in Spanish too.

test('journey model: every screen has an assertion and every action an executor; the paths are few', () => {
  const coverage = computeCoverage(journeyModel, journeyPaths);
  const missingScreens = listStates(journeyModel).filter((s) => !(s in screens));
  const eventTypes = new Set(journeyModel.events);
  const missingActions = [...eventTypes].filter((e) => !(e in actions));
  expect({ missingScreens, missingActions }).toEqual({ missingScreens: [], missingActions: [] });
  expect(coverage.transitions.unvisited, 'unvisited transitions').toEqual([]);
  expect(coverage.states.unvisited, 'unvisited states').toEqual([]);
  // Each path is a browser test from the landing page: a thin model keeps them few.
  expect(journeyPaths.length).toBeLessThanOrEqual(3);
});

if (process.env.E2E_LOCALE === 'es') inSpanish('[es]', () => journeyTests());
else if (process.env.E2E_LOCALE === 'en-XA') inPseudo('[en-XA]', () => journeyTests());
else journeyTests();
