import type { Insertable, Kysely } from 'kysely';
import type { Database } from './Database.ts';
import type {
  CitiesTable,
  ModesTable,
  PortsTable,
  SecuringEquipmentTable,
  SpecialRequirementsTable,
  TrailersTable,
  TransportationTypesTable,
  TypesOfServiceTable,
  ZonesTable,
} from './serviceTables.ts';

// The service catalog: the reference data every wizard step reads, seeded at start-up into an
// empty database (idempotent). Prices are US cents; coordinates are the real ones (WGS 84).

export const TYPES_OF_SERVICE: ReadonlyArray<Insertable<TypesOfServiceTable>> = [
  {
    id: 'northbound',
    title: 'Northbound Service',
    description: 'Mexico to the United States: Mexican export clearance, US customs entry, bridge crossing and delivery.',
    price_cents: 45_000,
    position: 1,
  },
  {
    id: 'southbound',
    title: 'Southbound Service',
    description: 'United States to Mexico: US export filing, Mexican customs (pedimento) entry, bridge crossing and delivery.',
    price_cents: 42_000,
    position: 2,
  },
];

export const TRANSPORTATION_TYPES: ReadonlyArray<Insertable<TransportationTypesTable>> = [
  { id: 'ftl', title: 'FTL', description: 'Full truckload: a whole trailer for your freight, door to door.', price_cents: 85_000, position: 1 },
  { id: 'ltl', title: 'LTL', description: 'Less than truckload: pay for the space your pallets use and share the trailer.', price_cents: 32_000, position: 2 },
];

export const MODES: ReadonlyArray<Insertable<ModesTable>> = [
  { id: 'ftl-dry-van', transportation_type_id: 'ftl', title: 'Dry Van', description: 'Enclosed 53 ft trailer for palletised, boxed or general freight.', price_cents: 15_000, position: 1 },
  { id: 'ftl-flatbed', transportation_type_id: 'ftl', title: 'Flatbed', description: 'Open deck for machinery, steel, lumber and oversized loads.', price_cents: 22_000, position: 2 },
  { id: 'ftl-reefer', transportation_type_id: 'ftl', title: 'Reefer', description: 'Temperature-controlled trailer for produce, food and pharmaceuticals.', price_cents: 35_000, position: 3 },
  { id: 'ltl-dry-van', transportation_type_id: 'ltl', title: 'Dry Van', description: 'Shared enclosed trailer for palletised freight.', price_cents: 6_000, position: 1 },
  { id: 'ltl-flatbed', transportation_type_id: 'ltl', title: 'Flatbed', description: 'Shared open deck for freight loaded from the side or top.', price_cents: 9_000, position: 2 },
  { id: 'ltl-reefer', transportation_type_id: 'ltl', title: 'Reefer', description: 'Shared temperature-controlled trailer.', price_cents: 14_000, position: 3 },
];

export const PORTS: ReadonlyArray<Insertable<PortsTable>> = [
  { id: 'world-trade-bridge', title: 'World Trade Bridge', city: 'Laredo, TX', latitude: 27.5994, longitude: -99.5336, position: 1 },
  { id: 'colombia-solidarity-bridge', title: 'Colombia Solidarity Bridge', city: 'Laredo, TX', latitude: 27.7003, longitude: -99.7447, position: 2 },
  { id: 'pharr-reynosa-bridge', title: 'Pharr–Reynosa International Bridge', city: 'Pharr, TX', latitude: 26.0659, longitude: -98.1834, position: 3 },
  { id: 'ysleta-zaragoza-bridge', title: 'Ysleta–Zaragoza Bridge', city: 'El Paso, TX', latitude: 31.6729, longitude: -106.3358, position: 4 },
  { id: 'otay-mesa', title: 'Otay Mesa Port of Entry', city: 'San Diego, CA', latitude: 32.5501, longitude: -116.9386, position: 5 },
  { id: 'nogales-mariposa', title: 'Nogales Mariposa Port of Entry', city: 'Nogales, AZ', latitude: 31.3367, longitude: -110.9729, position: 6 },
];

export const SECURING_EQUIPMENT: ReadonlyArray<Insertable<SecuringEquipmentTable>> = [
  { key: 'chains', title: 'Chains', unit_price_cents: 1_800, position: 1 },
  { key: 'straps', title: 'Straps', unit_price_cents: 600, position: 2 },
  { key: 'tarps', title: 'Tarps', unit_price_cents: 2_500, position: 3 },
];

