import { it, type TestContext } from 'vitest';
import { holdsAll, recordSpecRules } from './oracle';

/** The rule ids a title names: `[val.reg.email] [val.required] …` → ['val.reg.email', 'val.required']. */
export const titleRules = (title: string): string[] => [...title.matchAll(/\[([a-z]+(?:\.[a-z0-9-]+)+)\]/g)].map((m) => m[1]!);

/**
 * A schema, service or guard test that is the oracle for the spec rules in its title: they count as
 * verified (by "schema tests", "service tests"…) in `npm run test:paths` only when its expectations
 * held. Use it where the test's expectations are the spec's words (messages, fields, limits).
 */
export function ruleIt(title: string, body: (context: TestContext) => unknown): void {
  const rules = titleRules(title);
  if (rules.length === 0) throw new Error(`ruleIt: "${title}" names no spec rule`);
  it(title, async (context) => {
    const stop = recordSpecRules(context.task.meta);
    try {
      await holdsAll(rules, () => body(context));
    } finally {
      stop();
    }
  });
}
