import { describe, expect } from 'vitest';
import { addressFormMachine } from '../../src/machines/addressFormMachine';
import { detailsStepMachine } from '../../src/machines/detailsStepMachine';
import { createLoader } from '../../src/machines/loaderMachine';
import { ApiError } from '../../src/services/http';
import { definePathTests } from '../support/pathCoverage';

const details = {
  userReference: 'REF123',
  trailer: 'trl-53',
  selectedSpecialRequirementItems: [],
  selectedQuantityChains: 'Select option' as const,
  selectedQuantityStraps: 'Select option' as const,
  selectedQuantityTarps: 'Select option' as const,
  selectedPrograming: 'Instant' as const,
  schedule: { date: '', time: '' },
};
const body = {
  type: 'pickup' as const,
  addressDetails: { buildinName: 'Plant 2', street: 'Av. Industria 100', postalCode: '64000', cityId: 'city-mty' },
  contactDetails: { contactName: 'Ana Ruiz', contactNumber: '5551234567' },
};

describe('details step (wizard step3): generated paths', () => {
  definePathTests(detailsStepMachine, {
    provide: { actions: { detailsAccepted: () => {} } },
    events: {
      'details.submitted': [{ type: 'details.submitted', details }],
      'xstate.done.actor.checkReference': [{ type: 'xstate.done.actor.checkReference', output: undefined }],
      'xstate.error.actor.checkReference': [
        { type: 'xstate.error.actor.checkReference', error: new ApiError(409, 'This reference is already used by another of your orders.', { userReference: 'This reference is already used by another of your orders.' }) },
      ],
    },
    states: {
      editing: (s) => expect(s.can({ type: 'details.submitted', details })).toBe(true),
      checkingReference: (s) => expect(s.context.details?.userReference).toBe('REF123'),
      accepted: (s) => expect(s.status).toBe('done'),
    },
  });
});

describe('address form (wizard step4/step8): generated paths', () => {
  definePathTests(addressFormMachine, {
    input: { addressId: null },
    provide: { actions: { addressSaved: () => {} } },
    events: {
      'address.submitted': [{ type: 'address.submitted', body }],
      'xstate.done.actor.saveAddress': [{ type: 'xstate.done.actor.saveAddress', output: { _id: 'addr-1' } as never }],
      'xstate.error.actor.saveAddress': [
        { type: 'xstate.error.actor.saveAddress', error: new ApiError(400, 'Invalid contact number format', { 'contactDetails.contactNumber': 'Invalid contact number format' }) },
      ],
    },
    states: {
      editing: (s) => expect(s.context.addressId).toBeNull(),
      saving: (s) => expect(s.children.saveAddress).toBeDefined(),
      saved: (s) => expect(s.status).toBe('done'),
    },
  });
});

describe('loader: generated paths', () => {
  const loader = createLoader('loader', async (n: number) => n * 2);
  definePathTests(loader, {
    input: 21,
    events: {
      'xstate.done.actor.load': [{ type: 'xstate.done.actor.load', output: 42 }],
      'xstate.error.actor.load': [{ type: 'xstate.error.actor.load', error: new ApiError(0) }],
    },
    states: {
      loading: (s) => expect(s.context.input).toBe(21),
      ready: (s) => expect(s.context.data).toBe(42),
      failed: (s) => expect(s.context.error).toBe('Something is wrong please try again'),
    },
  });
});
