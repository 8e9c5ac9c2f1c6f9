import { and, assign, emit, fromPromise, not, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { CrossingChecklist, CrossingChecklistItem } from '../schemas/crossingPaperBodies.ts';
import { CROSSING_ITEM_RULES } from '../schemas/crossingItemRules.ts';
import { CrossingPaperMessages } from '../schemas/crossingPaperMessages.ts';
import { CROSSING_FILE_TYPES } from '../schemas/uploadFormats.ts';
import { uploadSizeError } from '../schemas/uploadSizeError.ts';
import { crossingApi, type CrossingChange, type CrossingFormBody } from '../services/crossingApi.ts';
import { failureMessage, statusOf, submitFailure } from '../services/http.ts';

// One paper of an order's crossing, as the customer works on it: its life (missing → uploaded →
// accepted, or rejected with the reviewer's reason → uploaded again) from the server, and what the
// customer does meanwhile: provide a file or fill its form, replace it, remove it. What each status
// allows is the table's (CROSSING_ITEM_RULES); whether this user may change papers at all is the
// role's and the order's (canManage). Each answer is the whole checklist: it is announced
// ('checklist.changed') so the checklist's readiness follows.

export interface CrossingItemInput {
  readonly movementId: string;
  readonly item: CrossingChecklistItem;
  /** The role may change papers and the order still takes changes (orderChecks' entryNumEditable). */
  readonly canManage: boolean;
}

export interface CrossingItemContext extends CrossingItemInput {
  /** Why the last change was refused, or a file refused before sending; null when none. */
  readonly error: string | null;
  /** A form's fields the server refused, in its words. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The name of the file on its way. */
  readonly sending: string | null;
}

/** A file as the picker gives it (a File in the browser). */
export type PickedFile = Pick<File, 'name' | 'size' | 'type'>;

export type CrossingItemEvent =
  | { type: 'file.selected'; file: PickedFile }
  | { type: 'form.opened' }
  | { type: 'form.submitted'; body: CrossingFormBody }
  | { type: 'form.cancelled' }
  | { type: 'remove.requested' }
  /** The checklist fetched again (a review, another tab, a push): this item as the server now has it. */
  | { type: 'item.updated'; item: CrossingChecklistItem };

export type CrossingItemEmitted = { type: 'checklist.changed'; checklist: CrossingChecklist } | { type: 'checklist.stale' };

/** Why a picked file cannot be provided, before any byte is sent: PDF, JPEG or PNG, under 2 MB (the server checks both again, by content). */
export function crossingFileError(file: Pick<PickedFile, 'size' | 'type'>): string | undefined {
  return uploadSizeError(file.size) ?? ((CROSSING_FILE_TYPES as readonly string[]).includes(file.type) ? undefined : CrossingPaperMessages.crossingFileTypes);
}

const itemOf = (checklist: CrossingChecklist, item: CrossingChecklistItem): CrossingChecklistItem =>
  checklist.items.find((candidate) => candidate.kind === item.kind) ?? { ...item, status: 'missing', file: null, data: null, reason: null, updatedAt: null };

const changed = ({ event }: { event: { output: CrossingChange } }) => ({ change: event.output });
const failed = ({ event }: { event: { error: unknown } }) => ({ error: event.error });

export const crossingItemMachine = setup({
  types: {
    context: {} as CrossingItemContext,
    events: {} as CrossingItemEvent,
    input: {} as CrossingItemInput,
    emitted: {} as CrossingItemEmitted,
  },
  actors: {
    provideFile: fromPromise<CrossingChange, { movementId: string; item: CrossingChecklistItem; file: PickedFile }>(({ input }) => crossingApi.provideFile(input.movementId, input.item.kind, input.file as File)),
    provideForm: fromPromise<CrossingChange, { movementId: string; item: CrossingChecklistItem; body: CrossingFormBody }>(({ input }) => crossingApi.provideForm(input.movementId, input.item.kind, input.body)),
    removeItem: fromPromise<CrossingChange, { movementId: string; item: CrossingChecklistItem }>(({ input }) => crossingApi.remove(input.movementId, input.item.kind)),
  },
  actions: {
    /** Provided where the machine is mounted. */
    toast: (_, _params: { message: string; type: 'success' | 'error' }) => {},
    /** The answer: this item as it now is, announced to the checklist. */
    takeChange: assign({ error: null, fieldErrors: {}, sending: null }),
    takeItem: assign(({ context }, { change }: { change: CrossingChange }) => ({ item: itemOf(change.checklist, context.item) })),
    announce: emit((_, { change }: { change: CrossingChange }) => ({ type: 'checklist.changed' as const, checklist: change.checklist })),
    /** A form's refusal: on its fields when the server names them, else above the form. */
    showFailure: assign((_, { error }: { error: unknown }) => ({ ...submitFailure(error), sending: null })),
    /** A file's or a removal's refusal: one line under the paper (a file has no field to point at). */
    showRefusal: assign((_, { error }: { error: unknown }) => ({ error: failureMessage(error), fieldErrors: {}, sending: null })),
    /** A conflict (reviewed meanwhile, the order picked up): the checklist fetches what is true now. */
    askStale: emit({ type: 'checklist.stale' as const }),
  },
  guards: {
    /** The table says this status may be provided (again), and this user may change papers. */
    mayProvide: ({ context }) => context.canManage && CROSSING_ITEM_RULES[context.item.status].provide,
    mayRemove: ({ context }) => context.canManage && CROSSING_ITEM_RULES[context.item.status].remove,
    isFileItem: ({ context }) => context.item.input === 'file',
    isAcceptableFile: ({ event }) => event.type === 'file.selected' && crossingFileError(event.file) === undefined,
    isConflict: (_, { error }: { error: unknown }) => statusOf(error) === 409,
    hasFieldErrors: (_, { error }: { error: unknown }) => Object.keys(submitFailure(error).fieldErrors).length > 0,
    isAccepted: ({ event }) => event.type === 'item.updated' && event.item.status === 'accepted',
    isMissing: ({ context }) => context.item.status === 'missing',
    isUploaded: ({ context }) => context.item.status === 'uploaded',
    isRejected: ({ context }) => context.item.status === 'rejected',
  },
}).createMachine({
  id: 'crossingItem',
  description: 'One paper for the crossing',
  context: ({ input }) => ({ ...input, error: null, fieldErrors: {}, sending: null }),
  initial: 'shown',
  states: {
    shown: {
      description: 'The paper as the server has it',
      initial: 'sorting',
      states: {
        sorting: {
          description: 'Which step of its life the paper is at',
          always: [
            { guard: 'isMissing', target: 'missing', description: 'Not provided yet' },
            { guard: 'isUploaded', target: 'uploaded', description: 'Provided' },
            { guard: 'isRejected', target: 'rejected', description: 'Rejected' },
            { target: 'accepted', description: 'Accepted' },
          ],
        },
        missing: { description: 'Missing: provide it' },
        uploaded: { description: 'Provided: waiting for our review' },
        rejected: { description: 'Rejected, with the reason: provide it again' },
        accepted: { description: 'Accepted: it can no longer change' },
      },
      on: {
        'file.selected': [
          { guard: and(['mayProvide', 'isFileItem', 'isAcceptableFile']), target: 'providingFile', description: 'Send the chosen file', actions: assign({ error: null, fieldErrors: {}, sending: ({ event }) => event.file.name }) },
          {
            guard: and(['mayProvide', 'isFileItem']),
            description: 'A file of another type, or too large: the reason shows, nothing is sent',
            actions: assign({ error: ({ event }) => crossingFileError(event.file) ?? null }),
          },
        ],
        'form.opened': { guard: and(['mayProvide', not('isFileItem')]), target: 'editing', description: 'Fill in its form', actions: assign({ error: null, fieldErrors: {} }) },
        'remove.requested': { guard: 'mayRemove', target: 'removing', description: 'Remove it', actions: assign({ error: null, fieldErrors: {} }) },
        'item.updated': { target: '.sorting', reenter: true, description: 'The server has news of it', actions: assign({ item: ({ event }) => event.item }) },
      },
    },
    editing: {
      description: 'Filling in its form',
      on: {
        'form.submitted': { target: 'providingForm', description: 'Save the form' },
        'form.cancelled': { target: 'shown', description: 'Close the form unsaved', actions: assign({ error: null, fieldErrors: {} }) },
        'item.updated': [
          // Reviewed meanwhile and accepted: nothing left to fill in.
          { guard: 'isAccepted', target: 'shown', description: 'Accepted meanwhile: the form closes', actions: assign({ item: ({ event }) => event.item }) },
          { description: 'The server has news of it', actions: assign({ item: ({ event }) => event.item }) },
        ],
      },
    },
    providingFile: {
      description: 'Sending the file',
      tags: ['busy'],
      invoke: {
        id: 'provideFile',
        src: 'provideFile',
        input: ({ context, event }) => ({ movementId: context.movementId, item: context.item, file: (event as Extract<CrossingItemEvent, { type: 'file.selected' }>).file }),
        onDone: {
          target: 'shown',
          description: 'Received: waiting for our review',
          actions: ['takeChange', { type: 'takeItem', params: changed }, { type: 'announce', params: changed }, { type: 'toast', params: ({ event }) => ({ message: event.output.message, type: 'success' as const }) }],
        },
        onError: [
          { guard: { type: 'isConflict', params: failed }, target: 'shown', description: 'Refused: it changed meanwhile', actions: [{ type: 'showRefusal', params: failed }, 'askStale'] },
          { target: 'shown', description: 'Refused: the reason shows', actions: { type: 'showRefusal', params: failed } },
        ],
      },
    },
    providingForm: {
      description: 'Saving the form',
      tags: ['busy'],
      invoke: {
        id: 'provideForm',
        src: 'provideForm',
        input: ({ context, event }) => ({ movementId: context.movementId, item: context.item, body: (event as Extract<CrossingItemEvent, { type: 'form.submitted' }>).body }),
        onDone: {
          target: 'shown',
          description: 'Saved: waiting for our review',
          actions: ['takeChange', { type: 'takeItem', params: changed }, { type: 'announce', params: changed }, { type: 'toast', params: ({ event }) => ({ message: event.output.message, type: 'success' as const }) }],
        },
        onError: [
          { guard: { type: 'isConflict', params: failed }, target: 'shown', description: 'Refused: it changed meanwhile', actions: [{ type: 'showRefusal', params: failed }, 'askStale'] },
          { guard: { type: 'hasFieldErrors', params: failed }, target: 'editing', description: 'Refused: each field says why', actions: { type: 'showFailure', params: failed } },
          { target: 'editing', description: 'Not saved: the reason shows, the form stays filled', actions: { type: 'showFailure', params: failed } },
        ],
      },
    },
    removing: {
      description: 'Removing it',
      tags: ['busy'],
      invoke: {
        id: 'removeItem',
        src: 'removeItem',
        input: ({ context }) => ({ movementId: context.movementId, item: context.item }),
        onDone: {
          target: 'shown',
          description: 'Removed: missing again',
          actions: ['takeChange', { type: 'takeItem', params: changed }, { type: 'announce', params: changed }, { type: 'toast', params: ({ event }) => ({ message: event.output.message, type: 'success' as const }) }],
        },
        onError: [
          { guard: { type: 'isConflict', params: failed }, target: 'shown', description: 'Refused: it changed meanwhile', actions: [{ type: 'showRefusal', params: failed }, 'askStale'] },
          { target: 'shown', description: 'Not removed: the reason shows', actions: { type: 'showRefusal', params: failed } },
        ],
      },
    },
  },
});

export type CrossingItemActor = ActorRefFrom<typeof crossingItemMachine>;
export type CrossingItemSnapshot = SnapshotFrom<typeof crossingItemMachine>;
