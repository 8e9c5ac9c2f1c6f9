/**
 * The tester's overrides of every definePathTests call, read from env vars that
 * `npm run test:paths -- …` (scripts/paths.ts) sets. No vitest import: the reporter reads them too.
 */
import type { AnyStateMachine } from 'xstate';
import type { GenerateOptions, WalkStop } from './pathCoverageCore.ts';
import type { PathRunOptions } from './pathsMeta.ts';

/**
 * Set by `npm run test:paths -- …` (scripts/paths.ts) as env vars:
 * PATHS_MACHINE (comma-separated machine ids to run), PATHS_STRATEGY (shortest | simple),
 * PATHS_MAX_LENGTH (events per path), PATHS_WALKS (random walks per machine), PATHS_SEED,
 * PATHS_UNTIL_TRANSITIONS (walk until the walks took this percent of the transitions) and
 * PATHS_TIME_MS (walk for at most this long per machine).
 */
export interface PathEnvOverrides {
  machines: string[] | null;
  strategy: 'shortest' | 'simple' | null;
  maxLength: number | null;
  walks: number | null;
  seed: number | null;
  until: WalkStop | null;
}

/** With a stop condition and no --walks: this many walks at most. */
export const MAX_WALKS_UNTIL = 1000;

function positiveInt(name: string, raw: string | undefined, min: number): number | null {
  if (raw === undefined || raw === '') return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer ≥ ${min}, got '${raw}'`);
  return n;
}

export function pathEnvOverrides(env: Readonly<Record<string, string | undefined>> = process.env): PathEnvOverrides {
  const strategy = env.PATHS_STRATEGY || null;
  if (strategy !== null && strategy !== 'shortest' && strategy !== 'simple') {
    throw new Error(`PATHS_STRATEGY must be 'shortest' or 'simple', got '${strategy}'`);
  }
  const machines = env.PATHS_MACHINE ? env.PATHS_MACHINE.split(',').map((s) => s.trim()).filter(Boolean) : null;
  return {
    machines: machines?.length ? machines : null,
    strategy,
    maxLength: positiveInt('PATHS_MAX_LENGTH', env.PATHS_MAX_LENGTH, 1),
    walks: positiveInt('PATHS_WALKS', env.PATHS_WALKS, 0),
    seed: positiveInt('PATHS_SEED', env.PATHS_SEED, 0),
    until: untilOf(env),
  };
}

function untilOf(env: Readonly<Record<string, string | undefined>>): WalkStop | null {
  const transitions = positiveInt('PATHS_UNTIL_TRANSITIONS', env.PATHS_UNTIL_TRANSITIONS, 1);
  if (transitions !== null && transitions > 100) throw new Error(`PATHS_UNTIL_TRANSITIONS is a percentage (1–100), got '${transitions}'`);
  const timeMs = positiveInt('PATHS_TIME_MS', env.PATHS_TIME_MS, 1);
  if (transitions === null && timeMs === null) return null;
  return { ...(transitions !== null ? { transitions } : {}), ...(timeMs !== null ? { timeMs } : {}) };
}

/** The generation options after the overrides (a seed alone asks for 10 random walks). */
export function applyPathOverrides<M extends AnyStateMachine>(
  options: GenerateOptions<M>,
  overrides: PathEnvOverrides,
): { generate: GenerateOptions<M>; run: PathRunOptions } {
  const strategy = overrides.strategy ?? options.strategy ?? 'shortest';
  const maxLength = overrides.maxLength ?? options.maxLength;
  const until = overrides.until;
  const walks = overrides.walks ?? (until ? MAX_WALKS_UNTIL : overrides.seed !== null ? 10 : (options.randomWalks?.count ?? 0));
  const seed = overrides.seed ?? options.randomWalks?.seed ?? (walks > 0 ? 1 : null);
  const generate: GenerateOptions<M> = { ...options, strategy, maxLength };
  if (walks > 0) generate.randomWalks = { ...options.randomWalks, count: walks, seed: seed ?? 1, ...(until ? { until } : {}) };
  else delete generate.randomWalks;
  return { generate, run: { strategy, maxLength: maxLength ?? null, walks, seed: walks > 0 ? seed : null, until: walks > 0 ? until : null } };
}
