import { assign, fromPromise, setup } from 'xstate';
import type { AcceptInvitationBody } from '../schemas/createPasswordForm.ts';
import { BrowserMessages } from '../schemas/browserMessages.ts';
import type { InvitationInfo } from '../schemas/subUser.ts';
import { failureMessage, statusOf, submitFailure } from '../services/http.ts';
import { invitationApi } from '../services/invitationApi.ts';

export interface AcceptInviteContext {
  /** The emailed link's token; null when the link carries none. */
  readonly token: string | null;
  /** Who the invitation is for, once the server has checked the link. */
  readonly invitation: InvitationInfo | null;
  /** Why the link does not work, or why the last try failed, in the server's words. */
  readonly error: string | null;
  /** The server's messages by field (the password rule). */
  readonly fieldErrors: Readonly<Record<string, string>>;
}

export interface AcceptInviteInput {
  readonly token: string | null;
}

export type AcceptInviteEvent = { type: 'password.submitted'; form: Omit<AcceptInvitationBody, 'token'> } | { type: 'retry' };

type Submitted = Extract<AcceptInviteEvent, { type: 'password.submitted' }>;

/** A link the server refuses for good: forged (400 without field messages), used (409) or expired (410). */
const isDeadLink = (error: unknown): boolean => {
  const status = statusOf(error);
  return status === 409 || status === 410 || (status === 400 && submitFailure(error).error !== null);
};

/**
 * /accept-invite?token=…: the link of a sub-user's invitation email. The server checks
 * the link first (who it is for, or why it no longer works); the invitee chooses a password under
 * the one password rule → set, the link spent, and on to sign in; a dead link says why and offers
 * nothing to submit. An outage offers Try again.
 */
export const acceptInviteMachine = setup({
  types: { context: {} as AcceptInviteContext, events: {} as AcceptInviteEvent, input: {} as AcceptInviteInput },
  actors: {
    checkInvitation: fromPromise<InvitationInfo, { token: string }>(({ input }) => invitationApi.check(input.token)),
    acceptInvitation: fromPromise<string, AcceptInvitationBody>(({ input }) => invitationApi.accept(input)),
  },
  actions: {
    /** Provided where the machine is mounted. */
    toast: (_, _params: { message: string }) => {},
    /** Provided where the machine is mounted: to /login. */
    goToLogin: () => {},
  },
  guards: {
    hasNoToken: ({ context }) => context.token === null || context.token === '',
    isDeadLink: (_, params: { error: unknown }) => isDeadLink(params.error),
  },
}).createMachine({
  id: 'acceptInvite',
  description: 'Accepting an invitation to a company account',
  context: ({ input }) => ({ token: input.token, invitation: null, error: null, fieldErrors: {} }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Checking the invitation link',
      always: { description: 'The link has no token', guard: 'hasNoToken', target: 'invalid', actions: assign({ error: BrowserMessages.invitationInvalid }) },
      invoke: {
        id: 'checkInvitation',
        src: 'checkInvitation',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { description: 'The link works: choose your password', target: 'choosing', actions: assign({ invitation: ({ event }) => event.output, error: null }) },
        onError: [
          {
            description: 'The link is forged, used or expired',
            guard: { type: 'isDeadLink', params: ({ event }) => ({ error: event.error }) },
            target: 'invalid',
            actions: assign({ error: ({ event }) => failureMessage(event.error) }),
          },
          { description: 'The server could not be reached', target: 'checkFailed', actions: assign({ error: ({ event }) => failureMessage(event.error) }), meta: { spec: ['err.rethrow'] } },
        ],
      },
    },
    checkFailed: {
      description: 'The link could not be checked: try again',
      on: { retry: { description: 'Try again', target: 'checking', actions: assign({ error: null }) } },
    },
    choosing: {
      description: 'Choosing your password',
      on: { 'password.submitted': { description: 'Set password', target: 'accepting', actions: assign({ error: null, fieldErrors: {} }) } },
    },
    accepting: {
      description: 'Setting your password',
      invoke: {
        id: 'acceptInvitation',
        src: 'acceptInvitation',
        input: ({ context, event }) => ({ ...(event as Submitted).form, token: context.token ?? '' }),
        onDone: {
          description: 'Set: sign in with your new password',
          target: 'accepted',
          actions: [{ type: 'toast', params: ({ event }) => ({ message: event.output }) }, 'goToLogin'],
        },
        onError: [
          {
            description: 'The link stopped working meanwhile (used or expired)',
            guard: { type: 'isDeadLink', params: ({ event }) => ({ error: event.error }) },
            target: 'invalid',
            actions: assign({ error: ({ event }) => failureMessage(event.error), fieldErrors: {} }),
          },
          {
            description: 'Refused: the reasons show on the form',
            target: 'choosing',
            actions: assign(({ event }) => submitFailure(event.error)),
            meta: { spec: ['err.rethrow'] },
          },
        ],
      },
    },
    accepted: { type: 'final', description: 'Your password is set' },
    invalid: { type: 'final', description: 'This invitation link does not work' },
  },
});
