import type { ApiErrorBody, Pagination } from '../../src/schemas/envelope.ts';

// The shapes themselves are defined once, in src/schemas/envelope.ts (read by the client too).
export type { Pagination };

/** Every successful answer (DESIGN §2). */
export interface ApiSuccess<T> {
  readonly statusCode: number;
  readonly message: string;
  readonly data: T;
}

/** Every 4xx/5xx answer: never a stack, never internal error text. */
export type ApiFailure = ApiErrorBody;

/** `data` of every list call. */
export interface ListData<T> {
  readonly response: readonly T[];
  readonly pagination: Pagination;
}
