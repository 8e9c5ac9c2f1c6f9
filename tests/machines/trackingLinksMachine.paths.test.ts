import { checkAnswerToasts } from '../spec/toastRules';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sharedUrlOf, trackingLinksMachine } from '../../src/machines/trackingLinksMachine';
import type { TrackingLink } from '../../src/schemas/tracking';
import { ApiError } from '../../src/services/http';
import type { TrackingLinkCreated, TrackingLinkRevoked } from '../../src/services/trackingApi';
import { checkTrackingLinksRules, checkTrackingLinksStep } from '../spec/trackingRules';
import { undescribed } from '../support/descriptions';
import { definePathTests } from '../support/pathCoverage';
import { activeLink, createdLink, TOKEN } from './trackingFixtures';

const ORIGIN = 'https://app.cargoconnects.example';
const input = { movementId: 'CC26000007', origin: ORIGIN };
const made: TrackingLinkCreated = { created: createdLink('l2'), message: 'Tracking link created. Anyone with the link can follow this order.' };
const revoke = (id: string): TrackingLinkRevoked => ({
  link: { ...activeLink(id), label: id === 'l2' ? 'Consignee' : 'Dallas warehouse', state: 'revoked', revokedAt: '2026-03-03T10:00:00.000Z' },
  message: 'Tracking link revoked. Anyone who opens it is told it no longer works.',
});
const limit = new ApiError(409, 'This order already has 10 active tracking links. Revoke one before creating another.');

describe('tracking links machine: generated paths', () => {
  definePathTests(trackingLinksMachine, {
    input,
    events: {
      'creation.requested': [{ type: 'creation.requested', label: 'Consignee' }],
      'revoke.requested': [{ type: 'revoke.requested', id: 'l1' }, { type: 'revoke.requested', id: 'l2' }],
      'xstate.done.actor.loadLinks': [{ type: 'xstate.done.actor.loadLinks', output: [activeLink('l1')] }],
      'xstate.error.actor.loadLinks': [{ type: 'xstate.error.actor.loadLinks', error: new ApiError(0, 'Something is wrong please try again') }],
      'xstate.done.actor.createLink': [{ type: 'xstate.done.actor.createLink', output: made }],
      'xstate.error.actor.createLink': [{ type: 'xstate.error.actor.createLink', error: limit }],
      'xstate.done.actor.copyLink': [{ type: 'xstate.done.actor.copyLink', output: undefined }],
      'xstate.error.actor.copyLink': [{ type: 'xstate.error.actor.copyLink', error: new Error('denied') }],
      'xstate.done.actor.revokeLink': [
        { type: 'xstate.done.actor.revokeLink', output: revoke('l1') },
        { type: 'xstate.done.actor.revokeLink', output: revoke('l2') },
      ],
      'xstate.error.actor.revokeLink': [{ type: 'xstate.error.actor.revokeLink', error: new ApiError(404, 'Tracking link not found') }],
    },
    provide: { actions: { toast: () => {} } },
    steps: checkTrackingLinksStep,
    states: {
      '#trackingLinks': (s) => {
        checkTrackingLinksRules(trackingLinksMachine, s);
        // Created or revoked: the server's words as a success toast (tests/spec/toastRules.ts).
        checkAnswerToasts(trackingLinksMachine, s, {
          createLink: (message) => ({ ...made, message }),
          revokeLink: (message) => ({ ...revoke((s.context.pendingRevoke as string | null) ?? 'l1'), message }),
        });
      },
      loading: (s) => expect(s.children.loadLinks).toBeDefined(),
      failed: (s) => {
        expect(s.context.error).toBe('Something is wrong please try again');
        expect(s.can({ type: 'retry' })).toBe(true);
      },
      ready: (s) => {
        expect(s.context.pendingRevoke).toBeNull();
        // The address offered is the web app's page for the token, in full.
        if (s.context.created) expect(sharedUrlOf(s.context)).toBe(`${ORIGIN}/track/${TOKEN}`);
        expect(s.can({ type: 'copy.requested' })).toBe(s.context.created !== null);
      },
      creating: (s) => expect(s.children.createLink).toBeDefined(),
      copying: (s) => expect(s.children.copyLink).toBeDefined(),
      confirming: (s) => expect(['l1', 'l2']).toContain(s.context.pendingRevoke),
      revoking: (s) => expect(s.children.revokeLink).toBeDefined(),
    },
  });
});

describe('tracking links machine: in use', () => {
  it('every state and transition says what it is in the customer\u2019s words', () => {
    expect(undescribed(trackingLinksMachine)).toEqual([]);
  });

  const settle = () => new Promise((r) => setTimeout(r, 0));

  /** The panel with l1 listed and a server that accepts everything; what was copied and revoked is recorded. */
  const panel = async () => {
    const copied: string[] = [];
    const revoked: string[] = [];
    const actor = createActor(
      trackingLinksMachine.provide({
        actors: {
          loadLinks: fromPromise<readonly TrackingLink[], { movementId: string }>(async () => [activeLink('l1')]),
          createLink: fromPromise(async () => made),
          copyLink: fromPromise<void, { url: string }>(async ({ input: { url } }) => void copied.push(url)),
          revokeLink: fromPromise<TrackingLinkRevoked, { movementId: string; id: string }>(async ({ input: { id } }) => {
            revoked.push(id);
            return revoke(id);
          }),
        },
      }),
      { input },
    ).start();
    await settle();
    return { actor, copied, revoked };
  };

  it('creates, copies the full address, then revokes after a confirmation and stops offering it', async () => {
    const { actor, copied, revoked } = await panel();
    actor.send({ type: 'creation.requested', label: 'Consignee' });
    await settle();
    actor.send({ type: 'copy.requested' });
    await settle();
    expect(copied).toEqual([`${ORIGIN}/track/${TOKEN}`]);
    expect(actor.getSnapshot().context.copied).toBe(true);
    actor.send({ type: 'revoke.requested', id: 'l2' });
    expect(revoked).toEqual([]);
    actor.send({ type: 'revoke.confirmed' });
    await settle();
    expect(revoked).toEqual(['l2']);
    const s = actor.getSnapshot();
    expect(s.context.created).toBeNull();
    expect(s.context.links.map((l) => [l.id, l.state])).toEqual([
      ['l2', 'revoked'],
      ['l1', 'active'],
    ]);
  });

  it('revoking another link keeps the new one on offer, copied; a new creation starts uncopied', async () => {
    const { actor } = await panel();
    actor.send({ type: 'creation.requested', label: 'Consignee' });
    await settle();
    actor.send({ type: 'copy.requested' });
    await settle();
    actor.send({ type: 'revoke.requested', id: 'l1' });
    actor.send({ type: 'revoke.confirmed' });
    await settle();
    expect(actor.getSnapshot().context.created?.link.id).toBe('l2');
    expect(actor.getSnapshot().context.copied).toBe(true);
    actor.send({ type: 'creation.requested', label: '' });
    expect(actor.getSnapshot().context.copied).toBe(false);
  });

  it('the address to share: the app’s origin (without trailing slashes) and the link’s path; nothing before a link is made', () => {
    expect(sharedUrlOf({ origin: `${ORIGIN}//`, created: createdLink() })).toBe(`${ORIGIN}/track/${TOKEN}`);
    expect(sharedUrlOf({ origin: ORIGIN, created: null })).toBe('');
  });
});
