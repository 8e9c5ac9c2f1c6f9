// The Vitest config StrykerJS runs (`npm run test:mutation`, scripts/mutation.ts): node environment
// only, and only the tests of one pass, chosen with MUTATION_PASS (see scripts/mutationConfig.ts):
// - `paths`: tests/machines/*.paths.test.ts, and inside them only the generated paths
//   (tests/mutation/pathsOnly.setup.ts skips every test outside a `[paths:<machine>]` suite);
//   the spec oracles of tests/spec/ run because those tests call them.
// - `suite`: the unit suite of the `node` project (vitest.config.ts), without tests/server
//   (MUTATION_WITH_SERVER=1 keeps it) and without the harness's own tests.
import { defineConfig } from 'vitest/config';
import { appConfigDefine } from './scripts/appConfigDefine.ts';
import { mutationTestSelection } from './scripts/mutationConfig.ts';

const selection = mutationTestSelection(process.env);

export default defineConfig({
  define: appConfigDefine({}),
  test: {
    name: `mutation-${selection.pass}`,
    environment: 'node',
    include: selection.include,
    exclude: selection.exclude,
    setupFiles: selection.setupFiles,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
