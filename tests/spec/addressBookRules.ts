/**
 * Oracle for the address book page (list, edit, delete addresses), written from the
 * feature request's rules and never from the machine: an address is edited or deleted only from the list and
 * only if it is in the book; a deletion asks first; a confirmed deletion that the server accepts
 * removes exactly that address from the list; a saved edit replaces exactly that address; cancelling
 * changes nothing. A Viewer sees the book and changes nothing.
 */
import { expect } from 'vitest';
import { callInput } from './oracle';
import { transition, type AnyMachineSnapshot, type AnyStateMachine } from 'xstate';
import type { Address, AddressBody } from '../../src/schemas/addressBody';

const ids = (s: AnyMachineSnapshot): string[] => (s.context.addresses as Address[]).map((a) => a._id);

export function checkAddressBookRules(machine: AnyStateMachine, snapshot: AnyMachineSnapshot, body: AddressBody): void {
  const book = ids(snapshot);
  const inList = snapshot.matches('list');
  // Who is looking is the page's input: a Viewer is offered neither.
  const offered = inList && snapshot.context.level !== 'viewer';
  // Only from the list, only an address of the book.
  expect(snapshot.can({ type: 'address.edit', id: 'not-in-the-book' }), 'an unknown address cannot be edited').toBe(false);
  expect(snapshot.can({ type: 'address.delete', id: 'not-in-the-book' }), 'an unknown address cannot be deleted').toBe(false);
  for (const id of book) {
    expect(snapshot.can({ type: 'address.delete', id }), `delete is offered exactly on the list, to all but a Viewer (${String(snapshot.value)})`).toBe(offered);
    expect(snapshot.can({ type: 'address.edit', id }), `edit is offered exactly on the list, to all but a Viewer (${String(snapshot.value)})`).toBe(offered);
  }
  if (offered && book.length > 0) {
    const id = book[0]!;
    // A deletion asks first: nothing leaves the list before the confirmation.
    const [asking] = transition(machine, snapshot, { type: 'address.delete', id });
    expect(ids(asking), 'asking to delete removes nothing yet').toEqual(book);
    expect(asking.can({ type: 'deletion.confirmed' }), 'the deletion is confirmed or cancelled').toBe(true);
    const [kept] = transition(machine, asking, { type: 'deletion.cancelled' });
    expect(kept.matches('list') && ids(kept), 'cancelling keeps the address').toEqual(book);
    const [sent] = transition(machine, asking, { type: 'deletion.confirmed' });
    const [gone] = transition(machine, sent, { type: 'xstate.done.actor.deleteAddress', output: 'Address deleted successfully' });
    expect(ids(gone), 'a deleted address leaves the list, and only it').toEqual(book.filter((x) => x !== id));
    const [refused] = transition(machine, sent, { type: 'xstate.error.actor.deleteAddress', error: new Error('offline') });
    expect(ids(refused), 'a refused deletion keeps the address').toEqual(book);
    expect(refused.context.error, 'a refused deletion says why').not.toBeNull();

    // An edit replaces exactly that address; cancelling changes nothing.
    const [editing] = transition(machine, snapshot, { type: 'address.edit', id });
    const [cancelled] = transition(machine, editing, { type: 'edit.cancelled' });
    expect(cancelled.context.addresses, 'cancelling an edit changes nothing').toEqual(snapshot.context.addresses);
    const [saving] = transition(machine, editing, { type: 'address.submitted', body });
    const original = (snapshot.context.addresses as Address[]).find((a) => a._id === id)!;
    const updated: Address = { ...original, addressDetails: { ...original.addressDetails, buildinName: body.addressDetails.buildinName } };
    const [saved] = transition(machine, saving, { type: 'xstate.done.actor.saveAddress', output: updated });
    expect(saved.context.addresses, 'a saved edit replaces that address in place').toEqual((snapshot.context.addresses as Address[]).map((a) => (a._id === id ? updated : a)));
  }
}

/** Each step of the address book: where it leads and what it sends (the same rules, step by step). */
export function checkAddressBookStep({ from, event, to }: { from: AnyMachineSnapshot; event: { type: string; [k: string]: unknown }; to: AnyMachineSnapshot }): void {
  const error = event.error as { message?: string; fieldErrors?: Record<string, string> } | undefined;
  switch (event.type) {
    case 'xstate.done.actor.loadAddressBook': {
      const output = event.output as { addresses: unknown; cities: unknown };
      expect(to.value).toBe('list');
      expect([to.context.addresses, to.context.cities]).toEqual([output.addresses, output.cities]);
      return;
    }
    case 'xstate.error.actor.loadAddressBook':
      expect(to.value, 'the reason and Try again').toBe('failed');
      expect(to.context.error).toBe(error!.message);
      return;
    case 'retry':
      expect(to.value).toBe('loading');
      expect(to.context.error).toBeNull();
      return;
    case 'address.edit':
    case 'address.delete':
      expect(to.value).toBe(event.type === 'address.edit' ? 'editing' : 'confirmingDeletion');
      expect(to.context.selectedId, 'the address chosen').toBe(event.id);
      expect(to.context.error).toBeNull();
      return;
    case 'address.submitted':
      expect(to.value).toBe('saving');
      expect(callInput(to, 'saveAddress'), 'the address edited, with what was typed').toEqual({ id: from.context.selectedId, body: event.body });
      return;
    case 'edit.cancelled':
    case 'deletion.cancelled':
      expect(to.value).toBe('list');
      expect(to.context.selectedId).toBeNull();
      expect(to.context.addresses).toEqual(from.context.addresses);
      return;
    case 'deletion.confirmed':
      expect(to.value).toBe('deleting');
      expect(callInput(to, 'deleteAddress'), 'the address confirmed').toEqual({ id: from.context.selectedId });
      return;
    case 'xstate.done.actor.saveAddress':
    case 'xstate.done.actor.deleteAddress':
      expect(to.value).toBe('list');
      expect(to.context.selectedId).toBeNull();
      return;
    case 'xstate.error.actor.saveAddress': {
      expect(to.value, 'not saved: the form again').toBe('editing');
      const fields = { ...(error!.fieldErrors ?? {}) };
      if (Object.keys(fields).length) expect(to.context.fieldErrors).toEqual(fields);
      else expect(to.context.error).toBe(error!.message);
      return;
    }
    case 'xstate.error.actor.deleteAddress':
      expect(to.value).toBe('list');
      expect(to.context.error).toBe(error!.message);
      expect(to.context.addresses, 'the address stays').toEqual(from.context.addresses);
      return;
    default:
      throw new Error(`no address book step oracle for ${event.type}`);
  }
}
