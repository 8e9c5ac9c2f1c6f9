import { describe, expect, it } from 'vitest';
import { createdOn, filtersSummary, greetingAt, routeOf, scheduleOf } from '../../src/machines/orderDisplay';

// The words the order list and the dashboard show that no machine state carries: the empty result's
// filters and the greeting by the hour. Expected strings are written out by hand.
describe('the filters of an empty order list, in words', () => {
  const none = { search: '', from: '', to: '' };
  it('says nothing without a search or dates', () => {
    expect(filtersSummary(none)).toBe('');
  });
  it('names the search', () => {
    expect(filtersSummary({ ...none, search: 'CC26' })).toBe('matching “CC26”');
  });
  it('names the dates: a range, one day, from a day, up to a day', () => {
    expect(filtersSummary({ ...none, from: '2026-11-01', to: '2026-11-30' })).toBe('booked from 1 Nov 2026 to 30 Nov 2026');
    expect(filtersSummary({ ...none, from: '2026-11-05', to: '2026-11-05' })).toBe('booked on 5 Nov 2026');
    expect(filtersSummary({ ...none, from: '2026-11-05' })).toBe('booked on or after 5 Nov 2026');
    expect(filtersSummary({ ...none, to: '2026-11-05' })).toBe('booked on or before 5 Nov 2026');
  });
  it('joins the search and the dates', () => {
    expect(filtersSummary({ search: 'Monterrey', from: '2026-01-02', to: '' })).toBe('matching “Monterrey”, booked on or after 2 Jan 2026');
  });
});

describe('the greeting by the hour of the customer’s clock', () => {
  const at = (hour: number, minute = 0) => greetingAt(new Date(2026, 10, 25, hour, minute));
  it('morning until noon, afternoon until six, evening after', () => {
    expect(at(0)).toBe('Good morning');
    expect(at(11, 59)).toBe('Good morning');
    expect(at(12)).toBe('Good afternoon');
    expect(at(17, 59)).toBe('Good afternoon');
    expect(at(18)).toBe('Good evening');
    expect(at(23, 59)).toBe('Good evening');
  });
});

describe('an order card’s route, schedule and booking day', () => {
  const stop = (city: string) => ({ addressDetails: { city } });
  it('first pickup city to last drop city, with the stops between counted', () => {
    expect(routeOf({ pickups: [stop('Laredo')], drops: [stop('Monterrey')] })).toEqual({ from: 'Laredo', to: 'Monterrey', extraStops: 0 });
    expect(routeOf({ pickups: [stop('Laredo'), stop('Dallas')], drops: [stop('Saltillo'), stop('Monterrey')] })).toEqual({ from: 'Laredo', to: 'Monterrey', extraStops: 2 });
    expect(routeOf({ pickups: [], drops: [] })).toEqual({ from: '—', to: '—', extraStops: 0 });
  });
  it('Instant, or the scheduled day and time', () => {
    expect(scheduleOf({ programming: 'Instant', schedule: null })).toBe('Instant');
    expect(scheduleOf({ programming: 'Schedule', schedule: { date: '2026-04-02', time: '09:30' } })).toBe('2 Apr 2026 at 09:30');
    expect(scheduleOf({ programming: 'Schedule', schedule: null })).toBe('Instant');
  });
  it('the day it was booked', () => {
    expect(createdOn({ createdAt: '2026-03-07T10:00:00' })).toBe('7 Mar 2026');
  });
});
