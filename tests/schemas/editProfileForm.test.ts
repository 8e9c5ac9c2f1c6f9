import { describe, expect } from 'vitest';
import { EditProfileForm } from '../../src/schemas/editProfileForm.ts';
import { validate } from '../../src/schemas/validate.ts';
import { ruleIt } from '../spec/ruleIt';

const valid = { companyName: 'Acme', contactName: 'Jo', contactNumber: '5551234567', email: 'jo@acme.com' };

describe('EditProfileForm', () => {
  ruleIt('[val.profile] [val.required] an empty form gives the four required messages at once, no password ones', () => {
    expect(validate(EditProfileForm, {})).toEqual({
      ok: false,
      errors: {
        companyName: 'company-name is required',
        contactName: 'contact-name is required',
        contactNumber: 'contact-number is required',
        email: 'email is required',
      },
    });
  });

  ruleIt('[val.profile] accepts a complete form without passwords and ignores password keys', () => {
    expect(validate(EditProfileForm, { ...valid, password: 'x', confirmPassword: 'y' })).toEqual({
      ok: true,
      value: { ...valid, commercialReference: [] },
    });
  });

  ruleIt('[val.profile] [val.reg.email] [val.reg.phone] has the registration email and phone rules', () => {
    expect(validate(EditProfileForm, { ...valid, email: 'jo@', contactNumber: '12' })).toEqual({
      ok: false,
      errors: { email: 'Invalid email format', contactNumber: 'Invalid contact-number format' },
    });
  });

  ruleIt('[val.profile] [val.reg.references] has the commercial-reference rule both ways', () => {
    const blank = { companyName: '', contactName: '', emailAddress: '', contactNo: '' };
    expect(validate(EditProfileForm, { ...valid, commercialReference: [blank] })).toEqual({
      ok: true,
      value: { ...valid, commercialReference: [] },
    });
    expect(validate(EditProfileForm, { ...valid, commercialReference: [{ ...blank, emailAddress: 'bad' }] })).toEqual({
      ok: false,
      errors: {
        'commercialReference.0.companyName': 'company-name is required',
        'commercialReference.0.contactName': 'contact-name is required',
        'commercialReference.0.emailAddress': 'Invalid email format',
        'commercialReference.0.contactNo': 'contact-number is required',
      },
    });
  });
});
