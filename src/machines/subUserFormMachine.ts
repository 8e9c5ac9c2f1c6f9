import { assign, fromPromise, setup } from 'xstate';
import { Messages } from '../schemas/messages.ts';
import type { SubUser } from '../schemas/subUser.ts';
import type { SubUserCreateForm, SubUserUpdateForm } from '../schemas/subUserForm.ts';
import { isApiError } from '../services/http.ts';
import { subUsersApi, type SubUserSaved } from '../services/subUsersApi.ts';

export interface SubUserFormContext {
  /** null while creating; the edited sub-user's id while updating. */
  readonly accountId: string | null;
  /** The sub-user being edited, once loaded (the form's initial values). */
  readonly subUser: SubUser | null;
  readonly error: string | null;
  /** The server's per-field messages (e.g. a taken email), shown on their fields. */
  readonly fieldErrors: Readonly<Record<string, string>>;
}

export type SubUserFormEvent =
  | { type: 'create.started' }
  | { type: 'edit.started'; accountId: string }
  | { type: 'retry' }
  | { type: 'subUser.submitted'; form: SubUserCreateForm | SubUserUpdateForm };

export type SaveSubUserInput = { accountId: string | null; form: SubUserCreateForm | SubUserUpdateForm };

const messageOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : Messages.somethingWrong);
const statusOf = (event: unknown): number | undefined => {
  const error = (event as { error?: unknown }).error;
  return isApiError(error) ? error.status : undefined;
};

/**
 * /sub-user/add-sub-user and /sub-user/edit-sub-user/{accountId} (spec role.main-manages-subusers,
 * val.subuser): the page says which on mount; an edit loads the sub-user first. A valid form →
 * create (with password) or update (without) → toast and back to the list, or the form again with
 * the server's messages on their fields.
 */
export const subUserFormMachine = setup({
  types: { context: {} as SubUserFormContext, events: {} as SubUserFormEvent },
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
    /** Provided where the machine is mounted: a 401 no refresh could cure ends the session. */
    sessionEnded: () => {},
  },
  guards: {
    isForbidden: ({ event }) => statusOf(event) === 403,
    isNotFound: ({ event }) => statusOf(event) === 404,
    isSessionEnded: ({ event }) => statusOf(event) === 401,
  },
}).createMachine({
  id: 'subUserForm',
  context: { accountId: null, subUser: null, error: null, fieldErrors: {} },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'create.started': { target: 'editing', actions: assign({ accountId: null, subUser: null }) },
        'edit.started': { target: 'loading', actions: assign({ accountId: ({ event }) => event.accountId }) },
      },
    },
    loading: {
      invoke: {
        id: 'loadSubUser',
        src: 'loadSubUser',
        input: ({ context }) => ({ accountId: context.accountId ?? '' }),
        onDone: { target: 'editing', actions: assign({ subUser: ({ event }) => event.output, error: null }) },
        onError: [
          { guard: 'isForbidden', target: 'forbidden' },
          { guard: 'isNotFound', target: 'notFound' },
          { guard: 'isSessionEnded', target: 'loadFailed', actions: ['sessionEnded', assign({ error: ({ event }) => messageOf(event.error) })] },
          { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }), meta: { spec: ['err.rethrow'] } },
        ],
      },
    },
    loadFailed: {
      on: { retry: { target: 'loading', actions: assign({ error: null }) } },
    },
    editing: {
      meta: { spec: ['val.subuser'] },
      on: {
        'subUser.submitted': { target: 'submitting', actions: assign({ error: null, fieldErrors: {} }) },
      },
    },
    submitting: {
      invoke: {
        id: 'saveSubUser',
        src: 'saveSubUser',
        input: ({ context, event }) => ({ accountId: context.accountId, form: (event as Extract<SubUserFormEvent, { type: 'subUser.submitted' }>).form }),
        onDone: {
          target: 'saved',
          actions: [{ type: 'toast', params: ({ event }) => ({ message: event.output.message }) }, 'goToList'],
          meta: { spec: ['role.main-manages-subusers'] },
        },
        onError: [
          { guard: 'isForbidden', target: 'forbidden' },
          { guard: 'isSessionEnded', target: 'editing', actions: ['sessionEnded', assign({ error: ({ event }) => messageOf(event.error) })] },
          {
            target: 'editing',
            actions: assign({
              error: ({ event }) => messageOf(event.error),
              fieldErrors: ({ event }) => (isApiError(event.error) ? event.error.fieldErrors : {}),
            }),
            meta: { spec: ['err.rethrow'] },
          },
        ],
      },
    },
    saved: { type: 'final' },
    /** A sub-user opened the page: only the main user manages sub-users. */
    forbidden: { type: 'final' },
    /** No such sub-user in this company (deleted meanwhile, or a wrong link). */
    notFound: { type: 'final' },
  },
});
