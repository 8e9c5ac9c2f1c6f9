/**
 * Spec oracle: the wizard reopened after a reload. From the spec ("steps step1 to step8 plus
 * stepCheckout"; the draft survives a reload, DESIGN.md §1 "validated by its schema before it is
 * restored") and DESIGN.md §2 (step4 adds an address and step8 edits one, both return to step5; step7
 * is the end of a placed request). Written from those words, not from restoreWizard.ts:
 * - a request saved on step1, step2, step3, step5, step6 or stepCheckout reopens there, with its choices;
 * - one saved while adding or editing an address reopens on the addresses (step5), with its choices;
 * - one saved on the booked screen (step7) is over: a new request on step1;
 * - nothing saved, or anything the schema refuses: a new request on step1, never a crash.
 */
import { expect } from 'vitest';
import { transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { defaultDraft } from '../../src/schemas/defaultDraft';

const REOPENS_ON: Readonly<Record<string, string>> = { step1: 'step1', step2: 'step2', step3: 'step3', step5: 'step5', step6: 'step6', stepCheckout: 'stepCheckout', step4: 'step5', step8: 'step5' };

/** Where `saved` must reopen, and with which draft (null: a new one). */
function expectedReopening(saved: unknown): { step: string; draft: unknown } {
  const fresh = { step: 'step1', draft: defaultDraft() };
  if (typeof saved !== 'object' || saved === null) return fresh;
  const { version, step, draft } = saved as { version?: unknown; step?: unknown; draft?: unknown };
  if (version !== 1 || typeof step !== 'string' || !(step in REOPENS_ON)) return fresh;
  const service = (draft as { selectedServiceItem?: unknown } | undefined)?.selectedServiceItem;
  if (typeof service !== 'object' || service === null) return fresh; // not a draft the schema accepts
  return { step: REOPENS_ON[step]!, draft };
}

/** At the wizard's restoring state: each saved request gives the wizard the spec says, and the wizard opens it there. */
export function checkRestoreLanding(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, cases: ReadonlyArray<{ readonly saved: unknown; readonly output: { readonly step: string; readonly draft: unknown } }>): void {
  if (!snapshot.matches('restoring')) return;
  for (const { saved, output } of cases) {
    const expected = expectedReopening(saved);
    const what = `[wizard.one-step] saved ${JSON.stringify(saved)?.slice(0, 60)}`;
    expect(output, `${what}: reopens on ${expected.step}`).toEqual(expected);
    const [next] = transition(machine, snapshot, { type: 'xstate.done.actor.restoreDraft', output });
    expect(next.matches(expected.step), `${what}: the wizard opens ${expected.step}`).toBe(true);
    expect(next.context.draft, `${what}: with its choices`).toEqual(expected.draft);
  }
}
