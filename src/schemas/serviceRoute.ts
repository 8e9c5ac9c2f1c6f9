import { BrowserMessages } from './browserMessages.ts';
import type { Country } from './serviceCatalog.ts';

// Which way each service crosses the border: a Northbound order goes from Mexico to the US, a
// Southbound one from the US to Mexico. Read by the wizard (step5's Next) and by the server when it
// creates an order; a service not listed here crosses either way.

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

export type RouteErrors = {
  pickupAddressIds?: string;
  dropAddressIds?: string;
};

/** The messages of the sides whose addresses are not where the service picks up or delivers (empty when the route fits). */
export function routeErrors(
  service: { readonly _id: string; readonly title: string },
  pickups: ReadonlyArray<{ readonly country: Country }>,
  drops: ReadonlyArray<{ readonly country: Country }>,
): RouteErrors {
  const route = SERVICE_ROUTES[service._id];
  if (route === undefined) return {};
  const errors: RouteErrors = {};
  if (pickups.some((a) => a.country !== route.pickups)) errors.pickupAddressIds = BrowserMessages.pickupsOutsideOrigin(service.title, COUNTRY_NAMES[route.pickups]);
  if (drops.some((a) => a.country !== route.drops)) errors.dropAddressIds = BrowserMessages.dropsOutsideDestination(service.title, COUNTRY_NAMES[route.drops]);
  return errors;
}
