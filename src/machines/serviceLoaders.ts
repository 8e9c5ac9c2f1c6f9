import type { DropDistancesRequest, QuoteRequest } from '../schemas/quote.ts';
import { serviceApi } from '../services/serviceApi.ts';
import { createLoader } from './loaderMachine.ts';

// The wizard's server data, one loader each (see loaderMachine).
export const typesOfServiceLoader = createLoader('typesOfService', () => serviceApi.typesOfService());
export const transitInfoLoader = createLoader('transitInfo', () => serviceApi.transitInfo());
export const specialRequirementsLoader = createLoader('specialRequirements', (choice: { portId: string; transportationTypeId: string; serviceId: string }) =>
  serviceApi.specialRequirements(choice),
);
export const referenceLoader = createLoader('reference', () => serviceApi.suggestReference());
export const addressBookLoader = createLoader('addressBook', async () => {
  const [pickups, drops] = await Promise.all([serviceApi.addresses('pickup'), serviceApi.addresses('drop')]);
  return { pickups, drops };
});
export const summaryLoader = createLoader('summary', async (request: { quote: QuoteRequest; distances: DropDistancesRequest }) => {
  const [quote, distances] = await Promise.all([serviceApi.quote(request.quote), serviceApi.dropDistances(request.distances)]);
  return { quote, distances };
});
