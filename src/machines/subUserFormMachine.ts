import { assign, fromPromise, setup } from 'xstate';
import { Messages } from '../schemas/messages.ts';
import type { Profile } from '../schemas/profile.ts';
import type { SubUser } from '../schemas/subUser.ts';
import type { SubUserCreateForm, SubUserUpdateForm } from '../schemas/subUserForm.ts';
import { failureMessage, statusOf, submitFailure } from '../services/http.ts';
import { subUsersApi, type SubUserSaved } from '../services/subUsersApi.ts';
import { mainUserGate, managesSubUsers } from './accountRules.ts';

export interface SubUserFormContext {
  /** Who opened the page: only the main user manages sub-users (spec role.main-manages-subusers). */
  readonly role: Profile['role'] | null;
  /** null while creating; the edited sub-user's id while updating. */
  readonly accountId: string | null;
  /** The sub-user being edited, once loaded (the form's initial values). */
  readonly subUser: SubUser | null;
  /** A failed call in the server's words; the main-user-only notice. */
  readonly error: string | null;
  /** The server's per-field messages (e.g. a taken email), shown on their fields. */
  readonly fieldErrors: Readonly<Record<string, string>>;
}

/** The signed-in profile (the session's): its role decides whether the form may open. */
export interface SubUserFormInput {
  readonly profile: Pick<Profile, 'role'> | null;
}

export type SubUserFormEvent =
  | { type: 'create.started' }
  | { type: 'edit.started'; accountId: string }
  | { type: 'retry' }
  | { type: 'subUser.submitted'; form: SubUserCreateForm | SubUserUpdateForm };

export type SaveSubUserInput = { accountId: string | null; form: SubUserCreateForm | SubUserUpdateForm };

/**
 * /sub-user/add-sub-user and /sub-user/edit-sub-user/{accountId} (spec role.main-manages-subusers,
 * val.subuser): a sub-user is stopped before any call (the server refuses them too); otherwise the
 * page says which on mount and an edit loads the sub-user first. A valid form → create (with
 * password) or update (without) → toast and back to the list, or the form again with the server's
 * messages on their fields. A 401 no refresh could cure reaches the session through the API client.
 */
export const subUserFormMachine = setup({
  types: { context: {} as SubUserFormContext, events: {} as SubUserFormEvent, input: {} as SubUserFormInput },
  actors: {
    loadSubUser: fromPromise<SubUser, { accountId: string }>(({ input }) => subUsersApi.get(input.accountId)),
    saveSubUser: fromPromise<SubUserSaved, SaveSubUserInput>(({ input }) =>
      input.accountId === null ? subUsersApi.create(input.form as SubUserCreateForm) : subUsersApi.update(input.accountId, input.form),
    ),
  },
  actions: {
    /** Provided where the machine is mounted. */
    toast: (_, _params: { message: string }) => {},
    /** Provided where the machine is mounted: back to /sub-user. */
    goToList: () => {},
    showMainUserOnly: assign({ error: Messages.onlyMainManagesSubUsers, fieldErrors: {} }),
    showFailure: assign((_, params: { error: unknown }) => submitFailure(params.error)),
  },
  guards: {
    isSubUser: ({ context }) => !managesSubUsers({ role: context.role ?? 'sub' }),
    isForbidden: (_, params: { error: unknown }) => statusOf(params.error) === 403,
    isNotFound: (_, params: { error: unknown }) => statusOf(params.error) === 404,
  },
}).createMachine({
  id: 'subUserForm',
  description: 'Adding or editing a sub-user',
  context: ({ input }) => ({ role: input.profile?.role ?? null, accountId: null, subUser: null, error: null, fieldErrors: {} }),
  initial: 'checkingRole',
  states: {
    checkingRole: mainUserGate('idle'),
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
        onDone: { description: 'The sub-user is here: edit the details', target: 'editing', actions: assign({ subUser: ({ event }) => event.output, error: null }) },
        onError: [
          {
            description: 'The server says only the main user manages sub-users',
            guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
            target: 'mainUserOnly',
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
      description: "Typing the sub-user's details",
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
        onError: [
          {
            description: 'The server says only the main user manages sub-users',
            guard: { type: 'isForbidden', params: ({ event }) => ({ error: event.error }) },
            target: 'mainUserOnly',
          },
          {
            description: 'Refused: the reasons show on the form and its fields',
            target: 'editing',
            actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) },
            meta: { spec: ['err.rethrow'] },
          },
        ],
      },
    },
    saved: { type: 'final', description: 'Saved' },
    /** A sub-user opened the page. Not final: the page's own start event is simply not taken here. */
    mainUserOnly: {
      description: 'Only the main user can manage sub-users',
      entry: 'showMainUserOnly',
      meta: { spec: ['role.main-manages-subusers'] },
    },
    /** No such sub-user in this company (deleted meanwhile, or a wrong link). */
    notFound: { type: 'final', description: 'This sub-user no longer exists' },
  },
});
