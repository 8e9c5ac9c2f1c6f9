import { assign, fromPromise, setup } from 'xstate';
import { CommonMessages as Messages } from '../schemas/commonMessages.ts';
import type { Profile } from '../schemas/profile.ts';
import type { SubUser } from '../schemas/subUser.ts';
import type { SubUserCreateBody, SubUserUpdateForm } from '../schemas/subUserForm.ts';
import type { AccessLevel } from '../schemas/teamRoles.ts';
import { failureMessage, statusOf, submitFailure } from '../services/http.ts';
import { subUsersApi, type SubUserSaved } from '../services/subUsersApi.ts';
import { managesSubUser, managesSubUsers, roleGate } from './accountRules.ts';

export interface SubUserFormContext {
  /** Who opened the page: the main user and admins manage sub-users. */
  readonly level: AccessLevel | null;
  /** The signed-in account: nobody edits their own role. */
  readonly selfId: string | null;
  /** null while creating; the edited sub-user's id while updating. */
  readonly accountId: string | null;
  /** The sub-user being edited, once loaded (the form's initial values). */
  readonly subUser: SubUser | null;
  /** A failed call in the server's words; why this role may not be here. */
  readonly error: string | null;
  /** The server's per-field messages (e.g. a taken email), shown on their fields. */
  readonly fieldErrors: Readonly<Record<string, string>>;
}

/** The signed-in profile (the session's): its role decides whether the form may open and which roles it offers. */
export interface SubUserFormInput {
  readonly profile: Pick<Profile, 'accessLevel' | 'accountId'> | null;
}

export type SubUserFormEvent =
  | { type: 'create.started' }
  | { type: 'edit.started'; accountId: string }
  | { type: 'retry' }
  | { type: 'subUser.submitted'; form: SubUserCreateBody | SubUserUpdateForm };

export type SaveSubUserInput = { accountId: string | null; form: SubUserCreateBody | SubUserUpdateForm };

const who = (context: SubUserFormContext) => (context.level === null ? null : { accessLevel: context.level, accountId: context.selfId ?? '' });

/**
 * /sub-user/add-sub-user and /sub-user/edit-sub-user/{accountId} (spec role.main-manages-subusers,
 * val.subuser; team roles, invitations): a role that may not manage sub-users is stopped
 * before any call (the server refuses it too); otherwise the page says which on mount and an edit
 * loads the sub-user first, and stops there when that sub-user is out of reach (yourself, or a role
 * not below yours). A valid form → create (invitation or password) or update → toast and back to
 * the list, or the form again with the server's messages on their fields. A 401 no refresh could
 * cure reaches the session through the API client.
 */
