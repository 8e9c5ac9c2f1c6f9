import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { NotificationChoiceMessages as Messages } from '../schemas/notificationChoiceMessages.ts';
import type { NotificationKind } from '../schemas/notificationRules.ts';
import { ApiError, failureMessage } from '../services/http.ts';
import { notificationsApi } from '../services/notificationsApi.ts';

export interface UnsubscribeContext {
  readonly token: string;
  /** The kind of email turned off, once the server said so. */
  readonly kind: NotificationKind | null;
  /** What the page says: the server's words. */
  readonly message: string | null;
}

export type UnsubscribeEvent = { type: 'retry' };

/** A link the server refused for good: forged or incomplete (400/404) or too old (410). */
const isRefused = (error: unknown): boolean => error instanceof ApiError && [400, 404, 410].includes(error.status);

/**
 * /unsubscribe/{token}: an email's one-click unsubscribe, no sign-in. Opening the page
 * turns that kind of email off; a replayed link says it was already done; a forged or expired link
 * says so and stays so; anything else (offline, too many tries) offers Try again.
 */
export const unsubscribeMachine = setup({
  types: { context: {} as UnsubscribeContext, events: {} as UnsubscribeEvent, input: {} as { token: string } },
  actors: {
    unsubscribe: fromPromise<{ result: { kind: NotificationKind; alreadyOff: boolean }; message: string }, { token: string }>(({ input }) =>
      notificationsApi.unsubscribe(input.token),
    ),
  },
  guards: {
    hasToken: ({ context }) => context.token.trim() !== '',
    wasAlreadyOff: (_, params: { alreadyOff: boolean }) => params.alreadyOff,
    isRefused: (_, params: { error: unknown }) => isRefused(params.error),
  },
}).createMachine({
  id: 'unsubscribe',
  description: 'Stop one kind of notification email from its link',
  context: ({ input }) => ({ token: input.token, kind: null, message: null }),
  initial: 'checking',
  states: {
    checking: {
      description: 'Reading the link',
      always: [
        { description: 'The link has a token: use it', guard: 'hasToken', target: 'unsubscribing' },
        { description: 'The link has no token', target: 'refused', actions: assign({ message: Messages.unsubscribeLinkInvalid }) },
      ],
    },
    unsubscribing: {
      description: 'Turning these emails off',
      invoke: {
        id: 'unsubscribe',
        src: 'unsubscribe',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            description: 'They were already off: nothing else to do',
            guard: { type: 'wasAlreadyOff', params: ({ event }) => ({ alreadyOff: event.output.result.alreadyOff }) },
            target: 'alreadyDone',
            actions: assign({ kind: ({ event }) => event.output.result.kind, message: ({ event }) => event.output.message }),
          },
          { description: 'Done: no more of these emails', target: 'done', actions: assign({ kind: ({ event }) => event.output.result.kind, message: ({ event }) => event.output.message }) },
        ],
        onError: [
          {
            description: 'The link is forged, incomplete or expired: says so',
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: assign({ message: ({ event }) => failureMessage(event.error) }),
          },
          { description: 'Could not reach the server: try again', target: 'failed', actions: assign({ message: ({ event }) => failureMessage(event.error) }) },
        ],
      },
    },
    done: { description: 'These emails are off', type: 'final' },
    alreadyDone: { description: 'These emails were already off', type: 'final' },
    refused: { description: 'This link does not work', type: 'final' },
    failed: {
      description: 'Something went wrong: try again',
      on: { retry: { description: 'Try again', target: 'unsubscribing', actions: assign({ message: null }) } },
    },
  },
});

export type UnsubscribeSnapshot = SnapshotFrom<typeof unsubscribeMachine>;
