import { assign, fromPromise, setup } from 'xstate';
import {
  defaultDraft,
  SavedWizard,
  type SelectedItem,
  type ServiceRequestDraft,
  type WizardStep,
} from '../schemas/serviceRequestDraft.ts';
import type { ServiceRequestDetailsForm } from '../schemas/serviceRequestForm.ts';
import { validate } from '../schemas/validate.ts';
import { readDraft, removeDraft, writeDraft } from '../services/draftStorage.ts';

/** The steps a saved draft can reopen on (the address sub-pages reopen on their list). */
export type RestorableStep = 'step1' | 'step2' | 'step3' | 'step5' | 'step6' | 'stepCheckout';
export type Restored = { readonly step: RestorableStep; readonly draft: ServiceRequestDraft };

/**
 * Decodes a saved wizard with its schema; anything else (nothing saved, an old or corrupt shape) is
 * a fresh draft on step1 — never a crash.
 */
export function restoreWizard(raw: unknown): Restored {
  const saved = validate(SavedWizard, raw);
  if (!saved.ok) return { step: 'step1', draft: defaultDraft() };
  const { step, draft } = saved.value;
  if (step === 'step7') return { step: 'step1', draft: defaultDraft() };
  if (step === 'step4' || step === 'step8') return { step: 'step5', draft };
  return { step, draft };
}

export type StepDetails = Pick<
  ServiceRequestDetailsForm,
  'userReference' | 'trailer' | 'selectedPrograming' | 'selectedQuantityChains' | 'selectedQuantityStraps' | 'selectedQuantityTarps'
> & { selectedSpecialRequirementItems: readonly SelectedItem[]; schedule: { date: string; time: string } };

export interface ServiceRequestContext {
  readonly draft: ServiceRequestDraft;
  /** step4 adds this kind of address; step8 edits this one. */
  readonly addressType: 'pickup' | 'drop';
  readonly editingAddressId: string | null;
  /** The order paid on step7, for its link. */
  readonly paidMovementId: string | null;
}

export type ServiceRequestEvent =
  | { type: 'service.chosen'; service: SelectedItem }
  | { type: 'route.chosen'; port: SelectedItem; transportationType: SelectedItem; mode: SelectedItem }
  | { type: 'details.submitted'; details: StepDetails }
  | { type: 'addresses.changed'; pickups: readonly SelectedItem[]; drops: readonly SelectedItem[] }
  | { type: 'address.addRequested'; addressType: 'pickup' | 'drop' }
  | { type: 'address.editRequested'; addressId: string; addressType: 'pickup' | 'drop' }
  | { type: 'address.saved'; address: SelectedItem }
  | { type: 'step.next' }
  | { type: 'order.created'; movementId: string }
  | { type: 'order.paid'; movementId: string }
  | { type: 'step.previous' }
  | { type: 'step.selected'; step: WizardStep }
  | { type: 'go.back' }
  | { type: 'draft.reset' };

type Step = 'step1' | 'step2' | 'step3' | 'step5' | 'step6';

/** spec wizard.set-step: from the stepper or the summary, any earlier step can be opened directly. */
const jumpBackTo = (targets: readonly Step[]) =>
  targets.map((target) => ({ guard: { type: 'isSelected' as const, params: target }, target, meta: { spec: ['wizard.set-step'] } }));

