import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// A machine module that throws while loading (a mutant that breaks its definition, say) makes the
// test files importing it fail to load, which a test runner may report as "no test failed". Here
// each module is imported inside a test, so such a break fails a test by name. The suite carries
// the `[paths:…]` prefix so the mutation score's "generated paths alone" pass runs it too.
const modules = readdirSync('src/machines').filter((file) => file.endsWith('.ts'));

describe('[paths:modules] every machine module loads', () => {
  it.each(modules)('src/machines/%s loads', async (file) => {
    const loaded: Record<string, unknown> = await import(`../../src/machines/${file}`);
    expect(Object.keys(loaded).length).toBeGreaterThan(0);
  });
});
