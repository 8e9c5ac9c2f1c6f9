import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { QUOTE_HOLD_HOURS, QUOTE_ID_PATTERN, QUOTE_INCLUSION_WORDS, type InstantQuote, type InstantQuoteRequest } from '../../src/schemas/instantQuote.ts';
import { Messages } from '../../src/schemas/messages.ts';
import type { City } from '../../src/schemas/serviceCatalog.ts';
import { COUNTRY_NAMES, SERVICE_ROUTES } from '../../src/schemas/serviceRoute.ts';
import type { FieldErrors } from '../../src/schemas/validate.ts';
import type { Database } from '../db/Database.ts';
import type { InstantQuotePayload } from '../db/serviceTables.ts';
import { fill } from '../i18n/serverI18n.ts';
import { resolveChoice, resolveMode, resolveTrailer, toCity } from './catalog.ts';
import { haversineKm, roundKm } from './geo.ts';
import { checkOptionsFit, failOnErrors, priceOf, resolveRequirements } from './selection.ts';

// The instant quote (a price before signing up): the wizard's choice with a city on each side
// instead of saved addresses, priced by the same engine as the wizard (one address in each city
// costs the same), kept QUOTE_HOLD_HOURS under a random id. Nothing about who asked is stored.

const item = (row: { readonly id: string; readonly title: string }) => ({ _id: row.id, title: row.title });

/** The two catalog cities a request names; an unknown id adds its field's message to `errors`. */
async function resolveCities(db: Kysely<Database>, request: InstantQuoteRequest, errors: FieldErrors): Promise<{ pickup: City | undefined; drop: City | undefined }> {
  const rows = await db.selectFrom('cities').selectAll().where('id', 'in', [request.pickupCityId, request.dropCityId]).execute();
  const byId = new Map(rows.map((row) => [row.id, toCity(row)]));
  const pickup = byId.get(request.pickupCityId);
  const drop = byId.get(request.dropCityId);
  if (pickup === undefined) errors.pickupCityId = Messages.cityUnknown;
  if (drop === undefined) errors.dropCityId = Messages.cityUnknown;
  return { pickup, drop };
}

/** A route the service runs: a Northbound quote picks up in Mexico and delivers to the US, Southbound the other way. */
function checkCityRoute(service: { readonly id: string; readonly title: string }, pickup: City | undefined, drop: City | undefined, errors: FieldErrors): void {
  const route = SERVICE_ROUTES[service.id];
  if (route === undefined) return;
  if (pickup !== undefined && pickup.country !== route.pickups) errors.pickupCityId = Messages.pickupCityOutsideOrigin(service.title, COUNTRY_NAMES[route.pickups]);
  if (drop !== undefined && drop.country !== route.drops) errors.dropCityId = Messages.dropCityOutsideDestination(service.title, COUNTRY_NAMES[route.drops]);
}

/**
 * The price of a decoded request, as it would be stored: every id resolved against the catalog,
 * options fitting the mode, a route the service runs (else 400 with every field's message at once),
 * then the wizard's price for one pickup address in the pickup city and one drop address in the drop city.
 */
export async function priceInstantQuote(db: Kysely<Database>, request: InstantQuoteRequest): Promise<InstantQuotePayload> {
  const errors: FieldErrors = {};
  const choice = await resolveChoice(db, request, errors);
  const mode = await resolveMode(db, request.modeId, request.transportationTypeId, errors);
  const trailer = await resolveTrailer(db, request.trailerId, errors);
  const chosen = await resolveRequirements(db, choice, request, errors);
  const cities = await resolveCities(db, request, errors);
  if (mode !== undefined) checkOptionsFit(mode.title, trailer, request.specialRequirementIds, chosen.specialRequirements, errors);
  if (choice !== undefined) checkCityRoute(choice.service, cities.pickup, cities.drop, errors);
  failOnErrors(errors);
  const [pickupCity, dropCity] = [cities.pickup!, cities.drop!];
  const { service, transportationType, port } = choice!;

  const at = (city: City) => ({ latitude: city.lat, longitude: city.lng });
  const quote = await priceOf(db, { service, transportationType, port, mode: mode!, ...chosen }, [at(pickupCity), at(dropCity)]);
  return {
    service: item(service),
    transportationType: item(transportationType),
    mode: item(mode!),
    port: item(port),
    trailer: item(trailer!),
    specialRequirements: chosen.specialRequirements.map(item),
    quantities: chosen.quantities,
    pickupCity,
    dropCity,
    pickupDate: request.pickupDate,
    quote,
    // English catalog words, as a quote's lines: each reader's language is found again from them.
    includes: [
      service.description,
      fill(QUOTE_INCLUSION_WORDS.route, { pickup: pickupCity.name, drop: dropCity.name }),
      fill(QUOTE_INCLUSION_WORDS.crossing, { port: port.title }),
      QUOTE_INCLUSION_WORDS.tracking,
    ],
    // As a route's leg (computeDistances): great-circle kilometres to one decimal.
    distanceKm: roundKm(haversineKm(at(pickupCity), at(dropCity))),
  };
}

interface InstantQuoteRow {
  readonly id: string;
  readonly payload: InstantQuotePayload;
  readonly created_at: Date;
  readonly expires_at: Date;
  readonly expired: boolean;
}

const toInstantQuote = (row: InstantQuoteRow): InstantQuote => ({
  id: row.id,
  ...row.payload,
  createdAt: row.created_at.toISOString(),
  validUntil: row.expires_at.toISOString(),
  expired: row.expired,
});

/** Prices a decoded request and keeps it for QUOTE_HOLD_HOURS under a new random id; nothing is stored when pricing refuses (400). */
export async function createInstantQuote(db: Kysely<Database>, request: InstantQuoteRequest): Promise<InstantQuote> {
  const payload = await priceInstantQuote(db, request);
  const row = await db
    .insertInto('instant_quotes')
    .values({
      id: randomBytes(16).toString('base64url'),
      payload: JSON.stringify(payload),
      total_cents: payload.quote.total,
      // One statement: now() is the created_at default's instant too.
      expires_at: sql<Date>`now() + make_interval(hours => ${QUOTE_HOLD_HOURS}::int)`,
    })
    .returning(['id', 'payload', 'created_at', 'expires_at'])
    .executeTakeFirstOrThrow();
  return toInstantQuote({ ...row, expired: false });
}

/** The quote of this id, expired or not (on the database clock); undefined for a malformed or unknown id. */
export async function findInstantQuote(db: Kysely<Database>, id: string): Promise<InstantQuote | undefined> {
  if (!QUOTE_ID_PATTERN.test(id)) return undefined;
  const row = await db
    .selectFrom('instant_quotes')
    .select(['id', 'payload', 'created_at', 'expires_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('id', '=', id)
    .executeTakeFirst();
  return row === undefined ? undefined : toInstantQuote(row);
}

/**
 * The operator ends a quote's hold now (a price given in error, a catalog mistake): the quote stays
 * readable, expired, and a customer booking it is priced today. Undefined for an unknown id.
 */
export async function endQuoteHold(db: Kysely<Database>, id: string): Promise<InstantQuote | undefined> {
  if (!QUOTE_ID_PATTERN.test(id)) return undefined;
  await db.updateTable('instant_quotes').set({ expires_at: sql<Date>`least(expires_at, now())` }).where('id', '=', id).execute();
  return findInstantQuote(db, id);
}
