/**
 * Spec oracle for Book again ("From a past order, start the wizard with the same
 * service, route, equipment and addresses, landing on the summary with a fresh server price"; and,
 * from its brief: "If something of the old order no longer exists (an address deleted, a catalog
 * option gone), land on the first step that needs the customer's choice with a clear note"; "a new
 * reference code"). Written from those words, not from the machine or bookAgain.ts. Not recorded
 * with holds(): the rules are the feature request's, not spec-rules.md's.
 */
import { expect } from 'vitest';
import { transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';

/** The wizard's steps in the order a customer meets them (DESIGN.md §2). */
const STEP_ORDER = ['step1', 'step2', 'step3', 'step5', 'step6'] as const;
type Landing = (typeof STEP_ORDER)[number];

/** What of the old order may be gone, and the step where the customer chooses it again. */
export const CHOSEN_ON: Readonly<Record<string, Landing>> = {
  service: 'step1',
  crossing: 'step2',
  transportation: 'step2',
  mode: 'step2',
  trailer: 'step3',
  requirement: 'step3',
  schedule: 'step3',
  pickup: 'step5',
  drop: 'step5',
};

/** Where Book again must land when `gone` lists what no longer exists: the first step that needs a choice, else the summary. */
export function expectedLanding(gone: readonly string[]): Landing {
  const steps = gone.map((what) => CHOSEN_ON[what]!);
  return STEP_ORDER.find((step) => steps.includes(step)) ?? 'step6';
}

interface PastOrder {
  readonly movementId: string;
  readonly userReference: string;
  readonly service: { readonly _id: string };
  readonly port: { readonly _id: string };
  readonly transportationType: { readonly _id: string };
  readonly mode: { readonly _id: string };
  readonly trailer: { readonly _id: string };
  readonly specialRequirements: ReadonlyArray<{ readonly _id: string }>;
  readonly pickups: ReadonlyArray<{ readonly _id: string }>;
  readonly drops: ReadonlyArray<{ readonly _id: string }>;
}

interface Draft {
  readonly selectedServiceItem: { readonly _id: string };
  readonly selectedPortItem: { readonly _id: string };
  readonly selectedTypeOfTransportationItem: { readonly _id: string };
  readonly selectedModeItem: { readonly _id: string };
  readonly trailer: string;
  readonly selectedSpecialRequirementItems: ReadonlyArray<{ readonly _id: string }>;
  readonly selectedPickupItems: ReadonlyArray<{ readonly _id: string }>;
  readonly selectedDropItems: ReadonlyArray<{ readonly _id: string }>;
  readonly userReference: string;
  readonly movementId: string | null;
}

const ids = (items: ReadonlyArray<{ readonly _id: string }>) => items.map((i) => i._id);

/** A plan made from `order` with `gone` missing today: where it lands, what it keeps, what it says. */
export function checkBookAgainPlan(order: PastOrder, gone: readonly string[], plan: { readonly step: string; readonly draft: Draft; readonly note: string }): void {
  const why = `[issue 17.5] book again with ${gone.length === 0 ? 'nothing' : gone.join(', ')} gone`;
  expect(plan.step, `${why}: lands on the first step that needs a choice`).toBe(expectedLanding(gone));
  // "a clear note": it names the order it comes from.
  expect(plan.note, `${why}: a note naming the order`).toContain(order.movementId);
  // "a new reference code"; and no order of its own until it is placed.
  expect(plan.draft.userReference, `${why}: a new reference`).not.toBe(order.userReference);
  expect(plan.draft.userReference, `${why}: a new reference`).not.toBe('');
  expect(plan.draft.movementId, `${why}: a new order, not the old one`).toBeNull();
  // "the same service, route, equipment and addresses", for whatever still exists.
  if (!gone.includes('service')) expect(plan.draft.selectedServiceItem._id, `${why}: same service`).toBe(order.service._id);
  if (!gone.some((g) => ['crossing', 'transportation', 'mode'].includes(g))) {
    expect(plan.draft.selectedPortItem._id, `${why}: same crossing`).toBe(order.port._id);
    expect(plan.draft.selectedTypeOfTransportationItem._id, `${why}: same transportation`).toBe(order.transportationType._id);
    expect(plan.draft.selectedModeItem._id, `${why}: same mode`).toBe(order.mode._id);
  }
  if (!gone.includes('trailer')) expect(plan.draft.trailer, `${why}: same trailer`).toBe(order.trailer._id);
  // The requirements offered depend on the service, crossing and transportation (DESIGN.md §2, step3).
  if (!gone.some((g) => ['requirement', 'service', 'crossing', 'transportation'].includes(g))) expect(ids(plan.draft.selectedSpecialRequirementItems), `${why}: same equipment`).toEqual(ids(order.specialRequirements));
  if (!gone.includes('pickup')) expect(ids(plan.draft.selectedPickupItems), `${why}: same pickups`).toEqual(ids(order.pickups));
  if (!gone.includes('drop')) expect(ids(plan.draft.selectedDropItems), `${why}: same drops`).toEqual(ids(order.drops));
}

/** A past order the paths book again: what is gone from it today, and the prefill it gave the wizard. */
export interface BookAgainCase {
  readonly order: PastOrder;
  readonly gone: readonly string[];
  readonly output: { readonly step: string; readonly draft: Draft; readonly note: string };
}

/**
 * At the wizard's prefilling state: each past order's prefill is the feature request's (same choices, new
 * reference, a note), the wizard lands on the first step that needs a choice for what is gone, says
 * the note there, and on the summary asks the server for the price (none held: "a fresh server price").
 */
export function checkBookAgainLanding(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, cases: readonly BookAgainCase[]): void {
  if (!snapshot.matches('prefilling')) return;
  for (const { order, gone, output } of cases) {
    checkBookAgainPlan(order, gone, output);
    const landing = expectedLanding(gone);
    let [next] = transition(machine, snapshot, { type: 'xstate.done.actor.prefillFromOrder', output });
    expect(next.matches(landing), `[issue 17.5] book again with ${gone.join(', ') || 'nothing'} gone lands on ${landing}`).toBe(true);
    expect(next.context.draft, '[issue 17.5] the wizard holds the new draft').toEqual(output.draft);
    if (landing === 'step6') {
      expect(next.matches({ step6: 'loading' }), '[issue 17.5] the summary asks the server for the price').toBe(true);
      expect(next.context.summary, '[issue 17.5] never the old price').toBeNull();
      [next] = transition(machine, next, { type: 'xstate.error.actor.loadSummary', error: new Error('offline') });
      expect(next.can({ type: 'step.next' }), '[issue 17.5] no payment without the server price').toBe(false);
    }
  }
}
