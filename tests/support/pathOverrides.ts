/**
 * The tester's overrides of every definePathTests call, read from env vars that
 * `npm run test:paths -- …` (scripts/paths.ts) sets. No vitest import: the reporter reads them too.
 */
import type { AnyStateMachine } from 'xstate';
import type { GenerateOptions } from './pathCoverageCore.ts';
import type { PathRunOptions } from './pathsMeta.ts';

/**
 * Set by `npm run test:paths -- …` (scripts/paths.ts) as env vars:
 * PATHS_MACHINE (comma-separated machine ids to run), PATHS_STRATEGY (shortest | simple),
 * PATHS_MAX_LENGTH (events per path), PATHS_WALKS (random walks per machine), PATHS_SEED.
 */
export interface PathEnvOverrides {
  machines: string[] | null;
  strategy: 'shortest' | 'simple' | null;
  maxLength: number | null;
  walks: number | null;
  seed: number | null;
}

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
  };
}

/** The generation options after the overrides (a seed alone asks for 10 random walks). */
export function applyPathOverrides<M extends AnyStateMachine>(
  options: GenerateOptions<M>,
  overrides: PathEnvOverrides,
): { generate: GenerateOptions<M>; run: PathRunOptions } {
  const strategy = overrides.strategy ?? options.strategy ?? 'shortest';
  const maxLength = overrides.maxLength ?? options.maxLength;
  const walks = overrides.walks ?? (overrides.seed !== null ? 10 : (options.randomWalks?.count ?? 0));
  const seed = overrides.seed ?? options.randomWalks?.seed ?? (walks > 0 ? 1 : null);
  const generate: GenerateOptions<M> = { ...options, strategy, maxLength };
  if (walks > 0) generate.randomWalks = { ...options.randomWalks, count: walks, seed: seed ?? 1 };
  else delete generate.randomWalks;
  return { generate, run: { strategy, maxLength: maxLength ?? null, walks, seed: walks > 0 ? seed : null } };
}
