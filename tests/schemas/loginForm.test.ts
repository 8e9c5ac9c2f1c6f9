import { describe, expect, it } from 'vitest';
import { LoginForm } from '../../src/schemas/loginForm.ts';
import { validate } from '../../src/schemas/validate.ts';
import { ruleIt } from '../spec/ruleIt';

describe('LoginForm', () => {
  ruleIt('[val.required] an empty form gives both required messages at once', () => {
    expect(validate(LoginForm, {})).toEqual({ ok: false, errors: { email: 'email is required', password: 'password is required' } });
    expect(validate(LoginForm, { email: '  ', password: ' ' })).toEqual(validate(LoginForm, {}));
  });

  ruleIt('[val.reg.email] checks the email format', () => {
    expect(validate(LoginForm, { email: 'jo@acme', password: 'x' })).toEqual({ ok: false, errors: { email: 'Invalid email format' } });
  });

  it('trims the email and keeps the password as typed', () => {
    expect(validate(LoginForm, { email: ' Jo@Acme.com ', password: ' p w ', extra: 1 })).toEqual({
      ok: true,
      value: { email: 'Jo@Acme.com', password: ' p w ' },
    });
  });

  ruleIt('[msg.catalogue] a body that is not an object gives "Please fill up your field !"', () => {
    expect(validate(LoginForm, null)).toEqual({ ok: false, errors: { '': 'Please fill up your field !' } });
  });
});
