import { describe, expect, it } from 'vitest';
import { AddressForm } from '../../src/schemas/addressForm.ts';
import { validate } from '../../src/schemas/validate.ts';
import { ruleIt } from '../spec/ruleIt';

const valid = {
  addressDetails: { buildinName: 'Dock 4', postalCode: '78040' },
  contactDetails: { contactName: 'Ana', contactNumber: '5551234567' },
};
const allRequired = {
  'addressDetails.buildinName': 'building-name is required',
  'addressDetails.postalCode': 'postal-code is required',
  'contactDetails.contactName': 'contact-name is required',
  'contactDetails.contactNumber': 'contact-number is required',
};

describe('AddressForm', () => {
  ruleIt('[val.address] [val.required] an empty form gives the four required messages at once', () => {
    expect(validate(AddressForm, {})).toEqual({ ok: false, errors: allRequired });
    expect(validate(AddressForm, { addressDetails: {}, contactDetails: {} })).toEqual({ ok: false, errors: allRequired });
    expect(
      validate(AddressForm, {
        addressDetails: { buildinName: ' ', postalCode: '' },
        contactDetails: { contactName: '', contactNumber: '  ' },
      }),
    ).toEqual({ ok: false, errors: allRequired });
  });

  it.each(['555123456', '55512345678', '555 123 4567', 'abcdefghij'])(
    '[val.address] rejects contact number %j with "Invalid contact number format"',
    (contactNumber) => {
      expect(validate(AddressForm, { ...valid, contactDetails: { contactName: 'Ana', contactNumber } })).toEqual({
        ok: false,
        errors: { 'contactDetails.contactNumber': 'Invalid contact number format' },
      });
    },
  );

  ruleIt('[val.address] accepts the four required fields alone, trimmed', () => {
    const result = validate(AddressForm, {
      addressDetails: { buildinName: ' Dock 4 ', postalCode: '78040 ' },
      contactDetails: { contactName: 'Ana', contactNumber: '5551234567' },
    });
    expect(result).toEqual({ ok: true, value: valid });
  });

  ruleIt('[val.address] keeps the optional address-book fields', () => {
    const full = {
      type: 'pickup',
      addressDetails: {
        ...valid.addressDetails,
        street: '1 Main St',
        city: 'Laredo',
        state: 'TX',
        country: 'US',
        latitude: 27.5,
        longitude: -99.5,
      },
      contactDetails: valid.contactDetails,
    };
    expect(validate(AddressForm, full)).toEqual({ ok: true, value: full });
  });

  ruleIt('[val.address] rejects an unknown type and out-of-range coordinates', () => {
    const result = validate(AddressForm, {
      type: 'home',
      addressDetails: { ...valid.addressDetails, latitude: 91, longitude: -181 },
      contactDetails: valid.contactDetails,
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        type: "type must be 'pickup' or 'drop'",
        'addressDetails.latitude': 'latitude must be between -90 and 90',
        'addressDetails.longitude': 'longitude must be between -180 and 180',
      },
    });
  });
});
