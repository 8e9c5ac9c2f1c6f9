import { Effect, Schema, SchemaGetter } from 'effect';
import { crossFieldCheck } from './crossFieldCheck.ts';
import { isBlank, requiredText, SELECT_OPTION, TextOrBlank } from './fields.ts';
import { BrowserMessages } from './browserMessages.ts';
import { Programming } from './programming.ts';
import { EquipmentKey } from './serviceCatalog.ts';

export { SELECT_OPTION } from './fields.ts';

export const MAX_USER_REFERENCE = 10;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 10;

/** A chosen special requirement; `equipmentKey` names the securing equipment whose quantity it needs. */
export const SpecialRequirementItem = Schema.Struct({
  _id: Schema.String,
  title: Schema.String,
  // Drafts saved before the key existed decode as "no equipment".
  equipmentKey: Schema.NullOr(EquipmentKey).pipe(Schema.withDecodingDefaultKey(Effect.succeed(null))),
});
export type SpecialRequirementItem = typeof SpecialRequirementItem.Type;

export type Quantity = typeof SELECT_OPTION | number;

/** spec val.service.quantities: the quantity field and message of each securing equipment. */
export const quantityRules = [
  { field: 'selectedQuantityChains', equipmentKey: 'chains', label: 'chains', message: BrowserMessages.chainsQuantity },
  { field: 'selectedQuantityStraps', equipmentKey: 'straps', label: 'straps', message: BrowserMessages.strapsQuantity },
  { field: 'selectedQuantityTarps', equipmentKey: 'tarps', label: 'tarps', message: BrowserMessages.tarpsQuantity },
] as const satisfies ReadonlyArray<{ field: string; equipmentKey: EquipmentKey; label: string; message: string }>;
export type QuantityRule = (typeof quantityRules)[number];

/** The quantities asked for these chosen requirements: one per securing equipment they use. */
export const askedQuantities = (chosen: ReadonlyArray<{ readonly equipmentKey?: EquipmentKey | null }>): QuantityRule[] =>
  quantityRules.filter((rule) => chosen.some((item) => item.equipmentKey === rule.equipmentKey));

// Missing, blank or the placeholder mean "not chosen"; numeric strings come from <select> values.
const toQuantity = (value: unknown): unknown => {
  if (isBlank(value) || value === SELECT_OPTION) return SELECT_OPTION;
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return value;
};

const isQuantity = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= QUANTITY_MIN && value <= QUANTITY_MAX;

/** 'Select option' or an integer 1–10; anything else gets the equipment's message. */
const quantity = (message: string) =>
  Schema.Unknown.pipe(
    Schema.decodeTo(
      Schema.Union([Schema.Literal(SELECT_OPTION), Schema.Number])
        .annotate({ message })
        .check(Schema.makeFilter((q: Quantity) => q === SELECT_OPTION || isQuantity(q) || message)),
      { decode: SchemaGetter.transform((u: unknown) => toQuantity(u) as Quantity), encode: SchemaGetter.passthrough({ strict: false }) },
    ),
    Schema.withDecodingDefaultKey(Effect.succeed(SELECT_OPTION)),
  );

// Its own file, so the order as the API answers it reads it without this form's checks and words.
export { Programming };

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const isIsoDate = (s: string): boolean => {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === s;
};
const isTime = (s: string): boolean => /^([01]\d|2[0-3]):[0-5]\d$/.test(s);

/** Both may be blank here; they are required only for 'Schedule' (see scheduleRules). */
export const Schedule = Schema.Struct({
  date: TextOrBlank.check(Schema.makeFilter((s: string) => s === '' || isIsoDate(s) || BrowserMessages.scheduleDateFormat)),
  time: TextOrBlank.check(Schema.makeFilter((s: string) => s === '' || isTime(s) || BrowserMessages.scheduleTimeFormat)),
}).pipe(Schema.withDecodingDefault(Effect.succeed({})));
export type Schedule = typeof Schedule.Type;

const DetailsLoose = Schema.Struct({
  selectedSpecialRequirementItems: Schema.optionalKey(Schema.Unknown),
  selectedQuantityChains: Schema.optionalKey(Schema.Unknown),
  selectedQuantityStraps: Schema.optionalKey(Schema.Unknown),
  selectedQuantityTarps: Schema.optionalKey(Schema.Unknown),
  selectedPrograming: Schema.optionalKey(Schema.Unknown),
  schedule: Schema.optionalKey(Schema.Unknown),
});
type DetailsLoose = typeof DetailsLoose.Type;

const equipmentOf = (items: unknown): Array<{ equipmentKey: EquipmentKey | null }> =>
  Array.isArray(items)
    ? items.flatMap((item: unknown) => {
        const key = typeof item === 'object' && item !== null ? (item as { equipmentKey?: unknown }).equipmentKey : null;
        return key === 'chains' || key === 'straps' || key === 'tarps' ? [{ equipmentKey: key }] : [];
      })
    : [];

/** spec val.service.quantities and the schedule of 'Schedule' programming. */
export const serviceDetailsRules = crossFieldCheck(DetailsLoose, (form: DetailsLoose) => {
  const issues: Array<Schema.FilterIssue> = [];
  for (const { field, message } of askedQuantities(equipmentOf(form.selectedSpecialRequirementItems))) {
    if (toQuantity(form[field]) === SELECT_OPTION) issues.push({ path: [field], issue: message });
  }
  if (form.selectedPrograming === 'Schedule') {
    const schedule = (typeof form.schedule === 'object' && form.schedule !== null ? form.schedule : {}) as {
      date?: unknown;
      time?: unknown;
    };
    if (isBlank(schedule.date)) issues.push({ path: ['schedule', 'date'], issue: BrowserMessages.scheduleDateRequired });
    if (isBlank(schedule.time)) issues.push({ path: ['schedule', 'time'], issue: BrowserMessages.scheduleTimeRequired });
  }
  return issues;
});

// The placeholder counts as blank for a dropdown-backed value too.
const notPlaceholder = (message: string) => Schema.makeFilter((s: string) => s !== SELECT_OPTION || message);

/** Wizard step3 details (spec val.service.*). */
export const ServiceRequestDetailsForm = Schema.Struct({
  userReference: requiredText('user reference').pipe(
    Schema.check(
      Schema.isPattern(new RegExp(`^[A-Za-z0-9]{1,${MAX_USER_REFERENCE}}$`), { message: BrowserMessages.userReferenceFormat }),
    ),
  ),
  trailer: requiredText('trailer').pipe(Schema.check(notPlaceholder(BrowserMessages.trailerRequired))),
  selectedSpecialRequirementItems: Schema.Array(SpecialRequirementItem).pipe(Schema.withDecodingDefault(Effect.succeed([]))),
  selectedQuantityChains: quantity(BrowserMessages.chainsQuantity),
  selectedQuantityStraps: quantity(BrowserMessages.strapsQuantity),
  selectedQuantityTarps: quantity(BrowserMessages.tarpsQuantity),
  selectedPrograming: Programming.annotate({ message: BrowserMessages.programmingRequired }).pipe(
    Schema.annotateKey({ messageMissingKey: BrowserMessages.programmingRequired }),
  ),
  schedule: Schedule,
})
  .annotate({ message: BrowserMessages.fillUp })
  .check(serviceDetailsRules);
export type ServiceRequestDetailsForm = typeof ServiceRequestDetailsForm.Type;
