import { assign } from 'xstate';
import type { WizardStep } from '../schemas/serviceRequestDraft.ts';
import { removeDraft, writeDraft } from '../services/draftStorage.ts';
import { submitFailure } from '../services/http.ts';
import { noFailure, type ServiceRequestContext, type ServiceRequestEvent, type SummaryData } from './serviceRequestContext.ts';

// The wizard's named actions; the statechart's one-off assigns stay beside their transitions.

type ActionArgs = { readonly context: ServiceRequestContext; readonly event: ServiceRequestEvent };
// Outside setup() an assign's types are spelled out: context, event, params, event, and no spawned actor.

export const serviceRequestActions = {
  /** spec goback.wizard.step1: provided by the view, which owns the router. */
  leaveToHome: () => {},
  /** Saved on every step so a reload reopens it (validated by SavedWizard when read back). */
  persist: ({ context }: ActionArgs, params: { step: WizardStep }) => writeDraft({ version: 1, step: params.step, draft: context.draft }),
  forgetDraft: () => removeDraft(),
  clearFailure: assign<ServiceRequestContext, ServiceRequestEvent, undefined, ServiceRequestEvent, never>(noFailure),
  takeSummary: assign<ServiceRequestContext, ServiceRequestEvent, undefined, ServiceRequestEvent, never>(({ event }) => {
    const { summary, transitInfo, requirements } = (event as unknown as { output: SummaryData }).output;
    return { summary, transitInfo, requirements };
  }),
  showFailure: assign<ServiceRequestContext, ServiceRequestEvent, { error: unknown }, ServiceRequestEvent, never>((_, params: { error: unknown }) => submitFailure(params.error)),
};
