import { assign, fromPromise, setup } from 'xstate';
import type { Address, AddressBody } from '../schemas/addressBody.ts';
import { Messages } from '../schemas/messages.ts';
import { isApiError } from '../services/http.ts';
import { serviceApi } from '../services/serviceApi.ts';

export interface AddressFormContext {
  /** null: a new address (wizard step4); otherwise the one being edited (step8). */
  readonly addressId: string | null;
  readonly error: string | null;
  readonly fieldErrors: Readonly<Record<string, string>>;
}

export type AddressFormEvent = { type: 'address.submitted'; body: AddressBody };

/** Add (step4) or edit (step8) an address of the book; the view validates with AddressBody first. */
export const addressFormMachine = setup({
  types: { context: {} as AddressFormContext, events: {} as AddressFormEvent, input: {} as { addressId: string | null } },
  actors: {
    saveAddress: fromPromise<Address, { addressId: string | null; body: AddressBody }>(({ input }) =>
      input.addressId ? serviceApi.updateAddress(input.addressId, input.body) : serviceApi.createAddress(input.body),
    ),
  },
  actions: {
    /** Provided by the wizard view: hands the saved address back to the wizard. */
    addressSaved: (_, _address: Address) => {},
  },
}).createMachine({
  id: 'addressForm',
  context: ({ input }) => ({ addressId: input.addressId, error: null, fieldErrors: {} }),
  initial: 'editing',
  states: {
    editing: {
      meta: { spec: ['val.address'] },
      on: { 'address.submitted': { target: 'saving', actions: assign({ error: null, fieldErrors: {} }) } },
    },
    saving: {
      invoke: {
        id: 'saveAddress',
        src: 'saveAddress',
        input: ({ context, event }) => ({ addressId: context.addressId, body: (event as AddressFormEvent).body }),
        onDone: { target: 'saved', actions: { type: 'addressSaved', params: ({ event }) => event.output } },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : Messages.somethingWrong),
            fieldErrors: ({ event }) => (isApiError(event.error) ? event.error.fieldErrors : {}),
          }),
          meta: { spec: ['err.rethrow'] },
        },
      },
    },
    saved: { type: 'final' },
  },
});
