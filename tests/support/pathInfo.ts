// What the reports show of a path: its steps in words and in code, and where it came from.
import { describePath, describePathCode, eventWords, stateWords, takenAt } from './describePath.ts';
import { eventCode, formatStateValue } from './formatEvent.ts';
import type { AnyPath } from './generatePaths.ts';
import type { PathInfo, PathSource } from './pathsMeta.ts';

export const pathSources = new WeakMap<object, PathSource>();

/** Where a generated path came from: the strategy ('shortest' / 'simple') or a random 'walk'. */
export function pathSource(path: AnyPath): PathSource {
  return pathSources.get(path) ?? 'shortest';
}

/**
 * Readable steps of a path for reports: the initial state, then each event and the state it led
 * to, in words and in code names (the report shows the code on hover).
 */
export function pathInfo(path: AnyPath & { description?: string }): PathInfo {
  return {
    description: path.description ?? describePath(path),
    code: describePathCode(path),
    source: pathSource(path),
    steps: path.steps.map((step, i) => ({
      event: i === 0 && step.event.type === 'xstate.init' ? 'start' : eventWords(step.event, takenAt(path, i)),
      state: stateWords(step.state),
      eventCode: eventCode(step.event),
      stateCode: formatStateValue(step.state.value),
    })),
  };
}
