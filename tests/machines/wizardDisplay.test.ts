import { describe, expect, it } from 'vitest';
import { chosenRequirements, equipmentPriceNote } from '../../src/machines/wizardDisplay';

// Issue "payments a customer can trust", point 4: every choice shows its price where it is made and
// on the summary. Expected strings are written out by hand.
describe('prices of the choices', () => {
  it('a quantity shows its unit price, and the sum once chosen', () => {
    expect(equipmentPriceNote(2_500, 'Select option')).toBe('$25.00 each');
    expect(equipmentPriceNote(2_500, 4)).toBe('$25.00 each · $100.00 for 4');
    expect(equipmentPriceNote(2_500, '4')).toBe('$25.00 each · $100.00 for 4');
  });

  it('each chosen requirement with its own price and its equipment at the chosen quantity', () => {
    const chosen = [
      { _id: 'straps', title: 'Load secured with straps', equipmentKey: 'straps' },
      { _id: 'hazmat', title: 'Hazmat certified driver', equipmentKey: null },
    ];
    const catalog = [
      { _id: 'straps', price: 0 },
      { _id: 'hazmat', price: 12_000 },
    ];
    const equipment = [
      { key: 'straps', title: 'Straps', unitPrice: 1_500 },
      { key: 'chains', title: 'Chains', unitPrice: 3_000 },
    ];
    expect(chosenRequirements(chosen, catalog, equipment, { straps: 4, chains: 'Select option' })).toEqual([
      { title: 'Load secured with straps', price: 0, equipment: { title: 'Straps', quantity: 4, total: 6_000 } },
      { title: 'Hazmat certified driver', price: 12_000, equipment: null },
    ]);
  });
});
