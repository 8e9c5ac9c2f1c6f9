/**
 * Oracle for the crossing's papers on the order page (issue 36), written from the words,
 * never from crossingPapers.ts or the machines: "Each item has a life: missing → uploaded →
 * accepted, or rejected with the reviewer's reason → uploaded again. The customer uploads (PDF,
 * JPEG, PNG; size and type checked by content, as today's uploads), replaces or removes an item
 * until it is accepted"; a Viewer changes nothing; "where the customer claims USMCA treatment"
 * (northbound) the certification of origin is asked for. Checked against the machines by asking
 * them what would follow (transition, can).
 */
import { expect } from 'vitest';
import { transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import { ApiError } from '../../src/services/http';
import { callInput } from './oracle';

// The words the customer reads for a file refused before sending, as the rules give them.
export const CROSSING_TYPE_WORDS = 'Only PDF, JPEG or PNG files can be provided for the crossing.';
export const TOO_LARGE_WORDS = 'File size must be less than 2MB.';

/** What the customer may do with a paper in each step of its life: provide (or replace) it until it is accepted; remove what was provided until then. */
const MAY_PROVIDE: Readonly<Record<string, boolean>> = { missing: true, uploaded: true, rejected: true, accepted: false };
const MAY_REMOVE: Readonly<Record<string, boolean>> = { missing: false, uploaded: true, rejected: true, accepted: false };

type Item = { kind: string; input: string; status: string; reason: string | null };
type ItemContext = { item: Item; canManage: boolean; error: string | null; fieldErrors: Record<string, string> };

const pdf = () => new File([new Uint8Array(16)], 'paper.pdf', { type: 'application/pdf' });
const webp = () => new File([new Uint8Array(16)], 'paper.webp', { type: 'image/webp' });
const large = () => new File([new Uint8Array(2 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' });

/** One paper, in every snapshot: the step of its life it shows, and what it offers. */
export function checkCrossingItemRules(machine: AnyStateMachine, s: AnyMachineSnapshot): void {
  const { item, canManage } = s.context as ItemContext;
  if (!s.matches('shown')) {
    // Busy or filling in a form: nothing else is offered meanwhile (one change at a time).
    if (!s.matches('editing')) for (const event of [{ type: 'file.selected', file: pdf() }, { type: 'remove.requested' }, { type: 'form.opened' }]) expect(s.can(event as never), `${event.type} while busy`).toBe(false);
    return;
  }
  expect(s.matches({ shown: item.status }), `the paper shows its step of life (${item.status})`).toBe(true);
  if (item.status === 'rejected') expect(item.reason, 'a rejected paper says the reviewer’s reason').toEqual(expect.any(String));

  const provides = canManage && MAY_PROVIDE[item.status]!;
  if (item.input === 'file') {
    expect(s.can({ type: 'file.selected', file: pdf() } as never), `providing a file ${provides ? 'offered' : 'not offered'} (${item.status}${canManage ? '' : ', may not change papers'})`).toBe(provides);
    expect(s.can({ type: 'form.opened' } as never), 'a file has no form').toBe(false);
    if (provides) {
      const file = pdf();
      const [sent] = transition(machine, s, { type: 'file.selected', file });
      expect(callInput(sent, 'provideFile'), 'the chosen file is sent for this paper').toMatchObject({ item: { kind: item.kind }, file });
      // Of another type or too large: said at once, nothing sent, nothing changed.
      for (const [bad, words] of [[webp(), CROSSING_TYPE_WORDS], [large(), TOO_LARGE_WORDS]] as const) {
        const [refused] = transition(machine, s, { type: 'file.selected', file: bad });
        expect(refused.children.provideFile, `${bad.name}: nothing sent`).toBeUndefined();
        expect([refused.value, (refused.context as ItemContext).error], `${bad.name}: the reason shows`).toEqual([s.value, words]);
        expect((refused.context as ItemContext).item).toEqual(item);
      }
    }
  } else {
    expect(s.can({ type: 'form.opened' } as never), `the form ${provides ? 'offered' : 'not offered'} (${item.status})`).toBe(provides);
    expect(s.can({ type: 'file.selected', file: pdf() } as never), 'a form takes no file').toBe(false);
  }
  const removes = canManage && MAY_REMOVE[item.status]!;
  expect(s.can({ type: 'remove.requested' } as never), `removing ${removes ? 'offered' : 'not offered'} (${item.status})`).toBe(removes);
  if (removes) expect(callInput(transition(machine, s, { type: 'remove.requested' })[0], 'removeItem'), 'removes this paper').toMatchObject({ item: { kind: item.kind } });
}

type StepEvent = { type: string; [key: string]: unknown };
type Checklist = { items: Item[] };

/** One paper, step by step: each answer is the whole checklist, and the paper shows its own part of it. */
export function checkCrossingItemStep({ from, event, to }: { from: AnyMachineSnapshot; event: StepEvent; to: AnyMachineSnapshot }): void {
  const before = from.context as ItemContext;
  const after = to.context as ItemContext;
  const mine = (checklist: Checklist) => checklist.items.find((item) => item.kind === before.item.kind);
  switch (event.type) {
    case 'xstate.done.actor.provideFile':
    case 'xstate.done.actor.provideForm':
    case 'xstate.done.actor.removeItem': {
      const answer = mine((event.output as { checklist: Checklist }).checklist);
      expect(after.item, 'the paper as the server now has it').toEqual(answer);
      expect(to.matches({ shown: answer!.status }), `shown as ${answer!.status}`).toBe(true);
      expect([after.error, after.fieldErrors]).toEqual([null, {}]);
      return;
    }
    case 'xstate.error.actor.provideFile':
    case 'xstate.error.actor.provideForm':
    case 'xstate.error.actor.removeItem': {
      const error = event.error as ApiError;
      // A refused form stays filled in (unless it changed meanwhile); a file or a removal shows the paper as it was.
      const staysInForm = event.type === 'xstate.error.actor.provideForm' && error.status !== 409;
      // On the form's fields when the server names them; a file has no field: its reason shows under the paper.
      const onFields = staysInForm && Object.keys(error.fieldErrors ?? {}).length > 0;
      if (onFields) expect(after.fieldErrors, 'each field says why, in the server’s words').toEqual(error.fieldErrors);
      else expect(after.error, 'the refusal in the server’s words').toBe(error.message);
      expect(to.matches(staysInForm ? 'editing' : 'shown'), staysInForm ? 'the form stays open' : 'the paper again').toBe(true);
      expect(after.item, 'a refusal changes nothing').toEqual(before.item);
      return;
    }
    case 'item.updated':
      expect(after.item, 'news from the server: the paper as it now is').toEqual(event.item);
      if (from.matches('shown')) expect(to.matches({ shown: (event.item as Item).status })).toBe(true);
      // Accepted while its form was open: nothing left to fill in.
      if (from.matches('editing')) expect(to.matches('editing')).toBe((event.item as Item).status !== 'accepted');
      return;
    case 'form.opened':
      expect(to.matches('editing'), 'the form opens').toBe(true);
      return;
    case 'form.submitted':
      expect(callInput(to, 'provideForm'), 'the form’s fields, for this paper').toMatchObject({ item: { kind: before.item.kind }, body: event.body });
      return;
    case 'form.cancelled':
      expect([to.matches({ shown: before.item.status }), after.item]).toEqual([true, before.item]);
      return;
  }
}

type ChecklistContext = { checklist: { direction: string; usmcaClaimed: boolean } | null; canManage: boolean; claimError: string | null; movementId: string };

/** The section, in every snapshot: the USMCA claim is the customer's choice on a northbound load only, and only for who may change papers. */
export function checkCrossingChecklistRules(machine: AnyStateMachine, s: AnyMachineSnapshot): void {
  const { checklist, canManage } = s.context as ChecklistContext;
  if (!s.matches({ ready: { claim: 'idle' } }) || checklist === null) return;
  const offered = canManage && checklist.direction === 'northbound';
  expect(s.can({ type: 'usmca.changed', claimed: !checklist.usmcaClaimed }), `the USMCA claim ${offered ? 'offered' : 'not offered'} (${checklist.direction}${canManage ? '' : ', may not change papers'})`).toBe(offered);
  // Choosing what is on record already asks nothing.
  expect(s.can({ type: 'usmca.changed', claimed: checklist.usmcaClaimed }), 'the same claim again asks nothing').toBe(false);
  if (offered) expect(callInput(transition(machine, s, { type: 'usmca.changed', claimed: !checklist.usmcaClaimed })[0], 'saveClaim')).toEqual({ movementId: (s.context as ChecklistContext).movementId, claimed: !checklist.usmcaClaimed });
}

/** The section, step by step: what the server answers is what shows; a refresh that fails keeps the last checklist. */
export function checkCrossingChecklistStep({ from, event, to }: { from: AnyMachineSnapshot; event: StepEvent; to: AnyMachineSnapshot }): void {
  const before = from.context as ChecklistContext;
  const after = to.context as ChecklistContext;
  switch (event.type) {
    case 'checklist.changed':
      expect(after.checklist, 'a paper provided or removed here: its answer shows').toEqual(event.checklist);
      return;
    case 'notifications.changed':
    case 'tab.returned':
    case 'checklist.stale':
      if (from.matches('ready')) {
        expect(to.matches({ ready: { sync: 'refreshing' } }), `${event.type}: fetched again`).toBe(true);
        expect(after.checklist, 'the last checklist stays on screen meanwhile').toEqual(before.checklist);
      }
      return;
    case 'xstate.done.actor.refreshChecklist':
    case 'xstate.done.actor.loadChecklist':
      expect(after.checklist, 'the server’s checklist shows').toEqual(event.output);
      return;
    case 'xstate.error.actor.refreshChecklist':
      expect(after.checklist, 'not fetched: the last checklist stays').toEqual(before.checklist);
      return;
    case 'xstate.done.actor.saveClaim':
      expect(after.checklist, 'the claim saved: the checklist as it now is').toEqual((event.output as { checklist: unknown }).checklist);
      return;
    case 'xstate.error.actor.saveClaim':
      expect([after.claimError, after.checklist], 'not saved: the reason, nothing changed').toEqual([(event.error as Error).message, before.checklist]);
      return;
  }
}
