import { assign } from 'xstate';
import type { WizardStep } from '../schemas/serviceRequestDraft.ts';
import { removeDraft, writeDraft } from '../services/draftStorage.ts';
import { forgetPendingQuote } from '../services/pendingQuote.ts';
import { submitFailure } from '../services/http.ts';
import type { BookAgainStep } from './bookAgain.ts';
import { noFailure, type BookAgainData, type ServiceRequestContext, type ServiceRequestEvent, type SummaryData } from './serviceRequestContext.ts';

// The wizard's named actions; the statechart's one-off assigns stay beside their transitions.

type ActionArgs = { readonly context: ServiceRequestContext; readonly event: ServiceRequestEvent };
// Outside setup() an assign's types are spelled out: context, event, params, event, and no spawned actor.

export const serviceRequestActions = {
  /** spec goback.wizard.step1: provided by the view, which owns the router. */
  leaveToHome: () => {},
  /** Saved on every step so a reload reopens it (validated by SavedWizard when read back). */
  persist: ({ context }: ActionArgs, params: { step: WizardStep }) => writeDraft({ version: 1, step: params.step, draft: context.draft }),
  forgetDraft: () => removeDraft(),
  /** An order now books the kept quote: the dashboard stops reminding of it (another kept quote stays). */
  forgetBookedQuote: (_: ActionArgs, params: { quoteId: string | null }) => {
    if (params.quoteId !== null) forgetPendingQuote(params.quoteId);
  },
  clearFailure: assign<ServiceRequestContext, ServiceRequestEvent, undefined, ServiceRequestEvent, never>(noFailure),
  takeSummary: assign<ServiceRequestContext, ServiceRequestEvent, undefined, ServiceRequestEvent, never>(({ event }) => {
    const { summary, transitInfo, requirements } = (event as unknown as { output: SummaryData }).output;
    return { summary, transitInfo, requirements };
  }),
  /**
   * What Book again or Book this read: its draft, where it opens (reopening takes the same road as a
   * saved request) and the catalog it was checked against. Never an old price: the summary asks.
   */
  takePlan: assign<ServiceRequestContext, ServiceRequestEvent, { plan: BookAgainData; from: string; ready: BookAgainStep }, ServiceRequestEvent, never>((_, { plan, from, ready }) => ({
    draft: plan.draft,
    restoredStep: plan.step,
    services: plan.services,
    transitInfo: plan.transitInfo,
    requirements: plan.requirements,
    addressBook: plan.addressBook,
    suggestedReference: null,
    summary: null,
    order: null,
    paidMovementId: null,
    bookAgain: { from, step: plan.step, note: plan.note, ready: plan.step === ready },
  })),
  showFailure: assign<ServiceRequestContext, ServiceRequestEvent, { error: unknown }, ServiceRequestEvent, never>((_, params: { error: unknown }) => submitFailure(params.error)),
};
