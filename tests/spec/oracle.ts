/**
 * How a spec oracle says which rule it checked: `holds('goback.wizard.step5', () => expect(…))`
 * runs the expectation and records the rule id in the running test's meta — verified when it held,
 * failed (and rethrown) when it did not. The paths report counts a rule only from these records;
 * a tag or a test title earns nothing. Outside a recording test (a plain unit test) it only checks.
 */
import { expect, type TaskMeta } from 'vitest';

/** What one test recorded, in its meta (`specRules`). */
export interface SpecRuleRecord {
  verified: string[];
  failed: string[];
}

declare module 'vitest' {
  interface TaskMeta {
    /** the spec rules the test's oracles asserted: held, or did not */
    specRules?: SpecRuleRecord;
  }
}

let sink: TaskMeta | null = null;

/** Records into this test's meta until the returned function is called (definePathTests does this per path). */
export function recordSpecRules(meta: TaskMeta): () => void {
  sink = meta;
  return () => {
    if (sink === meta) sink = null;
  };
}

export function holds(rule: string, check: () => void): void {
  const record = sink ? (sink.specRules ??= { verified: [], failed: [] }) : null;
  try {
    check();
  } catch (error) {
    if (record && !record.failed.includes(rule)) record.failed.push(rule);
    throw error;
  }
  if (record && !record.verified.includes(rule)) record.verified.push(rule);
}

/**
 * A test that is the oracle for the spec rules its title names (`ruleIt('[val.reg.email] …', …)`):
 * its expectations — written from the spec's words — run, and each named rule is recorded verified
 * when they all held, failed when one did not. A title without `ruleIt` records nothing.
 */
export async function holdsAll(rules: readonly string[], check: () => unknown): Promise<void> {
  const record = sink ? (sink.specRules ??= { verified: [], failed: [] }) : null;
  try {
    await check();
  } catch (error) {
    for (const rule of rules) if (record && !record.failed.includes(rule)) record.failed.push(rule);
    throw error;
  }
  for (const rule of rules) if (record && !record.verified.includes(rule)) record.verified.push(rule);
}

/**
 * What the call `id` started by this step sends: its input. The paths' actors never settle (and the
 * lookahead's are never started), so the input stays readable on the child's snapshot.
 */
export function callInput(snapshot: { children: unknown }, id: string): unknown {
  const child = (snapshot.children as Record<string, { getSnapshot: () => { input?: unknown } } | undefined>)[id];
  expect(child, `the call "${id}" is under way`).toBeDefined();
  return child!.getSnapshot().input;
}

/** Cents as the customer reads dollars, written independently of the app's formatter: '$1,540.00'. */
export const money = (cents: number): string => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