export const serviceRequestMachine = setup({
  types: { context: {} as ServiceRequestContext, events: {} as ServiceRequestEvent },
  actors: {
    restoreDraft: fromPromise<Restored>(async () => restoreWizard(readDraft())),
  },
  actions: {
    /** spec goback.wizard.step1: provided by the view, which owns the router. */
    leaveToHome: () => {},
    /** Saved on every step so a reload reopens it (validated by SavedWizard when read back). */
    persist: ({ context }, params: { step: WizardStep }) => writeDraft({ version: 1, step: params.step, draft: context.draft }),
    forgetDraft: () => removeDraft(),
  },
  guards: {
    restoresTo: ({ event }, step: RestorableStep) => (event as unknown as { output?: Restored }).output?.step === step,
    hasAddresses: ({ context }) => context.draft.selectedPickupItems.length > 0 && context.draft.selectedDropItems.length > 0,
    isSelected: ({ event }, step: Step) => event.type === 'step.selected' && event.step === step,
  },
}).createMachine({
  id: 'serviceRequest',
  context: { draft: defaultDraft(), addressType: 'pickup', editingAddressId: null, paidMovementId: null },
  initial: 'restoring',
  on: {
    'draft.reset': {
      target: '.step1',
      actions: [assign({ draft: () => defaultDraft(), editingAddressId: null, paidMovementId: null }), 'forgetDraft'],
      meta: { spec: ['wizard.reset', 'draft.defaults'] },
    },
  },
  states: {
    restoring: {
      invoke: {
        id: 'restoreDraft',
        src: 'restoreDraft',
        onDone: (['step1', 'step2', 'step3', 'step5', 'step6', 'stepCheckout'] as const).map((step) => ({
          guard: { type: 'restoresTo' as const, params: step },
          target: step,
          actions: assign({ draft: ({ event }) => (event as unknown as { output: Restored }).output.draft }),
        })),
        // Unreachable storage is the same as nothing saved.
        onError: { target: 'step1' },
      },
    },
    step1: {
      meta: { spec: ['wizard.one-step'] },
      entry: { type: 'persist', params: { step: 'step1' } },
      on: {
        'service.chosen': {
          target: 'step2',
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, selectedServiceItem: event.service }) }),
        },
        'go.back': { actions: 'leaveToHome', meta: { spec: ['goback.wizard.step1'] } },
      },
    },
    step2: {
      entry: { type: 'persist', params: { step: 'step2' } },
      on: {
        'route.chosen': {
          target: 'step3',
          actions: assign({
            draft: ({ context, event }) => ({
              ...context.draft,
              selectedPortItem: event.port,
              selectedTypeOfTransportationItem: event.transportationType,
              selectedModeItem: event.mode,
            }),
          }),
        },
        'step.previous': { target: 'step1', meta: { spec: ['wizard.previous'] } },
        'go.back': { target: 'step1', meta: { spec: ['goback.wizard.other'] } },
        'step.selected': jumpBackTo(['step1']),
      },
    },
    step3: {
      entry: { type: 'persist', params: { step: 'step3' } },
      on: {
        'details.submitted': {
          target: 'step5',
          actions: assign({ draft: ({ context, event }) => ({ ...context.draft, ...event.details, selectedSpecialRequirementItems: [...event.details.selectedSpecialRequirementItems] }) }),
        },
        'step.previous': { target: 'step2', meta: { spec: ['wizard.previous'] } },
        'go.back': { target: 'step2', meta: { spec: ['goback.wizard.other'] } },
        'step.selected': jumpBackTo(['step1', 'step2']),
      },
    },
    step4: {
      entry: { type: 'persist', params: { step: 'step4' } },
      on: {
        'address.saved': {
          target: 'step5',
          actions: assign({
            draft: ({ context, event }) =>
              context.addressType === 'pickup'
                ? { ...context.draft, selectedPickupItems: [...context.draft.selectedPickupItems, event.address] }
                : { ...context.draft, selectedDropItems: [...context.draft.selectedDropItems, event.address] },
          }),
        },
        'go.back': { target: 'step5', meta: { spec: ['goback.wizard.step4-step8'] } },
      },
    },
    step5: {
      entry: { type: 'persist', params: { step: 'step5' } },
      on: {
        'addresses.changed': {
          actions: [
            assign({ draft: ({ context, event }) => ({ ...context.draft, selectedPickupItems: [...event.pickups], selectedDropItems: [...event.drops] }) }),
            { type: 'persist', params: { step: 'step5' } },
          ],
        },
        'address.addRequested': { target: 'step4', actions: assign({ addressType: ({ event }) => event.addressType, editingAddressId: null }) },
        'address.editRequested': {
          target: 'step8',
          actions: assign({ addressType: ({ event }) => event.addressType, editingAddressId: ({ event }) => event.addressId }),
        },
        'step.next': { guard: 'hasAddresses', target: 'step6' },
        'step.previous': { target: 'step3', meta: { spec: ['wizard.previous'] } },
        'go.back': { target: 'step3', meta: { spec: ['goback.wizard.step5'] } },
        'step.selected': jumpBackTo(['step1', 'step2', 'step3']),
      },
    },
    step6: {
      entry: { type: 'persist', params: { step: 'step6' } },
      on: {
        'step.next': { target: 'stepCheckout' },
        'step.previous': { target: 'step5', meta: { spec: ['wizard.previous'] } },
        'go.back': { target: 'step5', meta: { spec: ['goback.wizard.other'] } },
        'step.selected': jumpBackTo(['step1', 'step2', 'step3', 'step5']),
      },
    },
    stepCheckout: {
      entry: { type: 'persist', params: { step: 'stepCheckout' } },
      on: {
        'order.created': {
          actions: [assign({ draft: ({ context, event }) => ({ ...context.draft, movementId: event.movementId }) }), { type: 'persist', params: { step: 'stepCheckout' } }],
        },
        'order.paid': {
          target: 'step7',
          actions: [assign({ paidMovementId: ({ event }) => event.movementId, draft: () => defaultDraft() }), 'forgetDraft'],
        },
        'step.previous': { target: 'step6', meta: { spec: ['wizard.previous'] } },
        'go.back': { target: 'step6', meta: { spec: ['goback.wizard.other'] } },
      },
    },
    // spec goback.wizard.hidden-step7: neither go.back nor step.previous exists here.
    step7: { meta: { spec: ['goback.wizard.hidden-step7'] } },
    step8: {
      entry: { type: 'persist', params: { step: 'step8' } },
      on: {
        'address.saved': {
          target: 'step5',
          actions: assign({
            editingAddressId: null,
            draft: ({ context, event }) => {
              const rename = (items: readonly SelectedItem[]) => items.map((i) => (i._id === event.address._id ? event.address : i));
              return { ...context.draft, selectedPickupItems: rename(context.draft.selectedPickupItems), selectedDropItems: rename(context.draft.selectedDropItems) };
            },
          }),
        },
        'go.back': { target: 'step5', meta: { spec: ['goback.wizard.step4-step8'] } },
      },
    },
  },
});
