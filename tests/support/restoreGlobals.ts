import { afterAll, vi } from 'vitest';

// The server project runs its files in one module graph per worker (isolate: false): whatever a
// file changed of the process's globals is given back when it ends.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});
