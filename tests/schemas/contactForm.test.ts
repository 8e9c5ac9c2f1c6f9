import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGE_MAX, ContactForm } from '../../src/schemas/contactForm.ts';
import { validate } from '../../src/schemas/validate.ts';
import { ruleIt } from '../spec/ruleIt';

const valid = { name: 'Ana Ruiz', email: 'ana@acme.com', message: 'We ship 20 loads a month from Monterrey to Laredo.' };

describe('ContactForm', () => {
  ruleIt('[val.required] requires name, email and message, all at once', () => {
    expect(validate(ContactForm, {})).toEqual({
      ok: false,
      errors: { name: 'name is required', email: 'email is required', message: 'message is required' },
    });
    expect(validate(ContactForm, { name: '  ', email: ' ', message: '\n' })).toEqual({
      ok: false,
      errors: { name: 'name is required', email: 'email is required', message: 'message is required' },
    });
  });

  ruleIt('[val.reg.email] checks the email format', () => {
    expect(validate(ContactForm, { ...valid, email: 'ana@acme' })).toEqual({ ok: false, errors: { email: 'Invalid email format' } });
  });

  ruleIt('[val.reg.phone] accepts no phone, and a given one only with exactly 10 digits', () => {
    for (const phone of [undefined, null, '', '   ']) {
      const result = validate(ContactForm, { ...valid, phone });
      expect(result.ok && result.value.phone).toBe('');
    }
    expect(validate(ContactForm, { ...valid, phone: ' 5512345678 ' })).toMatchObject({ ok: true, value: { phone: '5512345678' } });
    for (const phone of ['551234567', '55123456789', '55-1234-5678', 'abcdefghij']) {
      expect(validate(ContactForm, { ...valid, phone })).toEqual({ ok: false, errors: { phone: 'Invalid contact-number format' } });
    }
  });

  it('caps the message at 2000 characters', () => {
    expect(CONTACT_MESSAGE_MAX).toBe(2000);
    expect(validate(ContactForm, { ...valid, message: 'x'.repeat(2000) }).ok).toBe(true);
    expect(validate(ContactForm, { ...valid, message: 'x'.repeat(2001) })).toEqual({
      ok: false,
      errors: { message: 'message must be at most 2000 characters' },
    });
  });

  it('caps name, email and company', () => {
    expect(validate(ContactForm, { ...valid, name: 'n'.repeat(201), company: 'c'.repeat(201), email: `${'e'.repeat(250)}@a.co` })).toEqual({
      ok: false,
      errors: {
        name: 'name must be at most 200 characters',
        email: 'email must be at most 254 characters',
        company: 'company must be at most 200 characters',
      },
    });
  });

  it('decodes trimmed, with blank optional fields as empty strings', () => {
    expect(validate(ContactForm, { ...valid, name: ' Ana Ruiz ', company: ' Acme ' })).toEqual({
      ok: true,
      value: { ...valid, company: 'Acme', phone: '' },
    });
  });
});
