import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { OrderPageMessages } from '../schemas/orderPageMessages.ts';
import type { CreatedTrackingLink, TrackingLink } from '../schemas/tracking.ts';
import { copyText } from '../services/clipboard.ts';
import { failureMessage } from '../services/http.ts';
import { trackingApi, type TrackingLinkCreated, type TrackingLinkRevoked } from '../services/trackingApi.ts';

// The order page's "Share tracking" section: the order's tracking links, a new one
// (its token is shown once, right after it is made), copying it, and revoking one after a
// confirmation. The server decides what may be shared; its refusals show in its words.

export interface TrackingLinksInput {
  readonly movementId: string;
  /** The web app's origin: a link is `${origin}/track/{token}`. */
  readonly origin: string;
}

export interface TrackingLinksContext extends TrackingLinksInput {
  readonly links: readonly TrackingLink[];
  /** The link just made, with its token: only until the section is left or the link revoked. */
  readonly created: CreatedTrackingLink | null;
  /** The link whose revocation is being confirmed or carried out. */
  readonly pendingRevoke: string | null;
  readonly copied: boolean;
  readonly error: string | null;
}

export type TrackingLinksEvent =
  | { type: 'creation.requested'; label: string }
  | { type: 'copy.requested' }
  | { type: 'revoke.requested'; id: string }
  | { type: 'revoke.confirmed' }
  | { type: 'revoke.cancelled' }
  | { type: 'retry' };

/** The full address of the link just made, or '' when there is none. */
export const sharedUrlOf = (context: Pick<TrackingLinksContext, 'origin' | 'created'>): string =>
  context.created === null ? '' : `${context.origin.replace(/\/+$/, '')}${context.created.url}`;

export const trackingLinksMachine = setup({
  types: { context: {} as TrackingLinksContext, events: {} as TrackingLinksEvent, input: {} as TrackingLinksInput },
  actors: {
    loadLinks: fromPromise<readonly TrackingLink[], { movementId: string }>(({ input }) => trackingApi.links(input.movementId)),
    createLink: fromPromise<TrackingLinkCreated, { movementId: string; label: string }>(({ input }) => trackingApi.create(input.movementId, input.label.trim() || null)),
    copyLink: fromPromise<void, { url: string }>(({ input }) => copyText(input.url)),
    revokeLink: fromPromise<TrackingLinkRevoked, { movementId: string; id: string }>(({ input }) => trackingApi.revoke(input.movementId, input.id)),
  },
  actions: {
    /** Provided where the machine is mounted. */
    toast: (_, _params: { message: string; type: 'success' | 'error' }) => {},
  },
  guards: {
    hasCreated: ({ context }) => context.created !== null,
    isListed: ({ context }, params: { id: string }) => context.links.some((link) => link.id === params.id && link.state === 'active'),
  },
}).createMachine({
  id: 'trackingLinks',
  description: "Sharing this order's tracking",
  context: ({ input }) => ({ movementId: input.movementId, origin: input.origin, links: [], created: null, pendingRevoke: null, copied: false, error: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Loading the tracking links',
      invoke: {
        id: 'loadLinks',
        src: 'loadLinks',
        input: ({ context }) => ({ movementId: context.movementId }),
        onDone: { description: 'The links are here', target: 'ready', actions: assign({ links: ({ event }) => event.output, error: null }) },
        onError: { description: 'The links could not be loaded', target: 'failed', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The tracking links could not be loaded: try again',
      on: { retry: { description: 'Try again', target: 'loading', actions: assign({ error: null }) } },
    },
    ready: {
      description: 'Showing the tracking links',
      on: {
        'creation.requested': { description: 'Create a tracking link', target: 'creating', actions: assign({ error: null, copied: false }) },
        'copy.requested': { description: 'Copy the new link', guard: 'hasCreated', target: 'copying' },
        'revoke.requested': {
          description: 'Revoke a link',
          guard: { type: 'isListed', params: ({ event }) => ({ id: event.id }) },
          target: 'confirming',
          actions: assign({ pendingRevoke: ({ event }) => event.id, error: null }),
        },
      },
    },
    creating: {
      description: 'Creating the link',
      invoke: {
        id: 'createLink',
        src: 'createLink',
        input: ({ context, event }) => ({ movementId: context.movementId, label: event.type === 'creation.requested' ? event.label : '' }),
        onDone: {
          description: 'Created: the link shows, ready to copy',
          target: 'ready',
          actions: [
            assign({ created: ({ event }) => event.output.created, links: ({ context, event }) => [event.output.created.link, ...context.links] }),
            { type: 'toast', params: ({ event }) => ({ message: event.output.message, type: 'success' as const }) },
          ],
        },
        onError: { description: 'Not created: the reason shows', target: 'ready', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
      },
    },
    copying: {
      description: 'Copying the link',
      invoke: {
        id: 'copyLink',
        src: 'copyLink',
        input: ({ context }) => ({ url: sharedUrlOf(context) }),
        onDone: {
          description: 'Copied',
          target: 'ready',
          actions: [assign({ copied: true }), { type: 'toast', params: { message: OrderPageMessages.trackingLinkCopied, type: 'success' as const } }],
        },
        onError: { description: 'The browser would not copy: copy it by hand', target: 'ready', actions: assign({ error: OrderPageMessages.trackingLinkCopyFailed }) },
      },
    },
    confirming: {
      description: 'Asking you to confirm the revocation',
      on: {
        'revoke.confirmed': { description: 'Revoke the link', target: 'revoking' },
        'revoke.cancelled': { description: 'Keep the link', target: 'ready', actions: assign({ pendingRevoke: null }) },
      },
    },
    revoking: {
      description: 'Revoking the link',
      invoke: {
        id: 'revokeLink',
        src: 'revokeLink',
        input: ({ context }) => ({ movementId: context.movementId, id: context.pendingRevoke ?? '' }),
        onDone: {
          description: 'Revoked: whoever opens it is told so',
          target: 'ready',
          actions: [
            assign({
              links: ({ context, event }) => context.links.map((link) => (link.id === event.output.link.id ? event.output.link : link)),
              // A revoked link's address is of no use any more: stop offering it.
              created: ({ context, event }) => (context.created?.link.id === event.output.link.id ? null : context.created),
              copied: ({ context, event }) => (context.created?.link.id === event.output.link.id ? false : context.copied),
              pendingRevoke: null,
            }),
            { type: 'toast', params: ({ event }) => ({ message: event.output.message, type: 'success' as const }) },
          ],
        },
        onError: { description: 'Not revoked: the reason shows', target: 'ready', actions: assign({ pendingRevoke: null, error: ({ event }) => failureMessage(event.error) }) },
      },
    },
  },
});

export type TrackingLinksSnapshot = SnapshotFrom<typeof trackingLinksMachine>;
