import { Effect, Schema, SchemaGetter } from 'effect';
import { Messages, requiredMessage } from './messages.ts';
import { PHONE_DIGITS } from './digits.ts';

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
/** spec const.placeholder: the value of an untouched dropdown. */
export const SELECT_OPTION = 'Select option';

export const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

const trimmed = { decode: SchemaGetter.transform((s: string) => s.trim()), encode: SchemaGetter.passthrough<string>() };

/** A string decoded trimmed. */
export const TrimmedText = Schema.String.pipe(Schema.decodeTo(Schema.String, trimmed));

/** An optional, trimmed string: an absent key stays absent. */
export const OptionalText = Schema.optionalKey(TrimmedText);

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
 * value gives `${label} is required`. Decodes trimmed unless `trim: false` (passwords).
 */
export function requiredText(label: string, options: { readonly trim?: boolean } = {}) {
  const message = requiredMessage(label);
  // The key message also goes on the encoded side: Schema.withDecodingDefault around a struct
  // checks the encoded struct first and would otherwise report a bare 'Missing key'.
  const text = Schema.String.annotate({ message }).pipe(Schema.annotateKey({ messageMissingKey: message }));
  const base = options.trim === false ? text : text.pipe(Schema.decodeTo(Schema.String, trimmed));
  return base.pipe(Schema.check(notBlank(message)), Schema.annotateKey({ messageMissingKey: message }));
}

/** spec val.reg.email: required first, then the simple address pattern. */
export function requiredEmail(label = 'email') {
  return requiredText(label).pipe(Schema.check(Schema.isPattern(EMAIL_PATTERN, { message: Messages.invalidEmail })));
}

/** spec val.reg.phone / val.address: required first, then exactly 10 digits with the caller's wording. */
export function requiredPhone(label: string, invalidMessage: string) {
  return requiredText(label).pipe(Schema.check(Schema.isPattern(PHONE_PATTERN, { message: invalidMessage })));
}
