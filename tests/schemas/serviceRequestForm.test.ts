import { describe, expect, it } from 'vitest';
import { SELECT_OPTION, ServiceRequestDetailsForm } from '../../src/schemas/serviceRequestForm.ts';
import { validate } from '../../src/schemas/validate.ts';
import { ruleIt } from '../spec/ruleIt';

// The equipment key, not the title, says which quantity a requirement needs.
const chains = { _id: 'r1', title: 'Transport chains', equipmentKey: 'chains' };
const straps = { _id: 'r2', title: 'Ratchet STRAPS', equipmentKey: 'straps' };
const tarps = { _id: 'r3', title: 'Lumber covers', equipmentKey: 'tarps' };
const valid = { userReference: 'PO12345', trailer: '53ft', selectedPrograming: 'Instant' };

const errorsOf = (input: unknown) => {
  const result = validate(ServiceRequestDetailsForm, input);
  if (result.ok) throw new Error('expected errors');
  return result.errors;
};

describe('ServiceRequestDetailsForm', () => {
  ruleIt('[const.placeholder] the placeholder is "Select option"', () => {
    expect(SELECT_OPTION).toBe('Select option');
  });

  ruleIt('[val.service.reference] [val.service.trailer] [val.service.programming] an empty form gives all messages at once', () => {
    expect(errorsOf({})).toEqual({
      userReference: 'user reference is required',
      trailer: 'trailer is required',
      selectedPrograming: 'Please select programming.',
    });
  });

  ruleIt('[val.service.reference] blank means "user reference is required"', () => {
    expect(errorsOf({ ...valid, userReference: '  ' })).toEqual({ userReference: 'user reference is required' });
  });

  it.each(['ABCDEFGHIJK', 'PO-123', 'PO 123', 'ñandú'])(
    '[val.service.reference] %j must be at most 10 letters or digits',
    (userReference) => {
      expect(errorsOf({ ...valid, userReference })).toEqual({
        userReference: 'user reference must be at most 10 letters or digits',
      });
    },
  );

  ruleIt('[val.service.reference] accepts up to 10 letters or digits, trimmed', () => {
    const result = validate(ServiceRequestDetailsForm, { ...valid, userReference: ' AbC1234567 ' });
    expect(result.ok && result.value.userReference).toBe('AbC1234567');
  });

  ruleIt('[val.service.trailer] blank or the placeholder means "trailer is required"', () => {
    expect(errorsOf({ ...valid, trailer: '' })).toEqual({ trailer: 'trailer is required' });
    expect(errorsOf({ ...valid, trailer: 'Select option' })).toEqual({ trailer: 'trailer is required' });
  });

  it.each([undefined, '', '  ', 'Select option', 'Later', 3])(
    '[val.service.programming] %j gives "Please select programming."',
    (selectedPrograming) => {
      expect(errorsOf({ ...valid, selectedPrograming })).toEqual({ selectedPrograming: 'Please select programming.' });
    },
  );

  ruleIt('[val.service.programming] Instant needs no schedule; the defaults fill in', () => {
    expect(validate(ServiceRequestDetailsForm, valid)).toEqual({
      ok: true,
      value: {
        ...valid,
        selectedSpecialRequirementItems: [],
        selectedQuantityChains: 'Select option',
        selectedQuantityStraps: 'Select option',
        selectedQuantityTarps: 'Select option',
        schedule: { date: '', time: '' },
      },
    });
  });

  ruleIt('[val.service.programming] Schedule requires schedule date and time', () => {
    expect(errorsOf({ ...valid, selectedPrograming: 'Schedule' })).toEqual({
      'schedule.date': 'schedule date is required',
      'schedule.time': 'schedule time is required',
    });
    expect(errorsOf({ ...valid, selectedPrograming: 'Schedule', schedule: { date: '2025-03-01', time: ' ' } })).toEqual({
      'schedule.time': 'schedule time is required',
    });
    const ok = validate(ServiceRequestDetailsForm, {
      ...valid,
      selectedPrograming: 'Schedule',
      schedule: { date: '2025-03-01', time: '09:30' },
    });
    expect(ok.ok && ok.value.schedule).toEqual({ date: '2025-03-01', time: '09:30' });
  });

  ruleIt('[val.service.programming] schedule date and time must be well formed', () => {
    expect(
      errorsOf({ ...valid, selectedPrograming: 'Schedule', schedule: { date: '2025-02-30', time: '24:00' } }),
    ).toEqual({
      'schedule.date': 'schedule date must be a date (yyyy-mm-dd)',
      'schedule.time': 'schedule time must be a time (HH:mm)',
    });
  });

  ruleIt('[val.service.quantities] quantities are not asked when no requirement is chosen', () => {
    expect(validate(ServiceRequestDetailsForm, { ...valid, selectedSpecialRequirementItems: [] }).ok).toBe(true);
    expect(
      validate(ServiceRequestDetailsForm, { ...valid, selectedSpecialRequirementItems: [{ _id: 'x', title: 'Hazmat' }] }).ok,
    ).toBe(true);
    // A title that mentions chains asks nothing without the key.
    expect(
      validate(ServiceRequestDetailsForm, { ...valid, selectedSpecialRequirementItems: [{ _id: 'y', title: 'Tire chains on board', equipmentKey: null }] }).ok,
    ).toBe(true);
  });

  ruleIt('[val.service.quantities] each chosen requirement needs its quantity, all messages at once', () => {
    expect(errorsOf({ ...valid, selectedSpecialRequirementItems: [chains, straps, tarps] })).toEqual({
      selectedQuantityChains: 'Please select quantity for chains.',
      selectedQuantityStraps: 'Please select quantity for straps.',
      selectedQuantityTarps: 'Please select quantity for tarps.',
    });
    expect(
      errorsOf({
        ...valid,
        selectedSpecialRequirementItems: [straps],
        selectedQuantityChains: 'Select option',
        selectedQuantityStraps: 'Select option',
      }),
    ).toEqual({ selectedQuantityStraps: 'Please select quantity for straps.' });
  });

  ruleIt('[val.service.quantities] [val.service.reference] quantity messages show beside field messages', () => {
    expect(errorsOf({ selectedSpecialRequirementItems: [tarps], selectedPrograming: 'Schedule' })).toEqual({
      userReference: 'user reference is required',
      trailer: 'trailer is required',
      selectedQuantityTarps: 'Please select quantity for tarps.',
      'schedule.date': 'schedule date is required',
      'schedule.time': 'schedule time is required',
    });
  });

  ruleIt('[val.service.quantities] accepts 1–10 as numbers or numeric strings', () => {
    const result = validate(ServiceRequestDetailsForm, {
      ...valid,
      selectedSpecialRequirementItems: [chains, straps, tarps],
      selectedQuantityChains: 1,
      selectedQuantityStraps: '10',
      selectedQuantityTarps: ' 5 ',
    });
    expect(result.ok && [result.value.selectedQuantityChains, result.value.selectedQuantityStraps, result.value.selectedQuantityTarps]).toEqual([1, 10, 5]);
  });

  it.each([0, 11, 2.5, '0', '11', 'many', true])('[val.service.quantities] rejects quantity %j', (quantity) => {
    expect(errorsOf({ ...valid, selectedSpecialRequirementItems: [chains], selectedQuantityChains: quantity })).toEqual({
      selectedQuantityChains: 'Please select quantity for chains.',
    });
  });
});
