import { expect, test } from '@playwright/test';
import { computeCoverage, generatePaths, listStates } from '../tests/support/pathCoverageCore';
import { createCustomer } from './support/admin';
import { createPaidOrder } from './support/orders';
import { actions, screens, type JourneyWorld } from './journey/journeyDriver';
import { journeyModel } from './journey/journeyModel';

// The browser journey model (DESIGN.md §4): every path generated from e2e/journey/journeyModel.ts
// runs in Chromium against the real server, asserting the screen after every step.

const paths = generatePaths(journeyModel);
const coverage = computeCoverage(journeyModel, paths);
const stateKey = (value: unknown) => String(value);

test('journey model: every screen has an assertion and every action an executor', () => {
  const missingScreens = listStates(journeyModel).filter((s) => !(s in screens));
  const eventTypes = new Set(journeyModel.events);
  const missingActions = [...eventTypes].filter((e) => !(e in actions));
  expect({ missingScreens, missingActions }).toEqual({ missingScreens: [], missingActions: [] });
  expect(coverage.transitions.unvisited, 'unvisited transitions').toEqual([]);
  expect(coverage.states.unvisited, 'unvisited states').toEqual([]);
});

for (const path of paths) {
  // The paths report finds this test by the path's description (tests/support/pathsRun.ts):
  // the very string generatePaths gave it, made unique there.
  test(`journey: ${path.description}`, async ({ page, request }, testInfo) => {
    const customer = { ...(await createCustomer(request, { label: 'journey' })), contactName: 'Test Shipper' };
    const movementId = await createPaidOrder(request, customer);
    const world: JourneyWorld = { page, customer, movementId };
    const rules = new Set<string>();
    for (const [i, step] of path.steps.entries()) {
      if (i === 0 && step.event.type === 'xstate.init') await page.goto('/');
      else await test.step(`do ${step.event.type}`, () => actions[step.event.type as keyof typeof actions](world));
      const screen = stateKey(step.state.value) as keyof typeof screens;
      for (const rule of (journeyModel.states[screen]?.meta as { spec?: string[] } | undefined)?.spec ?? []) rules.add(rule);
      await test.step(`see ${screen}`, () => screens[screen](world));
    }
    testInfo.annotations.push({ type: 'spec', description: [...rules].sort().join(' ') });
  });
}
