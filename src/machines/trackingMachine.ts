import { assign, fromCallback, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { BrowserMessages } from '../schemas/browserMessages.ts';
import type { PublicTracking } from '../schemas/tracking.ts';
import { failureMessage, statusOf } from '../services/http.ts';
import { trackingApi, watchTracking } from '../services/trackingApi.ts';

// The public tracking page (/track/{token}): a consignee or a warehouse follows one
// shipment without an account. What a link that no longer works answers decides the page: 404
// not found, 410 revoked or expired (the server's words tell which); no order data is kept then.

export interface TrackingContext {
  readonly token: string;
  readonly tracking: PublicTracking | null;
  /** Why the link does not open (the server's words), or why loading failed. */
  readonly message: string | null;
}

export type TrackingChanged = { type: 'tracking.changed' };
export type TrackingEvent = TrackingChanged | { type: 'retry' };

type Failure = { error: unknown };

const isStatus = (status: number) => (_: unknown, params: Failure) => statusOf(params.error) === status;
const failure = ({ event }: { event: { error: unknown } }): Failure => ({ error: event.error });

/** Where a failed load leads, from loading and from a refresh alike; `otherwise` differs. */
const whenRefused = (otherwise: object) => [
  { description: 'There is no tracking link at this address', guard: { type: 'isNotFound', params: failure }, target: '#tracking.notFound', actions: 'forget' },
  { description: 'The shipper revoked this link', guard: { type: 'isRevoked', params: failure }, target: '#tracking.revoked', actions: 'forget' },
  { description: 'The link has expired', guard: { type: 'isGone', params: failure }, target: '#tracking.expired', actions: 'forget' },
  otherwise,
];

export const trackingMachine = setup({
  types: { context: {} as TrackingContext, events: {} as TrackingEvent, input: {} as { token: string } },
  actors: {
    loadTracking: fromPromise<PublicTracking, { token: string }>(({ input }) => trackingApi.tracking(input.token)),
    watchTracking: fromCallback<TrackingChanged, { token: string }>(({ input, sendBack }) =>
      watchTracking(input.token, () => sendBack({ type: 'tracking.changed' } satisfies TrackingChanged)),
    ),
  },
  actions: {
    /** A link that no longer works shows nothing of the order, not even what was on screen. */
    forget: assign({ tracking: null, message: ({ event }) => failureMessage((event as { error?: unknown }).error) }),
    logRefreshFailure: (_, params: Failure) => console.warn('Tracking: refreshing failed; showing the last data', params.error),
  },
  guards: {
    isNotFound: isStatus(404),
    isRevoked: (_, params: Failure) => statusOf(params.error) === 410 && failureMessage(params.error) === BrowserMessages.trackingLinkWasRevoked,
    /** Any other 410: expired (7 days after delivery, or the shipment was cancelled). */
    isGone: isStatus(410),
  },
}).createMachine({
  id: 'tracking',
  description: 'Following a shipment through a shared link',
  context: ({ input }) => ({ token: input.token, tracking: null, message: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Opening the tracking link',
      invoke: {
        id: 'loadTracking',
        src: 'loadTracking',
        input: ({ context }) => ({ token: context.token }),
        onDone: { description: 'The shipment is shown', target: 'shown', actions: assign({ tracking: ({ event }) => event.output, message: null }) },
        onError: whenRefused({
          description: 'Could not load: try again',
          target: 'failed',
          actions: assign({ message: ({ event }) => failureMessage(event.error) }),
        }),
      },
    },
    shown: {
      description: 'Showing the shipment, live',
      // Open as long as the page shows the shipment: it says when to fetch again.
      invoke: { id: 'watchTracking', src: 'watchTracking', input: ({ context }) => ({ token: context.token }) },
      initial: 'live',
      states: {
        live: {
          description: 'Up to date',
          on: { 'tracking.changed': { description: 'The shipment moved: fetch it again', target: 'refreshing' } },
        },
        refreshing: {
          description: 'Fetching the latest',
          invoke: {
            id: 'refreshTracking',
            src: 'loadTracking',
            input: ({ context }) => ({ token: context.token }),
            onDone: { description: 'Updated', target: 'live', actions: assign({ tracking: ({ event }) => event.output }) },
            onError: whenRefused({
              description: 'Could not refresh: keep showing the last data',
              target: 'live',
              actions: { type: 'logRefreshFailure', params: failure },
            }),
          },
          on: { 'tracking.changed': { description: 'It moved again: fetch from the start', target: 'refreshing', reenter: true } },
        },
      },
    },
    notFound: { description: 'There is no tracking link at this address' },
    revoked: { description: 'The shipper revoked this link' },
    expired: { description: 'This link has expired' },
    failed: {
      description: 'The shipment could not be loaded: try again',
      on: { retry: { description: 'Try again', target: 'loading', actions: assign({ message: null }) } },
    },
  },
});

export type TrackingSnapshot = SnapshotFrom<typeof trackingMachine>;
export type TrackingView = 'loading' | 'shown' | 'notFound' | 'revoked' | 'expired' | 'failed';

/** The page to render for a snapshot. */
export const trackingViewOf = (s: TrackingSnapshot): TrackingView => (typeof s.value === 'string' ? s.value : 'shown') as TrackingView;
