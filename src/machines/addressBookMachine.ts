import { assign, fromPromise, setup } from 'xstate';
import type { Address, AddressBody } from '../schemas/addressBody.ts';
import type { City } from '../schemas/serviceCatalog.ts';
import { can, type AccessLevel } from '../schemas/teamRoles.ts';
import { failureMessage, submitFailure } from '../services/http.ts';
import { serviceApi } from '../services/serviceApi.ts';
import { BrowserMessages } from '../schemas/browserMessages.ts';

export interface AddressBookContext {
  /** Who is looking; a Viewer reads the book but edits and deletes nothing. */
  readonly level: AccessLevel;
  /** The company's pickup and drop addresses, newest first. */
  readonly addresses: readonly Address[];
  /** The cities an address can be in (the address form's list). */
  readonly cities: readonly City[];
  /** The address being edited, or whose deletion is being confirmed or carried out. */
  readonly selectedId: string | null;
  /** A failed load, save or deletion, in the server's words. */
  readonly error: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
}

export type AddressBookEvent =
  | { type: 'retry' }
  | { type: 'address.edit'; id: string }
  | { type: 'address.submitted'; body: AddressBody }
  | { type: 'edit.cancelled' }
  | { type: 'address.delete'; id: string }
  | { type: 'deletion.confirmed' }
  | { type: 'deletion.cancelled' };

interface Loaded {
  readonly addresses: readonly Address[];
  readonly cities: readonly City[];
}

/**
 * /settings/addresses: the company's address book — every pickup and drop address,
 * edited with the address form's rules (AddressBody) or deleted after a confirmation. A saved
 * address replaces its entry and a deleted one leaves the list by id, without a refetch. Orders
 * already placed keep the address as it was (the server's snapshot). A 401 no refresh could cure
 * reaches the session through the API client, not from here. Only a role that requests
 * services (Booker and above) edits or deletes; a Viewer reads.
 */
export const addressBookMachine = setup({
  types: { context: {} as AddressBookContext, events: {} as AddressBookEvent, input: {} as { accessLevel?: AccessLevel } },
  actors: {
    loadAddressBook: fromPromise<Loaded>(async () => {
      const [addresses, transitInfo] = await Promise.all([serviceApi.addressBook(), serviceApi.transitInfo()]);
      return { addresses, cities: transitInfo.cities };
    }),
    saveAddress: fromPromise<Address, { id: string; body: AddressBody }>(({ input }) => serviceApi.updateAddress(input.id, input.body)),
    deleteAddress: fromPromise<string, { id: string }>(({ input }) => serviceApi.deleteAddress(input.id)),
  },
  actions: {
    /** Provided where the machine is mounted. */
    toast: (_, _params: { message: string }) => {},
  },
  guards: {
    inTheBook: ({ context, event }) => can(context.level, 'services.request') && 'id' in event && context.addresses.some((a) => a._id === event.id),
  },
}).createMachine({
  id: 'addressBook',
  description: 'Your address book',
  context: ({ input }) => ({ level: input.accessLevel ?? 'owner', addresses: [], cities: [], selectedId: null, error: null, fieldErrors: {} }),
  initial: 'loading',
  states: {
    loading: {
      description: 'Loading your addresses',
      invoke: {
        id: 'loadAddressBook',
        src: 'loadAddressBook',
        onDone: {
          description: 'Loaded',
          target: 'list',
          actions: assign(({ event }) => ({ addresses: event.output.addresses, cities: event.output.cities, error: null })),
        },
        onError: { description: 'Not loaded: the reason and Try again', target: 'failed', actions: assign({ error: ({ event }) => failureMessage(event.error) }) },
      },
    },
    failed: {
      description: 'Your addresses could not be loaded',
      on: { retry: { description: 'Try again', target: 'loading', actions: assign({ error: null }) } },
    },
    list: {
      description: 'Your pickup and drop addresses',
      on: {
        'address.edit': {
          description: 'Edit an address',
          guard: 'inTheBook',
          target: 'editing',
          actions: assign({ selectedId: ({ event }) => event.id, error: null, fieldErrors: {} }),
        },
        'address.delete': {
          description: 'Delete an address',
          guard: 'inTheBook',
          target: 'confirmingDeletion',
          actions: assign({ selectedId: ({ event }) => event.id, error: null }),
        },
      },
    },
    editing: {
      description: 'Editing an address',
      on: {
        'address.submitted': { description: 'Save address', target: 'saving', actions: assign({ error: null, fieldErrors: {} }) },
        'edit.cancelled': { description: 'Cancel: the address stays as it was', target: 'list', actions: assign({ selectedId: null, fieldErrors: {} }) },
      },
    },
    saving: {
      description: 'Saving the address',
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context, event }) => ({ id: context.selectedId!, body: (event as Extract<AddressBookEvent, { type: 'address.submitted' }>).body }),
        onDone: {
          description: 'Saved: the list shows the new details',
          target: 'list',
          actions: [
            assign(({ context, event }) => ({
              addresses: context.addresses.map((a) => (a._id === event.output._id ? event.output : a)),
              selectedId: null,
            })),
            { type: 'toast', params: { message: BrowserMessages.addressSaved } },
          ],
        },
        onError: { description: 'Not saved: the reason shows on the form', target: 'editing', actions: assign(({ event }) => submitFailure(event.error)) },
      },
    },
    confirmingDeletion: {
      description: 'Asking whether to delete the address',
      on: {
        'deletion.confirmed': { description: 'Delete', target: 'deleting' },
        'deletion.cancelled': { description: 'Keep the address', target: 'list', actions: assign({ selectedId: null }) },
      },
    },
    deleting: {
      description: 'Deleting the address',
      invoke: {
        id: 'deleteAddress',
        src: 'deleteAddress',
        input: ({ context }) => ({ id: context.selectedId! }),
        onDone: {
          description: 'Deleted: it leaves the list',
          target: 'list',
          actions: [
            assign(({ context }) => ({ addresses: context.addresses.filter((a) => a._id !== context.selectedId), selectedId: null })),
            { type: 'toast', params: ({ event }) => ({ message: event.output }) },
          ],
        },
        onError: {
          description: 'Not deleted: the reason shows and the address stays',
          target: 'list',
          actions: assign(({ event }) => ({ error: failureMessage(event.error), selectedId: null })),
        },
      },
    },
  },
});
