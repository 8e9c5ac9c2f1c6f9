// Setup file of the `paths` mutation pass (vitest.mutation.config.ts): a mutant counts as killed by
// the generated paths only when a generated path (or its machine's assertion and coverage checks)
// fails. The hand-written tests that share tests/machines/*.paths.test.ts are skipped here: they
// count in the `suite` pass.
import { beforeEach } from 'vitest';
import { isGeneratedPathTest } from '../../scripts/mutationConfig.ts';

beforeEach((context) => {
  if (!isGeneratedPathTest(context.task)) context.skip('not a generated path (mutation pass "paths")');
});
