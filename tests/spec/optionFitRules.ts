/**
 * "Options fit each other": a trailer or a special requirement made for one mode is
 * offered only with that mode (no reefer trailer or "Temperature log" with a Dry Van), and a new
 * choice of mode on step 2 removes the choices that stop fitting, names them in a note on step 3,
 * and keeps the others. The expected lists below are written by hand from those words and the
 * catalog's names (server/db/seedCatalog.ts), never read from the fit table the app uses.
 *
 * From a step-3 form a path reached, the customer goes back to step 2, picks a mode on another
 * crossing (so step 3 loads this catalog), chooses a reefer trailer and the temperature log, comes
 * back to step 2 and changes the mode: the machine under test is asked with `transition()`.
 */
import { expect } from 'vitest';
import { transition, type AnyEventObject, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { offeredRequirements, offeredTrailers } from '../../src/machines/chooseRoute';
import { Messages } from '../../src/schemas/messages';

const item = (_id: string, title: string) => ({ _id, title });
const TRAILERS = [item('dry-van-53', '53 ft dry van trailer'), item('reefer-53', '53 ft reefer trailer'), item('flatbed-48', '48 ft flatbed trailer'), item('customer-provided', 'Customer-provided trailer')];
const straps = { _id: 'straps', title: 'Straps', description: 'Ratchet straps', price: 2_500, equipmentKey: 'straps' };
const temperatureLog = { _id: 'temperature-log', title: 'Temperature log', description: 'Reefer only', price: 5_000, equipmentKey: null };
const OTHER_CROSSING = item('fit-check-crossing', 'Fit Check Crossing');
const MODES = { dryVan: item('ftl-dry-van', 'Dry Van'), reefer: item('ftl-reefer', 'Reefer'), ltlReefer: item('ltl-reefer', 'Reefer'), flatbed: item('ftl-flatbed', 'Flatbed') };

/** What step 3 must offer with each mode: the ones made for it and the ones made for none. */
const OFFERED: Record<keyof typeof MODES, { trailers: string[]; requirements: string[] }> = {
  dryVan: { trailers: ['dry-van-53', 'customer-provided'], requirements: ['straps'] },
  reefer: { trailers: ['reefer-53', 'customer-provided'], requirements: ['straps', 'temperature-log'] },
  ltlReefer: { trailers: ['reefer-53', 'customer-provided'], requirements: ['straps', 'temperature-log'] },
  flatbed: { trailers: ['flatbed-48', 'customer-provided'], requirements: ['straps'] },
};

const ids = (xs: ReadonlyArray<{ _id: string }>) => xs.map((x) => x._id);

function step(machine: AnyStateMachine, from: AnyMachineSnapshot, event: AnyEventObject, where: string): AnyMachineSnapshot {
  const [to] = transition(machine, from, event);
  expect(to.value, `[issue 18.5] ${where}`).not.toEqual(from.value);
  return to;
}

/** From a step-3 form: step 2 again, another crossing and `mode`, the catalog above loaded: step 3's form. */
function detailsWith(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, mode: keyof typeof MODES): AnyMachineSnapshot {
  const step2 = step(machine, snapshot, { type: 'step.previous' }, 'Previous from step 3');
  const loading = step(machine, step2, { type: 'route.chosen', port: OTHER_CROSSING, transportationType: snapshot.context.draft.selectedTypeOfTransportationItem, mode: MODES[mode] }, 'a crossing chosen on step 2');
  expect(loading.matches({ step3: 'loading' }), '[issue 18.5] another crossing: step 3 asks for its trailers and requirements').toBe(true);
  const transitInfo = { ...snapshot.context.transitInfo, trailers: TRAILERS };
  return step(machine, loading, { type: 'xstate.done.actor.loadDetails', output: { transitInfo, requirements: { key: 'fit-check', value: [straps, temperatureLog] }, suggestedReference: 'FIT0000001' } }, 'step 3 loaded');
}

/** Then the details chosen with `trailer` and `requirements`, the reference free, and back on step 2. */
function chosenThenStep2(machine: AnyStateMachine, form: AnyMachineSnapshot, trailer: string, requirements: ReadonlyArray<typeof straps | typeof temperatureLog>): AnyMachineSnapshot {
  const details = { ...form.context.draft, trailer, selectedSpecialRequirementItems: requirements.map(({ _id, title, equipmentKey }) => ({ _id, title, equipmentKey })) };
  const next = step(machine, form, { type: 'details.submitted', details }, 'Next on step 3');
  // The reference of the order this draft already placed goes straight on; any other is checked first.
  const step5 = next.matches({ step3: 'checkingReference' }) ? step(machine, next, { type: 'xstate.done.actor.checkReference', output: undefined }, 'the reference is free') : next;
  return step(machine, step5, { type: 'step.selected', step: 'step2' }, 'step 2 opened from the stepper');
}

export function checkOptionFitRules(machine: AnyStateMachine, snapshot: AnyMachineSnapshot): void {
  if (!snapshot.matches({ step3: 'editing' }) || snapshot.context.transitInfo === null) return;

  // What step 3 offers with each mode.
  for (const mode of Object.keys(MODES) as Array<keyof typeof MODES>) {
    const form = detailsWith(machine, snapshot, mode);
    expect(ids(offeredTrailers(form.context)), `[issue 18.5] trailers offered with ${MODES[mode].title}`).toEqual(OFFERED[mode].trailers);
    expect(ids(offeredRequirements(form.context)), `[issue 18.5] requirements offered with ${MODES[mode].title}`).toEqual(OFFERED[mode].requirements);
  }

  // A reefer trailer and the temperature log chosen with Reefer; then the mode changes on step 2.
  const step2 = chosenThenStep2(machine, detailsWith(machine, snapshot, 'reefer'), 'reefer-53', [straps, temperatureLog]);
  const changeTo = (from: AnyMachineSnapshot, mode: keyof typeof MODES) => {
    const to = step(machine, from, { type: 'route.chosen', port: OTHER_CROSSING, transportationType: from.context.draft.selectedTypeOfTransportationItem, mode: MODES[mode] }, `${MODES[mode].title} chosen`);
    expect(to.matches('step3'), '[issue 18.5] the choice opens step 3').toBe(true);
    expect(to.context.draft.selectedModeItem, 'the mode chosen').toEqual(MODES[mode]);
    return to;
  };
  const kept = (s: AnyMachineSnapshot) => [s.context.draft.trailer, ids(s.context.draft.selectedSpecialRequirementItems)];

  const dryVan = changeTo(step2, 'dryVan');
  expect(kept(dryVan), '[issue 18.5] Dry Van: the reefer trailer and the temperature log are removed, straps stay').toEqual(['', ['straps']]);
  expect(dryVan.context.optionNote, '[issue 18.5] the note names what was removed').toBe(Messages.optionsCleared(['53 ft reefer trailer', 'Temperature log'], 'Dry Van'));

  const flatbed = changeTo(step2, 'flatbed');
  expect(kept(flatbed), '[issue 18.5] Flatbed: the same two are removed').toEqual(['', ['straps']]);
  expect(flatbed.context.optionNote).toBe(Messages.optionsCleared(['53 ft reefer trailer', 'Temperature log'], 'Flatbed'));

  const reefer = changeTo(step2, 'ltlReefer');
  expect(kept(reefer), '[issue 18.5] another Reefer: everything still fits and stays').toEqual(['reefer-53', ['straps', 'temperature-log']]);
  expect(reefer.context.optionNote, '[issue 18.5] nothing removed, no note').toBeNull();

  // Only the trailer stops fitting: it alone is named.
  const trailerOnly = changeTo(chosenThenStep2(machine, detailsWith(machine, snapshot, 'reefer'), 'reefer-53', [straps]), 'dryVan');
  expect(kept(trailerOnly)).toEqual(['', ['straps']]);
  expect(trailerOnly.context.optionNote).toBe(Messages.optionsCleared(['53 ft reefer trailer'], 'Dry Van'));

  // Only a requirement stops fitting: the trailer made for no mode stays.
  const requirementOnly = changeTo(chosenThenStep2(machine, detailsWith(machine, snapshot, 'reefer'), 'customer-provided', [temperatureLog, straps]), 'flatbed');
  expect(kept(requirementOnly)).toEqual(['customer-provided', ['straps']]);
  expect(requirementOnly.context.optionNote).toBe(Messages.optionsCleared(['Temperature log'], 'Flatbed'));

  // The note is read on step 3 only: leaving it forgets it.
  const [left] = transition(machine, dryVan, { type: 'step.previous' });
  expect(left.context.optionNote, '[issue 18.5] the note is gone once step 3 is left').toBeNull();
}
