import { Result, Schema, SchemaIssue } from 'effect';
import { looseInputsOf } from './crossFieldCheck.ts';

/** Field path joined with '.', e.g. 'commercialReference.0.emailAddress' → its first message. */
export type FieldErrors = Record<string, string>;
export type Validation<A> = { ok: true; value: A } | { ok: false; errors: FieldErrors };

const ALL = { errors: 'all' } as const;
const formatter = SchemaIssue.makeFormatterStandardSchemaV1();

// Earlier messages win: a field's own rule (e.g. 'X is required') comes before a cross-field one.
function addIssue(errors: FieldErrors, issue: SchemaIssue.Issue): void {
  for (const { path, message } of formatter(issue).issues) {
    const key = (path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)).join('.');
    if (!(key in errors)) errors[key] = message;
  }
}

/** Decodes `input` with every error at once (one message per field), cross-field rules included. */
export function validate<S extends Schema.Top>(schema: S, input: unknown): Validation<S['Type']> {
  // Our schemas need no services; the cast only drops that generic parameter.
  const decoder = schema as unknown as Schema.Decoder<S['Type']>;
  const result = Schema.decodeUnknownResult(decoder)(input, ALL);
  if (Result.isSuccess(result)) return { ok: true, value: result.success };

  const errors: FieldErrors = {};
  addIssue(errors, result.failure.issue);
  for (const { loose, filter } of looseInputsOf(schema.ast)) {
    const partial = Schema.decodeUnknownResult(loose)(input, ALL);
    if (Result.isFailure(partial)) continue;
    const issue = filter.run(partial.success, loose.ast, ALL);
    if (issue) addIssue(errors, issue);
  }
  return { ok: false, errors };
}
