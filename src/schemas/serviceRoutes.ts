import type { Country } from './serviceCatalog.ts';

// Which way each service crosses the border: a Northbound order goes from Mexico to the US, a
// Southbound one from the US to Mexico. Read by the wizard (step5's Next), the quote forms and the server
// when it creates an order; a service not listed here crosses either way. No messages here: the
// landing's quote form reads it in its first JS.

export interface ServiceRoute {
  /** Where every pickup must be. */
  readonly pickups: Country;
  /** Where every drop must be. */
  readonly drops: Country;
}

export const SERVICE_ROUTES: Readonly<Record<string, ServiceRoute>> = {
  northbound: { pickups: 'MX', drops: 'US' },
  southbound: { pickups: 'US', drops: 'MX' },
};

export const COUNTRY_NAMES: Readonly<Record<Country, string>> = { MX: 'Mexico', US: 'the United States' };
