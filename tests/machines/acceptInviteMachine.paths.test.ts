import { checkAnswerToasts } from '../spec/toastRules';
import { acceptInviteSteps } from '../spec/formSteps';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, transition } from 'xstate';
import { acceptInviteMachine } from '../../src/machines/acceptInviteMachine';
import type { AcceptInvitationBody } from '../../src/schemas/createPasswordForm';
import type { InvitationInfo } from '../../src/schemas/subUser';
import { ApiError } from '../../src/services/http';
import { undescribed } from '../support/descriptions';
import { definePathTests } from '../support/pathCoverage';

// The feature request, "a sub-user invited by email (sets their own password)": the link's page. The words the
// server answers a dead link with, written out here (not imported): "Replayed/expired/forged token
// → a clear message, 4xx, nothing changed".
const FORGED = 'This invitation link is not valid. Ask for a new invitation.';
const USED = 'This invitation has already been used. Sign in with the password you set.';
const EXPIRED = 'This invitation has expired. Ask the main user or an admin to send a new one.';
const ACCEPTED = 'Your password is set. Sign in with your email and new password.';

const info: InvitationInfo = { email: 'ivy@acme.example', contactName: 'Ivy Chen', companyName: 'Acme Freight' };
const form = { password: 'Chosen-pass-9', confirmPassword: 'Chosen-pass-9' };
const forged = new ApiError(400, FORGED);
const used = new ApiError(409, USED);
const expired = new ApiError(410, EXPIRED);
const tooShort = new ApiError(400, 'Password must be at least 8 characters', { password: 'Password must be at least 8 characters' });
const offline = new ApiError(0, 'Something is wrong please try again');

/** The oracle: a dead link offers nothing to submit, says why in the server's words, and is the end of the road. */
function checkInviteRules(s: ReturnType<typeof acceptInviteMachine.resolveState>): void {
  if (s.matches('invalid')) {
    expect([FORGED, USED, EXPIRED]).toContain(s.context.error);
    expect(s.can({ type: 'password.submitted', form })).toBe(false);
    expect(s.status).toBe('done');
  }
  // A password is sent only once the server has said who the link is for.
  if (s.can({ type: 'password.submitted', form })) expect(s.context.invitation).toEqual(info);
  // Once set, the invitee goes to sign in: nothing else follows.
  if (s.matches('accepted')) expect(s.status).toBe('done');
  if (s.matches('accepting')) {
    const [after] = transition(acceptInviteMachine, s, { type: 'xstate.error.actor.acceptInvitation', error: used } as never);
    expect(after.value, 'a link spent meanwhile ends the form').toBe('invalid');
  }
}

describe('accept invite machine: generated paths', () => {
  definePathTests(acceptInviteMachine, {
    inputs: [{ token: 'tok-123' }, { token: null }, { token: '' }],
    everyInput: true,
    events: {
      'password.submitted': [{ type: 'password.submitted', form }],
      'xstate.done.actor.checkInvitation': [{ type: 'xstate.done.actor.checkInvitation', output: info }],
      'xstate.error.actor.checkInvitation': [
        { type: 'xstate.error.actor.checkInvitation', error: forged },
        { type: 'xstate.error.actor.checkInvitation', error: used },
        { type: 'xstate.error.actor.checkInvitation', error: expired },
        { type: 'xstate.error.actor.checkInvitation', error: offline },
      ],
      'xstate.done.actor.acceptInvitation': [{ type: 'xstate.done.actor.acceptInvitation', output: ACCEPTED }],
      'xstate.error.actor.acceptInvitation': [
        { type: 'xstate.error.actor.acceptInvitation', error: tooShort },
        { type: 'xstate.error.actor.acceptInvitation', error: expired },
        { type: 'xstate.error.actor.acceptInvitation', error: offline },
      ],
    },
    provide: { actions: { toast: () => {}, goToLogin: () => {} } },
    steps: acceptInviteSteps,
    states: {
      '#acceptInvite': (s) => {
        checkInviteRules(s);
        // Accepted: the server's words as a success toast, then the sign-in page (tests/spec/toastRules.ts).
        checkAnswerToasts(acceptInviteMachine, s, { acceptInvitation: (message) => message });
        if (s.matches('accepting')) {
          const [, actions] = transition(acceptInviteMachine, s, { type: 'xstate.done.actor.acceptInvitation', output: ACCEPTED } as never);
          expect(actions.map((a) => a.type), 'password set: sign in with it').toContain('goToLogin');
        }
      },
      checking: (s) => {
        expect(s.context.token).toBe('tok-123');
        expect(s.children.checkInvitation).toBeDefined();
      },
      checkFailed: (s) => {
        expect(s.context.error).toBe('Something is wrong please try again');
        expect(s.can({ type: 'retry' })).toBe(true);
      },
      choosing: (s) => expect(s.context.invitation).toEqual(info),
      accepting: (s) => expect(s.children.acceptInvitation).toBeDefined(),
      accepted: (s) => expect(s.status).toBe('done'),
      invalid: (s) => expect(s.context.error).toBeTruthy(),
    },
  });
});

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('accept invite machine', () => {
  it('every state and transition says what it is in the customer\u2019s words', () => {
    expect(undescribed(acceptInviteMachine)).toEqual([]);
  });

  it('sends the token with the password, toasts the server’s words and goes to sign in', async () => {
    const sent: AcceptInvitationBody[] = [];
    const effects = { toasts: [] as string[], logins: 0 };
    const actor = createActor(
      acceptInviteMachine.provide({
        actors: {
          checkInvitation: fromPromise<InvitationInfo, { token: string }>(async () => info),
          acceptInvitation: fromPromise<string, AcceptInvitationBody>(async ({ input }) => (sent.push(input), ACCEPTED)),
        },
        actions: { toast: (_, { message }) => effects.toasts.push(message), goToLogin: () => effects.logins++ },
      }),
      { input: { token: 'tok-123' } },
    ).start();
    await settle();
    actor.send({ type: 'password.submitted', form });
    await settle();
    expect(sent).toEqual([{ ...form, token: 'tok-123' }]);
    expect(effects).toEqual({ toasts: [ACCEPTED], logins: 1 });
  });

  it.each([null, ''])('a link without a token (%j) is refused before any call', async (token) => {
    let checks = 0;
    const actor = createActor(
      acceptInviteMachine.provide({ actors: { checkInvitation: fromPromise<InvitationInfo, { token: string }>(async () => (checks++, info)) } }),
      { input: { token } },
    ).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(actor.getSnapshot().context.error).toBe(FORGED);
    expect(checks).toBe(0);
  });

  it('a password the rule refuses keeps the form, with the message on its field', async () => {
    const actor = createActor(
      acceptInviteMachine.provide({
        actors: {
          checkInvitation: fromPromise<InvitationInfo, { token: string }>(async () => info),
          acceptInvitation: fromPromise<string, AcceptInvitationBody>(async () => Promise.reject(tooShort)),
        },
      }),
      { input: { token: 'tok-123' } },
    ).start();
    await settle();
    actor.send({ type: 'password.submitted', form });
    await settle();
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ password: 'Password must be at least 8 characters' });
  });
});
