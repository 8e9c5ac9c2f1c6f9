import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { Address } from '../schemas/addressBody.ts';
import { defaultDraft } from '../schemas/defaultDraft.ts';
import type { SelectedItem } from '../schemas/serviceRequestDraft.ts';
import { chooseRoute } from './chooseRoute.ts';
import { addressLabel, changeDraft } from './orderRequest.ts';
import { serviceRequestActions } from './serviceRequestActions.ts';
import { serviceRequestActors } from './serviceRequestActors.ts';
import {
  noFailure,
  serviceRequestContext,
  type JumpTarget,
  type ServiceRequestContext,
  type ServiceRequestEvent,
  type ServiceRequestInput,
} from './serviceRequestContext.ts';
import { serviceRequestGuards } from './serviceRequestGuards.ts';

// The wizard's statechart: its steps, what moves between them, and where each call is made. The
// context and its types, the actors, named actions and guards are in the files named after them.

/** The stepper's names of the steps a saved request reopens on. */
const STEP_NAMES = { step2: 'Route', step3: 'Details', step5: 'Addresses', step6: 'Summary', stepCheckout: 'Payment' } as const;

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

export const serviceRequestMachine = setup({
  types: {
    context: {} as ServiceRequestContext,
    events: {} as ServiceRequestEvent,
    input: {} as ServiceRequestInput,
  },
  actors: serviceRequestActors,
  actions: serviceRequestActions,
  guards: serviceRequestGuards,
}).createMachine({
  id: 'serviceRequest',
  description: 'Request a service',
  context: ({ input }) => serviceRequestContext(input),
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
            guard: { type: 'isBookingQuote', params: ({ event }) => ({ verified: event.output }) },
            target: 'prefillingQuote',
            description: 'Verified: book the instant quote',
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
    // A Viewer opening the wizard is told why and sent back, before any step.
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
        onDone: { target: 'reopening', description: 'Past order read', actions: { type: 'takePlan', params: ({ context, event }) => ({ plan: event.output, from: context.bookAgainFrom ?? '', ready: 'step6' as const }) } },
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
    prefillingQuote: {
      description: 'Reading your instant quote to book it',
      tags: ['loading'],
      invoke: {
        id: 'prefillFromQuote',
        src: 'prefillFromQuote',
        input: ({ context }) => ({ quoteId: context.quoteFrom ?? '' }),
        // Opened on Addresses when all else holds: a quote names cities, the customer picks addresses in them.
        onDone: { target: 'reopening', description: 'Quote read', actions: { type: 'takePlan', params: ({ context, event }) => ({ plan: event.output, from: context.quoteFrom ?? '', ready: 'step5' as const }) } },
        onError: { target: 'quotePrefillFailed', description: 'Could not read it', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, meta: { spec: ['err.rethrow'] } },
      },
    },
    quotePrefillFailed: {
      ...loadFailed,
      description: 'Could not open the instant quote',
      on: {
        'load.retried': { target: 'prefillingQuote', description: 'Try again', actions: 'clearFailure' },
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
              // Options made for another mode are removed, with a note: options must fit each other.
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
                { type: 'forgetBookedQuote', params: ({ context }) => ({ quoteId: context.draft.quoteId ?? null }) },
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
