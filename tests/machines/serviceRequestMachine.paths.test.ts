import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, transition, type AnyMachineSnapshot } from 'xstate';
import { addressProblems } from '../../src/machines/addressProblems';
import { chooseRoute, offeredRequirements, offeredTrailers } from '../../src/machines/chooseRoute';
import type { DetailsData, DetailsDataInput, SummaryData, SummaryDataInput } from '../../src/machines/serviceRequestContext';
import { serviceRequestMachine } from '../../src/machines/serviceRequestMachine';
import { bookAgainNote, wizardScreen } from '../../src/machines/wizardScreen';
import { restoreWizard, type Restored } from '../../src/machines/restoreWizard';
import type { PaymentOutput } from '../../src/machines/paymentMachine';
import type { TransitInfo, TypeOfService } from '../../src/schemas/serviceCatalog';
import { defaultDraft } from '../../src/schemas/serviceRequestDraft';
import { Messages } from '../../src/schemas/messages';
import { definePathTests } from '../support/pathCoverage';
import { undescribed } from '../support/descriptions';
import { checkBookAgainLanding } from '../spec/bookAgainRules';
import { checkQuoteLanding } from '../spec/quoteBookingRules';
import { checkWizardSummary } from '../spec/wizardSummaryRules';
import { checkRestoreLanding } from '../spec/wizardRestoreRules';
import { summaryRows } from '../../src/machines/wizardDisplay';
import { checkPriceKeptRules, checkReferenceRules, checkWizardRules } from '../spec/wizardRules';
import { checkWizardStep, checkWizardWaiting } from '../spec/wizardSteps';
import { checkOptionFitRules } from '../spec/optionFitRules';
import { book, bookAgainCases, quoteBookingCases, restoreCases, details, filled, item, machineUnderTest, offline, requirements, serviceRequestPathOptions, services, summaryOf, transitInfo, unpaid, VIEWER_REFUSED } from './serviceRequestMachine.samples';

/** Where no step opened, Go back is the way home (spec goback.wizard.step1's '/'). */
const expectLeavesHome = (s: AnyMachineSnapshot) => {
  const [, actions] = transition(machineUnderTest, s, { type: 'go.back' });
  expect(actions.map((a) => a.type), 'Go back leaves for home').toContain('leaveToHome');
};

