import type { Kysely, Selectable } from 'kysely';
import type { Address } from '../../src/schemas/addressBody.ts';
import { Messages } from '../../src/schemas/messages.ts';
import type { OrderQuantities } from '../../src/schemas/order.ts';
import type { DropDistances, DropDistancesRequest, Quote, QuoteRequest } from '../../src/schemas/quote.ts';
import type { EquipmentKey } from '../../src/schemas/serviceCatalog.ts';
import type { FieldErrors } from '../../src/schemas/validate.ts';
import type { Database } from '../db/Database.ts';
import type { ModesTable } from '../db/serviceTables.ts';
import { HttpError } from '../http/HttpError.ts';
import { resolveRouteAddresses, routePoint } from './addresses.ts';
import { applicableRequirements, priceZones, pricingSettings, resolveChoice, resolveMode, type RequirementRow, type ResolvedChoice } from './catalog.ts';
import { computeDistances, computeQuote } from './pricing.ts';

// A decoded quote request checked against the catalog and the company's address book: what the
// quote, the route and an order are computed from. Every problem is a 400 with all field messages.

export interface Selection extends ResolvedChoice {
  readonly mode: Selectable<ModesTable>;
  /** Chosen, in catalog order. */
  readonly specialRequirements: readonly RequirementRow[];
  /** Units of the chosen requirements' equipment only. */
  readonly quantities: OrderQuantities;
  readonly pickups: readonly Address[];
  readonly drops: readonly Address[];
}

const quantityMessages: Record<EquipmentKey, string> = {
  chains: Messages.chainsQuantity,
  straps: Messages.strapsQuantity,
  tarps: Messages.tarpsQuantity,
};

/** Throws the 400 of `errors` (message: the first field's) unless empty. */
export function failOnErrors(errors: FieldErrors): void {
  const first = Object.values(errors)[0];
  if (first !== undefined) throw new HttpError(400, first, errors);
}

export interface Route {
  readonly pickups: readonly Address[];
  readonly drops: readonly Address[];
}

/** The pickups and drops of the company named by the request (400 for unknown, foreign or wrong-type ids). */
export async function resolveRoute(db: Kysely<Database>, companyId: string, request: DropDistancesRequest, errors: FieldErrors = {}): Promise<Route> {
  const { pickups, drops } = await resolveRouteAddresses(db, companyId, request, errors);
  failOnErrors(errors);
  return { pickups: pickups!, drops: drops! };
}

/**
 * Resolves a quote request. `errors` may already hold messages of the caller's own fields (they
 * are answered together); throws 400 when anything is wrong.
 */
export async function resolveSelection(db: Kysely<Database>, companyId: string, request: QuoteRequest, errors: FieldErrors = {}): Promise<Selection> {
  const choice = await resolveChoice(db, request, errors);
  const mode = await resolveMode(db, request.modeId, request.transportationTypeId, errors);

  let chosen: RequirementRow[] = [];
  const quantities: { -readonly [K in EquipmentKey]?: number } = {};
  if (choice !== undefined) {
    const offered = new Map((await applicableRequirements(db, request)).map((r, position) => [r.id, { r, position }]));
    request.specialRequirementIds.forEach((id, index) => {
      if (!offered.has(id)) errors[`specialRequirementIds.${index}`] = Messages.specialRequirementUnavailable;
    });
    chosen = request.specialRequirementIds
      .flatMap((id) => {
        const found = offered.get(id);
        return found === undefined ? [] : [found];
      })
      .sort((a, b) => a.position - b.position)
      .map(({ r }) => r);
    for (const requirement of chosen) {
      if (requirement.equipment === null) continue;
      const { key } = requirement.equipment;
      const quantity = request.quantities[key];
      if (quantity === undefined || quantity === null) errors[`quantities.${key}`] = quantityMessages[key];
      else quantities[key] = quantity;
    }
  }

  const { pickups, drops } = await resolveRouteAddresses(db, companyId, request, errors);
  failOnErrors(errors);
  return { ...choice!, mode: mode!, specialRequirements: chosen, quantities, pickups: pickups!, drops: drops! };
}

/** The server's price of a resolved selection (see pricing.ts for the rule). */
export async function quoteOf(db: Kysely<Database>, selection: Selection): Promise<Quote> {
  const [zones, settings] = [await priceZones(db), await pricingSettings(db)];
  return computeQuote(
    {
      service: { title: selection.service.title, priceCents: selection.service.price_cents },
      transportationType: { title: selection.transportationType.title, priceCents: selection.transportationType.price_cents },
      mode: { title: selection.mode.title, priceCents: selection.mode.price_cents },
      specialRequirements: selection.specialRequirements,
      quantities: selection.quantities,
      // Ids are unique per side and a pickup is never a drop: these are distinct addresses.
      addresses: [...selection.pickups, ...selection.drops].map((a) => a.addressDetails),
    },
    zones,
    settings,
  );
}

export const distancesOf = (route: Route): DropDistances => computeDistances(route.pickups.map(routePoint), route.drops.map(routePoint));
