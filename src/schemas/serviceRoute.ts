import { BrowserMessages } from './browserMessages.ts';
import type { Country } from './serviceCatalog.ts';
import { COUNTRY_NAMES, SERVICE_ROUTES } from './serviceRoutes.ts';

export { COUNTRY_NAMES, SERVICE_ROUTES, type ServiceRoute } from './serviceRoutes.ts';

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
