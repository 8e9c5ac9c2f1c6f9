import type { Kysely, Selectable } from 'kysely';
import type { Address } from '../../src/schemas/addressBody.ts';
import { Messages } from '../../src/schemas/messages.ts';
import type { OrderQuantities } from '../../src/schemas/order.ts';
import { fitsMode } from '../../src/schemas/optionFit.ts';
import type { DropDistances, DropDistancesRequest, Quantities, Quote, QuoteRequest } from '../../src/schemas/quote.ts';
import type { EquipmentKey, SpecialRequirement } from '../../src/schemas/serviceCatalog.ts';
import type { FieldErrors } from '../../src/schemas/validate.ts';
import type { Database } from '../db/Database.ts';
import type { ModesTable } from '../db/serviceTables.ts';
import { HttpError } from '../http/HttpError.ts';
import { resolveRouteAddresses, routePoint } from './addresses.ts';
import {
  applicableRequirements,
  priceZones,
  pricingSettings,
  resolveChoice,
  resolveMode,
  toSpecialRequirement,
  type Choice,
  type RequirementRow,
  type ResolvedChoice,
} from './catalog.ts';
import type { LatLng } from './geo.ts';
import { computeDistances, computeQuote } from './pricing.ts';

// A decoded quote request checked against the catalog and the company's address book: what the
// quote, the route and an order are computed from. Every problem is a 400 with all field messages.

export interface Selection extends PricedChoice {
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

/** What the special requirements of a request are checked from: its choice, the ids and the quantities. */
export interface RequirementsRequest extends Choice {
  readonly specialRequirementIds: readonly string[];
  readonly quantities: Quantities;
}

/** The chosen special requirements (in catalog order) and the units of their equipment only. */
export interface ChosenRequirements {
  readonly specialRequirements: readonly RequirementRow[];
  readonly quantities: OrderQuantities;
}

/**
 * The special requirements a request chooses among those offered for its choice, and the units
 * of their equipment: an id not offered adds `specialRequirementIds.<index>` to `errors`, a chosen
 * equipment without its quantity `quantities.<key>`. None while the choice is unknown (`choice`
 * undefined: its own fields already say why).
 */
export async function resolveRequirements(
  db: Kysely<Database>,
  choice: ResolvedChoice | undefined,
  request: RequirementsRequest,
  errors: FieldErrors,
): Promise<ChosenRequirements> {
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
  return { specialRequirements: chosen, quantities };
}

/**
 * Options fit the mode (src/schemas/optionFit.ts): no reefer trailer or temperature log with a Dry
 * Van. A known trailer, or a chosen requirement, made for another mode adds its field's message to `errors`.
 */
export function checkOptionsFit(
  modeTitle: string,
  trailer: { readonly id: string; readonly title: string } | undefined,
  specialRequirementIds: readonly string[],
  chosen: readonly RequirementRow[],
  errors: FieldErrors,
): void {
  if (trailer !== undefined && !fitsMode(trailer.id, modeTitle)) errors.trailerId = Messages.optionDoesNotFit(trailer.title, modeTitle);
  specialRequirementIds.forEach((id, index) => {
    const requirement = chosen.find((r) => r.id === id);
    if (requirement !== undefined && !fitsMode(id, modeTitle)) errors[`specialRequirementIds.${index}`] = Messages.optionDoesNotFit(requirement.title, modeTitle);
  });
}

/**
 * Resolves a quote request. `errors` may already hold messages of the caller's own fields (they
 * are answered together); throws 400 when anything is wrong.
 */
export async function resolveSelection(db: Kysely<Database>, companyId: string, request: QuoteRequest, errors: FieldErrors = {}): Promise<Selection> {
  const choice = await resolveChoice(db, request, errors);
  const mode = await resolveMode(db, request.modeId, request.transportationTypeId, errors);
  const { specialRequirements, quantities } = await resolveRequirements(db, choice, request, errors);
  const { pickups, drops } = await resolveRouteAddresses(db, companyId, request, errors);
  failOnErrors(errors);
  return { ...choice!, mode: mode!, specialRequirements, quantities, pickups: pickups!, drops: drops! };
}

/** What a price depends on besides the addresses: a resolved choice, its mode and its requirements. */
export interface PricedChoice extends ResolvedChoice, ChosenRequirements {
  readonly mode: Selectable<ModesTable>;
}

/** The server's price of a resolved choice for these distinct addresses (see pricing.ts for the rule). */
export async function priceOf(db: Kysely<Database>, choice: PricedChoice, addresses: readonly LatLng[]): Promise<Quote> {
  const [zones, settings] = [await priceZones(db), await pricingSettings(db)];
  return computeQuote(
    {
      service: { title: choice.service.title, priceCents: choice.service.price_cents },
      transportationType: { title: choice.transportationType.title, priceCents: choice.transportationType.price_cents },
      mode: { title: choice.mode.title, priceCents: choice.mode.price_cents },
      specialRequirements: choice.specialRequirements,
      quantities: choice.quantities,
      addresses,
    },
    zones,
    settings,
  );
}

/** The server's price of a resolved selection. */
export async function quoteOf(db: Kysely<Database>, selection: Selection): Promise<Quote> {
  // Ids are unique per side and a pickup is never a drop: these are distinct addresses.
  return priceOf(db, selection, [...selection.pickups, ...selection.drops].map((a) => a.addressDetails));
}

/**
 * The special requirements offered for a choice of service, transportation type and port, as the
 * wizard lists them (400 naming each unknown id).
 */
export async function offeredRequirements(db: Kysely<Database>, choice: Choice): Promise<SpecialRequirement[]> {
  const errors: FieldErrors = {};
  await resolveChoice(db, choice, errors);
  failOnErrors(errors);
  return (await applicableRequirements(db, choice)).map(toSpecialRequirement);
}

export const distancesOf = (route: Route): DropDistances => computeDistances(route.pickups.map(routePoint), route.drops.map(routePoint));
