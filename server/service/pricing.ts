import type { DropDistances, DropLeg, Quote, QuoteLine } from '../../src/schemas/quote.ts';
import { CURRENCY, type EquipmentKey } from '../../src/schemas/serviceCatalog.ts';
import { QUOTE_LINE_WORDS } from '../../src/schemas/quoteLineWords.ts';
import { fill } from '../i18n/serverI18n.ts';
import { haversineKm, roundKm, type LatLng } from './geo.ts';

// The price rule (DESIGN §2), on the server only. Every amount is an integer number of US cents.
//
//   total = type of service price
//         + type of transportation price
//         + mode price
//         + Σ over chosen special requirements linked to securing equipment: quantity × unit price
//         + Σ chosen special-requirement prices
//         + address part
//
// Address part, over the distinct chosen addresses (pickups and drops together). The two cases
// ADD UP, they do not exclude each other:
//   - if at least one address lies inside a zone (haversine distance to the zone's centre ≤ its
//     radius), the HIGHEST price among the zones that contain any chosen address, once, plus the
//     base price, once;
//   - plus, for every address that lies inside no zone, the per-address price.
//   So all addresses in zones: highest zone + base; none in a zone: n × per-address; a mix: both.
//
// The quote lists one line per component with a non-zero amount, in the order above, e.g.
// 'Northbound Service', 'FTL', 'Dry Van', 'Straps × 4', 'Hazmat certified driver',
// 'Zone: Monterrey metro', 'Base price', 'Addresses outside zones × 1'; total = Σ lines.

export interface PricedItem {
  readonly title: string;
  readonly priceCents: number;
}

export interface PricedEquipment {
  readonly key: EquipmentKey;
  readonly title: string;
  readonly unitPriceCents: number;
}

export interface PricedRequirement extends PricedItem {
  /** Chains, Straps, Tarps: charged quantity × unit price on top of their own price. */
  readonly equipment: PricedEquipment | null;
}

export interface PriceZone extends LatLng {
  readonly name: string;
  readonly radiusKm: number;
  readonly priceCents: number;
}

export interface PricingSettings {
  readonly basePriceCents: number;
  readonly perAddressPriceCents: number;
}

export interface PriceInput {
  readonly service: PricedItem;
  readonly transportationType: PricedItem;
  readonly mode: PricedItem;
  /** In catalog order. */
  readonly specialRequirements: readonly PricedRequirement[];
  /** Units of each chosen requirement's equipment (1–10). */
  readonly quantities: Readonly<Partial<Record<EquipmentKey, number>>>;
  /** Distinct chosen addresses. */
  readonly addresses: readonly LatLng[];
}

export const inZone = (point: LatLng, zone: PriceZone): boolean => haversineKm(point, zone) <= zone.radiusKm;

/** The quote of a choice. `zones` in catalog order: among equally priced zones the first one names the line. */
export function computeQuote(input: PriceInput, zones: readonly PriceZone[], settings: PricingSettings): Quote {
  const lines: QuoteLine[] = [];
  const add = (label: string, amount: number): void => {
    if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`Invalid amount for ${label}: ${amount}`);
    if (amount > 0) lines.push({ label, amount });
  };

  add(input.service.title, input.service.priceCents);
  add(input.transportationType.title, input.transportationType.priceCents);
  add(input.mode.title, input.mode.priceCents);
  for (const requirement of input.specialRequirements) {
    if (requirement.equipment === null) continue;
    const quantity = input.quantities[requirement.equipment.key];
    if (quantity === undefined) throw new Error(`No quantity for ${requirement.equipment.key}`);
    add(fill(QUOTE_LINE_WORDS.equipment, { equipment: requirement.equipment.title, quantity }), quantity * requirement.equipment.unitPriceCents);
  }
  for (const requirement of input.specialRequirements) add(requirement.title, requirement.priceCents);

  let highest: PriceZone | undefined;
  let outside = 0;
  for (const address of input.addresses) {
    const containing = zones.filter((zone) => inZone(address, zone));
    if (containing.length === 0) outside++;
    for (const zone of containing) if (highest === undefined || zone.priceCents > highest.priceCents) highest = zone;
  }
  if (highest !== undefined) {
    add(fill(QUOTE_LINE_WORDS.zone, { name: highest.name }), highest.priceCents);
    add(QUOTE_LINE_WORDS.basePrice, settings.basePriceCents);
  }
  if (outside > 0) add(fill(QUOTE_LINE_WORDS.outsideZones, { count: outside }), outside * settings.perAddressPriceCents);

  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0), currency: CURRENCY };
}

export interface RoutePoint extends LatLng {
  readonly id: string;
  readonly label: string;
}

/**
 * The route: the pickups in the order given, then the drops in the order given; one leg per
 * consecutive pair, great-circle kilometres to one decimal; totalKm is the sum of the legs as shown.
 */
export function computeDistances(pickups: readonly RoutePoint[], drops: readonly RoutePoint[]): DropDistances {
  const stops = [...pickups, ...drops];
  const legs: DropLeg[] = [];
  for (let i = 1; i < stops.length; i++) {
    const from = stops[i - 1]!;
    const to = stops[i]!;
    legs.push({ fromId: from.id, toId: to.id, fromLabel: from.label, toLabel: to.label, km: roundKm(haversineKm(from, to)) });
  }
  return { legs, totalKm: roundKm(legs.reduce((sum, leg) => sum + leg.km, 0)) };
}
