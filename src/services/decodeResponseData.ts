import { Result, Schema } from 'effect';

// Kept apart from http.ts and loaded on demand: the client itself stays free of Effect,
// and a caller that passes a schema has Effect loaded already.

export type DecodeOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** Decodes an envelope's `data` with the caller's schema. */
export const decodeResponseData = <S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
  data: unknown,
): DecodeOutcome<S['Type']> => {
  const result = Schema.decodeUnknownResult(schema)(data);
  return Result.isSuccess(result) ? { ok: true, value: result.success } : { ok: false, error: result.failure };
};
