import type { Address } from '../schemas/addressBody.ts';
import type { CreateOrderBody } from '../schemas/orderBody.ts';
import type { DropDistancesRequest, QuoteRequest } from '../schemas/quote.ts';
import { SELECT_OPTION } from '../schemas/fieldRules.ts';
import type { SelectedItem, ServiceRequestDraft } from '../schemas/serviceRequestDraft.ts';

// The draft as the API reads it. Ids only: the server looks every price up itself.

const quantity = (value: ServiceRequestDraft['selectedQuantityChains']): number | undefined => (value === SELECT_OPTION ? undefined : value);

export function quoteRequestFromDraft(draft: ServiceRequestDraft): QuoteRequest {
  const quantities: { chains?: number; straps?: number; tarps?: number } = {};
  const chains = quantity(draft.selectedQuantityChains);
  const straps = quantity(draft.selectedQuantityStraps);
  const tarps = quantity(draft.selectedQuantityTarps);
  if (chains !== undefined) quantities.chains = chains;
  if (straps !== undefined) quantities.straps = straps;
  if (tarps !== undefined) quantities.tarps = tarps;
  return {
    serviceId: draft.selectedServiceItem._id,
    transportationTypeId: draft.selectedTypeOfTransportationItem._id,
    modeId: draft.selectedModeItem._id,
    portId: draft.selectedPortItem._id,
    specialRequirementIds: draft.selectedSpecialRequirementItems.map((i) => i._id),
    quantities,
    pickupAddressIds: draft.selectedPickupItems.map((i) => i._id),
    dropAddressIds: draft.selectedDropItems.map((i) => i._id),
    // The quote the request books: the server says whether its price applies (PricedQuote.quoted).
    ...(draft.quoteId ? { quoteId: draft.quoteId } : {}),
  } as QuoteRequest;
}

export function distancesRequestFromDraft(draft: ServiceRequestDraft): DropDistancesRequest {
  return { pickupAddressIds: draft.selectedPickupItems.map((i) => i._id), dropAddressIds: draft.selectedDropItems.map((i) => i._id) } as DropDistancesRequest;
}

export function orderRequestFromDraft(draft: ServiceRequestDraft): CreateOrderBody {
  const programming = draft.selectedPrograming === 'Schedule' ? 'Schedule' : 'Instant';
  return {
    ...quoteRequestFromDraft(draft),
    userReference: draft.userReference,
    trailerId: draft.trailer,
    programming,
    ...(programming === 'Schedule' ? { schedule: { date: draft.schedule.date, time: draft.schedule.time } } : {}),
  } as CreateOrderBody;
}

/** Which price a summary shows: the same key means the same quote request. */
export const quoteKey = (draft: ServiceRequestDraft): string => JSON.stringify(quoteRequestFromDraft(draft));

/** Which special requirements apply: they depend on the service, the transportation type and the port. */
export const requirementsKey = (draft: ServiceRequestDraft): string =>
  [draft.selectedServiceItem._id, draft.selectedTypeOfTransportationItem._id, draft.selectedPortItem._id].join('|');

/** An address as the draft keeps it: its id and what the customer reads. */
export const addressLabel = (a: Address): SelectedItem => ({ _id: a._id, title: `${a.addressDetails.buildinName}, ${a.addressDetails.city}` });

/**
 * The draft with these choices. An order created from the old choices no longer matches: the
 * draft forgets it (the next payment creates one from the new choices). Unchanged choices keep it.
 */
export function changeDraft(draft: ServiceRequestDraft, patch: Partial<Omit<ServiceRequestDraft, 'movementId'>>): ServiceRequestDraft {
  const keys = Object.keys(patch) as Array<keyof typeof patch>;
  const changed = keys.some((key) => JSON.stringify(patch[key]) !== JSON.stringify(draft[key]));
  return changed ? { ...draft, ...patch, movementId: null } : draft;
}