describe('service request wizard: generated paths', () => {
  // Generated and replayed with the same deterministic implementations.
  definePathTests(machineUnderTest, {
    ...serviceRequestPathOptions,
    steps: checkWizardStep,
    states: {
      // Every step: the spec's Go back, Previous, set-step and reset rules (tests/spec/wizardRules.ts).
      '#serviceRequest': (s) => {
        checkWizardRules(machineUnderTest, s);
        checkWizardWaiting(s);
        checkReferenceRules(machineUnderTest, s);
        checkOptionFitRules(machineUnderTest, s);
        checkPriceKeptRules(machineUnderTest, s);
        checkBookAgainLanding(machineUnderTest, s, bookAgainCases);
        checkQuoteLanding(machineUnderTest, s, quoteBookingCases);
        checkRestoreLanding(machineUnderTest, s, restoreCases);
        checkWizardSummary(s, summaryRows(s.context.draft, s.context.transitInfo, s.context.requirements?.value ?? []));
      },
      checkingVerification: (s) => expect(wizardScreen(s)).toBe('restoring'),
      verificationFailed: (s) => {
        expect(s.hasTag('failed')).toBe(true);
        expect(s.can({ type: 'load.retried' }), 'Try again is offered').toBe(true);
        expectLeavesHome(s);
      },
      // spec guard.admin-verification: no step, no start-over, only the way home.
      notVerified: (s) => {
        expect(wizardScreen(s)).toBe('notVerified');
        expect(s.can({ type: 'draft.reset' })).toBe(false);
        expectLeavesHome(s);
      },
      // A Viewer gets no step and no start-over, the reason, and the way home.
      notAllowed: (s) => {
        expect(wizardScreen(s)).toBe('notAllowed');
        expect(s.context.error).toBe(VIEWER_REFUSED);
        expect(s.can({ type: 'draft.reset' })).toBe(false);
        expectLeavesHome(s);
      },
      restoring: (s) => expect(s.children.restoreDraft).toBeDefined(),
      prefilling: (s) => {
        expect(s.children.prefillFromOrder).toBeDefined();
        expect(wizardScreen(s)).toBe('restoring');
      },
      prefillFailed: (s) => {
        expectLeavesHome(s);
        expect(s.context.error).toBe('Order not found');
        expect(s.can({ type: 'load.retried' })).toBe(true);
        expect(bookAgainNote(s)).toBeNull();
      },
      prefillingQuote: (s) => {
        expect(s.children.prefillFromQuote).toBeDefined();
        expect(wizardScreen(s)).toBe('restoring');
      },
      // An unknown or mistyped quote: the server's words, Try again, the way home (and a new request).
      quotePrefillFailed: (s) => {
        expectLeavesHome(s);
        expect(s.context.error).toBe(Messages.quoteNotFound);
        expect(wizardScreen(s)).toBe('prefillFailed');
        expect(s.can({ type: 'load.retried' })).toBe(true);
        expect(s.can({ type: 'draft.reset' })).toBe(true);
      },
      'step1.loading': (s) => expect(s.children.loadServices).toBeDefined(),
      'step1.failed': (s) => {
        expect(s.context.error).toBe('Something is wrong please try again');
        expect(s.can({ type: 'load.retried' }), 'Try again is offered').toBe(true);
      },
      'step1.choosing': (s) => expect(s.context.services).toEqual(services),
      'step2.loading': (s) => expect(s.children.loadTransitInfo).toBeDefined(),
      'step2.failed': (s) => expect(s.can({ type: 'load.retried' })).toBe(true),
      'step2.choosing': (s) => expect(s.context.draft.selectedServiceItem.title).toBe('Northbound Service'),
      'step3.loading': (s) => expect(s.children.loadDetails).toBeDefined(),
      'step3.failed': (s) => expect(s.can({ type: 'load.retried' })).toBe(true),
      'step3.editing': (s) => {
        expect(s.context.draft.selectedModeItem.title).toBe('Dry Van');
        // The form always starts with a reference: the one typed or restored, else the suggestion.
        expect(s.context.draft.userReference).not.toBe('');
        expect(s.context.transitInfo?.trailers.length).toBeGreaterThan(0);
      },
      'step3.checkingReference': (s) => expect(s.children.checkReference).toBeDefined(),
      'step4.loading': (s) => expect(s.children.loadCities).toBeDefined(),
      'step4.failed': (s) => expect(s.can({ type: 'load.retried' })).toBe(true),
      'step4.editing': (s) => {
        expect(s.context.addressType).toBe('drop');
        expect(s.context.editingAddressId).toBeNull();
      },
      'step4.saving': (s) => expect(s.children.saveAddress).toBeDefined(),
      'step5.loading': (s) => expect(s.children.loadAddressBook).toBeDefined(),
      // spec-independent, issue: a failed address-book load offers Try again.
      'step5.failed': (s) => expect(s.can({ type: 'load.retried' })).toBe(true),
      'step5.choosing': (s) => {
        expect(s.context.draft.userReference).toBe('REF123');
        // A closed Next says why: the reasons are there exactly when it is closed.
        expect(addressProblems(s.context).length === 0).toBe(s.can({ type: 'step.next' }));
      },
      'step6.loading': (s) => expect(s.children.loadSummary).toBeDefined(),
      'step6.failed': (s) => {
        expect(s.can({ type: 'step.next' })).toBe(false);
        expect(s.can({ type: 'load.retried' }), 'Try again is offered').toBe(true);
      },
      'step6.ready': (s) => {
        expect(s.context.summary?.value.quote.total).toBe(154_000);
        // The summary names every choice: the trailer and each requirement with its price need the catalog.
        expect(s.context.transitInfo?.trailers.map((t) => t._id)).toContain(s.context.draft.trailer);
        expect(s.context.requirements).not.toBeNull();
        expect(s.context.draft.selectedPickupItems.length).toBeGreaterThan(0);
        expect(s.context.draft.selectedDropItems.length).toBeGreaterThan(0);
      },
      'stepCheckout.quoting': (s) => expect(s.children.loadQuote).toBeDefined(),
      'stepCheckout.quoteFailed': (s) => {
        expect(s.can({ type: 'order.confirmed' })).toBe(false);
        expect(s.can({ type: 'load.retried' }), 'Try again is offered').toBe(true);
      },
      'stepCheckout.reviewing': (s) => {
        expect(s.context.order).toBeNull();
        expect(s.context.summary).not.toBeNull();
      },
      'stepCheckout.creatingOrder': (s) => expect(s.children.createOrder).toBeDefined(),
      'stepCheckout.loadingOrder': (s) => expect(s.context.draft.movementId).toBe('CC26000001'),
      'stepCheckout.orderFailed': (s) => expect(s.can({ type: 'load.retried' })).toBe(true),
      'stepCheckout.paying': (s) => {
        expect(s.context.order?.paymentStatus).toBe('unpaid');
        // The payment actor pays this very order (its input; see 'the order is created once…' below).
        expect(s.children.payment).toBeDefined();
        expect(s.context.order?.movementId).toBe('CC26000001');
      },
      'stepCheckout.unpaid': (s) => {
        expect(s.children.payment).toBeUndefined();
        expect(s.can({ type: 'payment.resumed' }), 'Pay now is offered').toBe(true);
        expect(s.context.draft.movementId).toBe('CC26000001');
      },
      step7: (s) => {
        expect(s.context.paidMovementId).toBe('CC26000001');
        expect(s.context.draft).toEqual(defaultDraft());
      },
      'step8.loading': (s) => expect(s.children.loadCities).toBeDefined(),
      'step8.failed': (s) => expect(s.can({ type: 'load.retried' })).toBe(true),
      'step8.editing': (s) => expect(s.context.editingAddressId).toBe('a1'),
      'step8.saving': (s) => expect(s.children.saveAddress).toBeDefined(),
    },
  });
});

