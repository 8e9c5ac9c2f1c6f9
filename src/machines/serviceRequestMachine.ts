import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Address, AddressBody } from '../schemas/addressBody.ts';
import { Messages } from '../schemas/messages.ts';
import type { Order } from '../schemas/order.ts';
import type { DropDistances, Quote } from '../schemas/quote.ts';
import { fitsMode } from '../schemas/optionFit.ts';
import type { SpecialRequirement, Trailer, TransitInfo, TypeOfService } from '../schemas/serviceCatalog.ts';
import { defaultDraft } from '../schemas/defaultDraft.ts';
import type { SelectedItem, ServiceRequestDraft, WizardStep } from '../schemas/serviceRequestDraft.ts';
import type { ServiceRequestDetailsForm } from '../schemas/serviceRequestForm.ts';
import { routeErrors } from '../schemas/serviceRoute.ts';
import { can, CAPABILITY_REFUSALS } from '../schemas/teamRoles.ts';
import { authApi } from '../services/authApi.ts';
import { readDraft, removeDraft, writeDraft } from '../services/draftStorage.ts';
import { ApiError, isApiError, submitFailure } from '../services/http.ts';
import { serviceApi } from '../services/serviceApi.ts';
import { bookAgainPlan, type BookAgainPlan, type BookAgainStep } from './bookAgain.ts';
import { paymentMachine } from './paymentMachine.ts';
import { addressLabel, changeDraft, distancesRequestFromDraft, orderRequestFromDraft, quoteKey, quoteRequestFromDraft, requirementsKey } from './orderRequest.ts';

/** The steps a saved draft can reopen on (the address sub-pages reopen on their list). */
export type { RestorableStep, Restored } from './restoreWizard.ts';
import type { RestorableStep, Restored } from './restoreWizard.ts';

export type StepDetails = Pick<
  ServiceRequestDetailsForm,
  'userReference' | 'trailer' | 'selectedPrograming' | 'selectedQuantityChains' | 'selectedQuantityStraps' | 'selectedQuantityTarps' | 'selectedSpecialRequirementItems'
> & { schedule: { date: string; time: string } };

export type AddressType = 'pickup' | 'drop';
export interface AddressBook {
  readonly pickups: readonly Address[];
  readonly drops: readonly Address[];
}
/** Server data is kept with the key of the choices it was asked for, and asked again only when they change. */
export interface Keyed<T> {
  readonly key: string;
  readonly value: T;
}
export interface Summary {
  readonly quote: Quote;
  readonly distances: DropDistances;
}

