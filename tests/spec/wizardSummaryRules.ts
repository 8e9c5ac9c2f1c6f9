/**
 * Spec oracle: the wizard's summary (step6) shows every choice, written from the feature request ("The summary
 * shows every choice (trailer, each special requirement with its price)") and DESIGN.md §2 (the
 * steps where each choice is made: service step1, crossing and equipment step2, reference, trailer,
 * special requirements and programming step3, addresses step5). Not read from wizardDisplay.ts.
 */
import { expect } from 'vitest';
import { money } from './oracle';
import type { AnyMachineSnapshot } from 'xstate';

interface Row {
  readonly label: string;
  readonly value: string;
  readonly step: string;
}

const QUANTITY = { chains: 'selectedQuantityChains', straps: 'selectedQuantityStraps', tarps: 'selectedQuantityTarps' } as const;

/** On the summary, `rows` (what the page lists) hold each choice of the draft, in words, with the step that changes it. */
export function checkWizardSummary(snapshot: AnyMachineSnapshot, rows: readonly Row[]): void {
  if (!snapshot.matches('step6')) return;
  const { draft, transitInfo, requirements } = snapshot.context;
  const row = (label: string): Row => {
    const found = rows.find((r) => r.label === label);
    expect(found, `[issue 13.4] the summary shows ${label}`).toBeDefined();
    return found!;
  };
  const shows = (label: string, value: string, step: string) => expect(row(label), `[issue 13.4] ${label} on the summary`).toEqual({ label, value, step });
  shows('Type of service', draft.selectedServiceItem.title, 'step1');
  shows('Crossing', draft.selectedPortItem.title, 'step2');
  expect(row('Equipment').value).toContain(draft.selectedTypeOfTransportationItem.title);
  expect(row('Equipment').value).toContain(draft.selectedModeItem.title);
  expect(row('Equipment').step).toBe('step2');
  shows('User reference', draft.userReference, 'step3');
  // The trailer by its name in today's catalog (the draft holds its id, never shown: nothing until the catalog is in).
  const trailer = transitInfo?.trailers.find((t: { _id: string }) => t._id === draft.trailer);
  shows('Trailer', trailer ? trailer.title : '', 'step3');

  const special = row('Special requirements');
  expect(special.step).toBe('step3');
  const chosen: ReadonlyArray<{ _id: string; title: string; equipmentKey?: string | null }> = draft.selectedSpecialRequirementItems;
  if (chosen.length === 0) expect(special.value, '[issue 13.4] no special requirement').toBe('None');
  for (const item of chosen) {
    expect(special.value, `[issue 13.4] ${item.title} on the summary`).toContain(item.title);
    const price = requirements?.value.find((r: { _id: string }) => r._id === item._id)?.price ?? 0;
    if (price > 0) expect(special.value, `[issue 13.4] ${item.title} with its price`).toContain(`${item.title} (${money(price)})`);
    const kit = transitInfo?.securingEquipment.find((e: { key: string }) => e.key === item.equipmentKey);
    const quantity = item.equipmentKey ? draft[QUANTITY[item.equipmentKey as keyof typeof QUANTITY]] : undefined;
    if (kit && typeof quantity === 'number') {
      expect(special.value, `[issue 13.4] ${kit.title}: how many, and what they cost`).toContain(`${kit.title} × ${quantity} (${money(quantity * kit.unitPrice)})`);
      // Said once: not "Chains, Chains × 4 ($72.00)" for a requirement named after its equipment.
      if (kit.title === item.title && price === 0) expect(special.value.split(' · ').filter((part: string) => part.includes(item.title)), `${item.title} said once`).toEqual([`${kit.title} × ${quantity} (${money(quantity * kit.unitPrice)})`]);
    }
  }

  const programming = row('Programming');
  expect(programming.step).toBe('step3');
  if (draft.selectedPrograming === 'Schedule') {
    expect(programming.value, 'the scheduled pickup time').toContain(draft.schedule.time);
    expect(programming.value).not.toMatch(/^Instant/);
  } else expect(programming.value, 'an instant pickup').toMatch(/^Instant/);
  shows('Pickup', draft.selectedPickupItems.map((i: { title: string }) => i.title).join(' · '), 'step5');
  shows('Drop', draft.selectedDropItems.map((i: { title: string }) => i.title).join(' · '), 'step5');
  expect(rows.map((r) => r.label), 'every choice once').toHaveLength(new Set(rows.map((r) => r.label)).size);
}
