import { describe, expect, it } from 'vitest';
import { SubUserCreateForm, SubUserInviteForm, SubUserUpdateForm, subUserCreateSchema } from '../../src/schemas/subUserForm.ts';
import { validate } from '../../src/schemas/validate.ts';
import { ruleIt } from '../spec/ruleIt';

const valid = { contactName: 'Sam', contactNumber: '5551234567', email: 'sam@acme.com' };

describe('SubUserCreateForm', () => {
  ruleIt('[val.subuser] [val.required] requires contact name, number, email and password, all at once', () => {
    expect(validate(SubUserCreateForm, {})).toEqual({
      ok: false,
      errors: {
        contactName: 'contact-name is required',
        contactNumber: 'contact-number is required',
        email: 'email is required',
        password: 'password is required',
      },
    });
  });

  ruleIt('[val.subuser] [val.reg.email] [val.reg.phone] has the same email and phone rules', () => {
    expect(validate(SubUserCreateForm, { ...valid, email: 'sam', contactNumber: '555123456', password: 'password-1' })).toEqual({
      ok: false,
      errors: { email: 'Invalid email format', contactNumber: 'Invalid contact-number format' },
    });
  });

  ruleIt('[val.subuser] accepts a complete sub-user', () => {
    expect(validate(SubUserCreateForm, { ...valid, contactName: ' Sam ', password: 'password-1' })).toEqual({
      ok: true,
      value: { ...valid, password: 'password-1' },
    });
  });
});

describe('SubUserUpdateForm', () => {
  ruleIt('[val.subuser] does not require a password on update', () => {
    expect(validate(SubUserUpdateForm, {})).toEqual({
      ok: false,
      errors: {
        contactName: 'contact-name is required',
        contactNumber: 'contact-number is required',
        email: 'email is required',
      },
    });
    expect(validate(SubUserUpdateForm, valid)).toEqual({ ok: true, value: valid });
  });

  ruleIt('[val.subuser] [val.reg.email] [val.reg.phone] has the same email and phone rules', () => {
    expect(validate(SubUserUpdateForm, { ...valid, email: 'a@b', contactNumber: 'abcdefghij' })).toEqual({
      ok: false,
      errors: { email: 'Invalid email format', contactNumber: 'Invalid contact-number format' },
    });
  });
});

describe('SubUserInviteForm and the role (issues 17.4, 18.7)', () => {
  it('an invitation needs no password: the invitee sets their own', () => {
    expect(validate(SubUserInviteForm, { ...valid, role: 'viewer', access: 'invite' })).toEqual({ ok: true, value: { ...valid, role: 'viewer', access: 'invite' } });
  });

  it('"Set a password now" keeps the spec’s rule: password required', () => {
    expect(validate(subUserCreateSchema('password'), { ...valid, access: 'password' })).toEqual({ ok: false, errors: { password: 'password is required' } });
    expect(subUserCreateSchema(undefined)).toBe(SubUserCreateForm);
    expect(subUserCreateSchema('invite')).toBe(SubUserInviteForm);
  });

  it('a role is Viewer, Booker or Admin, nothing else', () => {
    expect(validate(SubUserUpdateForm, { ...valid, role: 'owner' })).toEqual({ ok: false, errors: { role: 'Please choose a role: Viewer, Booker or Admin.' } });
  });
});