export const TRAILERS: ReadonlyArray<Insertable<TrailersTable>> = [
  { id: 'dry-van-53', title: '53 ft dry van trailer', position: 1 },
  { id: 'flatbed-48', title: '48 ft flatbed trailer', position: 2 },
  { id: 'reefer-53', title: '53 ft reefer trailer', position: 3 },
  { id: 'customer-provided', title: 'Customer-provided trailer', position: 4 },
];

export const CITIES: ReadonlyArray<Insertable<CitiesTable>> = [
  { id: 'laredo-tx', name: 'Laredo', state: 'Texas', country: 'US', latitude: 27.5306, longitude: -99.4803 },
  { id: 'nuevo-laredo-tamps', name: 'Nuevo Laredo', state: 'Tamaulipas', country: 'MX', latitude: 27.4779, longitude: -99.5496 },
  { id: 'monterrey-nl', name: 'Monterrey', state: 'Nuevo León', country: 'MX', latitude: 25.6866, longitude: -100.3161 },
  { id: 'saltillo-coah', name: 'Saltillo', state: 'Coahuila', country: 'MX', latitude: 25.4232, longitude: -101.0053 },
  { id: 'dallas-tx', name: 'Dallas', state: 'Texas', country: 'US', latitude: 32.7767, longitude: -96.797 },
  { id: 'houston-tx', name: 'Houston', state: 'Texas', country: 'US', latitude: 29.7604, longitude: -95.3698 },
  { id: 'san-antonio-tx', name: 'San Antonio', state: 'Texas', country: 'US', latitude: 29.4241, longitude: -98.4936 },
  { id: 'el-paso-tx', name: 'El Paso', state: 'Texas', country: 'US', latitude: 31.7619, longitude: -106.485 },
  { id: 'ciudad-juarez-chih', name: 'Ciudad Juárez', state: 'Chihuahua', country: 'MX', latitude: 31.6904, longitude: -106.4245 },
  { id: 'chihuahua-chih', name: 'Chihuahua', state: 'Chihuahua', country: 'MX', latitude: 28.632, longitude: -106.0691 },
  { id: 'san-diego-ca', name: 'San Diego', state: 'California', country: 'US', latitude: 32.7157, longitude: -117.1611 },
  { id: 'tijuana-bc', name: 'Tijuana', state: 'Baja California', country: 'MX', latitude: 32.5149, longitude: -117.0382 },
  { id: 'nogales-az', name: 'Nogales', state: 'Arizona', country: 'US', latitude: 31.3404, longitude: -110.9343 },
  { id: 'nogales-son', name: 'Nogales', state: 'Sonora', country: 'MX', latitude: 31.3086, longitude: -110.9422 },
  { id: 'hermosillo-son', name: 'Hermosillo', state: 'Sonora', country: 'MX', latitude: 29.0729, longitude: -110.9559 },
  { id: 'mcallen-tx', name: 'McAllen', state: 'Texas', country: 'US', latitude: 26.2034, longitude: -98.23 },
  { id: 'reynosa-tamps', name: 'Reynosa', state: 'Tamaulipas', country: 'MX', latitude: 26.0508, longitude: -98.2979 },
  { id: 'queretaro-qro', name: 'Querétaro', state: 'Querétaro', country: 'MX', latitude: 20.5888, longitude: -100.3899 },
  { id: 'mexico-city-cdmx', name: 'Mexico City', state: 'Ciudad de México', country: 'MX', latitude: 19.4326, longitude: -99.1332 },
  { id: 'guadalajara-jal', name: 'Guadalajara', state: 'Jalisco', country: 'MX', latitude: 20.6597, longitude: -103.3496 },
].map((city, index) => ({ ...city, country: city.country as 'US' | 'MX', position: index + 1 }));

