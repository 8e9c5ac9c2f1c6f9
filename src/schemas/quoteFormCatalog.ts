import type { Country } from './serviceCatalog.ts';

// The quote form's choices as the catalog is seeded (server/db/seedCatalog.ts; tests/schemas/
// quoteFormCatalog.test.ts keeps them equal): the landing's plain quote form and the prerendered
// /quote draw them before any script runs or any call answers. Ids and English titles, which are
// catalog ids (shown in the page's language); /quote replaces them with the live catalog once it loads.

type Titled = { readonly id: string; readonly title: { readonly id: string } };

export interface QuoteFormCatalog {
  readonly services: readonly Titled[];
  readonly transportationTypes: ReadonlyArray<Titled & { readonly modes: readonly Titled[] }>;
  readonly ports: ReadonlyArray<Titled & { readonly city: string }>;
  readonly trailers: readonly Titled[];
  /** Cities keep their names, but for the one with a Spanish name of its own (a catalog id). */
  readonly cities: ReadonlyArray<{ readonly id: string; readonly name: string; readonly state: string; readonly country: Country }>;
}

const MEXICO_CITY = /*i18n*/ { id: 'Mexico City' };

export const QUOTE_FORM_CATALOG: QuoteFormCatalog = {
  services: [
    { id: 'northbound', title: /*i18n*/ { id: 'Northbound Service' } },
    { id: 'southbound', title: /*i18n*/ { id: 'Southbound Service' } },
  ],
  transportationTypes: [
    {
      id: 'ftl',
      title: /*i18n*/ { id: 'FTL' },
      modes: [
        { id: 'ftl-dry-van', title: /*i18n*/ { id: 'Dry Van' } },
        { id: 'ftl-flatbed', title: /*i18n*/ { id: 'Flatbed' } },
        { id: 'ftl-reefer', title: /*i18n*/ { id: 'Reefer' } },
      ],
    },
    {
      id: 'ltl',
      title: /*i18n*/ { id: 'LTL' },
      modes: [
        { id: 'ltl-dry-van', title: /*i18n*/ { id: 'Dry Van' } },
        { id: 'ltl-flatbed', title: /*i18n*/ { id: 'Flatbed' } },
        { id: 'ltl-reefer', title: /*i18n*/ { id: 'Reefer' } },
      ],
    },
  ],
  ports: [
    { id: 'world-trade-bridge', title: /*i18n*/ { id: 'World Trade Bridge' }, city: 'Laredo, TX' },
    { id: 'colombia-solidarity-bridge', title: /*i18n*/ { id: 'Colombia Solidarity Bridge' }, city: 'Laredo, TX' },
    { id: 'pharr-reynosa-bridge', title: /*i18n*/ { id: 'Pharr–Reynosa International Bridge' }, city: 'Pharr, TX' },
    { id: 'ysleta-zaragoza-bridge', title: /*i18n*/ { id: 'Ysleta–Zaragoza Bridge' }, city: 'El Paso, TX' },
    { id: 'otay-mesa', title: /*i18n*/ { id: 'Otay Mesa Port of Entry' }, city: 'San Diego, CA' },
    { id: 'nogales-mariposa', title: /*i18n*/ { id: 'Nogales Mariposa Port of Entry' }, city: 'Nogales, AZ' },
  ],
  trailers: [
    { id: 'dry-van-53', title: /*i18n*/ { id: '53 ft dry van trailer' } },
    { id: 'flatbed-48', title: /*i18n*/ { id: '48 ft flatbed trailer' } },
    { id: 'reefer-53', title: /*i18n*/ { id: '53 ft reefer trailer' } },
    { id: 'customer-provided', title: /*i18n*/ { id: 'Customer-provided trailer' } },
  ],
  cities: [
    { id: 'laredo-tx', name: 'Laredo', state: 'Texas', country: 'US' },
    { id: 'nuevo-laredo-tamps', name: 'Nuevo Laredo', state: 'Tamaulipas', country: 'MX' },
    { id: 'monterrey-nl', name: 'Monterrey', state: 'Nuevo León', country: 'MX' },
    { id: 'saltillo-coah', name: 'Saltillo', state: 'Coahuila', country: 'MX' },
    { id: 'dallas-tx', name: 'Dallas', state: 'Texas', country: 'US' },
    { id: 'houston-tx', name: 'Houston', state: 'Texas', country: 'US' },
    { id: 'san-antonio-tx', name: 'San Antonio', state: 'Texas', country: 'US' },
    { id: 'el-paso-tx', name: 'El Paso', state: 'Texas', country: 'US' },
    { id: 'ciudad-juarez-chih', name: 'Ciudad Juárez', state: 'Chihuahua', country: 'MX' },
    { id: 'chihuahua-chih', name: 'Chihuahua', state: 'Chihuahua', country: 'MX' },
    { id: 'san-diego-ca', name: 'San Diego', state: 'California', country: 'US' },
    { id: 'tijuana-bc', name: 'Tijuana', state: 'Baja California', country: 'MX' },
    { id: 'nogales-az', name: 'Nogales', state: 'Arizona', country: 'US' },
    { id: 'nogales-son', name: 'Nogales', state: 'Sonora', country: 'MX' },
    { id: 'hermosillo-son', name: 'Hermosillo', state: 'Sonora', country: 'MX' },
    { id: 'mcallen-tx', name: 'McAllen', state: 'Texas', country: 'US' },
    { id: 'reynosa-tamps', name: 'Reynosa', state: 'Tamaulipas', country: 'MX' },
    { id: 'queretaro-qro', name: 'Querétaro', state: 'Querétaro', country: 'MX' },
    { id: 'mexico-city-cdmx', name: MEXICO_CITY.id, state: 'Ciudad de México', country: 'MX' },
    { id: 'guadalajara-jal', name: 'Guadalajara', state: 'Jalisco', country: 'MX' },
  ],
};
