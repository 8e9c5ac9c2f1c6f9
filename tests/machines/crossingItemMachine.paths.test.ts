import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AnyMachineSnapshot } from 'xstate';
import { crossingItemMachine, type CrossingItemEmitted } from '../../src/machines/crossingItemMachine';
import type { CrossingChecklist, CrossingChecklistItem } from '../../src/schemas/crossingPaperBodies';
import { ApiError } from '../../src/services/http';
import type { CrossingChange } from '../../src/services/crossingApi';
import { checkCrossingItemRules, checkCrossingItemStep, CROSSING_TYPE_WORDS } from '../spec/crossingRules';
import { undescribed } from '../support/descriptions';
import { definePathTests } from '../support/pathCoverage';
import { NORTHBOUND_ID, northbound, paper, pdf, SOUTHBOUND_ID, southbound } from './crossingFixtures';

const invoice = paper('commercialInvoice', 'file', true);
const cartaPorte = paper('cartaPorte', 'cartaPorte', true, 'missing', SOUTHBOUND_ID);
const GOODS = { goods: [{ description: 'Auto parts: brake discs', satProductKey: '25174000', quantity: 120, weightKg: 950, hazardous: false }] };

/** The server's answer to a change of this paper: the checklist with the paper in `status`. */
function answer(item: CrossingChecklistItem, status: CrossingChecklistItem['status'], message: string): CrossingChange {
  const base: CrossingChecklist = item.kind === 'cartaPorte' ? southbound() : northbound();
  const changed = paper(item.kind, item.input, item.required, status, base.movementId);
  return { checklist: { ...base, items: base.items.map((candidate) => (candidate.kind === item.kind ? changed : candidate)) }, message };
}
const SAVED = 'Saved. We review it before the pickup.';
const REMOVED = 'Removed. The item is missing again.';
const accepted = new ApiError(409, 'This paper was accepted and can no longer be changed.');
const offline = new ApiError(0, 'Something is wrong please try again');
const badKey = new ApiError(400, 'SAT product key must be 8 digits (SAT’s c_ClaveProdServCP catalog)', { 'goods.0.satProductKey': 'SAT product key must be 8 digits (SAT’s c_ClaveProdServCP catalog)' });

