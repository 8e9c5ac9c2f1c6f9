import type { Address, AddressBody } from '../schemas/addressBody.ts';
import { defaultDraft } from '../schemas/defaultDraft.ts';
import type { Order } from '../schemas/order.ts';
import type { DropDistances, PricedQuote } from '../schemas/quote.ts';
import type { SpecialRequirement, TransitInfo, TypeOfService } from '../schemas/serviceCatalog.ts';
import type { SelectedItem, ServiceRequestDraft, WizardStep } from '../schemas/serviceRequestDraft.ts';
import type { ServiceRequestDetailsForm } from '../schemas/serviceRequestForm.ts';
import type { BookAgainPlan, BookAgainStep } from './bookAgain.ts';
import type { RestorableStep } from './restoreWizard.ts';

// What the wizard holds (the draft, the catalog and server data it loaded, what went wrong), what
// it is told, and what it starts with.

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
  /** With `quoted` when the draft books an instant quote: whether its price applies. */
  readonly quote: PricedQuote;
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
  /** The past order this visit books again (the page's input), else null. */
  readonly bookAgainFrom: string | null;
  /** The instant quote this visit books (the page's input, "Book this"), else null. */
  readonly quoteFrom: string | null;
  /**
   * Where Book again or Book this opened and what it says there (`from`: the past order's id or
   * the quote's); `ready` when it opened where nothing is missing (the summary, or a quote's addresses).
   */
  readonly bookAgain: { readonly from: string; readonly step: BookAgainStep; readonly note: string; readonly ready: boolean } | null;
  /** Options a change of mode removed from the draft, in the customer's words (shown on step3). */
  readonly optionNote: string | null;
}

/** How the page opens the wizard: Book again from a past order, Book this from an instant quote, or (both null) the saved request. */
export type ServiceRequestInput = { readonly bookAgainFrom: string | null; readonly quoteFrom?: string | null };

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

export type JumpTarget = 'step1' | 'step2' | 'step3' | 'step5';
export type DetailsData = { transitInfo: TransitInfo; requirements: Keyed<readonly SpecialRequirement[]>; suggestedReference: string | null };
export type SummaryData = { summary: Keyed<Summary>; transitInfo: TransitInfo; requirements: Keyed<readonly SpecialRequirement[]> };
export type SummaryDataInput = { draft: ServiceRequestDraft; transitInfo: TransitInfo | null; requirements: Keyed<readonly SpecialRequirement[]> | null };
export type DetailsDataInput = { draft: ServiceRequestDraft; transitInfo: TransitInfo | null; requirements: Keyed<readonly SpecialRequirement[]> | null; suggestedReference: string | null };

/** No failure shown: above the form or beside its fields. */
export const noFailure = { error: null, fieldErrors: {} } as const;

/** A new visit: the default draft, nothing loaded yet. */
export function serviceRequestContext(input: ServiceRequestInput | undefined): ServiceRequestContext {
  return {
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
    bookAgainFrom: input?.bookAgainFrom ?? null,
    quoteFrom: input?.quoteFrom ?? null,
    bookAgain: null,
    optionNote: null,
  };
}
