import { describe, expect, it } from 'vitest';
import type { BookAgainCatalog } from '../../src/machines/bookAgain';
import { quotePlan } from '../../src/machines/quotePlan';
import type { Address } from '../../src/schemas/addressBody';
import { checkQuotePlan } from '../spec/quoteBookingRules';
import { catalogToday } from './bookAgainFixtures';
import { drop, pickup } from './orderFixtures';
import { BOOKED_AT, laredo, sampleQuote } from './quoteBookingFixtures';

// Book this: an instant quote's choices as a wizard draft, against the oracle
// (tests/spec/quoteBookingRules.ts) for each thing a quote may meet today, and the rules it leaves
// to the product (where the pickup time comes from, which address is chosen for the customer).
const FRESH = 'NEWREF0001';
/** 06:00 on the service's (Pacific) clock, 2026-11-29: before the business day begins. */
const EARLY = new Date('2026-11-29T14:00:00.000Z');

const without = (gone: string): BookAgainCatalog => {
  const t = catalogToday.transitInfo;
  switch (gone) {
    case 'service':
      return { ...catalogToday, services: [], requirements: [] };
    case 'crossing':
      return { ...catalogToday, transitInfo: { ...t, ports: [] }, requirements: [] };
    case 'transportation':
      return { ...catalogToday, transitInfo: { ...t, typesOfTransportation: [] }, requirements: [] };
    case 'mode':
      return { ...catalogToday, transitInfo: { ...t, typesOfTransportation: t.typesOfTransportation.map((x) => ({ ...x, modes: [] })) } };
    case 'trailer':
      return { ...catalogToday, transitInfo: { ...t, trailers: [] } };
    case 'requirement':
      return { ...catalogToday, requirements: [] };
    default:
      return catalogToday;
  }
};
const check = (gone: readonly string[], quote = sampleQuote(), catalog = catalogToday, now = BOOKED_AT, today = false) => {
  const output = quotePlan(quote, catalog, FRESH, now);
  checkQuotePlan({ quote, gone, today, addressBook: catalog.addressBook, output });
  return output;
};

describe('Book this: the wizard draft from an instant quote (issue 35)', () => {
  it('everything holds: the addresses, with the quote’s choices, date and the one address in each quoted city', () => {
    const plan = check([]);
    expect(plan.step).toBe('step5');
    expect(plan.draft.selectedPickupItems.map((i) => i._id)).toEqual([pickup._id]);
    expect(plan.draft.selectedDropItems.map((i) => i._id)).toEqual([drop._id]);
    expect(plan.draft.schedule).toEqual({ date: '2026-12-04', time: '08:00' });
    expect(plan.note).toBe('Booking your instant quote: the service, crossing, equipment and pickup date are filled in (pickup from 08:00; you can change it in Details). Choose a pickup address in Monterrey and a drop address in Dallas.');
  });

  for (const gone of ['service', 'crossing', 'transportation', 'mode', 'trailer', 'requirement']) {
    it(`the quote's ${gone} no longer offered: the step that chooses it, with a note`, () => {
      const plan = check([gone], sampleQuote(), without(gone));
      expect(plan.note).not.toBe('');
      expect(plan.note).not.toContain('Choose a pickup address');
    });
  }

  it('a pickup date that has passed: Details, the date asked again', () => {
    const plan = check(['date'], sampleQuote({ pickupDate: '2026-11-20' }));
    expect(plan.note).toBe('The pickup date of your instant quote has passed. Choose a new pickup date and time.');
    // Still a scheduled pickup: the customer picks its new date (and keeps or changes the time).
    expect([plan.draft.selectedPrograming, plan.draft.schedule.time]).toEqual(['Schedule', '08:00']);
  });

  it('a pickup today once the business day began: as soon as possible; before it began: from 08:00 today', () => {
    const late = check([], sampleQuote({ pickupDate: '2026-11-29' }), catalogToday, BOOKED_AT, true);
    expect(late.draft.selectedPrograming).toBe('Instant');
    expect(late.note).toBe('Booking your instant quote for pickup today, as soon as possible: the service, crossing and equipment are filled in. Choose a pickup address in Monterrey and a drop address in Dallas.');
    const early = check([], sampleQuote({ pickupDate: '2026-11-29' }), catalogToday, EARLY);
    expect([early.draft.selectedPrograming, early.draft.schedule]).toEqual(['Schedule', { date: '2026-11-29', time: '08:00' }]);
  });

  it('no address, or two, in a quoted city: none chosen there (the customer picks or adds one)', () => {
    const secondDallas: Address = { ...drop, _id: 'a9', addressDetails: { ...drop.addressDetails, buildinName: 'Dallas Yard 2' } };
    const two = check([], sampleQuote(), { ...catalogToday, addressBook: { pickups: [pickup], drops: [drop, secondDallas] } });
    expect([two.step, two.draft.selectedPickupItems.length, two.draft.selectedDropItems]).toEqual(['step5', 1, []]);
    const none = check([], sampleQuote({ dropCity: laredo }));
    expect(none.draft.selectedDropItems).toEqual([]);
    expect(none.note).toContain('a drop address in Laredo');
  });
});
