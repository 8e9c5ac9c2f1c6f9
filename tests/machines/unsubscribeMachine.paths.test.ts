import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { unsubscribeMachine } from '../../src/machines/unsubscribeMachine';
import type { NotificationKind } from '../../src/schemas/notificationRules';
import { ApiError } from '../../src/services/http';
import { definePathTests } from '../support/pathCoverage';
import { ALREADY_WORDS, checkUnsubscribeRules, DONE_WORDS, EXPIRED_WORDS, INVALID_WORDS } from '../spec/notificationPreferencesRules';

describe('unsubscribe machine: generated paths', () => {
  definePathTests(unsubscribeMachine, {
    inputs: [{ token: 'a'.repeat(43) }, { token: '' }, { token: '   ' }],
    everyInput: true,
    events: {
      'xstate.done.actor.unsubscribe': [
        { type: 'xstate.done.actor.unsubscribe', output: { result: { kind: 'payment', alreadyOff: false }, message: DONE_WORDS } },
        { type: 'xstate.done.actor.unsubscribe', output: { result: { kind: 'payment', alreadyOff: true }, message: ALREADY_WORDS } },
      ],
      'xstate.error.actor.unsubscribe': [
        { type: 'xstate.error.actor.unsubscribe', error: new ApiError(404, INVALID_WORDS) },
        { type: 'xstate.error.actor.unsubscribe', error: new ApiError(410, EXPIRED_WORDS) },
        { type: 'xstate.error.actor.unsubscribe', error: new ApiError(0, 'Something is wrong please try again') },
      ],
    },
    states: {
      '#unsubscribe': (s) => checkUnsubscribeRules(unsubscribeMachine, s),
      unsubscribing: (s) => expect(s.children.unsubscribe).toBeDefined(),
      done: (s) => expect(s.context.kind).toBe('payment'),
      alreadyDone: (s) => expect(s.context.kind).toBe('payment'),
      refused: (s) => expect(s.can({ type: 'retry' })).toBe(false),
      failed: (s) => expect(s.can({ type: 'retry' })).toBe(true),
    },
  });
});

describe('unsubscribe machine: with running fakes', () => {
  /** The machine opened on a link with this token, the server accepting; `sent` lists the tokens it was sent. */
  const open = async (token: string) => {
    const sent: string[] = [];
    const machine = unsubscribeMachine.provide({
      actors: {
        unsubscribe: fromPromise<{ result: { kind: NotificationKind; alreadyOff: boolean }; message: string }, { token: string }>(async ({ input }) => {
          sent.push(input.token);
          return { result: { kind: 'delivered', alreadyOff: false }, message: DONE_WORDS };
        }),
      },
    });
    const actor = createActor(machine, { input: { token } }).start();
    await new Promise((r) => setTimeout(r, 0));
    return { sent, snapshot: actor.getSnapshot() };
  };

  it('sends the token of the link, once', async () => {
    const { sent, snapshot } = await open('tok-123');
    expect(sent).toEqual(['tok-123']);
    expect(snapshot.value).toBe('done');
  });

  it('a link whose token is blank is refused at once, and nothing is sent', async () => {
    const { sent, snapshot } = await open('  \t ');
    expect(sent).toEqual([]);
    expect(snapshot.value).toBe('refused');
    expect(snapshot.context.message).toBe(INVALID_WORDS);
  });
});
