/**
 * A covering sample of a machine's generated paths: few paths that together take every transition
 * and reach every state that the whole list does. `npm test` replays this sample in Chromium;
 * `npm run test:paths -- --browser` replays every path.
 */
import type { AnyStateMachine } from 'xstate';
import { computeCoverage, type AnyPath } from './pathCoverageCore';

/**
 * Deterministic greedy set cover. Repeatedly takes the set that covers the most elements still
 * uncovered (ties: the lower cost, then the earlier index), until the sets' union is covered; then
 * drops, latest pick first, any picked set whose elements the other picks all cover. Returns the
 * indices of the picked sets in ascending order.
 */
export function greedyCover(sets: ReadonlyArray<ReadonlySet<string>>, cost: readonly number[] = []): number[] {
  const uncovered = new Set<string>();
  for (const set of sets) for (const element of set) uncovered.add(element);
  const picked: number[] = [];
  while (uncovered.size) {
    let best = -1;
    let bestGain = 0;
    sets.forEach((set, i) => {
      let gain = 0;
      for (const element of set) if (uncovered.has(element)) gain++;
      const better = gain > bestGain || (gain === bestGain && gain > 0 && (cost[i] ?? 0) < (cost[best] ?? 0));
      if (better) {
        best = i;
        bestGain = gain;
      }
    });
    picked.push(best);
    for (const element of sets[best]!) uncovered.delete(element);
  }
  // Greedy can pick a set early whose elements later picks all bring again: it adds nothing.
  const times = new Map<string, number>();
  for (const i of picked) for (const element of sets[i]!) times.set(element, (times.get(element) ?? 0) + 1);
  const kept = new Set(picked);
  for (const i of [...picked].reverse()) {
    if ([...sets[i]!].every((element) => times.get(element)! > 1)) {
      kept.delete(i);
      for (const element of sets[i]!) times.set(element, times.get(element)! - 1);
    }
  }
  return [...kept].sort((a, b) => a - b);
}

/** What each path covers: `transition:<name>` for each transition it takes, `state:<name>` for each state it reaches. */
export function pathCovers(machine: AnyStateMachine, paths: readonly AnyPath[]): Array<Set<string>> {
  const every = computeCoverage(machine, []);
  return paths.map((path) => {
    const missed = computeCoverage(machine, [path]);
    const missedT = new Set(missed.transitions.unvisited);
    const missedS = new Set(missed.states.unvisited);
    return new Set([
      ...every.transitions.unvisited.filter((t) => !missedT.has(t)).map((t) => `transition:${t}`),
      ...every.states.unvisited.filter((s) => !missedS.has(s)).map((s) => `state:${s}`),
    ]);
  });
}

/** The covering sample of `paths` (indices into it, ascending); a path's cost is its number of events. */
export function coveringSample(machine: AnyStateMachine, paths: readonly AnyPath[]): number[] {
  return greedyCover(
    pathCovers(machine, paths),
    paths.map((p) => p.steps.length),
  );
}
