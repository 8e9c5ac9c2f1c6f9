import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { Address, AddressBody } from '../../src/schemas/addressBody.ts';
import { validate } from '../../src/schemas/validate.ts';
import { ruleIt } from '../spec/ruleIt';

const valid = {
  type: 'pickup',
  addressDetails: { buildinName: 'Dock 4', street: '1 Main St', postalCode: '78040', cityId: 'laredo-tx' },
  contactDetails: { contactName: 'Ana', contactNumber: '5551234567' },
};

describe('AddressBody', () => {
  ruleIt('[val.address] [val.required] an empty body gives every required message at once', () => {
    expect(validate(AddressBody, {})).toEqual({
      ok: false,
      errors: {
        type: 'type is required',
        'addressDetails.buildinName': 'building-name is required',
        'addressDetails.street': 'street is required',
        'addressDetails.postalCode': 'postal-code is required',
        'addressDetails.cityId': 'city is required',
        'contactDetails.contactName': 'contact-name is required',
        'contactDetails.contactNumber': 'contact-number is required',
      },
    });
  });

  ruleIt('[val.address] blank values are required too; the type must be pickup or drop', () => {
    expect(validate(AddressBody, { ...valid, type: ' ', addressDetails: { ...valid.addressDetails, street: '  ', cityId: '' } })).toEqual({
      ok: false,
      errors: { type: 'type is required', 'addressDetails.street': 'street is required', 'addressDetails.cityId': 'city is required' },
    });
    expect(validate(AddressBody, { ...valid, type: 'depot' })).toEqual({ ok: false, errors: { type: "type must be 'pickup' or 'drop'" } });
  });

  it.each(['555123456', '55512345678', '555 123 4567'])('[val.address] contact number %j is "Invalid contact number format"', (contactNumber) => {
    expect(validate(AddressBody, { ...valid, contactDetails: { contactName: 'Ana', contactNumber } })).toEqual({
      ok: false,
      errors: { 'contactDetails.contactNumber': 'Invalid contact number format' },
    });
  });

  ruleIt('[val.address] decodes trimmed and drops location fields the server fills itself', () => {
    expect(
      validate(AddressBody, {
        type: ' drop ',
        addressDetails: { ...valid.addressDetails, buildinName: ' Dock 4 ', latitude: 1, longitude: 2, city: 'Elsewhere', country: 'US' },
        contactDetails: valid.contactDetails,
      }),
    ).toEqual({ ok: true, value: { ...valid, type: 'drop' } });
  });

  it('Address is the API shape with the city-derived fields', () => {
    const address = {
      _id: 'a1',
      type: 'drop',
      addressDetails: { buildinName: 'Dock', street: 'S', postalCode: '1', city: 'Laredo', state: 'Texas', country: 'US', latitude: 27.5, longitude: -99.5, cityId: 'laredo-tx' },
      contactDetails: { contactName: 'Ana', contactNumber: '5551234567' },
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(Schema.decodeUnknownSync(Address)(address)).toEqual(address);
  });
});
