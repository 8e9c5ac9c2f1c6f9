import { CommonMessages as Messages } from './commonMessages.ts';
import { PHONE_DIGITS } from './digits.ts';

// The fields' limits and fixed words, without Effect: the forms' views read them on first paint,
// while the schemas that enforce them (fields.ts and the form schemas) load with the check.

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
/** Length caps of text fields: every text a client sends is bounded in its schema. */
export const TEXT_MAX = 200;
export const NAME_MAX = 100;
/** RFC 5321's longest usable address. */
export const EMAIL_MAX = 254;
/** Catalog and address-book ids. */
export const ID_MAX = 100;
/** The one password rule of every place a password is chosen (sign-up, sub-user, reset). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** Signing in checks no rule (older passwords), only a bound on the work a password costs. */
export const SIGN_IN_PASSWORD_MAX = 1024;
/** What the forms say under a new password while it is typed: the rule's own message. */
export const PASSWORD_RULE = Messages.passwordMinLength;

/** spec const.placeholder: the value of an untouched dropdown. */
export const SELECT_OPTION = 'Select option';

/** Verification and recovery codes: six digits. */
export const OTP_LENGTH = 6;
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** The contact form's bounds. */
export const CONTACT_MESSAGE_MAX = 2000;
export const CONTACT_NAME_MAX = 200;
