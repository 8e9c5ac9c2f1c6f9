// A generated path remembers the machine input it starts from (machines generated with several
// `inputs`); paths from different inputs are different paths even with the same events.
import type { AnyStateMachine } from 'xstate';
import { safeStringify } from './formatEvent.ts';
import type { AnyPath, GenerateOptions } from './generatePaths.ts';

/** The input a generated path starts from, when generated with `inputs`. */
export const pathInputs = new WeakMap<object, { input: unknown }>();

/** The inputs to start from: `inputs`, else `[input]`. */
export function inputsOf(options: GenerateOptions<AnyStateMachine>): readonly unknown[] {
  return options.inputs?.length ? options.inputs : [options.input];
}

/** The input `path` starts from, else `fallback` (paths not generated here, or generated with one input). */
export function inputOfPath(path: object, fallback: unknown): unknown {
  const tagged = pathInputs.get(path);
  return tagged ? tagged.input : fallback;
}

export function tagInput<P extends object>(paths: readonly P[], input: unknown): P[] {
  for (const path of paths) pathInputs.set(path, { input });
  return [...paths];
}

/** Drops paths whose event sequence is a prefix of (or equal to) another path's; keeps order. */
export function dedupePaths<P extends AnyPath>(paths: readonly P[]): P[] {
  // Paths from different inputs are different paths, whatever their events.
  const seqs = paths.map((p) => [safeStringify(inputOfPath(p, undefined)), ...p.steps.slice(1).map((s) => safeStringify(s.event))]);
  const keep: P[] = [];
  paths.forEach((path, i) => {
    const mine = seqs[i]!;
    const covered = seqs.some((other, j) => {
      if (j === i || other.length < mine.length) return false;
      if (other.length === mine.length && j > i) return false; // keep the first of equal paths
      return mine.every((e, k) => other[k] === e);
    });
    if (!covered) keep.push(path);
  });
  return keep;
}
