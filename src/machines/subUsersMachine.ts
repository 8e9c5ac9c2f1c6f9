import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Pagination } from '../schemas/envelope.ts';
import { CommonMessages as Messages } from '../schemas/commonMessages.ts';
import type { Profile } from '../schemas/profile.ts';
import type { SubUser } from '../schemas/subUser.ts';
import type { AccessLevel } from '../schemas/teamRoles.ts';
import { formatDate } from '../services/dateText.ts';
import { failureMessage, statusOf } from '../services/http.ts';
import { SUB_USERS_PAGE_SIZE, subUsersApi, type SubUserPage, type SubUserRemoved, type SubUserSaved } from '../services/subUsersApi.ts';
import { managesSubUser, managesSubUsers, roleGate } from './accountRules.ts';

export interface SubUsersContext {
  /** Who opened the page: the main user and admins manage sub-users. */
  readonly level: AccessLevel | null;
  /** The signed-in account: nobody edits, deletes or re-invites themselves. */
  readonly selfId: string | null;
  readonly page: number;
  readonly subUsers: readonly SubUser[];
  readonly pagination: Pagination | null;
  /** The sub-user whose deletion is being confirmed or carried out. */
  readonly pendingDeletion: string | null;
  /** The pending invitee whose invitation is being sent again. */
  readonly resending: string | null;
  /** A failed load, deletion or resend, in the server's words; why this role may not be here. */
  readonly error: string | null;
}

/** The signed-in profile (the session's): its role decides whether the list may open. */
export interface SubUsersInput {
  readonly profile: Pick<Profile, 'accessLevel' | 'accountId'> | null;
}

export type SubUsersEvent =
  | { type: 'page.changed'; page: number }
  | { type: 'retry' }
  | { type: 'deletion.requested'; accountId: string }
  | { type: 'deletion.confirmed' }
  | { type: 'deletion.cancelled' }
  | { type: 'invitation.resent'; accountId: string };

function managesEntry(context: SubUsersContext, accountId: string): boolean {
  const entry = context.subUsers.find((u) => u.accountId === accountId);
  return entry !== undefined && context.level !== null && managesSubUser({ accessLevel: context.level, accountId: context.selfId ?? '' }, entry);
}

/**
 * /sub-user (spec role.main-manages-subusers): the company's sub-users, a page at a time, and their
 * deletion after a confirmation. A deleted entry is removed from the list locally by accountId,
 * without a refetch (spec subuser.delete-local). The main user and admins manage
 * sub-users, each only those of a role below their own; a pending invitee's invitation can be
 * sent again. Any other role is stopped before any call (the server
 * refuses them too, with the same words). A 401 no refresh could cure reaches the session through
 * the API client (onSessionExpired), not from here.
 */
