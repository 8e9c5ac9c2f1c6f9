import { checkAnswerToasts } from '../spec/toastRules';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { addressBookMachine } from '../../src/machines/addressBookMachine';
import type { Address, AddressBody } from '../../src/schemas/addressBody';
import { Messages } from '../../src/schemas/messages';
import type { City } from '../../src/schemas/serviceCatalog';
import { ApiError } from '../../src/services/http';
import { checkAddressBookRules, checkAddressBookStep } from '../spec/addressBookRules';
import { undescribed } from '../support/descriptions';
import { definePathTests } from '../support/pathCoverage';

const address = (id: string, type: 'pickup' | 'drop', buildinName: string): Address => ({
  _id: id,
  type,
  addressDetails: { buildinName, street: 'Av. Miguel Alemán 100', postalCode: '66600', city: 'Monterrey', state: 'Nuevo León', country: 'MX', latitude: 25.6866, longitude: -100.3161, cityId: 'monterrey-nl' },
  contactDetails: { contactName: 'Dock Manager', contactNumber: '5551234567' },
  createdAt: '2026-11-20T10:00:00.000Z',
});
const yard = address('a1', 'pickup', 'Planta Apodaca');
const dock = address('a2', 'drop', 'DFW Crossdock');
const cities: City[] = [{ _id: 'monterrey-nl', name: 'Monterrey', state: 'Nuevo León', country: 'MX', lat: 25.6866, lng: -100.3161 }];
const body: AddressBody = {
  type: 'pickup',
  addressDetails: { buildinName: 'Planta Apodaca Norte', street: 'Av. Miguel Alemán 100', postalCode: '66600', cityId: 'monterrey-nl' },
  contactDetails: { contactName: 'Dock Manager', contactNumber: '5551234567' },
};
const renamed: Address = { ...yard, addressDetails: { ...yard.addressDetails, buildinName: 'Planta Apodaca Norte' } };
const notFound = new ApiError(404, Messages.addressNotFound);
const fieldRefusal = new ApiError(400, Messages.fillUp, { 'addressDetails.cityId': Messages.cityUnknown });

describe('address book machine: generated paths', () => {
  definePathTests(addressBookMachine, {
    // The main user (as before), and a Viewer, who reads the book and changes nothing.
    inputs: [{}, { accessLevel: 'viewer' as const }],
    everyInput: true,
    events: {
      'xstate.done.actor.loadAddressBook': [{ type: 'xstate.done.actor.loadAddressBook', output: { addresses: [yard, dock], cities } }],
      'xstate.error.actor.loadAddressBook': [{ type: 'xstate.error.actor.loadAddressBook', error: new ApiError(500, 'Something is wrong please try again') }],
      'address.edit': [{ type: 'address.edit', id: yard._id }],
      'address.delete': [{ type: 'address.delete', id: dock._id }],
      'address.submitted': [{ type: 'address.submitted', body }],
      'xstate.done.actor.saveAddress': [{ type: 'xstate.done.actor.saveAddress', output: renamed }],
      'xstate.error.actor.saveAddress': [{ type: 'xstate.error.actor.saveAddress', error: fieldRefusal }],
      'xstate.done.actor.deleteAddress': [{ type: 'xstate.done.actor.deleteAddress', output: Messages.addressDeleted }],
      'xstate.error.actor.deleteAddress': [{ type: 'xstate.error.actor.deleteAddress', error: notFound }],
    },
    provide: { actions: { toast: () => {} } },
    steps: checkAddressBookStep,
    states: {
      '#addressBook': (s) => {
        checkAddressBookRules(addressBookMachine, s, body);
        // Deleted: the server's words as a success toast (tests/spec/toastRules.ts).
        checkAnswerToasts(addressBookMachine, s, { deleteAddress: (message) => message });
      },
      loading: (s) => expect(s.children.loadAddressBook).toBeDefined(),
      failed: (s) => {
        expect(s.context.error).toBe('Something is wrong please try again');
        expect(s.can({ type: 'retry' }), 'Try again is offered').toBe(true);
      },
      list: (s) => {
        expect(s.context.selectedId).toBeNull();
        expect(s.context.cities).toEqual(cities);
        // "Viewer (sees orders and tracking)": no edit, no delete.
        const viewer = s.context.level === 'viewer';
        for (const a of s.context.addresses) {
          expect(s.can({ type: 'address.edit', id: a._id })).toBe(!viewer);
          expect(s.can({ type: 'address.delete', id: a._id })).toBe(!viewer);
        }
      },
      editing: (s) => {
        expect(s.context.selectedId).toBe(yard._id);
        expect(s.context.level).not.toBe('viewer');
      },
      saving: (s) => {
        expect(s.children.saveAddress).toBeDefined();
        expect(s.context.fieldErrors).toEqual({});
      },
      confirmingDeletion: (s) => expect(s.context.addresses.map((a) => a._id)).toContain(s.context.selectedId),
      deleting: (s) => expect(s.children.deleteAddress).toBeDefined(),
    },
  });
});

describe('address book machine', () => {
  it('every state and transition says what it is in the customer\u2019s words', () => {
    expect(undescribed(addressBookMachine)).toEqual([]);
  });

  it('saves with the address’s id and the form’s body; deletes by id and toasts the server’s message', async () => {
    const saved: Array<{ id: string; body: AddressBody }> = [];
    const deleted: string[] = [];
    const toasts: string[] = [];
    const actor = createActor(
      addressBookMachine.provide({
        actors: {
          loadAddressBook: fromPromise(async (): Promise<{ addresses: readonly Address[]; cities: readonly City[] }> => ({ addresses: [yard, dock], cities })),
          saveAddress: fromPromise<Address, { id: string; body: AddressBody }>(async ({ input }) => {
            saved.push(input);
            return renamed;
          }),
          deleteAddress: fromPromise<string, { id: string }>(async ({ input }) => {
            deleted.push(input.id);
            return Messages.addressDeleted;
          }),
        },
        actions: { toast: (_, params) => void toasts.push(params.message) },
      }),
      { input: {} },
    ).start();
    const tick = () => new Promise((r) => setTimeout(r, 0));
    await tick();
    actor.send({ type: 'address.edit', id: yard._id });
    actor.send({ type: 'address.submitted', body });
    await tick();
    expect(saved).toEqual([{ id: yard._id, body }]);
    actor.send({ type: 'address.delete', id: dock._id });
    actor.send({ type: 'deletion.confirmed' });
    await tick();
    expect(deleted).toEqual([dock._id]);
    expect(actor.getSnapshot().context.addresses).toEqual([renamed]);
    expect(toasts).toEqual(['Address saved', Messages.addressDeleted]);
  });
});
