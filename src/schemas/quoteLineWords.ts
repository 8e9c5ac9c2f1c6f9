// The words of the price lines the server computes (server/service/pricing.ts), beside the catalog's
// own names. They are catalog ids with simple {holes}: a quote or an order keeps its lines in
// English, and each reader's language is found again from those words (translateMessage).

export const QUOTE_LINE_WORDS = {
  /** A securing equipment line: "Chains × 4". */
  equipment: /*i18n*/ '{equipment} × {quantity}',
  /** The priciest zone among the addresses: "Zone: Monterrey metro". */
  zone: /*i18n*/ 'Zone: {name}',
  basePrice: /*i18n*/ 'Base price',
  outsideZones: /*i18n*/ 'Addresses outside zones × {count}',
} as const;

