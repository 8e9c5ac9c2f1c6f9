// Setup file of both mutation passes (vitest.mutation.config.ts), run after StrykerJS's own setup
// and before the test file imports anything: it activates the mutant under test at once.
//
// Why: the machines are built when their module loads (`setup(...).createMachine({...})`), so most of
// their mutants are static. With per-test coverage, Stryker 9.6.1 plans a mutant that some test
// covers for "runtime" activation (stryker-js#6144), and its Vitest runner does not reload modules
// (stryker-js#6209): the mutant was switched on in a beforeAll hook, after the machine was built,
// and survived although the machine's own paths fail with it (e.g. login `states` → `{}`). Activating
// here is harmless for runtime mutants (their switch is read when the code runs) and makes static
// ones real: each test file (Vitest isolates files) builds the machine with the mutant on.
import { inject } from 'vitest';

declare module 'vitest' {
  interface ProvidedContext {
    globalNamespace: string;
    mode: string;
    activeMutant: string;
  }
}

if (inject('mode') === 'mutant') {
  const ns = ((globalThis as Record<string, unknown>)[inject('globalNamespace')] ??= {}) as { activeMutant?: string };
  ns.activeMutant = inject('activeMutant');
}
