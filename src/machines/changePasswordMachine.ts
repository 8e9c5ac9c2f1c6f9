import { assign, fromPromise, setup } from 'xstate';
import type { ChangePasswordForm } from '../schemas/changePasswordForm.ts';
import { authApi } from '../services/authApi.ts';
import { submitFailure } from '../services/http.ts';

export interface ChangePasswordContext {
  /** The server's confirmation once changed. */
  readonly message: string | null;
  /** Why the last change was refused, in the server's words (none when it went on a field). */
  readonly error: string | null;
  /** The server's messages by field (a wrong current password goes on `currentPassword`). */
  readonly fieldErrors: Readonly<Record<string, string>>;
}

export type ChangePasswordEvent = { type: 'password.submitted'; form: ChangePasswordForm } | { type: 'form.reset' };

type Submitted = Extract<ChangePasswordEvent, { type: 'password.submitted' }>;

/**
 * /settings/password: a signed-in customer gives the current password and a new one
 * (the one password rule, checked by the form's schema before the event is sent) → saved, or
 * refused with the reason (a wrong current password) and the form again.
 */
export const changePasswordMachine = setup({
  types: { context: {} as ChangePasswordContext, events: {} as ChangePasswordEvent },
  actors: {
    changePassword: fromPromise<string, ChangePasswordForm>(({ input }) => authApi.changePassword(input)),
  },
}).createMachine({
  id: 'changePassword',
  description: 'Changing your password',
  context: { message: null, error: null, fieldErrors: {} },
  initial: 'editing',
  states: {
    editing: {
      description: 'Typing your current and new password',
      on: {
        'password.submitted': { description: 'Change password', target: 'saving', actions: assign({ error: null, fieldErrors: {} }) },
      },
    },
    saving: {
      description: 'Changing your password',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ event }) => (event as Submitted).form,
        onDone: { description: 'Changed: your other devices are signed out', target: 'saved', actions: assign({ message: ({ event }) => event.output }) },
        onError: {
          description: 'Refused: the reason shows above the form or on its fields',
          target: 'refused',
          actions: assign(({ event }) => submitFailure(event.error)),
        },
      },
    },
    refused: {
      description: 'Not changed: the reason shows, the form stays',
      on: {
        'password.submitted': { description: 'Try again', target: 'saving', actions: assign({ error: null, fieldErrors: {} }) },
      },
    },
    saved: {
      description: 'Your password is changed',
      on: { 'form.reset': { description: 'Change it again', target: 'editing', actions: assign({ message: null }) } },
    },
  },
});
