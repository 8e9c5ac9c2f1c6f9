import { describe, expect, it } from 'vitest';
import { chosenRequirements, equipmentPriceNote, summaryRows } from '../../src/machines/wizardDisplay';
import { defaultDraft } from '../../src/schemas/defaultDraft';

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

describe('the summary says each requirement once', () => {
  // The seed's catalog: the Chains requirement has no price of its own and is priced by its chains.
  const transitInfo = { trailers: [], securingEquipment: [{ key: 'chains' as const, title: 'Chains', unitPrice: 1_800 }, { key: 'straps' as const, title: 'Straps', unitPrice: 600 }] };
  const special = (items: Array<{ _id: string; title: string; equipmentKey: 'chains' | 'straps' | null }>, catalog: Array<{ _id: string; price: number }>) =>
    summaryRows({ ...defaultDraft(), selectedSpecialRequirementItems: items, selectedQuantityChains: 4, selectedQuantityStraps: 2 }, transitInfo, catalog).find((r) => r.label === 'Special requirements')!.value;

  it('Chains × 4, not "Chains, Chains × 4"', () => {
    expect(special([{ _id: 'chains', title: 'Chains', equipmentKey: 'chains' }], [{ _id: 'chains', price: 0 }])).toBe('Chains × 4 ($72.00)');
  });

  it('a requirement with its own name or its own price keeps both parts', () => {
    expect(special([{ _id: 'secured', title: 'Load secured with straps', equipmentKey: 'straps' }], [{ _id: 'secured', price: 0 }])).toBe('Load secured with straps, Straps × 2 ($12.00)');
    expect(special([{ _id: 'chains', title: 'Chains', equipmentKey: 'chains' }], [{ _id: 'chains', price: 500 }])).toBe('Chains ($5.00), Chains × 4 ($72.00)');
    expect(
      special(
        [
          { _id: 'chains', title: 'Chains', equipmentKey: 'chains' },
          { _id: 'hazmat', title: 'Hazmat certified driver', equipmentKey: null },
        ],
        [
          { _id: 'chains', price: 0 },
          { _id: 'hazmat', price: 25_000 },
        ],
      ),
    ).toBe('Chains × 4 ($72.00) · Hazmat certified driver ($250.00)');
  });
});
