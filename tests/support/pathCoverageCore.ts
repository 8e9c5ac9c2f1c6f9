/**
 * The path-coverage engine without Vitest (DESIGN.md §4): what Playwright specs, the paths report
 * and scripts import. `pathCoverage.ts` re-exports it and adds `definePathTests` for Vitest.
 * Each part lives in the file named after its main export; this lists what callers use.
 */
export { checkStateAssertions, matchingStateKeys, type StateAssertions } from './checkStateAssertions.ts';
export { assertFullCoverage, computeCoverage, coverageReports, formatCoverageTable, type CoverageReport } from './computeCoverage.ts';
export { describePath, describePathCode, eventWords, stateWords } from './describePath.ts';
export { eventCode, formatEvent, formatStateValue, readableEvent } from './formatEvent.ts';
export { generatePaths, uniqueDescriptions, type AnyPath, type GenerateOptions, type MachinePath } from './generatePaths.ts';
export { dedupePaths, inputOfPath } from './inputOfPath.ts';
export { listStates, listTransitions, machineGraph, shortEventLabel, stateName } from './machineCatalogue.ts';
export { pathInfo, pathSource } from './pathInfo.ts';
export { seededRandom, type WalkStop, type WalkSummary } from './randomWalks.ts';
export { replayPath, type ReplayOptions, type StepActions } from './replayPath.ts';
export type { EventSampler, EventSamples } from './sampleEvents.ts';
export { withInertActors } from './withInertActors.ts';
