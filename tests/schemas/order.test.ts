import { describe, expect, it } from 'vitest';
import { isScheduleInPast, MOVEMENT_ID_PATTERN, wallClockAt } from '../../src/schemas/order.ts';
import { CreateOrderBody, UserReferenceBody } from '../../src/schemas/orderBody.ts';
import { validate } from '../../src/schemas/validate.ts';
import { ruleIt } from '../spec/ruleIt';

const nextYear = new Date().getUTCFullYear() + 1;
const valid = {
  serviceId: 'northbound',
  transportationTypeId: 'ftl',
  modeId: 'ftl-dry-van',
  portId: 'otay-mesa',
  pickupAddressIds: ['p1'],
  dropAddressIds: ['d1'],
  userReference: 'PO1001',
  trailerId: 'dry-van-53',
  programming: 'Schedule',
  schedule: { date: `${nextYear}-03-15`, time: '09:30' },
};

const errorsOf = (input: unknown) => {
  const result = validate(CreateOrderBody, input);
  if (result.ok) throw new Error('expected errors');
  return result.errors;
};

describe('CreateOrderBody', () => {
  ruleIt('[val.service.reference] [val.service.trailer] [val.service.programming] an empty body gives every message at once', () => {
    expect(errorsOf({})).toEqual({
      serviceId: 'type of service is required',
      transportationTypeId: 'type of transportation is required',
      modeId: 'mode is required',
      portId: 'port is required',
      pickupAddressIds: 'Please select at least one pickup address.',
      dropAddressIds: 'Please select at least one drop address.',
      userReference: 'user reference is required',
      trailerId: 'trailer is required',
      programming: 'Please select programming.',
    });
  });

  it('accepts a full body and drops client prices', () => {
    expect(validate(CreateOrderBody, { ...valid, total: 1, quote: { total: 1 } })).toEqual({
      ok: true,
      value: { ...valid, specialRequirementIds: [], quantities: {} },
    });
  });

  it.each(['ABCDEFGHIJK', 'PO-123', 'PO 123'])('[val.service.reference] %j must be at most 10 letters or digits', (userReference) => {
    expect(errorsOf({ ...valid, userReference })).toEqual({ userReference: 'user reference must be at most 10 letters or digits' });
  });

  ruleIt('[val.service.programming] "Select option" and unknown values are "Please select programming."', () => {
    expect(errorsOf({ ...valid, programming: 'Select option' })).toEqual({ programming: 'Please select programming.' });
    expect(errorsOf({ ...valid, programming: 'Later' })).toEqual({ programming: 'Please select programming.' });
  });

  ruleIt('[val.service.programming] Schedule needs a date and a time, well formed, not in the past', () => {
    expect(errorsOf({ ...valid, schedule: undefined })).toEqual({ 'schedule.date': 'schedule date is required', 'schedule.time': 'schedule time is required' });
    expect(errorsOf({ ...valid, schedule: { date: '15/03/2030', time: '9am' } })).toEqual({
      'schedule.date': 'schedule date must be a date (yyyy-mm-dd)',
      'schedule.time': 'schedule time must be a time (HH:mm)',
    });
    expect(errorsOf({ ...valid, schedule: { date: '2020-01-01', time: '10:00' } })).toEqual({ 'schedule.date': 'The schedule must be in the future.' });
    // Every message at once, the past schedule included.
    expect(errorsOf({ ...valid, trailerId: '', schedule: { date: '2020-01-01', time: '10:00' } })).toEqual({
      trailerId: 'trailer is required',
      'schedule.date': 'The schedule must be in the future.',
    });
  });

  ruleIt('[val.service.programming] Instant needs no schedule and ignores one', () => {
    expect(validate(CreateOrderBody, { ...valid, programming: 'Instant', schedule: null })).toMatchObject({ ok: true });
    expect(validate(CreateOrderBody, { ...valid, programming: 'Instant', schedule: { date: '2020-01-01', time: '10:00' } })).toMatchObject({ ok: true });
    const { schedule: _schedule, ...withoutSchedule } = valid;
    expect(validate(CreateOrderBody, { ...withoutSchedule, programming: 'Instant' })).toMatchObject({ ok: true });
  });

  it('UserReferenceBody uses the same reference rule', () => {
    expect(validate(UserReferenceBody, {})).toEqual({ ok: false, errors: { userReference: 'user reference is required' } });
    expect(validate(UserReferenceBody, { userReference: ' PO1 ' })).toEqual({ ok: true, value: { userReference: 'PO1' } });
  });
});

describe('schedules and movement ids', () => {
  it('compares a schedule with the clock of Baja California (the latest clock on the border)', () => {
    // 2026-07-01 18:00 UTC is 11:00 in Tijuana (PDT, UTC-7) and 13:00 in Monterrey.
    const now = new Date('2026-07-01T18:00:00Z');
    expect(wallClockAt(now)).toBe('2026-07-01T11:00');
    expect(isScheduleInPast({ date: '2026-07-01', time: '10:59' }, now)).toBe(true);
    expect(isScheduleInPast({ date: '2026-07-01', time: '11:00' }, now)).toBe(false);
    expect(isScheduleInPast({ date: '2026-07-01', time: '12:30' }, now)).toBe(false);
    // Winter: PST, UTC-8.
    expect(wallClockAt(new Date('2026-01-15T07:30:00Z'))).toBe('2026-01-14T23:30');
  });

  it('movement ids are CC + yy + 6 digits', () => {
    expect(MOVEMENT_ID_PATTERN.test('CC26000001')).toBe(true);
    expect(MOVEMENT_ID_PATTERN.test('CC2600001')).toBe(false);
    expect(MOVEMENT_ID_PATTERN.test('cc26000001')).toBe(false);
  });
});
