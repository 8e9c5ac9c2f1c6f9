/**
 * Spec oracles for the service-request wizard, written from spec §4 ("Service request wizard",
 * "Go back on /additional-details") and DESIGN.md §2 (the step order: step4 and step8 are sub-pages
 * of step5; stepCheckout comes after step6; step7 is the booked page). Never read from the machine:
 * each rule says, for the step the customer is on, what an action must lead to, and
 * `checkWizardRules` asks the machine under test what it does and compares.
 */
import { expect } from 'vitest';
import { holds } from './oracle';
import { transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { defaultDraft } from '../../src/schemas/serviceRequestDraft';

export const STEPS = ['step1', 'step2', 'step3', 'step4', 'step5', 'step6', 'stepCheckout', 'step7', 'step8'] as const;
export type Step = (typeof STEPS)[number];

type GoBack = { readonly to: Step } | { readonly leaveTo: '/' } | 'hidden';

/** spec goback.wizard.*: at step1 go to /; at step5 go to step3; at step4 or step8 go to step5; otherwise the previous step; hidden on step7. */
export const GO_BACK: Readonly<Record<Step, GoBack>> = {
  step1: { leaveTo: '/' },
  step2: { to: 'step1' },
  step3: { to: 'step2' },
  step4: { to: 'step5' },
  step5: { to: 'step3' },
  step6: { to: 'step5' },
  stepCheckout: { to: 'step6' },
  step7: 'hidden',
  step8: { to: 'step5' },
};

/** spec wizard.previous: one step back in the wizard's order; the sub-pages and step1 have no Previous, step7 none at all. */
export const PREVIOUS: Readonly<Record<Step, Step | null>> = {
  step1: null,
  step2: 'step1',
  step3: 'step2',
  step4: null,
  step5: 'step3',
  step6: 'step5',
  stepCheckout: 'step6',
  step7: null,
  step8: null,
};

/** The stepper's milestones (DESIGN.md §2), and which one each step belongs to. */
const MILESTONE: Readonly<Record<Step, number>> = { step1: 0, step2: 1, step3: 2, step4: 3, step5: 3, step8: 3, step6: 4, stepCheckout: 5, step7: 6 };
const SELECTABLE = ['step1', 'step2', 'step3', 'step5'] as const;

/** spec wizard.set-step: any earlier step can be opened directly (never a later one, never from step7). */
export const selectableFrom = (step: Step): readonly Step[] => (step === 'step7' ? [] : SELECTABLE.filter((target) => MILESTONE[target] < MILESTONE[step]));

/** The one step the customer sees (spec wizard.one-step), or null before the first one. */
export function currentStep(snapshot: AnyMachineSnapshot): Step | null {
  const active = STEPS.filter((step) => snapshot.matches(step));
  holds('wizard.one-step', () => expect(active.length, `[wizard.one-step] one step at a time, not ${active.join(', ')}`).toBeLessThanOrEqual(1));
  return active[0] ?? null;
}

const actionTypes = (actions: ReadonlyArray<{ type?: unknown }>) => actions.map((a) => String(a.type));

/**
 * A service crosses one way. Northbound: from Mexico to the United States; Southbound:
 * from the United States to Mexico. Every pickup is on the departure side, every drop on the arrival side.
 */
export const SERVICE_CROSSES: Readonly<Record<string, { readonly from: 'MX' | 'US'; readonly to: 'MX' | 'US' }>> = {
  northbound: { from: 'MX', to: 'US' },
  southbound: { from: 'US', to: 'MX' },
};

type BookAddress = { readonly _id: string; readonly addressDetails: { readonly country: string } };
type Book = { readonly pickups: readonly BookAddress[]; readonly drops: readonly BookAddress[] } | null;

/** Whether step5's Next may open: at least one pickup and one drop (DESIGN.md §2 step5), each on the service's side of the border. */
export function addressesFit(draft: ReturnType<typeof defaultDraft>, book: Book): boolean {
  if (draft.selectedPickupItems.length === 0 || draft.selectedDropItems.length === 0) return false;
  const crosses = SERVICE_CROSSES[draft.selectedServiceItem._id];
  if (crosses === undefined || book === null) return true;
  // An address the book does not list is the server's to refuse.
  const isIn = (country: string, list: readonly BookAddress[]) => (item: { readonly _id: string }) => {
    const found = list.find((a) => a._id === item._id);
    return found === undefined || found.addressDetails.country === country;
  };
  return draft.selectedPickupItems.every(isIn(crosses.from, book.pickups)) && draft.selectedDropItems.every(isIn(crosses.to, book.drops));
}

/**
 * The details step: the reference the customer types is kept in the draft as it is
 * typed, and saved (a reload reopens it); a suggested reference fills only an empty one.
 */
export function checkReferenceRules(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): void {
  if (snapshot.matches({ step3: 'editing' })) {
    const [typed, actions] = transition(machine, snapshot, { type: 'reference.typed', userReference: 'TYPED9' });
    expect(typed.context.draft.userReference, '[issue 18.5] the typed reference is in the draft').toBe('TYPED9');
    expect(actionTypes(actions), '[issue 18.5] the typed reference is saved for a reload').toContain('persist');
  }
  if (snapshot.matches({ step3: 'loading' })) {
    const before: string = snapshot.context.draft.userReference;
    const [loaded] = transition(machine, snapshot, { type: 'xstate.done.actor.loadDetails', output: { transitInfo: snapshot.context.transitInfo ?? { typesOfTransportation: [], ports: [], securingEquipment: [], trailers: [], cities: [] }, requirements: { key: '', value: [] }, suggestedReference: 'SUGG999999' } });
    expect(loaded.context.draft.userReference, '[issue 18.5] a suggestion never replaces a reference; it fills an empty one').toBe(before === '' ? 'SUGG999999' : before);
  }
  if (snapshot.matches({ step5: 'choosing' })) {
    expect(snapshot.can({ type: 'step.next' }), '[issue 18.5] step5 Next: a pickup and a drop, on the service\'s route').toBe(addressesFit(snapshot.context.draft, snapshot.context.addressBook));
    // Whatever the customer ticks next: none, a pickup alone, a drop alone, both, a drop on the wrong side.
    const book = snapshot.context.addressBook as { pickups: BookAddress[]; drops: BookAddress[] } | null;
    const item = (a: BookAddress) => ({ _id: a._id, title: a._id });
    const pickups = (book?.pickups ?? []).slice(0, 1).map(item);
    const drops = (book?.drops ?? []).map(item);
    for (const [p, d] of [[[], []], [pickups, []], [[], drops.slice(0, 1)], [pickups, drops.slice(0, 1)], [pickups, drops.slice(-1)]] as const) {
      const [ticked] = transition(machine, snapshot, { type: 'addresses.changed', pickups: p, drops: d });
      expect(ticked.can({ type: 'step.next' }), `[issue 18.5] step5 Next: a pickup and a drop, on the service's route (${p.length} pickup, drops ${d.map((x) => x._id).join(',') || 'none'})`).toBe(addressesFit(ticked.context.draft, book));
    }
  }
}

/**
 * Checks every wizard rule that applies where the customer is: Go back, Previous, opening a step
 * directly and starting over. `machine` is the machine under test with the same implementations
 * the path runs with.
 */
export function checkWizardRules(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): void {
  // guard.admin-verification: a company the admin has not verified never reaches a step.
  if (snapshot.matches('checkingVerification')) {
    const [refused] = transition(machine, snapshot, { type: 'xstate.done.actor.checkVerification', output: false });
    holds('guard.admin-verification', () => {
      expect(currentStep(refused), '[guard.admin-verification] not verified: no step opens').toBeNull();
      expect(refused.can({ type: 'draft.reset' }), '[guard.admin-verification] not verified: no request can start').toBe(false);
    });
  }
  const step = currentStep(snapshot);
  if (step === null) return;

  // Go back (header.go-back-visible: the button shows exactly when the machine takes go.back).
  const rule = GO_BACK[step];
  if (rule === 'hidden') {
    holds('goback.wizard.hidden-step7', () => expect(snapshot.can({ type: 'go.back' }), '[goback.wizard.hidden-step7] Go back is hidden on step7').toBe(false));
  } else {
    holds('header.go-back-visible', () => expect(snapshot.can({ type: 'go.back' }), `[header.go-back-visible] Go back shows on ${step}`).toBe(true));
    const [next, actions] = transition(machine, snapshot, { type: 'go.back' });
    if ('leaveTo' in rule) {
      holds('goback.wizard.step1', () => expect(actionTypes(actions), '[goback.wizard.step1] Go back at step1 leaves for /').toContain('leaveToHome'));
    } else {
      const id = step === 'step5' ? 'goback.wizard.step5' : step === 'step4' || step === 'step8' ? 'goback.wizard.step4-step8' : 'goback.wizard.other';
      holds(id, () => expect(currentStep(next), `[${id}] Go back at ${step}`).toBe(rule.to));
    }
  }

  // Previous.
  const previous = PREVIOUS[step];
  if (previous === null) {
    holds('wizard.previous', () => expect(snapshot.can({ type: 'step.previous' }), `[wizard.previous] no Previous on ${step}`).toBe(false));
  } else {
    const [next] = transition(machine, snapshot, { type: 'step.previous' });
    holds('wizard.previous', () => expect(currentStep(next), `[wizard.previous] Previous at ${step}`).toBe(previous));
  }

  // Opening a step directly.
  const allowed = selectableFrom(step);
  for (const target of SELECTABLE) {
    const event = { type: 'step.selected', step: target };
    if (allowed.includes(target)) {
      const [next] = transition(machine, snapshot, event);
      holds('wizard.set-step', () => expect(currentStep(next), `[wizard.set-step] from ${step} open ${target}`).toBe(target));
    } else {
      holds('wizard.set-step', () => expect(snapshot.can(event), `[wizard.set-step] from ${step} ${target} is not an earlier step`).toBe(false));
    }
  }

  // Starting over: step1 with every selection back on its default.
  const [reset] = transition(machine, snapshot, { type: 'draft.reset' });
  holds('wizard.reset', () => expect(currentStep(reset), '[wizard.reset] draft.reset opens step1').toBe('step1'));
  holds('draft.defaults', () => expect(reset.context.draft, '[draft.defaults] draft.reset restores the defaults').toEqual(defaultDraft()));
}

/**
 * Issue (the wizard holds checkout): the price is asked once per set of choices. Back from the
 * summary and on again without changing anything shows the same price at once; other details
 * ask for a new one.
 */
export function checkPriceKeptRules(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): void {
  if (!snapshot.matches({ step6: 'ready' })) return;
  // A summary reopened by a reload has not read the address book yet: step 5 reads it (empty here).
  const listed = (s: AnyMachineSnapshot) => (s.matches({ step5: 'loading' }) ? transition(machine, s, { type: 'xstate.done.actor.loadAddressBook', output: { pickups: [], drops: [] } })[0] : s);
  const back = listed(transition(machine, snapshot, { type: 'step.previous' })[0]);
  const [again] = transition(machine, back, { type: 'step.next' });
  expect(again.matches({ step6: 'ready' }), 'nothing changed: the summary shows the price it has').toBe(true);
  expect(again.context.summary, 'the same price').toEqual(snapshot.context.summary);
  // Back on the details, one strap more: the reference is checked, the addresses stay, the price is asked again.
  const [details] = transition(machine, snapshot, { type: 'step.selected', step: 'step3' });
  const draft = snapshot.context.draft;
  const [checking] = transition(machine, details, { type: 'details.submitted', details: { ...draft, selectedQuantityStraps: draft.selectedQuantityStraps === 4 ? 5 : 4 } });
  const step5 = listed(checking.matches({ step3: 'checkingReference' }) ? transition(machine, checking, { type: 'xstate.done.actor.checkReference', output: undefined })[0] : checking);
  const [priced] = transition(machine, step5, { type: 'step.next' });
  expect(priced.matches({ step6: 'loading' }), 'other choices: a new price is asked').toBe(true);
}
