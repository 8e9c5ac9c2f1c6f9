import type { CreateOrderBody } from '../schemas/order.ts';
import type { DropDistancesRequest, QuoteRequest } from '../schemas/quote.ts';
import { SELECT_OPTION } from '../schemas/fields.ts';
import type { ServiceRequestDraft } from '../schemas/serviceRequestDraft.ts';

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
