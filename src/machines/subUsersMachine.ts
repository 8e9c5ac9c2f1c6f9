import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Pagination } from '../schemas/envelope.ts';
import { Messages } from '../schemas/messages.ts';
import type { SubUser } from '../schemas/subUser.ts';
import { formatDate } from '../services/dates.ts';
import { isApiError } from '../services/http.ts';
import { SUB_USERS_PAGE_SIZE, subUsersApi, type SubUserPage, type SubUserRemoved } from '../services/subUsersApi.ts';

export interface SubUsersContext {
  readonly page: number;
  readonly subUsers: readonly SubUser[];
  readonly pagination: Pagination | null;
  /** The sub-user whose deletion is being confirmed or carried out. */
  readonly pendingDeletion: string | null;
  /** A failed load or deletion, in the server's words. */
  readonly error: string | null;
}

export type SubUsersEvent =
  | { type: 'page.changed'; page: number }
  | { type: 'retry' }
  | { type: 'deletion.requested'; accountId: string }
  | { type: 'deletion.confirmed' }
  | { type: 'deletion.cancelled' };

const messageOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : Messages.somethingWrong);
const errorOf = (event: unknown): unknown => (event as { error?: unknown }).error;

/**
 * /sub-user (spec role.main-manages-subusers): the company's sub-users, a page at a time, and their
 * deletion after a confirmation. A deleted entry is removed from the list locally by accountId,
 * without a refetch (spec subuser.delete-local).
 */
export const subUsersMachine = setup({
  types: { context: {} as SubUsersContext, events: {} as SubUsersEvent },
  actors: {
    loadSubUsers: fromPromise<SubUserPage, { page: number }>(({ input }) => subUsersApi.list({ page: input.page, limit: SUB_USERS_PAGE_SIZE })),
    deleteSubUser: fromPromise<SubUserRemoved, { accountId: string }>(({ input }) => subUsersApi.remove(input.accountId)),
  },
  actions: {
    /** Provided where the machine is mounted. */
    toast: (_, _params: { message: string }) => {},
    /** Provided where the machine is mounted: a 401 no refresh could cure ends the session. */
    sessionEnded: () => {},
    /** spec subuser.delete-local: drop the deleted entry by accountId; no refetch. */
    removeLocally: assign(({ context, event }) => {
      const removed = (event as { output?: SubUserRemoved }).output?.accountId;
      return {
        subUsers: context.subUsers.filter((u) => u.accountId !== removed),
        pagination: context.pagination ? { ...context.pagination, total: Math.max(0, context.pagination.total - 1) } : null,
        pendingDeletion: null,
      };
    }),
  },
  guards: {
    hasEntries: ({ event }) => ((event as { output?: SubUserPage }).output?.subUsers.length ?? 0) > 0,
    /** The server's own answer to a sub-user (403 'Only the main user can manage sub-users.'). */
    isForbidden: ({ event }) => {
      const error = errorOf(event);
      return isApiError(error) && error.status === 403;
    },
    isSessionEnded: ({ event }) => {
      const error = errorOf(event);
      return isApiError(error) && error.status === 401;
    },
    hasEntriesLeft: ({ context, event }) => {
      const removed = (event as { output?: SubUserRemoved }).output?.accountId;
      return context.subUsers.some((u) => u.accountId !== removed);
    },
    hasEarlierPage: ({ context }) => context.page > 1,
    isOtherPage: ({ context, event }) => {
      const page = (event as { page?: number }).page ?? context.page;
      return Number.isInteger(page) && page >= 1 && page !== context.page;
    },
  },
}).createMachine({
  id: 'subUsers',
  context: { page: 1, subUsers: [], pagination: null, pendingDeletion: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadSubUsers',
        src: 'loadSubUsers',
        input: ({ context }) => ({ page: context.page }),
        onDone: [
          {
            guard: 'hasEntries',
            target: 'list',
            actions: assign({ subUsers: ({ event }) => event.output.subUsers, pagination: ({ event }) => event.output.pagination, error: null }),
          },
          {
            target: 'empty',
            actions: assign({ subUsers: [], pagination: ({ event }) => event.output.pagination, error: null }),
          },
        ],
        onError: [
          // A sub-user (or a main user demoted meanwhile) must not keep seeing the list.
          { guard: 'isForbidden', target: 'forbidden', actions: assign({ subUsers: [], pendingDeletion: null }) },
          { guard: 'isSessionEnded', target: 'failed', actions: ['sessionEnded', assign({ error: ({ event }) => messageOf(event.error) })] },
          { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }), meta: { spec: ['err.rethrow'] } },
        ],
      },
    },
    list: {
      meta: { spec: ['role.main-manages-subusers'] },
      on: {
        'page.changed': { guard: 'isOtherPage', target: 'loading', actions: assign({ page: ({ event }) => event.page, error: null }) },
        'deletion.requested': { target: 'confirming', actions: assign({ pendingDeletion: ({ event }) => event.accountId, error: null }) },
      },
    },
    empty: {},
    confirming: {
      on: {
        'deletion.confirmed': { target: 'deleting' },
        'deletion.cancelled': { target: 'list', actions: assign({ pendingDeletion: null }) },
      },
    },
    deleting: {
      invoke: {
        id: 'deleteSubUser',
        src: 'deleteSubUser',
        input: ({ context }) => ({ accountId: context.pendingDeletion ?? '' }),
        onDone: [
          {
            guard: 'hasEntriesLeft',
            target: 'list',
            actions: ['removeLocally', { type: 'toast', params: ({ event }) => ({ message: event.output.message }) }],
            meta: { spec: ['subuser.delete-local'] },
          },
          // The page's last entry went: show the page before it.
          {
            guard: 'hasEarlierPage',
            target: 'loading',
            actions: ['removeLocally', assign({ page: ({ context }) => context.page - 1 }), { type: 'toast', params: ({ event }) => ({ message: event.output.message }) }],
            meta: { spec: ['subuser.delete-local'] },
          },
          {
            target: 'empty',
            actions: ['removeLocally', { type: 'toast', params: ({ event }) => ({ message: event.output.message }) }],
            meta: { spec: ['subuser.delete-local'] },
          },
        ],
        // The list stays as it was; the message says why.
        onError: [
          { guard: 'isSessionEnded', target: 'list', actions: ['sessionEnded', assign({ pendingDeletion: null, error: ({ event }) => messageOf(event.error) })] },
          { target: 'list', actions: assign({ pendingDeletion: null, error: ({ event }) => messageOf(event.error) }), meta: { spec: ['err.rethrow'] } },
        ],
      },
    },
    failed: {
      on: { retry: { target: 'loading', actions: assign({ error: null }) } },
    },
    /** A sub-user opened the page: only the main user manages sub-users. */
    forbidden: {},
  },
});

export type SubUsersSnapshot = SnapshotFrom<typeof subUsersMachine>;

/** A sub-user as the list shows it: the created date in the app's date format. */
export interface SubUserRow extends SubUser {
  readonly createdOn: string;
}

export const subUserRows = (subUsers: readonly SubUser[]): SubUserRow[] => subUsers.map((u) => ({ ...u, createdOn: formatDate(u.createdAt) }));
