import { Schema } from 'effect';

// The API response shapes of DESIGN.md §2, shared by the server's replies and the client's reads.

/** `{ statusCode, message, data }` around every successful response. */
export const Envelope = <S extends Schema.Top>(data: S) =>
  Schema.Struct({ statusCode: Schema.Int, message: Schema.String, data });

export const Pagination = Schema.Struct({
  page: Schema.Int,
  limit: Schema.Int,
  total: Schema.Int,
  totalPages: Schema.Int,
});
export type Pagination = typeof Pagination.Type;

/** List data: `{ response: [...], pagination }`. */
export const ListData = <S extends Schema.Top>(item: S) =>
  Schema.Struct({ response: Schema.Array(item), pagination: Pagination });

/** Token check data: 1 valid, 0 not (spec guard.signed-in reads `data.isValid === 1`). */
export const TokenCheck = Schema.Struct({ isValid: Schema.Literals([1, 0]) });
export type TokenCheck = typeof TokenCheck.Type;

/** Login / OTP verification data; other keys (the profile, flags) pass through. */
export const AuthTokens = Schema.StructWithRest(Schema.Struct({ accessToken: Schema.String, refreshToken: Schema.String }), [
  Schema.Record(Schema.String, Schema.Unknown),
]);
export type AuthTokens = typeof AuthTokens.Type;

/** Every 4xx/5xx body: never a stack trace; `errors` maps field paths to messages. */
export const ApiErrorBody = Schema.Struct({
  statusCode: Schema.Int,
  message: Schema.String,
  errors: Schema.optionalKey(Schema.Record(Schema.String, Schema.String)),
});
export type ApiErrorBody = typeof ApiErrorBody.Type;

export const HealthData = Schema.Struct({
  status: Schema.Literal('ok'),
  database: Schema.Literal('up'),
  migrations: Schema.Int,
});
export type HealthData = typeof HealthData.Type;
