import { fromPromise } from 'xstate';
import type { Address, AddressBody } from '../schemas/addressBody.ts';
import { defaultDraft } from '../schemas/defaultDraft.ts';
import type { Order } from '../schemas/order.ts';
import type { SpecialRequirement, TransitInfo, TypeOfService } from '../schemas/serviceCatalog.ts';
import type { ServiceRequestDraft } from '../schemas/serviceRequestDraft.ts';
import { can, CAPABILITY_REFUSALS } from '../schemas/teamRoles.ts';
import { authApi } from '../services/authApi.ts';
import { readDraft } from '../services/draftStorage.ts';
import { ApiError } from '../services/http.ts';
import { quoteApi } from '../services/quoteApi.ts';
import { serviceApi } from '../services/serviceApi.ts';
import { bookAgainPlan, type BookAgainPlan } from './bookAgain.ts';
import { quotePlan } from './quotePlan.ts';
import { distancesRequestFromDraft, orderRequestFromDraft, quoteKey, quoteRequestFromDraft, requirementsKey } from './orderRequest.ts';
import { paymentMachine } from './paymentMachine.ts';
import type { Restored } from './restoreWizard.ts';
import type { AddressBook, BookAgainData, DetailsData, DetailsDataInput, Keyed, SummaryData, SummaryDataInput } from './serviceRequestContext.ts';

// The wizard's calls to the server and to the saved draft (the paths replace them with their answers).

/** The special requirements of the draft's service, crossing and transport: the ones held, if still for this choice. */
function requirementsOf(draft: ServiceRequestDraft, held: Keyed<readonly SpecialRequirement[]> | null): Promise<Keyed<readonly SpecialRequirement[]>> | Keyed<readonly SpecialRequirement[]> {
  const key = requirementsKey(draft);
  if (held?.key === key) return held;
  return serviceApi
    .specialRequirements({ serviceId: draft.selectedServiceItem._id, transportationTypeId: draft.selectedTypeOfTransportationItem._id, portId: draft.selectedPortItem._id })
    .then((value) => ({ key, value }));
}

/**
 * What Book again and Book this check a past choice against: today's catalog (the requirements of
 * the choice's route, [] when that route is gone), the address book and a fresh reference.
 */
async function todayFor(choice: { serviceId: string; transportationTypeId: string; portId: string }) {
  const [services, transitInfo, pickups, drops, reference] = await Promise.all([
    serviceApi.typesOfService(),
    serviceApi.transitInfo(),
    serviceApi.addresses('pickup'),
    serviceApi.addresses('drop'),
    serviceApi.suggestReference(),
  ]);
  const routeExists =
    services.some((s) => s._id === choice.serviceId) &&
    transitInfo.ports.some((p) => p._id === choice.portId) &&
    transitInfo.typesOfTransportation.some((t) => t._id === choice.transportationTypeId);
  const requirements = routeExists ? await serviceApi.specialRequirements(choice) : [];
  return { services, transitInfo, requirements, addressBook: { pickups, drops }, reference, routeExists };
}

/** A plan's draft with the catalog it was checked against, as the wizard keeps them. */
const prefilled = (plan: BookAgainPlan, today: Awaited<ReturnType<typeof todayFor>>): BookAgainData => ({
  ...plan,
  services: today.services,
  transitInfo: today.transitInfo,
  requirements: today.routeExists ? { key: requirementsKey(plan.draft), value: today.requirements } : null,
  addressBook: today.addressBook,
});

