import type { TransitInfo } from '../schemas/serviceCatalog.ts';
import type { ServiceRequestDraft } from '../schemas/serviceRequestDraft.ts';
import { formatDate } from '../services/dateText.ts';

// What the wizard shows of dates and money. Dates are shown as dateText.ts writes them (English month names, const.locale).

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatCents = (cents: number): string => usd.format(cents / 100);

export function formatSchedule(programming: string, schedule: { date: string; time: string }): string {
  if (programming !== 'Schedule') return 'Instant: as soon as a carrier accepts';
  return `${formatDate(schedule.date)} at ${schedule.time}`;
}

/** A quantity's price where it is chosen: '$25.00 each' or '$25.00 each · $100.00 for 4'. */
export function equipmentPriceNote(unitPrice: number, quantity: unknown): string {
  const each = `${formatCents(unitPrice)} each`;
  // A select's value arrives as text.
  const count = typeof quantity === 'string' && /^\d+$/.test(quantity) ? Number(quantity) : quantity;
  return typeof count === 'number' && count > 0 ? `${each} · ${formatCents(unitPrice * count)} for ${count}` : each;
}

export interface ChosenRequirement {
  readonly title: string;
  /** The requirement's own price (cents), then its securing equipment's, if it uses one. */
  readonly price: number;
  readonly equipment: { readonly title: string; readonly quantity: number; readonly total: number } | null;
}

/**
 * Each chosen special requirement with what it costs, for the summary: its own price and, when it
 * secures the load with equipment, that equipment's quantity at its unit price. Prices are the
 * catalog's; the total charged is still the server's quote.
 */
export function chosenRequirements(
  chosen: ReadonlyArray<{ readonly _id: string; readonly title: string; readonly equipmentKey?: string | null }>,
  catalog: ReadonlyArray<{ readonly _id: string; readonly price: number }>,
  equipment: ReadonlyArray<{ readonly key: string; readonly title: string; readonly unitPrice: number }>,
  quantities: Readonly<Record<string, unknown>>,
): ChosenRequirement[] {
  return chosen.map((item) => {
    const price = catalog.find((r) => r._id === item._id)?.price ?? 0;
    const kit = item.equipmentKey ? equipment.find((e) => e.key === item.equipmentKey) : undefined;
    const quantity = kit ? quantities[kit.key] : undefined;
    return {
      title: item.title,
      price,
      equipment: kit && typeof quantity === 'number' ? { title: kit.title, quantity, total: quantity * kit.unitPrice } : null,
    };
  });
}

/**
 * A requirement and its equipment, each said once: "Chains × 4 ($72.00)" when the equipment bears
 * the requirement's name and the requirement has no price of its own; otherwise both, as
 * "Load secured with straps, Straps × 4 ($60.00)".
 */
function requirementText(r: ChosenRequirement): string {
  const own = r.price > 0 ? `${r.title} (${formatCents(r.price)})` : r.title;
  if (!r.equipment) return own;
  const equipment = `${r.equipment.title} × ${r.equipment.quantity} (${formatCents(r.equipment.total)})`;
  return r.price === 0 && r.equipment.title === r.title ? equipment : `${own}, ${equipment}`;
}

/** One line of the summary (step6): what was chosen, and the step that changes it. */
export interface SummaryRow {
  readonly label: string;
  readonly value: string;
  readonly step: 'step1' | 'step2' | 'step3' | 'step5';
}

/** The summary's choices, in the customer's words (every choice, each requirement with its price). */
export function summaryRows(
  draft: ServiceRequestDraft,
  transitInfo: Pick<TransitInfo, 'trailers' | 'securingEquipment'> | null,
  catalog: ReadonlyArray<{ readonly _id: string; readonly price: number }>,
): SummaryRow[] {
  const trailer = transitInfo?.trailers.find((t) => t._id === draft.trailer)?.title ?? draft.trailer;
  const requirements = chosenRequirements(draft.selectedSpecialRequirementItems, catalog, transitInfo?.securingEquipment ?? [], {
    chains: draft.selectedQuantityChains,
    straps: draft.selectedQuantityStraps,
    tarps: draft.selectedQuantityTarps,
  });
  const requirementsText = requirements.map(requirementText).join(' · ') || 'None';
  return [
    { label: 'Type of service', value: draft.selectedServiceItem.title, step: 'step1' },
    { label: 'Crossing', value: draft.selectedPortItem.title, step: 'step2' },
    { label: 'Equipment', value: `${draft.selectedTypeOfTransportationItem.title} · ${draft.selectedModeItem.title}`, step: 'step2' },
    { label: 'User reference', value: draft.userReference, step: 'step3' },
    { label: 'Trailer', value: trailer, step: 'step3' },
    { label: 'Special requirements', value: requirementsText, step: 'step3' },
    { label: 'Programming', value: formatSchedule(draft.selectedPrograming, draft.schedule), step: 'step3' },
    { label: 'Pickup', value: draft.selectedPickupItems.map((i) => i.title).join(' · '), step: 'step5' },
    { label: 'Drop', value: draft.selectedDropItems.map((i) => i.title).join(' · '), step: 'step5' },
  ];
}
