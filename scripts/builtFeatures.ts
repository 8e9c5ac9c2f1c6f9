import type { Plugin } from 'vite';
import { loadConfig, type Env } from '../src/services/loadConfig.ts';

/** Where a build says which optional pages it has; the server reads it (server/static/serveWebApp.ts). */
export const BUILT_FEATURES_FILE = '.vite/features.json';

/**
 * Writes `dist/.vite/features.json`: `{ "statecharts": true }` when the build includes the offline
 * statechart viewer, so the server answers `/__statecharts` with 404 in builds without it.
 */
export function builtFeatures(env: Env): Plugin {
  return {
    name: 'cargo-built-features',
    apply: 'build',
    generateBundle() {
      const config = loadConfig(env);
      this.emitFile({ type: 'asset', fileName: BUILT_FEATURES_FILE, source: `${JSON.stringify({ statecharts: config.features.statecharts })}\n` });
    },
  };
}
