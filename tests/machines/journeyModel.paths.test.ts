import { describe, expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { journeyModel } from '../../e2e/journey/journeyModel';
import { definePathTests, listStates } from '../support/pathCoverage';

// The browser journey model's own coverage, without a browser: the paths generated here are the
// ones e2e/journey.spec.ts runs in Chromium (same generator, same model).

const describesItsScreen = (snapshot: AnyMachineSnapshot) => {
  const meta = Object.values(snapshot.getMeta())[0] as { screen?: string; spec?: string[] } | undefined;
  expect(meta?.screen).toEqual(expect.any(String));
  expect(meta?.spec?.length).toBeGreaterThan(0);
};

describe('customer journey model: generated paths', () => {
  definePathTests(journeyModel, {
    states: Object.fromEntries(listStates(journeyModel).map((state) => [state, describesItsScreen])),
  });
});