describe('crossing paper machine: generated paths', () => {
  definePathTests(crossingItemMachine, {
    // A file paper and a form paper, for a Booker on an order that takes changes; the same file
    // paper for someone who may not change papers (a Viewer, or an order already picked up).
    inputs: [
      { movementId: NORTHBOUND_ID, item: invoice, canManage: true },
      { movementId: SOUTHBOUND_ID, item: cartaPorte, canManage: true },
      // The US entry number: the order's entry number, saved through the spec's call.
      { movementId: NORTHBOUND_ID, item: paper('usEntry', 'usEntry', true), canManage: true },
      { movementId: NORTHBOUND_ID, item: paper('commercialInvoice', 'file', true, 'uploaded'), canManage: false },
    ],
    everyInput: true,
    events: (s: AnyMachineSnapshot) => {
      const item = s.context.item as CrossingChecklistItem;
      return {
        // As the picker describes them (a File serializes to {}: two Files would look like one sample).
        'file.selected': [
          { type: 'file.selected', file: { name: 'invoice.pdf', size: 48_213, type: 'application/pdf' } },
          { type: 'file.selected', file: { name: 'photo.webp', size: 20_480, type: 'image/webp' } },
        ],
        'form.opened': [{ type: 'form.opened' }],
        'form.submitted': [{ type: 'form.submitted', body: item.kind === 'usEntry' ? { entryNum: '3901-2026-004512' } : GOODS }],
        'form.cancelled': [{ type: 'form.cancelled' }],
        'remove.requested': [{ type: 'remove.requested' }],
        // The checklist fetched again: reviewed (accepted, or rejected with a reason), or removed in another tab.
        'item.updated': (['accepted', 'rejected', 'missing'] as const).map((status) => ({ type: 'item.updated', item: paper(item.kind, item.input, item.required, status) })),
        'xstate.done.actor.provideFile': [{ type: 'xstate.done.actor.provideFile', output: answer(item, 'uploaded', SAVED) }],
        'xstate.error.actor.provideFile': [
          { type: 'xstate.error.actor.provideFile', error: accepted },
          { type: 'xstate.error.actor.provideFile', error: new ApiError(400, CROSSING_TYPE_WORDS, { file: CROSSING_TYPE_WORDS }) },
        ],
        'xstate.done.actor.provideForm': [{ type: 'xstate.done.actor.provideForm', output: answer(item, 'uploaded', SAVED) }],
        'xstate.error.actor.provideForm': [
          { type: 'xstate.error.actor.provideForm', error: badKey },
          { type: 'xstate.error.actor.provideForm', error: offline },
          { type: 'xstate.error.actor.provideForm', error: accepted },
        ],
        'xstate.done.actor.removeItem': [{ type: 'xstate.done.actor.removeItem', output: answer(item, 'missing', REMOVED) }],
        'xstate.error.actor.removeItem': [
          { type: 'xstate.error.actor.removeItem', error: accepted },
          { type: 'xstate.error.actor.removeItem', error: offline },
        ],
      } as never;
    },
    provide: { actions: { toast: () => {} } },
    steps: checkCrossingItemStep,
    states: {
      '#crossingItem': (s) => checkCrossingItemRules(crossingItemMachine, s),
      'shown.missing': (s) => expect(s.context.item.status).toBe('missing'),
      'shown.uploaded': (s) => expect(s.context.item.status).toBe('uploaded'),
      'shown.rejected': (s) => expect(s.context.item.reason).toBe('The invoice is not signed.'),
      'shown.accepted': (s) => expect(s.context.item.status).toBe('accepted'),
      editing: (s) => expect(s.context.item.input).not.toBe('file'),
      providingFile: (s) => expect(s.hasTag('busy')).toBe(true),
      providingForm: (s) => expect(s.hasTag('busy')).toBe(true),
      removing: (s) => expect(s.hasTag('busy')).toBe(true),
    },
  });
});

describe('crossing paper machine: in use', () => {
  it('every state and transition says what it is in the customer’s words', () => {
    expect(undescribed(crossingItemMachine)).toEqual([]);
  });

  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('a file sent is announced to the checklist with the server’s whole answer; a conflict asks the checklist to fetch again', async () => {
    const sent: string[] = [];
    let refuse = false;
    const actor = createActor(
      crossingItemMachine.provide({
        actors: {
          provideFile: fromPromise<CrossingChange, { movementId: string; item: CrossingChecklistItem; file: { name: string; size: number; type: string } }>(async ({ input }) => {
            sent.push(input.file.name);
            if (refuse) throw accepted;
            return answer(invoice, 'uploaded', SAVED);
          }),
        },
      }),
      { input: { movementId: NORTHBOUND_ID, item: invoice, canManage: true } },
    );
    const heard: CrossingItemEmitted[] = [];
    actor.on('*', (event) => heard.push(event as CrossingItemEmitted));
    actor.start();
    actor.send({ type: 'file.selected', file: pdf('factura.pdf') });
    await settle();
    expect(sent).toEqual(['factura.pdf']);
    expect(heard).toEqual([{ type: 'checklist.changed', checklist: answer(invoice, 'uploaded', SAVED).checklist }]);
    expect(actor.getSnapshot().value).toEqual({ shown: 'uploaded' });
    refuse = true;
    actor.send({ type: 'file.selected', file: pdf('factura-2.pdf') });
    await settle();
    expect(heard.at(-1)).toEqual({ type: 'checklist.stale' });
    expect(actor.getSnapshot().context.error).toBe('This paper was accepted and can no longer be changed.');
  });
});
