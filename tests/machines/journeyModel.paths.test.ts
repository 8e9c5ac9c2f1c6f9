import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { journeyModel } from '../../e2e/journey/journeyModel';
import { undescribed } from '../support/descriptions';
import { definePathTests, listStates } from '../support/pathCoverage';
import { generatePaths } from '../support/pathCoverageCore';
import { titleCarries } from '../support/pathsRun';

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

describe('customer journey model: in words', () => {
  it('every state and transition says what it is in the customer\u2019s words', () => {
    expect(undescribed(journeyModel)).toEqual([]);
  });

  it('each screen is described by what the customer sees (its meta.screen)', () => {
    for (const node of Object.values(journeyModel.root.states)) {
      expect(node.description, node.id).toBe((node.meta as { screen?: string } | undefined)?.screen);
    }
  });

  it('each browser test title (`journey: <description>`, e2e/journey.spec.ts) carries its own path and no other', () => {
    const descriptions = generatePaths(journeyModel).map((p) => p.description);
    const titles = descriptions.map((d) => `journey: ${d}`);
    expect(new Set(titles).size).toBe(titles.length);
    for (const d of descriptions) {
      expect(titles.filter((t) => titleCarries(t, d)), d).toEqual([`journey: ${d}`]);
    }
  });
});
