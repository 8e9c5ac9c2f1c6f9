import { describe, expect, it } from 'vitest';
import { bookAgainPlan, type BookAgainCatalog } from '../../src/machines/bookAgain';
import { checkBookAgainPlan } from '../spec/bookAgainRules';
import { catalogToday, transitToday } from './bookAgainFixtures';
import { completedOrder } from './orderFixtures';

// A past order's choices checked against today's catalog and address book, against the
// feature request's oracle (tests/spec/bookAgainRules.ts) for each thing that may have gone since.
const order = completedOrder();
const beforePickup = new Date('2026-03-01T12:00:00Z');
const afterPickup = new Date('2026-05-01T12:00:00Z');
const FRESH = 'NEWREF0001';

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
    case 'pickup':
      return { ...catalogToday, addressBook: { ...catalogToday.addressBook, pickups: [] } };
    case 'drop':
      return { ...catalogToday, addressBook: { ...catalogToday.addressBook, drops: [] } };
    default:
      return catalogToday;
  }
};

describe('Book again: the new draft from a past order (issue 17.5)', () => {
  it('everything still exists: the summary, with the same choices and a new reference', () => {
    const plan = bookAgainPlan(order, catalogToday, FRESH, beforePickup);
    checkBookAgainPlan(order, [], plan);
    expect(plan.draft.selectedQuantityStraps).toBe(4);
    expect(plan.draft.schedule).toEqual({ date: '2026-04-02', time: '09:30' });
    expect(plan.draft.selectedModeItem.title).toBe(transitToday.typesOfTransportation[0]!.modes[0]!.title);
  });

  for (const gone of ['service', 'crossing', 'transportation', 'mode', 'trailer', 'requirement', 'pickup', 'drop']) {
    it(`the ${gone} is gone: the first step that needs a choice, with a note`, () => {
      checkBookAgainPlan(order, [gone], bookAgainPlan(order, without(gone), FRESH, beforePickup));
    });
  }

  it('the pickup time has passed: details, to choose a new date', () => {
    checkBookAgainPlan(order, ['schedule'], bookAgainPlan(order, catalogToday, FRESH, afterPickup));
  });

  it('an instant order books again as instant whenever it is', () => {
    const instant = completedOrder({ programming: 'Instant', schedule: null });
    const plan = bookAgainPlan(instant, catalogToday, FRESH, afterPickup);
    checkBookAgainPlan(instant, [], plan);
    expect(plan.draft.selectedPrograming).toBe('Instant');
  });

  it('several things gone: the earliest step', () => {
    const both: BookAgainCatalog = { ...without('drop'), services: [], requirements: [] };
    checkBookAgainPlan(order, ['service', 'drop'], bookAgainPlan(order, both, FRESH, beforePickup));
    const late: BookAgainCatalog = { ...without('pickup'), transitInfo: { ...transitToday, trailers: [] } };
    checkBookAgainPlan(order, ['trailer', 'pickup'], bookAgainPlan(order, late, FRESH, beforePickup));
  });
});
