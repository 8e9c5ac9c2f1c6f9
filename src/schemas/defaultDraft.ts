import { SELECT_OPTION } from './fieldRules.ts';
import type { SelectedItem, ServiceRequestDraft } from './serviceRequestDraft.ts';

// The wizard's empty draft, without Effect: the wizard's first JS needs it, its schema
// (serviceRequestDraft.ts) only when a saved draft is read back.

const placeholderItem: SelectedItem = { _id: '', title: SELECT_OPTION };

/** spec draft.defaults / wizard.reset: every selection 'Select option', lists empty. */
export function defaultDraft(): ServiceRequestDraft {
  return {
    selectedServiceItem: placeholderItem,
    selectedPortItem: placeholderItem,
    selectedTypeOfTransportationItem: placeholderItem,
    selectedModeItem: placeholderItem,
    selectedQuantityChains: SELECT_OPTION,
    selectedQuantityStraps: SELECT_OPTION,
    selectedQuantityTarps: SELECT_OPTION,
    selectedPrograming: SELECT_OPTION,
    userReference: '',
    trailer: '',
    selectedSpecialRequirementItems: [],
    schedule: { date: '', time: '' },
    selectedPickupItems: [],
    selectedDropItems: [],
    movementId: null,
  };
}

export const isChosen = (item: SelectedItem): boolean => item._id !== '' && item.title !== SELECT_OPTION;
