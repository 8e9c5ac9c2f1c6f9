import { Effect, Schema, SchemaGetter } from 'effect';
import { Messages, requiredMessage } from './messages.ts';
import { PHONE_DIGITS } from './digits.ts';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
/** Length caps of text fields (issue 16): every text a client sends is bounded in its schema. */
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

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const trimmed = { decode: SchemaGetter.transform((s: string) => s.trim()), encode: SchemaGetter.passthrough<string>() };

/** A string decoded trimmed. */
export const TrimmedText = Schema.String.pipe(Schema.decodeTo(Schema.String, trimmed));

/** An optional, trimmed string: an absent key stays absent. */
export const OptionalText = Schema.optionalKey(TrimmedText);

/** OptionalText with the cap of its field. */
export const optionalText = (label: string, max: number = TEXT_MAX) =>
  Schema.optionalKey(TrimmedText.check(Schema.isMaxLength(max, { message: Messages.tooLong(label, max) })));

/** A trimmed string where missing, undefined or null all mean ''. */
export const TextOrBlank = Schema.NullishOr(Schema.String).pipe(
  Schema.decodeTo(Schema.String, {
    decode: SchemaGetter.transform((s: string | null | undefined) => (s ?? '').trim()),
    encode: SchemaGetter.passthrough({ strict: false }),
  }),
  Schema.withDecodingDefaultKey(Effect.succeed('')),
);

// Aborts so a blank field reports only 'X is required', never also the format message after it.
export const notBlank = (message: string) =>
  Schema.makeFilter((s: string) => s.trim().length > 0 || message, undefined, true);

/**
 * spec val.required: a string whose blank (empty, whitespace only), missing, null or non-string
 * value gives `${label} is required`. Decodes trimmed unless `trim: false` (passwords). At most
 * `max` characters (TEXT_MAX by default), else `${label} must be at most N characters`.
 */
export function requiredText(label: string, options: { readonly trim?: boolean; readonly max?: number } = {}) {
  const message = requiredMessage(label);
  const max = options.max ?? TEXT_MAX;
  // The key message also goes on the encoded side: Schema.withDecodingDefault around a struct
  // checks the encoded struct first and would otherwise report a bare 'Missing key'.
  const text = Schema.String.annotate({ message }).pipe(Schema.annotateKey({ messageMissingKey: message }));
  const base = options.trim === false ? text : text.pipe(Schema.decodeTo(Schema.String, trimmed));
  return base.pipe(
    Schema.check(notBlank(message), Schema.isMaxLength(max, { message: Messages.tooLong(label, max) })),
    Schema.annotateKey({ messageMissingKey: message }),
  );
}

/** A required name (company, contact): NAME_MAX characters at most. */
export const requiredName = (label: string) => requiredText(label, { max: NAME_MAX });

/** spec val.reg.email: required first, then the simple address pattern. */
export function requiredEmail(label = 'email') {
  return requiredText(label, { max: EMAIL_MAX }).pipe(Schema.check(Schema.isPattern(EMAIL_PATTERN, { message: Messages.invalidEmail })));
}

/**
 * A password being chosen (sign-up, sub-user, reset): the one rule, PASSWORD_MIN_LENGTH characters
 * at least, counted as typed (spaces included, never trimmed).
 */
export function newPassword(label = 'password') {
  return requiredText(label, { trim: false, max: PASSWORD_MAX_LENGTH }).pipe(
    Schema.check(Schema.isMinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_RULE })),
  );
}

/** The password of a sign-in: required and bounded, no rule (it was chosen under older ones). */
export const signInPassword = (label = 'password') => requiredText(label, { trim: false, max: SIGN_IN_PASSWORD_MAX });

/** spec val.reg.phone / val.address: required first, then exactly 10 digits with the caller's wording. */
export function requiredPhone(label: string, invalidMessage: string) {
  return requiredText(label).pipe(Schema.check(Schema.isPattern(PHONE_PATTERN, { message: invalidMessage })));
}
