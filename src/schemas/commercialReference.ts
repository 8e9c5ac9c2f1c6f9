import { Effect, Schema, SchemaGetter, SchemaIssue } from 'effect';
import { isBlank, requiredEmail, requiredName, requiredPhone, TextOrBlank } from './fields.ts';
import { BrowserMessages } from './browserMessages.ts';

/** A filled-in commercial reference: all four fields required (spec val.reg.references). */
export const CommercialReference = Schema.Struct({
  companyName: requiredName('company-name'),
  contactName: requiredName('contact-name'),
  emailAddress: requiredEmail('email'),
  contactNo: requiredPhone('contact-number', BrowserMessages.invalidContactNumber),
});
export type CommercialReference = typeof CommercialReference.Type;

export { blankCommercialReference } from './blankCommercialReference.ts';

const isBlankReference = (ref: CommercialReference): boolean => Object.values(ref).every(isBlank);

const decodeFilled = Schema.decodeUnknownResult(CommercialReference);

// One row of the form: checked against CommercialReference only when any field is filled.
const CommercialReferenceRow = Schema.Struct({
  companyName: TextOrBlank,
  contactName: TextOrBlank,
  emailAddress: TextOrBlank,
  contactNo: TextOrBlank,
}).check(
  Schema.makeFilter((row: CommercialReference, _ast, options): SchemaIssue.Issue | undefined => {
    if (isBlankReference(row)) return undefined;
    const result = decodeFilled(row, options);
    return result._tag === 'Failure' ? result.failure.issue : undefined;
  }),
);

/**
 * The form's list: missing, undefined or null → []; error paths keep the row's index in the input
 * ('commercialReference.1.contactNo'); the decoded list drops fully blank rows.
 */
export const MAX_COMMERCIAL_REFERENCES = 10;

export const CommercialReferences = Schema.NullishOr(
  Schema.Array(CommercialReferenceRow).check(Schema.isMaxLength(MAX_COMMERCIAL_REFERENCES, { message: BrowserMessages.tooManyCommercialReferences })),
).pipe(
  Schema.decodeTo(Schema.Array(Schema.toType(CommercialReference)), {
    decode: SchemaGetter.transform((rows: ReadonlyArray<CommercialReference> | null | undefined) =>
      (rows ?? []).filter((row) => !isBlankReference(row)),
    ),
    encode: SchemaGetter.passthrough({ strict: false }),
  }),
  Schema.withDecodingDefaultKey(Effect.succeed([])),
);
