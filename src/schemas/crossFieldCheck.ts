import { Schema, SchemaAST } from 'effect';

// Effect runs a struct's own checks only once every field decodes, so a rule across fields
// (password = confirmPassword) stays silent while another field is blank. The filter carries a
// loose schema of just the fields it reads; validate() decodes the raw input with it, runs the
// same rule, and merges the messages, so every message shows at once.
export const LOOSE_INPUT = 'cargoConnects/crossFieldLooseInput';

/** A struct-level check whose rule also runs, in validate(), on input that failed elsewhere. */
export function crossFieldCheck<T>(
  loose: Schema.Decoder<T>,
  rule: (value: T) => Schema.FilterOutput,
): SchemaAST.Filter<T> {
  return Schema.makeFilter((value: T) => rule(value), { [LOOSE_INPUT]: loose });
}

/** The loose schemas of the cross-field checks on the top of `ast`. */
export function looseInputsOf(ast: SchemaAST.AST): ReadonlyArray<{ loose: Schema.Decoder<unknown>; filter: SchemaAST.Filter<unknown> }> {
  const found: Array<{ loose: Schema.Decoder<unknown>; filter: SchemaAST.Filter<unknown> }> = [];
  const visit = (check: SchemaAST.Check<unknown>): void => {
    if (check._tag === 'FilterGroup') return check.checks.forEach(visit);
    const loose = check.annotations?.[LOOSE_INPUT];
    if (Schema.isSchema(loose)) found.push({ loose: loose as Schema.Decoder<unknown>, filter: check });
  };
  ast.checks?.forEach(visit);
  return found;
}