export const subUsersMachine = setup({
  types: { context: {} as SubUsersContext, events: {} as SubUsersEvent, input: {} as SubUsersInput },
  actors: {
    loadSubUsers: fromPromise<SubUserPage, { page: number }>(({ input }) => subUsersApi.list({ page: input.page, limit: SUB_USERS_PAGE_SIZE })),
    deleteSubUser: fromPromise<SubUserRemoved, { accountId: string }>(({ input }) => subUsersApi.remove(input.accountId)),
    resendInvitation: fromPromise<SubUserSaved, { accountId: string }>(({ input }) => subUsersApi.resendInvitation(input.accountId)),
  },
  actions: {
    /** Provided where the machine is mounted. */
    toast: (_, _params: { message: string }) => {},
    /** spec subuser.delete-local: drop the deleted entry by accountId; no refetch. */
    removeLocally: assign(({ context }, params: { removed: SubUserRemoved }) => ({
      subUsers: context.subUsers.filter((u) => u.accountId !== params.removed.accountId),
      pagination: context.pagination ? { ...context.pagination, total: Math.max(0, context.pagination.total - 1) } : null,
      pendingDeletion: null,
    })),
    showNotAllowed: assign({ subUsers: [], pagination: null, pendingDeletion: null, error: Messages.roleCannotManageSubUsers }),
  },
  guards: {
    lacksCapability: ({ context }) => !managesSubUsers(context.level === null ? null : { accessLevel: context.level }),
    /** Only sub-users of a role below yours, never yourself (the server refuses the rest too). */
    managesEntry: ({ context }, params: { accountId: string }) => managesEntry(context, params.accountId),
    /** A pending invitee you manage. */
    canResend: ({ context }, params: { accountId: string }) =>
      managesEntry(context, params.accountId) && context.subUsers.some((u) => u.accountId === params.accountId && u.invitationPending),
    hasEntries: (_, params: { page: SubUserPage }) => params.page.subUsers.length > 0,
    /** The server's own answer to a sub-user (403 'Only the main user can manage sub-users.'). */
    isForbidden: (_, params: { error: unknown }) => statusOf(params.error) === 403,
    hasEntriesLeft: ({ context }, params: { removed: SubUserRemoved }) => context.subUsers.some((u) => u.accountId !== params.removed.accountId),
    hasEarlierPage: ({ context }) => context.page > 1,
    isOtherPage: ({ context }, params: { page: number }) => Number.isInteger(params.page) && params.page >= 1 && params.page !== context.page,
  },
}).createMachine({
  id: 'subUsers',
  description: "Your company's sub-users",
  context: ({ input }) => ({
    level: input.profile?.accessLevel ?? null,
    selfId: input.profile?.accountId ?? null,
    page: 1,
    subUsers: [],
    pagination: null,
    pendingDeletion: null,
    resending: null,
    error: null,
  }),
  initial: 'checkingRole',
  states: {
    checkingRole: roleGate('loading', 'Your role does not manage sub-users', ['role.main-manages-subusers']),
    loading: {
      description: 'Loading your sub-users',
      invoke: {
        id: 'loadSubUsers',
        src: 'loadSubUsers',
        input: ({ context }) => ({ page: context.page }),
        onDone: [
          {
            description: 'Your sub-users are here',
            guard: { type: 'hasEntries', params: ({ event }) => ({ page: event.output }) },
            target: 'list',
            actions: assign({ subUsers: ({ event }) => event.output.subUsers, pagination: ({ event }) => event.output.pagination, error: null }),
          },
          {
            description: 'You have no sub-users yet',
            target: 'empty',
            actions: assign({ subUsers: [], pagination: ({ event }) => event.output.pagination, error: null }),
          },
        ],
        onError: [
          // An admin demoted meanwhile must not keep seeing the list.
          {
            description: 'The server says your role does not manage sub-users',
            guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
            target: 'notAllowed',
          },
          {
            description: 'Your sub-users could not be loaded',
            target: 'failed',
            actions: assign({ error: ({ event }) => failureMessage(event.error) }),
            meta: { spec: ['err.rethrow'] },
          },
        ],
      },
    },
    list: {
      description: 'Showing a page of your sub-users',
      meta: { spec: ['role.main-manages-subusers'] },
      on: {
        'page.changed': {
          description: 'Go to another page',
          guard: { type: 'isOtherPage', params: ({ event }) => ({ page: event.page }) },
          target: 'loading',
          actions: assign({ page: ({ event }) => event.page, error: null }),
        },
        'deletion.requested': {
          description: 'Delete a sub-user (of a role below yours)',
          guard: { type: 'managesEntry', params: ({ event }) => ({ accountId: event.accountId }) },
          target: 'confirming',
          actions: assign({ pendingDeletion: ({ event }) => event.accountId, error: null }),
        },
        'invitation.resent': {
          description: 'Send the invitation again',
          guard: { type: 'canResend', params: ({ event }) => ({ accountId: event.accountId }) },
          target: 'resending',
          actions: assign({ resending: ({ event }) => event.accountId, error: null }),
        },
      },
    },
    resending: {
      description: 'Sending the invitation again',
      invoke: {
        id: 'resendInvitation',
        src: 'resendInvitation',
        input: ({ context }) => ({ accountId: context.resending ?? '' }),
        onDone: {
          description: 'Sent: the earlier links stop working',
          target: 'list',
          actions: [assign({ resending: null }), { type: 'toast', params: ({ event }) => ({ message: event.output.message }) }],
        },
        onError: {
          description: 'Not sent: the reason shows above the list',
          target: 'list',
          actions: assign({ resending: null, error: ({ event }) => failureMessage(event.error) }),
          meta: { spec: ['err.rethrow'] },
        },
      },
    },
    empty: { description: 'No sub-users yet: add the first one' },
    confirming: {
      description: 'Asking you to confirm the deletion',
      on: {
        'deletion.confirmed': { description: 'Delete sub-user', target: 'deleting' },
        'deletion.cancelled': { description: 'Cancel', target: 'list', actions: assign({ pendingDeletion: null }) },
      },
    },
    deleting: {
      description: 'Deleting the sub-user',
      invoke: {
        id: 'deleteSubUser',
        src: 'deleteSubUser',
        input: ({ context }) => ({ accountId: context.pendingDeletion ?? '' }),
        onDone: [
          {
            description: 'Deleted: the entry leaves the list',
            guard: { type: 'hasEntriesLeft', params: ({ event }) => ({ removed: event.output }) },
            target: 'list',
            actions: [
              { type: 'removeLocally', params: ({ event }) => ({ removed: event.output }) },
              { type: 'toast', params: ({ event }) => ({ message: event.output.message }) },
            ],
            meta: { spec: ['subuser.delete-local'] },
          },
          // The page's last entry went: show the page before it.
          {
            description: "Deleted the page's last entry: show the page before",
            guard: 'hasEarlierPage',
            target: 'loading',
            actions: [
              { type: 'removeLocally', params: ({ event }) => ({ removed: event.output }) },
              assign({ page: ({ context }) => context.page - 1 }),
              { type: 'toast', params: ({ event }) => ({ message: event.output.message }) },
            ],
            meta: { spec: ['subuser.delete-local'] },
          },
          {
            description: 'Deleted your last sub-user',
            target: 'empty',
            actions: [
              { type: 'removeLocally', params: ({ event }) => ({ removed: event.output }) },
              { type: 'toast', params: ({ event }) => ({ message: event.output.message }) },
            ],
            meta: { spec: ['subuser.delete-local'] },
          },
        ],
        // The list stays as it was; the message says why.
        onError: {
          description: 'The deletion failed: the list stays, the reason shows above it',
          target: 'list',
          actions: assign({ pendingDeletion: null, error: ({ event }) => failureMessage(event.error) }),
          meta: { spec: ['err.rethrow'] },
        },
      },
    },
    failed: {
      description: 'Your sub-users could not be loaded: try again',
      on: { retry: { description: 'Try again', target: 'loading', actions: assign({ error: null }) } },
    },
    /** A role that does not manage sub-users opened the page. */
    notAllowed: {
      description: 'Only the main user and admins can manage sub-users',
      entry: 'showNotAllowed',
      meta: { spec: ['role.main-manages-subusers'] },
    },
  },
});

export type SubUsersSnapshot = SnapshotFrom<typeof subUsersMachine>;

/** A sub-user as the list shows it: the created date in the app's date format. */
export interface SubUserRow extends SubUser {
  readonly createdOn: string;
}

export const subUserRows = (subUsers: readonly SubUser[]): SubUserRow[] => subUsers.map((u) => ({ ...u, createdOn: formatDate(u.createdAt) }));
