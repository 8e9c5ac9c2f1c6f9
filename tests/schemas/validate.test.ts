import { Schema } from 'effect';
import { describe, expect, expectTypeOf } from 'vitest';
import { RegistrationForm } from '../../src/schemas/registrationForm.ts';
import { SubUserCreateForm } from '../../src/schemas/subUserForm.ts';
import { validate, type FieldErrors } from '../../src/schemas/validate.ts';
import { ruleIt } from '../spec/ruleIt';

describe('validate', () => {
  ruleIt('[val.required] returns the decoded, typed value when valid', () => {
    const result = validate(SubUserCreateForm, { contactName: 'Sam', contactNumber: '5551234567', email: 's@a.co', password: 'password-1' });
    expect(result).toEqual({ ok: true, value: { contactName: 'Sam', contactNumber: '5551234567', email: 's@a.co', password: 'password-1' } });
    if (result.ok) expectTypeOf(result.value).toEqualTypeOf<SubUserCreateForm>();
  });

  ruleIt('[val.required] reports every field at once, one message per field', () => {
    const result = validate(SubUserCreateForm, { contactNumber: 'abc', email: '', password: null });
    expect(result).toEqual({
      ok: false,
      errors: {
        contactName: 'contact-name is required',
        contactNumber: 'Invalid contact-number format',
        email: 'email is required',
        password: 'password is required',
      },
    });
  });

  ruleIt('[val.reg.match] keeps cross-field messages when the schema is annotated again', () => {
    const annotated = RegistrationForm.annotate({ title: 'Registration' });
    const result = validate(annotated, { password: 'a', confirmPassword: 'b' });
    expect(!result.ok && result.errors.confirmPassword).toBe('Passwords do not match.');
  });

  ruleIt('[val.reg.match] the rule also holds for plain Effect decoding once fields decode', () => {
    const decode = Schema.decodeUnknownResult(RegistrationForm);
    const result = decode({
      companyName: 'A',
      contactName: 'B',
      contactNumber: '5551234567',
      password: 'a',
      confirmPassword: 'b',
      email: 'a@b.co',
    });
    expect(result._tag).toBe('Failure');
  });

  ruleIt('[val.required] works for schemas without form rules and nested paths', () => {
    const Nested = Schema.Struct({ items: Schema.Array(Schema.Struct({ n: Schema.Number })) });
    const result = validate(Nested, { items: [{ n: 1 }, { n: 'x' }, {}] });
    expect(result.ok).toBe(false);
    expect(Object.keys(result.ok ? {} : result.errors)).toEqual(['items.1.n', 'items.2.n']);
  });
});

describe('validate, as the forms bind it (useCheckedSubmit)', () => {
  ruleIt('[val.reg.required] [val.reg.match] gives each field its first message at once, and no message when valid', () => {
    const values = { companyName: '', email: 'bad', password: 'abcdefgh', confirmPassword: 'abcdefgi' };
    const result = validate(RegistrationForm, values);
    expect(result.ok ? {} : result.errors).toEqual({
      companyName: 'company-name is required',
      contactName: 'contact-name is required',
      contactNumber: 'contact-number is required',
      email: 'Invalid email format',
      confirmPassword: 'Passwords do not match.',
    });
    if (!result.ok) expectTypeOf(result.errors).toEqualTypeOf<FieldErrors>();
    expect(validate(RegistrationForm, { companyName: 'A', contactName: 'B', contactNumber: '5551234567', password: 'password', confirmPassword: 'password', email: 'a@b.co' }).ok).toBe(true);
  });
});
