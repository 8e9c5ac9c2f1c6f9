import { describe, expect, it } from 'vitest';

// A machine module that throws while loading (a mutant that breaks its definition, say) makes the
// test files importing it fail to load, which a test runner may report as "no test failed". Here
// each module is imported inside a test, so such a break fails a test by name. The suite carries
// the `[paths:…]` prefix so the mutation score's "generated paths alone" pass runs it too.
// import.meta.glob, not a computed import(): its imports are static strings, so Vitest's `related`
// (which the mutation passes use to pick a mutant's test files) sees this file import every module.
const loaders = import.meta.glob<Record<string, unknown>>('../../src/machines/*.ts');
const modules = Object.keys(loaders).map((key) => key.replace('../../src/machines/', ''));

describe('[paths:modules] every machine module loads', () => {
  it('finds the machine modules', () => expect(modules.length).toBeGreaterThan(20));
  it.each(modules)('src/machines/%s loads', async (file) => {
    const loaded = await loaders[`../../src/machines/${file}`]!();
    expect(Object.keys(loaded).length).toBeGreaterThan(0);
  });
});
