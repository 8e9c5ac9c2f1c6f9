import type { Kysely, Selectable } from 'kysely';
import { Messages } from '../../src/schemas/messages.ts';
import type { City, SpecialRequirement, TransitInfo, TypeOfService } from '../../src/schemas/serviceCatalog.ts';
import type { FieldErrors } from '../../src/schemas/validate.ts';
import type { Database } from '../db/Database.ts';
import type { ModesTable, PortsTable, TransportationTypesTable, TypesOfServiceTable } from '../db/serviceTables.ts';
import type { PricedRequirement, PricingSettings, PriceZone } from './pricing.ts';

// Reads of the service catalog (server/db/seedCatalog.ts fills it). The lists customers read are
// read per request. What every quote and order looks up by id (services, types of transportation,
// ports, modes, trailers, special requirements, price zones, pricing settings) comes from an index of those small tables,
// read at most once per CATALOG_TTL_MS per database (seven of an order's fifteen
// statements). An operator's edit shows within that time, as a session ended in another process
// does (LiveSessionCache); nothing else is kept.

/** How long the by-id index of the catalog is used before it is read again. */
export const CATALOG_TTL_MS = 5_000;

export interface CatalogIndex {
  readonly services: ReadonlyMap<string, Selectable<TypesOfServiceTable>>;
  readonly transportationTypes: ReadonlyMap<string, Selectable<TransportationTypesTable>>;
  readonly ports: ReadonlyMap<string, Selectable<PortsTable>>;
  readonly modes: ReadonlyMap<string, Selectable<ModesTable>>;
  readonly trailers: ReadonlyMap<string, { readonly id: string; readonly title: string }>;
  /** In catalog order (position, id), each with where it is offered. */
  readonly specialRequirements: readonly OfferedRequirement[];
  readonly zones: readonly PriceZone[];
  readonly settings: PricingSettings;
}

const indexes = new WeakMap<Kysely<Database>, { readonly until: number; readonly index: Promise<CatalogIndex> }>();

/** A special requirement and where it is offered: null service or type is every one; no ports, every port. */
interface OfferedRequirement extends RequirementRow {
  readonly serviceId: string | null;
  readonly transportationTypeId: string | null;
  readonly portIds: ReadonlySet<string>;
}

async function readCatalogIndex(db: Kysely<Database>): Promise<CatalogIndex> {
  const [services, transportationTypes, ports, modes, trailers, requirements, requirementPorts, zones, settings] = await Promise.all([
    db.selectFrom('types_of_service').selectAll().execute(),
    db.selectFrom('transportation_types').selectAll().execute(),
    db.selectFrom('ports').selectAll().execute(),
    db.selectFrom('modes').selectAll().execute(),
    db.selectFrom('trailers').select(['id', 'title']).execute(),
    db
      .selectFrom('special_requirements as sr')
      .leftJoin('securing_equipment as se', 'se.key', 'sr.equipment_key')
      .select([
        'sr.id',
        'sr.title',
        'sr.description',
        'sr.price_cents',
        'sr.service_id',
        'sr.transportation_type_id',
        'se.key as equipment_key',
        'se.title as equipment_title',
        'se.unit_price_cents as equipment_unit_price_cents',
      ])
      .orderBy('sr.position')
      .orderBy('sr.id')
      .execute(),
    db.selectFrom('special_requirement_ports').select(['special_requirement_id', 'port_id']).execute(),
    readPriceZones(db),
    readPricingSettings(db),
  ]);
  const byId = <T extends { id: string }>(rows: readonly T[]) => new Map(rows.map((r) => [r.id, r]));
  const specialRequirements = requirements.map(
    (r): OfferedRequirement => ({
      id: r.id,
      title: r.title,
      description: r.description,
      priceCents: r.price_cents,
      equipment:
        r.equipment_key !== null && r.equipment_title !== null && r.equipment_unit_price_cents !== null
          ? { key: r.equipment_key, title: r.equipment_title, unitPriceCents: r.equipment_unit_price_cents }
          : null,
      serviceId: r.service_id,
      transportationTypeId: r.transportation_type_id,
      portIds: new Set(requirementPorts.filter((p) => p.special_requirement_id === r.id).map((p) => p.port_id)),
    }),
  );
  return { services: byId(services), transportationTypes: byId(transportationTypes), ports: byId(ports), modes: byId(modes), trailers: byId(trailers), specialRequirements, zones, settings };
}

/** The catalog by id: one read per CATALOG_TTL_MS and database, shared by the requests meanwhile; a failed read is not kept. */
export function catalogIndex(db: Kysely<Database>, now: number = Date.now()): Promise<CatalogIndex> {
  const held = indexes.get(db);
  if (held !== undefined && now < held.until) return held.index;
  const index = readCatalogIndex(db);
  indexes.set(db, { until: now + CATALOG_TTL_MS, index });
  index.catch(() => {
    if (indexes.get(db)?.index === index) indexes.delete(db);
  });
  return index;
}

export async function typesOfService(db: Kysely<Database>): Promise<TypeOfService[]> {
  const rows = await db.selectFrom('types_of_service').selectAll().orderBy('position').orderBy('id').execute();
  return rows.map((r) => ({ _id: r.id, title: r.title, description: r.description, price: r.price_cents }));
}

export const toCity = (r: Selectable<Database['cities']>): City => ({
  _id: r.id,
  name: r.name,
  state: r.state,
  country: r.country,
  lat: r.latitude,
  lng: r.longitude,
});

