import type { Address } from '../schemas/addressBody.ts';
import { BookAgainNotes } from '../schemas/bookAgain.ts';
import type { Order } from '../schemas/order.ts';
import { isScheduleInPast } from '../schemas/scheduleClock.ts';
import type { SpecialRequirement, TransitInfo, TypeOfService } from '../schemas/serviceCatalog.ts';
import { defaultDraft } from '../schemas/defaultDraft.ts';
import type { ServiceRequestDraft } from '../schemas/serviceRequestDraft.ts';
import { routeErrors } from '../schemas/serviceRoute.ts';
import { addressLabel } from './orderRequest.ts';

// Book again: a past order's choices as a new wizard draft, checked against today's
// catalog and address book. The price is never carried over: the summary asks the server again.

/** The steps Book again can open on: the summary, or the first one that needs the customer. */
export type BookAgainStep = 'step1' | 'step2' | 'step3' | 'step5' | 'step6';

export interface BookAgainCatalog {
  readonly services: readonly TypeOfService[];
  readonly transitInfo: TransitInfo;
  /** The special requirements of the order's service, crossing and transport today ([] when those are gone). */
  readonly requirements: readonly SpecialRequirement[];
  readonly addressBook: { readonly pickups: readonly Address[]; readonly drops: readonly Address[] };
}

export interface BookAgainPlan {
  readonly step: BookAgainStep;
  readonly draft: ServiceRequestDraft;
  /** What the customer reads on that step. */
  readonly note: string;
}

const QUANTITY_FIELDS = { chains: 'selectedQuantityChains', straps: 'selectedQuantityStraps', tarps: 'selectedQuantityTarps' } as const;

/** The choices an order or an instant quote holds, by catalog id (what Book again and Book this carry over). */
export interface CarriedChoices {
  readonly service: { readonly _id: string };
  readonly transportationType: { readonly _id: string };
  readonly mode: { readonly _id: string };
  readonly port: { readonly _id: string };
  readonly trailer: { readonly _id: string };
  readonly specialRequirements: ReadonlyArray<{ readonly _id: string }>;
  readonly quantities: { readonly chains?: number; readonly straps?: number; readonly tarps?: number };
}

type MutableDraft = { -readonly [K in keyof ServiceRequestDraft]: ServiceRequestDraft[K] };

/**
 * Copies into `draft` every choice of `choices` that today's catalog still offers, under today's
 * names, and says which groups came through whole: the service; the route (transportation, mode,
 * crossing); the details (the trailer and every special requirement).
 */
export function carryChoices(choices: CarriedChoices, catalog: BookAgainCatalog, draft: MutableDraft): { readonly service: boolean; readonly route: boolean; readonly details: boolean } {
  const service = catalog.services.find((s) => s._id === choices.service._id);
  if (service !== undefined) draft.selectedServiceItem = { _id: service._id, title: service.title };

  const transport = catalog.transitInfo.typesOfTransportation.find((t) => t._id === choices.transportationType._id);
  const mode = transport?.modes.find((m) => m._id === choices.mode._id);
  const port = catalog.transitInfo.ports.find((p) => p._id === choices.port._id);
  const routeKept = transport !== undefined && mode !== undefined && port !== undefined;
  if (routeKept) {
    draft.selectedTypeOfTransportationItem = { _id: transport._id, title: transport.title };
    draft.selectedModeItem = { _id: mode._id, title: mode.title };
    draft.selectedPortItem = { _id: port._id, title: port.title };
  }

  const trailer = catalog.transitInfo.trailers.find((t) => t._id === choices.trailer._id);
  if (trailer !== undefined) draft.trailer = trailer._id;
  const requirements = choices.specialRequirements.map((r) => catalog.requirements.find((now) => now._id === r._id));
  const kept = requirements.filter((r): r is SpecialRequirement => r !== undefined);
  draft.selectedSpecialRequirementItems = kept.map((r) => ({ _id: r._id, title: r.title, equipmentKey: r.equipmentKey }));
  for (const r of kept) {
    const quantity = r.equipmentKey === null ? undefined : choices.quantities[r.equipmentKey];
    if (r.equipmentKey !== null && quantity !== undefined) draft[QUANTITY_FIELDS[r.equipmentKey]] = quantity;
  }
  return { service: service !== undefined, route: routeKept, details: trailer !== undefined && kept.length === choices.specialRequirements.length };
}

/**
 * The new draft: every choice of `order` that still exists, under today's names, with `reference`
 * (a fresh one: a reference belongs to one order) and no order of its own yet.
 */
export function bookAgainPlan(order: Order, catalog: BookAgainCatalog, reference: string, now: Date = new Date()): BookAgainPlan {
  const id = order.movementId;
  const draft: MutableDraft = { ...defaultDraft(), userReference: reference };
  const carried = carryChoices(order, catalog, draft);

  // A past pickup time cannot be booked again: the date is asked afresh, the time kept as a hint.
  const schedulePassed = order.programming === 'Schedule' && order.schedule !== null && isScheduleInPast(order.schedule, now);
  draft.selectedPrograming = order.programming;
  if (order.programming === 'Schedule' && order.schedule !== null) draft.schedule = { date: schedulePassed ? '' : order.schedule.date, time: order.schedule.time };

  const find = (book: readonly Address[], kept: Address) => book.find((a) => a._id === kept._id);
  const pickups = order.pickups.map((a) => find(catalog.addressBook.pickups, a));
  const drops = order.drops.map((a) => find(catalog.addressBook.drops, a));
  const present = (list: ReadonlyArray<Address | undefined>) => list.filter((a): a is Address => a !== undefined);
  draft.selectedPickupItems = present(pickups).map(addressLabel);
  draft.selectedDropItems = present(drops).map(addressLabel);
  // Edited since into another country, an address may no longer fit the service's route.
  const route = routeErrors(draft.selectedServiceItem, present(pickups).map((a) => a.addressDetails), present(drops).map((a) => a.addressDetails));
  const addressesKept = !pickups.includes(undefined) && !drops.includes(undefined) && pickups.length > 0 && drops.length > 0 && Object.keys(route).length === 0;

  if (!carried.service) return { step: 'step1', draft, note: BookAgainNotes.serviceGone(id) };
  if (!carried.route) return { step: 'step2', draft, note: BookAgainNotes.routeGone(id) };
  if (!carried.details) return { step: 'step3', draft, note: BookAgainNotes.detailsGone(id) };
  if (schedulePassed) return { step: 'step3', draft, note: BookAgainNotes.schedulePassed(id) };
  if (!addressesKept) return { step: 'step5', draft, note: BookAgainNotes.addressesGone(id) };
  return { step: 'step6', draft, note: BookAgainNotes.ready(id) };
}