export const subUserFormMachine = setup({
  types: { context: {} as SubUserFormContext, events: {} as SubUserFormEvent, input: {} as SubUserFormInput },
  actors: {
    loadSubUser: fromPromise<SubUser, { accountId: string }>(({ input }) => subUsersApi.get(input.accountId)),
    saveSubUser: fromPromise<SubUserSaved, SaveSubUserInput>(({ input }) =>
      input.accountId === null ? subUsersApi.create(input.form as SubUserCreateBody) : subUsersApi.update(input.accountId, input.form),
    ),
  },
  actions: {
    /** Provided where the machine is mounted. */
    toast: (_, _params: { message: string }) => {},
    /** Provided where the machine is mounted: back to /sub-user. */
    goToList: () => {},
    showNotAllowed: assign({ error: Messages.roleCannotManageSubUsers, fieldErrors: {} }),
    showFailure: assign((_, params: { error: unknown }) => submitFailure(params.error)),
  },
  guards: {
    lacksCapability: ({ context }) => !managesSubUsers(context.level === null ? null : { accessLevel: context.level }),
    isOutOfReach: ({ context }, params: { subUser: SubUser }) => !managesSubUser(who(context), params.subUser),
    isForbidden: (_, params: { error: unknown }) => statusOf(params.error) === 403,
    isNotFound: (_, params: { error: unknown }) => statusOf(params.error) === 404,
  },
}).createMachine({
  id: 'subUserForm',
  description: 'Adding or editing a sub-user',
  context: ({ input }) => ({
    level: input.profile?.accessLevel ?? null,
    selfId: input.profile?.accountId ?? null,
    accountId: null,
    subUser: null,
    error: null,
    fieldErrors: {},
  }),
  initial: 'checkingRole',
  states: {
    checkingRole: roleGate('idle', 'Your role does not manage sub-users', ['role.main-manages-subusers']),
    idle: {
      description: 'Opening the form',
      on: {
        'create.started': { description: 'Add a sub-user', target: 'editing', actions: assign({ accountId: null, subUser: null }) },
        'edit.started': { description: 'Edit a sub-user', target: 'loading', actions: assign({ accountId: ({ event }) => event.accountId }) },
      },
    },
    loading: {
      description: 'Loading the sub-user',
      invoke: {
        id: 'loadSubUser',
        src: 'loadSubUser',
        input: ({ context }) => ({ accountId: context.accountId ?? '' }),
        onDone: [
          {
            description: 'Yourself, or a role not below yours: not yours to change',
            guard: { type: 'isOutOfReach', params: ({ event }) => ({ subUser: event.output }) },
            target: 'outOfReach',
            actions: assign({ subUser: ({ event }) => event.output, error: ({ event, context }) => (event.output.accountId === context.selfId ? Messages.ownRoleLocked : Messages.roleAboveYours) }),
          },
          { description: 'The sub-user is here: edit the details', target: 'editing', actions: assign({ subUser: ({ event }) => event.output, error: null }) },
        ],
        onError: [
          {
            description: 'The server says your role does not manage sub-users',
            guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
            target: 'notAllowed',
          },
          {
            description: 'No such sub-user in your company',
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
          },
          {
            description: 'The sub-user could not be loaded',
            target: 'loadFailed',
            actions: assign({ error: ({ event }) => failureMessage(event.error) }),
            meta: { spec: ['err.rethrow'] },
          },
        ],
      },
    },
    loadFailed: {
      description: 'The sub-user could not be loaded: try again',
      on: { retry: { description: 'Try again', target: 'loading', actions: assign({ error: null }) } },
    },
    editing: {
      description: "Typing the sub-user's details and role",
      meta: { spec: ['val.subuser'] },
      on: {
        'subUser.submitted': { description: 'Save', target: 'submitting', actions: assign({ error: null, fieldErrors: {} }) },
      },
    },
    submitting: {
      description: 'Saving the sub-user',
      invoke: {
        id: 'saveSubUser',
        src: 'saveSubUser',
        input: ({ context, event }) => ({ accountId: context.accountId, form: (event as Extract<SubUserFormEvent, { type: 'subUser.submitted' }>).form }),
        onDone: {
          description: 'Saved: back to your sub-users',
          target: 'saved',
          actions: [{ type: 'toast', params: ({ event }) => ({ message: event.output.message }) }, 'goToList'],
          meta: { spec: ['role.main-manages-subusers'] },
        },
        // A 403 here (a role above yours, or your own role lowered meanwhile) shows on the form in the server's words.
        onError: {
          description: 'Refused: the reasons show on the form and its fields',
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
          meta: { spec: ['err.rethrow'] },
        },
      },
    },
    saved: { type: 'final', description: 'Saved' },
    /** A role that does not manage sub-users opened the page. Not final: the page's start event is simply not taken here. */
    notAllowed: {
      description: 'Only the main user and admins can manage sub-users',
      entry: 'showNotAllowed',
      meta: { spec: ['role.main-manages-subusers'] },
    },
    /** Yourself (nobody edits their own role) or a sub-user whose role is not below yours. */
    outOfReach: { type: 'final', description: 'This sub-user is not yours to change' },
    /** No such sub-user in this company (deleted meanwhile, or a wrong link). */
    notFound: { type: 'final', description: 'This sub-user no longer exists' },
  },
});
