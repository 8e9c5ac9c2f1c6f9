import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise } from 'xstate';
import { trackingMachine, trackingViewOf } from '../../src/machines/trackingMachine';
import type { PublicTracking } from '../../src/schemas/tracking';
import { ApiError } from '../../src/services/http';
import { CANCELLED_WORDS, checkTrackingRules, EXPIRED_WORDS, NOT_FOUND_WORDS, REVOKED_WORDS } from '../spec/trackingRules';
import { undescribed } from '../support/descriptions';
import { definePathTests } from '../support/pathCoverage';
import { callInput } from '../spec/oracle';
import { delivered, inTransit, TOKEN } from './trackingFixtures';

const offline = new ApiError(0, 'Something is wrong please try again');
// An Error's message is not enumerable: a `sample` field keeps two 410s apart for the path search.
const gone = (message: string, sample: string) => Object.assign(new ApiError(410, message), { sample });
const refusals = [new ApiError(404, NOT_FOUND_WORDS), gone(REVOKED_WORDS, 'revoked'), gone(EXPIRED_WORDS, 'expired'), gone(CANCELLED_WORDS, 'cancelled'), offline];

describe('tracking machine: generated paths', () => {
  definePathTests(trackingMachine, {
    input: { token: TOKEN },
    events: {
      'xstate.done.actor.loadTracking': [{ type: 'xstate.done.actor.loadTracking', output: inTransit }],
      'xstate.error.actor.loadTracking': refusals.map((error) => ({ type: 'xstate.error.actor.loadTracking', error })),
      'xstate.done.actor.refreshTracking': [{ type: 'xstate.done.actor.refreshTracking', output: delivered }],
      'xstate.error.actor.refreshTracking': refusals.map((error) => ({ type: 'xstate.error.actor.refreshTracking', error })),
    },
    provide: { actions: { logRefreshFailure: () => {} } },
    states: {
      // The tracking rules at every step (tests/spec/trackingRules.ts).
      '#tracking': (s) => checkTrackingRules(trackingMachine, s),
      loading: (s) => {
        expect(s.children.loadTracking).toBeDefined();
        expect(s.context.token).toBe(TOKEN);
        // The link's own token is what is asked for; Try again shows no old error while it loads.
        expect(callInput(s, 'loadTracking'), 'loads the link of this address').toEqual({ token: TOKEN });
        expect(s.context.message, 'no error while loading').toBeNull();
      },
      shown: (s) => expect(callInput(s, 'watchTracking'), 'watches the link of this address').toEqual({ token: TOKEN }),
      'shown.live': (s) => expect([inTransit, delivered]).toContainEqual(s.context.tracking),
      'shown.refreshing': (s) => {
        expect(s.children.refreshTracking).toBeDefined();
        expect(callInput(s, 'refreshTracking'), 'refreshes the link of this address').toEqual({ token: TOKEN });
      },
      notFound: (s) => expect(s.context.message).toBe(NOT_FOUND_WORDS),
      revoked: (s) => expect(s.context.message).toBe(REVOKED_WORDS),
      expired: (s) => expect([EXPIRED_WORDS, CANCELLED_WORDS]).toContain(s.context.message),
      failed: (s) => {
        expect(s.context.tracking).toBeNull();
        expect(s.context.message).toBe('Something is wrong please try again');
        expect(s.can({ type: 'retry' }), 'Try again is offered').toBe(true);
      },
    },
  });
});

describe('tracking machine: live updates', () => {
  it('every state and transition says what it is in the customer\u2019s words', () => {
    expect(undescribed(trackingMachine)).toEqual([]);
  });

  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('fetches again on each change the stream reports, and ends up revoked with nothing shown', async () => {
    const answers: Array<PublicTracking | ApiError> = [inTransit, delivered, new ApiError(410, REVOKED_WORDS)];
    let changed: (() => void) | undefined;
    let watching = 0;
    const actor = createActor(
      trackingMachine.provide({
        actors: {
          loadTracking: fromPromise(async () => {
            const next = answers.shift()!;
            if (next instanceof ApiError) throw next;
            return next;
          }),
          watchTracking: fromCallback(({ sendBack }) => {
            watching++;
            changed = () => sendBack({ type: 'tracking.changed' });
            return () => {
              watching--;
            };
          }),
        },
      }),
      { input: { token: TOKEN } },
    ).start();
    await settle();
    expect(trackingViewOf(actor.getSnapshot())).toBe('shown');
    expect(watching).toBe(1);
    changed!();
    await settle();
    expect(actor.getSnapshot().context.tracking?.status).toBe('Completed');
    changed!();
    await settle();
    expect(trackingViewOf(actor.getSnapshot())).toBe('revoked');
    expect(actor.getSnapshot().context.tracking).toBeNull();
    expect(watching).toBe(0); // the stream is closed with the page
  });
});