export const SPECIAL_REQUIREMENTS: ReadonlyArray<Insertable<SpecialRequirementsTable>> = [
  { id: 'chains', title: 'Chains', description: 'Grade 70 transport chains with binders, charged per chain.', price_cents: 0, equipment_key: 'chains', position: 1 },
  { id: 'straps', title: 'Straps', description: 'Ratchet straps (4 in), charged per strap.', price_cents: 0, equipment_key: 'straps', position: 2 },
  { id: 'tarps', title: 'Tarps', description: 'Heavy-duty lumber or steel tarps, charged per tarp.', price_cents: 0, equipment_key: 'tarps', position: 3 },
  {
    id: 'hazmat-driver',
    title: 'Hazmat certified driver',
    description: 'Driver with a hazmat endorsement and placards. Hazardous cargo does not cross at the World Trade Bridge.',
    price_cents: 25_000,
    position: 4,
  },
  {
    id: 'team-drivers',
    title: 'Team drivers',
    description: 'Two drivers alternate so the truck keeps moving: fastest transit for long full loads.',
    price_cents: 40_000,
    transportation_type_id: 'ftl',
    position: 5,
  },
  {
    id: 'liftgate',
    title: 'Liftgate',
    description: 'Trailer with a liftgate for docks without a loading ramp.',
    price_cents: 7_500,
    transportation_type_id: 'ltl',
    position: 6,
  },
  {
    id: 'temperature-log',
    title: 'Temperature log',
    description: 'Continuous temperature record, handed over at delivery (Reefer only).',
    price_cents: 5_000,
    position: 7,
  },
];

/** Ports each special requirement is limited to (absent: every port). */
export const SPECIAL_REQUIREMENT_PORTS: Readonly<Record<string, readonly string[]>> = {
  // Laredo's hazardous cargo crosses at the Colombia Solidarity Bridge, not the World Trade Bridge.
  'hazmat-driver': ['colombia-solidarity-bridge', 'pharr-reynosa-bridge', 'ysleta-zaragoza-bridge', 'otay-mesa', 'nogales-mariposa'],
};

export const ZONES: ReadonlyArray<Insertable<ZonesTable>> = [
  { id: 'laredo-metro', name: 'Laredo metro', latitude: 27.5036, longitude: -99.5075, radius_km: 25, price_cents: 12_000, position: 1 },
  { id: 'monterrey-metro', name: 'Monterrey metro', latitude: 25.6866, longitude: -100.3161, radius_km: 35, price_cents: 18_000, position: 2 },
  { id: 'el-paso-juarez', name: 'El Paso–Juárez', latitude: 31.7262, longitude: -106.4548, radius_km: 30, price_cents: 15_000, position: 3 },
  { id: 'tijuana-san-diego', name: 'Tijuana–San Diego', latitude: 32.6153, longitude: -117.0997, radius_km: 35, price_cents: 20_000, position: 4 },
];

export const PRICING_SETTINGS = { base_price_cents: 9_500, per_address_price_cents: 4_500 } as const;

/**
 * Fills an empty catalog (the first start of a database); returns the rows it added, 0 when the
 * catalog already exists. A catalog an operator has edited is never touched. Concurrent starts
 * are safe: every insert skips rows that exist.
 */
export async function seedCatalog(db: Kysely<Database>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const seeded = await trx.selectFrom('types_of_service').select('id').limit(1).executeTakeFirst();
    if (seeded !== undefined) return 0;
    let added = 0;
    const count = (result: ReadonlyArray<{ numInsertedOrUpdatedRows?: bigint }>): void => {
      for (const r of result) added += Number(r.numInsertedOrUpdatedRows ?? 0n);
    };
    type ById = 'types_of_service' | 'transportation_types' | 'modes' | 'ports' | 'trailers' | 'cities' | 'special_requirements' | 'zones';
    const byId = async (table: ById, rows: ReadonlyArray<{ id: string }>): Promise<void> =>
      count(
        await trx
          .insertInto(table)
          .values(rows as never)
          .onConflict((oc) => oc.column('id').doNothing())
          .execute(),
      );

    await byId('types_of_service', TYPES_OF_SERVICE);
    await byId('transportation_types', TRANSPORTATION_TYPES);
    await byId('modes', MODES);
    await byId('ports', PORTS);
    count(await trx.insertInto('securing_equipment').values([...SECURING_EQUIPMENT]).onConflict((oc) => oc.column('key').doNothing()).execute());
    await byId('trailers', TRAILERS);
    await byId('cities', CITIES);
    await byId('special_requirements', SPECIAL_REQUIREMENTS);
    const limits = Object.entries(SPECIAL_REQUIREMENT_PORTS).flatMap(([requirement, ports]) =>
      ports.map((port) => ({ special_requirement_id: requirement, port_id: port })),
    );
    count(
      await trx
        .insertInto('special_requirement_ports')
        .values(limits)
        .onConflict((oc) => oc.columns(['special_requirement_id', 'port_id']).doNothing())
        .execute(),
    );
    await byId('zones', ZONES);
    count(await trx.insertInto('pricing_settings').values({ ...PRICING_SETTINGS }).onConflict((oc) => oc.column('id').doNothing()).execute());
    return added;
  });
}
