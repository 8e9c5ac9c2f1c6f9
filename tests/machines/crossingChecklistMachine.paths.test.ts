import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { crossingChecklistMachine } from '../../src/machines/crossingChecklistMachine';
import { ApiError } from '../../src/services/http';
import { checkCrossingChecklistRules, checkCrossingChecklistStep } from '../spec/crossingRules';
import { undescribed } from '../support/descriptions';
import { definePathTests } from '../support/pathCoverage';
import { NORTHBOUND_ID, northbound, SOUTHBOUND_ID, southbound } from './crossingFixtures';

const checklistOf = (movementId: string) => (movementId === SOUTHBOUND_ID ? southbound() : northbound());
const offline = new ApiError(0, 'Something is wrong please try again');

describe('crossing checklist machine: generated paths', () => {
  definePathTests(crossingChecklistMachine, {
    // A northbound and a southbound order for a Booker; the northbound one for someone who may not change papers.
    inputs: [
      { movementId: NORTHBOUND_ID, feed: null, canManage: true },
      { movementId: SOUTHBOUND_ID, feed: null, canManage: true },
      { movementId: NORTHBOUND_ID, feed: null, canManage: false },
    ],
    everyInput: true,
    events: (s: AnyMachineSnapshot) => {
      const movementId = s.context.movementId as string;
      const base = checklistOf(movementId);
      return {
        retry: [{ type: 'retry' }],
        'xstate.done.actor.loadChecklist': [{ type: 'xstate.done.actor.loadChecklist', output: base }],
        'xstate.error.actor.loadChecklist': [{ type: 'xstate.error.actor.loadChecklist', error: offline }],
        // A paper provided here: its answer is the whole checklist.
        'checklist.changed': [{ type: 'checklist.changed', checklist: movementId === SOUTHBOUND_ID ? base : northbound({ commercialInvoice: 'uploaded' }) }],
        'checklist.stale': [{ type: 'checklist.stale' }],
        'notifications.changed': [{ type: 'notifications.changed' }],
        'tab.returned': [{ type: 'tab.returned' }],
        // Reviewed meanwhile: the invoice accepted.
        'xstate.done.actor.refreshChecklist': [{ type: 'xstate.done.actor.refreshChecklist', output: movementId === SOUTHBOUND_ID ? base : northbound({ commercialInvoice: 'accepted' }) }],
        'xstate.error.actor.refreshChecklist': [{ type: 'xstate.error.actor.refreshChecklist', error: offline }],
        'usmca.changed': [{ type: 'usmca.changed', claimed: true }, { type: 'usmca.changed', claimed: false }],
        'xstate.done.actor.saveClaim': [{ type: 'xstate.done.actor.saveClaim', output: { checklist: northbound({}, true), message: 'USMCA claim saved' } }],
        'xstate.error.actor.saveClaim': [{ type: 'xstate.error.actor.saveClaim', error: new ApiError(409, 'The certification of origin was accepted: the USMCA claim can no longer be withdrawn.') }],
      } as never;
    },
    provide: { actions: { toast: () => {} } },
    steps: checkCrossingChecklistStep,
    states: {
      '#crossingChecklist': (s) => checkCrossingChecklistRules(crossingChecklistMachine, s),
      loading: (s) => expect(s.children.loadChecklist).toBeDefined(),
      failed: (s) => {
        expect(s.context.error).toBe('Something is wrong please try again');
        expect(s.can({ type: 'retry' }), 'Try again is offered').toBe(true);
      },
      ready: (s) => {
        expect(s.context.checklist, 'a checklist to show').not.toBeNull();
        // Live while shown: a review's push, or the customer back on the tab, fetches it again.
        expect([s.children.followFeed, s.children.watchTabReturn].every(Boolean)).toBe(true);
      },
      'ready.sync.current': (s) => expect(s.children.refreshChecklist).toBeUndefined(),
      'ready.sync.refreshing': (s) => expect(s.children.refreshChecklist).toBeDefined(),
      'ready.claim.idle': (s) => expect(s.children.saveClaim).toBeUndefined(),
      'ready.claim.saving': (s) => expect(s.context.checklist?.direction).toBe('northbound'),
    },
  });
});

describe('crossing checklist machine', () => {
  it('every state and transition says what it is in the customer’s words', () => {
    expect(undescribed(crossingChecklistMachine)).toEqual([]);
  });
});
