import { Effect, Schema, SchemaGetter } from 'effect';
import { BrowserMessages, requiredMessage } from './browserMessages.ts';

export {
  EMAIL_MAX,
  EMAIL_PATTERN,
  ID_MAX,
  NAME_MAX,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE,
  PHONE_PATTERN,
  SELECT_OPTION,
  SIGN_IN_PASSWORD_MAX,
  TEXT_MAX,
} from './fieldRules.ts';
import { EMAIL_MAX, EMAIL_PATTERN, NAME_MAX, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULE, PHONE_PATTERN, SIGN_IN_PASSWORD_MAX, TEXT_MAX } from './fieldRules.ts';

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const trimmed = { decode: SchemaGetter.transform((s: string) => s.trim()), encode: SchemaGetter.passthrough<string>() };

/** A string decoded trimmed. */
export const TrimmedText = Schema.String.pipe(Schema.decodeTo(Schema.String, trimmed));

/** An optional, trimmed string: an absent key stays absent. */
export const OptionalText = Schema.optionalKey(TrimmedText);

/** OptionalText with the cap of its field. */
export const optionalText = (label: string, max: number = TEXT_MAX) =>
  Schema.optionalKey(TrimmedText.check(Schema.isMaxLength(max, { message: BrowserMessages.tooLong(label, max) })));

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
 * value gives `${label} is required` (a label customers read is a catalog id, marked at the call). Decodes trimmed unless `trim: false` (passwords). At most
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
    Schema.check(notBlank(message), Schema.isMaxLength(max, { message: BrowserMessages.tooLong(label, max) })),
    Schema.annotateKey({ messageMissingKey: message }),
  );
}

/** A required name (company, contact): NAME_MAX characters at most. */
export const requiredName = (label: string) => requiredText(label, { max: NAME_MAX });

/** spec val.reg.email: required first, then the simple address pattern. */
export function requiredEmail(label = /*i18n*/ 'email') {
  return requiredText(label, { max: EMAIL_MAX }).pipe(Schema.check(Schema.isPattern(EMAIL_PATTERN, { message: BrowserMessages.invalidEmail })));
}

/**
 * A password being chosen (sign-up, sub-user, reset): the one rule, PASSWORD_MIN_LENGTH characters
 * at least, counted as typed (spaces included, never trimmed).
 */
export function newPassword(label = /*i18n*/ 'password') {
  return requiredText(label, { trim: false, max: PASSWORD_MAX_LENGTH }).pipe(
    Schema.check(Schema.isMinLength(PASSWORD_MIN_LENGTH, { message: PASSWORD_RULE })),
  );
}

/** The password of a sign-in: required and bounded, no rule (it was chosen under older ones). */
export const signInPassword = (label = /*i18n*/ 'password') => requiredText(label, { trim: false, max: SIGN_IN_PASSWORD_MAX });

/** spec val.reg.phone / val.address: required first, then exactly 10 digits with the caller's wording. */
export function requiredPhone(label: string, invalidMessage: string) {
  return requiredText(label).pipe(Schema.check(Schema.isPattern(PHONE_PATTERN, { message: invalidMessage })));
}
