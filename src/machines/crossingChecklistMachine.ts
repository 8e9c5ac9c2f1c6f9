import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CrossingChecklist } from '../schemas/crossingPaperBodies.ts';
import { crossingApi, type CrossingChange } from '../services/crossingApi.ts';
import { failureMessage } from '../services/http.ts';
import { followFeed, watchTabReturn } from './liveUpdates.ts';
import type { NotificationsActor } from './notificationsMachine.ts';

// The order page's "Documents for the crossing": the order's checklist (what the crossing still
// lacks, how ready it is, the next thing to do), kept current — a paper provided here (an item's
// 'checklist.changed'), a review announced by push, the customer back on the tab — and, on a
// northbound load, whether the customer claims USMCA treatment (which asks for the certification
// of origin). The items themselves are crossingItemMachine's.

export interface CrossingChecklistInput {
  readonly movementId: string;
  /** The session's notifications actor: a review's push fetches the checklist again (null: no live updates). */
  readonly feed?: NotificationsActor | null;
  /** The role may change papers and the order still takes changes. */
  readonly canManage: boolean;
}

export interface CrossingChecklistContext {
  readonly movementId: string;
  readonly feed: NotificationsActor | null;
  readonly canManage: boolean;
  readonly checklist: CrossingChecklist | null;
  readonly error: string | null;
  /** Why the USMCA claim could not be changed. */
  readonly claimError: string | null;
}

export type CrossingChecklistEvent =
  | { type: 'retry' }
  /** An item's answer: the checklist as it now is. */
  | { type: 'checklist.changed'; checklist: CrossingChecklist }
  /** An item's change was refused as out of date: fetch what is true now. */
  | { type: 'checklist.stale' }
  | { type: 'usmca.changed'; claimed: boolean }
  | { type: 'notifications.changed' }
  | { type: 'tab.returned' };

export const crossingChecklistMachine = setup({
  types: {
    context: {} as CrossingChecklistContext,
    events: {} as CrossingChecklistEvent,
    input: {} as CrossingChecklistInput,
  },
  actors: {
    followFeed,
    watchTabReturn,
    loadChecklist: fromPromise<CrossingChecklist, { movementId: string }>(({ input }) => crossingApi.checklist(input.movementId)),
    saveClaim: fromPromise<CrossingChange, { movementId: string; claimed: boolean }>(({ input }) => crossingApi.setUsmcaClaim(input.movementId, input.claimed)),
  },
  actions: {
    /** Provided where the machine is mounted. */
    toast: (_, _params: { message: string; type: 'success' | 'error' }) => {},
  },
  guards: {
    /** A northbound load, a user who may change papers, and a claim other than the one on record. */
    mayChangeClaim: ({ context, event }) =>
      event.type === 'usmca.changed' && context.canManage && context.checklist?.direction === 'northbound' && context.checklist.usmcaClaimed !== event.claimed,
  },
}).createMachine({
  id: 'crossingChecklist',
  description: 'Documents for the crossing',
  context: ({ input }) => ({ movementId: input.movementId, feed: input.feed ?? null, canManage: input.canManage, checklist: null, error: null, claimError: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Loading what the crossing needs',
      tags: ['loading'],
      invoke: {
        id: 'loadChecklist',
        src: 'loadChecklist',
        input: ({ context }) => ({ movementId: context.movementId }),
        onDone: { target: 'ready', description: 'The checklist shows', actions: assign({ checklist: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', description: 'Could not load', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
      },
    },
    failed: {
      description: 'The checklist could not be loaded: try again',
      on: { retry: { target: 'loading', description: 'Try again', actions: assign({ error: null }) } },
    },
    ready: {
      description: 'Showing the checklist',
      type: 'parallel',
      // Live: a review's push, or the customer back on the tab, fetches the checklist again.
      invoke: [
        { id: 'followFeed', src: 'followFeed', input: ({ context }) => ({ feed: context.feed }) },
        { id: 'watchTabReturn', src: 'watchTabReturn' },
      ],
      on: {
        'checklist.changed': { description: 'A paper was provided or removed here', actions: assign({ checklist: ({ event }) => event.checklist }) },
      },
      states: {
        sync: {
          description: 'Keeping the checklist current',
          initial: 'current',
          states: {
            current: {
              description: 'Current',
              on: {
                'notifications.changed': { target: 'refreshing', description: 'News of this account (a review, perhaps)' },
                'tab.returned': { target: 'refreshing', description: 'Back on this tab' },
                'checklist.stale': { target: 'refreshing', description: 'A change was refused as out of date' },
              },
            },
            refreshing: {
              description: 'Fetching the checklist again',
              invoke: {
                id: 'refreshChecklist',
                src: 'loadChecklist',
                input: ({ context }) => ({ movementId: context.movementId }),
                // What was shown stays shown when the fetch fails: the next news tries again.
                onDone: { target: 'current', description: 'Up to date', actions: assign({ checklist: ({ event }) => event.output }) },
                onError: { target: 'current', description: 'Not fetched: the last checklist stays' },
              },
              on: {
                'notifications.changed': { target: 'refreshing', reenter: true, description: 'More news: fetch again' },
              },
            },
          },
        },
        claim: {
          description: 'The USMCA claim (northbound)',
          initial: 'idle',
          states: {
            idle: {
              description: 'As on record',
              on: {
                'usmca.changed': { guard: 'mayChangeClaim', target: 'saving', description: 'Claim (or withdraw) USMCA treatment', actions: assign({ claimError: null }) },
              },
            },
            saving: {
              description: 'Saving the claim',
              invoke: {
                id: 'saveClaim',
                src: 'saveClaim',
                input: ({ context, event }) => ({ movementId: context.movementId, claimed: (event as Extract<CrossingChecklistEvent, { type: 'usmca.changed' }>).claimed }),
                onDone: {
                  target: 'idle',
                  description: 'Saved: the certification of origin is asked for, or no longer',
                  actions: [assign({ checklist: ({ event }) => event.output.checklist }), { type: 'toast', params: ({ event }) => ({ message: event.output.message, type: 'success' as const }) }],
                },
                onError: { target: 'idle', description: 'Not saved: the reason shows', actions: assign({ claimError: ({ event }) => failureMessage(event.error) }) },
              },
            },
          },
        },
      },
    },
  },
});

export type CrossingChecklistActor = ActorRefFrom<typeof crossingChecklistMachine>;
export type CrossingChecklistSnapshot = SnapshotFrom<typeof crossingChecklistMachine>;
