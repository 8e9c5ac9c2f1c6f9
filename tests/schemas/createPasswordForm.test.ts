import { describe, expect, it } from 'vitest';
import { CreatePasswordForm, PASSWORD_MIN_LENGTH, ResetPasswordBody } from '../../src/schemas/createPasswordForm.ts';
import { RegistrationForm } from '../../src/schemas/registrationForm.ts';
import { validate } from '../../src/schemas/validate.ts';
import { ruleIt } from '../spec/ruleIt';

describe('CreatePasswordForm', () => {
  ruleIt('[val.required] an empty form gives both required messages', () => {
    expect(validate(CreatePasswordForm, {})).toEqual({
      ok: false,
      errors: { password: 'password is required', confirmPassword: 'confirm-password is required' },
    });
  });

  it('needs at least 8 characters, counted as typed', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(validate(CreatePasswordForm, { password: 'seven77', confirmPassword: 'seven77' })).toEqual({
      ok: false,
      errors: { password: 'Password must be at least 8 characters' },
    });
    expect(validate(CreatePasswordForm, { password: ' seven7 ', confirmPassword: ' seven7 ' })).toEqual({
      ok: true,
      value: { password: ' seven7 ', confirmPassword: ' seven7 ' },
    });
  });

  ruleIt('[val.reg.match] a different confirmation gives "Passwords do not match.", shown with the length message', () => {
    expect(validate(CreatePasswordForm, { password: 'eight888', confirmPassword: 'eight889' })).toEqual({
      ok: false,
      errors: { confirmPassword: 'Passwords do not match.' },
    });
    expect(validate(CreatePasswordForm, { password: 'short', confirmPassword: 'other' })).toEqual({
      ok: false,
      errors: { password: 'Password must be at least 8 characters', confirmPassword: 'Passwords do not match.' },
    });
  });

  it('gives the registration form the same rule (issue 16: one password rule everywhere)', () => {
    const registration = { companyName: 'A', contactName: 'B', contactNumber: '5551234567', email: 'a@b.co', password: 'abc', confirmPassword: 'abc' };
    expect(validate(RegistrationForm, registration)).toEqual({ ok: false, errors: { password: 'Password must be at least 8 characters' } });
  });
});

describe('ResetPasswordBody', () => {
  it('is the create-password form plus the reset token', () => {
    expect(validate(ResetPasswordBody, {})).toEqual({
      ok: false,
      errors: { password: 'password is required', confirmPassword: 'confirm-password is required', resetToken: 'resetToken is required' },
    });
    expect(validate(ResetPasswordBody, { password: 'eight888', confirmPassword: 'nope-nope', resetToken: 't' })).toEqual({
      ok: false,
      errors: { confirmPassword: 'Passwords do not match.' },
    });
    expect(validate(ResetPasswordBody, { password: 'eight888', confirmPassword: 'eight888', resetToken: ' tok ' })).toEqual({
      ok: true,
      value: { password: 'eight888', confirmPassword: 'eight888', resetToken: 'tok' },
    });
  });
});
