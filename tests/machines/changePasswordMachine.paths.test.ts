import { changePasswordSteps } from '../spec/formSteps';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { changePasswordMachine } from '../../src/machines/changePasswordMachine';
import type { ChangePasswordForm } from '../../src/schemas/changePasswordForm';
import { Messages } from '../../src/schemas/messages';
import { ApiError } from '../../src/services/http';
import { checkChangePasswordRules } from '../spec/changePasswordRules';
import { undescribed } from '../support/descriptions';
import { definePathTests } from '../support/pathCoverage';

const form: ChangePasswordForm = { currentPassword: 'Secret-pass-1', password: 'Brand-new-pass-2', confirmPassword: 'Brand-new-pass-2' };
const wrongCurrent = new ApiError(400, Messages.currentPasswordWrong, { currentPassword: Messages.currentPasswordWrong });
const tooMany = new ApiError(429, Messages.tooManyAttempts);

describe('change password machine: generated paths', () => {
  definePathTests(changePasswordMachine, {
    events: {
      'password.submitted': [{ type: 'password.submitted', form }],
      'xstate.done.actor.changePassword': [{ type: 'xstate.done.actor.changePassword', output: Messages.passwordUpdated }],
      'xstate.error.actor.changePassword': [
        { type: 'xstate.error.actor.changePassword', error: wrongCurrent },
        { type: 'xstate.error.actor.changePassword', error: tooMany },
      ],
    },
    steps: changePasswordSteps,
    states: {
      '#changePassword': (s) => checkChangePasswordRules(changePasswordMachine, s, form),
      editing: (s) => {
        expect(s.context.error).toBeNull();
        expect(s.context.fieldErrors).toEqual({});
      },
      saving: (s) => expect(s.children.changePassword).toBeDefined(),
      refused: (s) => {
        // The server's words, where the server put them: on the field, or above the form.
        if (s.context.error === null) expect(s.context.fieldErrors).toEqual({ currentPassword: Messages.currentPasswordWrong });
        else expect(s.context.error).toBe(Messages.tooManyAttempts);
      },
      saved: (s) => expect(s.context.message).toBe(Messages.passwordUpdated),
    },
  });
});

describe('change password machine', () => {
  it('every state and transition says what it is in the customer\u2019s words', () => {
    expect(undescribed(changePasswordMachine)).toEqual([]);
  });

  it('sends the form as typed and shows the server’s refusal on the current-password field', async () => {
    const sent: ChangePasswordForm[] = [];
    const actor = createActor(
      changePasswordMachine.provide({
        actors: {
          changePassword: fromPromise<string, ChangePasswordForm>(async ({ input }) => {
            sent.push(input);
            throw wrongCurrent;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'password.submitted', form });
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([form]);
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context).toEqual({ message: null, error: null, fieldErrors: { currentPassword: Messages.currentPasswordWrong } });
  });
});
