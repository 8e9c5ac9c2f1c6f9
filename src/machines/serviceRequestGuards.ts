import type { Order } from '../schemas/order.ts';
import { isApiError } from '../services/http.ts';
import { addressProblems } from './addressProblems.ts';
import { quoteKey, requirementsKey } from './orderRequest.ts';
import type { RestorableStep } from './restoreWizard.ts';
import type { JumpTarget, ServiceRequestContext, ServiceRequestEvent } from './serviceRequestContext.ts';

type GuardArgs = { readonly context: ServiceRequestContext; readonly event: ServiceRequestEvent };

export const serviceRequestGuards = {
  isVerifiedByAdmin: ({ context }: GuardArgs) => context.verifiedByAdmin,
  isVerified: (_: GuardArgs, params: { verified: boolean }) => params.verified,
  isBookingAgain: ({ context }: GuardArgs, params: { verified: boolean }) => params.verified && context.bookAgainFrom !== null,
  isBookingQuote: ({ context }: GuardArgs, params: { verified: boolean }) => params.verified && context.quoteFrom !== null,
  isForbidden: (_: GuardArgs, params: { error: unknown }) => isApiError(params.error) && params.error.status === 403,
  restoresTo: ({ context }: GuardArgs, params: { step: RestorableStep }) => context.restoredStep === params.step,
  isSelected: ({ event }: GuardArgs, params: { step: JumpTarget }) => event.type === 'step.selected' && event.step === params.step,
  hasServices: ({ context }: GuardArgs) => context.services !== null,
  hasTransitInfo: ({ context }: GuardArgs) => context.transitInfo !== null,
  hasDetailsData: ({ context }: GuardArgs) =>
    context.transitInfo !== null &&
    context.requirements?.key === requirementsKey(context.draft) &&
    (context.draft.userReference !== '' || context.suggestedReference !== null),
  hasAddressBook: ({ context }: GuardArgs) => context.addressBook !== null,
  addressesFit: ({ context }: GuardArgs) => addressProblems(context).length === 0,
  hasSummary: ({ context }: GuardArgs) => context.summary?.key === quoteKey(context.draft),
  hasOrder: ({ context }: GuardArgs) => context.draft.movementId !== null,
  /** The order this draft created already has this reference: checking it again would find it taken by that order. */
  keepsOrderReference: ({ context, event }: GuardArgs) =>
    context.draft.movementId !== null && event.type === 'details.submitted' && event.details.userReference === context.draft.userReference,
  isPaid: (_: GuardArgs, params: { order: Order }) => params.order.paymentStatus === 'paid',
};
