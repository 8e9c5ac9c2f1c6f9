import { describe, expect, it } from 'vitest';
import { blankCommercialReference, CommercialReference, RegistrationForm } from '../../src/schemas/registrationForm.ts';
import { validate } from '../../src/schemas/validate.ts';
import { ruleIt } from '../spec/ruleIt';

const valid = {
  companyName: 'Acme Freight',
  contactName: 'Jo Doe',
  contactNumber: '5551234567',
  password: 'secret-pass1',
  confirmPassword: 'secret-pass1',
  email: 'jo@acme.com',
};
const filledReference = {
  companyName: 'Ref Co',
  contactName: 'Ann Ref',
  emailAddress: 'ann@ref.co',
  contactNo: '5559876543',
};

const errorsOf = (input: unknown) => {
  const result = validate(RegistrationForm, input);
  if (result.ok) throw new Error('expected errors');
  return result.errors;
};

describe('RegistrationForm', () => {
  ruleIt('[val.reg.required] [val.required] an empty form gives all six required messages in one result', () => {
    expect(errorsOf({})).toEqual({
      companyName: 'company-name is required',
      contactName: 'contact-name is required',
      contactNumber: 'contact-number is required',
      password: 'password is required',
      confirmPassword: 'confirm-password is required',
      email: 'email is required',
    });
  });

  ruleIt('[val.required] blank means empty or whitespace only, same message as a missing key', () => {
    const blank = { companyName: '', contactName: '   ', contactNumber: '', password: ' ', confirmPassword: '', email: '\t' };
    expect(errorsOf(blank)).toEqual(errorsOf({}));
  });

  ruleIt('[val.required] null or non-string values read as blank', () => {
    expect(errorsOf({ ...valid, companyName: null, contactName: 42 })).toEqual({
      companyName: 'company-name is required',
      contactName: 'contact-name is required',
    });
  });

  ruleIt('[msg.catalogue] a body that is not an object gives "Please fill up your field !"', () => {
    expect(errorsOf(null)).toEqual({ '': 'Please fill up your field !' });
    expect(errorsOf('x')).toEqual({ '': 'Please fill up your field !' });
  });

  ruleIt('[val.reg.required] accepts a complete form, trims text and keeps passwords as typed', () => {
    const result = validate(RegistrationForm, {
      ...valid,
      companyName: '  Acme Freight ',
      email: ' jo@acme.com ',
      password: ' pass word ',
      confirmPassword: ' pass word ',
      extra: 'dropped',
    });
    expect(result).toEqual({
      ok: true,
      value: { ...valid, password: ' pass word ', confirmPassword: ' pass word ', commercialReference: [] },
    });
  });

  it.each(['jo', 'jo@acme', 'jo@.com', '@acme.com', 'jo @acme.com', 'jo@acme.'])(
    '[val.reg.email] rejects %j with "Invalid email format"',
    (email) => {
      expect(errorsOf({ ...valid, email })).toEqual({ email: 'Invalid email format' });
    },
  );

  ruleIt('[val.reg.email] [val.required] a blank email shows the required message, not the format one', () => {
    expect(errorsOf({ ...valid, email: ' ' })).toEqual({ email: 'email is required' });
  });

  it.each(['555123456', '55512345678', '555-123-456', '555123456a', '(555)1234567'])(
    '[val.reg.phone] rejects %j with "Invalid contact-number format"',
    (contactNumber) => {
      expect(errorsOf({ ...valid, contactNumber })).toEqual({ contactNumber: 'Invalid contact-number format' });
    },
  );

  ruleIt('[val.reg.phone] accepts exactly 10 digits', () => {
    expect(validate(RegistrationForm, { ...valid, contactNumber: '0123456789' }).ok).toBe(true);
  });

  ruleIt('[val.reg.match] a different confirmation gives "Passwords do not match." on confirmPassword', () => {
    expect(errorsOf({ ...valid, confirmPassword: 'secret-pass2' })).toEqual({ confirmPassword: 'Passwords do not match.' });
  });

  ruleIt('[val.reg.match] [val.reg.email] a mismatch and a bad email show both messages at once', () => {
    expect(errorsOf({ ...valid, email: 'nope', confirmPassword: 'other' })).toEqual({
      email: 'Invalid email format',
      confirmPassword: 'Passwords do not match.',
    });
  });

  ruleIt('[val.reg.match] [val.required] a mismatch shows beside blank fields', () => {
    expect(errorsOf({ password: 'abcdefgh', confirmPassword: 'abcdefgi' })).toEqual({
      companyName: 'company-name is required',
      contactName: 'contact-name is required',
      contactNumber: 'contact-number is required',
      email: 'email is required',
      confirmPassword: 'Passwords do not match.',
    });
  });

  ruleIt('[val.reg.match] [val.required] a blank confirmation says required, not mismatch', () => {
    expect(errorsOf({ ...valid, confirmPassword: '' })).toEqual({ confirmPassword: 'confirm-password is required' });
    expect(errorsOf({ ...valid, password: '' })).toEqual({ password: 'password is required' });
  });

  ruleIt('[val.reg.match] passwords are compared as typed, spaces included', () => {
    expect(errorsOf({ ...valid, password: 'abcdefgh', confirmPassword: 'abcdefgh ' })).toEqual({
      confirmPassword: 'Passwords do not match.',
    });
  });
});