export const serviceRequestActors = {
    /**
     * Book again: the past order, then today's catalog, address book and a fresh
     * reference, checked choice by choice (bookAgain.ts). The price is not here: step6 asks for it.
     */
    prefillFromOrder: fromPromise<BookAgainData, { movementId: string }>(async ({ input }) => {
      const order = await serviceApi.order(input.movementId);
      const today = await todayFor({ serviceId: order.service._id, transportationTypeId: order.transportationType._id, portId: order.port._id });
      return prefilled(bookAgainPlan(order, today, today.reference), today);
    }),
    /**
     * Book this: the instant quote (public: anyone with its id), then today's catalog, address book
     * and a fresh reference, checked as Book again checks a past order (quotePlan.ts). The price is
     * the summary's: it asks with the quote's id and the server says whether the quote still holds.
     */
    prefillFromQuote: fromPromise<BookAgainData, { quoteId: string }>(async ({ input }) => {
      const quote = await quoteApi.quote(input.quoteId);
      const today = await todayFor({ serviceId: quote.service._id, transportationTypeId: quote.transportationType._id, portId: quote.port._id });
      return prefilled(quotePlan(quote, today, today.reference), today);
    }),
    /** The profile as the server has it now: an admin may have verified the company since sign-in, and a role that may not request is refused (403). */
    checkVerification: fromPromise<boolean>(async () => {
      const profile = await authApi.getProfile();
      if (!can(profile.accessLevel, 'services.request')) throw new ApiError(403, CAPABILITY_REFUSALS['services.request']);
      return profile.verifyByAdmin;
    }),
    // A saved draft is decoded with its schema (Effect), loaded only when there is one: a first
    // visit's wizard loads no Effect.
    restoreDraft: fromPromise<Restored>(async () => {
      const saved = readDraft();
      if (saved === null) return { step: 'step1', draft: defaultDraft() };
      return (await import('./restoreWizard.ts')).restoreWizard(saved);
    }),
    loadServices: fromPromise<readonly TypeOfService[]>(() => serviceApi.typesOfService()),
    loadTransitInfo: fromPromise<TransitInfo>(() => serviceApi.transitInfo()),
    /** step3 needs trailers, the requirements that apply to the choice, and (once) a suggested reference. */
    loadDetails: fromPromise<DetailsData, DetailsDataInput>(async ({ input }) => {
      const [transitInfo, requirements, suggestedReference] = await Promise.all([
        input.transitInfo ?? serviceApi.transitInfo(),
        requirementsOf(input.draft, input.requirements),
        input.suggestedReference ?? (input.draft.userReference === '' ? serviceApi.suggestReference() : null),
      ]);
      return { transitInfo, requirements, suggestedReference };
    }),
    checkReference: fromPromise<void, { userReference: string }>(({ input }) => serviceApi.validateReference(input.userReference)),
    loadAddressBook: fromPromise<AddressBook>(async () => {
      const [pickups, drops] = await Promise.all([serviceApi.addresses('pickup'), serviceApi.addresses('drop')]);
      return { pickups, drops };
    }),
    saveAddress: fromPromise<Address, { addressId: string | null; body: AddressBody }>(({ input }) =>
      input.addressId ? serviceApi.updateAddress(input.addressId, input.body) : serviceApi.createAddress(input.body),
    ),
    /** The price and distances of the draft, and (once) the catalog the summary names the choices with. */
    loadSummary: fromPromise<SummaryData, SummaryDataInput>(async ({ input }) => {
      const [quote, distances, transitInfo, requirements] = await Promise.all([
        serviceApi.quote(quoteRequestFromDraft(input.draft)),
        serviceApi.dropDistances(distancesRequestFromDraft(input.draft)),
        input.transitInfo ?? serviceApi.transitInfo(),
        requirementsOf(input.draft, input.requirements),
      ]);
      return { summary: { key: quoteKey(input.draft), value: { quote, distances } }, transitInfo, requirements };
    }),
    createOrder: fromPromise<Order, { draft: ServiceRequestDraft }>(({ input }) => serviceApi.createOrder(orderRequestFromDraft(input.draft))),
    loadOrder: fromPromise<Order, { movementId: string }>(({ input }) => serviceApi.order(input.movementId)),
    /** Paying the order exactly once, card typed into the provider's fields (paymentMachine.ts). */
    payment: paymentMachine,
};