// Behaviour with running fakes: what a path's snapshots cannot show (what was called, with what).

const settle = () => new Promise((r) => setTimeout(r, 0));

function wizard(options: { restored?: Restored; verified?: boolean; addressBook?: Array<'fail' | 'ok'>; suggested?: string } = {}) {
  const calls: string[] = [];
  const left: string[] = [];
  let bookCall = 0;
  // Stands for the payment actor: records which order it pays; finishes when the test says so.
  const payments: Array<{ movementId: string; pay: () => void }> = [];
  const actor = createActor(
    serviceRequestMachine.provide({
      actions: { persist: () => {}, forgetDraft: () => {}, leaveToHome: () => left.push('/') },
      actors: {
        checkVerification: fromPromise(async () => options.verified ?? true),
        restoreDraft: fromPromise(async () => options.restored ?? { step: 'step6' as const, draft: filled }),
        loadServices: fromPromise<readonly TypeOfService[]>(async () => (calls.push('services'), services)),
        loadTransitInfo: fromPromise(async () => (calls.push('transitInfo'), transitInfo)),
        loadDetails: fromPromise<DetailsData, DetailsDataInput>(async () => (calls.push('details'), { transitInfo, requirements, suggestedReference: options.suggested ?? null })),
        loadAddressBook: fromPromise(async () => {
          calls.push('addressBook');
          if ((options.addressBook ?? ['ok'])[bookCall++] === 'fail') throw offline;
          return book;
        }),
        loadSummary: fromPromise<SummaryData, SummaryDataInput>(async ({ input }) => (calls.push('quote'), summaryOf(input.draft))),
        createOrder: fromPromise(async () => (calls.push('createOrder'), unpaid)),
        loadOrder: fromPromise(async () => (calls.push('loadOrder'), unpaid)),
        payment: fromPromise<PaymentOutput, { movementId: string }>(
          ({ input }) => new Promise((resolve) => payments.push({ movementId: input.movementId, pay: () => resolve({ movementId: input.movementId, captureId: 'cap_1' }) })),
        ) as never,
      },
    }),
    { input: { bookAgainFrom: null } },
  ).start();
  return { actor, calls, left, payments };
}
describe('the wizard holds checkout: paid exactly once', () => {
  it('[guard.admin-verification] an unverified company never reaches step1', async () => {
    const { actor, calls } = wizard({ verified: false });
    await settle();
    expect(wizardScreen(actor.getSnapshot())).toBe('notVerified');
    actor.send({ type: 'draft.reset' });
    expect(wizardScreen(actor.getSnapshot())).toBe('notVerified');
    expect(calls).toEqual([]);
  });

  it('the catalog and the price load once per visit: stepping back and forth asks nothing again', async () => {
    const { actor, calls } = wizard({ restored: { step: 'step1', draft: defaultDraft() } });
    await settle();
    actor.send({ type: 'service.chosen', service: item('northbound', 'Northbound Service') });
    await settle();
    actor.send({ type: 'step.previous' });
    actor.send({ type: 'service.chosen', service: item('northbound', 'Northbound Service') });
    await settle();
    expect(wizardScreen(actor.getSnapshot())).toBe('step2');
    expect(calls).toEqual(['services', 'transitInfo']);
  });

  // Found by a random walk (test:paths --until transitions=100): after "Start a new request" the
  // details were not asked again, and step 3 opened with an empty reference.
  it('step 3 always opens with a reference: back on it after Start a new request, the suggestion again', async () => {
    const { actor, calls } = wizard({ restored: { step: 'step1', draft: defaultDraft() }, suggested: 'SUGG000001' });
    await settle();
    const toStep3 = async () => {
      actor.send({ type: 'service.chosen', service: item('northbound', 'Northbound Service') });
      await settle();
      actor.send({ type: 'route.chosen', port: item('colombia-solidarity-bridge', 'Colombia Solidarity Bridge'), transportationType: item('ftl', 'FTL'), mode: item('ftl-dry-van', 'Dry Van') });
      await settle();
    };
    await toStep3();
    expect(actor.getSnapshot().context.draft.userReference).toBe('SUGG000001');
    actor.send({ type: 'draft.reset' });
    expect(actor.getSnapshot().context.draft.userReference).toBe('');
    await toStep3();
    expect(wizardScreen(actor.getSnapshot())).toBe('step3');
    expect(actor.getSnapshot().context.draft.userReference).toBe('SUGG000001');
    expect(calls.filter((c) => c === 'details')).toEqual(['details']);
  });

  it('step 3 opened with a typed reference, then Start a new request: back on step 3 the details are asked again for a suggestion', async () => {
    // The first visit had a reference, so nothing was suggested; the new request has none.
    const { actor, calls } = wizard({ restored: { step: 'step3', draft: filled } });
    await settle();
    expect(actor.getSnapshot().context.suggestedReference).toBeNull();
    actor.send({ type: 'draft.reset' });
    await settle();
    actor.send({ type: 'service.chosen', service: item('northbound', 'Northbound Service') });
    await settle();
    actor.send({ type: 'route.chosen', port: item('colombia-solidarity-bridge', 'Colombia Solidarity Bridge'), transportationType: item('ftl', 'FTL'), mode: item('ftl-dry-van', 'Dry Van') });
    expect(actor.getSnapshot().matches({ step3: 'loading' }), 'an empty reference and no suggestion held: step 3 asks').toBe(true);
    await settle();
    expect(calls.filter((c) => c === 'details')).toEqual(['details', 'details']);
  });

  it('the order is created once and paid by the payment actor; paid → step7 with the movement id', async () => {
    const { actor, calls, payments } = wizard();
    await settle();
    actor.send({ type: 'step.next' });
    await settle();
    actor.send({ type: 'order.confirmed' });
    await settle();
    expect(payments.map((p) => p.movementId)).toEqual(['CC26000001']);
    payments[0]!.pay();
    await settle();
    expect(wizardScreen(actor.getSnapshot())).toBe('step7');
    expect(actor.getSnapshot().context.paidMovementId).toBe('CC26000001');
    expect(calls.filter((c) => c === 'createOrder')).toHaveLength(1);
  });

  it('pay later keeps the order unpaid and resumable; Pay now pays that same order', async () => {
    const { actor, calls, payments } = wizard();
    await settle();
    actor.send({ type: 'step.next' });
    await settle();
    actor.send({ type: 'order.confirmed' });
    await settle();
    actor.send({ type: 'payment.postponed' });
    expect(actor.getSnapshot().matches({ stepCheckout: 'unpaid' })).toBe(true);
    actor.send({ type: 'go.back' });
    await settle();
    actor.send({ type: 'step.next' });
    await settle();
    // The order exists: it is loaded, not created again.
    expect(calls.filter((c) => c === 'createOrder')).toHaveLength(1);
    expect(calls).toContain('loadOrder');
    expect(payments.map((p) => p.movementId)).toEqual(['CC26000001', 'CC26000001']);
    payments[1]!.pay();
    await settle();
    expect(wizardScreen(actor.getSnapshot())).toBe('step7');
  });

  it('a failed address-book load shows an error with Try again, which loads it again', async () => {
    const { actor, calls } = wizard({ restored: { step: 'step5', draft: filled }, addressBook: ['fail', 'ok'] });
    await settle();
    expect(actor.getSnapshot().matches({ step5: 'failed' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Something is wrong please try again');
    actor.send({ type: 'load.retried' });
    await settle();
    expect(actor.getSnapshot().matches({ step5: 'choosing' })).toBe(true);
    expect(calls).toEqual(['addressBook', 'addressBook']);
  });

  it('step5 Next waits for at least one pickup and one drop (DESIGN.md §2 step5)', async () => {
    for (const [pickups, drops, opens] of [[[item('a1', 'P')], [], false], [[], [item('a2', 'D')], false], [[item('a1', 'P')], [item('a2', 'D')], true]] as const) {
      const { actor } = wizard({ restored: { step: 'step5', draft: { ...filled, selectedPickupItems: [...pickups], selectedDropItems: [...drops] } } });
      await settle();
      actor.send({ type: 'step.next' });
      expect(wizardScreen(actor.getSnapshot()), `${pickups.length} pickup(s), ${drops.length} drop(s)`).toBe(opens ? 'step6' : 'step5');
    }
  });

  it('a reference typed on step3 is saved as it is typed and reopens after a reload; a suggestion never replaces it (issue 18.5)', async () => {
    let saved: unknown = null;
    // One visit of the page: what it reopens comes from what the last visit saved.
    const visit = (restore: () => Restored, suggestedReference: string) =>
      createActor(
        serviceRequestMachine.provide({
          actions: { persist: ({ context }, params: { step: string }) => void (saved = { version: 1, step: params.step, draft: context.draft }), forgetDraft: () => {}, leaveToHome: () => {} },
          actors: {
            checkVerification: fromPromise(async () => true),
            restoreDraft: fromPromise<Restored>(async () => restore()),
            loadDetails: fromPromise<DetailsData, DetailsDataInput>(async () => ({ transitInfo, requirements, suggestedReference })),
          },
        }),
        { input: { bookAgainFrom: null } },
      ).start();
    const first = visit(() => ({ step: 'step3', draft: { ...filled, userReference: '' } }), 'SUGG000001');
    await settle();
    expect(first.getSnapshot().context.draft.userReference).toBe('SUGG000001');
    first.send({ type: 'reference.typed', userReference: 'MINE01' });
    first.stop();
    // The reload: a new visit, another suggestion on offer.
    const reloaded = visit(() => restoreWizard(saved), 'SUGG000002');
    await settle();
    expect(wizardScreen(reloaded.getSnapshot())).toBe('step3');
    expect(reloaded.getSnapshot().context.draft.userReference).toBe('MINE01');
  });

  it('the reference is checked again unless it is the one of the order this draft already placed', async () => {
    // No order yet: the same reference is still checked with the server.
    const fresh = wizard({ restored: { step: 'step3', draft: filled } });
    await settle();
    fresh.actor.send({ type: 'details.submitted', details });
    expect(fresh.actor.getSnapshot().matches({ step3: 'checkingReference' })).toBe(true);
    // The order exists with this reference: checking it would find it taken by that very order.
    const placed = wizard({ restored: { step: 'step3', draft: { ...filled, movementId: 'CC26000001' } } });
    await settle();
    placed.actor.send({ type: 'details.submitted', details: { ...details, selectedQuantityStraps: 6 } });
    expect(wizardScreen(placed.actor.getSnapshot())).toBe('step5');
    // What else was changed on the form is kept; the order placed no longer matches it, so the
    // next payment places a new one (an unchanged form keeps it: below).
    expect(placed.actor.getSnapshot().context.draft.selectedQuantityStraps).toBe(6);
    expect(placed.actor.getSnapshot().context.draft.movementId).toBeNull();
    const same = wizard({ restored: { step: 'step3', draft: { ...filled, movementId: 'CC26000001' } } });
    await settle();
    same.actor.send({ type: 'details.submitted', details });
    expect(wizardScreen(same.actor.getSnapshot())).toBe('step5');
    expect(same.actor.getSnapshot().context.draft.movementId).toBe('CC26000001');
     // Another reference on the same order is checked like any new one.
    const renamed = wizard({ restored: { step: 'step3', draft: { ...filled, movementId: 'CC26000001' } } });
    await settle();
    renamed.actor.send({ type: 'details.submitted', details: { ...details, userReference: 'OTHER1' } });
    expect(renamed.actor.getSnapshot().matches({ step3: 'checkingReference' })).toBe(true);
  });

  it('[goback.wizard.step1] at step1 Go back leaves for /', async () => {
    const { actor, left } = wizard({ restored: { step: 'step1', draft: defaultDraft() } });
    await settle();
    actor.send({ type: 'go.back' });
    expect(left).toEqual(['/']);
  });
});

describe('options fit each other (issue 18.5)', () => {
  const reeferTrailers = [
    { _id: 'dry-van-53', title: '53 ft dry van trailer' },
    { _id: 'reefer-53', title: '53 ft reefer trailer' },
    { _id: 'customer-provided', title: 'Customer-provided trailer' },
  ];
  const temperatureLog = { _id: 'temperature-log', title: 'Temperature log', equipmentKey: null };
  const reefer = { ...filled, selectedModeItem: item('ftl-reefer', 'Reefer'), trailer: 'reefer-53', selectedSpecialRequirementItems: [...filled.selectedSpecialRequirementItems, temperatureLog] };
  const route = (mode: { _id: string; title: string }) => ({ port: filled.selectedPortItem, transportationType: filled.selectedTypeOfTransportationItem, mode });

  it('with Dry Van chosen, step3 offers no reefer trailer and no temperature log; with Reefer, no dry van trailer', () => {
    const info = { ...transitInfo, trailers: reeferTrailers };
    const offered = { key: requirements.key, value: [...requirements.value, { ...temperatureLog, description: 'Reefer only', price: 5_000 }] };
    const ids = (xs: readonly { _id: string }[]) => xs.map((x) => x._id);
    expect(ids(offeredTrailers({ draft: filled, transitInfo: info }))).toEqual(['dry-van-53', 'customer-provided']);
    expect(ids(offeredRequirements({ draft: filled, requirements: offered }))).toEqual(['sr-straps']);
    expect(ids(offeredTrailers({ draft: reefer, transitInfo: info }))).toEqual(['reefer-53', 'customer-provided']);
    expect(ids(offeredRequirements({ draft: reefer, requirements: offered }))).toEqual(['sr-straps', 'temperature-log']);
    // No mode chosen yet: nothing is hidden.
    expect(ids(offeredTrailers({ draft: defaultDraft(), transitInfo: info }))).toEqual(ids(reeferTrailers));
  });

  it('nothing loaded yet: nothing is offered; a trailer missing from the catalog is still named when it stops fitting', () => {
    expect(offeredTrailers({ draft: filled, transitInfo: null })).toEqual([]);
    expect(offeredRequirements({ draft: filled, requirements: null })).toEqual([]);
    expect(chooseRoute({ ...reefer, selectedSpecialRequirementItems: [] }, [], route(item('ftl-dry-van', 'Dry Van'))).optionNote).toBe(Messages.optionsCleared(['The trailer'], 'Dry Van'));
  });

  it('step5 before the address book has loaded: only a missing pickup or drop is a reason', () => {
    expect(addressProblems({ draft: filled, addressBook: null })).toEqual([]);
    expect(addressProblems({ draft: { ...filled, selectedDropItems: [] }, addressBook: null })).toEqual([Messages.dropAddressRequired]);
  });

  it('a change of mode removes the choices that stop fitting and says so; the others stay', () => {
    const { draft, optionNote } = chooseRoute(reefer, reeferTrailers, route(item('ftl-dry-van', 'Dry Van')));
    expect(draft.trailer).toBe('');
    expect(draft.selectedSpecialRequirementItems.map((i) => i._id)).toEqual(['sr-straps']);
    expect(draft.selectedModeItem._id).toBe('ftl-dry-van');
    expect(optionNote).toBe(Messages.optionsCleared(['53 ft reefer trailer', 'Temperature log'], 'Dry Van'));
    expect(optionNote).toBe('53 ft reefer trailer and Temperature log do not fit Dry Van, so they were removed. Choose again below.');
    // Everything fits: nothing removed, no note.
    const same = chooseRoute(reefer, reeferTrailers, route(item('ltl-reefer', 'Reefer')));
    expect(same.optionNote).toBeNull();
    expect(same.draft.trailer).toBe('reefer-53');
    expect(same.draft.selectedSpecialRequirementItems).toEqual(reefer.selectedSpecialRequirementItems);
  });

  it('the wizard shows the note on step3 and forgets it once the customer leaves the step', async () => {
    const machine = machineUnderTest.provide({
      actors: {
        checkVerification: fromPromise(async () => true),
        restoreDraft: fromPromise<Restored>(async () => ({ step: 'step2', draft: reefer })),
        loadTransitInfo: fromPromise<TransitInfo>(async () => ({ ...transitInfo, trailers: reeferTrailers })),
        loadDetails: fromPromise<DetailsData, DetailsDataInput>(async () => ({ transitInfo: { ...transitInfo, trailers: reeferTrailers }, requirements, suggestedReference: null })),
      },
    });
    const actor = createActor(machine, { input: { bookAgainFrom: null } }).start();
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().matches({ step2: 'choosing' })).toBe(true);
    actor.send({ type: 'route.chosen', ...route(item('ftl-dry-van', 'Dry Van')) });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().matches('step3')).toBe(true);
    expect(actor.getSnapshot().context.optionNote).toBe(Messages.optionsCleared(['53 ft reefer trailer', 'Temperature log'], 'Dry Van'));
    expect(actor.getSnapshot().context.draft.trailer).toBe('');
    actor.send({ type: 'step.previous' });
    expect(actor.getSnapshot().context.optionNote).toBeNull();
  });
});

describe('restoreWizard', () => {
  it('restores a saved draft that decodes, on its step', () => {
    expect(restoreWizard({ version: 1, step: 'step6', draft: filled })).toEqual({ step: 'step6', draft: filled });
  });
  it('reopens the address sub-pages on their list, and a paid wizard fresh', () => {
    expect(restoreWizard({ version: 1, step: 'step8', draft: filled }).step).toBe('step5');
    expect(restoreWizard({ version: 1, step: 'step7', draft: filled })).toEqual({ step: 'step1', draft: defaultDraft() });
  });
  it('a draft saved before requirements named their equipment still opens (no equipment key)', () => {
    const old = { ...filled, selectedSpecialRequirementItems: [{ _id: 'hazmat', title: 'Hazmat certified driver' }] };
    expect(restoreWizard({ version: 1, step: 'step3', draft: old }).draft.selectedSpecialRequirementItems).toEqual([{ _id: 'hazmat', title: 'Hazmat certified driver', equipmentKey: null }]);
  });
  it('discards a corrupt or foreign saved draft, never throws', () => {
    for (const raw of [null, 'x', 42, {}, { version: 2, step: 'step3', draft: filled }, { version: 1, step: 'step9', draft: filled }, { version: 1, step: 'step3', draft: { ...filled, selectedQuantityStraps: 99 } }, { version: 1, step: 'step3', draft: { ...filled, selectedPickupItems: 'all' } }]) {
      expect(restoreWizard(raw)).toEqual({ step: 'step1', draft: defaultDraft() });
    }
  });
});

describe('descriptions', () => {
  it('every state and transition of the wizard is described in the customer\'s words', () => {
    expect(undescribed(serviceRequestMachine)).toEqual([]);
  });
});
