import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { restoreWizard, serviceRequestMachine, type Restored, type StepDetails } from '../../src/machines/serviceRequestMachine';
import { defaultDraft, type ServiceRequestDraft } from '../../src/schemas/serviceRequestDraft';
import { definePathTests } from '../support/pathCoverage';

const item = (id: string, title: string) => ({ _id: id, title });
const details: StepDetails = {
  userReference: 'REF123',
  trailer: 'trl-53',
  selectedSpecialRequirementItems: [item('sr-straps', 'Straps')],
  selectedQuantityChains: 'Select option',
  selectedQuantityStraps: 4,
  selectedQuantityTarps: 'Select option',
  selectedPrograming: 'Instant',
  schedule: { date: '', time: '' },
};
const filled: ServiceRequestDraft = {
  ...defaultDraft(),
  selectedServiceItem: item('svc-n', 'Northbound Service'),
  selectedPortItem: item('port-wtb', 'World Trade Bridge (Laredo)'),
  selectedTypeOfTransportationItem: item('tt-ftl', 'FTL'),
  selectedModeItem: item('mode-dry', 'Dry Van'),
  ...details,
  selectedSpecialRequirementItems: [item('sr-straps', 'Straps')],
  selectedPickupItems: [item('addr-1', 'Monterrey plant')],
  selectedDropItems: [item('addr-2', 'Dallas DC')],
};
const restored = (step: Restored['step']) => ({ type: 'xstate.done.actor.restoreDraft' as const, output: { step, draft: step === 'step1' ? defaultDraft() : filled } });
const fakes = { actions: { persist: () => {}, forgetDraft: () => {}, leaveToHome: () => {} } };

describe('service request wizard: generated paths', () => {
  definePathTests(serviceRequestMachine, {
    provide: fakes,
    events: {
      'xstate.done.actor.restoreDraft': (['step1', 'step2', 'step3', 'step5', 'step6', 'stepCheckout'] as const).map(restored),
      'xstate.error.actor.restoreDraft': [{ type: 'xstate.error.actor.restoreDraft', error: new Error('storage blocked') }],
      'service.chosen': [{ type: 'service.chosen', service: item('svc-n', 'Northbound Service') }],
      'route.chosen': [{ type: 'route.chosen', port: item('port-wtb', 'World Trade Bridge'), transportationType: item('tt-ftl', 'FTL'), mode: item('mode-dry', 'Dry Van') }],
      'details.submitted': [{ type: 'details.submitted', details }],
      'addresses.changed': [{ type: 'addresses.changed', pickups: [item('addr-1', 'Monterrey plant')], drops: [item('addr-2', 'Dallas DC')] }],
      'address.addRequested': [{ type: 'address.addRequested', addressType: 'drop' }],
      'address.editRequested': [{ type: 'address.editRequested', addressId: 'addr-1', addressType: 'pickup' }],
      'address.saved': [{ type: 'address.saved', address: item('addr-1', 'Monterrey plant (gate 2)') }],
      'order.created': [{ type: 'order.created', movementId: 'CC26000001' }],
      'order.paid': [{ type: 'order.paid', movementId: 'CC26000001' }],
      'step.selected': (['step1', 'step2', 'step3', 'step5'] as const).map((step) => ({ type: 'step.selected' as const, step })),
    },
    states: {
      restoring: (s) => expect(s.children.restoreDraft).toBeDefined(),
      step1: (s) => expect(s.can({ type: 'go.back' })).toBe(true),
      step2: (s) => expect(s.context.draft.selectedServiceItem.title).not.toBe('Select option'),
      step3: (s) => expect(s.context.draft.selectedModeItem.title).not.toBe('Select option'),
      step4: (s) => expect(s.can({ type: 'go.back' })).toBe(true),
      step5: (s) => expect(s.context.draft.userReference).not.toBe(''),
      step6: (s) => {
        expect(s.context.draft.selectedPickupItems.length).toBeGreaterThan(0);
        expect(s.context.draft.selectedDropItems.length).toBeGreaterThan(0);
      },
      stepCheckout: (s) => expect(s.can({ type: 'go.back' })).toBe(true),
      // spec goback.wizard.hidden-step7: the header hides Go back exactly because this is false.
      step7: (s) => {
        expect(s.can({ type: 'go.back' })).toBe(false);
        expect(s.can({ type: 'step.previous' })).toBe(false);
        expect(s.context.paidMovementId).toBe('CC26000001');
        expect(s.context.draft).toEqual(defaultDraft());
      },
      step8: (s) => expect(s.context.editingAddressId).toBe('addr-1'),
    },
  });
});

// The go-back rules of spec §4, one by one, on a running actor.
describe('go back on /additional-details', () => {
  const at = (step: Restored['step']) => {
    const left: string[] = [];
    const actor = createActor(serviceRequestMachine.provide({ ...fakes, actions: { ...fakes.actions, leaveToHome: () => left.push('/') } }));
    actor.start();
    actor.send(restored(step) as never);
    return { actor, left };
  };

  it('[goback.wizard.step1] at step1 leaves to /', () => {
    const { actor, left } = at('step1');
    actor.send({ type: 'go.back' });
    expect(left).toEqual(['/']);
    expect(actor.getSnapshot().value).toBe('step1');
  });
  it('[goback.wizard.step5] at step5 goes to step3', () => {
    const { actor } = at('step5');
    actor.send({ type: 'go.back' });
    expect(actor.getSnapshot().value).toBe('step3');
  });
  it('[goback.wizard.step4-step8] at step4 or step8 goes to step5', () => {
    const a = at('step5').actor;
    a.send({ type: 'address.addRequested', addressType: 'pickup' });
    expect(a.getSnapshot().value).toBe('step4');
    a.send({ type: 'go.back' });
    expect(a.getSnapshot().value).toBe('step5');
    a.send({ type: 'address.editRequested', addressId: 'addr-1', addressType: 'pickup' });
    expect(a.getSnapshot().value).toBe('step8');
    a.send({ type: 'go.back' });
    expect(a.getSnapshot().value).toBe('step5');
  });
  it('[goback.wizard.other] otherwise the previous step', () => {
    for (const [from, to] of [['step2', 'step1'], ['step3', 'step2'], ['step6', 'step5'], ['stepCheckout', 'step6']] as const) {
      const { actor } = at(from);
      actor.send({ type: 'go.back' });
      expect(actor.getSnapshot().value, from).toBe(to);
    }
  });
  it('[wizard.reset] [draft.defaults] draft.reset returns to step1 with every selection on Select option', () => {
    const { actor } = at('step6');
    actor.send({ type: 'draft.reset' });
    expect(actor.getSnapshot().value).toBe('step1');
    expect(actor.getSnapshot().context.draft).toEqual(defaultDraft());
    for (const key of ['selectedServiceItem', 'selectedPortItem', 'selectedTypeOfTransportationItem', 'selectedModeItem'] as const) {
      expect(actor.getSnapshot().context.draft[key].title).toBe('Select option');
    }
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
  it('discards a corrupt or foreign saved draft, never throws', () => {
    for (const raw of [null, 'x', 42, {}, { version: 2, step: 'step3', draft: filled }, { version: 1, step: 'step9', draft: filled }, { version: 1, step: 'step3', draft: { ...filled, selectedQuantityStraps: 99 } }, { version: 1, step: 'step3', draft: { ...filled, selectedPickupItems: 'all' } }]) {
      expect(restoreWizard(raw)).toEqual({ step: 'step1', draft: defaultDraft() });
    }
  });
});
