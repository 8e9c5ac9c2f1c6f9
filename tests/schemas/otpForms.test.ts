import { describe, expect, it } from 'vitest';
import { OtpRequestForm, OtpVerifyForm } from '../../src/schemas/otpForms.ts';
import { validate } from '../../src/schemas/validate.ts';
import { ruleIt } from '../spec/ruleIt';

describe('OtpRequestForm', () => {
  ruleIt('[val.required] [val.reg.email] needs a well-formed email', () => {
    expect(validate(OtpRequestForm, {})).toEqual({ ok: false, errors: { email: 'email is required' } });
    expect(validate(OtpRequestForm, { email: 'x' })).toEqual({ ok: false, errors: { email: 'Invalid email format' } });
    expect(validate(OtpRequestForm, { email: ' jo@acme.com ' })).toEqual({ ok: true, value: { email: 'jo@acme.com' } });
  });
});

describe('OtpVerifyForm', () => {
  const email = 'jo@acme.com';

  ruleIt('[val.required] needs the email and the code', () => {
    expect(validate(OtpVerifyForm, {})).toEqual({ ok: false, errors: { email: 'email is required', otp: 'otp is required' } });
  });

  it.each(['12345', '1234567', '12a456', '12 456', '١٢٣٤٥٦'])('refuses %j with "OTP must be 6 digits"', (otp) => {
    expect(validate(OtpVerifyForm, { email, otp })).toEqual({ ok: false, errors: { otp: 'OTP must be 6 digits' } });
  });

  it('accepts exactly 6 digits, leading zeros and surrounding spaces included', () => {
    expect(validate(OtpVerifyForm, { email, otp: ' 012345 ' })).toEqual({ ok: true, value: { email, otp: '012345' } });
  });
});
