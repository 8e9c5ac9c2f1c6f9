import { Schema } from 'effect';
import { SELECT_OPTION } from './fields.ts';
import { QUANTITY_MAX, QUANTITY_MIN, SpecialRequirementItem } from './serviceRequestForm.ts';

// The client-side service request draft of spec §3, persisted across reloads. A saved draft is
// decoded with this schema before it is restored; anything that does not decode is discarded.

export const WIZARD_STEPS = ['step1', 'step2', 'step3', 'step4', 'step5', 'step6', 'step7', 'step8', 'stepCheckout'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** A chosen catalog item or address: its id and what the customer reads. */
export const SelectedItem = Schema.Struct({ _id: Schema.String, title: Schema.String });
export type SelectedItem = typeof SelectedItem.Type;

const Quantity = Schema.Union([
  Schema.Literal(SELECT_OPTION),
  Schema.Number.check(Schema.makeFilter((n: number) => Number.isInteger(n) && n >= QUANTITY_MIN && n <= QUANTITY_MAX)),
]);

export const ServiceRequestDraft = Schema.Struct({
  selectedServiceItem: SelectedItem,
  selectedPortItem: SelectedItem,
  selectedTypeOfTransportationItem: SelectedItem,
  selectedModeItem: SelectedItem,
  selectedQuantityChains: Quantity,
  selectedQuantityStraps: Quantity,
  selectedQuantityTarps: Quantity,
  selectedPrograming: Schema.Literals([SELECT_OPTION, 'Schedule', 'Instant']),
  userReference: Schema.String,
  /** The chosen trailer's id ('' until chosen). */
  trailer: Schema.String,
  selectedSpecialRequirementItems: Schema.Array(SpecialRequirementItem),
  schedule: Schema.Struct({ date: Schema.String, time: Schema.String }),
  selectedPickupItems: Schema.Array(SelectedItem),
  selectedDropItems: Schema.Array(SelectedItem),
  /** Set once the order exists (unpaid), so paying resumes it instead of creating another. */
  movementId: Schema.NullOr(Schema.String),
  /** The instant quote this request books ("Book this"): the server charges its price while it holds. Absent in drafts saved before quotes. */
  quoteId: Schema.optionalKey(Schema.NullOr(Schema.String)),
});
export type ServiceRequestDraft = typeof ServiceRequestDraft.Type;

/** What is saved between visits: where the customer was and what they chose. */
export const SavedWizard = Schema.Struct({
  version: Schema.Literal(1),
  step: Schema.Literals(WIZARD_STEPS),
  draft: ServiceRequestDraft,
});
export type SavedWizard = typeof SavedWizard.Type;

export { defaultDraft, isChosen } from './defaultDraft.ts';
