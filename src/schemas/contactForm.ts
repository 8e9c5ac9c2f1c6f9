import { Schema } from 'effect';
import { PHONE_PATTERN, requiredEmail, requiredText, TextOrBlank } from './fields.ts';
import { BrowserMessages } from './browserMessages.ts';

export { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from './fieldRules.ts';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from './fieldRules.ts';
export const CONTACT_COMPANY_MAX = 200;
/** RFC 5321's limit for a whole address. */
export const CONTACT_EMAIL_MAX = 254;

const atMost = (label: string, max: number, message = `${label} must be at most ${max} characters`) =>
  Schema.isMaxLength(max, { message });

/**
 * The public contact form (/contact-us) and the body of `POST /v1/common/contact`. company and
 * phone are optional (missing, null or blank decode as ''); a phone, when given, is 10 digits.
 */
export const ContactForm = Schema.Struct({
  name: requiredText('name').pipe(Schema.check(atMost('name', CONTACT_NAME_MAX))),
  email: requiredEmail('email').pipe(Schema.check(atMost('email', CONTACT_EMAIL_MAX))),
  company: TextOrBlank.check(atMost('company', CONTACT_COMPANY_MAX)),
  phone: TextOrBlank.check(Schema.makeFilter((phone: string) => phone === '' || PHONE_PATTERN.test(phone) || BrowserMessages.invalidContactNumber)),
  message: requiredText('message', { max: CONTACT_MESSAGE_MAX }).pipe(Schema.check(atMost('message', CONTACT_MESSAGE_MAX, BrowserMessages.contactMessageTooLong))),
}).annotate({ message: BrowserMessages.fillUp });
export type ContactForm = typeof ContactForm.Type;
export type ContactFormInput = typeof ContactForm.Encoded;
