import { describe, expect, it } from 'vitest';
import { AddressBody } from '../../src/schemas/addressBody.ts';
import { AddressForm } from '../../src/schemas/addressForm.ts';
import { CreatePasswordForm, ResetPasswordBody } from '../../src/schemas/createPasswordForm.ts';
import { EditProfileForm } from '../../src/schemas/editProfileForm.ts';
import { PASSWORD_RULE } from '../../src/schemas/fields.ts';
import { LoginForm } from '../../src/schemas/loginForm.ts';
import { CreateOrderBody } from '../../src/schemas/orderBody.ts';
import { OtpRequestForm, OtpVerifyForm } from '../../src/schemas/otpForms.ts';
import { QuoteRequest } from '../../src/schemas/quote.ts';
import { RegistrationForm } from '../../src/schemas/registrationForm.ts';
import { SubUserCreateForm, SubUserUpdateForm } from '../../src/schemas/subUserForm.ts';
import { validate } from '../../src/schemas/validate.ts';

// One password rule everywhere a password is chosen, and a length cap on every text field.

const nextYear = new Date().getFullYear() + 1;
const person = { contactName: 'Ana Ruiz', contactNumber: '5512345678', email: 'ana@acme.example' };
const reference = { companyName: 'Ref Co', contactName: 'Bo Ref', emailAddress: 'bo@ref.example', contactNo: '5598765432' };
const registration = { ...person, companyName: 'Acme', password: 'long-enough', confirmPassword: 'long-enough', commercialReference: [reference] };
const address = { addressDetails: { buildinName: 'Dock 4', postalCode: '78040' }, contactDetails: { contactName: 'Ana', contactNumber: '5551234567' } };
const addressBody = { type: 'pickup', addressDetails: { buildinName: 'Dock 4', street: '1 Main St', postalCode: '78040', cityId: 'laredo-tx' }, contactDetails: { contactName: 'Ana', contactNumber: '5551234567' } };
const order = {
  serviceId: 'northbound',
  transportationTypeId: 'ftl',
  modeId: 'ftl-dry-van',
  portId: 'otay-mesa',
  pickupAddressIds: ['p1'],
  dropAddressIds: ['d1'],
  specialRequirementIds: ['hazmat'],
  userReference: 'PO1001',
  trailerId: 'dry-van-53',
  programming: 'Schedule',
  schedule: { date: `${nextYear}-03-15`, time: '09:30' },
};

const setPath = (input: object, path: string, value: unknown): object => {
  const copy = structuredClone(input) as Record<string, unknown>;
  const keys = path.split('.');
  let node: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys.at(-1)!] = value;
  return copy;
};

describe('one password rule', () => {
  const choosers = [
    ['RegistrationForm', RegistrationForm, registration],
    ['SubUserCreateForm', SubUserCreateForm, { ...person, password: 'long-enough' }],
    ['CreatePasswordForm', CreatePasswordForm, { password: 'long-enough', confirmPassword: 'long-enough' }],
    ['ResetPasswordBody', ResetPasswordBody, { password: 'long-enough', confirmPassword: 'long-enough', resetToken: 'token' }],
  ] as const;

  it.each(choosers)('%s refuses a password under 8 characters and accepts 8', (_name, schema, valid) => {
    for (const short of ['x', '1234567']) {
      const result = validate(schema, { ...valid, password: short, confirmPassword: short });
      expect(result.ok).toBe(false);
      expect(!result.ok && result.errors.password).toBe('Password must be at least 8 characters');
    }
    expect(validate(schema, { ...valid, password: '12345678', confirmPassword: '12345678' }).ok).toBe(true);
  });

  it('the rule the forms show as the user types is the schema\'s message', () => {
    expect(PASSWORD_RULE).toBe('Password must be at least 8 characters');
  });

  it('signing in asks no rule of an existing password, only that it is not absurdly long', () => {
    expect(validate(LoginForm, { email: 'a@b.example', password: 'x' }).ok).toBe(true);
    expect(validate(LoginForm, { email: 'a@b.example', password: 'x'.repeat(5000) }).ok).toBe(false);
  });
});

describe('every text field has a length cap', () => {
  const huge = 'x'.repeat(5000);
  const hugeEmail = `${'a'.repeat(5000)}@acme.example`;
  const cases: ReadonlyArray<readonly [string, Parameters<typeof validate>[0], object, readonly string[]]> = [
    ['RegistrationForm', RegistrationForm, registration, ['companyName', 'contactName', 'email', 'password', 'commercialReference.0.companyName', 'commercialReference.0.contactName', 'commercialReference.0.emailAddress']],
    ['EditProfileForm', EditProfileForm, { ...person, companyName: 'Acme', commercialReference: [] }, ['companyName', 'contactName', 'email']],
    ['SubUserCreateForm', SubUserCreateForm, { ...person, password: 'long-enough' }, ['contactName', 'email', 'password']],
    ['SubUserUpdateForm', SubUserUpdateForm, person, ['contactName', 'email']],
    ['AddressForm', AddressForm, address, ['addressDetails.buildinName', 'addressDetails.postalCode', 'addressDetails.street', 'addressDetails.city', 'addressDetails.state', 'addressDetails.country', 'contactDetails.contactName']],
    ['AddressBody', AddressBody, addressBody, ['addressDetails.buildinName', 'addressDetails.street', 'addressDetails.postalCode', 'addressDetails.cityId', 'contactDetails.contactName']],
    ['LoginForm', LoginForm, { email: 'a@b.example', password: 'x' }, ['email', 'password']],
    ['OtpRequestForm', OtpRequestForm, { email: 'a@b.example' }, ['email']],
    ['OtpVerifyForm', OtpVerifyForm, { email: 'a@b.example', otp: '123456' }, ['email']],
    ['ResetPasswordBody', ResetPasswordBody, { password: 'long-enough', confirmPassword: 'long-enough', resetToken: 'token' }, ['resetToken']],
    ['QuoteRequest', QuoteRequest, order, ['serviceId', 'transportationTypeId', 'modeId', 'portId']],
    ['CreateOrderBody', CreateOrderBody, order, ['trailerId']],
  ];

  for (const [name, schema, valid, paths] of cases) {
    it(`${name}: ${paths.join(', ')}`, () => {
      expect(validate(schema, valid).ok).toBe(true);
      for (const path of paths) {
        const value = /email/i.test(path) ? hugeEmail : huge;
        const input = path === 'password' && 'confirmPassword' in valid ? setPath(setPath(valid, path, value), 'confirmPassword', value) : setPath(valid, path, value);
        const result = validate(schema, input);
        expect(result.ok, path).toBe(false);
        expect(!result.ok && result.errors[path], path).toMatch(/^[\w -]+ must be at most \d+ characters$/);
      }
    });
  }

  it('the list of commercial references is capped at 10', () => {
    const references = (n: number) => ({ ...registration, commercialReference: Array.from({ length: n }, () => reference) });
    expect(validate(RegistrationForm, references(10)).ok).toBe(true);
    expect(validate(RegistrationForm, references(11))).toEqual({ ok: false, errors: { commercialReference: 'Please add at most 10 commercial references.' } });
    expect(validate(EditProfileForm, { ...person, companyName: 'Acme', commercialReference: references(11).commercialReference }).ok).toBe(false);
  });

  it('ids in lists are capped too', () => {
    for (const path of ['pickupAddressIds', 'dropAddressIds', 'specialRequirementIds']) expect(validate(QuoteRequest, setPath(order, path, [huge])).ok, path).toBe(false);
  });
});