export interface ServiceRequestContext {
  /** spec guard.admin-verification: only a company the admin verified may request a service. Asked fresh on every visit. */
  readonly verifiedByAdmin: boolean;
  readonly draft: ServiceRequestDraft;
  /** step4 adds this kind of address; step8 edits this one. */
  readonly addressType: AddressType;
  readonly editingAddressId: string | null;
  /** Where the saved draft reopens. */
  readonly restoredStep: RestorableStep;
  /** step3's details while the server checks their reference. */
  readonly pendingDetails: StepDetails | null;
  // The catalog, loaded once per visit.
  readonly services: readonly TypeOfService[] | null;
  readonly transitInfo: TransitInfo | null;
  readonly requirements: Keyed<readonly SpecialRequirement[]> | null;
  /** A free reference the server suggests for a draft that has none yet. */
  readonly suggestedReference: string | null;
  readonly addressBook: AddressBook | null;
  /** The server's price and distances of the draft as it is (step6, and what checkout charges). */
  readonly summary: Keyed<Summary> | null;
  /** The order created for this draft (unpaid until captured). */
  readonly order: Order | null;
  /** The order paid on step7, for its link. */
  readonly paidMovementId: string | null;
  /** What went wrong in the current step: above the form, or beside its fields. */
  readonly error: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** issue 17.5: the past order this visit books again (the page's input), else null. */
  readonly bookAgainFrom: string | null;
  /** Where Book again opened and what it says there. */
  readonly bookAgain: { readonly from: string; readonly step: BookAgainStep; readonly note: string } | null;
  /** Options a change of mode removed from the draft, in the customer's words (shown on step3). */
  readonly optionNote: string | null;
}

/** How the page opens the wizard: Book again from a past order, or (null) the saved request. */
export type ServiceRequestInput = { readonly bookAgainFrom: string | null };

/** What Book again read: the new draft and where it opens, with the catalog it was checked against. */
export type BookAgainData = BookAgainPlan & {
  readonly services: readonly TypeOfService[];
  readonly transitInfo: TransitInfo;
  /** Null when the order's service or route is gone (the requirements depend on them). */
  readonly requirements: Keyed<readonly SpecialRequirement[]> | null;
  readonly addressBook: AddressBook;
};

export type ServiceRequestEvent =
  | { type: 'service.chosen'; service: SelectedItem }
  | { type: 'route.chosen'; port: SelectedItem; transportationType: SelectedItem; mode: SelectedItem }
  | { type: 'reference.typed'; userReference: string }
  | { type: 'details.submitted'; details: StepDetails }
  | { type: 'addresses.changed'; pickups: readonly SelectedItem[]; drops: readonly SelectedItem[] }
  | { type: 'address.addRequested'; addressType: AddressType }
  | { type: 'address.editRequested'; addressId: string; addressType: AddressType }
  | { type: 'address.submitted'; body: AddressBody }
  | { type: 'load.retried' }
  | { type: 'step.next' }
  | { type: 'step.previous' }
  | { type: 'step.selected'; step: WizardStep }
  | { type: 'go.back' }
  | { type: 'draft.reset' }
  | { type: 'order.confirmed' }
  | { type: 'payment.postponed' }
  | { type: 'payment.resumed' };

type JumpTarget = 'step1' | 'step2' | 'step3' | 'step5';
export type DetailsData = { transitInfo: TransitInfo; requirements: Keyed<readonly SpecialRequirement[]>; suggestedReference: string | null };
export type SummaryData = { summary: Keyed<Summary>; transitInfo: TransitInfo; requirements: Keyed<readonly SpecialRequirement[]> };
export type SummaryDataInput = { draft: ServiceRequestDraft; transitInfo: TransitInfo | null; requirements: Keyed<readonly SpecialRequirement[]> | null };
export type DetailsDataInput = { draft: ServiceRequestDraft; transitInfo: TransitInfo | null; requirements: Keyed<readonly SpecialRequirement[]> | null; suggestedReference: string | null };

/**
 * What keeps step5's Next closed, in the customer's words (empty when it opens): at least one
 * pickup and one drop, each where the service picks up and delivers (serviceRoute.ts).
 */
export function addressProblems(context: Pick<ServiceRequestContext, 'draft' | 'addressBook'>): string[] {
  const { draft, addressBook } = context;
  const problems: string[] = [];
  if (draft.selectedPickupItems.length === 0) problems.push(Messages.pickupAddressRequired);
  if (draft.selectedDropItems.length === 0) problems.push(Messages.dropAddressRequired);
  if (addressBook === null) return problems;
  const where = (items: readonly SelectedItem[], book: readonly Address[]) =>
    items.flatMap((item) => book.filter((a) => a._id === item._id).map((a) => a.addressDetails));
  const route = routeErrors(draft.selectedServiceItem, where(draft.selectedPickupItems, addressBook.pickups), where(draft.selectedDropItems, addressBook.drops));
  return [...problems, ...[route.pickupAddressIds, route.dropAddressIds].filter((m) => m !== undefined)];
}

/** The chosen mode's title ('' while none is chosen): what options must fit (optionFit.ts). */
const modeOf = (draft: ServiceRequestDraft): string => (draft.selectedModeItem._id ? draft.selectedModeItem.title : '');

/** step3 offers only the trailers that fit the chosen mode. */
export const offeredTrailers = (context: Pick<ServiceRequestContext, 'draft' | 'transitInfo'>): readonly Trailer[] =>
  (context.transitInfo?.trailers ?? []).filter((t) => fitsMode(t._id, modeOf(context.draft)));

/** step3 offers only the special requirements that fit the chosen mode. */
export const offeredRequirements = (context: Pick<ServiceRequestContext, 'draft' | 'requirements'>): readonly SpecialRequirement[] =>
  (context.requirements?.value ?? []).filter((r) => fitsMode(r._id, modeOf(context.draft)));

/**
 * A new choice of route and equipment on step2, with the trailer and special requirements that no
 * longer fit the new mode removed, and a note naming them (null when nothing was removed).
 */
export function chooseRoute(
  draft: ServiceRequestDraft,
  trailers: readonly Trailer[],
  choice: { port: SelectedItem; transportationType: SelectedItem; mode: SelectedItem },
): { draft: ServiceRequestDraft; optionNote: string | null } {
  const mode = choice.mode._id ? choice.mode.title : '';
  const trailerFits = draft.trailer === '' || fitsMode(draft.trailer, mode);
  const keptItems = draft.selectedSpecialRequirementItems.filter((i) => fitsMode(i._id, mode));
  const removed = [
    ...(trailerFits ? [] : [trailers.find((t) => t._id === draft.trailer)?.title ?? 'The trailer']),
    ...draft.selectedSpecialRequirementItems.filter((i) => !fitsMode(i._id, mode)).map((i) => i.title),
  ];
  return {
    draft: changeDraft(draft, {
      selectedPortItem: choice.port,
      selectedTypeOfTransportationItem: choice.transportationType,
      selectedModeItem: choice.mode,
      ...(trailerFits ? {} : { trailer: '' }),
      ...(keptItems.length === draft.selectedSpecialRequirementItems.length ? {} : { selectedSpecialRequirementItems: keptItems }),
    }),
    optionNote: removed.length === 0 ? null : Messages.optionsCleared(removed, mode),
  };
}

/** The stepper's names of the steps a saved request reopens on. */
const STEP_NAMES = { step2: 'Route', step3: 'Details', step5: 'Addresses', step6: 'Summary', stepCheckout: 'Payment' } as const;

const noFailure = { error: null, fieldErrors: {} } as const;

/** spec wizard.set-step: from the stepper or the summary, any earlier step can be opened directly. */
const jumpBackTo = (targets: readonly JumpTarget[]) =>
  targets.map((target) => ({
    guard: { type: 'isSelected' as const, params: { step: target } },
    target: `#serviceRequest.${target}`,
    description: `Open an earlier step`,
    meta: { spec: ['wizard.set-step'] },
  }));

/** What every step that reads the catalog shows while it loads, and when it could not. */
const loadFailed = {
  tags: ['failed'],
  description: 'Could not load',
  // The old message goes with the retry: the form that loads next must not show it (found by the step oracle).
  on: { 'load.retried': { target: 'loading', description: 'Try again', actions: 'clearFailure' } },
} as const;

/** The special requirements of the draft's service, crossing and transport: the ones held, if still for this choice. */
function requirementsOf(draft: ServiceRequestDraft, held: Keyed<readonly SpecialRequirement[]> | null): Promise<Keyed<readonly SpecialRequirement[]>> | Keyed<readonly SpecialRequirement[]> {
  const key = requirementsKey(draft);
  if (held?.key === key) return held;
  return serviceApi
    .specialRequirements({ serviceId: draft.selectedServiceItem._id, transportationTypeId: draft.selectedTypeOfTransportationItem._id, portId: draft.selectedPortItem._id })
    .then((value) => ({ key, value }));
}

export const serviceRequestMachine = setup({
  types: {
    context: {} as ServiceRequestContext,
    events: {} as ServiceRequestEvent,
    input: {} as ServiceRequestInput,
  },
  actors: {
    /**
     * Book again (issue 17.5): the past order, then today's catalog, address book and a fresh
     * reference, checked choice by choice (bookAgain.ts). The price is not here: step6 asks for it.
     */
    prefillFromOrder: fromPromise<BookAgainData, { movementId: string }>(async ({ input }) => {
      const order = await serviceApi.order(input.movementId);
      const [services, transitInfo, pickups, drops, reference] = await Promise.all([
        serviceApi.typesOfService(),
        serviceApi.transitInfo(),
        serviceApi.addresses('pickup'),
        serviceApi.addresses('drop'),
        serviceApi.suggestReference(),
      ]);
      const choice = { serviceId: order.service._id, transportationTypeId: order.transportationType._id, portId: order.port._id };
      const routeExists =
        services.some((s) => s._id === choice.serviceId) &&
        transitInfo.ports.some((p) => p._id === choice.portId) &&
        transitInfo.typesOfTransportation.some((t) => t._id === choice.transportationTypeId);
      const requirements = routeExists ? await serviceApi.specialRequirements(choice) : [];
      const addressBook = { pickups, drops };
      const plan = bookAgainPlan(order, { services, transitInfo, requirements, addressBook }, reference);
      return { ...plan, services, transitInfo, requirements: routeExists ? { key: requirementsKey(plan.draft), value: requirements } : null, addressBook };
    }),
    /** The profile as the server has it now: an admin may have verified the company since sign-in. */
    // The server's profile on every visit: its admin verification and, issue 17.4, a role that may request (403 otherwise).
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
  },
  actions: {
    /** spec goback.wizard.step1: provided by the view, which owns the router. */
    leaveToHome: () => {},
    /** Saved on every step so a reload reopens it (validated by SavedWizard when read back). */
    persist: ({ context }, params: { step: WizardStep }) => writeDraft({ version: 1, step: params.step, draft: context.draft }),
    forgetDraft: () => removeDraft(),
    clearFailure: assign(noFailure),
    takeSummary: assign(({ event }) => {
      const { summary, transitInfo, requirements } = (event as unknown as { output: SummaryData }).output;
      return { summary, transitInfo, requirements };
    }),
    showFailure: assign((_, params: { error: unknown }) => submitFailure(params.error)),
  },
  guards: {
    isVerifiedByAdmin: ({ context }) => context.verifiedByAdmin,
    isVerified: (_, params: { verified: boolean }) => params.verified,
    isBookingAgain: ({ context }, params: { verified: boolean }) => params.verified && context.bookAgainFrom !== null,
    isForbidden: (_, params: { error: unknown }) => isApiError(params.error) && params.error.status === 403,
    restoresTo: ({ context }, params: { step: RestorableStep }) => context.restoredStep === params.step,
    isSelected: ({ event }, params: { step: JumpTarget }) => event.type === 'step.selected' && event.step === params.step,
    hasServices: ({ context }) => context.services !== null,
    hasTransitInfo: ({ context }) => context.transitInfo !== null,
    hasDetailsData: ({ context }) =>
      context.transitInfo !== null &&
      context.requirements?.key === requirementsKey(context.draft) &&
      (context.draft.userReference !== '' || context.suggestedReference !== null),
    hasAddressBook: ({ context }) => context.addressBook !== null,
    addressesFit: ({ context }) => addressProblems(context).length === 0,
    hasSummary: ({ context }) => context.summary?.key === quoteKey(context.draft),
    hasOrder: ({ context }) => context.draft.movementId !== null,
    /** The order this draft created already has this reference: checking it again would find it taken by that order. */
    keepsOrderReference: ({ context, event }) =>
      context.draft.movementId !== null && event.type === 'details.submitted' && event.details.userReference === context.draft.userReference,
    isPaid: (_, params: { order: Order }) => params.order.paymentStatus === 'paid',
  },
}).createMachine({
  id: 'serviceRequest',
  description: 'Request a service',
  context: ({ input }) => ({
    verifiedByAdmin: false,
    draft: defaultDraft(),
    addressType: 'pickup',
    editingAddressId: null,
    restoredStep: 'step1',
    pendingDetails: null,
    services: null,
    transitInfo: null,
    requirements: null,
    suggestedReference: null,
    addressBook: null,
    summary: null,
    order: null,
    // Every payment attempt starts with a new key (on the order's creation, or when it is reopened).
    paidMovementId: null,
    error: null,
    fieldErrors: {},
    // Replays of recordings and the statechart tools start it without input: a plain visit.
    bookAgainFrom: (input as ServiceRequestInput | undefined)?.bookAgainFrom ?? null,
    bookAgain: null,
    optionNote: null,
  }),
  initial: 'checkingVerification',
  on: {
    'draft.reset': {
      guard: 'isVerifiedByAdmin',
      target: '.step1',
      description: 'Start a new request',
      actions: [assign({ draft: () => defaultDraft(), editingAddressId: null, paidMovementId: null, order: null, bookAgain: null, ...noFailure }), 'forgetDraft'],
      meta: { spec: ['wizard.reset', 'draft.defaults'] },
    },
  },
  states: {
    checkingVerification: {
      description: 'Checking your company is verified',
      invoke: {
        id: 'checkVerification',
        src: 'checkVerification',
        onDone: [
          {
            guard: { type: 'isBookingAgain', params: ({ event }) => ({ verified: event.output }) },
            target: 'prefilling',
            description: 'Verified: book the past order again',
            actions: assign({ verifiedByAdmin: true }),
            meta: { spec: ['guard.admin-verification'] },
          },
          {
            guard: { type: 'isVerified', params: ({ event }) => ({ verified: event.output }) },
            target: 'restoring',
            description: 'Verified by the admin',
            actions: assign({ verifiedByAdmin: true }),
            meta: { spec: ['guard.admin-verification'] },
          },
          { target: 'notVerified', description: 'Not verified yet', meta: { spec: ['guard.admin-verification'] } },
        ],
        onError: [
          {
            guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
            target: 'notAllowed',
            description: 'Your role does not request services',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'verificationFailed', description: 'Could not check', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, meta: { spec: ['err.rethrow'] } },
        ],
      },
    },
    // Issue 17.4: a Viewer opening the wizard is told why and sent back, before any step.
    notAllowed: {
      description: 'Viewers cannot request services',
      on: { 'go.back': { actions: 'leaveToHome', description: 'Go back home' } },
    },
    verificationFailed: {
      ...loadFailed,
      on: {
        'load.retried': { target: 'checkingVerification', description: 'Try again', actions: 'clearFailure' },
        'go.back': { actions: 'leaveToHome', description: 'Go back home' },
      },
    },
    notVerified: {
      description: 'Waiting for admin verification',
      meta: { spec: ['guard.admin-verification'] },
      on: { 'go.back': { actions: 'leaveToHome', description: 'Go back home' } },
    },
    restoring: {
      description: 'Reopening your saved request',
      invoke: {
        id: 'restoreDraft',
        src: 'restoreDraft',
        onDone: { target: 'reopening', description: 'Saved request read', actions: assign({ draft: ({ event }) => event.output.draft, restoredStep: ({ event }) => event.output.step }) },
        // Unreachable storage is the same as nothing saved.
        onError: { target: 'step1', description: 'Nothing to reopen' },
      },
    },
    prefilling: {
      description: 'Reading your past order to book it again',
      tags: ['loading'],
      invoke: {
        id: 'prefillFromOrder',
        src: 'prefillFromOrder',
        input: ({ context }) => ({ movementId: context.bookAgainFrom ?? '' }),
        // The same road as a saved request: reopening opens the step the plan chose.
        onDone: {
          target: 'reopening',
          description: 'Past order read',
          actions: assign(({ context, event }) => ({
            draft: event.output.draft,
            restoredStep: event.output.step,
            services: event.output.services,
            transitInfo: event.output.transitInfo,
            requirements: event.output.requirements,
            addressBook: event.output.addressBook,
            suggestedReference: null,
            // Never the old price: the summary asks the server for today's.
            summary: null,
            order: null,
            paidMovementId: null,
            bookAgain: { from: context.bookAgainFrom ?? '', step: event.output.step, note: event.output.note },
          })),
        },
        onError: { target: 'prefillFailed', description: 'Could not read it', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, meta: { spec: ['err.rethrow'] } },
      },
    },
    prefillFailed: {
      ...loadFailed,
      description: 'Could not open the past order',
      on: {
        'load.retried': { target: 'prefilling', description: 'Try again', actions: 'clearFailure' },
        'go.back': { actions: 'leaveToHome', description: 'Go back home' },
      },
    },
    reopening: {
      description: 'Opening the step you left',
      always: [
        ...(['step2', 'step3', 'step5', 'step6', 'stepCheckout'] as const).map((step) => ({
          guard: { type: 'restoresTo' as const, params: { step } },
          target: step,
          description: `Reopen ${STEP_NAMES[step]}`,
        })),
        { target: 'step1', description: 'Start at Service' },
      ],
    },
    step1: {
      description: 'Service',
      meta: { spec: ['wizard.one-step'] },
      entry: [{ type: 'persist', params: { step: 'step1' } }, 'clearFailure'],
      initial: 'loading',
      on: { 'go.back': { actions: 'leaveToHome', description: 'Go back home', meta: { spec: ['goback.wizard.step1'] } } },
      states: {
        loading: {
          tags: ['loading'],
          description: 'Loading the services',
          always: { guard: 'hasServices', target: 'choosing', description: 'Already loaded' },
          invoke: {
            id: 'loadServices',
            src: 'loadServices',
            onDone: { target: 'choosing', description: 'Loaded', actions: assign({ services: ({ event }) => event.output }) },
            onError: { target: 'failed', description: 'Could not load', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, meta: { spec: ['err.rethrow'] } },
          },
        },
        failed: loadFailed,
        choosing: {
          description: 'Choosing the service',
          on: {
            'service.chosen': {
              target: '#serviceRequest.step2',
              description: 'Choose a service',
              actions: assign({ draft: ({ context, event }) => changeDraft(context.draft, { selectedServiceItem: event.service }) }),
            },
          },
        },
      },
    },
    step2: {
      description: 'Route',
      entry: [{ type: 'persist', params: { step: 'step2' } }, 'clearFailure'],
      initial: 'loading',
      on: {
        'step.previous': { target: 'step1', description: 'Previous', meta: { spec: ['wizard.previous'] } },
        'go.back': { target: 'step1', description: 'Go back', meta: { spec: ['goback.wizard.other'] } },
        'step.selected': jumpBackTo(['step1']),
      },
      states: {
        loading: {
          tags: ['loading'],
          description: 'Loading crossings and equipment',
          always: { guard: 'hasTransitInfo', target: 'choosing', description: 'Already loaded' },
          invoke: {
            id: 'loadTransitInfo',
            src: 'loadTransitInfo',
            onDone: { target: 'choosing', description: 'Loaded', actions: assign({ transitInfo: ({ event }) => event.output }) },
            onError: { target: 'failed', description: 'Could not load', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, meta: { spec: ['err.rethrow'] } },
          },
        },
        failed: loadFailed,
        choosing: {
          description: 'Choosing crossing and equipment',
          on: {
            'route.chosen': {
              target: '#serviceRequest.step3',
              description: 'Choose the crossing and equipment',
              // Options made for another mode are removed, with a note (issue 18.5: options fit each other).
              actions: assign(({ context, event }) => chooseRoute(context.draft, context.transitInfo?.trailers ?? [], event)),
            },
          },
        },
      },
    },
    step3: {
      description: 'Details',
      entry: [{ type: 'persist', params: { step: 'step3' } }, 'clearFailure'],
      // The note about removed options is read on this step only.
      exit: assign({ optionNote: null }),
      initial: 'loading',
      on: {
        'step.previous': { target: 'step2', description: 'Previous', meta: { spec: ['wizard.previous'] } },
        'go.back': { target: 'step2', description: 'Go back', meta: { spec: ['goback.wizard.other'] } },
        'step.selected': jumpBackTo(['step1', 'step2']),
      },
      states: {
        loading: {
          tags: ['loading'],
          description: 'Loading trailers and requirements',
          always: {
            guard: 'hasDetailsData',
            target: 'editing',
            description: 'Already loaded',
            // Back on step 3 after "Start a new request": the suggestion fills the emptied reference again.
            actions: assign({
              draft: ({ context }) =>
                context.draft.userReference === '' && context.suggestedReference !== null ? changeDraft(context.draft, { userReference: context.suggestedReference }) : context.draft,
            }),
          },
          invoke: {
            id: 'loadDetails',
            src: 'loadDetails',
            input: ({ context }) => ({ draft: context.draft, transitInfo: context.transitInfo, requirements: context.requirements, suggestedReference: context.suggestedReference }),
            onDone: {
              target: 'editing',
              description: 'Loaded',
              actions: [
                assign({
                  transitInfo: ({ event }) => event.output.transitInfo,
                  requirements: ({ event }) => event.output.requirements,
                  suggestedReference: ({ event }) => event.output.suggestedReference,
                  // A draft without a reference takes the suggestion (kept on reload); one the customer typed is never replaced.
                  draft: ({ context, event }) =>
                    context.draft.userReference === '' && event.output.suggestedReference !== null ? changeDraft(context.draft, { userReference: event.output.suggestedReference }) : context.draft,
                }),
                { type: 'persist', params: { step: 'step3' } },
              ],
            },
            onError: { target: 'failed', description: 'Could not load', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, meta: { spec: ['err.rethrow'] } },
          },
        },
        failed: loadFailed,
        editing: {
          description: 'Filling in the load details',
          meta: { spec: ['val.service.reference', 'val.service.trailer', 'val.service.quantities', 'val.service.programming'] },
          on: {
            // Kept as it is typed, so a reload reopens the form with it.
            'reference.typed': {
              description: 'Type the reference',
              actions: [assign({ draft: ({ context, event }) => changeDraft(context.draft, { userReference: event.userReference }) }), { type: 'persist', params: { step: 'step3' } }],
            },
            'details.submitted': [
              {
                guard: 'keepsOrderReference',
                target: '#serviceRequest.step5',
                description: 'Next',
                actions: assign({ draft: ({ context, event }) => changeDraft(context.draft, event.details) }),
              },
              { target: 'checkingReference', description: 'Next', actions: [assign({ pendingDetails: ({ event }) => event.details }), 'clearFailure'] },
            ],
          },
        },
        checkingReference: {
          tags: ['busy'],
          description: 'Checking the reference is free',
          invoke: {
            id: 'checkReference',
            src: 'checkReference',
            input: ({ context }) => ({ userReference: context.pendingDetails?.userReference ?? '' }),
            onDone: {
              target: '#serviceRequest.step5',
              description: 'Reference is free',
              actions: assign({ draft: ({ context }) => (context.pendingDetails ? changeDraft(context.draft, context.pendingDetails) : context.draft), pendingDetails: null }),
            },
            onError: { target: 'editing', description: 'Reference refused', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, meta: { spec: ['err.rethrow'] } },
          },
        },
      },
    },
    step4: {
      description: 'New address',
      entry: [{ type: 'persist', params: { step: 'step4' } }, 'clearFailure'],
      initial: 'loading',
      on: {
        'go.back': { target: 'step5', description: 'Go back', meta: { spec: ['goback.wizard.step4-step8'] } },
        'step.selected': jumpBackTo(['step1', 'step2', 'step3']),
      },
      states: {
        loading: {
          tags: ['loading'],
          description: 'Loading the cities',
          always: { guard: 'hasTransitInfo', target: 'editing', description: 'Already loaded' },
          invoke: {
            id: 'loadCities',
            src: 'loadTransitInfo',
            onDone: { target: 'editing', description: 'Loaded', actions: assign({ transitInfo: ({ event }) => event.output }) },
            onError: { target: 'failed', description: 'Could not load', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, meta: { spec: ['err.rethrow'] } },
          },
        },
        failed: loadFailed,
        editing: {
          description: 'Typing the address',
          meta: { spec: ['val.address'] },
          on: { 'address.submitted': { target: 'saving', description: 'Save the address', actions: 'clearFailure' } },
        },
        saving: {
          tags: ['busy'],
          description: 'Saving the address',
          invoke: {
            id: 'saveAddress',
            src: 'saveAddress',
            input: ({ event }) => ({ addressId: null, body: (event.type === 'address.submitted' ? event.body : null)! }),
            onDone: {
              target: '#serviceRequest.step5',
              description: 'Saved: chosen for this request',
              actions: assign(({ context, event }) => {
                const saved = event.output;
                const book = context.addressBook ?? { pickups: [], drops: [] };
                const label = addressLabel(saved);
                return context.addressType === 'pickup'
                  ? { addressBook: { ...book, pickups: [...book.pickups, saved] }, draft: changeDraft(context.draft, { selectedPickupItems: [...context.draft.selectedPickupItems, label] }) }
                  : { addressBook: { ...book, drops: [...book.drops, saved] }, draft: changeDraft(context.draft, { selectedDropItems: [...context.draft.selectedDropItems, label] }) };
              }),
            },
            onError: { target: 'editing', description: 'Not saved', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, meta: { spec: ['err.rethrow'] } },
          },
        },
      },
    },
    step5: {
      description: 'Addresses',
      entry: [{ type: 'persist', params: { step: 'step5' } }, 'clearFailure'],
      initial: 'loading',
      on: {
        'step.previous': { target: 'step3', description: 'Previous', meta: { spec: ['wizard.previous'] } },
        'go.back': { target: 'step3', description: 'Go back', meta: { spec: ['goback.wizard.step5'] } },
        'step.selected': jumpBackTo(['step1', 'step2', 'step3']),
      },
      states: {
        loading: {
          tags: ['loading'],
          description: 'Loading your address book',
          always: { guard: 'hasAddressBook', target: 'choosing', description: 'Already loaded' },
          invoke: {
            id: 'loadAddressBook',
            src: 'loadAddressBook',
            onDone: { target: 'choosing', description: 'Loaded', actions: assign({ addressBook: ({ event }) => event.output }) },
            onError: { target: 'failed', description: 'Could not load', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, meta: { spec: ['err.rethrow'] } },
          },
        },
        failed: loadFailed,
        choosing: {
          description: 'Choosing pickup and drop addresses',
          on: {
            'addresses.changed': {
              description: 'Tick or untick an address',
              actions: [
                assign({ draft: ({ context, event }) => changeDraft(context.draft, { selectedPickupItems: [...event.pickups], selectedDropItems: [...event.drops] }) }),
                { type: 'persist', params: { step: 'step5' } },
              ],
            },
            'address.addRequested': {
              target: '#serviceRequest.step4',
              description: 'Add an address',
              actions: assign({ addressType: ({ event }) => event.addressType, editingAddressId: null }),
            },
            'address.editRequested': {
              target: '#serviceRequest.step8',
              description: 'Edit an address',
              actions: assign({ addressType: ({ event }) => event.addressType, editingAddressId: ({ event }) => event.addressId }),
            },
            'step.next': { guard: 'addressesFit', target: '#serviceRequest.step6', description: 'Next (a pickup and a drop, on the service\'s route)' },
          },
        },
      },
    },
    step6: {
      description: 'Summary',
      entry: [{ type: 'persist', params: { step: 'step6' } }, 'clearFailure'],
      initial: 'loading',
      on: {
        'step.previous': { target: 'step5', description: 'Previous', meta: { spec: ['wizard.previous'] } },
        'go.back': { target: 'step5', description: 'Go back', meta: { spec: ['goback.wizard.other'] } },
        'step.selected': jumpBackTo(['step1', 'step2', 'step3', 'step5']),
      },
      states: {
        loading: {
          tags: ['loading'],
          description: 'Getting your price',
          always: { guard: 'hasSummary', target: 'ready', description: 'Already priced' },
          invoke: {
            id: 'loadSummary',
            src: 'loadSummary',
            input: ({ context }) => ({ draft: context.draft, transitInfo: context.transitInfo, requirements: context.requirements }),
            onDone: { target: 'ready', description: 'Loaded', actions: 'takeSummary' },
            onError: { target: 'failed', description: 'Could not load', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, meta: { spec: ['err.rethrow'] } },
          },
        },
        failed: loadFailed,
        ready: {
          description: 'Reviewing the price',
          on: { 'step.next': { target: '#serviceRequest.stepCheckout', description: 'Continue to payment' } },
        },
      },
    },
    stepCheckout: {
      description: 'Payment',
      entry: [{ type: 'persist', params: { step: 'stepCheckout' } }, 'clearFailure'],
      initial: 'opening',
      on: {
        'step.previous': { target: 'step6', description: 'Back to summary', meta: { spec: ['wizard.previous'] } },
        'go.back': { target: 'step6', description: 'Go back', meta: { spec: ['goback.wizard.other'] } },
        'step.selected': jumpBackTo(['step1', 'step2', 'step3', 'step5']),
      },
      states: {
        opening: {
          description: 'Opening the payment',
          always: [
            { guard: 'hasOrder', target: 'loadingOrder', description: 'An order was already placed' },
            { guard: 'hasSummary', target: 'reviewing', description: 'Already priced' },
            { target: 'quoting', description: 'Not priced yet' },
          ],
        },
        quoting: {
          tags: ['loading'],
          description: 'Getting your price',
          invoke: {
            id: 'loadQuote',
            src: 'loadSummary',
            input: ({ context }) => ({ draft: context.draft, transitInfo: context.transitInfo, requirements: context.requirements }),
            onDone: { target: 'reviewing', description: 'Priced', actions: 'takeSummary' },
            onError: { target: 'quoteFailed', description: 'Could not price', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, meta: { spec: ['err.rethrow'] } },
          },
        },
        quoteFailed: { ...loadFailed, on: { 'load.retried': { target: 'quoting', description: 'Try again', actions: 'clearFailure' } } },
        reviewing: {
          description: 'Placing the order',
          on: { 'order.confirmed': { target: 'creatingOrder', description: 'Place the order', actions: 'clearFailure' } },
        },
        creatingOrder: {
          tags: ['busy'],
          description: 'Creating your order',
          invoke: {
            id: 'createOrder',
            src: 'createOrder',
            input: ({ context }) => ({ draft: context.draft }),
            onDone: {
              target: 'paying',
              description: 'Order placed, unpaid',
              actions: [
                assign({ order: ({ event }) => event.output, draft: ({ context, event }) => ({ ...context.draft, movementId: event.output.movementId }) }),
                { type: 'persist', params: { step: 'stepCheckout' } },
              ],
            },
            // Includes the admin-verification refusal (the server enforces it too), shown as is.
            onError: { target: 'reviewing', description: 'Order refused', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, meta: { spec: ['err.rethrow', 'guard.admin-verification'] } },
          },
        },
        loadingOrder: {
          tags: ['loading'],
          description: 'Opening your unpaid order',
          invoke: {
            id: 'loadOrder',
            src: 'loadOrder',
            input: ({ context }) => ({ movementId: context.draft.movementId ?? '' }),
            onDone: [
              {
                // Paid in the meantime (another tab, or an answer that was lost): nothing to pay.
                guard: { type: 'isPaid', params: ({ event }) => ({ order: event.output }) },
                target: '#serviceRequest.step7',
                description: 'Already paid',
                actions: [assign({ paidMovementId: ({ event }) => event.output.movementId, draft: () => defaultDraft(), order: null }), 'forgetDraft'],
              },
              { target: 'paying', description: 'Unpaid', actions: assign({ order: ({ event }) => event.output }) },
            ],
            onError: { target: 'orderFailed', description: 'Could not load', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, meta: { spec: ['err.rethrow'] } },
          },
        },
        orderFailed: { ...loadFailed, on: { 'load.retried': { target: 'loadingOrder', description: 'Try again', actions: 'clearFailure' } } },
        paying: {
          description: 'Paying',
          // The payment actor holds the attempt (its key, the provider's token); the card itself is
          // typed into the provider's fields and never kept here.
          invoke: {
            id: 'payment',
            src: 'payment',
            input: ({ context }) => ({ movementId: context.order?.movementId ?? context.draft.movementId ?? '' }),
            onDone: {
              target: '#serviceRequest.step7',
              description: 'Paid',
              actions: [assign({ paidMovementId: ({ event }) => event.output.movementId, draft: () => defaultDraft(), order: null }), 'forgetDraft'],
            },
          },
          on: { 'payment.postponed': { target: 'unpaid', description: 'Pay later' } },
        },
        unpaid: {
          description: 'Order saved, unpaid',
          entry: assign(noFailure),
          on: { 'payment.resumed': { target: 'paying', description: 'Pay now' } },
        },
      },
    },
    // spec goback.wizard.hidden-step7: neither go.back nor step.previous exists here.
    step7: { description: 'Booked', meta: { spec: ['goback.wizard.hidden-step7'] } },
    step8: {
      description: 'Edit address',
      entry: [{ type: 'persist', params: { step: 'step8' } }, 'clearFailure'],
      initial: 'loading',
      on: {
        'go.back': { target: 'step5', description: 'Go back', meta: { spec: ['goback.wizard.step4-step8'] } },
        'step.selected': jumpBackTo(['step1', 'step2', 'step3']),
      },
      states: {
        loading: {
          tags: ['loading'],
          description: 'Loading the cities',
          always: { guard: 'hasTransitInfo', target: 'editing', description: 'Already loaded' },
          invoke: {
            id: 'loadCities',
            src: 'loadTransitInfo',
            onDone: { target: 'editing', description: 'Loaded', actions: assign({ transitInfo: ({ event }) => event.output }) },
            onError: { target: 'failed', description: 'Could not load', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, meta: { spec: ['err.rethrow'] } },
          },
        },
        failed: loadFailed,
        editing: {
          description: 'Changing the address',
          meta: { spec: ['val.address'] },
          on: { 'address.submitted': { target: 'saving', description: 'Save the address', actions: 'clearFailure' } },
        },
        saving: {
          tags: ['busy'],
          description: 'Saving the address',
          invoke: {
            id: 'saveAddress',
            src: 'saveAddress',
            input: ({ context, event }) => ({ addressId: context.editingAddressId, body: (event.type === 'address.submitted' ? event.body : null)! }),
            onDone: {
              target: '#serviceRequest.step5',
              description: 'Saved',
              actions: assign(({ context, event }) => {
                const saved = event.output;
                const book = context.addressBook ?? { pickups: [], drops: [] };
                const swap = (list: readonly Address[]) => list.map((a) => (a._id === saved._id ? saved : a));
                const rename = (items: readonly SelectedItem[]) => items.map((i) => (i._id === saved._id ? addressLabel(saved) : i));
                return {
                  editingAddressId: null,
                  addressBook: { pickups: swap(book.pickups), drops: swap(book.drops) },
                  draft: changeDraft(context.draft, { selectedPickupItems: rename(context.draft.selectedPickupItems), selectedDropItems: rename(context.draft.selectedDropItems) }),
                };
              }),
            },
            onError: { target: 'editing', description: 'Not saved', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, meta: { spec: ['err.rethrow'] } },
          },
        },
      },
    },
  },
});

export type WizardActor = ActorRefFrom<typeof serviceRequestMachine>;
export type WizardSnapshot = SnapshotFrom<typeof serviceRequestMachine>;

/** The step screens, in the order the stepper shows them (step4/step8 belong to Addresses). */
export const WIZARD_SCREENS = ['notVerified', 'notAllowed', 'verificationFailed', 'prefillFailed', 'step1', 'step2', 'step3', 'step4', 'step5', 'step6', 'stepCheckout', 'step7', 'step8'] as const;
export type WizardScreen = (typeof WIZARD_SCREENS)[number] | 'restoring';

/** Which step screen the wizard shows (spec wizard.one-step: exactly one). */
export function wizardScreen(snapshot: Pick<WizardSnapshot, 'matches'>): WizardScreen {
  return WIZARD_SCREENS.find((screen) => snapshot.matches(screen)) ?? 'restoring';
}

export type LoadStatus = 'loading' | 'failed' | 'ready';

/** Whether the current step's server data is still loading, could not load, or is there. */
export function loadStatus(snapshot: Pick<WizardSnapshot, 'hasTag'>): LoadStatus {
  if (snapshot.hasTag('failed')) return 'failed';
  return snapshot.hasTag('loading') ? 'loading' : 'ready';
}

/** Book again's note, on the step it opened (issue 17.5); null elsewhere and on any other visit. */
export function bookAgainNote(snapshot: Pick<WizardSnapshot, 'matches' | 'context'>): { readonly note: string; readonly ready: boolean } | null {
  const opened = snapshot.context.bookAgain;
  if (opened === null || wizardScreen(snapshot) !== opened.step) return null;
  return { note: opened.note, ready: opened.step === 'step6' };
}
