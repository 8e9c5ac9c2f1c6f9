import { assign, fromPromise, setup } from 'xstate';
import { Messages } from '../schemas/messages.ts';
import { isApiError } from '../services/http.ts';
import { serviceApi } from '../services/serviceApi.ts';
import type { StepDetails } from './serviceRequestMachine.ts';

export interface DetailsStepContext {
  readonly details: StepDetails | null;
  readonly error: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
}

export type DetailsStepEvent = { type: 'details.submitted'; details: StepDetails };

/** Wizard step3: the form is valid (schema) → the server confirms the reference is free → accepted. */
export const detailsStepMachine = setup({
  types: { context: {} as DetailsStepContext, events: {} as DetailsStepEvent },
  actors: {
    checkReference: fromPromise<void, StepDetails>(({ input }) => serviceApi.validateReference(input.userReference)),
  },
  actions: {
    /** Provided by the wizard view: hands the details to the wizard. */
    detailsAccepted: (_, _details: StepDetails) => {},
  },
}).createMachine({
  id: 'detailsStep',
  context: { details: null, error: null, fieldErrors: {} },
  initial: 'editing',
  states: {
    editing: {
      meta: { spec: ['val.service.reference', 'val.service.trailer', 'val.service.quantities', 'val.service.programming'] },
      on: {
        'details.submitted': { target: 'checkingReference', actions: assign({ details: ({ event }) => event.details, error: null, fieldErrors: {} }) },
      },
    },
    checkingReference: {
      invoke: {
        id: 'checkReference',
        src: 'checkReference',
        input: ({ context }) => context.details!,
        onDone: { target: 'accepted', actions: { type: 'detailsAccepted', params: ({ context }) => context.details! } },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => (isApiError(event.error) && Object.keys(event.error.fieldErrors).length > 0 ? null : event.error instanceof Error ? event.error.message : Messages.somethingWrong),
            fieldErrors: ({ event }) => (isApiError(event.error) ? event.error.fieldErrors : {}),
          }),
          meta: { spec: ['err.rethrow'] },
        },
      },
    },
    accepted: { type: 'final' },
  },
});