export async function transitInfo(db: Kysely<Database>): Promise<TransitInfo> {
  const [types, modes, ports, equipment, trailers, cities] = await Promise.all([
    db.selectFrom('transportation_types').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('modes').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('ports').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('securing_equipment').selectAll().orderBy('position').orderBy('key').execute(),
    db.selectFrom('trailers').selectAll().orderBy('position').orderBy('id').execute(),
    db.selectFrom('cities').selectAll().orderBy('position').orderBy('id').execute(),
  ]);
  return {
    typesOfTransportation: types.map((t) => ({
      _id: t.id,
      title: t.title,
      description: t.description,
      price: t.price_cents,
      modes: modes
        .filter((m) => m.transportation_type_id === t.id)
        .map((m) => ({ _id: m.id, title: m.title, description: m.description, price: m.price_cents })),
    })),
    ports: ports.map((p) => ({ _id: p.id, title: p.title, city: p.city, lat: p.latitude, lng: p.longitude })),
    securingEquipment: equipment.map((e) => ({ key: e.key, title: e.title, unitPrice: e.unit_price_cents })),
    trailers: trailers.map((t) => ({ _id: t.id, title: t.title })),
    cities: cities.map(toCity),
  };
}

export interface Choice {
  readonly serviceId: string;
  readonly transportationTypeId: string;
  readonly portId: string;
}

/** A special requirement with its securing equipment, as pricing needs it. */
export interface RequirementRow extends PricedRequirement {
  readonly id: string;
  readonly description: string;
}

/**
 * The special requirements offered for a choice of service, transportation type and port, in
 * catalog order: those of that service (or every service), that type (or every type) and that
 * port (or, listing no port, every port). From the catalog index.
 */
export async function applicableRequirements(db: Kysely<Database>, choice: Choice): Promise<RequirementRow[]> {
  return (await catalogIndex(db)).specialRequirements
    .filter(
      (r) =>
        (r.serviceId === null || r.serviceId === choice.serviceId) &&
        (r.transportationTypeId === null || r.transportationTypeId === choice.transportationTypeId) &&
        (r.portIds.size === 0 || r.portIds.has(choice.portId)),
    )
    .map(({ id, title, description, priceCents, equipment }) => ({ id, title, description, priceCents, equipment }));
}

export const toSpecialRequirement = (r: RequirementRow): SpecialRequirement => ({
  _id: r.id,
  title: r.title,
  description: r.description,
  price: r.priceCents,
  equipmentKey: r.equipment?.key ?? null,
});

export interface ResolvedChoice {
  readonly service: Selectable<TypesOfServiceTable>;
  readonly transportationType: Selectable<TransportationTypesTable>;
  readonly port: Selectable<PortsTable>;
}

/**
 * The catalog rows a choice names; each unknown id adds its field's message to `errors` (the
 * caller answers 400 with every message at once). undefined when any is unknown.
 */
export async function resolveChoice(db: Kysely<Database>, choice: Choice, errors: FieldErrors): Promise<ResolvedChoice | undefined> {
  const catalog = await catalogIndex(db);
  const service = catalog.services.get(choice.serviceId);
  const transportationType = catalog.transportationTypes.get(choice.transportationTypeId);
  const port = catalog.ports.get(choice.portId);
  if (service === undefined) errors.serviceId = Messages.serviceUnknown;
  if (transportationType === undefined) errors.transportationTypeId = Messages.transportationTypeUnknown;
  if (port === undefined) errors.portId = Messages.portUnknown;
  return service && transportationType && port ? { service, transportationType, port } : undefined;
}

/** The mode, when it belongs to the type of transportation. */
export async function resolveMode(
  db: Kysely<Database>,
  modeId: string,
  transportationTypeId: string,
  errors: FieldErrors,
): Promise<Selectable<ModesTable> | undefined> {
  const found = (await catalogIndex(db)).modes.get(modeId);
  const mode = found?.transportation_type_id === transportationTypeId ? found : undefined;
  if (mode === undefined) errors.modeId = Messages.modeUnknown;
  return mode;
}

/** The trailer, when the catalog has it; an unknown id adds `trailerId` to `errors`. */
export async function resolveTrailer(db: Kysely<Database>, trailerId: string, errors: FieldErrors): Promise<{ readonly id: string; readonly title: string } | undefined> {
  const trailer = (await catalogIndex(db)).trailers.get(trailerId);
  if (trailer === undefined) errors.trailerId = Messages.trailerUnknown;
  return trailer;
}

/** The price zones and settings a quote uses (from the catalog index). */
export async function priceZones(db: Kysely<Database>): Promise<readonly PriceZone[]> {
  return (await catalogIndex(db)).zones;
}

export async function pricingSettings(db: Kysely<Database>): Promise<PricingSettings> {
  return (await catalogIndex(db)).settings;
}

async function readPriceZones(db: Kysely<Database>): Promise<PriceZone[]> {
  const rows = await db.selectFrom('zones').selectAll().orderBy('position').orderBy('id').execute();
  return rows.map((z) => ({ name: z.name, latitude: z.latitude, longitude: z.longitude, radiusKm: z.radius_km, priceCents: z.price_cents }));
}

/** The base and per-address prices; a database without its catalog seeded is a deployment error. */
async function readPricingSettings(db: Kysely<Database>): Promise<PricingSettings> {
  const row = await db.selectFrom('pricing_settings').select(['base_price_cents', 'per_address_price_cents']).executeTakeFirst();
  if (row === undefined) throw new Error('pricing_settings is empty: the service catalog was not seeded (seedCatalog)');
  return { basePriceCents: row.base_price_cents, perAddressPriceCents: row.per_address_price_cents };
}