describe('RegistrationForm commercialReference', () => {
  ruleIt('[val.reg.references] a missing, null or empty list is valid and decodes to []', () => {
    for (const commercialReference of [undefined, null, []]) {
      const result = validate(RegistrationForm, { ...valid, commercialReference });
      expect(result).toEqual({ ok: true, value: { ...valid, commercialReference: [] } });
    }
  });

  ruleIt('[val.reg.references] fully blank references are ignored and dropped from the output', () => {
    const result = validate(RegistrationForm, {
      ...valid,
      commercialReference: [blankCommercialReference, { companyName: ' ', contactName: '', emailAddress: '  ' }, {}],
    });
    expect(result).toEqual({ ok: true, value: { ...valid, commercialReference: [] } });
  });

  ruleIt('[val.reg.references] a filled reference is kept, trimmed, in order', () => {
    const result = validate(RegistrationForm, {
      ...valid,
      commercialReference: [blankCommercialReference, { ...filledReference, companyName: ' Ref Co ' }],
    });
    expect(result).toEqual({ ok: true, value: { ...valid, commercialReference: [filledReference] } });
  });

  ruleIt('[val.reg.references] [val.required] one filled field makes all four required, keyed by row index', () => {
    const errors = errorsOf({
      ...valid,
      commercialReference: [blankCommercialReference, { ...blankCommercialReference, companyName: 'Ref Co' }],
    });
    expect(errors).toEqual({
      'commercialReference.1.contactName': 'contact-name is required',
      'commercialReference.1.emailAddress': 'email is required',
      'commercialReference.1.contactNo': 'contact-number is required',
    });
  });

  ruleIt('[val.reg.references] each of the four fields triggers the rule', () => {
    for (const key of ['companyName', 'contactName', 'emailAddress', 'contactNo'] as const) {
      const errors = errorsOf({ ...valid, commercialReference: [{ [key]: key === 'contactNo' ? '5559876543' : 'x@y.zz' }] });
      expect(Object.keys(errors).sort()).toEqual(
        ['companyName', 'contactName', 'emailAddress', 'contactNo'].filter((k) => k !== key).map((k) => `commercialReference.0.${k}`).sort(),
      );
    }
  });

  ruleIt('[val.reg.references] [val.reg.email] [val.reg.phone] a reference has the same email and phone rules', () => {
    const errors = errorsOf({
      ...valid,
      commercialReference: [{ ...filledReference, emailAddress: 'ann@ref', contactNo: '12345' }],
    });
    expect(errors).toEqual({
      'commercialReference.0.emailAddress': 'Invalid email format',
      'commercialReference.0.contactNo': 'Invalid contact-number format',
    });
  });

  ruleIt('[val.reg.references] [val.reg.match] reference errors show with the form errors at once', () => {
    const errors = errorsOf({
      ...valid,
      companyName: '',
      confirmPassword: 'other',
      commercialReference: [filledReference, { contactNo: '1' }],
    });
    expect(errors).toEqual({
      companyName: 'company-name is required',
      confirmPassword: 'Passwords do not match.',
      'commercialReference.1.companyName': 'company-name is required',
      'commercialReference.1.contactName': 'contact-name is required',
      'commercialReference.1.emailAddress': 'email is required',
      'commercialReference.1.contactNo': 'Invalid contact-number format',
    });
  });

  ruleIt('[val.reg.references] CommercialReference alone requires all four fields', () => {
    const result = validate(CommercialReference, blankCommercialReference);
    expect(result).toEqual({
      ok: false,
      errors: {
        companyName: 'company-name is required',
        contactName: 'contact-name is required',
        emailAddress: 'email is required',
        contactNo: 'contact-number is required',
      },
    });
  });
});
