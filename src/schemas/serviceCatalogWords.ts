// The service catalog's words as the customer reads them: the seeded catalog (server/db/seedCatalog.ts)
// and the quote's own lines (server/service/pricing.ts) arrive from the API in English, as stored,
// and the drafts and orders keep them so (the option rules compare titles). These descriptors make
// them catalog ids, so a view shows them in the page's language (an exact id, or a quote line's
// template with its values); a word an operator adds later is shown as it came.
// Nothing imports this at run time: `npm run i18n` reads it, tests/schemas/serviceCatalogWords.test.ts
// keeps it equal to the seed.

/** Types of service, transportation types, modes, trailers, securing equipment, special requirements. */
export const SERVICE_CATALOG_WORDS = [
  /*i18n*/ { id: 'Northbound Service' },
  /*i18n*/ { id: 'Mexico to the United States: Mexican export clearance, US customs entry, bridge crossing and delivery.' },
  /*i18n*/ { id: 'Southbound Service' },
  /*i18n*/ { id: 'United States to Mexico: US export filing, Mexican customs (pedimento) entry, bridge crossing and delivery.' },
  // Codes, said as they are in Spanish too; ids so that every word on the screen is the catalog's.
  /*i18n*/ { id: 'FTL' },
  /*i18n*/ { id: 'LTL' },
  /*i18n*/ { id: 'Full truckload: a whole trailer for your freight, door to door.' },
  /*i18n*/ { id: 'Less than truckload: pay for the space your pallets use and share the trailer.' },
  /*i18n*/ { id: 'Dry Van' },
  /*i18n*/ { id: 'Flatbed' },
  /*i18n*/ { id: 'Reefer' },
  /*i18n*/ { id: 'Enclosed 53 ft trailer for palletised, boxed or general freight.' },
  /*i18n*/ { id: 'Open deck for machinery, steel, lumber and oversized loads.' },
  /*i18n*/ { id: 'Temperature-controlled trailer for produce, food and pharmaceuticals.' },
  /*i18n*/ { id: 'Shared enclosed trailer for palletised freight.' },
  /*i18n*/ { id: 'Shared open deck for freight loaded from the side or top.' },
  /*i18n*/ { id: 'Shared temperature-controlled trailer.' },
  /*i18n*/ { id: 'Chains' },
  /*i18n*/ { id: 'Straps' },
  /*i18n*/ { id: 'Tarps' },
  /*i18n*/ { id: '53 ft dry van trailer' },
  /*i18n*/ { id: '48 ft flatbed trailer' },
  /*i18n*/ { id: '53 ft reefer trailer' },
  /*i18n*/ { id: 'Customer-provided trailer' },
  /*i18n*/ { id: 'Grade 70 transport chains with binders, charged per chain.' },
  /*i18n*/ { id: 'Ratchet straps (4 in), charged per strap.' },
  /*i18n*/ { id: 'Heavy-duty lumber or steel tarps, charged per tarp.' },
  /*i18n*/ { id: 'Hazmat certified driver' },
  /*i18n*/ { id: 'Driver with a hazmat endorsement and placards. Hazardous cargo does not cross at the World Trade Bridge.' },
  /*i18n*/ { id: 'Team drivers' },
  /*i18n*/ { id: 'Two drivers alternate so the truck keeps moving: fastest transit for long full loads.' },
  /*i18n*/ { id: 'Liftgate' },
  /*i18n*/ { id: 'Trailer with a liftgate for docks without a loading ramp.' },
  /*i18n*/ { id: 'Temperature log' },
  /*i18n*/ { id: 'Continuous temperature record, handed over at delivery (Reefer only).' },
] as const;

/** Places with a name of their own in Spanish (ports, cities, states and zones not listed keep their names). */
export const PLACE_WORDS = [
  /*i18n*/ { id: 'Mexico City' },
  /*i18n*/ { id: 'Laredo metro' },
  /*i18n*/ { id: 'Monterrey metro' },
  /*i18n*/ { id: 'Otay Mesa Port of Entry' },
  /*i18n*/ { id: 'Nogales Mariposa Port of Entry' },
  /*i18n*/ { id: 'World Trade Bridge' },
  /*i18n*/ { id: 'Colombia Solidarity Bridge' },
  /*i18n*/ { id: 'Pharr–Reynosa International Bridge' },
  /*i18n*/ { id: 'Ysleta–Zaragoza Bridge' },
  // The countries routeErrors names ("… please choose pickup addresses in Mexico.").
  /*i18n*/ { id: 'Mexico' },
  /*i18n*/ { id: 'the United States' },
] as const;

/** The quote's lines other than catalog titles (computeQuote): a template's values are catalog words or numbers. */
export const QUOTE_LINE_WORDS = [
  /*i18n*/ { id: '{equipment} × {quantity}' },
  /*i18n*/ { id: 'Zone: {name}' },
  /*i18n*/ { id: 'Base price' },
  /*i18n*/ { id: 'Addresses outside zones × {count}' },
] as const;
