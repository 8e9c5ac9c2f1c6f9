import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { appConfigDefine } from './scripts/appConfigDefine.ts';
import { plantPlugin } from './tests/planted/plantPlugin.ts';

export default defineConfig({
  // plantPlugin: inert unless PLANT names a wrong rule to plant (npm run test:planted).
  plugins: [react(), plantPlugin()],
  define: appConfigDefine({}),
  test: {
    // Vitest's default (cores − 1) runs one file at a time on a 2-core machine; most files wait on
    // PGlite, a child process or the network, so at least two at a time use both cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/views/**', 'tests/server/**'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          // The API's tests in one module graph per worker instead of one per file: each file builds
          // its own app and database, and importing the server again for each file was a third of
          // this project's time (270 → 166 s). tests/support/restoreGlobals.ts gives back what a file
          // changed of the clock, env and globals; a file that needs fresh modules calls vi.resetModules.
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          isolate: false,
          setupFiles: ['tests/support/restoreGlobals.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'happy-dom',
          include: ['tests/views/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/views/setup.ts'],
          testTimeout: 30_000,
        },
      },
    ],
  },
});
